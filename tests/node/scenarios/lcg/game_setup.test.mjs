// LCG scenarios: a new game's own setup (LCG-SETUP, LCG-MULLIGAN,
// LCG-TURN-1): objectives kept, mulligans, the first turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGame } from './table.mjs';

test('LCG-SETUP-4/7/8: the game starts with the dial at 0, the Balance token LS side up, and each player keeps 3 of 4 objectives (DS first)', () => {
  const g = newGame(7);
  const v = g.view(-1);
  assert.equal(v.dial, 0);
  assert.equal(v.balance, 'light');
  assert.deepEqual(g.toAct(), [0, 1], 'a simultaneous hidden choice');
  const b = g.ids(0).filter((x) => x.startsWith('bottom:'));
  assert.equal(b.length, 4);
  g.apply(0, b[0]);
  g.apply(1, g.ids(1).find((x) => x.startsWith('bottom:')));
  assert.equal(g.view(0).players[0].objectivesToReveal.length, 3);
  g.close();
});

test('LCG-MULLIGAN-1 / OQ-6: DS decides first; a player mulligans once (6 new cards) and is not asked again', () => {
  const g = newGame(11);
  g.apply(0, g.ids(0).find((x) => x.startsWith('bottom:')));
  g.apply(1, g.ids(1).find((x) => x.startsWith('bottom:')));
  assert.equal(g.who(), 0);
  assert.deepEqual(g.ids(0).sort(), ['keep', 'mulligan']);
  g.apply(0, 'mulligan');
  assert.equal(g.view(0).players[0].handCount, 6);
  assert.equal(g.who(), 1, 'the LS decides next; the DS is not asked again');
  assert.deepEqual(g.ids(1).sort(), ['keep', 'mulligan']);
  g.apply(1, 'keep');
  assert.ok(g.ids(g.who()).every((x) => x.startsWith('reveal:')), 'then the reveals: ' + g.ids(g.who()));
  assert.equal(g.who(), 0, 'the DS reveals first (LCG-SETUP-10)');
  g.close();
});

test('LCG-TURN-1 / LCG-BAL-2: the DS takes the first turn; its first Balance phase turns the dial to 1 (token LS)', () => {
  const g = newGame(3);
  for (let i = 0; i < 20 && g.view(-1).phase === 'setup'; i++) { const s = g.toAct()[0]; const ids = g.ids(s); g.apply(s, ids.find((x) => x === 'keep') || ids[0]); }
  const v = g.view(-1);
  assert.equal(v.active, 0);
  assert.equal(v.turn, 1);
  assert.equal(v.dial, 1);
  g.close();
});
