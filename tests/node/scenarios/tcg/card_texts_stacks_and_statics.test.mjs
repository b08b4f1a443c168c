// TCG scenarios: card texts as printed: what a stacked or retreated unit's texts give: only the
// top card of a stack counts (TCG-STACK-2), static bonuses by arena and
// retreat (TCG-ABIL-11), a pump lasting into the next step (TCG-ABIL-13);
// each test named by its rule ID and card.
import { test } from 'node:test';
import { assert, start, view, st, ids, act } from './table.mjs';
import { light, dark, has, go, findUnit, passUntil, labels } from './setup_builders.mjs';
const at = (d, l, db = [], lb = []) => view(start({ seats: [dark({ arenas: d, build: db }), light({ arenas: l, build: lb })], start: 'build' }), 0);

test('TCG-STACK-2 Anakin Skywalker (D) on top of (A): only the top card\'s Evade 1 (Pay 1) is offered; stats 60/5/4', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }), light({ force: 9, arenas: [{ card: 'anakin-skywalker-d', under: ['anakin-skywalker-a'] }] })], start: 'battle', attack: { attacker: 'geonosian-warrior', defender: 'anakin-skywalker-d', dice: [6, 6, 6, 6, 6] } });
  assert.deepEqual(labels(m, 1), ['Pass', 'Use Anakin Skywalker (D): Pay 1 Force → Evade 1.']);
  const u = findUnit(view(m, 1), 'anakin-skywalker-d');
  assert.deepEqual([u.speed, u.power, u.health], [60, 5, 4]);
});

test('TCG-STACK-2 Darth Tyranus (C) on top of (A): Evade 2 only, no Evade 3 / Deflect 1 of the card beneath', () => {
  const m = start({ seats: [dark({ force: 9, arenas: [{ card: 'darth-tyranus-c', under: ['darth-tyranus-a'] }] }), light({ arenas: ['obi-wan-kenobi-a', 'clone-warrior-4-163'] })], start: 'battle', attack: { attacker: 'obi-wan-kenobi-a', defender: 'darth-tyranus-c', dice: [6, 6, 6, 6, 6] } });
  assert.deepEqual(labels(m, 0), ['Pass', 'Use Darth Tyranus (C): Pay 2 Force → Evade 2.']);
});

test('TCG-STACK-2 Padmé Amidala (B) on top of (A): no +10 speed for Jedi from the card beneath', () => {
  assert.equal(findUnit(at(['reek'], [{ card: 'padme-amidala-b', under: ['padme-amidala-a'] }, 'kit-fisto-a']), 'kit-fisto-a').speed, 40);
});

test('TCG-ABIL-11 Super Battle Droid 8EX: a retreated Droid is in no arena - no bonus (40/5)', () => {
  const v = at(['super-battle-droid-8ex'], ['clone-squad'], [{ card: 'battle-droid-squad', retreated: true }]);
  assert.deepEqual([findUnit(v, 'super-battle-droid-8ex').speed, findUnit(v, 'super-battle-droid-8ex').power], [40, 5]);
});

test('TCG-ABIL-11 Hyperdrive Ring: a retreated Starfighter is not in the Space arena - power 1', () => {
  assert.equal(findUnit(at(['reek'], ['hyperdrive-ring'], [], [{ card: 'n-1-starfighter', retreated: true }]), 'hyperdrive-ring').power, 1);
});

test('TCG-ABIL-11 Boba Fett (A) on the Light Side: the Dark Side\'s Bounty Hunter Jango (B) -10 speed; Clone Officer +1 power and Taun We +10 speed to Boba (Clone Boy)', () => {
  const v = at(['jango-fett-b'], ['boba-fett-a', 'clone-officer', 'taun-we-a']);
  assert.equal(findUnit(v, 'jango-fett-b').speed, 50);
  assert.deepEqual([findUnit(v, 'boba-fett-a').power, findUnit(v, 'boba-fett-a').speed], [3, 50]);
});

test("TCG-ABIL-13 Anakin's Inspiration played in the Space step on the Character arena: +20 speed still there in the Character step", () => {
  const m = start({ seats: [dark({ arenas: ['droid-starfighter-wing', 'geonosian-warrior'] }), light({ force: 2, hand: ['anakins-inspiration'], arenas: ['naboo-cruiser', 'clone-warrior-4-163'] })], start: 'battle', arena: 'space' });
  passUntil(m, () => has(m, 1, 'use:anakins-inspiration'));
  go(m, 1, 'use:anakins-inspiration');
  go(m, 1, 'arena.2');
  for (let i = 0; i < 80 && view(m, 0).arena !== 'Character'; i++) { const s = st(m).toAct[0]; const l = ids(m, s); act(m, s, ['pass', 'done', 'decline', 'nobid'].find((x) => l.includes(x)) || l[0]); }
  assert.equal(view(m, 0).arena, 'Character');
  assert.equal(findUnit(view(m, 1), 'clone-warrior-4-163').speed, 60);
});
