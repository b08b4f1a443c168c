// TCG black-box scenarios, rules: attack: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, start, view, st, ids, act, seat, unit, quiet, logs, rollsOf } from './table.mjs';
import { me } from './setup_builders.mjs';

const battle = (dark, light, arena, extra = {}) => start({ seats: [
  seat('dark', { deck: ['rickshaw'], force: 0, ...dark }),
  seat('light', { deck: ['rickshaw'], force: 0, ...light })], start: 'battle', arena, ...extra });
const withDice = (dark, light, attacker, defender, dice, mode) => start({ seats: [
  seat('dark', { deck: ['rickshaw'], force: 0, ...dark }),
  seat('light', { deck: ['rickshaw'], force: 0, ...light })], start: 'battle', attack: { attacker, defender, dice, ...(mode ? { mode } : {}) } });

test('TCG-ATTACK-6/TCG-STACK-2: a stack attacks with top power +1 die per card beneath (real roll)', () => {
  const m = battle({ arenas: [{ card: 'jango-fett-b', under: ['jango-fett-d'] }] }, { arenas: ['clone-warrior-4-163'] }, 'character');
  quiet(m, () => ids(m, 0).some((x) => x.startsWith('target:')), 10);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('target:clone-warrior')));
  quiet(m, () => rollsOf(m).length > 0, 10);
  assert.equal(rollsOf(m)[0].data.dice.length, 6 + 1);
});

test('TCG-ATTACK-4/TCG-ZONE-5: a Space unit is offered only Space targets (no Ground, no Character) without Bombard', () => {
  const m = battle({ arenas: ['droid-starfighter-wing'] }, { arenas: ['naboo-cruiser', 'clone-squad', 'naboo-security-guard'] }, 'space');
  quiet(m, () => ids(m, 0).some((x) => x.startsWith('target:') || x === 'decline'), 10);
  const l = ids(m, 0);
  assert.deepEqual(l.filter((x) => /^(target|bombard|ion):/.test(x)).map((x) => x.split(':')[1].split('.')[0]), ['naboo-cruiser']);
});

test('TCG-ATTACK-4/OQ-TCG-10: a Character may not attack a Ground unit; with no opposing Character it can only decline', () => {
  const m = battle({ arenas: ['geonosian-guard'] }, { arenas: ['clone-squad'] }, 'character');
  const l = ids(m, 0);
  assert.ok(!l.some((x) => /^(target|bombard|ion):/.test(x)), JSON.stringify(l));
});

test('TCG-ATTACK-1/TCG-ATTACK-4: a tapped opposing unit may be the target', () => {
  const m = battle({ arenas: ['battle-droid-squad'] }, { arenas: [{ card: 'clone-squad', tapped: true }] }, 'ground');
  quiet(m, () => ids(m, 0).some((x) => x.startsWith('target:')), 10);
  assert.ok(ids(m, 0).some((x) => x.startsWith('target:clone-squad')));
});

test('TCG-ATTACK-4: the attacker can never target its own side\'s units', () => {
  const m = battle({ arenas: ['battle-droid-squad', 'destroyer-droid-squad'] }, { arenas: ['clone-squad'] }, 'ground');
  quiet(m, () => ids(m, 0).some((x) => x.startsWith('target:')), 10);
  const l = ids(m, 0).filter((x) => x.startsWith('target:'));
  assert.ok(l.every((x) => x.includes('clone-squad')), JSON.stringify(l));
});

test('TCG-ATTACK-7: dice [4,4,3] = 2 damage; the defender with 3 health survives with 2 counters', () => {
  const m = withDice({ arenas: ['geonosian-warrior'] }, { arenas: ['clone-warrior-5-373'] }, 'geonosian-warrior', 'clone-warrior-5-373', [4, 4, 3]);
  quiet(m, () => unit(view(m, 0), 'clone-warrior-5-373').damage > 0 || unit(view(m, 0), 'clone-warrior-5-373').where !== 'arena', 20);
  const u = unit(view(m, 0), 'clone-warrior-5-373');
  assert.equal(u.where, 'arena');
  assert.equal(u.damage, 2);
});

test('TCG-DMG-3/TCG-DMG-5: damage counters from two attacks add up; at health the unit is discarded', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: ['geonosian-warrior'] }),
    seat('light', { deck: ['rickshaw'], arenas: [{ card: 'clone-warrior-5-373', damage: 2 }] })],
    start: 'battle', attack: { attacker: 'geonosian-warrior', defender: 'clone-warrior-5-373', dice: [4, 1, 1] } });
  quiet(m, () => unit(view(m, 0), 'clone-warrior-5-373').where !== 'arena', 20);
  assert.equal(unit(view(m, 0), 'clone-warrior-5-373').where, 'discard');
});

test('TCG-DMG-3: a setup unit with damage below health stays; excess hits beyond health just discard it', () => {
  const m = withDice({ arenas: ['commerce-guild-droid-81'] }, { arenas: ['clone-squad'] }, 'commerce-guild-droid-81', 'clone-squad', [6, 6, 6, 6, 6, 6, 6]);
  quiet(m, () => unit(view(m, 0), 'clone-squad').where !== 'arena', 20);
  const v = view(m, 0);
  assert.equal(unit(v, 'clone-squad').where, 'discard');
});

test('TCG-KW-3/TCG-ATTACK-7: Critical Hit 3 (Geonosian Squad) with one six and a miss: 1 hit + 3 = 4 damage', () => {
  const m = withDice({ arenas: ['geonosian-squad'] }, { arenas: ['naboo-defense-station'] }, 'geonosian-squad', 'naboo-defense-station', [6, 1]);
  // geonosian-squad has Critical Hit 3, power 2
  quiet(m, () => unit(view(m, 0), 'naboo-defense-station').damage > 0, 20);
  assert.equal(unit(view(m, 0), 'naboo-defense-station').damage, 1 + 3);
});

test('TCG-KW-3: Critical Hit counts once even with two sixes (Geonosian Squad, Critical Hit 3: [6,6] = 2 + 3)', () => {
  const m = withDice({ arenas: ['geonosian-squad'] }, { arenas: ['naboo-defense-station'] }, 'geonosian-squad', 'naboo-defense-station', [6, 6]);
  quiet(m, () => unit(view(m, 0), 'naboo-defense-station').damage > 0, 20);
  assert.equal(unit(view(m, 0), 'naboo-defense-station').damage, 2 + 3);
});

test('TCG-KW-7/TCG-DICE-6: Shields apply to the attacker\'s real roll: Droid Starfighter Wing (power 4) vs Republic Cruiser (Shields 1) rolls 3 dice', () => {
  const m = battle({ arenas: ['droid-starfighter-wing'] }, { arenas: ['republic-cruiser'] }, 'space');
  quiet(m, () => ids(m, 0).some((x) => x.startsWith('target:')), 10);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('target:republic-cruiser')));
  quiet(m, () => rollsOf(m).length > 0, 10);
  assert.equal(rollsOf(m)[0].data.dice.length, 3);
});

test('TCG-KW-7: Shields of a unit do not reduce its OWN attack (Republic Cruiser attacks with all 4 dice)', () => {
  const m = battle({ arenas: [{ card: 'droid-starfighter-wing', tapped: true }] }, { arenas: ['republic-cruiser'] }, 'space');
  quiet(m, () => ids(m, 1).some((x) => x.startsWith('target:')), 10);
  act(m, 1, ids(m, 1).find((x) => x.startsWith('target:droid-starfighter-wing')));
  quiet(m, () => rollsOf(m).length > 0, 10);
  assert.equal(rollsOf(m)[0].data.dice.length, 4);
});

test('TCG-KW-2: a Bombard unit may still make a normal Space attack, and its normal attack uses printed power, not X', () => {
  const m = battle({ arenas: ['trade-federation-battleship'] }, { arenas: ['naboo-cruiser', 'clone-squad'] }, 'space');
  quiet(m, () => ids(m, 0).some((x) => x.startsWith('target:')), 10);
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('bombard:clone-squad')));
  assert.ok(!l.some((x) => x.startsWith('target:clone-squad')));
  act(m, 0, l.find((x) => x.startsWith('target:naboo-cruiser')));
  quiet(m, () => rollsOf(m).length > 0, 10);
  assert.equal(rollsOf(m)[0].data.dice.length, 4);
});

test('TCG-KW-2: Bombard 3 of Trade Federation War Freighter (power 5) against a Ground unit rolls 3 dice (X replaces power)', () => {
  const m = battle({ arenas: ['republic-assault-ship'].length ? ['trade-federation-war-freighter'] : [] }, { arenas: ['naboo-cruiser', 'clone-squad'] }, 'space');
  quiet(m, () => ids(m, 0).some((x) => x.startsWith('bombard:')), 10);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('bombard:clone-squad')));
  quiet(m, () => rollsOf(m).length > 0, 10);
  assert.equal(rollsOf(m)[0].data.dice.length, 3, 'War Freighter: Bombard 3 (power 5)');
});

test('TCG-KW-6: an Ion Cannon unit with no Space target has only its Ground targets; with no opposing Space unit no ion: action', () => {
  const m = battle({ arenas: ['commerce-guild-droid-platoon'] }, { arenas: ['clone-squad'] }, 'ground');
  quiet(m, () => ids(m, 0).some((x) => x.startsWith('target:')), 10);
  assert.ok(!ids(m, 0).some((x) => x.startsWith('ion:')));
});

test('TCG-BATTLE-2: in the Space battle no Ground unit or Character is chosen to attack', () => {
  const m = battle({ arenas: ['battle-droid-squad', 'geonosian-guard'] }, { arenas: ['clone-squad', 'naboo-security-guard', 'naboo-cruiser'] }, 'space');
  const v = view(m, 0);
  assert.equal(v.arena, 'Space');
  const l = ids(m, st(m).toAct[0]);
  assert.ok(!l.some((x) => x.startsWith('target:clone-squad') || x.startsWith('target:battle-droid')));
  const a = v.attack && v.attack.attacker;
  if (a) assert.ok(a.startsWith('naboo-cruiser'));
});

test('TCG-BATTLE-3: an attacker is chosen only among untapped units: a tapped faster unit is skipped', () => {
  const m = battle({ arenas: [{ card: 'n-1-starfighter', tapped: true }].length ? [{ card: 'droid-starfighter-dfs-4ct', tapped: true }] : [] },
    { arenas: ['naboo-cruiser'] }, 'space');
  quiet(m, () => ids(m, 1).some((x) => x.startsWith('target:')), 10);
  assert.ok(view(m, 0).attack.attacker.startsWith('naboo-cruiser'));
});

test('TCG-KW-7: Commerce Guild Starship (power 3) attacking a Shields-less Taylander Shuttle rolls all 3 dice', () => {
  const m = battle({ arenas: ['commerce-guild-starship'] }, { arenas: ['taylander-shuttle'] }, 'space');
  // commerce-guild-starship has Shields 1; taylander power 2 -> 1 die; check a real roll count
  quiet(m, () => ids(m, 0).some((x) => x.startsWith('target:')), 10);
  act(m, 0, ids(m, 0).find((x) => x.startsWith('target:taylander')));
  quiet(m, () => rollsOf(m).length > 0, 10);
  assert.equal(rollsOf(m)[0].data.dice.length, 3);
});

test('TCG-ATTACK-5/TCG-BATTLE-5: after all attacks both attackers are tapped and the step moves on', () => {
  const m = battle({ arenas: ['droid-starfighter-wing', 'battle-droid-squad'] }, { arenas: ['naboo-cruiser', 'clone-squad'] }, 'space');
  quiet(m, (v) => v.arena === 'Ground', 50);
  const v = view(m, 0);
  const a = unit(v, 'droid-starfighter-wing'), b = unit(v, 'naboo-cruiser');
  if (a.where === 'arena') assert.equal(a.tapped, true);
  if (b.where === 'arena') assert.equal(b.tapped, true);
});
