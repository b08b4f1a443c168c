// TCG black-box scenarios, rules: windows: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, start, view, st, ids, act, seat, unit, quiet, logs, rollsOf } from './table.mjs';
import { me } from './setup_builders.mjs';

const atk = (dh = [], lh = [], o = {}) => start({ seats: [
  seat('dark', { hand: dh, deck: ['rickshaw'], arenas: ['destroyer-droid-squad'], force: o.df ?? 10 }),
  seat('light', { hand: lh, deck: ['rickshaw'], arenas: ['clone-platoon'], force: o.lf ?? 10 })],
  start: 'battle', attack: { attacker: 'destroyer-droid-squad', defender: 'clone-platoon' } }, {}, o.seed || 1);
const useId = (m, s, key) => ids(m, s).find((x) => x.startsWith('use:' + key));
const rolled = (m) => view(m, 0).attack && view(m, 0).attack.rolled || rollsOf(m).length > 0;

test('TCG-PLAY-1: the window after the target: DS passes, LS passes -> the window closes and the dice are rolled', () => {
  const m = atk(['weapon-response'], ['weapon-response']);
  assert.deepEqual(st(m).toAct, [0]);
  act(m, 0, 'pass');
  assert.deepEqual(st(m).toAct, [1]);
  assert.ok(!rolled(m));
  act(m, 1, 'pass');
  assert.ok(rolled(m), 'two passes in a row close the window');
});

test('TCG-PLAY-1: DS passes, LS plays: the chance goes back to DS (DS\'s earlier pass does not count with a later one)', () => {
  const m = atk(['weapon-response'], ['weapon-response']);
  act(m, 0, 'pass');
  act(m, 1, useId(m, 1, 'weapon-response'));
  quiet(m, () => st(m).toAct[0] === 0 || rolled(m), 5);
  assert.ok(!rolled(m), 'window still open');
  assert.deepEqual(st(m).toAct, [0]);
  assert.ok(useId(m, 0, 'weapon-response'), 'DS may still play');
});

test('TCG-PLAY-1: after DS plays and LS passes, DS gets the chance again and may play a second card', () => {
  const m = atk(['surge-of-power', 'strength-of-hate'], ['weapon-response']);
  act(m, 0, useId(m, 0, 'surge-of-power'));
  quiet(m, () => st(m).toAct[0] === 1 && view(m, 0).step === 'window', 5);
  act(m, 1, 'pass');
  assert.deepEqual(st(m).toAct, [0]);
  assert.ok(useId(m, 0, 'strength-of-hate'));
  act(m, 0, useId(m, 0, 'strength-of-hate'));
  quiet(m, () => st(m).toAct[0] === 1 && view(m, 0).step === 'window', 5);
  act(m, 1, 'pass');
  quiet(m, () => rolled(m), 5);
  const r = rollsOf(m)[0];
  assert.equal(r.data.dice.length, 5 + 2 + 3, 'power 5 +2 (Surge) +3 (Strength of Hate)');
});

test('TCG-ATTACK-6/TCG-PLAY-4a: +2 and -2 power played by both sides in the same window add up: printed number of dice', () => {
  const m = atk(['surge-of-power'], ['weapon-response']);
  act(m, 0, useId(m, 0, 'surge-of-power'));
  quiet(m, () => st(m).toAct[0] === 1 && view(m, 0).step === 'window', 5);
  act(m, 1, useId(m, 1, 'weapon-response'));
  quiet(m, () => rolled(m), 10);
  assert.equal(rollsOf(m)[0].data.dice.length, 5);
});

test('TCG-FORCE-3/TCG-PLAY-2: playing a Battle card pays its Force cost; the card goes to the discard pile', () => {
  const m = atk(['surge-of-power'], [], { df: 1 });
  act(m, 0, useId(m, 0, 'surge-of-power'));
  quiet(m, () => rolled(m), 10);
  const v = view(m, 0);
  assert.equal(me(v, 0).force, 0);
  assert.ok(me(v, 0).discard.some((c) => c.key === 'surge-of-power'));
  assert.equal(me(v, 0).handCount, 0);
});

test('TCG-FORCE-3: with 0 Force a 1-cost card is not offered; a window no one could use does not prompt', () => {
  const m = atk(['surge-of-power'], [], { df: 0, lf: 0 });
  assert.ok(rolled(m) || !useId(m, 0, 'surge-of-power'));
});

test('TCG-PLAY-3: a Battle card with general timing is not offered in a build step nor in the retreat step', () => {
  const m = start({ seats: [
    seat('dark', { hand: ['surge-of-power', 'dark-speed'], deck: ['rickshaw'], arenas: ['destroyer-droid-squad'], force: 10, buildPoints: 3 }),
    seat('light', { deck: ['rickshaw'], arenas: ['clone-platoon'], force: 10 })], start: 'build' });
  assert.ok(!ids(m, 0).some((x) => x.includes('surge-of-power') || x.includes('dark-speed')));
  act(m, 0, 'done'); act(m, 1, 'done');
  assert.equal(view(m, 0).step, 'retreat');
  assert.ok(!ids(m, 0).some((x) => x.includes('surge-of-power') || x.includes('dark-speed')));
});

test('TCG-BATTLE-4/TCG-PLAY-1: the window before the first attack of a step opens with DS first, before any target is chosen', () => {
  const m = start({ seats: [
    seat('dark', { hand: ['dark-speed'], deck: ['rickshaw'], arenas: ['battle-droid-squad'], force: 10 }),
    seat('light', { hand: ['windus-solution'], deck: ['rickshaw'], arenas: ['clone-squad'], force: 10 })], start: 'battle', arena: 'ground' });
  const v = view(m, 0);
  assert.equal(v.step, 'window');
  assert.deepEqual(st(m).toAct, [0]);
  assert.ok(!v.attack || !v.attack.defender);
});

test('TCG-PLAY-4b: after the attack roll a Battle card that changes power (Surge of Power) is no longer offered; a reroll card is', () => {
  const m = start({ seats: [
    seat('dark', { hand: ['surge-of-power', 'second-effort'], deck: ['rickshaw'], arenas: ['destroyer-droid-squad'], force: 10 }),
    seat('light', { deck: ['rickshaw'], arenas: ['clone-platoon'], force: 10 })],
    start: 'battle', attack: { attacker: 'destroyer-droid-squad', defender: 'clone-platoon', dice: [1, 1, 1, 1, 1] } });
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('use:second-effort')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.startsWith('use:surge-of-power')));
});

test('TCG-PLAY-4c/TCG-PLAY-1: in a prevent window the defender\'s owner may prevent even though DS had the first chance (DS passes)', () => {
  const m = start({ seats: [
    seat('dark', { hand: ['heros-dodge'], deck: ['rickshaw'], arenas: ['destroyer-droid-squad'], force: 10 }),
    seat('light', { hand: ['pilots-dodge'], deck: ['rickshaw'], arenas: ['clone-platoon'], force: 10 })],
    start: 'battle', attack: { attacker: 'destroyer-droid-squad', defender: 'clone-platoon', dice: [6, 6, 5, 1, 1] } });
  quiet(m, () => st(m).toAct[0] === 1 && ids(m, 1).some((x) => x.startsWith('use:pilots-dodge')), 6);
  act(m, 1, ids(m, 1).find((x) => x.startsWith('use:pilots-dodge')));
  quiet(m, () => !view(m, 0).attack || (unit(view(m, 0), 'clone-platoon').damage > 0), 20);
  assert.equal(unit(view(m, 0), 'clone-platoon').damage, 1, '3 hits - 2 prevented');
});
