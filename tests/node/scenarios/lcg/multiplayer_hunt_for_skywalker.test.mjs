// LCG black-box scenarios, multiplayer: hunt for skywalker: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSw, MpGame as G, keys, hfs, pyr, lsObj } from './setup_builders.mjs';
const sw = await loadSw();
const T = { tookTurn: true };
const stepUntil = (g, pred, max = 30) => {
  for (let i = 0; i < max; i++) {
    if (pred(g)) return true;
    const x = g.st1(); if (g.status().terminal || x.s === undefined) return pred(g);
    const pick = x.ids.includes('pass') ? 'pass' : x.ids.find((a) => a.startsWith('strike:')) || x.ids.find((a) => a.startsWith('icon.')) || x.ids.find((a) => a.startsWith('hit:')) || (x.ids.includes('decline') ? 'decline' : null) || (x.ids.includes('done') ? 'done' : x.ids[0]);
    g.apply(x.s, pick);
  }
  return pred(g);
};
const strikeThrough = (g) => {
  for (let i = 0; i < 40; i++) {
    const st = g.status(); if (st.terminal || !g.view(-1).engagement) return;
    const x = g.st1();
    const pick = x.ids.includes('pass') ? 'pass' : x.ids.find((a) => a.startsWith('strike:')) || x.ids.find((a) => a.startsWith('icon.')) || x.ids.find((a) => a.startsWith('hit:')) || x.ids.find((a) => a.startsWith('tactic:')) || (x.ids.includes('bonus') ? 'bonus' : null) || (x.ids.includes('decline') ? 'decline' : null) || x.ids.find((a) => a.startsWith('choose:')) || x.ids[0];
    g.apply(x.s, pick);
  }
};

test('MP-HFS-5/B54: a DS player sees a face-down objective only as its shared face (no key); the LS owner sees it', () => {
  const g = hfs({ phase: 'deployment' });
  for (const s of [0, 1, -1]) {
    const o = lsObj(g, 5, s);
    assert.equal(o.key, undefined, 'seat ' + s + ' sees ' + o.key);
    assert.match(o.id, /^the-hunt-for-skywalker\./);
  }
  assert.equal(lsObj(g, 5, 2).key, 'rebel-command');
  g.close();
});

test('MP-HFS-10/B54: a reinforcement is hidden from the DS (reinforced flag only); the LS sees the card', () => {
  const g = hfs({ phase: 'deployment', light: { tookTurn: true, pyramid: pyr({ 1: { card: 'the-mines', faceDown: false, reinforcement: 'rebel-sentry' } }) } });
  const d = lsObj(g, 1, 0);
  assert.equal(d.reinforced, true);
  assert.equal(d.reinforcement, undefined);
  assert.equal(lsObj(g, 1, 2).reinforcement.key, 'rebel-sentry');
  assert.ok(!JSON.stringify(g.view(1)).includes('rebel-sentry.'), 'DS #2 view names the reinforcement');
  g.close();
});

test('MP-HFS-4/6: the solo LS has no affiliation card and Luke Skywalker set aside', () => {
  const g = hfs({ phase: 'deployment' });
  const p = g.pl(2);
  assert.equal(p.solo, true);
  assert.ok(!p.affiliationCard);
  assert.deepEqual(keys(p.setAside), ['luke-skywalker-hfs']);
  assert.equal(p.objectives.length, 9);
  assert.ok(!p.objectiveDeckCount);
  g.close();
});

test('MP-HFS-10: the reinforcement may go under any objective without one, face-down ones included', () => {
  const g = hfs({ phase: 'conflict', engagement: { objective: 0 }, dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }] }, light: { tookTurn: true, hand: [] } });
  stepUntil(g, (x) => x.st1().ids.includes('done') && x.st1().s === 2);
  g.act(2, 'done');
  const c = g.ids(2).filter((a) => a.startsWith('choose:'));
  assert.equal(c.length, 9, c);
  g.close();
});

test('MP-HFS-16: turning face up discards focus, shields and enhancements on the objective', () => {
  const g = hfs({ phase: 'conflict', engagement: { objective: 0 }, dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }] },
    light: { tookTurn: true, hand: [], pyramid: pyr({ 1: { card: 'the-mines', focus: 1 } }), enhancements: [{ card: 'entrenched-position', on: 0 }] } });
  assert.equal(lsObj(g, 1).attachments.length, 1);
  stepUntil(g, (x) => !lsObj(x, 1).faceDown);
  const o = lsObj(g, 1);
  assert.equal(o.focus, 0); assert.equal(o.attachments.length, 0);
  assert.ok(g.pl(2).discard.some((c) => c.key === 'entrenched-position'));
  g.close();
});

test('MP-HFS-14: the engagement continues against the revealed objective: the unopposed bonus damages it', () => {
  const g = hfs({ phase: 'conflict', engagement: { objective: 1 }, dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }] }, light: { tookTurn: true, hand: [] } });
  stepUntil(g, (x) => x.st1().ids.includes('bonus'));
  g.act(0, 'bonus');
  const o = lsObj(g, 2);
  assert.equal(o.faceDown, undefined);
  assert.equal(o.damage, 1);
  g.close();
});

test('MP-HFS-1 / The Mines: turned face up, its reaction discards the top card of each opponent\'s deck (both DS players)', () => {
  const g = hfs({ phase: 'conflict', engagement: { objective: 0 }, dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }] }, light: { tookTurn: true, hand: [] } });
  const d0 = g.pl(0).deckCount, d1 = g.pl(1).deckCount;
  stepUntil(g, (x) => x.st1().ids.some((a) => a.startsWith('use:the-mines')) || x.st1().ids.includes('bonus'));
  g.act(2, 'use:the-mines');
  assert.equal(g.pl(0).deckCount, d0 - 1); assert.equal(g.pl(1).deckCount, d1 - 1);
  g.close();
});

test('MP-HFS-1 / The Mines (face up): Vehicle units cannot be declared as attackers against it', () => {
  const g = hfs({ phase: 'conflict', dark: { tookTurn: true, units: ['tie-attack-squadron', 'darth-vader'] }, light: { tookTurn: true, pyramid: pyr({ 1: { card: 'the-mines', faceDown: false } }) } });
  g.act(0, 'engage:the-mines');
  g.passWindows();
  assert.ok(!g.ids(0).some((a) => a.startsWith('attacker:tie-attack')), g.ids(0));
  assert.ok(g.ids(0).some((a) => a.startsWith('attacker:darth-vader')));
  g.close();
});

test('MP-HFS-5: a face-down The Mines has no text: a Vehicle may attack it', () => {
  const g = hfs({ phase: 'conflict', dark: { tookTurn: true, units: ['tie-attack-squadron'] } });
  const e = g.ids(0).find((a) => a === 'engage:' + lsObj(g, 1).id);
  assert.ok(e, g.ids(0));
  g.apply(0, e); g.passWindows();
  assert.ok(g.ids(0).some((a) => a.startsWith('attacker:tie-attack')), g.ids(0));
  g.close();
});

test('MP-HFS-1 / Mission at Kothlis: reserve +1 per opponent only while face up (face up 2 DS: 8; face down: 6; 3 DS: 9)', () => {
  let g = hfs({ phase: 'deployment', light: { tookTurn: true, pyramid: pyr({ 8: { card: 'mission-at-kothlis', faceDown: false } }) } });
  assert.equal(g.pl(2).reserve, 8); g.close();
  g = hfs({ phase: 'deployment' });
  assert.equal(g.pl(2).reserve, 6); g.close();
  g = new G(sw, { turn: 3, active: 'dark', phase: 'deployment', dark: T, dark2: T, dark3: T, light: { tookTurn: true, pyramid: pyr({ 8: { card: 'mission-at-kothlis', faceDown: false } }) } }, { mode: 'hunt-for-skywalker', players: 4 });
  assert.equal(g.pl(3).reserve, 9);
  assert.equal(g.pl(3).solo, true);
  assert.deepEqual(g.view(-1).players.map((p) => p.side), ['dark', 'dark', 'dark', 'light']);
  g.close();
});

test('MP-HFS-19: with three DS players the LS Balance discards from all three decks', () => {
  const g = new G(sw, { turn: 4, active: 'light', phase: 'balance', balance: 'light', dark: T, dark2: T, dark3: T, light: T }, { mode: 'hunt-for-skywalker', players: 4 });
  assert.deepEqual([0, 1, 2].map((s) => g.pl(s).discard.length), [1, 1, 1]);
  g.close();
});

test('MP-HFS-17: in the 2-3-4 pyramid, destroying position 3 opens 6 and 7 only', () => {
  const g = hfs({ phase: 'conflict', dark: { tookTurn: true, units: ['darth-vader'] }, light: { tookTurn: true, pyramid: pyr({ 3: null }) } });
  const v = g.pl(2).objectives.filter((o) => o.vulnerable).map((o) => o.position);
  assert.deepEqual(v, [1, 2, 4, 5, 6, 7]);
  g.close();
});

test('MP-HFS-17: destroying position 5 opens 8 and 9', () => {
  const g = hfs({ phase: 'conflict', dark: { tookTurn: true, units: ['darth-vader'] }, light: { tookTurn: true, pyramid: pyr({ 5: null }) } });
  const v = g.pl(2).objectives.filter((o) => o.vulnerable).map((o) => o.position);
  assert.deepEqual(v, [1, 2, 3, 4, 8, 9]);
  g.close();
});

test('MP-HFS-13: a face-up objective destroyed: its reinforcement is discarded', () => {
  const g = hfs({ phase: 'conflict', engagement: { objective: 0 }, dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }] },
    light: { tookTurn: true, hand: [], pyramid: pyr({ 1: { card: 'the-mines', faceDown: false, damage: 3, reinforcement: 'rebel-sentry' } }) } });
  strikeThrough(g);
  assert.ok(!lsObj(g, 1), 'position 1 destroyed');
  assert.ok(g.pl(2).discard.some((c) => c.key === 'rebel-sentry'), 'reinforcement discarded: ' + JSON.stringify(g.pl(2).discard));
  assert.equal(g.pl(2).reinforcementCount || 0, 0);
  g.close();
});

test('MP-HFS-6: Return to Tatooine turned face up puts Luke Skywalker into play', () => {
  const g = hfs({ phase: 'balance', balance: 'dark', light: { tookTurn: true, pyramid: pyr({ 5: null }) } });
  g.until((x) => x.st1().ids.some((a) => a.startsWith('damage:')), 5);
  g.apply(0, 'damage:' + lsObj(g, 9).id);
  for (let i = 0; i < 6; i++) { const x = g.st1(); if (x.s !== 2) break; g.apply(2, x.ids.includes('decline') ? 'decline' : x.ids.find((a) => a.startsWith('use:return')) || x.ids.find((a) => a.startsWith('order:')) || 'pass'); }
  assert.ok(g.pl(2).units.some((u) => u.key === 'luke-skywalker-hfs'), JSON.stringify(g.pl(2).units));
  assert.equal(g.status().terminal, false);
  g.close();
});

test('MP-HFS-1 / Luke Skywalker (HFS): damage that would destroy Return to Tatooine goes on Luke instead', () => {
  const g = hfs({ phase: 'conflict', engagement: { objective: 7 }, dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }] },
    light: { tookTurn: true, hand: [], units: [{ card: 'luke-skywalker-hfs', focus: 2 }], pyramid: pyr({ 5: null, 9: { card: 'return-to-tatooine', faceDown: false, damage: 7 } }) } });
  strikeThrough(g);
  const o = lsObj(g, 9);
  assert.ok(o, 'Return to Tatooine destroyed');
  assert.ok(g.pl(2).units.find((u) => u.key === 'luke-skywalker-hfs').damage >= 1);
  g.close();
});

test('MP-GEN-21/MP-CHAL-4: in The Hunt for Skywalker, an objective engaged by DS #1 cannot be engaged by DS #2 that phase', () => {
  const g = hfs({ phase: 'conflict', dark: { tookTurn: true, units: ['darth-vader'] }, dark2: { tookTurn: true, units: ['tie-fighter@27'] }, light: { tookTurn: true, hand: [] } });
  const id1 = lsObj(g, 1).id;
  g.apply(0, 'engage:' + id1);
  g.passWindows(); g.act(0, 'attacker:darth-vader'); g.act(0, 'done');
  strikeThrough(g);
  g.until((x) => x.st1().s === 1 && x.st1().ids.some((a) => a.startsWith('engage:')) || x.status().phase !== 'conflict', 30);
  const e = g.ids(1).filter((a) => a.startsWith('engage:'));
  assert.ok(e.length > 0);
  assert.ok(!e.includes('engage:' + id1), 'engaged twice: ' + e);
  g.close();
});

test('MP-CHAL-4: the solo LS may engage an objective of either DS player', () => {
  const g = hfs({ phase: 'conflict', active: 'light', turn: 4, light: { tookTurn: true, units: ['rebel-sentry'] } });
  const e = g.ids(2).filter((a) => a.startsWith('engage:'));
  assert.ok(g.pl(0).objectives.some((o) => e.includes('engage:' + o.id)), e);
  assert.ok(g.pl(1).objectives.some((o) => e.includes('engage:' + o.id)), e);
  g.close();
});

test('MP-HFS-23: the solo LS with an empty command deck does not lose in its Draw phase', () => {
  const g = hfs({ phase: 'draw', active: 'light', turn: 4, light: { tookTurn: true, hand: [], deck: [] } });
  g.until((x) => x.status().phase !== 'draw' || x.status().terminal, 10);
  assert.equal(g.status().terminal, false);
  g.close();
});

test('MP-HFS-1 / Rogue Squadron Backup: X is twice the DS players who started (2 DS: 4 cards from the defender\'s deck)', () => {
  const g = hfs({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0, defender: 'dark2' },
    light: { tookTurn: true, units: [{ card: 'rogue-squadron-backup', attacking: true }] } });
  const d1 = g.pl(1).deckCount, d0 = g.pl(0).deckCount;
  g.until((x) => x.st1().ids.some((a) => a.startsWith('strike:rogue')), 10);
  g.act(2, 'strike:rogue');
  if (g.ids(2).some((a) => a.startsWith('use:rogue'))) g.act(2, 'use:rogue');
  assert.equal(d1 - g.pl(1).deckCount, 4);
  assert.equal(g.pl(0).deckCount, d0, 'only the defending player');
  g.close();
});

test('MP-HFS-1 / Tatooine Sympathizer: draws 2 with the Balance on the Light Side (solo LS)', () => {
  const g = hfs({ phase: 'deployment', active: 'light', turn: 4, balance: 'light', light: { tookTurn: true, hand: [], units: ['tatooine-sympathizer'] } });
  const h = g.pl(2).handCount;
  g.act(2, 'use:tatooine-sympathizer');
  assert.equal(g.pl(2).handCount, h + 2);
  g.close();
});

test('MP-HFS-1 / The Force Is Strong: "discard a card at random from each opponent\'s hand" hits both DS players', () => {
  const g = hfs({ phase: 'deployment', active: 'light', turn: 4, dark: { tookTurn: true, hand: ['darth-vader', 'force-choke'] }, dark2: { tookTurn: true, hand: ['tie-fighter@27', 'sith-library@22'] },
    light: { tookTurn: true, hand: ['the-force-is-strong'], units: ['r2-d2-hfs', 'tatooine-sympathizer'] } });
  g.act(2, 'use:the-force-is-strong');
  for (let i = 0; i < 6; i++) {
    const x = g.st1(); if (x.s !== 2) break;
    const ids = x.ids; const pick = ids.find((a) => /hand|random/i.test(a)) || ids.find((a) => a === 'choose:1' || a.endsWith('.1')) ;
    if (x.prompt.kind === 'pay') { g.act(2, 'autopay'); continue; }
    if (!pick) break; g.apply(2, pick);
  }
  assert.equal(g.pl(0).handCount, 1, 'DS #1 ' + JSON.stringify(g.st1()));
  assert.equal(g.pl(1).handCount, 1, 'DS #2');
  g.close();
});
