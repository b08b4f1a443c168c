// TCG scenarios: the later rules (option rules: "later", TCG2-*) against the
// 2002 rules: draws at the build step, building at once, the final window of
// a battle step.
import { test } from 'node:test';
import { assert, seat, start, view, st, ids, act, actP, quiet } from './table.mjs';

test('TCG2-DRAW-1 (rules "later"): no draw in the Ready phase; each side draws when its own build step starts', () => {
  const m = start({ seats: [seat('dark', { deck: ['reek', 'reek'], arenas: ['geonosian-warrior'] }), seat('light', { deck: ['clone-squad', 'clone-squad'], arenas: ['naboo-security-guard'] })], start: 'turn' }, { rules: 'later' });
  quiet(m, (v) => v.step === 'build' || v.step === 'step-start');
  let s = st(m);
  // DS may have to choose 'draw' or it happens automatically
  if (ids(m, s.toAct[0]).includes('draw')) act(m, s.toAct[0], 'draw');
  let v = view(m, 0);
  assert.equal(v.players[0].handCount, 1, 'DS drew at its build step');
  assert.equal(v.players[1].handCount, 0, 'LS not yet');
  act(m, 0, 'done');
  s = st(m);
  if (ids(m, s.toAct[0]).includes('draw')) act(m, s.toAct[0], 'draw');
  v = view(m, 1);
  assert.equal(v.players[1].handCount, 1);
});

test('TCG2-BUILD-3 (rules "later"): buildnow pays the full cost and deploys at once; not offered under the 2002 rules', () => {
  const setup = { seats: [seat('dark', { hand: ['battle-droid-squad'], buildPoints: 3, arenas: ['geonosian-warrior'] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'build' };
  const m1 = start(setup);
  assert.ok(!ids(m1, 0).some((x) => x.startsWith('buildnow:')));
  const m2 = start(setup, { rules: 'later' });
  actP(m2, 0, 'buildnow:battle-droid-squad');
  const v = view(m2, 0);
  assert.equal(v.players[0].buildPoints, 1);
  assert.ok(v.players[0].arenas.Ground.some((u) => u.key === 'battle-droid-squad'));
});

test('TCG2-BATTLE-1 (rules "later"): a final general window opens in a battle step even when no unit there attacked; not under the 2002 rules (OQ-TCG-11)', () => {
  const setup = { seats: [seat('dark', { hand: ['dark-speed'], force: 5, arenas: ['geonosian-warrior'] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'battle', arena: 'space' };
  const m2 = start(setup, { rules: 'later' });
  const v2 = view(m2, 0);
  assert.equal(v2.arena, 'Space');
  assert.ok(ids(m2, 0).some((x) => x.startsWith('use:dark-speed')), JSON.stringify(ids(m2, 0)));
  const m1 = start(setup);
  const v1 = view(m1, 0);
  assert.notEqual(v1.arena, 'Space', 'V1: no window in an empty Space step');
});
