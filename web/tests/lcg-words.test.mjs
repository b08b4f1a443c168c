// Node unit tests of the LCG renderer's words (no browser): the order of the
// options, their labels (never a raw id), the Force struggle as the view
// shows it.
//   node --test web/tests/lcg-words.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionText, argOf, shortActionText, sortActions, verbOf } from '../games/lcg/actions.js';
import { iconText, seatLabel, struggleTotal } from '../games/lcg/words.js';

const unit = {
  id: 'darth-vader.12', name: 'Darth Vader', type: 'unit', cost: 5, force: 2, capacity: 4, damage: 1, focus: 0,
  forceCommitted: true, icons: { ud: 2, udEdge: 1, bd: 0, bdEdge: 0, t: 1, tEdge: 0 }, owner: 0, affiliation: 'sith',
};
const objective = { id: 'death-star.3', name: 'Death Star', type: 'objective', resources: 1, capacity: 5, damage: 2, owner: 0 };
const view = {
  game: 'lcg', viewer: 0, prompt: { seat: 0, kind: 'pay', text: 'Pay', secret: true },
  players: [
    { seat: 0, side: 'dark', units: [unit, { ...unit, id: 'x.1', force: 3, focus: 1 }], objectives: [objective], hand: [] },
    { seat: 1, side: 'light', units: [{ ...unit, id: 'luke.40', name: 'Luke', force: 1, forceCommitted: true, focus: 0 }], objectives: [] },
  ],
};

test('actions: quick ways first, ways to do nothing last, larger resource amounts first', () => {
  const ids = sortActions([{ id: 'pass' }, { id: 'generate:death-star.3.1', card: 'death-star.3' }, { id: 'done' },
    { id: 'generate:death-star.3.2', card: 'death-star.3' }, { id: 'autopay' }, { id: 'deploy:darth-vader.12', card: 'darth-vader.12' }]).map((a) => a.id);
  assert.deepEqual(ids, ['autopay', 'generate:death-star.3.2', 'generate:death-star.3.1', 'deploy:darth-vader.12', 'done', 'pass']);
  assert.equal(verbOf({ id: 'icon.0' }), 'icon.0');
  assert.equal(argOf({ id: 'generate:death-star.3.2', card: 'death-star.3' }), 2);
  assert.equal(argOf({ id: 'deploy:darth-vader.12', card: 'darth-vader.12' }), null);
});

test('actions: labels name the card and say what it is, never the raw id', () => {
  const t = (a) => actionText(a, view);
  assert.deepEqual(t({ id: 'generate:death-star.3.2', card: 'death-star.3', label: 'x' }), { label: 'Focus Death Star for 2 resources', detail: 'it gives up to 1' });
  assert.equal(t({ id: 'attacker:darth-vader.12', card: 'darth-vader.12' }).label, 'Attack with Darth Vader');
  assert.match(t({ id: 'deploy:darth-vader.12', card: 'darth-vader.12' }).detail, /Unit · cost 5 · ◆2 Force · UD 2 \(\+1\) · T 1 · damage 1\/4/);
  assert.equal(t({ id: 'edge:darth-vader.12', card: 'darth-vader.12' }).detail, 'counts ◆2 for the edge battle');
  assert.equal(t({ id: 'icon.0', label: 'Resolve unit damage' }).label, 'Resolve unit damage');
  assert.equal(t({ id: 'done' }).label, 'Done');
  assert.equal(actionText({ id: 'done' }, { ...view, prompt: { kind: 'conflict' } }).label, 'End the conflict phase');
  assert.equal(shortActionText({ id: 'generate:death-star.3.1', card: 'death-star.3' }), 'Focus for 1');
});

test('words: sides, combat icons, the Force struggle of committed unfocused units', () => {
  assert.equal(seatLabel(view, 0), 'Dark Side');
  assert.equal(seatLabel(view, 1), 'Light Side');
  assert.equal(iconText(unit.icons), 'UD 2 (+1) · T 1');
  assert.equal(iconText(unit.icons, { long: true }), 'Unit damage 2 (+1 edge-enabled), Tactics 1');
  assert.equal(struggleTotal(view, 'dark'), 2, 'the focused unit does not count');
  assert.equal(struggleTotal(view, 'light'), 1);
});
