// LCG multiplayer scenarios: the challenge modes (MP-JT Jerjerrod's Task:
// solo DS against an LS team; MP-HFS The Hunt for Skywalker: DS team against
// a solo LS with its objective pyramid), each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jerjerrod, huntForSkywalker } from './setup_builders.mjs';

test('MP-JT-7: in Jerjerrod\'s Task the dial reaching 16 does not win', () => {
  const g = jerjerrod({ phase: 'balance', dial: 15, balance: 'dark' });
  g.passUntil((x) => x.status().terminal || x.status().phase !== 'balance', 10);
  assert.equal(g.view(-1).dial, 16);
  assert.equal(g.status().terminal, false);
  g.close();
});

test('MP-JT-5: the LS wins at once when the solo DS has no objective in play', () => {
  const g = jerjerrod({ phase: 'balance', active: 'light', balance: 'light', dark: { tookTurn: true, objectives: [{ card: 'lemelisks-ambition', damage: 5 }] } });
  g.passUntil((x) => x.st1().ids.some((i) => i.startsWith('damage:')), 5);
  assert.equal(g.st1().s, 1, 'LS #1 decides the Balance damage');
  g.act(1, 'damage:lemelisks-ambition');
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.ok(st.winners.includes(1));
  assert.ok(!st.winners.includes(0));
  g.close();
});

test('MP-GEN-21/MP-CHAL-4: a solo objective engaged by LS #1 cannot be engaged by LS #2 in the same Conflict phase', () => {
  const g = jerjerrod({ phase: 'conflict', active: 'light', turn: 4, light: { tookTurn: true, units: ['luke-skywalker'] }, light2: { tookTurn: true, units: ['red-two'] } });
  assert.equal(g.st1().s, 1);
  const all = g.ids(1).filter((i) => i.startsWith('engage:'));
  assert.equal(all.length, 3);
  g.act(1, 'engage:along-the-sanctuary-pipeline');
  g.passWindows();
  g.act(1, 'attacker:luke'); g.act(1, 'done');
  g.strikeAll();
  g.passUntil((x) => x.st1().s === 2 && x.st1().ids.some((i) => i.startsWith('engage:')) || x.status().phase !== 'conflict', 40);
  const ids = g.ids(2).filter((i) => i.startsWith('engage:'));
  assert.ok(ids.length > 0, 'LS #2 may engage');
  assert.ok(!ids.some((i) => i.includes('along-the-sanctuary-pipeline')), 'already engaged by the team: ' + ids);
  g.close();
});

test('MP-GEN-10: the solo player has no common reserve (no placement in its draw)', () => {
  const g = jerjerrod({ phase: 'draw', dark: { tookTurn: true, hand: [] } });
  for (let i = 0; i < 4 && g.st1().s === 0 && g.status().phase === 'draw'; i++) {
    assert.ok(!g.ids(0).some((a) => a.startsWith('reserve:')), 'reserve offered to the solo player');
    g.act(0, g.ids(0).includes('done') ? 'done' : 'pass');
  }
  assert.ok(!g.pl(0).commonReserveCount);
  g.close();
});

test('MP-JT-8: a Jerjerrod\'s Task objective enters play from hand through its own action (no limit of 3)', () => {
  const g = jerjerrod({ phase: 'deployment', dark: { tookTurn: true, hand: ['jerjerrods-task'] } });
  const x = g.st1();
  assert.ok(x.ids.some((i) => i.startsWith('use:jerjerrods-task')), x.ids);
  assert.ok(!x.ids.some((i) => i.startsWith('deploy:jerjerrods-task')));
  g.act(0, 'use:jerjerrods-task');
  for (let i = 0; i < 4 && g.st1().s === 0 && !g.pl(0).objectives.some((o) => o.key === 'jerjerrods-task'); i++) {
    const ids = g.ids(0); g.apply(0, ids.includes('autopay') ? 'autopay' : ids.find((a) => a.startsWith('generate')) || ids[0]);
  }
  assert.equal(g.pl(0).objectives.length, 4);
  g.close();
});

test('MP-HFS-17/C11: only vulnerable objectives may be engaged (rows 1-2 by default)', () => {
  const g = huntForSkywalker({ phase: 'conflict', dark: { tookTurn: true, units: ['tie-attack-squadron'] } });
  const e = g.ids(0).filter((i) => i.startsWith('engage:'));
  assert.equal(e.length, 5, e);
  const pos = g.pl(2).objectives.filter((o) => o.vulnerable).map((o) => o.position);
  assert.deepEqual(pos, [1, 2, 3, 4, 5]);
  g.close();
});

test('MP-HFS-17/OQ-49/OQ-50: with 1 open row, a destroyed P1 opens P3 and P4; a flipped P2 opens nothing', () => {
  const g = huntForSkywalker({ phase: 'conflict', dark: { tookTurn: true, units: ['tie-attack-squadron'] },
    light: { tookTurn: true, pyramid: [null, { card: 'the-final-ship', faceDown: false }, 'dagobah-refuge', 'the-coruscant-rescue', 'rebel-command', 'the-ruins-of-alderaan', 'front-line-reinforcements', 'mission-at-kothlis', 'return-to-tatooine'] } },
    { vulnerableRows: 1 });
  const pos = g.pl(2).objectives.filter((o) => o.vulnerable).map((o) => o.position);
  assert.deepEqual(pos, [2, 3, 4]);
  g.close();
});

test('MP-HFS-14/15: damage to a face-down objective flips it and is all spent', () => {
  const g = huntForSkywalker({ phase: 'conflict', engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }] }, light: { tookTurn: true, hand: [] } });
  g.strikeAll();
  g.passUntil((x) => x.status().terminal || x.pl(2).objectives.find((o) => o.position === 1)?.faceDown !== true, 20);
  const o = g.pl(2).objectives.find((c) => c.position === 1);
  assert.ok(!o.faceDown, 'flipped');
  assert.equal(o.damage || 0, 0, 'no damage placed on the revealed side');
  g.close();
});

test('MP-HFS-19: LS Balance with the LS token: each DS player discards the top card of its deck', () => {
  const g = huntForSkywalker({ phase: 'balance', active: 'light', turn: 4, balance: 'light',
    dark: { tookTurn: true, deck: ['tie-fighter@27', 'tie-fighter@30'] }, dark2: { tookTurn: true, deck: ['tie-attack-squadron', 'tie-fighter@30', 'darth-vader'] }, light: { tookTurn: true, hand: ['rebel-sentry'] } });
  assert.equal(g.view(-1).turn, 4); assert.equal(g.view(-1).active, 2);
  // the Balance phase needs no decision: it has run when the first decision is asked
  assert.equal(g.pl(0).deckCount, 1);
  assert.equal(g.pl(1).deckCount, 2);
  assert.deepEqual(g.pl(0).discard.map((c) => c.key), ['tie-fighter@27']);
  assert.deepEqual(g.pl(1).discard.map((c) => c.key), ['tie-attack-squadron']);
  assert.equal(g.view(-1).dial, 0, 'MP-HFS-7: no dial');
  g.close();
});

test('MP-HFS-20/MP-HFS-7: DS Balance (DS token): DS #1 may damage a vulnerable objective, the dial never moves', () => {
  const g = huntForSkywalker({ phase: 'balance', balance: 'dark' });
  const x = g.st1();
  assert.equal(x.s, 0);
  const ids = x.ids.filter((i) => i.startsWith('damage:'));
  assert.equal(ids.length, 5, 'only vulnerable objectives');
  const target = g.pl(2).objectives.find((o) => o.position === 1).id;
  g.act(0, 'damage:' + target);
  const o = g.pl(2).objectives.find((c) => c.position === 1);
  assert.ok(!o.faceDown); assert.equal(o.damage || 0, 0);
  assert.equal(g.view(-1).dial, 0);
  g.close();
});

test('MP-HFS-22/OQ-51: the LS wins only once every DS command deck is empty', () => {
  const g = huntForSkywalker({ phase: 'balance', active: 'light', turn: 4, balance: 'light',
    dark: { tookTurn: true, deck: ['tie-fighter@27'] }, dark2: { tookTurn: true, deck: ['tie-fighter@27', 'tie-fighter@30'] }, light: { tookTurn: true, hand: ['rebel-sentry'] } });
  assert.equal(g.view(-1).turn, 4); assert.equal(g.view(-1).active, 2);
  assert.equal(g.pl(0).deckCount, 0);
  assert.equal(g.pl(1).deckCount, 1);
  assert.equal(g.status().terminal, false, 'DS #2 still has a card');
  g.close();
  const h = huntForSkywalker({ phase: 'balance', active: 'light', turn: 4, balance: 'light',
    dark: { tookTurn: true, deck: ['tie-fighter@27'] }, dark2: { tookTurn: true, deck: ['tie-fighter@30'] } });
  const st = h.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [2]);
  h.close();
});

test('MP-HFS-12: reinforcements do not count toward the LS hand when drawing', () => {
  const g = huntForSkywalker({ phase: 'draw', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['rebel-sentry'], pyramid: [{ card: 'the-mines', reinforcement: 'dash-rendar' }, 'the-final-ship', 'dagobah-refuge', 'the-coruscant-rescue', 'rebel-command', 'the-ruins-of-alderaan', 'front-line-reinforcements', 'mission-at-kothlis', 'return-to-tatooine'] } });
  const d = g.pl(2).deckCount;
  g.passUntil((x) => x.status().phase !== 'draw', 6);
  assert.equal(d - g.pl(2).deckCount, 5, '1 in hand, reinforcement not counted: draw 5');
  g.close();
});

test('MP-HFS-21/C9: the DS team wins when Luke Skywalker is destroyed', () => {
  const g = huntForSkywalker({ phase: 'conflict', engagement: { objective: 8 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }] },
    light: { tookTurn: true, hand: [], units: [{ card: 'luke-skywalker-hfs', damage: 18, focus: 1, defending: true }],
      pyramid: ['the-mines', 'the-final-ship', 'dagobah-refuge', 'the-coruscant-rescue', 'rebel-command', 'the-ruins-of-alderaan', 'front-line-reinforcements', 'mission-at-kothlis', { card: 'return-to-tatooine', faceDown: false }] } });
  g.strikeAll({ 'hit:': 'luke' });
  const st = g.status();
  assert.equal(st.terminal, true, g.dump());
  assert.deepEqual([...st.winners].sort(), [0, 1]);
  assert.equal(g.view(-1).reason, 'scenario');
  g.close();
});

test('MP-GEN-13/MP-CHAL-4: a Jerjerrod\'s Task LS team player may ask its teammate for a supporting attacker', () => {
  const g = jerjerrod({ phase: 'conflict', active: 'light', turn: 4, light: { tookTurn: true, units: ['luke-skywalker'] }, light2: { tookTurn: true, units: ['red-two'] } });
  g.act(1, 'engage:along-the-sanctuary-pipeline');
  g.passWindows();
  g.act(1, 'attacker:luke');
  g.act(1, 'support:red-two');
  assert.equal(g.st1().s, 2);
  g.act(2, 'agree:red-two');
  const u = g.pl(1).units.find((c) => c.key === 'red-two');
  assert.equal(u.lentBy, 2); assert.equal(u.role, 'attacker');
  g.close();
});
