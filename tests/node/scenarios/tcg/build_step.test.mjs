// TCG scenarios: the build step of the Command phase (TCG-BUILD, TCG-CMD-6):
// starting cards with counters, deploying ready cards, overbuilding,
// returning retreated units, completing Missions, unspent build points.
import { test } from 'node:test';
import { assert, seat, start, view, st, ids, act, actP, quiet } from './table.mjs';
test('TCG-BUILD-2/TCG-BUILD-6 (V1, T3): start a 2-cost card with 2 counters and deploy it in the same build step; points are spent', () => {
  const m = start({ seats: [seat('dark', { hand: ['battle-droid-squad'], buildPoints: 3, arenas: ['geonosian-warrior'] }), seat('light', { arenas: ['clone-squad'] })], start: 'build' });
  const card = view(m, 0).players[0].hand[0].id;
  act(m, 0, `start:${card}.2`);
  let v = view(m, 0);
  assert.equal(v.players[0].buildPoints, 1);
  const b = v.players[0].build.find((x) => x.id === card);
  assert.equal(b.counters, 2);
  assert.equal(b.faceDown, true);
  assert.ok(ids(m, 0).includes(`deploy:${card}`));
  act(m, 0, `deploy:${card}`);
  v = view(m, 0);
  const u = v.players[0].arenas.Ground.find((x) => x.id === card);
  assert.ok(u, 'in Ground arena');
  assert.equal(v.players[0].build.length, 0, 'counters removed, card left the build zone');
});

test('TCG-BUILD-6/TCG-BUILD-5: a partially built card (counters < cost) cannot be deployed; counters persist into the next build step', () => {
  const m = start({ seats: [seat('dark', { hand: ['destroyer-droid-squad'], buildPoints: 2, arenas: ['geonosian-warrior'] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'build' });
  const card = view(m, 0).players[0].hand[0].id; // cost 5
  act(m, 0, `start:${card}.2`);
  assert.ok(!ids(m, 0).includes(`deploy:${card}`), 'not ready');
  act(m, 0, 'done');
  // opponent sees only counters (TCG-BUILD-5)
  const ov = view(m, 1).players[0].build[0];
  assert.equal(ov.counters, 2);
  assert.equal(ov.id, undefined, 'no card id for the opponent');
  assert.equal(ov.key, undefined);
  // next turn
  quiet(m, (v) => v.turn === 2 && v.step === 'build' && st(m).toAct[0] === 0);
  const b = view(m, 0).players[0].build.find((x) => x.id === card);
  assert.equal(b.counters, 2, 'counters persist');
});

test('TCG-BUILD-2: a Battle card cannot be started; a Mission can', () => {
  const m = start({ seats: [seat('dark', { hand: ['strength-of-hate', 'capture-obi-wan'], buildPoints: 3, arenas: ['geonosian-warrior'] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'build' });
  const l = ids(m, 0);
  assert.ok(!l.some((x) => x.startsWith('start:strength-of-hate')), JSON.stringify(l));
  assert.ok(l.some((x) => x.startsWith('start:capture-obi-wan')), JSON.stringify(l));
});

test('TCG-PLAY-3/TCG-PLAY-8: a Battle card is not playable in the build step (no window there)', () => {
  const m = start({ seats: [seat('dark', { hand: ['strength-of-hate', 'dark-speed'], buildPoints: 3, force: 10, arenas: ['geonosian-warrior'] }), seat('light', { hand: ['windus-solution'], force: 10, arenas: ['naboo-security-guard'] })], start: 'build' });
  assert.ok(!ids(m, 0).some((x) => x.startsWith('use:')), JSON.stringify(ids(m, 0)));
  act(m, 0, 'done');
  assert.deepEqual(st(m).toAct, [1]);
  assert.ok(!ids(m, 1).some((x) => x.startsWith('use:')), JSON.stringify(ids(m, 1)));
});

test('TCG-CMD-6: unspent build points are lost when the own build step ends', () => {
  const m = start({ seats: [seat('dark', { hand: ['battle-droid-squad'], buildPoints: 4, arenas: ['geonosian-warrior'] }), seat('light', { buildPoints: 2, arenas: ['naboo-security-guard'] })], start: 'build' });
  act(m, 0, 'done');
  const v = view(m, 1);
  assert.equal(v.players[0].buildPoints, 0, 'DS points gone');
  // next turn's grant does not include leftovers
  quiet(m, (x) => x.turn === 2 && x.step === 'build');
  const v2 = view(m, 0);
  assert.equal(v2.players[0].buildPoints, v2.buildRoll, 'only the roll (DS has units in 1 arena)');
  assert.equal(v2.players[1].buildPoints, v2.buildRoll);
});

test('TCG-BUILD-4/TCG-BUILD-3: counters may be added to a card that is already ready (overbuilding)', () => {
  const m = start({ seats: [seat('dark', { hand: [], buildPoints: 3, arenas: ['geonosian-warrior'], build: [{ card: 'battle-droid-squad', counters: 2 }] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'build' });
  const card = view(m, 0).players[0].build[0].id;
  assert.ok(ids(m, 0).includes(`add:${card}.3`), JSON.stringify(ids(m, 0)));
  act(m, 0, `add:${card}.3`);
  assert.equal(view(m, 0).players[0].build[0].counters, 5);
  assert.ok(ids(m, 0).includes(`deploy:${card}`));
});

test('T4/TCG-BUILD-2: with 0 build points no card can be started but a ready card can still be deployed and a retreated unit returned', () => {
  const m = start({ seats: [seat('dark', { hand: ['geonosian-guard'], buildPoints: 0, arenas: ['geonosian-warrior'], build: [{ card: 'battle-droid-squad', counters: 2 }, { card: 'droid-starfighter-wing', retreated: true, damage: 1, tapped: false }] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'build' });
  const l = ids(m, 0);
  assert.ok(!l.some((x) => x.startsWith('start:')), JSON.stringify(l));
  assert.ok(l.some((x) => x.startsWith('deploy:battle-droid-squad')), JSON.stringify(l));
  assert.ok(l.some((x) => x.startsWith('return:droid-starfighter-wing')), JSON.stringify(l));
});

test('TCG-BUILD-8: returning a retreated unit costs nothing and keeps its damage counters', () => {
  const m = start({ seats: [seat('dark', { buildPoints: 3, arenas: ['geonosian-warrior'], build: [{ card: 'droid-starfighter-wing', retreated: true, damage: 2, tapped: false }] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'build' });
  actP(m, 0, 'return:droid-starfighter-wing');
  const v = view(m, 0);
  const u = v.players[0].arenas.Space.find((x) => x.key === 'droid-starfighter-wing');
  assert.ok(u);
  assert.equal(u.damage, 2);
  assert.equal(v.players[0].buildPoints, 3);
});

test('TCG-BUILD-7: a ready Mission is completed (its text), then discarded', () => {
  const m = start({ seats: [seat('dark', { buildPoints: 1, force: 3, arenas: ['geonosian-warrior'], build: [{ card: 'capture-obi-wan', counters: 2 }] }), seat('light', { force: 5, arenas: ['naboo-security-guard'] })], start: 'build' });
  actP(m, 0, 'complete:capture-obi-wan');
  const v = view(m, 0);
  assert.equal(v.players[0].force, 5);
  assert.equal(v.players[1].force, 3);
  assert.ok(v.players[0].discard.some((c) => c.key === 'capture-obi-wan'));
  assert.equal(v.players[0].build.length, 0);
});
