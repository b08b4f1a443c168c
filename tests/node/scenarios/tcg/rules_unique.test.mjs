// TCG black-box scenarios, rules: unique: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, start, view, st, ids, act, seat, unit, quiet, logs, rollsOf } from './table.mjs';
import { me } from './setup_builders.mjs';

const bstep = (dark, light = {}) => start({ seats: [
  seat('dark', { deck: ['rickshaw'], buildPoints: 0, ...dark }),
  seat('light', { deck: ['rickshaw'], arenas: ['clone-squad'], ...light })], start: 'build' });

test('TCG-STACK-6/TCG-STACK-2: Jango Fett (C) (cost 5) with 2 counters goes on top of Jango Fett (D) (cost 4): stats C + 10 speed, +1 power, +1 health; damage kept', () => {
  const m = bstep({ arenas: [{ card: 'jango-fett-d', damage: 2 }], build: [{ card: 'jango-fett-c', counters: 2 }] });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('ontop:jango-fett-c')));
  const v = view(m, 0);
  const u = v.players[0].arenas.Character[0];
  assert.equal(u.key, 'jango-fett-c');
  assert.equal(u.speed, 70); assert.equal(u.power, 5); assert.equal(u.health, 5);
  assert.equal(u.damage, 2);
  assert.deepEqual(u.under.map((c) => c.key), ['jango-fett-d']);
  assert.equal(me(v, 0).build.length, 0);
});

test('TCG-STACK-6: a higher-cost version beneath with 1 counter: the top stays, stats of the top +1 card beneath', () => {
  const m = bstep({ arenas: ['jango-fett-d'], build: [{ card: 'jango-fett-a', counters: 1 }] });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('beneath:jango-fett-a')));
  const u = view(m, 0).players[0].arenas.Character[0];
  assert.equal(u.key, 'jango-fett-d');
  assert.equal(u.speed, 60); assert.equal(u.power, 5); assert.equal(u.health, 4);
});

test('TCG-STACK-2: a 3-card stack (B on top, C and D beneath) has +20 speed, +2 power, +2 health', () => {
  const m = bstep({ arenas: [{ card: 'jango-fett-c', under: ['jango-fett-d'] }], build: [{ card: 'jango-fett-b', counters: 2 }] });
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('ontop:jango-fett-b')), 'B (6) on C (5): 6-5+1 = 2 counters');
  act(m, 0, l.find((x) => x.startsWith('ontop:jango-fett-b')));
  const u = view(m, 0).players[0].arenas.Character[0];
  assert.equal(u.key, 'jango-fett-b');
  assert.equal(u.speed, 80); assert.equal(u.power, 8); assert.equal(u.health, 6);
  assert.equal(u.under.length, 2);
});

test('TCG-STACK-6: with no unit of that person in play, a version needs its full cost (1 counter of 6 is not ready)', () => {
  const m = bstep({ arenas: ['battle-droid-squad'], build: [{ card: 'jango-fett-b', counters: 5 }] });
  assert.ok(!ids(m, 0).some((x) => x.includes('jango-fett-b')));
});

test('TCG-STACK-3(c): a different person\'s unique (Zam Wesell (B)) cannot join a Jango Fett stack; with full counters it deploys beside it', () => {
  const m = bstep({ arenas: ['jango-fett-d'], build: [{ card: 'zam-wesell-b', counters: 1 }] });
  assert.ok(!ids(m, 0).some((x) => x.includes('zam-wesell-b')));
  const m2 = bstep({ arenas: ['jango-fett-d'], build: [{ card: 'zam-wesell-b', counters: 3 }] });
  const l = ids(m2, 0);
  assert.ok(l.some((x) => x.startsWith('deploy:zam-wesell-b')));
  assert.ok(!l.some((x) => /^(ontop|beneath):zam/.test(x)));
});

test('TCG-UNIQUE-6: a fully built second version of a unit in play is offered only as a stack (no plain deploy beside it)', () => {
  const m = bstep({ arenas: ['jango-fett-d'], build: [{ card: 'jango-fett-c', counters: 5 }] });
  const l = ids(m, 0);
  assert.ok(!l.some((x) => x.startsWith('deploy:jango-fett-c')), JSON.stringify(l));
  assert.ok(l.some((x) => x.startsWith('ontop:jango-fett-c')));
  assert.ok(l.some((x) => x.startsWith('beneath:jango-fett-c')));
});

test('TCG-STACK-4/TCG-DMG-3: a stack destroyed by an attack sends every card of it to the discard pile', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: [{ card: 'jango-fett-d', under: ['jango-fett-c'], damage: 3 }] }),
    seat('light', { deck: ['rickshaw'], arenas: ['clone-warrior-4-163'] })],
    start: 'battle', attack: { attacker: 'clone-warrior-4-163', defender: 'jango-fett-d', dice: [5, 1, 1, 1] } });
  quiet(m, () => unit(view(m, 0), 'jango-fett-d').where !== 'arena', 20);
  const v = view(m, 0);
  assert.deepEqual(me(v, 0).discard.map((c) => c.key).sort(), ['jango-fett-c', 'jango-fett-d']);
  assert.equal(v.players[0].arenas.Character.length, 0);
});

test('TCG-STACK-4/TCG-RETREAT-1: a stack retreats as one unit (one action), keeping its cards beneath and its damage', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: [{ card: 'jango-fett-d', under: ['jango-fett-c'], damage: 1 }] }),
    seat('light', { deck: ['rickshaw'], arenas: ['clone-warrior-4-163'] })], start: 'retreat' });
  const r = ids(m, 0).filter((x) => x.startsWith('retreat:'));
  assert.equal(r.length, 1, JSON.stringify(r));
  act(m, 0, r[0]);
  const u = me(view(m, 0), 0).build[0];
  assert.equal(u.key, 'jango-fett-d');
  assert.equal(u.retreated, true);
  assert.equal(u.damage, 1);
  assert.deepEqual(u.under.map((c) => c.key), ['jango-fett-c']);
});

test('TCG-STACK-8: reorganize is offered only in the owner\'s build step, not in its retreat step', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: [{ card: 'jango-fett-c', under: ['jango-fett-d'] }] }),
    seat('light', { deck: ['rickshaw'], arenas: ['clone-warrior-4-163'] })], start: 'retreat' });
  assert.ok(!ids(m, 0).some((x) => x.startsWith('reorganize:')));
});

test('TCG-STACK-8: reorganizing to a lower-cost top is free and changes the stats to the new top + beneath', () => {
  const m = bstep({ arenas: [{ card: 'jango-fett-b', under: ['jango-fett-d'] }] });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('reorganize:jango-fett-d')));
  const u = view(m, 0).players[0].arenas.Character[0];
  assert.equal(u.key, 'jango-fett-d');
  assert.equal(u.power, 5); assert.equal(u.speed, 60); assert.equal(u.health, 4);
  assert.equal(me(view(m, 0), 0).buildPoints, 0);
});

test('TCG-STACK-8: reorganizing to a higher-cost top needs the full difference (Jango D top -> B top costs 2; with 1 point not offered)', () => {
  const m = bstep({ arenas: [{ card: 'jango-fett-d', under: ['jango-fett-b'] }], buildPoints: 1 });
  assert.ok(!ids(m, 0).some((x) => x.startsWith('reorganize:jango-fett-b')));
  const m2 = bstep({ arenas: [{ card: 'jango-fett-d', under: ['jango-fett-b'] }], buildPoints: 2 });
  act(m2, 0, ids(m2, 0).find((x) => x.startsWith('reorganize:jango-fett-b')));
  assert.equal(me(view(m2, 0), 0).buildPoints, 0);
});

// ---- bidding
const bidGame = (df, lf, darkArenas = ['boba-fett-a', 'battle-droid-squad'], lightArenas = ['boba-fett-a', 'clone-squad']) => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], arenas: darkArenas, force: df }),
    seat('light', { deck: ['rickshaw'], arenas: lightArenas, force: lf })], start: 'turn' });
  quiet(m, (v) => !!v.bid, 20);
  return m;
};

test('TCG-BID-4: no bid may exceed the bidder\'s current Force (DS 3+4 = 7, LS 5+4 = 9)', () => {
  const m = bidGame(3, 5);
  assert.deepEqual(st(m).toAct, [0]);
  const d = ids(m, 0).filter((x) => x.startsWith('bid.')).map((x) => +x.slice(4));
  assert.equal(Math.max(...d), 7);
  assert.equal(Math.min(...d), 1);
  act(m, 0, 'nobid');
  const l = ids(m, 1).filter((x) => x.startsWith('bid.')).map((x) => +x.slice(4));
  assert.equal(Math.max(...l), 9);
});

test('TCG-BID-5/TCG-BID-6: LS raises to 1 after DS passes, both pass: LS wins, pays 1; DS pays nothing and its Boba retreats tapped', () => {
  const m = bidGame(0, 0);
  act(m, 0, 'nobid');
  act(m, 1, 'bid.1');
  act(m, 0, 'nobid');
  assert.ok(view(m, 0).bid, 'one pass after a raise does not end the auction');
  act(m, 1, 'nobid');
  const v = view(m, 0);
  assert.ok(!v.bid);
  assert.equal(me(v, 1).force, 3);
  assert.equal(me(v, 0).force, 4);
  const db = unit(v, 'boba-fett-a', 0), lb = unit(v, 'boba-fett-a', 1);
  assert.equal(db.where, 'build'); assert.equal(db.retreated, true); assert.equal(db.tapped, true);
  assert.equal(lb.where, 'arena');
});

test('TCG-BID-5/TCG-GEN-1: equal bids (2 and 2) and equal costs: DS wins and pays 2, LS pays nothing', () => {
  const m = bidGame(0, 0);
  act(m, 0, 'bid.2');
  act(m, 1, 'bid.2');
  act(m, 0, 'nobid');
  act(m, 1, 'nobid');
  const v = view(m, 0);
  assert.equal(me(v, 0).force, 2);
  assert.equal(me(v, 1).force, 4);
  assert.equal(unit(v, 'boba-fett-a', 0).where, 'arena');
  assert.equal(unit(v, 'boba-fett-a', 1).where, 'build');
});

test('OQ-TCG-25: a raise need not beat the other score: DS 2, LS 3, then DS may raise to 3 (a tie it wins)', () => {
  const m = bidGame(0, 0);
  act(m, 0, 'bid.2');
  act(m, 1, 'bid.3');
  const l = ids(m, 0);
  assert.ok(l.includes('bid.3'), JSON.stringify(l));
  assert.ok(!l.includes('bid.2'), 'a raise is above its own bid');
  act(m, 0, 'bid.3');
  act(m, 1, 'nobid');
  act(m, 0, 'nobid');
  const v = view(m, 0);
  assert.equal(unit(v, 'boba-fett-a', 0).where, 'arena');
  assert.equal(me(v, 0).force, 1);
  assert.equal(me(v, 1).force, 4);
});

test('TCG-BID-4: with both players passing at once (no bids) the auction ends and DS wins the tie for free', () => {
  const m = bidGame(0, 0);
  act(m, 0, 'nobid');
  act(m, 1, 'nobid');
  const v = view(m, 0);
  assert.ok(!v.bid);
  assert.equal(me(v, 0).force, 4);
  assert.equal(unit(v, 'boba-fett-a', 1).where, 'build');
});

test('TCG-BID-2/TCG-BID-1: contested pair bid for before the first Space attack (no Space window/attack before the bid)', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], arenas: ['boba-fett-a', 'droid-starfighter-wing'], force: 0 }),
    seat('light', { deck: ['rickshaw'], arenas: ['boba-fett-a', 'naboo-cruiser'], force: 0 })], start: 'turn' });
  quiet(m, (v) => !!v.bid, 20);
  assert.ok(!rollsOf(m).length, 'no attack roll before the bid');
  assert.ok(!logs(m).some((e) => e.type === 'attack'));
});

test('TCG-BID-6/TCG-WIN-2: the bid loser\'s unit retreats, so it no longer holds its arena at the end of the turn', () => {
  const m = bidGame(0, 0, ['boba-fett-a', 'battle-droid-squad'], ['boba-fett-a']);
  act(m, 0, 'nobid'); act(m, 1, 'nobid');
  const v = quiet(m, (v) => v.over || v.turn > 1, 100);
  assert.equal(v.over, true);
  assert.equal(v.winner, 0);
});
