// Unit tests (node, no browser) of the LCG page's seats and teams: the new-game
// form's seats per mode (web/games/lcg/modes.js through the shell's
// seat-layout.js), where the play areas go for each viewer (arrange.js), and
// the seat names. A mode with uneven teams is added as data only.
//   node --test web/tests/lcg-teams.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MODES, seatLayout as lcgSeats } from '../games/lcg/modes.js';
import { arrange } from '../games/lcg/arrange.js';
import { seatLabel, acrossOf } from '../games/lcg/words.js';
import { seatLayout, seatOrder, seatOptionMap } from '../shell/seat-layout.js';
import { describeSeats, seatWords } from '../shell/setup.js';

const lcg = { id: 'lcg', players: { min: 2, max: 4 }, teams: false };
const renderer = { seatLayout: lcgSeats };

// A 2v2 view as the engine gives it (docs/api.md: number, across).
const view2v2 = {
  mode: '2v2',
  players: [
    { seat: 0, side: 'dark', number: 1, across: 3 },
    { seat: 1, side: 'dark', number: 2, across: 2 },
    { seat: 2, side: 'light', number: 1, across: 1 },
    { seat: 3, side: 'light', number: 2, across: 0 },
  ],
};
const view1v1 = { mode: '1v1', players: [{ seat: 0, side: 'dark' }, { seat: 1, side: 'light' }] };

test('the form: two seats with their decks for 1v1, two teams of two for 2v2', () => {
  const one = seatLayout(lcg, renderer, { mode: '1v1' });
  assert.equal(one.max, 2);
  assert.equal(one.min, 2);
  assert.deepEqual(one.seats.map((s) => s.label), ['Dark Side', 'Light Side']);
  assert.deepEqual(one.seats.map((s) => s.options), [['dark'], ['light']]);
  assert.equal(one.grouped, false, 'one player per side: no team headings');
  assert.ok(one.unused.has('dark2') && one.unused.has('light2'), 'the second decks are not asked for');
  assert.deepEqual(one.shapedBy, ['mode']);

  const four = seatLayout(lcg, renderer, { mode: '2v2' });
  assert.equal(four.max, 4);
  assert.equal(four.min, 4, 'all four seats must be filled');
  assert.deepEqual(four.seats.map((s) => s.label), ['Dark Side #1', 'Dark Side #2', 'Light Side #1', 'Light Side #2']);
  assert.deepEqual(four.seats.map((s) => s.team), [0, 0, 1, 1]);
  assert.deepEqual(four.teams, ['Dark Side team', 'Light Side team']);
  assert.equal(four.grouped, true);
  assert.deepEqual([...seatOptionMap(four)], [['dark', 0], ['dark2', 1], ['light', 2], ['light2', 3]]);
  assert.deepEqual(
    [...four.unused].sort(),
    ['dark3', 'light3', 'pyramid', 'reinforcements', 'vulnerableRows'],
    "only the challenge modes' third decks and The Hunt for Skywalker's own options are not asked for",
  );

  // Any mix of people and computers; the names follow the seats.
  const d = describeSeats(lcg, [{ kind: 'heuristic' }, { kind: 'human', name: 'Ann' }, { kind: 'human' }, { kind: 'random' }], four);
  assert.equal(d.count, 4);
  assert.equal(d.humans, 2);
  assert.equal(seatWords(d, 0), 'Dark Side #1 (the computer)');
  assert.equal(seatWords(d, 1), 'Ann');
  assert.equal(seatWords(d, 2), 'Light Side #1');
  const solo = describeSeats(lcg, [{ kind: 'heuristic' }, { kind: 'heuristic' }, { kind: 'human' }, { kind: 'heuristic' }], four);
  assert.equal(seatWords(solo, 2), 'Light Side #1 (you)');
  // An unknown mode falls back to the engine's seats.
  assert.equal(seatLayout(lcg, renderer, { mode: 'nope' }).max, 2, 'unknown mode: the default (1v1) seats');
  assert.equal(seatLayout(lcg, null, {}).max, 4, 'no renderer layout: players.max');
});

test('a mode of one against two or three is added as data: seats, optional third teammate, names, places', () => {
  MODES['test-1v3'] = {
    label: 'Test: one against up to three',
    seats: [{ side: 'light', deck: 'light' }, { side: 'dark', deck: 'dark' }, { side: 'dark', deck: 'dark2' }, { side: 'dark', deck: 'dark3', optional: true }],
    dial: null,
    lightObjectives: null,
    darkObjectives: null,
  };
  try {
    const l = seatLayout(lcg, renderer, { mode: 'test-1v3' });
    assert.equal(l.min, 3, 'the third Dark Side player may stay empty');
    assert.equal(l.max, 4);
    assert.deepEqual(l.seats.map((s) => s.label), ['Light Side', 'Dark Side #1', 'Dark Side #2', 'Dark Side #3']);
    assert.equal(l.grouped, true);
    assert.deepEqual(seatOrder(l), [1, 2, 3, 0], 'the Dark Side team first (team order), then the Light Side');
    const d = describeSeats(lcg, [{ kind: 'human' }, { kind: 'heuristic' }, { kind: 'heuristic' }, { kind: '' }], l);
    assert.equal(d.count, 3);
    assert.deepEqual(l.settings(3), {}, 'a mode that does not count its seats implies no option');
    const view = {
      mode: 'test-1v3',
      players: [{ seat: 0, side: 'light' }, { seat: 1, side: 'dark', number: 1 }, { seat: 2, side: 'dark', number: 2 }],
    };
    assert.equal(seatLabel(view, 0), 'Light Side');
    assert.equal(seatLabel(view, 2), 'Dark Side #2');
    const a = arrange(view, 0, false);
    assert.deepEqual(a.bottom.map((p) => p.seat), [0]);
    assert.deepEqual(a.top.map((p) => p.seat), [1, 2]);
    const b = arrange(view, 2, false);
    assert.deepEqual(b.bottom.map((p) => p.seat), [1, 2], 'a Dark Side player sees its team at the bottom');
    assert.deepEqual(b.top.map((p) => p.seat), [0]);
  } finally {
    delete MODES['test-1v3'];
  }
});

test('the challenge modes as data: the solo seat without a deck, an optional third teammate (also before the solo seat), "players" from the seats filled', () => {
  // Two players and 2v2 imply no option value: the engine's "players" is for the challenge modes only.
  assert.deepEqual(seatLayout(lcg, renderer, { mode: '1v1' }).settings(2), {});
  assert.deepEqual(seatLayout(lcg, renderer, { mode: '2v2' }).settings(4), {});
  const jt = seatLayout(lcg, renderer, { mode: 'jerjerrods-task' });
  assert.deepEqual(jt.seats.map((s) => s.label), ['Dark Side', 'Light Side #1', 'Light Side #2', 'Light Side #3']);
  assert.deepEqual(jt.seats.map((s) => s.options), [[], ['light'], ['light2'], ['light3']], 'the solo player has the challenge deck');
  assert.deepEqual([jt.min, jt.max], [3, 4]);
  assert.deepEqual(jt.settings(4), { players: 4 });
  assert.ok(jt.unused.has('dark') && jt.unused.has('dark2') && !jt.unused.has('light3'));
  const hfs = seatLayout(lcg, renderer, { mode: 'hunt-for-skywalker' });
  assert.deepEqual(hfs.seats.map((s) => s.label), ['Dark Side #1', 'Dark Side #2', 'Dark Side #3', 'Light Side']);
  assert.deepEqual(hfs.seats.map((s) => s.optional), [false, false, true, false], 'the third Dark Side player before the solo seat');
  assert.equal(hfs.min, 3);
  // Dark Side #3 left empty: the solo player is the third seat of the game.
  const d = describeSeats(lcg, [{ kind: 'human' }, { kind: 'heuristic' }, { kind: '' }, { kind: 'heuristic' }], hfs);
  assert.deepEqual(d.rows.map((r) => r.kind), ['human', 'heuristic', '', 'heuristic'], 'an empty seat in the middle stays empty, the seat after it stays');
  assert.equal(d.count, 3);
  assert.deepEqual(hfs.settings(d.count), { players: 3 });
  // The table of a 3-player Hunt for Skywalker (the engine numbers the seats it has).
  const view = { mode: 'hunt-for-skywalker', players: [{ seat: 0, side: 'dark', number: 1, across: 2 }, { seat: 1, side: 'dark', number: 2, across: 2 }, { seat: 2, side: 'light', solo: true, across: 0 }] };
  assert.equal(seatLabel(view, 2), 'Light Side');
  assert.deepEqual(arrange(view, 2, false).top.map((p) => p.seat), [0, 1]);
  assert.deepEqual(arrange(view, 1, false).bottom.map((p) => p.seat), [0, 1]);
});

test('the table: the viewer\'s team at the bottom, each opponent above the player it faces', () => {
  assert.equal(seatLabel(view2v2, 1), 'Dark Side #2');
  assert.equal(seatLabel(view2v2, 2), 'Light Side #1');
  assert.equal(seatLabel(view1v1, 1), 'Light Side', 'alone on its side: no number');
  assert.equal(seatLabel({ mode: '2v2' }, 3), 'Light Side #2', 'without players (the replay\'s first label): from the mode');
  assert.equal(acrossOf(view2v2, 0), 3);
  const places = (v, viewer, stable) => {
    const a = arrange(v, viewer, stable);
    return [a.top.map((p) => p.seat), a.bottom.map((p) => p.seat)];
  };
  // DS #1 faces LS #2, DS #2 faces LS #1 (MP-2V2-3).
  assert.deepEqual(places(view2v2, 0, false), [[3, 2], [0, 1]]);
  assert.deepEqual(places(view2v2, 1, false), [[3, 2], [0, 1]], 'a teammate sees the same table');
  assert.deepEqual(places(view2v2, 2, false), [[1, 0], [2, 3]]);
  assert.deepEqual(places(view2v2, 3, false), [[1, 0], [2, 3]]);
  // Hot-seat and spectators: the places stay whoever views.
  for (const viewer of [-1, 0, 1, 2, 3]) assert.deepEqual(places(view2v2, viewer, true), [[1, 0], [2, 3]], `stable for ${viewer}`);
  // Two players as before: the opponent on top; stable: the Dark Side on top.
  assert.deepEqual(places(view1v1, 1, false), [[0], [1]]);
  assert.deepEqual(places(view1v1, 0, false), [[1], [0]]);
  assert.deepEqual(places(view1v1, 0, true), [[0], [1]]);
});
