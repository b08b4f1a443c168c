// Unit tests (node, no browser) of the game-neutral setup logic: seats from
// listGames()' players.min/max, option labels, stored configs.
//   node --test web/tests/setup-form.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeSeats, seatRange, seatWords, optionValueLabel, optionSpecs } from '../shell/setup.js';
import { normalizeConfig, playerName, humanSeats, botSeats } from '../shell/players.js';

// A game as listGames() would describe a 2–4 seat game with teams (none exists yet).
const fourSeats = { id: 'fake4', name: 'Fake', players: { min: 2, max: 4 }, teams: true, options: {}, optionSpecs: [] };
const twoSeats = { id: 'evr', name: 'EvR', players: { min: 2, max: 2 }, teams: false };

test('seat rows follow players.min/max', () => {
  assert.deepEqual(seatRange(fourSeats), { min: 2, max: 4 });
  assert.deepEqual(seatRange({}), { min: 2, max: 2 }, 'a game without players: two seats');
  const d = describeSeats(fourSeats, []);
  assert.equal(d.rows.length, 4);
  assert.deepEqual(d.rows.map((r) => r.optional), [false, false, true, true]);
  assert.deepEqual(d.rows.map((r) => r.kind), ['human', 'heuristic', '', ''], 'default: you against the computer');
  assert.equal(d.count, 2);
  assert.equal(describeSeats(twoSeats, []).rows.length, 2);
});

test('any mix of people and computers in 3 or 4 seats; no gaps, required seats filled', () => {
  const d = describeSeats(fourSeats, [{ kind: 'human', name: 'Ann' }, { kind: 'search' }, { kind: 'human' }, { kind: 'random' }]);
  assert.equal(d.count, 4);
  assert.equal(d.humans, 2);
  assert.equal(seatWords(d, 0), 'Ann');
  assert.equal(seatWords(d, 2), 'Player 3');
  assert.equal(seatWords(d, 1), 'Player 2 (the computer)');
  // An empty seat 3 empties seat 4 too; a required seat cannot be empty.
  const gap = describeSeats(fourSeats, [{ kind: '' }, { kind: 'human' }, { kind: '' }, { kind: 'human' }]);
  assert.deepEqual(gap.rows.map((r) => r.kind), ['human', 'human', '', '']);
  assert.equal(gap.count, 2);
  const three = describeSeats(fourSeats, [{ kind: 'human' }, { kind: 'heuristic' }, { kind: 'heuristic' }, { kind: '' }]);
  assert.equal(three.count, 3);
  assert.equal(seatWords(three, 0), 'Player 1 (you)', 'the only person is "you"');
});

test('option values get the renderer\'s labels, never raw values', () => {
  const labels = { values: { full: 'Full game' } };
  assert.equal(optionValueLabel(labels, 'full'), 'Full game');
  assert.equal(optionValueLabel(labels, 'direct-assault'), 'Direct Assault');
  assert.equal(optionValueLabel({ values: { '-1': 'Random' } }, -1), 'Random');
  assert.equal(optionValueLabel(null, true), 'Yes');
  const sides = { values: (v, seat) => (v < 0 ? 'Random' : `${seat(v)} plays the Rebels`) };
  assert.equal(optionValueLabel(sides, 1, (s) => `P${s + 1}`), 'P2 plays the Rebels');
  assert.deepEqual(optionSpecs({ options: { a: 1 } }), [{ name: 'a', default: 1, choices: [] }]);
});

test('stored configs of the older {mode, humanSeat, botKind} form still resume', () => {
  const c = normalizeConfig({ game: 'evr', seed: 1, options: {}, mode: 'bot', humanSeat: 1, botKind: 'search' }, 2);
  assert.deepEqual(c.seats, [{ human: false, bot: 'search' }, { human: true, name: '' }]);
  assert.deepEqual(humanSeats(c), [1]);
  assert.deepEqual(botSeats(c), [0]);
  assert.equal(playerName(c, 1), 'You');
  assert.equal(playerName(c, 0), 'the computer');
  const hs = normalizeConfig({ mode: 'hotseat' }, 3);
  assert.equal(hs.seats.length, 3);
  assert.ok(hs.seats.every((s) => s.human));
  assert.equal(playerName(hs, 2), 'Player 3');
  assert.equal(normalizeConfig({ seats: [{ human: false, bot: 'evil' }] }).seats[0].bot, 'heuristic', 'unknown levels are not passed on');
});

test('option labels that say "Player N" name the players chosen in the seat rows', async () => {
  const { namePlayers } = await import('../shell/setup.js');
  const vsComputer = describeSeats(twoSeats, [{ kind: 'human' }, { kind: 'search' }]);
  assert.equal(namePlayers('Player 1 plays the Rebels', vsComputer), 'Player 1 (you) plays the Rebels');
  assert.equal(namePlayers('Player 2 plays the Rebels', vsComputer), 'Player 2 (the computer) plays the Rebels');
  const friends = describeSeats(twoSeats, [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Ben' }]);
  assert.equal(namePlayers('Player 2 plays the Rebels', friends), 'Ben plays the Rebels');
  assert.equal(namePlayers('Player 3 starts', friends), 'Player 3 starts', 'no such seat: left alone');
  assert.equal(namePlayers('Decide at random', friends), 'Decide at random');
});
