// TCG scenarios: the printed attack keywords (TCG-KW): Shields, Critical Hit,
// Bombard, Ion Cannon.
import { test } from 'node:test';
import { assert, seat, start, view, ids, act, actP, quiet, logs, unit, untilAttackOver, rollsOf } from './table.mjs';

test('TCG-KW-7/TCG-ATTACK-6: Shields 1 on the defender: the attacker rolls power - 1 dice', () => {
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-wing'] }), seat('light', { arenas: ['republic-cruiser'] })], start: 'battle', arena: 'space' });
  actP(m, 0, 'target:republic-cruiser');
  quiet(m, () => rollsOf(m).length > 0);
  const r = rollsOf(m);
  assert.equal(r[0].data.dice.length, 3, 'power 4 - Shields 1');
});

test('TCG-KW-7/OQ-TCG-23/T1: power reduced to 0 by Shields: no dice rolled, no damage', () => {
  // DS commerce-guild-starship: Shields 1, speed 30; LS hyperdrive-ring: power 1 (no Starfighter), speed 30
  const m = start({ seats: [seat('dark', { arenas: ['commerce-guild-starship'] }), seat('light', { arenas: ['hyperdrive-ring'] })], start: 'battle', arena: 'space' });
  assert.equal(unit(view(m, 0), 'hyperdrive-ring').power, 1);
  act(m, 0, 'decline');
  actP(m, 1, 'target:commerce-guild-starship');
  quiet(m, (v) => v.arena !== 'Space' || v.turn === 2);
  assert.equal(rollsOf(m).length, 0, 'no roll for power 0');
  assert.equal(unit(view(m, 0), 'commerce-guild-starship').damage, 0);
});

test('TCG-KW-3: Critical Hit X adds X damage once if at least one natural six, however many sixes', () => {
  const m = start({ seats: [seat('dark', { arenas: ['geonosian-squad'] }), seat('light', { arenas: ['naboo-defense-station'] })], start: 'battle',
    attack: { attacker: 'geonosian-squad', defender: 'naboo-defense-station', dice: [6, 6] } });
  quiet(m, (v) => !v.attack || v.attack.attacker.split('.')[0] !== 'geonosian-squad');
  assert.equal(unit(view(m, 0), 'naboo-defense-station').damage, 5, '2 hits + Critical Hit 3');
});

test('TCG-KW-3: Critical Hit without a six adds nothing', () => {
  const m = start({ seats: [seat('dark', { arenas: ['geonosian-squad'] }), seat('light', { arenas: ['naboo-defense-station'] })], start: 'battle',
    attack: { attacker: 'geonosian-squad', defender: 'naboo-defense-station', dice: [5, 4] } });
  quiet(m, (v) => !v.attack || v.attack.attacker.split('.')[0] !== 'geonosian-squad');
  assert.equal(unit(view(m, 0), 'naboo-defense-station').damage, 2);
});

test('TCG-KW-3/OQ-TCG-21/TCG-DICE-3: Critical Hit reads the final (rerolled) dice for a natural six', () => {
  for (let seed = 1; seed < 6; seed++) {
    const m = start({ seats: [seat('dark', { hand: ['cheat-the-game'], force: 5, arenas: ['geonosian-squad'] }), seat('light', { arenas: ['naboo-defense-station'] })], start: 'battle',
      attack: { attacker: 'geonosian-squad', defender: 'naboo-defense-station', dice: [1, 1] } }, {}, seed);
    actP(m, 0, 'use:cheat-the-game');
    untilAttackOver(m, 'geonosian-squad');
    const rr = logs(m).filter((e) => e.type === 'roll' && e.data.reroll);
    assert.equal(rr.length, 1);
    const d = rr[0].data.dice;
    const expect = d.filter((x) => x >= 4).length + (d.includes(6) ? 3 : 0);
    assert.equal(unit(view(m, 0), 'naboo-defense-station').damage, expect, `seed ${seed} dice ${d}`);
  }
});

test('TCG-KW-2/TCG-GLOSS-8: Bombard X: a Space unit may attack a Ground unit with X dice (replacing power), Shields still apply', () => {
  // trade-federation-war-freighter: power 5, Bombard 3; LS Ground speeder-bike-squadron Shields 1
  const m = start({ seats: [seat('dark', { arenas: ['trade-federation-war-freighter'] }), seat('light', { arenas: ['naboo-cruiser', 'speeder-bike-squadron'] })], start: 'battle', arena: 'space' });
  // naboo-cruiser speed 10 vs freighter 30 -> DS first
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('bombard:speeder-bike-squadron')), JSON.stringify(l));
  assert.ok(l.some((x) => x.startsWith('target:naboo-cruiser')));
  actP(m, 0, 'bombard:speeder-bike-squadron');
  quiet(m, () => rollsOf(m).length > 0);
  assert.equal(rollsOf(m)[0].data.dice.length, 2, 'Bombard 3 - Shields 1');
});

test('TCG-KW-6/TCG-BATTLE-6: Ion Cannon X: a Ground unit attacks a Space unit during the Ground battle with X dice', () => {
  // commerce-guild-droid-platoon: power 5, Ion Cannon 3
  const m = start({ seats: [seat('dark', { arenas: ['commerce-guild-droid-platoon'] }), seat('light', { arenas: ['naboo-cruiser', 'clone-squad'] })], start: 'battle', arena: 'ground' });
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('ion:naboo-cruiser')), JSON.stringify(l));
  actP(m, 0, 'ion:naboo-cruiser');
  quiet(m, () => rollsOf(m).length > 0);
  assert.equal(rollsOf(m)[0].data.dice.length, 3);
  assert.equal(view(m, 0).arena, 'Ground');
});
