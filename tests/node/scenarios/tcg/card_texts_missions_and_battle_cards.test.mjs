// TCG scenarios: Mission and Battle cards as printed (what the opponent
// discards, searches, build-roll modifiers, rerolls, power changes, when a
// card may be played), each test named by its rule ID and card.
import { test } from 'node:test';
import { assert, start, view, st, ids, act } from './table.mjs';
import { light, dark, has, go, who, passUntil, findUnit, texts } from './setup_builders.mjs';

test('TCG-BUILD-7 / TCG-GEN-4: Clear the Skies: each player discards one of their units from each arena where they have 4 or more, DS first', () => {
  const m = start({ seats: [dark({ buildPoints: 0, build: [{ card: 'clear-the-skies', counters: 3 }], arenas: ['reek', 'reek', 'reek', 'reek', 'geonosian-guard'] }),
    light({ arenas: ['clone-squad', 'clone-squad', 'clone-squad', 'clone-squad', 'naboo-cruiser', 'n-1-starfighter', 'jedi-starfighter-3r3'] })], start: 'build' });
  go(m, 0, 'complete:clear-the-skies');
  assert.equal(who(m), 0);
  go(m, 0, '', 'reek');
  assert.equal(who(m), 1);
  go(m, 1, '', 'clone-squad');
  const v = view(m, 0);
  assert.equal(v.players[0].arenas.Ground.length, 3);
  assert.equal(v.players[1].arenas.Ground.length, 3);
  assert.equal(v.players[1].arenas.Space.length, 3);
});

test('TCG-BUILD-7: Destruction of Hope: the opponent chooses and discards 2 cards; you gain 1 Force', () => {
  const m = start({ seats: [dark({ force: 0, buildPoints: 0, build: [{ card: 'destruction-of-hope', counters: 2 }], arenas: ['reek'] }),
    light({ hand: ['clone-squad', 'naboo-cruiser', 'rickshaw'], arenas: ['clone-squad'] })], start: 'build' });
  go(m, 0, 'complete:destruction-of-hope');
  assert.equal(who(m), 1, 'the opponent chooses');
  go(m, 1, 'pick:'); go(m, 1, 'pick:');
  const v = view(m, 0);
  assert.equal(v.players[1].handCount, 1);
  assert.equal(v.players[0].force, 1);
});

test('TCG-BUILD-7: Slumming on Coruscant: choose a Battle or Mission card in the opponent\'s hand, they discard it', () => {
  const m = start({ seats: [dark({ buildPoints: 0, build: [{ card: 'slumming-on-coruscant', counters: 1 }], arenas: ['reek'] }),
    light({ hand: ['clone-squad', 'heros-dodge', 'wedding-of-destiny'], arenas: ['clone-squad'] })], start: 'build' });
  go(m, 0, 'complete:slumming-on-coruscant');
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.includes('heros-dodge')) && l.some((x) => x.includes('wedding-of-destiny')) && !l.some((x) => x.includes('clone-squad')), JSON.stringify(l));
});

test('TCG-BUILD-7 / TCG-GLOSS-10: Ship Arrival: reveal until a unit of the chosen type, put it into your hand', () => {
  const m = start({ seats: [dark({ buildPoints: 0, deck: ['reek', 'knockdown', 'geonosian-guard', 'droid-starfighter-wing', 'reek'], build: [{ card: 'ship-arrival', counters: 2 }], arenas: ['reek'] }),
    light({ arenas: ['clone-squad'] })], start: 'build' });
  go(m, 0, 'complete:ship-arrival');
  go(m, 0, 'pick:', '.0');
  const v = view(m, 0);
  assert.deepEqual(v.players[0].hand.map((c) => c.key), ['droid-starfighter-wing']);
  assert.equal(v.players[0].deckCount, 4);
});

test('TCG-CMD-3: Padmé Amidala (B) / Wat Tambor (A): the other side gets -1 build point when the build roll is made', () => {
  const m = start({ seats: [dark({ arenas: ['wat-tambor-a'] }), light({ arenas: ['padme-amidala-b'] })], start: 'turn' });
  passUntil(m, (v) => v.step === 'build' || st(m).step === 'build');
  const v = view(m, 0);
  assert.equal(v.players[0].buildPoints, v.buildRoll - 1);
  assert.equal(v.players[1].buildPoints, v.buildRoll - 1);
});

test('TCG-PLAY-4 / TCG-DICE-4: Cheat the Game: rerolls all of your attack dice; not the opponent\'s attack dice', () => {
  const m = start({ seats: [dark({ hand: ['cheat-the-game'], arenas: ['geonosian-warrior'] }), light({ arenas: ['clone-warrior-4-163'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'clone-warrior-4-163', defender: 'geonosian-warrior', dice: [6, 6, 6, 6] } });
  assert.ok(!has(m, 0, 'use:cheat-the-game'), JSON.stringify(ids(m, 0)));
});

test("TCG-ATTACK-6 / TCG-ABIL-6: Tyranus's Gift: the attacking unit gets -5 power for this attack (played by the defender's player)", () => {
  const m = start({ seats: [dark({ hand: ['tyranuss-gift'], arenas: ['geonosian-warrior'] }), light({ arenas: ['clone-warrior-4-163', 'naboo-cruiser'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'clone-warrior-4-163', defender: 'geonosian-warrior' } });
  go(m, 0, 'use:tyranuss-gift');
  if (has(m, 0, 'target:')) go(m, 0, 'target:clone-warrior');
  passUntil(m, () => texts(m).some((t) => /Clone Warrior 4\/163 (rolls|does not|deals no)/.test(t)) || view(m, 0).turn > 1);
  assert.ok(!texts(m).some((t) => /Clone Warrior 4\/163 rolls/.test(t)), 'power 4 - 5 < 0: no roll ' + texts(m).join(' | '));
});

test('TCG-ABIL-13: Battle Fatigue: not for an arena where a unit already attacked this turn (real attack)', () => {
  const m = start({ seats: [dark({ hand: ['battle-fatigue'], arenas: ['droid-starfighter-wing', 'geonosian-guard'] }), light({ arenas: ['naboo-cruiser', 'clone-warrior-4-163'] })], start: 'battle', arena: 'space' });
  act(m, 0, 'pass');
  go(m, 0, 'target:naboo-cruiser');
  passUntil(m, () => has(m, 0, 'use:battle-fatigue'));
  go(m, 0, 'use:battle-fatigue');
  assert.deepEqual(ids(m, 0), ['arena.1', 'arena.2']);
});

test('TCG-ABIL-13: Battle Fatigue: not for an arena where a unit already attacked this turn (setup "attack": the attack is declared)', () => {
  const m = start({ seats: [dark({ hand: ['battle-fatigue'], arenas: ['droid-starfighter-wing', 'geonosian-guard'] }), light({ arenas: ['naboo-cruiser', 'clone-warrior-4-163'] })], start: 'battle', arena: 'space',
    attack: { attacker: 'droid-starfighter-wing', defender: 'naboo-cruiser', dice: [1, 1, 1, 1] } });
  passUntil(m, () => has(m, 0, 'use:battle-fatigue'));
  go(m, 0, 'use:battle-fatigue');
  const l = ids(m, 0);
  assert.ok(!l.includes('arena.0') && l.includes('arena.1') && l.includes('arena.2'), JSON.stringify(l));
});

test("TCG-ZONE-4: War Will Follow: a Space unit from the opponent's build zone goes into the Space arena, untapped", () => {
  const m = start({ seats: [dark({ hand: ['war-will-follow'], arenas: ['droid-starfighter-wing'] }), light({ arenas: ['clone-warrior-4-163'], build: [{ card: 'naboo-cruiser', retreated: true, tapped: true, damage: 2 }] })], start: 'battle', arena: 'space' });
  go(m, 0, 'use:war-will-follow');
  go(m, 0, '', 'naboo-cruiser');
  const u = findUnit(view(m, 0), 'naboo-cruiser');
  assert.equal(u.where, 'Space'); assert.equal(u.tapped, false); assert.equal(u.damage, 2);
});

test("TCG-ABIL-6 / TCG-KW-3: Darth Tyranus (B): pay 2 Force, Critical Hit 2 for this attack", () => {
  const m = start({ seats: [dark({ force: 2, arenas: ['darth-tyranus-b'] }), light({ force: 0, arenas: ['clone-warrior-4-163'] })], start: 'battle', arena: 'character', attack: { attacker: 'darth-tyranus-b', defender: 'clone-warrior-4-163' } }, {}, 2);
  go(m, 0, 'use:darth-tyranus-b', '.0');
  passUntil(m, () => texts(m).some((t) => /hits?, /.test(t)));
  const r = texts(m).find((t) => /Darth Tyranus \(B\) rolls/.test(t));
  const dice = r.split(':')[1].trim().replace('.', '').split(' ').map(Number);
  const exp = dice.filter((d) => d >= 4).length + (dice.includes(6) ? 2 : 0);
  assert.ok(texts(m).some((t) => t.endsWith(`${exp} damage.`)), r + ' ' + texts(m).join(' | '));
});

test('TCG-ABIL-4 / TCG-BUILD-1: Yoda (B): [tap] in your build step: gain 1 Force; Evade 4 for 3 Force', () => {
  const m = start({ seats: [dark({ arenas: ['reek'] }), light({ force: 0, arenas: ['yoda-b'] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'use:yoda-b');
  assert.equal(view(m, 1).players[1].force, 1);
  assert.equal(findUnit(view(m, 1), 'yoda-b').tapped, true);
});

test('TCG-DICE-2 / TCG-PLAY-5: Target the Senator: 4 dice of damage to an opponent unit in any arena when the battle phase starts', () => {
  const m = start({ seats: [dark({ buildPoints: 0, build: [{ card: 'target-the-senator', counters: 3 }], arenas: ['reek'] }), light({ arenas: ['clone-squad', 'padme-amidala-d', 'naboo-cruiser'] })], start: 'build' });
  go(m, 0, 'complete:target-the-senator');
  passUntil(m, () => ids(m, 0).some((x) => /^(choose|pick|target):/.test(x)));
  const l = ids(m, 0);
  assert.ok(['clone-squad', 'padme-amidala-d', 'naboo-cruiser'].every((k) => l.some((x) => x.includes(k))), JSON.stringify(l));
});

test('TCG-ABIL-13 / TCG-PLAY-3: Lost in the Asteroids: not after a unit in the Space arena attacked (setup "attack" in Space)', () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-wing', 'geonosian-guard'] }), light({ hand: ['lost-in-the-asteroids', 'weapon-response'], arenas: ['naboo-cruiser', 'n-1-starfighter'] })], start: 'battle', arena: 'space',
    attack: { attacker: 'droid-starfighter-wing', defender: 'naboo-cruiser', dice: [1, 1, 1, 1] } });
  passUntil(m, () => has(m, 1, 'use:weapon-response') || view(m, 0).arena !== 'Space');
  assert.ok(!has(m, 1, 'use:lost-in-the-asteroids'), JSON.stringify(ids(m, 1)) + texts(m).join(' | '));
});

test('TCG-ABIL-13 / TCG-PLAY-3: Lost in the Asteroids: not after a unit in the Space arena attacked (real attack; checked in the Character battle step)', () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-wing', 'geonosian-guard'] }), light({ hand: ['lost-in-the-asteroids', 'windus-solution'], arenas: ['naboo-cruiser', 'clone-warrior-4-163'] })], start: 'battle', arena: 'space' });
  passUntil(m, () => has(m, 0, 'target:naboo-cruiser'));
  go(m, 0, 'target:naboo-cruiser');
  passUntil(m, () => view(m, 0).arena === 'Character' && has(m, 1, 'pass'));
  assert.equal(view(m, 0).turn, 1);
  assert.ok(has(m, 1, 'use:windus-solution'));
  assert.ok(!has(m, 1, 'use:lost-in-the-asteroids'), JSON.stringify(ids(m, 1)) + texts(m).join(' | '));
});
