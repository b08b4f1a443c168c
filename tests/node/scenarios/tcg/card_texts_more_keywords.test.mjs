// TCG black-box scenarios, card texts: keywords: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, logs } from './table.mjs';
import { light, dark, has, go, findUnit, passUntil } from './setup_builders.mjs';
const rolls = (m) => logs(m).filter((e) => e.type === 'roll' && !e.data.buildPoints).map((e) => e.data.dice);
const dmgOf = (m) => { const h = logs(m).find((e) => e.type === 'hits'); return h ? Number(h.text.match(/(\d+) damage/)[1]) : undefined; };
// [key, name, side, X, defender for it]
const crits = [
  ['at-te-walker-23x', 'AT-TE Walker 23X', 'light', 2, 'trade-federation-battleship-core'],
  ['zams-airspeeder-a', "Zam's Airspeeder (A)", 'dark', 3, 'naboo-defense-station'],
  ['bravo-n-1-starfighter', 'Bravo N-1 Starfighter', 'light', 1, 'coruscant-freighter-aa-9-a'],
  ['chancellors-guard-squad', "Chancellor's Guard Squad", 'light', 2, 'trade-federation-battleship-core'],
  ['elite-jedi-squad', 'Elite Jedi Squad', 'light', 2, 'trade-federation-battleship-core'],
  ['geonosian-fighter', 'Geonosian Fighter', 'dark', 1, 'coruscant-freighter-aa-9-a'],
  ['geonosian-squad', 'Geonosian Squad', 'dark', 3, 'naboo-defense-station'],
];
for (const [key, name, side, X, def] of crits) {
  const mk = (dice) => start({ seats: side === 'dark' ? [dark({ arenas: [key] }), light({ arenas: [def] })] : [dark({ arenas: [def] }), light({ arenas: [key] })], start: 'battle', attack: { attacker: key, defender: def, dice } });
  test(`TCG-KW-3 ${name}: Critical Hit ${X}: roll [6,5,2] deals 2 hits + ${X}; roll [5,4,1] deals 2`, () => {
    let m = mk([6, 5, 2]);
    passUntil(m, (v) => dmgOf(m) !== undefined);
    assert.equal(dmgOf(m), 2 + X, logs(m).map((e) => e.text).join(' | '));
    assert.equal(findUnit(view(m, 0), def).damage, 2 + X);
    m = mk([5, 4, 1]);
    passUntil(m, (v) => dmgOf(m) !== undefined);
    assert.equal(dmgOf(m), 2);
  });
}
// Shields: [key, name, side, X, attacker, attacker power]
const shields = [
  ['padmes-yacht-a', "Padmé's Yacht (A)", 'light', 1, 'droid-starfighter-wing', 4],
  ['republic-cruiser', 'Republic Cruiser', 'light', 1, 'droid-starfighter-wing', 4],
  ['at-te-walker-71e', 'AT-TE Walker 71E', 'light', 1, 'trade-federation-battleship-core', 10],
  ['recon-speeder', 'Recon Speeder', 'light', 1, 'trade-federation-battleship-core', 10],
  ['speeder-bike-squadron', 'Speeder Bike Squadron', 'light', 1, 'trade-federation-battleship-core', 10],
  ['commerce-guild-starship', 'Commerce Guild Starship', 'dark', 1, 'naboo-cruiser', 6],
  ['intergalactic-banking-clan-starship', 'Intergalactic Banking Clan Starship', 'dark', 1, 'naboo-cruiser', 6],
  ['walking-droid-fighter', 'Walking Droid Fighter', 'dark', 1, 'naboo-defense-station', 6],
];
for (const [key, name, side, X, atk, p] of shields) {
  test(`TCG-KW-7 ${name}: Shields ${X}: an attacker of power ${p} rolls ${p - X} dice against it`, () => {
    const m = start({ seats: side === 'dark' ? [dark({ arenas: [key] }), light({ arenas: [atk] })] : [dark({ arenas: [atk] }), light({ arenas: [key] })], start: 'battle', attack: { attacker: atk, defender: key } });
    passUntil(m, () => rolls(m).length > 0);
    assert.equal(rolls(m)[0].length, p - X);
  });
}
// Bombard: Space unit attacks into the Ground arena with X dice
const bombards = [
  ['republic-assault-ship', 'Republic Assault Ship', 'light', 2, 6, 'trade-federation-battleship-core'],
  ['trade-federation-battleship', 'Trade Federation Battleship', 'dark', 4, 4, 'naboo-defense-station'],
  ['trade-federation-war-freighter', 'Trade Federation War Freighter', 'dark', 3, 5, 'naboo-defense-station'],
];
for (const [key, name, side, X, p, def] of bombards) {
  test(`TCG-KW-2 ${name}: Bombard ${X}: offered bombard:<Ground unit> in its Space attack, rolls ${X} dice (not its power ${p})`, () => {
    const s = side === 'dark' ? 0 : 1;
    const mine = { arenas: [key] }; const theirs = { arenas: [def, side === 'dark' ? 'naboo-cruiser' : 'techno-union-starship'] };
    const m = start({ seats: s === 0 ? [dark(mine), light(theirs)] : [dark(theirs), light(mine)], start: 'battle', arena: 'space' });
    passUntil(m, () => has(m, s, 'bombard:') || has(m, s, 'target:'));
    go(m, s, 'bombard:' + def);
    passUntil(m, () => rolls(m).length > 0);
    assert.equal(rolls(m)[0].length, X);
  });
}
test('TCG-KW-2 Bombard vs Shields: Republic Assault Ship (Bombard 2) at Walking Droid Fighter (Shields 1) rolls 1 die', () => {
  const m = start({ seats: [dark({ arenas: ['walking-droid-fighter', 'techno-union-starship'] }), light({ arenas: ['republic-assault-ship'] })], start: 'battle', attack: { attacker: 'republic-assault-ship', defender: 'walking-droid-fighter', mode: 'bombard' } });
  passUntil(m, () => rolls(m).length > 0);
  assert.equal(rolls(m)[0].length, 1);
});
test('TCG-KW-2 a Space unit without Bombard (Naboo Cruiser) is offered no bombard: target', () => {
  const m = start({ seats: [dark({ arenas: ['techno-union-starship', 'reek'] }), light({ arenas: ['naboo-cruiser'] })], start: 'battle', arena: 'space' });
  passUntil(m, () => has(m, 1, 'target:'));
  assert.ok(!has(m, 1, 'bombard:'));
});
const ions = [
  ['naboo-spaceport', 'Naboo Spaceport', 'light', 4, 7, 'coruscant-freighter-aa-9-a'],
  ['commerce-guild-droid-platoon', 'Commerce Guild Droid Platoon', 'dark', 3, 5, 'naboo-cruiser'],
];
for (const [key, name, side, X, p, def] of ions) {
  test(`TCG-KW-6 ${name}: Ion Cannon ${X}: offered ion:<Space unit> in its Ground attack, rolls ${X} dice (not its power ${p})`, () => {
    const s = side === 'dark' ? 0 : 1;
    const mine = { arenas: [key] }; const theirs = { arenas: [def, side === 'dark' ? 'naboo-defense-station' : 'trade-federation-battleship-core'] };
    const m = start({ seats: s === 0 ? [dark(mine), light(theirs)] : [dark(theirs), light(mine)], start: 'battle', arena: 'ground' });
    passUntil(m, () => has(m, s, 'ion:') || has(m, s, 'target:'));
    go(m, s, 'ion:' + def);
    passUntil(m, () => rolls(m).length > 0);
    assert.equal(rolls(m)[0].length, X);
  });
}
