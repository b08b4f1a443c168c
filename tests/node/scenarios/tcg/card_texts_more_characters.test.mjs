// TCG black-box scenarios, card texts: characters: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, acts, logs } from './table.mjs';
import { light, dark, has, go, findUnit, passUntil } from './setup_builders.mjs';
const force = (m, s) => view(m, s).players[s].force;
const asn = (lsForce, lsArenas) => {
  const m = start({ seats: [dark({ arenas: ['assassin-droid-asn-121-a'] }), light({ force: lsForce, arenas: lsArenas })], start: 'battle', arena: 'character' });
  passUntil(m, () => has(m, 0, 'use:assassin-droid-asn-121-a'));
  return m;
};
test('TCG-ATTACK-3 Assassin Droid ASN-121 (A): instead of attacking, 3 damage to an opposing Character (no Jedi: no pay offer); ASN-121 ends tapped', () => {
  const m = asn(9, ['yoda-b', 'clone-warrior-4-163', 'naboo-security-guard']);
  // yoda-b is a Jedi; use a board without Jedi
  const m2 = asn(9, ['clone-warrior-4-163', 'naboo-security-guard']);
  go(m2, 0, 'use:assassin-droid-asn-121-a');
  go(m2, 0, 'target:clone-warrior-4-163');
  assert.ok(!has(m2, 1, 'pay'), JSON.stringify(ids(m2, 1)));
  passUntil(m2, () => findUnit(view(m2, 0), 'clone-warrior-4-163').damage > 0 || view(m2, 0).arena !== 'Character');
  assert.equal(findUnit(view(m2, 0), 'clone-warrior-4-163').damage, 3);
  assert.equal(findUnit(view(m2, 0), 'assassin-droid-asn-121-a').tapped, true);
  assert.equal(force(m2, 1), 9);
  void m;
});
test('TCG-FORCE-3 Assassin Droid ASN-121 (A): with a Jedi in the Character arena the opponent pays 2 Force (9 -> 7) and no damage is dealt', () => {
  const m = asn(9, ['kit-fisto-a', 'clone-warrior-4-163']);
  go(m, 0, 'use:assassin-droid-asn-121-a');
  go(m, 0, 'target:clone-warrior-4-163');
  go(m, 1, 'pay');
  assert.equal(force(m, 1), 7);
  assert.equal(findUnit(view(m, 0), 'clone-warrior-4-163').damage ?? 0, 0);
});
test('TCG-FORCE-3 Assassin Droid ASN-121 (A): a Jedi but only 1 Force: no pay offer, 3 damage', () => {
  const m = asn(1, ['kit-fisto-a', 'clone-warrior-4-163']);
  go(m, 0, 'use:assassin-droid-asn-121-a');
  go(m, 0, 'target:clone-warrior-4-163');
  assert.ok(!has(m, 1, 'pay'));
  passUntil(m, () => (findUnit(view(m, 0), 'clone-warrior-4-163').damage ?? 0) > 0 || view(m, 0).arena !== 'Character');
  assert.equal(findUnit(view(m, 0), 'clone-warrior-4-163').damage, 3);
});
test('TCG-KW-5 Assassin Droid ASN-121 (A): its 3 damage has a prevent window: Kit Fisto (A) refuses to pay, Evades 2, takes 1', () => {
  const m = asn(4, ['kit-fisto-a']);
  go(m, 0, 'use:assassin-droid-asn-121-a');
  go(m, 0, 'target:kit-fisto-a');
  go(m, 1, 'refuse');
  go(m, 1, 'use:kit-fisto-a');
  passUntil(m, () => st(m).step !== 'window');
  assert.equal(findUnit(view(m, 0), 'kit-fisto-a').damage, 1);
  assert.equal(force(m, 1), 2);
});
test('TCG-ATTACK-3 Assassin Droid ASN-121 (A): only Character-arena units are targets, and the ability is not offered outside its attack (build step)', () => {
  const m = asn(0, ['clone-warrior-4-163', 'clone-squad']);
  go(m, 0, 'use:assassin-droid-asn-121-a');
  assert.ok(!ids(m, 0).some((x) => x.includes('clone-squad')), JSON.stringify(ids(m, 0)));
  const b = start({ seats: [dark({ arenas: ['assassin-droid-asn-121-a'] }), light({ arenas: ['clone-warrior-4-163'] })], start: 'build' });
  assert.ok(!has(b, 0, 'use:assassin-droid-asn-121-a'));
});

test('TCG-ABIL-7 Cliegg Lars (A): deploying him costs his owner 1 Force (3 -> 2); cost 2 build points', () => {
  const m = start({ seats: [dark(), light({ force: 3, buildPoints: 0, build: [{ card: 'cliegg-lars-a', counters: 2 }] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'deploy:cliegg-lars-a');
  assert.equal(force(m, 1), 2);
  assert.equal(findUnit(view(m, 1), 'cliegg-lars-a').where, 'Character');
});
test('TCG-BUILD-6 Cliegg Lars (A): not ready with 1 counter (cost 2)', () => {
  const m = start({ seats: [dark(), light({ force: 3, build: [{ card: 'cliegg-lars-a', counters: 1 }] })], start: 'build' });
  act(m, 0, 'done');
  assert.ok(!has(m, 1, 'deploy:cliegg-lars-a'));
});

function dsc(card, arena, units, other) {
  return start({ seats: [dark({ force: 8, hand: [card], arenas: [other] }), light({ arenas: units })], start: 'battle', arena });
}
test("TCG2-TARGET-5 Dark Side's Command: pay 8 Force, untap the opponent's tapped Space unit; its next attack is turned against another LS Space unit", () => {
  const m = dsc('dark-sides-command', 'space', [{ card: 'naboo-cruiser', tapped: true }, 'n-1-starfighter'], 'coruscant-freighter-aa-9-a');
  go(m, 0, 'use:dark-sides-command');
  go(m, 0, 'target:naboo-cruiser');
  assert.equal(force(m, 0), 0);
  assert.equal(findUnit(view(m, 0), 'naboo-cruiser').tapped, false);
  passUntil(m, () => has(m, 0, 'choose:'), 60);
  const l = ids(m, 0).filter((x) => x.startsWith('choose:'));
  assert.deepEqual(l.map((x) => x.split('.')[0]), ['choose:n-1-starfighter']);
  go(m, 0, 'choose:n-1-starfighter');
  passUntil(m, () => logs(m).some((e) => e.type === 'roll' && !e.data.buildPoints));
  assert.ok(logs(m).some((e) => /Naboo Cruiser rolls 6 dice/.test(e.text)), logs(m).map((e) => e.text).join(' | '));
});
test("TCG-FORCE-3 Dark Side's Command: not with 7 Force; not for an untapped unit or a Ground unit", () => {
  let m = start({ seats: [dark({ force: 7, hand: ['dark-sides-command'], arenas: ['coruscant-freighter-aa-9-a'] }), light({ arenas: [{ card: 'naboo-cruiser', tapped: true }] })], start: 'battle', arena: 'space' });
  assert.ok(!has(m, 0, 'use:dark-sides-command'));
  m = dsc('dark-sides-command', 'space', ['naboo-cruiser', { card: 'clone-squad', tapped: true }], 'coruscant-freighter-aa-9-a');
  assert.ok(!has(m, 0, 'use:dark-sides-command'), JSON.stringify(ids(m, 0)));
});
test("TCG2-TARGET-5 Dark Side's Compulsion: pay 8 Force, untap the opponent's tapped Ground unit; its next attack is turned against another LS Ground unit", () => {
  const m = dsc('dark-sides-compulsion', 'ground', [{ card: 'naboo-defense-station', tapped: true }, 'clone-squad'], 'trade-federation-battleship-core');
  passUntil(m, () => has(m, 0, 'use:dark-sides-compulsion'));
  go(m, 0, 'use:dark-sides-compulsion');
  go(m, 0, 'target:naboo-defense-station');
  assert.equal(force(m, 0), 0);
  assert.equal(findUnit(view(m, 0), 'naboo-defense-station').tapped, false);
  for (let i = 0; i < 60 && !has(m, 0, 'choose:'); i++) {
    const s = st(m).toAct[0]; const l = ids(m, s);
    act(m, s, l.find((x) => x.startsWith('attacker:naboo-defense-station')) || ['pass', 'done', 'decline'].find((x) => l.includes(x)) || l[0]);
  }
  go(m, 0, 'choose:clone-squad');
  passUntil(m, () => logs(m).some((e) => /Naboo Defense Station rolls/.test(e.text)));
  assert.ok(logs(m).some((e) => /Naboo Defense Station attacks Clone Squad|Naboo Defense Station.*Clone Squad/.test(e.text)), logs(m).map((e) => e.text).join(' | '));
});
test("TCG-FORCE-3 Dark Side's Compulsion: not with 7 Force; not for a tapped Space unit", () => {
  let m = start({ seats: [dark({ force: 7, hand: ['dark-sides-compulsion'], arenas: ['trade-federation-battleship-core'] }), light({ arenas: [{ card: 'naboo-defense-station', tapped: true }] })], start: 'battle', arena: 'ground' });
  assert.ok(!has(m, 0, 'use:dark-sides-compulsion'));
  m = dsc('dark-sides-compulsion', 'ground', ['naboo-defense-station', { card: 'naboo-cruiser', tapped: true }], 'trade-federation-battleship-core');
  assert.ok(!has(m, 0, 'use:dark-sides-compulsion'), JSON.stringify(ids(m, 0)));
});
test("TCG-KW-7 Dark Side's Command: the turned Republic Assault Ship (power 6) against Republic Cruiser (Shields 1) rolls 5 dice; DS chooses only Space units", () => {
  const m = start({ seats: [dark({ force: 8, hand: ['dark-sides-command'], arenas: ['coruscant-freighter-aa-9-a'] }), light({ arenas: [{ card: 'republic-assault-ship', tapped: true }, 'republic-cruiser', 'clone-squad'] })], start: 'battle', arena: 'space' });
  go(m, 0, 'use:dark-sides-command');
  go(m, 0, 'target:republic-assault-ship');
  for (let i = 0; i < 20 && !has(m, 0, 'choose:'); i++) { const s = st(m).toAct[0]; const l = ids(m, s); act(m, s, ['pass', 'decline', 'done'].find((x) => l.includes(x)) || l[0]); }
  assert.deepEqual(ids(m, 0).filter((x) => x.startsWith('choose:')).map((x) => x.split('.')[0]), ['choose:republic-cruiser']);
  assert.deepEqual(ids(m, 1), []);
  go(m, 0, 'choose:republic-cruiser');
  passUntil(m, () => logs(m).some((e) => /Republic Assault Ship rolls/.test(e.text)));
  assert.ok(logs(m).some((e) => /Republic Assault Ship rolls 5 dice/.test(e.text)));
});
