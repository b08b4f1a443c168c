// TCG black-box scenarios, card texts: statics: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, logs } from './table.mjs';
import { light, dark, has, go, findUnit, passUntil } from './setup_builders.mjs';
const at = (d, l) => view(start({ seats: [dark({ arenas: d }), light({ arenas: l })], start: 'build' }), 0);
const sp = (v, k) => findUnit(v, k).speed;
const pw = (v, k) => findUnit(v, k).power;
const ret = (k) => ({ card: k, retreated: true });
const atB = (d, l, db = [], lb = []) => view(start({ seats: [dark({ arenas: d, build: db }), light({ arenas: l, build: lb })], start: 'build' }), 0);

test('TCG-ABIL-11 Boba Fett (A): each Bounty Hunter -10 speed while Boba is in the Character arena (Jango (B) 60 -> 50, Zam (A) 60 -> 50); Boba retreated: none', () => {
  let v = at(['boba-fett-a', 'jango-fett-b', 'zam-wesell-a'], ['clone-squad']);
  assert.equal(sp(v, 'jango-fett-b'), 50); assert.equal(sp(v, 'zam-wesell-a'), 50); assert.equal(sp(v, 'boba-fett-a'), 40);
  v = atB(['jango-fett-b'], ['clone-squad'], [ret('boba-fett-a')]);
  assert.equal(sp(v, 'jango-fett-b'), 60);
});
test('TCG-ABIL-11 Captain Typho (A): other Naboo Soldiers of yours +10 speed (Naboo Security Guard 30 -> 40), not Typho (40); retreated: none', () => {
  let v = at(['reek'], ['captain-typho-a', 'naboo-security-guard']);
  assert.equal(sp(v, 'naboo-security-guard'), 40); assert.equal(sp(v, 'captain-typho-a'), 40);
  v = atB(['reek'], ['naboo-security-guard'], [], [ret('captain-typho-a')]);
  assert.equal(sp(v, 'naboo-security-guard'), 30);
});
test('TCG-ABIL-11 Clone Officer: each Clone of yours +1 power in every arena (Clone Warrior 4/163 4 -> 5, Clone Squad 3 -> 4, Officer 5 -> 6); not other units', () => {
  const v = at(['reek'], ['clone-officer', 'clone-warrior-4-163', 'clone-squad', 'naboo-security-guard']);
  assert.deepEqual([pw(v, 'clone-officer'), pw(v, 'clone-warrior-4-163'), pw(v, 'clone-squad'), pw(v, 'naboo-security-guard')], [6, 5, 4, 2]);
});
test('TCG-ABIL-2 Clone Officer: retreated, no Clone gets +1 power', () => {
  const v = atB(['reek'], ['clone-warrior-4-163'], [], [ret('clone-officer')]);
  assert.equal(pw(v, 'clone-warrior-4-163'), 4);
});
test('TCG-ABIL-11 Geonosian Sentry: each other Geonosian of yours +10 speed (Guard 30 -> 40, Reek 50 -> 60), not the Sentry (40), not a Droid', () => {
  const v = at(['geonosian-sentry', 'geonosian-guard', 'reek', 'battle-droid-squad'], ['clone-squad']);
  assert.deepEqual([sp(v, 'geonosian-sentry'), sp(v, 'geonosian-guard'), sp(v, 'reek'), sp(v, 'battle-droid-squad')], [40, 40, 60, 10]);
});
test('TCG-ABIL-11 Luxury Airspeeder: each other Ground unit of yours +10 speed (Clone Squad 10 -> 20), not itself (60), not a Character', () => {
  const v = at(['reek'], ['luxury-airspeeder', 'clone-squad', 'clone-warrior-4-163']);
  assert.deepEqual([sp(v, 'luxury-airspeeder'), sp(v, 'clone-squad'), sp(v, 'clone-warrior-4-163')], [60, 20, 40]);
});
test('TCG-ABIL-11 Luxury Airspeeder: not the opponent\'s Ground units (Reek stays 50)', () => {
  const v = at(['reek', 'luxury-airspeeder'], ['clone-squad']);
  assert.equal(sp(v, 'clone-squad'), 10);
  assert.equal(sp(v, 'reek'), 60);
});
test('TCG-ABIL-11 Padmé Amidala (A): each Jedi of yours +10 speed (Kit Fisto 40 -> 50, Elite Jedi Squad 40 -> 50), Anakin Skywalker (C) +2 power (5 -> 7) and +10 speed', () => {
  const v = at(['reek'], ['padme-amidala-a', 'kit-fisto-a', 'anakin-skywalker-c', 'elite-jedi-squad', 'clone-warrior-4-163']);
  assert.deepEqual([sp(v, 'kit-fisto-a'), pw(v, 'kit-fisto-a')], [50, 4]);
  assert.deepEqual([sp(v, 'anakin-skywalker-c'), pw(v, 'anakin-skywalker-c')], [70, 7]);
  assert.equal(sp(v, 'elite-jedi-squad'), 50);
  assert.deepEqual([sp(v, 'clone-warrior-4-163'), sp(v, 'padme-amidala-a')], [40, 60]);
});
test('TCG-ABIL-2 Padmé Amidala (A): retreated, no bonus', () => {
  const v = atB(['reek'], ['kit-fisto-a', 'anakin-skywalker-c'], [], [ret('padme-amidala-a')]);
  assert.deepEqual([sp(v, 'kit-fisto-a'), sp(v, 'anakin-skywalker-c'), pw(v, 'anakin-skywalker-c')], [40, 60, 5]);
});
test('TCG-ABIL-11 Taun We (A): each Clone of yours +10 speed (Clone Warrior 40 -> 50, Clone Squad 10 -> 20); not a non-Clone, not Taun (20)', () => {
  const v = at(['reek'], ['taun-we-a', 'clone-warrior-4-163', 'clone-squad', 'naboo-security-guard']);
  assert.deepEqual([sp(v, 'clone-warrior-4-163'), sp(v, 'clone-squad'), sp(v, 'naboo-security-guard'), sp(v, 'taun-we-a')], [50, 20, 30, 20]);
});
test('TCG-ABIL-11 Acklay: +30 speed only with no other unit of yours in the Character arena (70 alone; 40 with Geonosian Guard; 70 with a Ground unit)', () => {
  assert.equal(sp(at(['acklay'], ['clone-squad']), 'acklay'), 70);
  assert.equal(sp(at(['acklay', 'geonosian-guard'], ['clone-squad']), 'acklay'), 40);
  assert.equal(sp(at(['acklay', 'reek'], ['clone-warrior-4-163']), 'acklay'), 70);
});
test('TCG-ABIL-11 Super Battle Droid 8EX: +10 speed +1 power with another Droid of yours in any arena (Droid Starfighter Wing in Space): 50/6; alone 40/5', () => {
  let v = at(['super-battle-droid-8ex', 'droid-starfighter-wing'], ['clone-squad']);
  assert.deepEqual([sp(v, 'super-battle-droid-8ex'), pw(v, 'super-battle-droid-8ex')], [50, 6]);
  v = at(['super-battle-droid-8ex', 'geonosian-guard'], ['clone-squad']);
  assert.deepEqual([sp(v, 'super-battle-droid-8ex'), pw(v, 'super-battle-droid-8ex')], [40, 5]);
});
test('TCG-ABIL-11 Super Battle Droid 8EX: the opponent\'s Droid (R2-D2 (A)) does not count ("you have")', () => {
  const v = at(['super-battle-droid-8ex'], ['r2-d2-a']);
  assert.deepEqual([sp(v, 'super-battle-droid-8ex'), pw(v, 'super-battle-droid-8ex')], [40, 5]);
});
test('TCG-ABIL-11 Hyperdrive Ring: +2 power while you have a Starfighter in the Space arena (N-1 Starfighter): 3; alone 1', () => {
  assert.equal(pw(at(['reek'], ['hyperdrive-ring', 'n-1-starfighter']), 'hyperdrive-ring'), 3);
  assert.equal(pw(at(['reek'], ['hyperdrive-ring', 'naboo-cruiser']), 'hyperdrive-ring'), 1);
  assert.equal(pw(at(['droid-starfighter-wing'], ['hyperdrive-ring']), 'hyperdrive-ring'), 1);
});

// attacks: Jango (B) / (C) bonuses only against a Jedi
const rollOf = (m) => logs(m).filter((e) => e.type === 'roll' && !e.data.buildPoints).map((e) => e.data.dice)[0];
function jangoAttack(jango, def, seed = 1) {
  const m = start({ seats: [dark({ arenas: [jango] }), light({ arenas: [def, 'clone-squad'] })], start: 'battle', attack: { attacker: jango, defender: def } }, {}, seed);
  passUntil(m, () => rollOf(m) !== undefined);
  return m;
}
test('TCG-ABIL-11 Jango Fett (C): attacking a Jedi (Obi-Wan Kenobi (A)) +2 power: 6 dice; a non-Jedi: 4 dice', () => {
  assert.equal(rollOf(jangoAttack('jango-fett-c', 'obi-wan-kenobi-a')).length, 6);
  assert.equal(rollOf(jangoAttack('jango-fett-c', 'clone-warrior-4-163')).length, 4);
});
test('TCG-KW-3 Jango Fett (B): attacking a Jedi +1 power (7 dice) and Critical Hit 1; a non-Jedi 6 dice, no Critical Hit', () => {
  for (let seed = 1; seed <= 5; seed++) {
    let m = jangoAttack('jango-fett-b', 'yoda-a', seed);
    let d = rollOf(m); assert.equal(d.length, 7);
    let h = d.filter((x) => x >= 4).length;
    let hl = logs(m).find((e) => e.type === 'hits').text;
    assert.equal(Number(hl.match(/(\d+) damage/)[1]), h + (d.includes(6) ? 1 : 0), hl + ' ' + d);
    m = jangoAttack('jango-fett-b', 'clone-warrior-4-163', seed);
    d = rollOf(m); assert.equal(d.length, 6);
    h = d.filter((x) => x >= 4).length;
    hl = logs(m).find((e) => e.type === 'hits').text;
    assert.equal(Number(hl.match(/(\d+) damage/)[1]), h, hl + ' ' + d);
  }
});
test('TCG-ABIL-2 retreated sources give nothing: Luxury Airspeeder (Clone Squad 10), Taun We (Clone Warrior 40), Geonosian Sentry (Geonosian Guard 30)', () => {
  let v = atB(['reek'], ['clone-squad', 'clone-warrior-4-163'], [], [ret('luxury-airspeeder'), ret('taun-we-a')]);
  assert.equal(sp(v, 'clone-squad'), 10);
  assert.equal(sp(v, 'clone-warrior-4-163'), 40);
  v = atB(['geonosian-guard'], ['clone-squad'], [ret('geonosian-sentry')]);
  assert.equal(sp(v, 'geonosian-guard'), 30);
});
test('TCG-ABIL-11 Acklay: another Character of yours retreated leaves Acklay alone in the arena: 70', () => {
  assert.equal(sp(atB(['acklay'], ['clone-squad'], [ret('geonosian-guard')]), 'acklay'), 70);
});
