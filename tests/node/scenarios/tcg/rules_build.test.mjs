// TCG black-box scenarios, rules: build: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, start, view, st, ids, act, seat, unit, quiet, logs } from './table.mjs';
import { me } from './setup_builders.mjs';

const base = (dark = {}, light = {}, extra = {}) => start({ seats: [
  seat('dark', { deck: ['rickshaw', 'rickshaw', 'rickshaw'], arenas: ['droid-starfighter-wing'], buildPoints: 5, force: 4, ...dark }),
  seat('light', { deck: ['rickshaw', 'rickshaw', 'rickshaw'], arenas: ['naboo-cruiser'], buildPoints: 5, ...light })], start: 'build', ...extra });

test('TCG-BUILD-2: a start needs at least 1 counter and at most the points left (no start:X.0, none above points)', () => {
  const m = base({ hand: ['battle-droid-squad'], buildPoints: 3 });
  const l = ids(m, 0).filter((x) => x.startsWith('start:'));
  assert.deepEqual(l.map((x) => +x.split('.').pop()).sort(), [1, 2, 3]);
});

test('TCG-BUILD-10: worked example: 5 points = 3 on a new 3-cost, 1 on last turn\'s card, 1 on a new card; both ready cards deploy', () => {
  const m = base({ hand: ['geonosian-warrior', 'battle-droid-squad'], build: [{ card: 'geonosian-guard', counters: 1 }] });
  const gw = ids(m, 0).find((x) => x.startsWith('start:geonosian-warrior') && x.endsWith('.3'));
  act(m, 0, gw);
  const add = ids(m, 0).find((x) => x.startsWith('add:geonosian-guard') && x.endsWith('.1'));
  act(m, 0, add);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('start:battle-droid-squad') && x.endsWith('.1')));
  let v = view(m, 0);
  assert.equal(me(v, 0).buildPoints, 0);
  const dep = ids(m, 0).filter((x) => x.startsWith('deploy:'));
  assert.equal(dep.length, 2, JSON.stringify(dep));
  for (const d of dep) act(m, 0, d);
  v = view(m, 0);
  assert.ok(v.players[0].arenas.Character.some((u) => u.key === 'geonosian-warrior'));
  assert.ok(v.players[0].arenas.Character.some((u) => u.key === 'geonosian-guard'));
  assert.equal(me(v, 0).build.length, 1);
  assert.equal(me(v, 0).build[0].counters, 1);
});

test('TCG-BUILD-3: the points of one build step may be split over several face-down cards', () => {
  const m = base({ build: [{ card: 'geonosian-guard', counters: 0 + 1 }, { card: 'destroyer-droid-squad', counters: 2 }] });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('add:geonosian-guard') && x.endsWith('.2')));
  act(m, 0, ids(m, 0).find((x) => x.startsWith('add:destroyer-droid-squad') && x.endsWith('.3')));
  const v = view(m, 0);
  const b = me(v, 0).build;
  assert.equal(b.find((c) => c.key === 'geonosian-guard').counters, 3);
  assert.equal(b.find((c) => c.key === 'destroyer-droid-squad').counters, 5);
  assert.equal(me(v, 0).buildPoints, 0);
  assert.ok(!ids(m, 0).some((x) => x.startsWith('add:')), 'no points left: no add');
});

test('TCG-BUILD-6: deploying an overbuilt card removes all its counters (none carried anywhere); the unit enters untapped with no damage', () => {
  const m = base({ build: [{ card: 'geonosian-guard', counters: 6 }] });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('deploy:geonosian-guard')));
  const v = view(m, 0);
  const u = unit(v, 'geonosian-guard', 0);
  assert.equal(u.where, 'arena');
  assert.equal(u.tapped, false);
  assert.equal(u.damage, 0);
  assert.equal(u.counters, undefined);
  assert.equal(me(v, 0).build.length, 0);
  assert.equal(me(v, 0).buildPoints, 5, 'deploying costs no points');
});

test('TCG-CARD-9/TCG-BUILD-6: a deployed unit goes to its own arena (Space to Space, Ground to Ground)', () => {
  const m = base({ build: [{ card: 'droid-starfighter-squadron', counters: 3 }, { card: 'battle-droid-squad', counters: 2 }] });
  for (const d of ids(m, 0).filter((x) => x.startsWith('deploy:'))) act(m, 0, d);
  const v = view(m, 0);
  assert.ok(v.players[0].arenas.Space.some((u) => u.key === 'droid-starfighter-squadron'));
  assert.ok(v.players[0].arenas.Ground.some((u) => u.key === 'battle-droid-squad'));
});

test('TCG-BUILD-6: deploying is never mandatory: a ready card may stay face down over the turn, and done is offered', () => {
  const m = base({ build: [{ card: 'geonosian-guard', counters: 2 }] });
  assert.ok(ids(m, 0).includes('done'));
  act(m, 0, 'done');
  const v = view(m, 0);
  assert.equal(me(v, 0).build[0].counters, 2);
  assert.equal(me(v, 0).build[0].faceDown, true);
});

test('TCG-CMD-4/TCG-BUILD-9: in the Dark Side build step only DS acts; the LS cannot spend points until its own step', () => {
  const m = base({}, { hand: ['clone-squad'] });
  assert.deepEqual(st(m).toAct, [0]);
  assert.equal(ids(m, 1).length, 0);
  const r = JSON.parse(m.apply(JSON.stringify({ player: 1, id: ids(m, 0)[0] })));
  assert.equal(r.ok, false);
  act(m, 0, 'done');
  assert.deepEqual(st(m).toAct, [1]);
  assert.ok(ids(m, 1).some((x) => x.startsWith('start:clone-squad')));
});

test('TCG-CMD-6: unspent LS build points are lost at the end of the LS build step (not carried to the retreat step or next turn)', () => {
  const m = base({}, { hand: ['clone-squad'] });
  act(m, 0, 'done');
  act(m, 1, 'done');
  const v = view(m, 1);
  assert.equal(me(v, 1).buildPoints, 0);
});

test('TCG-BUILD-5: a started card is hidden from the opponent (counters only, no key/id), visible to its owner', () => {
  const m = base({ hand: ['destroyer-droid-squad'] });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('start:destroyer-droid-squad') && x.endsWith('.2')));
  const own = me(view(m, 0), 0).build[0];
  assert.equal(own.key, 'destroyer-droid-squad');
  assert.equal(own.counters, 2);
  const opp = me(view(m, 1), 0).build[0];
  assert.equal(opp.counters, 2);
  assert.equal(opp.key, undefined);
  assert.equal(opp.id, undefined);
  assert.ok(!JSON.stringify(view(m, 1)).includes('destroyer-droid-squad'));
  assert.ok(!JSON.stringify(logs(m, 1)).includes('destroyer-droid-squad'), 'the LS log does not name it');
});

test('TCG-BUILD-5/TCG-BUILD-3: a partial card keeps its counters into the next turn and needs only the rest then', () => {
  const m = base({ hand: ['destroyer-droid-squad'], buildPoints: 2 });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('start:destroyer-droid-squad') && x.endsWith('.2')));
  assert.ok(!ids(m, 0).some((x) => x.startsWith('deploy:')));
  quiet(m, (v) => v.turn === 2 && v.step === 'build' && st(m).toAct[0] === 0);
  const v = view(m, 0);
  assert.equal(me(v, 0).build[0].counters, 2);
  const pts = me(v, 0).buildPoints;
  if (pts >= 3) {
    act(m, 0, ids(m, 0).find((x) => x.startsWith('add:destroyer-droid-squad') && x.endsWith('.3')));
    assert.ok(ids(m, 0).some((x) => x.startsWith('deploy:destroyer-droid-squad')));
  }
});

test('TCG-BUILD-2: a Battle card in hand is never startable (even with points)', () => {
  const m = base({ hand: ['power-dive', 'geonosian-guard'] });
  assert.ok(!ids(m, 0).some((x) => x.includes('power-dive')));
});

test('TCG-BUILD-8/TCG-RETREAT-3: a retreated unit may stay retreated across turns (no forced return)', () => {
  const m = base({ arenas: ['droid-starfighter-wing'], build: [{ card: 'battle-droid-squad', retreated: true, tapped: false }] });
  act(m, 0, 'done');
  quiet(m, (v) => v.turn === 2 && v.step === 'build' && st(m).toAct[0] === 0);
  act(m, 0, 'done');
  quiet(m, (v) => v.turn === 3 && v.step === 'build' && st(m).toAct[0] === 0);
  const u = unit(view(m, 0), 'battle-droid-squad', 0);
  assert.equal(u.where, 'build');
  assert.equal(u.retreated, true);
  assert.ok(ids(m, 0).some((x) => x.startsWith('return:battle-droid-squad')));
});

test('T3/TCG-BUILD-2 (2002 rules): with 0 build points nothing can be started, even a card that a later rules buildnow would need 0 for', () => {
  const m = base({ hand: ['geonosian-guard'], buildPoints: 0 });
  assert.ok(!ids(m, 0).some((x) => x.startsWith('start:') || x.startsWith('buildnow:')));
});

test('TCG2-BUILD-3 (later rules): buildnow costs exactly the build cost and needs the points; not offered when points < cost', () => {
  const m = start({ seats: [
    seat('dark', { hand: ['destroyer-droid-squad', 'geonosian-guard'], deck: ['rickshaw'], arenas: ['droid-starfighter-wing'], buildPoints: 4 }),
    seat('light', { deck: ['rickshaw'], arenas: ['naboo-cruiser'], buildPoints: 4 })], start: 'build' }, { rules: 'later' });
  quiet(m, (v) => ids(m, 0).some((x) => x.startsWith('start:')), 10);
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('buildnow:geonosian-guard')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.startsWith('buildnow:destroyer-droid-squad')), 'cost 5 > 4 points');
  act(m, 0, l.find((x) => x.startsWith('buildnow:geonosian-guard')));
  const v = view(m, 0);
  assert.equal(me(v, 0).buildPoints, 2);
  assert.equal(unit(v, 'geonosian-guard', 0).where, 'arena');
});
