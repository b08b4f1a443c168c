// TCG black-box scenarios, card texts: missions: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, logs } from './table.mjs';
import { light, dark, has, go, findUnit } from './setup_builders.mjs';
const P0 = (m) => view(m, 0).players[0];
const P1 = (m) => view(m, 1).players[1];
const lsBuild = (m) => act(m, 0, 'done');

test('TCG-BUILD-7 Dark Rendezvous: opponent loses 7 Force (10 -> 3); not offered with 3 of 4 counters', () => {
  let m = start({ seats: [dark({ force: 2, build: [{ card: 'dark-rendezvous', counters: 4 }] }), light({ force: 10 })], start: 'build' });
  go(m, 0, 'complete:dark-rendezvous');
  assert.equal(view(m, 0).players[1].force, 3);
  assert.equal(P0(m).force, 2);
  m = start({ seats: [dark({ build: [{ card: 'dark-rendezvous', counters: 3 }] }), light({ force: 10 })], start: 'build' });
  assert.ok(!has(m, 0, 'complete:dark-rendezvous'));
});

test('TCG-BUILD-7 Capture Obi-Wan: opponent loses 2 Force, you gain 2 (cost 2)', () => {
  let m = start({ seats: [dark({ force: 1, build: [{ card: 'capture-obi-wan', counters: 2 }] }), light({ force: 7 })], start: 'build' });
  go(m, 0, 'complete:capture-obi-wan');
  assert.equal(view(m, 0).players[1].force, 5);
  assert.equal(P0(m).force, 3);
  m = start({ seats: [dark({ build: [{ card: 'capture-obi-wan', counters: 1 }] }), light({ force: 7 })], start: 'build' });
  assert.ok(!has(m, 0, 'complete:capture-obi-wan'));
});

test('TCG-BUILD-7 Plot the Secession: discard the hand, then draw 5 (cost 3)', () => {
  const deck = ['reek', 'geonosian-guard', 'geonosian-warrior', 'battle-droid-squad', 'droid-starfighter-wing', 'acklay', 'nexu'];
  const m = start({ seats: [dark({ deck, hand: ['jango-fett-c', 'geonosian-sentry'], build: [{ card: 'plot-the-secession', counters: 3 }] }), light()], start: 'build' });
  go(m, 0, 'complete:plot-the-secession');
  const p = P0(m);
  assert.deepEqual(p.hand.map((c) => c.key).sort(), deck.slice(0, 5).sort());
  assert.equal(p.deckCount, 2);
  for (const k of ['jango-fett-c', 'geonosian-sentry', 'plot-the-secession']) assert.ok(p.discard.some((c) => c.key === k), k);
});

test('TCG-BUILD-7 Seek the Council\'s Wisdom: +4 Force (cost 2); not ready at 1 counter', () => {
  let m = start({ seats: [dark(), light({ force: 5, build: [{ card: 'seek-the-councils-wisdom', counters: 2 }] })], start: 'build' });
  lsBuild(m);
  go(m, 1, 'complete:seek-the-councils-wisdom');
  assert.equal(P1(m).force, 9);
  m = start({ seats: [dark(), light({ force: 5, build: [{ card: 'seek-the-councils-wisdom', counters: 1 }] })], start: 'build' });
  lsBuild(m);
  assert.ok(!has(m, 1, 'complete:seek-the-councils-wisdom'));
});

test('TCG-BUILD-7 Wedding of Destiny: draw 3, then +1 Force (cost 2)', () => {
  const m = start({ seats: [dark(), light({ force: 5, deck: ['clone-squad', 'yoda-a', 'clone-platoon', 'n-1-starfighter'], build: [{ card: 'wedding-of-destiny', counters: 2 }] })], start: 'build' });
  lsBuild(m);
  go(m, 1, 'complete:wedding-of-destiny');
  const p = P1(m);
  assert.equal(p.force, 6);
  assert.deepEqual(p.hand.map((c) => c.key).sort(), ['clone-platoon', 'clone-squad', 'yoda-a']);
  assert.equal(p.deckCount, 1);
});

test('TCG-BUILD-7 Underworld Connections: the owner sees the opponent\'s hand (log), +1 Force (cost 1)', () => {
  const m = start({ seats: [dark({ hand: ['acklay', 'nexu'] }), light({ force: 0, build: [{ card: 'underworld-connections', counters: 1 }] })], start: 'build' });
  lsBuild(m);
  go(m, 1, 'complete:underworld-connections');
  assert.equal(P1(m).force, 1);
  const t1 = logs(m, 1).map((e) => e.text).join('\n');
  assert.ok(/Acklay/.test(t1) && /Nexu/.test(t1), t1.slice(-400));
  const t0 = logs(m, 0).map((e) => e.text).join('\n');
  const tpub = logs(m, -1).map((e) => e.text).join('\n');
  assert.ok(!/Acklay/.test(tpub), 'public log must not name the hand');
});

test('TCG-BUILD-7 Jedi Council Summons: take a Jedi card from the deck, shuffle, +1 Force; non-Jedi not offered', () => {
  const m = start({ seats: [dark(), light({ force: 2, deck: ['clone-squad', 'yoda-a', 'naboo-cruiser', 'kit-fisto-a', 'padme-amidala-d'], build: [{ card: 'jedi-council-summons', counters: 2 }] })], start: 'build' });
  lsBuild(m);
  go(m, 1, 'complete:jedi-council-summons');
  const l = ids(m, 1);
  assert.ok(l.some((x) => x.includes('yoda-a')) && l.some((x) => x.includes('kit-fisto-a')), JSON.stringify(l));
  assert.ok(!l.some((x) => /clone-squad|naboo-cruiser|padme/.test(x)), JSON.stringify(l));
  go(m, 1, 'pick:kit-fisto-a');
  const p = P1(m);
  assert.deepEqual(p.hand.map((c) => c.key), ['kit-fisto-a']);
  assert.equal(p.deckCount, 4);
  assert.equal(p.force, 3);
});

test('TCG-BUILD-7 Mending: up to 4 counters off a Character of yours (5 -> 1) and +1 Force; a Ground unit is not offered', () => {
  const m = start({ seats: [dark({ force: 3, arenas: [{ card: 'jango-fett-a', damage: 5 }, { card: 'trade-federation-battleship-core', damage: 6 }], build: [{ card: 'mending', counters: 2 }] }), light({ arenas: [{ card: 'clone-warrior-4-163', damage: 2 }] })], start: 'build' });
  go(m, 0, 'complete:mending');
  const l = ids(m, 0);
  assert.ok(!l.some((x) => /battleship-core|clone-warrior/.test(x)), JSON.stringify(l));
  go(m, 0, 'pick:jango-fett-a');
  assert.equal(findUnit(view(m, 0), 'jango-fett-a').damage, 1);
  assert.equal(P0(m).force, 4);
});

test('TCG-BUILD-7 Return to Spaceport: up to 4 counters off a Ground unit of yours (6 -> 2); Characters/Space not offered', () => {
  const m = start({ seats: [dark({ arenas: [{ card: 'jango-fett-a', damage: 5 }, { card: 'trade-federation-battleship-core', damage: 6 }, { card: 'coruscant-freighter-aa-9-a', damage: 6 }], build: [{ card: 'return-to-spaceport', counters: 1 }] }), light()], start: 'build' });
  go(m, 0, 'complete:return-to-spaceport');
  const l = ids(m, 0);
  assert.ok(!l.some((x) => /jango|freighter/.test(x)), JSON.stringify(l));
  go(m, 0, 'pick:trade-federation-battleship-core');
  assert.equal(findUnit(view(m, 0), 'trade-federation-battleship-core').damage, 2);
});

test('TCG-BUILD-7 Starship Refit: up to 4 counters off a Space unit of yours (6 -> 2); Ground/Character not offered', () => {
  const m = start({ seats: [dark({ arenas: [{ card: 'jango-fett-a', damage: 5 }, { card: 'trade-federation-battleship-core', damage: 6 }, { card: 'coruscant-freighter-aa-9-a', damage: 6 }], build: [{ card: 'starship-refit', counters: 1 }] }), light()], start: 'build' });
  go(m, 0, 'complete:starship-refit');
  const l = ids(m, 0);
  assert.ok(!l.some((x) => /jango|battleship-core/.test(x)), JSON.stringify(l));
  go(m, 0, 'pick:coruscant-freighter');
  assert.equal(findUnit(view(m, 0), 'coruscant-freighter-aa-9-a').damage, 2);
});

test('TCG-BUILD-7 Take the Initiative: at most 2 Space unit cards from the discard pile to hand; a Ground card not offered', () => {
  const m = start({ seats: [dark({ discard: ['droid-starfighter-wing', 'techno-union-starship', 'geonosian-fighter', 'reek'], build: [{ card: 'take-the-initiative', counters: 1 }] }), light()], start: 'build' });
  go(m, 0, 'complete:take-the-initiative');
  assert.ok(!ids(m, 0).some((x) => x.includes('reek')));
  go(m, 0, 'pick:droid-starfighter-wing');
  go(m, 0, 'pick:techno-union-starship');
  assert.ok(!ids(m, 0).some((x) => x.startsWith('pick:')), 'no third card: ' + JSON.stringify(ids(m, 0)));
  assert.deepEqual(P0(m).hand.map((c) => c.key).sort(), ['droid-starfighter-wing', 'techno-union-starship']);
});

test('TCG-BUILD-7 A Moment\'s Rest: all damage to the chosen unit is prevented this turn (cost 3)', () => {
  const m = start({ seats: [dark({ arenas: ['jango-fett-a'] }), light({ arenas: ['clone-warrior-4-163'], build: [{ card: 'a-moments-rest', counters: 3 }] })], start: 'build' });
  lsBuild(m);
  go(m, 1, 'complete:a-moments-rest');
  go(m, 1, 'target:clone-warrior');
  assert.equal(P1(m).discard.some((c) => c.key === 'a-moments-rest'), true);
  // drive to the Character battle step; the Dark Side's 5 strong attackers attack the chosen unit
  let attacked = 0;
  for (let i = 0; i < 200 && view(m, 0).turn === 1; i++) {
    const s = st(m).toAct[0];
    const l = ids(m, s);
    const t = l.find((x) => x.startsWith('target:clone-warrior'));
    if (t) { act(m, s, t); attacked++; continue; }
    const id = ['pass', 'done', 'decline', 'nobid', 'finish'].find((x) => l.includes(x)) || l[0];
    act(m, s, id);
  }
  assert.ok(attacked >= 1, 'attacked');
  assert.equal(findUnit(view(m, 1), 'clone-warrior-4-163').damage ?? 0, 0);
});
