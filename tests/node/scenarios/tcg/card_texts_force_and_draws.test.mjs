// TCG scenarios: card texts as printed: texts that gain or lose Force, draw, search and
// shuffle (Mending, Coruscant Freighter AA-9, Cliegg Lars, Capture Obi-Wan,
// Jedi Council Summons, Tyranus's Geonosian Speeder);
// each test named by its rule ID and card.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, logs } from './table.mjs';
import { light, dark, has, go, findUnit } from './setup_builders.mjs';

test('TCG-DMG-5 Mending: "up to 4" on a unit with 2 counters leaves 0, +1 Force', () => {
  const m = start({ seats: [dark({ force: 3, arenas: [{ card: 'jango-fett-a', damage: 2 }], build: [{ card: 'mending', counters: 2 }] }), light()], start: 'build' });
  go(m, 0, 'complete:mending'); go(m, 0, 'pick:jango-fett-a');
  assert.equal(findUnit(view(m, 0), 'jango-fett-a').damage, 0);
  assert.equal(view(m, 0).players[0].force, 4);
});

test('OQ-TCG-05 Coruscant Freighter AA-9 (A): with 1 card in the deck it draws 1, then discards 2', () => {
  const m = start({ seats: [dark({ deck: ['acklay'], hand: ['nexu'], arenas: ['coruscant-freighter-aa-9-a'] }), light()], start: 'build' });
  go(m, 0, 'use:coruscant-freighter-aa-9-a');
  go(m, 0, 'pick:'); go(m, 0, 'pick:');
  const p = view(m, 0).players[0];
  assert.deepEqual([p.handCount, p.deckCount, p.discard.length], [0, 0, 2]);
});

test('TCG-SETUP-6 Cliegg Lars (A): sent into battle in setup, no Force is lost (text ignored in setup)', () => {
  const m = start({ seats: [dark({ deck: ['reek', 'reek', 'reek'], hand: ['reek'] }), light({ force: 3, deck: ['clone-squad', 'clone-squad'], hand: ['cliegg-lars-a'] })], start: 'setup' });
  for (let i = 0; i < 10 && !has(m, 1, 'send:cliegg'); i++) { const s = st(m).toAct[0]; const l = ids(m, s); act(m, s, l.includes('keep') ? 'keep' : l.find((x) => x.startsWith('send:')) || l[0]); }
  go(m, 1, 'send:cliegg');
  assert.equal(view(m, 1).players[1].force, 3);
});

test('TCG-BUILD-8 Cliegg Lars (A): returning him from retreat is no deployment - no Force lost', () => {
  const m = start({ seats: [dark(), light({ force: 3, buildPoints: 5, build: [{ card: 'cliegg-lars-a', retreated: true }] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'return:cliegg');
  assert.equal(view(m, 1).players[1].force, 3);
});

test('TCG-FORCE-1 Cliegg Lars (A): deployed with 0 Force, Force stays 0', () => {
  const m = start({ seats: [dark(), light({ force: 0, build: [{ card: 'cliegg-lars-a', counters: 2 }] })], start: 'build' });
  act(m, 0, 'done'); go(m, 1, 'deploy:cliegg');
  assert.equal(view(m, 1).players[1].force, 0);
});

test('TCG-BUILD-7 Capture Obi-Wan: the opponent with 1 Force loses 1 (to 0), you still gain +2', () => {
  const m = start({ seats: [dark({ force: 0, build: [{ card: 'capture-obi-wan', counters: 2 }] }), light({ force: 1 })], start: 'build' });
  go(m, 0, 'complete:capture-obi-wan');
  assert.equal(view(m, 0).players[1].force, 0);
  assert.equal(view(m, 0).players[0].force, 2);
});

test('TCG-GLOSS-10 Jedi Council Summons: the card taken is shown to the opponent (in the Dark Side\'s log)', () => {
  const m = start({ seats: [dark(), light({ force: 2, deck: ['clone-squad', 'yoda-a', 'naboo-cruiser', 'kit-fisto-a'], build: [{ card: 'jedi-council-summons', counters: 2 }] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'complete:jedi-council-summons');
  go(m, 1, 'pick:kit-fisto-a');
  assert.ok(logs(m, 0).some((e) => /Kit Fisto/.test(e.text)));
});

test("TCG-GLOSS-14 Tyranus's Geonosian Speeder (A): the deck is shuffled after the search, also when nothing is taken (top card varies by seed)", () => {
  const deck = ['acklay', 'nexu', 'reek', 'power-dive', 'geonosian-guard', 'geonosian-warrior', 'battle-droid-squad', 'droid-starfighter-wing', 'techno-union-starship', 'jango-fett-c'];
  const tops = new Set();
  for (let seed = 1; seed <= 8; seed++) {
    const m = start({ seats: [dark({ deck: deck.slice(), arenas: ['tyranuss-geonosian-speeder-a', 'trade-federation-c-9979'] }), light()], start: 'build' }, {}, seed);
    go(m, 0, 'use:tyranuss-geonosian-speeder-a'); act(m, 0, 'done');
    go(m, 0, 'use:trade-federation-c-9979');
    tops.add(view(m, 0).players[0].hand.map((c) => c.key).join());
  }
  assert.ok(tops.size > 1, [...tops].join(' '));
});
