// TCG scenarios: what a card may target as printed (tapped or untapped,
// either side, unit type and arena, current power, the attack window),
// each test named by its rule ID and card.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, logs } from './table.mjs';
import { light, dark, has, go, who, passUntil, findUnit, passDS } from './setup_builders.mjs';

test('TCG-BATTLE-3: Knockdown: any untapped Character, either side; not a tapped one', () => {
  const m = start({ seats: [dark({ hand: ['knockdown'], arenas: ['geonosian-warrior', { card: 'geonosian-guard', tapped: true }] }),
    light({ arenas: ['clone-warrior-4-163', { card: 'naboo-security-guard', tapped: true }] })], start: 'battle', arena: 'character' });
  go(m, 0, 'use:knockdown');
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.includes('geonosian-warrior')) && l.some((x) => x.includes('clone-warrior')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.includes('geonosian-guard') || x.includes('naboo-security-guard')), JSON.stringify(l));
});

test('TCG-BATTLE-3: Repulsorlift Malfunction: any untapped Ground unit; Sonic Shockwave: any untapped Space unit', () => {
  const m = start({ seats: [dark({ hand: ['repulsorlift-malfunction', 'sonic-shockwave'], arenas: ['battle-droid-squad', 'droid-starfighter-wing', { card: 'reek', tapped: true }] }),
    light({ arenas: ['clone-squad', 'naboo-cruiser'] })], start: 'battle', arena: 'space' });
  go(m, 0, 'use:repulsorlift-malfunction');
  let l = ids(m, 0);
  assert.deepEqual(l.map((x) => x.split(':')[1].split('.')[0]).sort(), ['battle-droid-squad', 'clone-squad'], JSON.stringify(l));
  go(m, 0, 'target:clone-squad');
  assert.equal(findUnit(view(m, 0), 'clone-squad').tapped, true);
  passUntil(m, () => has(m, 0, 'use:sonic-shockwave'));
  go(m, 0, 'use:sonic-shockwave');
  l = ids(m, 0);
  assert.deepEqual(l.map((x) => x.split(':')[1].split('.')[0]).sort(), ['droid-starfighter-wing', 'naboo-cruiser'], JSON.stringify(l));
});

test('TCG-BATTLE-7: Power Dive: untaps one of your TAPPED Starfighters (Space) or Speeders (Ground); an untapped one is no target', () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-squadron'] }),
    light({ hand: ['power-dive'], arenas: ['n-1-starfighter', { card: 'bravo-n-1-starfighter', tapped: true }, 'naboo-cruiser', { card: 'swoop-bike', tapped: true }, { card: 'patrol-speeder', tapped: true }] })], start: 'battle', arena: 'space' });
  passDS(m);
  go(m, 1, 'use:power-dive');
  const l = ids(m, 1);
  assert.ok(l.some((x) => x.includes('bravo-n-1')), JSON.stringify(l));
  assert.ok(l.some((x) => x.includes('swoop-bike')) && l.some((x) => x.includes('patrol-speeder')), 'Speeders in the Ground arena: ' + JSON.stringify(l));
  assert.ok(!l.some((x) => x.includes('naboo-cruiser')), 'a Transport is no Starfighter');
  assert.ok(!l.some((x) => x.includes(':n-1-starfighter')), 'printed: "one of your tapped Starfighters": ' + JSON.stringify(l));
});

test("TCG-GLOSS-4: Down in Flames: one of your opponent's Speeders in the Ground arena, discarded", () => {
  const m = start({ seats: [dark({ hand: ['down-in-flames'], arenas: ['zams-airspeeder-a', 'battle-droid-squad'] }),
    light({ arenas: ['speeder-bike-squadron', 'clone-squad', 'recon-speeder'] })], start: 'battle', arena: 'ground' });
  go(m, 0, 'use:down-in-flames');
  const l = ids(m, 0);
  assert.deepEqual(l.filter((x) => x.startsWith('target:')).map((x) => x.split(':')[1].split('.')[0]).sort(), ['recon-speeder', 'speeder-bike-squadron'], JSON.stringify(l));
  go(m, 0, 'target:recon-speeder');
  assert.equal(findUnit(view(m, 0), 'recon-speeder').where, 'discard');
});

test('TCG-ABIL-4: Bail Organa (A): the opponent may choose a tapped unit of theirs in the Character arena (card ruling)', () => {
  const m = start({ seats: [dark({ force: 10, arenas: ['geonosian-warrior', { card: 'geonosian-guard', tapped: true }] }),
    light({ arenas: ['bail-organa-a', 'clone-squad'] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'use:bail-organa-a');
  const s = who(m);
  assert.equal(s, 0);
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.includes('geonosian-warrior')), JSON.stringify(l));
  assert.ok(l.some((x) => x.includes('geonosian-guard')), 'printed: "chooses one of his or her units": ' + JSON.stringify(l));
});

test('TCG-ATTACK-3 / TCG-RETREAT-1: Queen Jamillia (A): instead of attacking, retreat one of your Diplomats (Padmé, or Jamillia herself)', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard'] }),
    light({ arenas: ['queen-jamillia-a', 'padme-amidala-d', 'clone-warrior-4-163'] })], start: 'battle', arena: 'character' });
  passUntil(m, () => has(m, 1, 'use:queen-jamillia-a'));
  go(m, 1, 'use:queen-jamillia-a');
  const l = ids(m, 1);
  assert.ok(l.some((x) => x.includes('padme-amidala-d')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.includes('clone-warrior')), JSON.stringify(l));
  go(m, 1, '', 'padme-amidala-d');
  const u = findUnit(view(m, 1), 'padme-amidala-d');
  assert.equal(u.where, 'build');
});

test('TCG-BUILD-7: Subtle Assassination: a Character of the opponent with power 3 or less (current power)', () => {
  const m = start({ seats: [dark({ buildPoints: 5, build: [{ card: 'subtle-assassination', counters: 3 }], arenas: ['geonosian-guard'] }),
    light({ arenas: ['clone-officer', 'clone-warrior-5-373', 'naboo-security-guard', 'obi-wan-kenobi-c'] })], start: 'build' });
  go(m, 0, 'complete:subtle-assassination');
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.includes('naboo-security-guard')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.includes('obi-wan')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.includes('clone-warrior-5-373')), 'power 3 + 1 (Clone Officer) = 4: ' + JSON.stringify(l));
});

test('TCG-ATTACK-1 / TCG-PLAY-4: Attract Enemy Fire: only on an attack by an opponent unit, before the roll; switches to your unit', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }),
    light({ hand: ['attract-enemy-fire'], arenas: ['naboo-security-guard', 'clone-warrior-4-163'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'geonosian-warrior', defender: 'naboo-security-guard' } });
  assert.ok(has(m, 1, 'use:attract-enemy-fire'), JSON.stringify(st(m)) + JSON.stringify(ids(m, 1)));
  go(m, 1, 'use:attract-enemy-fire');
  go(m, 1, 'target:clone-warrior');
  assert.ok(logs(m).some((e) => /now attacks Clone Warrior 4\/163/.test(e.text)));
  assert.ok(logs(m).some((e) => /Clone Warrior 4\/163 takes/.test(e.text)));
  // own attack: not offered
  const m2 = start({ seats: [dark({ arenas: ['geonosian-warrior', 'geonosian-guard'] }),
    light({ hand: ['attract-enemy-fire', 'weapon-response'], arenas: ['naboo-security-guard', 'clone-warrior-4-163'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'clone-warrior-4-163', defender: 'geonosian-warrior' } });
  passDS(m2);
  assert.ok(has(m2, 1, 'use:weapon-response'), JSON.stringify(ids(m2, 1)));
  assert.ok(!has(m2, 1, 'use:attract-enemy-fire'), JSON.stringify(ids(m2, 1)));
});

test('TCG-RETREAT-1: Go to the Temple: not while a unit is attacking; retreat any number of your units of one arena', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }),
    light({ hand: ['go-to-the-temple', 'weapon-response'], arenas: ['naboo-security-guard', 'clone-warrior-4-163'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'geonosian-warrior', defender: 'naboo-security-guard' } });
  assert.equal(view(m, 1).attack.rolled, false);
  assert.ok(has(m, 1, 'use:weapon-response'));
  assert.ok(!has(m, 1, 'use:go-to-the-temple'), JSON.stringify(ids(m, 1)));
  const m2 = start({ seats: [dark({ arenas: ['geonosian-warrior'] }),
    light({ hand: ['go-to-the-temple'], arenas: ['naboo-security-guard', 'clone-warrior-4-163', 'clone-squad'] })], start: 'battle', arena: 'character' });
  passDS(m2);
  go(m2, 1, 'use:go-to-the-temple');
  go(m2, 1, 'arena.2');
  go(m2, 1, '', 'naboo-security-guard');
  go(m2, 1, '', 'clone-warrior-4-163');
  if (has(m2, 1, 'finish')) act(m2, 1, 'finish'); else if (has(m2, 1, 'done')) act(m2, 1, 'done');
  const v = view(m2, 1);
  assert.equal(findUnit(v, 'naboo-security-guard').where, 'build');
  assert.equal(findUnit(v, 'clone-warrior-4-163').where, 'build');
  assert.equal(findUnit(v, 'clone-squad').where, 'Ground');
});

test('TCG-ABIL-13: Spirit of the Fallen: only after a Character of yours was discarded from the Character arena this turn', () => {
  const m0 = start({ seats: [dark({ arenas: ['jango-fett-a'] }),
    light({ hand: ['spirit-of-the-fallen', 'windus-solution'], arenas: ['naboo-security-guard', 'clone-warrior-4-163'] })], start: 'battle', arena: 'character' });
  passDS(m0);
  assert.ok(has(m0, 1, 'use:windus-solution') && !has(m0, 1, 'use:spirit-of-the-fallen'));
  const m = start({ seats: [dark({ arenas: ['jango-fett-a'] }),
    light({ hand: ['spirit-of-the-fallen'], arenas: ['naboo-security-guard', 'clone-warrior-4-163'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'jango-fett-a', defender: 'naboo-security-guard', dice: [6, 6, 1, 1, 1, 1, 1] } });
  assert.equal(findUnit(view(m, 1), 'naboo-security-guard').where, 'discard');
  go(m, 1, 'use:spirit-of-the-fallen');
  assert.equal(findUnit(view(m, 1), 'clone-warrior-4-163').power, 6);
});

test("TCG-KW-3: Hero's Flaw: your Characters get Critical Hit 2 while attacking that Character", () => {
  const m = start({ seats: [dark({ hand: ['heros-flaw'], arenas: ['geonosian-warrior'] }),
    light({ arenas: ['clone-warrior-4-163'], force: 0 })], start: 'battle', arena: 'character' }, {}, 8);
  go(m, 0, 'use:heros-flaw');
  go(m, 0, 'target:clone-warrior');
  passUntil(m, () => has(m, 0, 'target:clone-warrior'));
  go(m, 0, 'target:clone-warrior');
  // roll is random: check log crit when a 6
  const roll = logs(m).filter((e) => e.type === 'roll').pop();
  assert.ok(roll.data.dice.includes(6));
  const dice = roll.data.dice;
  const hits = dice.filter((d) => d >= 4).length;
  const exp = Math.min(4, hits + (dice.includes(6) ? 2 : 0));
  const u = findUnit(view(m, 0), 'clone-warrior-4-163');
  assert.equal(u.where === 'discard' ? 4 : (u.damage ?? 0), exp, JSON.stringify(roll));
});
