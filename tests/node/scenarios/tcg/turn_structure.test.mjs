// TCG scenarios: the turn (TCG-TURN, TCG-READY, TCG-CMD, TCG-RETREAT): the Ready
// phase, build points, the order of the Command phase's steps, retreating,
// Force carried over.
import { test } from 'node:test';
import { assert, seat, start, view, st, ids, act, actP, quiet, logs } from './table.mjs';

test('TCG-READY-2/3/4 (TCG-GEN-4): Ready phase untaps arena and retreated units, +4 Force each, DS then LS draws 1', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['geonosian-guard', 'reek'], force: 1, arenas: [{ card: 'geonosian-warrior', tapped: true }], build: [{ card: 'droid-starfighter-wing', retreated: true, tapped: true }] }),
    seat('light', { deck: ['clone-squad', 'jedi-patrol'], force: 0, arenas: [{ card: 'naboo-security-guard', tapped: true }] })], start: 'turn' });
  quiet(m, (v) => v.step === 'build');
  const v = view(m, 0);
  assert.equal(v.players[0].force, 5);
  assert.equal(v.players[1].force, 4);
  assert.equal(v.players[0].handCount, 1);
  assert.equal(v.players[1].handCount, 1);
  assert.equal(v.players[0].hand[0].key, 'geonosian-guard', 'top card of the deck (decks are top first)');
  assert.equal(v.players[0].arenas.Character[0].tapped, false);
  assert.equal(v.players[1].arenas.Character[0].tapped, false);
  const r = v.players[0].build.find((x) => x.key === 'droid-starfighter-wing');
  assert.equal(r.tapped, false, 'retreated unit untapped too');
  const draws = logs(m).filter((e) => e.type === 'draw');
  assert.equal(draws.length, 2);
  assert.match(draws[0].text, /Dark/);
  assert.match(draws[1].text, /Light/);
});

test('TCG-CMD-3/TCG-BUILD-11/TCG-RETREAT-2: +1 build point only for a player with a unit in each of the 3 arenas; retreated units and face-down cards do not count', () => {
  const m = start({ seats: [
    seat('dark', { arenas: ['geonosian-warrior', 'battle-droid-squad', 'droid-starfighter-wing'] }),
    seat('light', { arenas: ['naboo-security-guard', 'clone-squad'], build: [{ card: 'jedi-starfighter-3r3', retreated: true }, { card: 'republic-cruiser', counters: 4 }] })], start: 'turn' });
  quiet(m, (v) => v.step === 'build');
  const v = view(m, 0);
  assert.ok(v.buildRoll >= 1 && v.buildRoll <= 6);
  assert.equal(v.players[0].buildPoints, v.buildRoll + 1);
  assert.equal(v.players[1].buildPoints, v.buildRoll);
  const rolls = logs(m).filter((e) => e.type === 'roll');
  assert.equal(rolls.length, 1, 'one die for both players');
  assert.deepEqual(rolls[0].data.dice, [v.buildRoll]);
  assert.match(rolls[0].text, /Light/, 'LS rolls (TCG-DICE-7)');
});

test('TCG-TURN-2/TCG-CMD-4/TCG-CMD-5: DS build, LS build, DS retreat, LS retreat, then Space battle', () => {
  const m = start({ seats: [seat('dark', { arenas: ['geonosian-warrior', 'droid-starfighter-wing'] }), seat('light', { arenas: ['naboo-security-guard', 'jedi-starfighter-3r3'] })], start: 'build' });
  const seq = [];
  for (let i = 0; i < 6; i++) {
    const s = st(m);
    seq.push(`${s.step}:${s.toAct[0]}`);
    if (s.phase === 'battle') break;
    act(m, s.toAct[0], 'done');
  }
  assert.deepEqual(seq.slice(0, 4), ['build:0', 'build:1', 'retreat:0', 'retreat:1']);
  const v = view(m, 0);
  assert.equal(v.phase, 'battle');
  assert.equal(v.arena, 'Space');
});

test('TCG-RETREAT-1: only untapped units may retreat; a retreated unit goes face up, tapped, into the build zone', () => {
  const m = start({ seats: [seat('dark', { arenas: ['geonosian-warrior', { card: 'battle-droid-squad', tapped: true }] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'retreat' });
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('retreat:geonosian-warrior')));
  assert.ok(!l.some((x) => x.startsWith('retreat:battle-droid-squad')), JSON.stringify(l));
  actP(m, 0, 'retreat:geonosian-warrior');
  const v = view(m, 1);
  const r = v.players[0].build.find((x) => x.key === 'geonosian-warrior');
  assert.ok(r && r.retreated);
  assert.equal(r.tapped, true);
  assert.equal(v.players[0].arenas.Character.length, 0);
});

test('TCG-RETREAT-2/TCG-ATTACK-4: a retreated unit cannot be attacked (only arena units are targets)', () => {
  const m = start({ seats: [seat('dark', { arenas: ['geonosian-warrior'], build: [{ card: 'geonosian-guard', retreated: true }] }), seat('light', { arenas: ['clone-warrior-4-163'] })], start: 'battle', arena: 'character' });
  quiet(m, () => st(m).toAct[0] === 1 && ids(m, 1).some((i) => i.startsWith('target:')));
  const l = ids(m, 1);
  assert.ok(l.some((x) => x.startsWith('target:geonosian-warrior')));
  assert.ok(!l.some((x) => x.startsWith('target:geonosian-guard')), JSON.stringify(l));
});

test('TCG-FORCE-1: Force is never emptied at end of turn; it accumulates', () => {
  const m = start({ seats: [seat('dark', { force: 7, arenas: ['geonosian-warrior'] }), seat('light', { force: 3, arenas: ['naboo-security-guard'] })], start: 'battle', arena: 'space' });
  const v = quiet(m, (x) => x.turn === 2 && x.step === 'build');
  assert.equal(v.players[0].force, 11);
  assert.equal(v.players[1].force, 7);
});
