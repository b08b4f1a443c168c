// TCG black-box scenarios, card texts: battle cards: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, acts, logs } from './table.mjs';
import { light, dark, has, go, findUnit, passUntil } from './setup_builders.mjs';
const force = (m, s) => view(m, s).players[s].force;
const lastRoll = (m) => { const r = logs(m).filter((e) => e.type === 'roll' && !e.data.buildPoints); return r.length ? r[r.length - 1].data.dice : null; };
const lastHits = (m) => { const r = logs(m).filter((e) => e.type === 'hits'); return r.length ? r[r.length - 1].text : ''; };
const rollOrWindow = (m) => passUntil(m, () => lastRoll(m) !== null);
const settle = (m) => passUntil(m, (v) => !v.attack || (st(m).step !== 'window' && st(m).step !== 'deflect'));
const six5 = [6, 6, 6, 6, 6];
// LS unit `def` attacked by a DS unit with 5 hits (no six-dependent keywords on attackers used)
function lsDefends(attacker, def, hand, f, extra = []) {
  return start({ seats: [dark({ arenas: [attacker] }), light({ force: f, hand, arenas: [def, ...extra] })], start: 'battle', attack: { attacker, defender: def, dice: six5 } });
}

test("TCG-PLAY-4c Yoda's Intervention: pay 3 Force, prevent up to 3 of 5 damage to a Space unit of yours (printed: one of your units)", () => {
  const m = lsDefends('droid-starfighter-wing', 'naboo-cruiser', ['yodas-intervention'], 3);
  go(m, 1, 'use:yodas-intervention');
  if (st(m).step === 'ability') go(m, 1, 'target:naboo-cruiser');
  assert.equal(force(m, 1), 0);
  settle(m);
  assert.equal(findUnit(view(m, 1), 'naboo-cruiser').damage, 2);
});
test("TCG-PLAY-4c Yoda's Intervention: on a Ground unit of yours too (printed: one of your units)", () => {
  const m = lsDefends('trade-federation-battleship-core', 'naboo-defense-station', ['yodas-intervention'], 3);
  go(m, 1, 'use:yodas-intervention');
  if (st(m).step === 'ability') go(m, 1, 'target:naboo-defense-station');
  settle(m);
  assert.equal(findUnit(view(m, 1), 'naboo-defense-station').damage, 2);
});
test("TCG-FORCE-3 Yoda's Intervention: not offered with 2 Force, nor for damage to the opponent's unit", () => {
  let m = lsDefends('droid-starfighter-wing', 'naboo-cruiser', ['yodas-intervention'], 2);
  assert.ok(!has(m, 1, 'use:yodas-intervention'));
  m = start({ seats: [dark({ arenas: ['droid-starfighter-wing'] }), light({ force: 9, hand: ['yodas-intervention'], arenas: ['naboo-cruiser'] })], start: 'battle', attack: { attacker: 'naboo-cruiser', defender: 'droid-starfighter-wing', dice: six5 } });
  assert.ok(!has(m, 1, 'use:yodas-intervention'));
});

test('TCG-PLAY-4c High-Force Dodge: pay 5 Force, prevent up to 5 of 5 damage to a Space unit of yours (printed: one of your units)', () => {
  const m = lsDefends('droid-starfighter-wing', 'naboo-cruiser', ['high-force-dodge'], 5);
  go(m, 1, 'use:high-force-dodge');
  if (st(m).step === 'ability') go(m, 1, 'target:naboo-cruiser');
  assert.equal(force(m, 1), 0);
  settle(m);
  assert.equal(findUnit(view(m, 1), 'naboo-cruiser').damage ?? 0, 0);
});
test('TCG-PLAY-4c High-Force Dodge: on a Character of yours too (printed: one of your units); not with 4 Force', () => {
  let m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }), light({ force: 5, hand: ['high-force-dodge'], arenas: ['yoda-a'] })], start: 'battle', attack: { attacker: 'geonosian-warrior', defender: 'yoda-a', dice: six5 } });
  go(m, 1, 'use:high-force-dodge');
  if (st(m).step === 'ability') go(m, 1, 'target:yoda-a');
  settle(m);
  assert.equal(findUnit(view(m, 1), 'yoda-a').damage ?? 0, 0);
  m = lsDefends('droid-starfighter-wing', 'naboo-cruiser', ['high-force-dodge'], 4);
  assert.ok(!has(m, 1, 'use:high-force-dodge'));
});

test("TCG-PLAY-4c Hero's Dodge: pay 1 Force, prevent up to 2 of 5 damage to a Character of yours (5 -> 3); not for a Space unit", () => {
  let m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }), light({ force: 1, hand: ['heros-dodge'], arenas: ['yoda-a'] })], start: 'battle', attack: { attacker: 'geonosian-warrior', defender: 'yoda-a', dice: six5 } });
  go(m, 1, 'use:heros-dodge');
  if (st(m).step === 'ability') go(m, 1, 'target:yoda-a');
  assert.equal(force(m, 1), 0);
  settle(m);
  assert.equal(findUnit(view(m, 1), 'yoda-a').damage, 3);
  m = lsDefends('droid-starfighter-wing', 'naboo-cruiser', ['heros-dodge'], 5);
  assert.ok(!has(m, 1, 'use:heros-dodge'));
});

test("TCG-PLAY-4c Pilot's Dodge: pay 2 Force, prevent up to 2 of 5 damage to a Space unit of yours (5 -> 3); not for a Character", () => {
  let m = lsDefends('droid-starfighter-wing', 'naboo-cruiser', ['pilots-dodge'], 2);
  go(m, 1, 'use:pilots-dodge');
  if (st(m).step === 'ability') go(m, 1, 'target:naboo-cruiser');
  assert.equal(force(m, 1), 0);
  settle(m);
  assert.equal(findUnit(view(m, 1), 'naboo-cruiser').damage, 3);
  m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }), light({ force: 5, hand: ['pilots-dodge'], arenas: ['yoda-a'] })], start: 'battle', attack: { attacker: 'geonosian-warrior', defender: 'yoda-a', dice: six5 } });
  assert.ok(!has(m, 1, 'use:pilots-dodge'));
});

test("TCG-KW-4 Padawan's Deflection: pay 3 Force, prevent 1 of 5 damage (-> 4), then that unit deals 1 to a chosen unit of its arena", () => {
  const m = lsDefends('droid-starfighter-wing', 'naboo-cruiser', ['padawans-deflection'], 3);
  go(m, 1, 'use:padawans-deflection');
  if (st(m).step === 'ability') go(m, 1, 'target:naboo-cruiser');
  assert.equal(force(m, 1), 0);
  passUntil(m, () => has(m, 1, 'target:droid-starfighter-wing') || !view(m, 0).attack);
  go(m, 1, 'target:droid-starfighter-wing');
  settle(m);
  const v = view(m, 1);
  assert.equal(findUnit(v, 'naboo-cruiser').damage, 4);
  assert.equal(findUnit(v, 'droid-starfighter-wing').damage, 1);
});

function lsAttacks(card, f, attacker = 'naboo-cruiser', defender = 'droid-starfighter-wing') {
  return start({ seats: [dark({ arenas: [defender] }), light({ force: f, hand: [card], arenas: [attacker] })], start: 'battle', attack: { attacker, defender } });
}
test('TCG-ABIL-6 Surge of Power: pay 1 Force, your attacking unit +2 power for this attack: 8 dice instead of 6; back to 6 after', () => {
  const m = lsAttacks('surge-of-power', 1);
  go(m, 1, 'use:surge-of-power');
  if (st(m).step === 'ability') go(m, 1, 'target:naboo-cruiser');
  assert.equal(force(m, 1), 0);
  rollOrWindow(m);
  assert.equal(lastRoll(m).length, 8);
  assert.equal(findUnit(view(m, 1), 'naboo-cruiser').power, 6);
});
test('TCG-FORCE-3 Surge of Power: not offered with 0 Force', () => {
  assert.ok(!has(lsAttacks('surge-of-power', 0), 1, 'use:surge-of-power'));
});
test('TCG-KW-3 Target Locked: pay 2 Force, Critical Hit 2 for this attack: damage = hits + 2 when a six is rolled', () => {
  for (let seed = 1; seed <= 6; seed++) {
    const m = start({ seats: [dark({ arenas: ['coruscant-freighter-aa-9-a'] }), light({ force: 2, hand: ['target-locked'], arenas: ['naboo-cruiser'] })], start: 'battle', attack: { attacker: 'naboo-cruiser', defender: 'coruscant-freighter-aa-9-a' } }, {}, seed);
    go(m, 1, 'use:target-locked');
    if (st(m).step === 'ability') go(m, 1, 'target:naboo-cruiser');
    assert.equal(force(m, 1), 0);
    rollOrWindow(m);
    const d = lastRoll(m);
    const hits = d.filter((x) => x >= 4).length;
    const six = d.includes(6);
    assert.equal(lastHits(m), `${hits} hits, ${hits + (six ? 2 : 0)} damage.`.replace(/^1 hits/, '1 hit'), JSON.stringify(d));
  }
});
test('TCG-FORCE-3 Target Locked: not with 1 Force', () => {
  assert.ok(!has(lsAttacks('target-locked', 1), 1, 'use:target-locked'));
});

function dsAttacks(card, f, attacker = 'droid-starfighter-wing', defender = 'naboo-cruiser') {
  return start({ seats: [dark({ force: f, hand: [card], arenas: [attacker] }), light({ arenas: [defender] })], start: 'battle', attack: { attacker, defender } });
}
test('TCG-ABIL-6 Strength of Hate: pay 2 Force, your unit +3 power for this attack: 7 dice instead of 4', () => {
  const m = dsAttacks('strength-of-hate', 2);
  go(m, 0, 'use:strength-of-hate');
  if (st(m).step === 'ability') go(m, 0, 'target:droid-starfighter-wing');
  assert.equal(force(m, 0), 0);
  rollOrWindow(m);
  assert.equal(lastRoll(m).length, 7);
});
test('TCG-FORCE-3 Strength of Hate: not with 1 Force', () => {
  assert.ok(!has(dsAttacks('strength-of-hate', 1), 0, 'use:strength-of-hate'));
});
test("TCG-ABIL-6 Tyranus's Wrath: pay 8 Force, the attacking unit +7 power for this attack: 11 dice instead of 4", () => {
  const m = dsAttacks('tyranuss-wrath', 8);
  go(m, 0, 'use:tyranuss-wrath');
  if (st(m).step === 'ability') go(m, 0, 'target:droid-starfighter-wing');
  assert.equal(force(m, 0), 0);
  rollOrWindow(m);
  assert.equal(lastRoll(m).length, 11);
});
test("TCG-FORCE-3 Tyranus's Wrath: not with 7 Force", () => {
  assert.ok(!has(dsAttacks('tyranuss-wrath', 7), 0, 'use:tyranuss-wrath'));
});
test('TCG-ABIL-6 Weapon Response: pay 1 Force (played by the defender), the attacking unit -2 power: 2 dice instead of 4', () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-wing'] }), light({ force: 1, hand: ['weapon-response'], arenas: ['naboo-cruiser'] })], start: 'battle', attack: { attacker: 'droid-starfighter-wing', defender: 'naboo-cruiser' } });
  passUntil(m, () => has(m, 1, 'use:weapon-response') || lastRoll(m) !== null);
  go(m, 1, 'use:weapon-response');
  if (st(m).step === 'ability') go(m, 1, 'target:droid-starfighter-wing');
  assert.equal(force(m, 1), 0);
  rollOrWindow(m);
  assert.equal(lastRoll(m).length, 2);
});
test('TCG-FORCE-3 Weapon Response: not with 0 Force, not while no attack is in progress', () => {
  let m = start({ seats: [dark({ arenas: ['droid-starfighter-wing'] }), light({ force: 0, hand: ['weapon-response'], arenas: ['naboo-cruiser'] })], start: 'battle', attack: { attacker: 'droid-starfighter-wing', defender: 'naboo-cruiser' } });
  assert.ok(!has(m, 1, 'use:weapon-response'));
  m = start({ seats: [dark({ arenas: ['droid-starfighter-wing'] }), light({ force: 5, hand: ['weapon-response'], arenas: ['naboo-cruiser'] })], start: 'build' });
  act(m, 0, 'done');
  assert.ok(!has(m, 1, 'use:weapon-response'));
});

test("TCG-PLAY-1 Windu's Solution: pay 2 Force, a unit of yours +30 speed and +2 power until the battle phase ends", () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-wing'] }), light({ force: 2, hand: ['windus-solution'], arenas: ['naboo-cruiser', 'clone-squad'] })], start: 'battle', arena: 'space' });
  passUntil(m, () => has(m, 1, 'use:windus-solution'));
  go(m, 1, 'use:windus-solution');
  go(m, 1, 'target:clone-squad');
  assert.equal(force(m, 1), 0);
  const u = findUnit(view(m, 1), 'clone-squad');
  assert.deepEqual([u.speed, u.power], [40, 5]);
  assert.deepEqual([findUnit(view(m, 1), 'naboo-cruiser').speed, findUnit(view(m, 1), 'naboo-cruiser').power], [10, 6]);
  passUntil(m, (v) => v.turn > 1);
  const w = findUnit(view(m, 1), 'clone-squad');
  if (w.where !== 'discard') assert.deepEqual([w.speed, w.power], [10, 3]);
});
test("TCG-PLAY-2 Anakin's Inspiration: pay 2 Force, choose an arena: each of your units there +20 speed; other arenas unchanged", () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-wing'] }), light({ force: 2, hand: ['anakins-inspiration'], arenas: ['naboo-cruiser', 'n-1-starfighter', 'clone-squad'] })], start: 'battle', arena: 'space' });
  passUntil(m, () => has(m, 1, 'use:anakins-inspiration'));
  go(m, 1, 'use:anakins-inspiration');
  go(m, 1, 'arena.0');
  assert.equal(force(m, 1), 0);
  const v = view(m, 1);
  assert.equal(findUnit(v, 'naboo-cruiser').speed, 30);
  assert.equal(findUnit(v, 'n-1-starfighter').speed, 80);
  assert.equal(findUnit(v, 'clone-squad').speed, 10);
  assert.equal(findUnit(v, 'droid-starfighter-wing').speed, 40);
});
test("TCG-FORCE-3 Anakin's Inspiration / Windu's Solution: not with 1 Force", () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-wing'] }), light({ force: 1, hand: ['anakins-inspiration', 'windus-solution'], arenas: ['naboo-cruiser'] })], start: 'battle', arena: 'space' });
  passUntil(m, () => st(m).toAct[0] === 1 || view(m, 0).attack);
  assert.ok(!has(m, 1, 'use:anakins-inspiration') && !has(m, 1, 'use:windus-solution'), JSON.stringify(ids(m, 1)));
});
test('TCG-BATTLE-3 Dark Speed: no Force cost, a unit of yours +30 speed until the battle phase ends; not the opponent\'s', () => {
  const m = start({ seats: [dark({ force: 0, hand: ['dark-speed'], arenas: ['droid-starfighter-wing'] }), light({ arenas: ['naboo-cruiser'] })], start: 'battle', arena: 'space' });
  passUntil(m, () => has(m, 0, 'use:dark-speed'));
  go(m, 0, 'use:dark-speed');
  assert.ok(!ids(m, 0).some((x) => x.includes('naboo-cruiser')), JSON.stringify(ids(m, 0)));
  if (st(m).step === 'ability') go(m, 0, 'target:droid-starfighter-wing');
  assert.equal(findUnit(view(m, 0), 'droid-starfighter-wing').speed, 70);
  assert.equal(force(m, 0), 0);
});
test('TCG-DICE-4 Second Effort: pay 5 Force, the chosen attack dice (the two 1s) are rolled again, the others stay', () => {
  const m = start({ seats: [dark({ arenas: ['coruscant-freighter-aa-9-a'] }), light({ force: 5, hand: ['second-effort'], arenas: ['naboo-cruiser'] })], start: 'battle', attack: { attacker: 'naboo-cruiser', defender: 'coruscant-freighter-aa-9-a', dice: [1, 1, 4, 5, 6, 6] } });
  go(m, 1, 'use:second-effort');
  assert.equal(force(m, 1), 0);
  go(m, 1, 'die.0'); go(m, 1, 'die.1');
  go(m, 1, 'finish');
  const vals = lastRoll(m).slice().sort();
  assert.ok(logs(m).filter((e) => e.type === 'roll').pop().data.reroll, 'logged as a reroll');
  for (const k of [4, 5, 6, 6]) { const i = vals.indexOf(k); assert.ok(i >= 0, JSON.stringify(vals)); vals.splice(i, 1); }
  assert.equal(vals.length, 2);
});
test('TCG-FORCE-3 Second Effort: not with 4 Force', () => {
  const m = start({ seats: [dark({ arenas: ['coruscant-freighter-aa-9-a'] }), light({ force: 4, hand: ['second-effort'], arenas: ['naboo-cruiser'] })], start: 'battle', attack: { attacker: 'naboo-cruiser', defender: 'coruscant-freighter-aa-9-a', dice: [1, 1, 4, 5, 6, 6] } });
  assert.ok(!has(m, 1, 'use:second-effort'));
});
