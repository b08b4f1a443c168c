// LCG scenarios: the strikes step of an engagement (LCG-STRIKE) and its
// combat icons (LCG-ICON): normal and edge-enabled icons, Unit Damage,
// Tactics, Blast, committed Force, shields, destroyed units.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L, keyOf } from './table.mjs';

// A Dark Side attack on turn 3, resuming at the edge battle.
function dsAttack(darkUnits, lightUnits, extra = {}) {
  return lcg({
    phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: darkUnits, hand: extra.darkHand || H_D },
    light: { tookTurn: true, units: lightUnits, hand: extra.lightHand || H_L },
  });
}
// Both pass: the 0-0 tie goes to the defender.
function bothPass(g) { const a = g.who(); g.act(a, 'pass'); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass'); g.passWindows(); }
// The attacker wins the edge with `card` (a card with many Force icons).
function attackerWins(g, card) { const a = g.who(); g.act(a, 'edge:' + card); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass'); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass'); g.passWindows(); }
// Resolves the icons of `seat`'s strike (first choices, or those of `prefs`).
function resolveIcons(g, seat, prefs = {}) {
  for (let i = 0; i < 10; i++) {
    const st = g.status(); if (!st.toAct.length || st.toAct[0] !== seat) return;
    const ids = g.ids(seat); const pr = g.prompt();
    if (pr.kind === 'window') return;
    let pick = null;
    for (const [k, v] of Object.entries(prefs)) { const f = ids.find((x) => x.startsWith(k) && x.includes(v)); if (f) { pick = f; break; } }
    pick = pick || ids.find((x) => x.startsWith('icon.')) || ids.find((x) => x.startsWith('hit:')) || ids.find((x) => x.startsWith('tactic:')) || ids.find((x) => x === 'done');
    if (!pick) return;
    g.apply(seat, pick);
  }
}

test('LCG-ICON-6: an attacker that lost the edge does not use its edge-enabled Blast icon (Vader: BD 1 + [BD 1] -> 1 damage)', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'rebel-trooper', defending: true }]);
  bothPass(g);
  assert.equal(g.view(-1).engagement.edgeWinner, 1);
  const objId = g.view(-1).engagement.objective;
  g.act(1, 'strike:rebel-trooper'); resolveIcons(g, 1); g.passWindows();
  g.act(0, 'strike:darth-vader'); resolveIcons(g, 0);
  const o = g.view(-1).players[1].objectives.find((x) => x.id === objId);
  assert.equal(o.damage, 1);
  g.close();
});

test('LCG-ICON-6: an attacker that won the edge uses its edge-enabled Blast icon (Vader -> 2 damage to the objective)', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'twilek-loyalist@4', defending: true }],
    { darkHand: ['emperor-palpatine', ...H_D] });
  attackerWins(g, 'emperor-palpatine');
  assert.equal(g.view(-1).engagement.edgeWinner, 0);
  const objId = g.view(-1).engagement.objective;
  g.act(0, 'strike:darth-vader'); resolveIcons(g, 0); g.passWindows();
  const o = g.view(-1).players[1].objectives.find((x) => x.id === objId);
  assert.equal(o.damage, 2);
  g.close();
});

test('LCG-ICON-6: a defender that won the edge uses its edge-enabled icons (Twi\'lek Loyalist [UD] hits)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }], hand: H_D },
    light: { tookTurn: true, units: [{ card: 'twilek-loyalist@1', defending: true }], hand: H_L } });
  g.act(0, 'pass'); g.act(1, 'pass'); g.passWindows();
  assert.equal(g.view(-1).engagement.edgeWinner, 1);
  g.act(1, 'strike:twilek');
  for (let i = 0; i < 5; i++) { const ids = g.ids(1); const p = ids.find((x) => x.startsWith('icon.0')) || ids.find((x) => x.startsWith('hit:')) || ids.find((x) => x.startsWith('icon.')) || ids.find((x) => x.startsWith('tactic:')); if (!p) break; g.apply(1, p); }
  const v = g.unit(0, 'darth-vader');
  assert.equal(v.damage, 1);
  assert.equal(v.focus, 1, 'edge-enabled Tactics too');
  g.close();
});

test('LCG-ICON-5: a defending unit cannot use Blast icons (Vader defending and winning the edge deals no objective damage)', () => {
  // a Light Side attack: the DS defender Vader has Blast icons
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', defending: true }], hand: ['emperor-palpatine', ...H_D] },
    light: { tookTurn: true, units: [{ card: 'twilek-loyalist@4', attacking: true }], hand: H_L } });
  g.act(1, 'pass'); g.act(0, 'edge:emperor-palpatine'); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass'); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass');
  g.passWindows();
  assert.equal(g.view(-1).engagement.edgeWinner, 0);
  const objId = g.view(-1).engagement.objective;
  g.act(0, 'strike:darth-vader');
  const ids = g.ids(0);
  assert.ok(!ids.includes('icon.2'), 'blast not offered to a defender: ' + ids);
  resolveIcons(g, 0);
  const o = g.view(-1).players[0].objectives.find((x) => x.id === objId) || g.view(-1).players[1].objectives.find((x) => x.id === objId);
  assert.equal(o.damage ?? 0, 0);
  g.close();
});

test('LCG-ICON-4: Tactics focus tokens may go on a non-participating enemy unit', () => {
  // Grand Moff Tarkin: Tactics 1 (normal)
  const g = dsAttack([{ card: 'grand-moff-tarkin', attacking: true }], [{ card: 'rebel-trooper', defending: true }, 'obi-wan-kenobi']);
  bothPass(g);
  g.act(1, 'strike:rebel-trooper'); resolveIcons(g, 1); g.passWindows();
  assert.ok(g.unit(0, 'grand-moff-tarkin'), 'Tarkin survived the Rebel Trooper\'s strike');
  g.act(0, 'strike:grand-moff-tarkin');
  for (let i = 0; i < 3 && g.ids(0).some((x) => x.startsWith('icon.')); i++) g.act(0, 'icon.1');
  const ids = g.ids(0);
  assert.ok(ids.some((x) => x.startsWith('tactic:obi-wan-kenobi')), 'non-participating Obi-Wan offered: ' + ids);
  g.act(0, 'tactic:obi-wan-kenobi');
  assert.equal(g.unit(1, 'obi-wan-kenobi').focus, 1);
  g.close();
});

test('LCG-ICON-4: Tactics focus tokens go only on enemy units', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'grand-moff-tarkin', attacking: true }, 'darth-vader'], hand: ['emperor-palpatine', ...H_D] },
    light: { tookTurn: true, units: ['luke-skywalker'], hand: H_L } });
  g.act(0, 'edge:emperor-palpatine'); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass'); g.passWindows();
  g.act(0, 'strike:grand-moff-tarkin');
  for (let i = 0; i < 3 && !g.ids(0).some((x) => x.startsWith('tactic:')); i++) g.act(0, 'icon.1');
  const t = g.ids(0).filter((x) => x.startsWith('tactic:')).map(keyOf);
  assert.deepEqual(t, ['luke-skywalker']);
  g.close();
});

test('LCG-ICON-3: without Targeted Strike unit damage only targets participating enemy units', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'rebel-trooper', defending: true }, 'obi-wan-kenobi']);
  bothPass(g);
  g.act(1, 'strike:rebel-trooper'); resolveIcons(g, 1); g.passWindows();
  g.act(0, 'strike:darth-vader');
  for (let i = 0; i < 3 && !g.ids(0).some((x) => x.startsWith('hit:')); i++) g.act(0, 'icon.0');
  const hits = g.ids(0).filter((x) => x.startsWith('hit:'));
  assert.deepEqual(hits.map(keyOf), ['rebel-trooper']);
  g.close();
});

test('LCG-FORCE-6: a unit with committed Force gets 2 focus tokens when it strikes', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true, force: true }], [{ card: 'rebel-trooper', defending: true }]);
  bothPass(g);
  g.act(1, 'strike:rebel-trooper'); resolveIcons(g, 1); g.passWindows();
  g.act(0, 'strike:darth-vader'); resolveIcons(g, 0);
  assert.equal(g.unit(0, 'darth-vader').focus, 2);
  g.close();
});

test('LCG-SHIELD-3: a shield prevents one damage token of a strike and is discarded', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true, shields: 1 }]);
  bothPass(g);
  g.act(1, 'strike:luke-skywalker'); resolveIcons(g, 1); g.passWindows();
  g.act(0, 'strike:darth-vader'); resolveIcons(g, 0, { 'hit:': 'luke' });
  const l = g.unit(1, 'luke-skywalker');
  assert.equal(l.damage, 1, 'Vader UD 2 minus 1 shielded');
  assert.equal(l.shields ?? 0, 0);
  g.close();
});

test('LCG-SHIELD-3: a shield also stops one Tactics focus token', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'emperor-palpatine', attacking: true }], hand: ['darth-vader', 'dark-side-apprentice'] },
    light: { tookTurn: true, units: [{ card: 'rebel-trooper', defending: true }, { card: 'obi-wan-kenobi', shields: 1 }], hand: ['twilek-loyalist@1'] } });
  g.act(0, 'edge:darth-vader'); g.act(1, 'pass'); g.act(0, 'pass'); g.passWindows();
  g.act(0, 'strike:emperor-palpatine');
  // Palpatine: T 2 + [T 1] (edge won) = 3 tactics: all on Obi-Wan
  while (g.ids(0).some((i) => i.startsWith('icon.'))) { g.act(0, g.ids(0).includes('icon.1') ? 'icon.1' : g.ids(0).find((i) => i.startsWith('icon.'))); while (g.ids(0).some((i) => i.startsWith('tactic:obi'))) g.act(0, 'tactic:obi'); }
  const o = g.unit(1, 'obi-wan-kenobi');
  assert.equal(o.focus, 2, '3 tactics, one stopped by the shield');
  assert.equal(o.shields ?? 0, 0);
  g.close();
});

test('LCG-DMG-2/3: a unit with damage equal to its capacity is destroyed; it and its enhancements go to their owners\' discard piles, its Force card back to available', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true, damage: 1, force: true, enhancements: ['jedi-lightsaber'] }]);
  const before = g.view(-1).players[1].forceAvailable;
  bothPass(g);
  g.act(1, 'strike:luke-skywalker'); resolveIcons(g, 1); g.passWindows();
  g.act(0, 'strike:darth-vader'); resolveIcons(g, 0, { 'hit:': 'luke' });
  const v = g.view(-1);
  assert.equal(g.unit(1, 'luke-skywalker'), undefined);
  assert.ok(v.players[1].discard.some((c) => c.key === 'luke-skywalker'));
  assert.ok(v.players[1].discard.some((c) => c.key === 'jedi-lightsaber'));
  assert.equal(v.players[1].forceAvailable, before + 1);
  g.close();
});

test('LCG-STRIKE-1: strikes alternate between the players, edge winner first (W, L, W, L)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'kuati-security-team@22', attacking: true }, { card: 'dark-side-apprentice', attacking: true }], hand: ['emperor-palpatine', 'tie-fighter@27'] },
    light: { tookTurn: true, units: [{ card: 'fleet-officer', defending: true }, { card: 'believer-in-the-old-ways@2', defending: true }], hand: H_L } });
  g.act(0, 'edge:emperor-palpatine'); g.act(1, 'pass'); g.act(0, 'pass'); g.passWindows();
  const order = [];
  for (let i = 0; i < 40 && g.view(-1).engagement; i++) {
    const s = g.toAct()[0]; const ids = g.ids(s); const pr = g.prompt();
    if (pr.kind === 'window') { g.apply(s, 'pass'); continue; }
    if (ids.includes('bonus')) break;
    const st = ids.find((x) => x.startsWith('strike:'));
    if (st) { order.push(s); g.apply(s, st); continue; }
    g.apply(s, ids.find((x) => x.startsWith('icon.')) || ids.find((x) => x.startsWith('hit:')) || ids.find((x) => x.startsWith('tactic:')) || ids[0]);
  }
  // units: 2 each, all capacity 2, UD 1 each => none destroyed in the first round
  assert.deepEqual(order, [0, 1, 0, 1]);
  g.close();
});

test('LCG-STRIKE-2/5/6: strikes are compulsory (no pass); once one side is exhausted the other keeps striking; Tactics-exhausted units do not strike', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }, { card: 'dark-side-apprentice', attacking: true }], [{ card: 'rebel-trooper', defending: true }]);
  bothPass(g);
  assert.equal(g.who(), 1);
  assert.ok(!g.ids(1).includes('pass'), 'no pass at a strike');
  g.act(1, 'strike:rebel-trooper'); resolveIcons(g, 1); g.passWindows();
  assert.equal(g.who(), 0);
  g.act(0, 'strike:darth-vader'); resolveIcons(g, 0); g.passWindows();
  // LS has no ready unit: DS keeps striking with the apprentice
  assert.equal(g.who(), 0);
  assert.equal(g.prompt().kind, 'strike');
  assert.ok(g.ids(0).some((x) => x.startsWith('strike:dark-side-apprentice')));
  g.close();
});

test('LCG-STRIKE-6: a participating unit focused by Tactics before its strike is not asked to strike', () => {
  // LS attacks with Luke and a Rebel Trooper; the DS defends with Tarkin (Tactics 1) and wins the edge
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'grand-moff-tarkin', defending: true }], hand: ['emperor-palpatine', ...H_D] },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', attacking: true }, { card: 'rebel-trooper', attacking: true }], hand: H_L } });
  g.act(1, 'pass'); g.act(0, 'edge:emperor-palpatine'); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass'); if (g.prompt()?.kind === 'edge') g.act(g.who(), 'pass');
  g.passWindows();
  assert.equal(g.view(-1).engagement.edgeWinner, 0);
  g.act(0, 'strike:grand-moff-tarkin');
  resolveIcons(g, 0, { 'tactic:': 'luke' });
  assert.equal(g.unit(1, 'luke-skywalker').focus, 1);
  g.passWindows();
  assert.equal(g.who(), 1);
  const strikes = g.ids(1).filter((x) => x.startsWith('strike:'));
  assert.deepEqual(strikes.map(keyOf), ['rebel-trooper']);
  g.close();
});
