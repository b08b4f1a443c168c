// TCG black-box scenarios, rules: turn: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, start, view, st, ids, act, seat, unit, quiet, logs } from './table.mjs';
import { me } from './setup_builders.mjs';

const turnStart = (dark = {}, light = {}, opts = {}) => start({ seats: [
  seat('dark', { deck: ['rickshaw', 'rickshaw', 'rickshaw', 'rickshaw'], arenas: ['droid-starfighter-wing', 'battle-droid-squad', 'geonosian-guard'], force: 0, ...dark }),
  seat('light', { deck: ['rickshaw', 'rickshaw', 'rickshaw', 'rickshaw'], arenas: ['naboo-cruiser'], force: 0, ...light })], start: 'turn' }, opts);

function trace(m, n = 400) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const v = view(m, 0);
    if (v.over || v.turn > 1) break;
    const key = v.phase + '/' + v.step + '/' + (v.arena || '') + '/' + st(m).toAct.join(',');
    if (out[out.length - 1] !== key) out.push(key);
    const s = st(m).toAct[0];
    const l = ids(m, s);
    act(m, s, l.find((x) => ['done', 'pass', 'decline', 'nobid', 'keep'].includes(x)) || l[0]);
  }
  return out;
}

test('TCG-TURN-2: the turn runs DS build, LS build, DS retreat, LS retreat, then Space, Ground, Character battle in that order', () => {
  const m = turnStart({}, { arenas: ['naboo-cruiser', 'clone-squad', 'naboo-security-guard'] });
  const t = trace(m);
  const idx = (re) => t.findIndex((k) => re.test(k));
  const order = [/command\/build\/\/0/, /command\/build\/\/1/, /command\/retreat\/\/0/, /command\/retreat\/\/1/, /battle\/.*\/Space/, /battle\/.*\/Ground/, /battle\/.*\/Character/];
  const pos = order.map(idx);
  assert.ok(pos.every((p) => p >= 0), JSON.stringify(t));
  for (let i = 1; i < pos.length; i++) assert.ok(pos[i] > pos[i - 1], JSON.stringify(t));
});

test('TCG-READY-1: no prompt, window or play is offered in the Ready phase (ready -> command without decisions)', () => {
  const m = turnStart({ hand: ['power-dive'], force: 10 }, { hand: ['yodas-intervention'], force: 10 });
  const v = view(m, 0);
  assert.notEqual(v.phase, 'ready', 'a start:"turn" game passes the Ready phase without a decision');
  assert.ok(!logs(m).some((e) => e.type === 'window' && /ready/i.test(JSON.stringify(e))));
});

test('TCG-READY-3/TCG-FORCE-1: each player gains exactly 4 Force in the Ready phase, added to what they had', () => {
  const m = turnStart({ force: 3 }, { force: 0 });
  const v = view(m, 0);
  assert.equal(me(v, 0).force, 7);
  assert.equal(me(v, 1).force, 4);
});

test('TCG-READY-4: each player draws exactly one card in the Ready phase (the top card of the deck)', () => {
  const m = turnStart({ deck: ['geonosian-guard', 'rickshaw'] }, { deck: ['clone-squad', 'rickshaw'] });
  const v0 = view(m, 0), v1 = view(m, 1);
  assert.deepEqual(me(v0, 0).hand.map((c) => c.key), ['geonosian-guard']);
  assert.deepEqual(me(v1, 1).hand.map((c) => c.key), ['clone-squad']);
  assert.equal(me(v0, 0).deckCount, 1);
});

test('TCG-CMD-3/TCG-DICE-7: both players get the same die result (+1 only for the one with units in all 3 arenas)', () => {
  for (let seed = 1; seed <= 6; seed++) {
    const m = start({ seats: [
      seat('dark', { deck: ['rickshaw', 'rickshaw'], arenas: ['droid-starfighter-wing', 'battle-droid-squad', 'geonosian-guard'] }),
      seat('light', { deck: ['rickshaw', 'rickshaw'], arenas: ['naboo-cruiser'] })], start: 'turn' }, {}, seed);
    const v = view(m, 0);
    const r = v.buildRoll;
    assert.ok(r >= 1 && r <= 6);
    assert.equal(me(v, 0).buildPoints, r + 1);
    act(m, 0, 'done');
    assert.equal(me(view(m, 1), 1).buildPoints, r);
  }
});

test('TCG-CMD-2: the build-point roll is logged as one die rolled by the Light Side', () => {
  const m = turnStart();
  const r = logs(m).filter((e) => e.type === 'roll' && e.data && e.data.buildPoints);
  assert.equal(r.length, 1);
  assert.equal(r[0].data.dice.length, 1);
  if (r[0].seat !== undefined) assert.equal(r[0].seat, 1, 'LS rolls');
});

test('TCG-READY-2: units tapped at the end of a turn (attackers, retreated) are untapped by the next Ready phase', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw', 'rickshaw'], arenas: [{ card: 'droid-starfighter-wing', tapped: true }, 'battle-droid-squad'], build: [{ card: 'geonosian-guard', retreated: true, tapped: true }] }),
    seat('light', { deck: ['rickshaw', 'rickshaw'], arenas: [{ card: 'naboo-cruiser', tapped: true }] })], start: 'turn' });
  const v = view(m, 0);
  assert.equal(unit(v, 'droid-starfighter-wing').tapped, false);
  assert.equal(unit(v, 'naboo-cruiser').tapped, false);
  assert.equal(unit(v, 'geonosian-guard').tapped, false);
});

test('TCG-RETREAT-1/TCG-CMD-5: the DS retreat step comes first; in it the LS cannot retreat; then the LS retreat step', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: ['droid-starfighter-wing', 'battle-droid-squad'] }),
    seat('light', { deck: ['rickshaw'], arenas: ['naboo-cruiser', 'clone-squad'] })], start: 'retreat' });
  assert.deepEqual(st(m).toAct, [0]);
  assert.ok(ids(m, 0).some((x) => x.startsWith('retreat:battle-droid-squad')));
  assert.ok(!ids(m, 0).some((x) => x.includes('clone-squad')));
  act(m, 0, ids(m, 0).find((x) => x.startsWith('retreat:battle-droid-squad')));
  act(m, 0, 'done');
  assert.deepEqual(st(m).toAct, [1]);
  assert.ok(ids(m, 1).some((x) => x.startsWith('retreat:clone-squad')));
  const u = unit(view(m, 1), 'battle-droid-squad', 0);
  assert.equal(u.where, 'build');
  assert.equal(u.retreated, true);
  assert.equal(u.tapped, true);
});

test('TCG-RETREAT-1: any number of units may retreat in one step, from several arenas', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: ['droid-starfighter-wing', 'battle-droid-squad', 'geonosian-guard'] }),
    seat('light', { deck: ['rickshaw'], arenas: ['naboo-cruiser'] })], start: 'retreat' });
  for (const k of ['droid-starfighter-wing', 'battle-droid-squad', 'geonosian-guard']) act(m, 0, ids(m, 0).find((x) => x.startsWith('retreat:' + k)));
  const v = view(m, 0);
  assert.equal(me(v, 0).build.filter((c) => c.retreated).length, 3);
  assert.ok(!ids(m, 0).some((x) => x.startsWith('retreat:')));
});

test('TCG-BUILD-8: a unit retreated this turn cannot be returned before the owner\'s next build step (no return in the retreat step)', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: ['droid-starfighter-wing', 'battle-droid-squad'] }),
    seat('light', { deck: ['rickshaw'], arenas: ['naboo-cruiser'] })], start: 'retreat' });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('retreat:battle-droid-squad')));
  assert.ok(!ids(m, 0).some((x) => x.startsWith('return:')));
});

test('TCG-RETREAT-2/TCG-BATTLE-2: a retreated unit does not attack in the battle phase', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: ['droid-starfighter-wing'], build: [{ card: 'battle-droid-squad', retreated: true }] }),
    seat('light', { deck: ['rickshaw'], arenas: ['naboo-cruiser', 'clone-squad'] })], start: 'battle', arena: 'ground' });
  const t = JSON.stringify(logs(m)) + JSON.stringify(ids(m, 0));
  for (let i = 0; i < 50 && view(m, 0).arena === 'Ground'; i++) {
    const s = st(m).toAct[0]; const l = ids(m, s);
    assert.ok(!l.some((x) => x.startsWith('target:') && s === 0), 'DS has no Ground attacker');
    act(m, s, l.find((x) => ['done', 'pass', 'decline', 'nobid'].includes(x)) || l[0]);
  }
  assert.equal(unit(view(m, 0), 'battle-droid-squad', 0).damage || 0, 0);
});

test('TCG2-TURN-1/TCG2-READY-3 (later rules): the build roll is made in the Ready phase and the draw comes at each build step start', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['geonosian-guard', 'rickshaw'], arenas: ['droid-starfighter-wing'] }),
    seat('light', { deck: ['clone-squad', 'rickshaw'], arenas: ['naboo-cruiser'] })], start: 'turn' }, { rules: 'later' });
  quiet(m, (v) => v.step === 'build' && st(m).toAct[0] === 0 && ids(m, 0).includes('done'), 10);
  let v1 = view(m, 1);
  assert.equal(me(v1, 1).handCount, 0, 'LS has not drawn during the DS build step');
  assert.equal(me(view(m, 0), 0).handCount, 1);
  act(m, 0, 'done');
  quiet(m, (v) => st(m).toAct[0] === 1 && ids(m, 1).includes('done'), 10);
  assert.equal(me(view(m, 1), 1).handCount, 1);
});
