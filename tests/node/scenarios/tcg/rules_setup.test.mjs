// TCG black-box scenarios, rules: setup: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, start, view, st, ids, act, seat, unit, quiet, logs } from './table.mjs';
import { me } from './setup_builders.mjs';

const deck = (k) => Array(10).fill(k);
const sg = (dh, lh, o = {}) => start({ seats: [
  seat('dark', { hand: dh, deck: deck('rickshaw'), ...(o.d || {}) }),
  seat('light', { hand: lh, deck: deck('rickshaw'), ...(o.l || {}) })], start: 'setup' });
const keepBoth = (m) => { for (const s of [0, 1]) if (ids(m, s).includes('keep')) act(m, s, 'keep'); };

test('TCG-SETUP-8: LS must keep deploying while its total only equals the DS total (4 vs 4 is not "more")', () => {
  const m = sg(['jango-fett-d', 'battle-droid-squad'], ['clone-platoon', 'clone-squad']);
  keepBoth(m);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('send:jango-fett-d')));
  act(m, 1, ids(m, 1).find((x) => x.startsWith('send:clone-platoon')));
  assert.deepEqual(st(m).toAct, [1], 'LS 4 = DS 4: LS continues');
  act(m, 1, ids(m, 1).find((x) => x.startsWith('send:clone-squad')));
  assert.deepEqual(st(m).toAct, [0]);
});

test('TCG-SETUP-8: DS, once behind, deploys until it exceeds LS (one unit is not enough when still behind)', () => {
  const m = sg(['battle-droid-squad', 'geonosian-guard', 'destroyer-droid-squad'], ['naboo-cruiser']);
  keepBoth(m);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('send:battle-droid-squad')));
  act(m, 1, ids(m, 1).find((x) => x.startsWith('send:naboo-cruiser')));
  act(m, 0, ids(m, 0).find((x) => x.startsWith('send:geonosian-guard')));
  assert.deepEqual(st(m).toAct, [0], 'DS 4 < LS 6: DS continues');
});

test('TCG-SETUP-9/OQ-TCG-03: a Battle card can never be the partly built card; a Mission can', () => {
  const m = sg(['battle-droid-squad', 'power-dive', 'dark-rendezvous'], ['clone-squad']);
  keepBoth(m);
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('partial:dark-rendezvous')));
  assert.ok(!l.some((x) => x.includes('power-dive')));
});

test('TCG-SETUP-3: the mulligan is offered only once per player (after keep no more mulligan for that seat)', () => {
  const m = sg(['battle-droid-squad', 'power-dive', 'dark-speed'], ['clone-squad', 'yodas-intervention']);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('mulligan:power-dive')));
  act(m, 0, 'keep');
  assert.ok(!ids(m, 0).some((x) => x.startsWith('mulligan:')));
  assert.equal(me(view(m, 0), 0).handCount, 3);
  assert.ok(ids(m, 1).some((x) => x.startsWith('mulligan:yodas')));
});

test('TCG-SETUP-3: units cannot be mulliganed', () => {
  const m = sg(['battle-droid-squad', 'power-dive'], ['clone-squad']);
  assert.ok(!ids(m, 0).some((x) => x.startsWith('mulligan:battle-droid-squad')));
});

test('T8/TCG-SETUP-9: a partly built card with counters >= its cost (30 - 0 on a 2-cost unit) is ready and deployable in the first build step', () => {
  const m = sg(['battle-droid-squad', 'geonosian-guard'], ['clone-squad', 'naboo-security-guard']);
  keepBoth(m);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('partial:geonosian-guard')));
  const b = me(view(m, 0), 0).build[0];
  assert.equal(b.counters, 30);
  // LS finishes too
  act(m, 1, ids(m, 1).find((x) => x.startsWith('partial:clone-squad')));
  quiet(m, (v) => v.step === 'build' && st(m).toAct[0] === 0 && ids(m, 0).includes('done'), 30);
  assert.ok(ids(m, 0).some((x) => x.startsWith('deploy:geonosian-guard')));
});

test('TCG-SETUP-9/TCG-STACK-6: a setup partial of a unique whose person is in battle joins the stack later with its counters (Jango C, 26 counters, on top of D)', () => {
  const m = sg(['jango-fett-d', 'jango-fett-c'], ['clone-platoon', 'clone-squad']);
  keepBoth(m);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('send:jango-fett-d')));
  act(m, 1, ids(m, 1).find((x) => x.startsWith('send:clone-platoon')));
  act(m, 1, ids(m, 1).find((x) => x.startsWith('send:clone-squad')));
  act(m, 0, ids(m, 0).find((x) => x.startsWith('partial:jango-fett-c')));
  assert.equal(me(view(m, 0), 0).build[0].counters, 26);
  quiet(m, (v) => v.phase === 'command' && v.step === 'build' && st(m).toAct[0] === 0 && ids(m, 0).includes('done'), 60);
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('ontop:jango-fett-c')), JSON.stringify(l));
});

test('TCG-SETUP-11: turn 1 after setup: each player has exactly 4 Force (0 before) and one more card', () => {
  const m = sg(['battle-droid-squad'], ['clone-squad']);
  keepBoth(m);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('partial:battle-droid-squad')));
  act(m, 1, ids(m, 1).find((x) => x.startsWith('partial:clone-squad')));
  const v = view(m, 0);
  assert.equal(v.turn, 1);
  assert.equal(me(v, 0).force, 4);
  assert.equal(me(v, 1).force, 4);
  assert.equal(me(v, 0).handCount, 2, '1 setup replacement draw + 1 Ready draw');
});

test('TCG-SETUP-6/TCG-BID-2: both sides send Boba Fett (A) at setup: contested, bid for in the first Battle phase', () => {
  const m = sg(['boba-fett-a', 'battle-droid-squad'], ['boba-fett-a', 'clone-squad']);
  keepBoth(m);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('send:boba-fett-a')));
  act(m, 1, ids(m, 1).find((x) => x.startsWith('send:boba-fett-a')));
  act(m, 1, ids(m, 1).find((x) => x.startsWith('partial:clone-squad')));
  act(m, 0, ids(m, 0).find((x) => x.startsWith('partial:battle-droid-squad')));
  const v = quiet(m, (v) => !!v.bid || v.turn > 1, 60);
  assert.ok(v.bid, 'a bid in turn 1');
  assert.equal(v.turn, 1);
});
