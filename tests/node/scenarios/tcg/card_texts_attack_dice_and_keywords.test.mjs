// TCG scenarios: card texts as printed: battle cards and keywords in an attack: Evade and
// Deflect, rerolls, Critical Hit, Ion Cannon, Bombard and Shields, power
// changes and the number of dice rolled;
// each test named by its rule ID and card.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, acts, logs } from './table.mjs';
import { light, dark, has, go, findUnit, passUntil, labels } from './setup_builders.mjs';
// The dice of each attack roll (a roll of no dice, logged with data.dice [], is left out).
const rolls = (m) => logs(m).filter((e) => e.type === 'roll' && !e.data.buildPoints && e.data.dice?.length).map((e) => e.data.dice);

test('TCG-KW-5 Darth Tyranus (A): after Evade 3, his Deflect 1 is still offered in the same window (a different ability), Force 9 -> 6', () => {
  const m = start({ seats: [dark({ force: 9, arenas: ['darth-tyranus-a'] }), light({ arenas: ['obi-wan-kenobi-a', 'clone-warrior-4-163'] })], start: 'battle', attack: { attacker: 'obi-wan-kenobi-a', defender: 'darth-tyranus-a', dice: [6, 6, 6, 6, 6, 1] } });
  const ev = acts(m, 0).find((a) => /Evade 3/.test(a.label)).id;
  act(m, 0, ev);
  assert.equal(view(m, 0).players[0].force, 6);
  assert.deepEqual(labels(m, 0), ['Pass', 'Use Darth Tyranus (A): Pay 2 Force → Deflect 1.']);
});

test('TCG-KW-3/TCG-ATTACK-6 Target Locked / Surge of Power: not offered after the attack roll (reroll window)', () => {
  const m = start({ seats: [dark({ arenas: ['coruscant-freighter-aa-9-a'] }), light({ force: 9, hand: ['target-locked', 'surge-of-power', 'second-effort'], arenas: ['naboo-cruiser'] })], start: 'battle', attack: { attacker: 'naboo-cruiser', defender: 'coruscant-freighter-aa-9-a', dice: [6, 5, 1, 1, 1, 1] } });
  assert.ok(!has(m, 1, 'use:target-locked') && !has(m, 1, 'use:surge-of-power'));
  assert.ok(has(m, 1, 'use:second-effort'));
});

test('TCG-DICE-4 Second Effort: "one or more" dice - finish is not offered before a die is chosen', () => {
  const m = start({ seats: [dark({ arenas: ['coruscant-freighter-aa-9-a'] }), light({ force: 5, hand: ['second-effort'], arenas: ['naboo-cruiser'] })], start: 'battle', attack: { attacker: 'naboo-cruiser', defender: 'coruscant-freighter-aa-9-a', dice: [1, 1, 4, 5, 6, 6] } });
  go(m, 1, 'use:second-effort');
  assert.ok(!ids(m, 1).includes('finish'));
});

test('TCG-KW-6/TCG-KW-7 Commerce Guild Droid Platoon (Ion Cannon 3) at Republic Cruiser (Shields 1): 2 dice', () => {
  const m = start({ seats: [dark({ arenas: ['commerce-guild-droid-platoon'] }), light({ arenas: ['republic-cruiser', 'clone-squad'] })], start: 'battle', attack: { attacker: 'commerce-guild-droid-platoon', defender: 'republic-cruiser', mode: 'ionCannon' } });
  passUntil(m, () => logs(m).some((e) => e.type === 'roll' && !e.data.buildPoints));
  assert.equal(logs(m).find((e) => e.type === 'roll' && !e.data.buildPoints).data.dice.length, 2);
});

test("TCG-KW-4 Padawan's Deflection: the redirect targets are units of the deflecting unit's arena only (either side), not itself", () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-wing', 'reek'] }), light({ force: 3, hand: ['padawans-deflection'], arenas: ['naboo-cruiser', 'n-1-starfighter', 'clone-squad'] })], start: 'battle', attack: { attacker: 'droid-starfighter-wing', defender: 'naboo-cruiser', dice: [6, 6, 6, 6] } });
  go(m, 1, 'use:padawans-deflection');
  if (st(m).step === 'ability') go(m, 1, 'target:naboo-cruiser');
  passUntil(m, () => ids(m, 1).some((x) => x.startsWith('target:')));
  const t = ids(m, 1).filter((x) => x.startsWith('target:')).map((x) => x.split('.')[0]).sort();
  assert.deepEqual(t, ['target:droid-starfighter-wing', 'target:n-1-starfighter']);
});

test('TCG-KW-3 Chancellor\'s Guard Squad (Critical Hit 2): after Second Effort rerolls the six, the final dice decide the Critical Hit', () => {
  for (let seed = 1; seed <= 8; seed++) {
    const m = start({ seats: [dark({ arenas: ['trade-federation-battleship-core'] }), light({ force: 5, hand: ['second-effort'], arenas: ['chancellors-guard-squad'] })], start: 'battle', attack: { attacker: 'chancellors-guard-squad', defender: 'trade-federation-battleship-core', dice: [6, 1] } }, {}, seed);
    go(m, 1, 'use:second-effort');
    go(m, 1, 'die.0'); // the label says die 1 (6): dice in roll order
    go(m, 1, 'finish');
    passUntil(m, () => logs(m).some((e) => e.type === 'hits'));
    const d = rolls(m).pop();
    assert.ok(d.includes(1), JSON.stringify(d));
    const hits = d.filter((x) => x >= 4).length;
    const hl = logs(m).find((e) => e.type === 'hits').text;
    assert.equal(Number(hl.match(/(\d+) damage/)[1]), hits + (d.includes(6) ? 2 : 0), `${hl} ${d}`);
  }
});

test('TCG-ATTACK-6 Weapon Response on a power-2 attacker (Geonosian Guard): power 0, no dice, no damage', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard'] }), light({ force: 1, hand: ['weapon-response'], arenas: ['clone-warrior-4-163'] })], start: 'battle', attack: { attacker: 'geonosian-guard', defender: 'clone-warrior-4-163' } });
  passUntil(m, () => has(m, 1, 'use:weapon-response'));
  go(m, 1, 'use:weapon-response');
  if (st(m).step === 'ability') go(m, 1, 'target:geonosian-guard');
  assert.ok(logs(m).some((e) => e.text === 'No dice are rolled.'));
  assert.equal(rolls(m).length, 0);
  assert.equal(findUnit(view(m, 1), 'clone-warrior-4-163').damage ?? 0, 0);
});

test("TCG-KW-7 Tyranus's Wrath against Shields: Droid Starfighter Wing (4) +7 at Republic Cruiser (Shields 1) rolls 10 dice", () => {
  const m = start({ seats: [dark({ force: 8, hand: ['tyranuss-wrath'], arenas: ['droid-starfighter-wing'] }), light({ arenas: ['republic-cruiser'] })], start: 'battle', attack: { attacker: 'droid-starfighter-wing', defender: 'republic-cruiser' } });
  go(m, 0, 'use:tyranuss-wrath');
  if (st(m).step === 'ability') go(m, 0, 'target:droid-starfighter-wing');
  passUntil(m, () => rolls(m).length > 0);
  assert.equal(rolls(m)[0].length, 10);
});

test('TCG-KW-2 Weapon Response on a Bombard attack: Trade Federation Battleship Bombard 4 - 2 = 2 dice', () => {
  const m = start({ seats: [dark({ arenas: ['trade-federation-battleship', 'reek'] }), light({ force: 1, hand: ['weapon-response'], arenas: ['naboo-defense-station', 'naboo-cruiser'] })], start: 'battle', attack: { attacker: 'trade-federation-battleship', defender: 'naboo-defense-station', mode: 'bombard' } });
  passUntil(m, () => has(m, 1, 'use:weapon-response'));
  go(m, 1, 'use:weapon-response');
  if (st(m).step === 'ability') go(m, 1, 'target:');
  passUntil(m, () => rolls(m).length > 0);
  assert.equal(rolls(m)[0].length, 2);
});

test('TCG-KW-6 Surge of Power on an Ion Cannon attack: Naboo Spaceport Ion Cannon 4 + 2 = 6 dice', () => {
  const m = start({ seats: [dark({ arenas: ['coruscant-freighter-aa-9-a', 'reek'] }), light({ force: 1, hand: ['surge-of-power'], arenas: ['naboo-spaceport'] })], start: 'battle', attack: { attacker: 'naboo-spaceport', defender: 'coruscant-freighter-aa-9-a', mode: 'ionCannon' } });
  passUntil(m, () => has(m, 1, 'use:surge-of-power'));
  go(m, 1, 'use:surge-of-power');
  if (st(m).step === 'ability') go(m, 1, 'target:');
  passUntil(m, () => rolls(m).length > 0);
  assert.equal(rolls(m)[0].length, 6);
});
