// TCG scenarios: card texts of the Battle phase as printed (triggers when the
// phase or a battle step starts or ends, instead-of-attacking abilities,
// Critical Hit, Battle cards that change power and speed), each test named by
// its rule ID and card.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, logs } from './table.mjs';
import { light, dark, has, go, passUntil, findUnit, passDS, texts } from './setup_builders.mjs';

test('TCG-ABIL-8 / TCG-DICE-4: Jar Jar Binks (A): when the opponent rolls dice in an attack on him, he may reroll any of them', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }), light({ arenas: ['jar-jar-binks-a'] })], start: 'battle', arena: 'character', attack: { attacker: 'geonosian-warrior', defender: 'jar-jar-binks-a', dice: [6, 5, 1] } });
  go(m, 1, 'use:jar-jar-binks-a');
  go(m, 1, 'die.');
  const l = ids(m, 1);
  assert.ok(l.includes('finish'), JSON.stringify(l));
});

test('TCG-DMG-1 / TCG-ABIL-13: Lull in the Fighting: also prevents Elan Sleazebaggano (A)\'s damage when the battle phase ends (done by a Character)', () => {
  const m = start({ seats: [dark({ arenas: ['reek'] }), light({ hand: ['lull-in-the-fighting'], arenas: ['elan-sleazebaggano-a', 'clone-warrior-4-163'] })], start: 'battle', arena: 'character' });
  passDS(m);
  go(m, 1, 'use:lull-in-the-fighting');
  passUntil(m, (v) => v.turn > 1);
  assert.equal(findUnit(view(m, 1), 'clone-warrior-4-163').damage ?? 0, 0, texts(m).slice(-8).join(' | '));
});

test('TCG-ABIL-11 / TCG-DMG-3: Elan Sleazebaggano (A): 1 damage to each other Character of yours when the battle phase ends', () => {
  const m = start({ seats: [dark({ arenas: ['reek'] }), light({ arenas: ['elan-sleazebaggano-a', 'clone-warrior-4-163', 'naboo-cruiser'] })], start: 'battle', arena: 'character' });
  passUntil(m, (v) => v.turn > 1);
  const v = view(m, 1);
  assert.equal(findUnit(v, 'clone-warrior-4-163').damage, 1);
  assert.equal(findUnit(v, 'naboo-cruiser').damage ?? 0, 0);
  assert.equal(findUnit(v, 'elan-sleazebaggano-a').damage ?? 0, 0);
});

test('TCG-ABIL-7: Yoda (A): +1 Force when the battle phase ends if Yoda is in the Character arena', () => {
  const m = start({ seats: [dark({ force: 0, arenas: ['reek'] }), light({ force: 0, arenas: ['yoda-a'] })], start: 'battle', arena: 'character' });
  passUntil(m, (v) => v.turn > 1);
  assert.equal(view(m, 1).players[1].force, 1 + 4);
});

test("TCG-ABIL-9: Obi-Wan's Starfighter (A): all damage counters removed when the battle phase starts, in the Space arena", () => {
  const m = start({ seats: [dark({ arenas: ['reek'] }), light({ arenas: [{ card: 'obi-wans-starfighter-a', damage: 2 }] })], start: 'build' });
  passUntil(m, (v) => v.phase === 'battle');
  assert.equal(findUnit(view(m, 1), 'obi-wans-starfighter-a').damage ?? 0, 0);
});

test('TCG-ABIL-7: Watto (A): when the battle phase ends, remove a damage counter from one of your Droids, Speeders or Starfighters', () => {
  const m = start({ seats: [dark({ arenas: ['watto-a', { card: 'battle-droid-squad', damage: 1 }, { card: 'droid-starfighter-wing', damage: 1 }, { card: 'geonosian-guard', damage: 1 }, { card: 'zams-airspeeder-a', damage: 0 }] }), light({ arenas: ['clone-squad'] })], start: 'battle', arena: 'character' });
  passUntil(m, () => ids(m, 0).some((x) => x.startsWith('pick:') || x.startsWith('choose:')));
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.includes('battle-droid-squad')) && l.some((x) => x.includes('droid-starfighter-wing')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.includes('geonosian-guard')), JSON.stringify(l));
});

test('TCG-ABIL-12: Zam Wesell (A): when the Character battle step starts, remove 1 damage counter or Critical Hit 2', () => {
  const m = start({ seats: [dark({ arenas: [{ card: 'zam-wesell-a', damage: 2 }] }), light({ arenas: ['clone-warrior-4-163'] })], start: 'battle', arena: 'ground' });
  passUntil(m, () => ids(m, 0).some((x) => x.startsWith('pick:')));
  const l = ids(m, 0);
  assert.equal(l.filter((x) => x.startsWith('pick:')).length, 2, JSON.stringify(l));
  go(m, 0, 'pick:', '.0');
  assert.equal(findUnit(view(m, 0), 'zam-wesell-a').damage, 1);
});

test('TCG-ABIL-12: Destroyer Droid, P Series: when the Character battle step starts, +20 speed or +2 power until end of battle', () => {
  const m = start({ seats: [dark({ arenas: ['destroyer-droid-p-series'] }), light({ arenas: ['clone-warrior-4-163'] })], start: 'battle', arena: 'ground' });
  passUntil(m, () => ids(m, 0).some((x) => x.startsWith('pick:')));
  go(m, 0, 'pick:', '.1');
  const u = findUnit(view(m, 0), 'destroyer-droid-p-series');
  assert.equal(u.power + u.speed, 7 + 40, JSON.stringify(u));
});

test('TCG-ABIL-7 / TCG-DMG-3: Droid Control Ship: when discarded from the Space arena, 1 damage to each of your Droids in each arena', () => {
  const m = start({ seats: [dark({ arenas: [{ card: 'droid-control-ship', damage: 8 }, 'battle-droid-squad', 'droid-starfighter-wing', 'infantry-battle-droid-b1-series'] }), light({ arenas: ['naboo-cruiser', 'clone-squad'] })], start: 'battle', arena: 'space',
    attack: { attacker: 'naboo-cruiser', defender: 'droid-control-ship', dice: [6, 1, 1, 1, 1, 1] } });
  passUntil(m, () => st(m).step !== 'window' || !ids(m, 0).concat(ids(m, 1)).includes('pass'), 40);
  const v = view(m, 0);
  assert.equal(findUnit(v, 'droid-control-ship').where, 'discard');
  assert.equal(findUnit(v, 'battle-droid-squad').damage, 1);
  assert.equal(findUnit(v, 'droid-starfighter-wing').damage, 1);
  assert.equal(findUnit(v, 'infantry-battle-droid-b1-series').where, 'discard');
});

test('TCG-ABIL-7 / TCG-DMG-3: Infantry Battle Droid, B1 Series: when discarded from the Character arena, draw a card', () => {
  const m = start({ seats: [dark({ deck: ['reek', 'reek'], arenas: ['infantry-battle-droid-b1-series'] }), light({ arenas: ['clone-warrior-4-163'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'clone-warrior-4-163', defender: 'infantry-battle-droid-b1-series', dice: [6, 1, 1, 1] } });
  const t = texts(m);
  const i = t.findIndex((x) => /B1 Series is destroyed/.test(x));
  assert.ok(i >= 0 && /Dark Side draws 1 card/.test(t[i + 2]), t.join(' | '));
});

test('TCG-KW-3 / TCG-ABIL-11: Jango Fett (A): Critical Hit 2 while attacking a Jedi (a real attack)', () => {
  const m = start({ seats: [dark({ arenas: ['jango-fett-a'] }), light({ force: 0, arenas: ['obi-wan-kenobi-c'] })], start: 'battle', arena: 'character' }, {}, 2);
  passUntil(m, () => has(m, 0, 'target:'));
  go(m, 0, 'target:obi-wan-kenobi-c');
  const t = texts(m);
  assert.ok(t.includes('Jango Fett (A) rolls 7 dice: 1 5 3 5 6 2 1.'), t.join(' | '));
  assert.ok(t.includes('3 hits, 5 damage.'), t.join(' | '));
});

test('TCG-KW-3 / TCG-ABIL-11: Jango Fett (A): Critical Hit 2 while attacking a Jedi - setup "attack" with "dice" (api.md: Critical Hit taken as at the roll)', () => {
  const m = start({ seats: [dark({ arenas: ['jango-fett-a'] }), light({ force: 0, arenas: ['obi-wan-kenobi-c'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'jango-fett-a', defender: 'obi-wan-kenobi-c', dice: [6, 1, 1, 1, 1, 1, 1] } });
  assert.ok(texts(m).includes('1 hit, 3 damage.'), texts(m).join(' | '));
});

test('TCG-KW-3: Jango Fett (D): printed Critical Hit 1 - setup "attack" with "dice" (control)', () => {
  const m = start({ seats: [dark({ arenas: ['jango-fett-d'] }), light({ force: 0, arenas: ['clone-warrior-4-163'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'jango-fett-d', defender: 'clone-warrior-4-163', dice: [6, 1, 1, 1] } });
  assert.ok(texts(m).includes('1 hit, 2 damage.'), texts(m).join(' | '));
});

test("TCG-ABIL-7: Tyranus's Solar Sailer (A): when its attack ends you may retreat it", () => {
  const m = start({ seats: [dark({ arenas: ['tyranuss-solar-sailer-a'] }), light({ arenas: ['naboo-cruiser'] })], start: 'battle', arena: 'space',
    attack: { attacker: 'tyranuss-solar-sailer-a', defender: 'naboo-cruiser', dice: [1, 1] } });
  go(m, 0, 'use:tyranuss-solar-sailer-a');
  assert.equal(findUnit(view(m, 0), 'tyranuss-solar-sailer-a').where, 'build');
});

test("TCG-ABIL-6 / TCG-ATTACK-2: Hero's Duty: +5 power for this attack; discard that unit when the attack ends", () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }), light({ hand: ['heros-duty'], arenas: ['clone-warrior-5-373'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'clone-warrior-5-373', defender: 'geonosian-warrior' } });
  passDS(m);
  go(m, 1, 'use:heros-duty');
  go(m, 1, 'target:clone-warrior-5-373');
  assert.equal(findUnit(view(m, 1), 'clone-warrior-5-373').where, 'discard');
  assert.ok(texts(m).some((t) => /Clone Warrior 5\/373 rolls 8 dice/.test(t)), texts(m).join(' | '));
});

test('TCG-ABIL-13: Interference in the Senate: each of the opponent\'s units in the chosen arena -20 speed -2 power until end of battle', () => {
  const m = start({ seats: [dark({ hand: ['interference-in-the-senate'], arenas: ['geonosian-guard'] }), light({ arenas: ['clone-warrior-4-163', 'clone-squad'] })], start: 'battle', arena: 'space' });
  if (!has(m, 0, 'use:interference')) passUntil(m, () => has(m, 0, 'use:interference'));
  go(m, 0, 'use:interference');
  go(m, 0, 'arena.2');
  const u = findUnit(view(m, 0), 'clone-warrior-4-163');
  assert.equal(u.speed, 20); assert.equal(u.power, 2);
  assert.equal(findUnit(view(m, 0), 'clone-squad').power, 3);
  assert.equal(findUnit(view(m, 0), 'geonosian-guard').power, 2);
});

test('TCG-GEN-3: Ward of the Jedi: that unit cannot be attacked this turn as long as you have another unit in the same arena', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }), light({ hand: ['ward-of-the-jedi'], arenas: ['clone-warrior-4-163', 'naboo-security-guard'] })], start: 'battle', arena: 'character' });
  passDS(m);
  go(m, 1, 'use:ward-of-the-jedi');
  go(m, 1, 'target:clone-warrior-4-163');
  passUntil(m, () => has(m, 0, 'target:'));
  const l = ids(m, 0);
  assert.ok(!l.some((x) => x.includes('clone-warrior-4-163')) && l.some((x) => x.includes('naboo-security-guard')), JSON.stringify(l));
});

test('TCG-ATTACK-3: Dexter Jettster (A): instead of attacking, one of your Characters gets +3 power until end of battle', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard'] }), light({ arenas: ['dexter-jettster-a', 'clone-warrior-5-373'] })], start: 'battle', arena: 'character' });
  passUntil(m, () => has(m, 1, 'use:dexter'));
  go(m, 1, 'use:dexter');
  go(m, 1, '', 'clone-warrior-5-373');
  assert.equal(findUnit(view(m, 1), 'clone-warrior-5-373').power, 6);
  assert.equal(findUnit(view(m, 1), 'dexter-jettster-a').tapped, true);
});

test('TCG-ATTACK-3 / TCG-FORCE-3: Poggle the Lesser (A): instead of attacking, tap an opposing Character unless its player pays 3 Force', () => {
  const m = start({ seats: [dark({ arenas: ['poggle-the-lesser-a'] }), light({ force: 5, arenas: ['clone-warrior-4-163', 'naboo-security-guard'] })], start: 'battle', arena: 'character' });
  passUntil(m, () => has(m, 0, 'use:poggle'));
  go(m, 0, 'use:poggle');
  go(m, 0, '', 'clone-warrior-4-163');
  assert.ok(has(m, 1, 'pay') && has(m, 1, 'refuse'), JSON.stringify(ids(m, 1)));
  act(m, 1, 'refuse');
  assert.equal(findUnit(view(m, 1), 'clone-warrior-4-163').tapped, true);
});

test('TCG-ABIL-4 / TCG-BUILD-1: Anakin Skywalker (B): [tap] in your build step: one of your Ground units +20 speed +2 power until end of battle', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard'] }), light({ arenas: ['anakin-skywalker-b', 'clone-squad', 'clone-warrior-4-163'] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'use:anakin-skywalker-b');
  const l = ids(m, 1);
  assert.ok(!l.some((x) => x.includes('clone-warrior-4-163')), JSON.stringify(l));
  go(m, 1, '', 'clone-squad');
  const u = findUnit(view(m, 1), 'clone-squad');
  assert.equal(u.speed, 30); assert.equal(u.power, 5);
});

test('TCG-ABIL-4 / TCG-KW-3: R2-D2 (A): [tap] in your build step: each of your Space units gets Critical Hit 1 until end of battle', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard', 'droid-starfighter-squadron'] }), light({ arenas: ['r2-d2-a', 'n-1-starfighter'] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'use:r2-d2-a');
  passUntil(m, () => has(m, 1, 'target:droid-starfighter-squadron'));
  go(m, 1, 'target:droid-starfighter-squadron');
  const r = logs(m).filter((e) => e.type === 'roll').pop();
  const hits = r.data.dice.filter((d) => d >= 4).length + (r.data.dice.includes(6) ? 1 : 0);
  assert.ok(texts(m).some((t) => t.startsWith(`${hits} hit`) || t.includes(`${hits} damage`)), texts(m).slice(-4).join(' | '));
});

test('TCG-ABIL-13: Master and Apprentice: up to 2 of your units each get +2 power until end of battle', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard'] }), light({ hand: ['master-and-apprentice'], arenas: ['clone-warrior-4-163', 'clone-squad', 'naboo-cruiser'] })], start: 'battle', arena: 'space' });
  passDS(m);
  go(m, 1, 'use:master-and-apprentice');
  go(m, 1, '', 'clone-warrior-4-163');
  go(m, 1, '', 'naboo-cruiser');
  if (has(m, 1, 'finish')) act(m, 1, 'finish');
  const v = view(m, 1);
  assert.equal(findUnit(v, 'clone-warrior-4-163').power, 6);
  assert.equal(findUnit(v, 'naboo-cruiser').power, 8);
  assert.equal(findUnit(v, 'clone-squad').power, 3);
});
