// Node unit tests of the LCG renderer's words (no browser): the order of the
// options, their labels (never a raw id), the Force struggle as the view
// shows it.
//   node --test web/tests/lcg-words.test.mjs
// (and the view's short cards completed from the card list, facts.js)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionText, argOf, shortActionText, sortActions, verbOf } from '../games/lcg/actions.js';
import { iconText, seatLabel, struggleTotal } from '../games/lcg/words.js';
import { withCards } from '../games/lcg/facts.js';

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

test('cards: the view\'s short cards are completed from the card list, what changed wins, the view is not changed', () => {
  const cardList = {
    cards: [
      { key: 'darth-vader', name: 'Darth Vader', type: 'unit', affiliation: 'sith', unique: true, cost: 5, force: 4, capacity: 4,
        icons: { ud: 2, udEdge: 0, bd: 1, bdEdge: 1, t: 0, tEdge: 0 }, traits: ['Character', 'Force User'], keywords: ['Elite'], text: 'Vader text' },
      { key: 'vaders-lightsaber', name: "Vader's Lightsaber", type: 'enhancement', affiliation: 'sith', cost: 1, keywords: [], traits: ['Weapon'], text: 'Saber text' },
      { key: 'interrogation', name: 'Interrogation', type: 'event', affiliation: 'sith', cost: 2, keywords: [], traits: [], text: 'Look text' },
    ],
  };
  const short = {
    game: 'lcg', viewer: 0,
    players: [{
      seat: 0,
      units: [{ id: 'darth-vader.12', key: 'darth-vader', owner: 0, damage: 1, focus: 0,
        icons: { ud: 3, udEdge: 0, bd: 1, bdEdge: 1, t: 0, tEdge: 0 }, keywords: ['Elite', 'Targeted Strike'],
        attachments: [{ id: 'vaders-lightsaber.13', key: 'vaders-lightsaber', owner: 0, attachedTo: 'darth-vader.12' }] }],
      hand: [{ id: 'interrogation.20', key: 'interrogation', owner: 0, cost: 1 }],
      affiliationCard: { id: 'sith.0', key: 'sith', owner: 0 },
    }, { seat: 1, units: [] }],
    peek: { what: 'You are looking at', cards: [{ id: 'interrogation.30', key: 'interrogation', owner: 1 }] },
  };
  const before = JSON.stringify(short);
  const v = withCards(short, cardList);
  assert.equal(JSON.stringify(short), before, 'the view itself is unchanged');
  const vader = v.players[0].units[0];
  assert.equal(vader.name, 'Darth Vader');
  assert.equal(vader.cost, 5, 'printed, unchanged');
  assert.equal(vader.icons.ud, 3, 'the view\'s figure wins');
  assert.deepEqual(vader.keywords, ['Elite', 'Targeted Strike']);
  assert.equal(vader.damage, 1);
  assert.equal(vader.text, 'Vader text');
  assert.equal(vader.attachments[0].name, "Vader's Lightsaber");
  assert.equal(vader.attachments[0].attachedTo, 'darth-vader.12');
  assert.equal(v.players[0].hand[0].cost, 1, 'a cost lowered by a card');
  assert.equal(v.players[0].hand[0].text, 'Look text');
  assert.equal(v.peek.cards[0].name, 'Interrogation');
  assert.equal(v.players[0].affiliationCard.name, undefined, 'a key the list lacks: the card as the view gives it');
  assert.equal(v.players[0].affiliationCard.id, 'sith.0');
  assert.match(actionText({ id: 'deploy:darth-vader.12', card: 'darth-vader.12' }, v).detail, /Unit · cost 5 · ◆4 Force · UD 3 · BD 1 \(\+1\)/);
  assert.equal(withCards(short, null).players[0].units[0].name, undefined, 'no card list: nothing to add');
});
