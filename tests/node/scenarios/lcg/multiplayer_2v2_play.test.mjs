// LCG black-box scenarios, multiplayer: 2v2 play: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSw, g2, MpGame as G, keys, pay } from './setup_builders.mjs';
const sw = await loadSw();

test('MP-GEN-26/C8: Tactics focus may go on a unit of the opponent who is not engaged (LS #1)', () => {
  const g = g2(sw, { phase: 'conflict', engagement: { objective: 0 }, dark: { units: [{ card: 'grand-moff-tarkin', attacking: true }] },
    light: { units: ['luke-skywalker'] }, light2: { units: ['red-two'] } });
  g.until((x) => x.st1().ids.some((i) => i.startsWith('strike:grand-moff')) || x.st1().ids.some((i) => i.startsWith('tactic:')), 10);
  if (g.ids(0).some((i) => i.startsWith('strike:grand'))) g.act(0, 'strike:grand-moff');
  g.until((x) => x.st1().ids.some((i) => i.startsWith('tactic:') || i.startsWith('icon.1')), 10);
  if (g.ids(0).includes('icon.1')) g.act(0, 'icon.1');
  const t = g.ids(0).filter((i) => i.startsWith('tactic:'));
  assert.ok(t.some((i) => i.includes('luke-skywalker')), 'tactics cannot reach LS #1\'s Luke: ' + t);
  g.close();
});

test('LCG-EDGE/MP: only the engaged players place edge cards; the teammates are not prompted', () => {
  const g = g2(sw, { phase: 'conflict', engagement: { objective: 0 }, dark: { units: [{ card: 'darth-vader', attacking: true }], hand: ['force-choke'] },
    dark2: { hand: ['heat-of-battle@19'], units: ['tie-fighter@27'] }, light: { hand: ['heat-of-battle@9'], units: ['luke-skywalker'] },
    light2: { hand: ['heat-of-battle@3'], units: [{ card: 'red-two', defending: true }] } });
  const seen = new Set();
  for (let i = 0; i < 10; i++) { const x = g.st1(); if (x.prompt?.kind !== 'edge') break; seen.add(x.s); g.apply(x.s, 'pass'); }
  assert.deepEqual([...seen].sort(), [0, 3]);
  g.close();
});

test('LCG-KW-3/C8: Limited is per player: DS #2 may deploy a Limited card after DS #1 did in the same turn', () => {
  const g = g2(sw, { phase: 'deployment', dark: { hand: ['sith-library@20', 'sith-library@23'] }, dark2: { hand: ['sith-library@22'] } });
  g.act(0, 'deploy:sith-library'); pay(g, 0);
  assert.ok(!g.ids(0).some((i) => i.startsWith('deploy:sith-library')), 'DS #1 may play a second Limited card');
  g.until((x) => x.st1().s === 1, 6);
  assert.ok(g.ids(1).some((i) => i.startsWith('deploy:sith-library')), 'DS #2 blocked by DS #1\'s Limited: ' + g.ids(1));
  g.close();
});

test('LCG-KW-3: setup limitedPlayed of DS #1 does not block DS #2', () => {
  const g = g2(sw, { phase: 'deployment', activePlayer: 2, dark: { limitedPlayed: true, hand: ['sith-library@20'] }, dark2: { hand: ['sith-library@22'] } });
  assert.equal(g.st1().s, 1);
  assert.ok(g.ids(1).some((i) => i.startsWith('deploy:sith-library')));
  g.close();
});

test('MP-GEN-20: setup activePlayer 2 starts the deployment with DS #2, and DS #1 does not get a segment afterwards', () => {
  const g = g2(sw, { phase: 'deployment', activePlayer: 2, dark: { hand: ['sith-library@20'] }, dark2: { hand: ['sith-library@22'] } });
  assert.equal(g.view(-1).active, 1);
  g.until((x) => x.status().phase !== 'deployment', 10);
  assert.equal(g.pl(0).enhancements.length, 0);
  g.close();
});

test('MP-GEN-20: DS #1 deploys first, then DS #2 becomes the active player', () => {
  const g = g2(sw, { phase: 'deployment', dark: { hand: ['sith-library@20'] }, dark2: { hand: ['sith-library@22'] } });
  assert.equal(g.view(-1).active, 0);
  assert.equal(g.st1().s, 0);
  g.act(0, 'pass');
  g.until((x) => x.view(-1).active === 1 || x.status().phase !== 'deployment', 6);
  assert.equal(g.view(-1).active, 1);
  assert.equal(g.status().phase, 'deployment');
  g.close();
});

test('MP-GEN-19: draw phase: DS #1 draws and places, then DS #2 (each to its own reserve value)', () => {
  const g = g2(sw, { phase: 'draw', dark: { hand: ['darth-vader'] }, dark2: { hand: ['sith-library@22', 'force-choke'] } });
  const order = [];
  for (let i = 0; i < 12 && g.status().phase === 'draw'; i++) {
    const x = g.st1(); if (x.prompt?.kind === 'draw') order.push(x.s);
    g.apply(x.s, x.ids.includes('done') ? 'done' : 'pass');
  }
  assert.deepEqual(order, [0, 0, 1, 1]);
  assert.equal(g.pl(0).handCount, 6); assert.equal(g.pl(1).handCount, 6);
  g.close();
});

test('MP-GEN-6: no reserve placement offered to the non-active team or outside the own Draw phase', () => {
  const g = g2(sw, { phase: 'draw', dark: { hand: ['darth-vader'] }, light: { hand: ['luke-skywalker'] } });
  for (let i = 0; i < 12 && g.status().phase === 'draw'; i++) {
    for (const s of [2, 3]) assert.ok(!g.ids(s).some((a) => a.startsWith('reserve:')));
    const x = g.st1(); g.apply(x.s, x.ids.includes('done') ? 'done' : 'pass');
  }
  assert.ok(!g.ids(g.st1().s).some((a) => a.startsWith('reserve:')));
  g.close();
});

test('MP-GEN-23: Interrogation Droid "each opponent discards 1 card at random": both LS players discard', () => {
  const g = g2(sw, { phase: 'deployment', activePlayer: 2, dark2: { hand: ['interrogation-droid@24'] },
    light: { hand: ['luke-skywalker', 'red-two'] }, light2: { hand: ['heat-of-battle@3', 'x-wing@13'] } });
  g.act(1, 'deploy:interrogation-droid'); pay(g, 1);
    if (g.ids(1).some((i) => i.startsWith('use:interrogation-droid'))) g.act(1, 'use:interrogation-droid');
  for (let i = 0; i < 4 && g.st1().ids.some((a) => a.startsWith('choose:')); i++) g.apply(g.st1().s, g.st1().ids.find((a) => a.startsWith('choose:')));
  assert.equal(g.pl(2).handCount, 1, 'LS #1 hand');
  assert.equal(g.pl(3).handCount, 1, 'LS #2 hand');
  assert.equal(g.pl(0).handCount ?? 0, 0);
  g.close();
});

test('MP-GEN-9: Interrogation Droid never takes a common reserve card (LS #2 empty hand, reserve kept)', () => {
  const g = g2(sw, { phase: 'deployment', activePlayer: 2, dark2: { hand: ['interrogation-droid@24'] },
    light: { hand: ['luke-skywalker'] }, light2: { hand: [], commonReserve: ['twist-of-fate@5'] } });
  g.act(1, 'deploy:interrogation-droid'); pay(g, 1);
  if (g.ids(1).some((i) => i.startsWith('use:interrogation-droid'))) g.act(1, 'use:interrogation-droid');
  for (let i = 0; i < 4 && g.st1().ids.some((a) => a.startsWith('choose:')); i++) g.apply(g.st1().s, g.st1().ids.find((a) => a.startsWith('choose:')));
  assert.equal(g.pl(3).commonReserveCount, 1);
  assert.equal(g.pl(2).handCount, 0);
  g.close();
});

test('MP-GEN-24: B-Wing "each other friendly player draws 1 card": the teammate draws, the striker and opponents do not', () => {
  const g = g2(sw, { phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    light: { hand: [], units: [{ card: 'b-wing@92', attacking: true }] }, light2: { hand: [] }, dark2: { hand: [], units: [] }, dark: { hand: [] } });
  const before = g.view(-1).players.map((p) => p.handCount);
  g.until((x) => x.st1().ids.some((i) => i.startsWith('strike:b-wing')), 10);
  g.act(2, 'strike:b-wing');
  if (g.ids(2).some((i) => i.startsWith('use:b-wing'))) g.act(2, 'use:b-wing');
  const after = g.view(-1).players.map((p) => p.handCount);
  assert.equal(after[3] - before[3], 1, 'LS #2 draws');
  assert.equal(after[2] - before[2], 0, 'B-Wing\'s player does not');
  assert.equal(after[0] - before[0], 0); assert.equal(after[1] - before[1], 0);
  g.close();
});

test('MP-GEN-24: Weapons Upgrade may enhance the teammate\'s Vehicle, and then its player draws 1 card', () => {
  const g = g2(sw, { phase: 'deployment', dark: { hand: ['weapons-upgrade'] }, dark2: { units: ['tie-fighter@27'] } });
  const before = g.pl(0).handCount;
  g.act(0, 'deploy:weapons-upgrade');
  const t = g.ids(0).filter((i) => i.startsWith('attach:') || i.startsWith('target:'));
  assert.ok(t.some((i) => i.includes('tie-fighter')), 'teammate\'s Vehicle not offered: ' + g.ids(0));
  g.apply(0, t.find((i) => i.includes('tie-fighter'))); pay(g, 0);
  const tf = g.pl(1).units.find((u) => u.key.startsWith('tie-fighter'));
  assert.equal(tf.attachments.length, 1);
  assert.equal(g.pl(0).handCount, before - 1 + 1, 'draws 1 (it does not control the unit)');
  g.close();
});

test('MP-GEN-24: Force Rejuvenation may target a friendly Character of the teammate', () => {
  const g = g2(sw, { phase: 'deployment', active: 'light', turn: 4, light: { hand: ['force-rejuvenation'] }, light2: { units: [{ card: 'luke-skywalker', focus: 2 }] } });
  g.act(2, 'use:force-rejuvenation');
  assert.ok(g.ids(2).some((i) => i.startsWith('target:luke-skywalker')), g.ids(2));
  g.close();
});

test('MP-GEN-24: an enemy unit of the non-engaged opponent is no "friendly" target (Force Rejuvenation)', () => {
  const g = g2(sw, { phase: 'deployment', active: 'light', turn: 4, light: { hand: ['force-rejuvenation'], units: [{ card: 'luke-skywalker', focus: 1 }] }, dark2: { units: [{ card: 'darth-vader', focus: 2 }] } });
  g.act(2, 'use:force-rejuvenation');
  assert.ok(!g.ids(2).some((i) => i.startsWith('target:darth-vader')), g.ids(2));
  g.close();
});
