// TCG black-box scenarios, card texts: evade: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import { assert, start, view, st, ids, act, logs } from './table.mjs';
import { light, dark, has, go, findUnit, passUntil } from './setup_builders.mjs';
// attack with 5 hits on `def`; its side has exactly `cost` Force
function evadeCase(defKey, defSide, cost, n, force) {
  const atk = defSide === 'light' ? 'geonosian-warrior' : 'obi-wan-kenobi-a';
  const atkSeat = { arenas: [atk] }; const defSeat = { force, arenas: [defKey] };
  const seats = defSide === 'light' ? [dark(atkSeat), light(defSeat)] : [dark(defSeat), light(atkSeat)];
  const m = start({ seats, start: 'battle', arena: 'character', attack: { attacker: atk, defender: defKey, dice: [6, 6, 6, 6, 6] } });
  return m;
}
const evaders = [
  ['anakin-skywalker-a', 'Anakin Skywalker (A)', 'light', 3, 3, 5],
  ['plo-koon-a', 'Plo Koon (A)', 'light', 2, 2, 5],
  ['anakin-skywalker-c', 'Anakin Skywalker (C)', 'light', 2, 2, 4],
  ['kit-fisto-a', 'Kit Fisto (A)', 'light', 2, 2, 5],
  ['shaak-ti-a', 'Shaak Ti (A)', 'light', 1, 1, 5],
  ['anakin-skywalker-d', 'Anakin Skywalker (D)', 'light', 1, 1, 3],
  ['obi-wan-kenobi-c', 'Obi-Wan Kenobi (C)', 'light', 2, 2, 4],
  ['darth-tyranus-c', 'Darth Tyranus (C)', 'dark', 2, 2, 4],
  ['darth-tyranus-a', 'Darth Tyranus (A)', 'dark', 3, 3, 5],
];
for (const [key, name, side, cost, n, health] of evaders) {
  const seat = side === 'light' ? 1 : 0;
  test(`TCG-KW-5 ${name}: pay ${cost} Force -> Evade ${n}: 5 damage becomes ${5 - n}, Force ${cost} -> 0`, () => {
    const m = evadeCase(key, side, cost, n, cost);
    const id = ids(m, seat).find((x) => x.startsWith('use:' + key) && /./.test(x) && acts_label(m, seat, x).includes('Evade'));
    assert.ok(id, JSON.stringify(ids(m, seat)));
    const t0 = view(m, seat).turn;
    act(m, seat, id);
    if (view(m, seat).turn === t0) assert.equal(view(m, seat).players[seat].force, 0);
    assert.ok(logs(m).some((e) => e.text === `${side === 'light' ? 'Light' : 'Dark'} Side pays ${cost} Force.`));
    passUntil(m, (v) => !v.attack || st(m).step !== 'window');
    const u = findUnit(view(m, seat), key);
    if (5 - n >= health) assert.equal(u.where, 'discard');
    else assert.equal(u.damage, 5 - n);
  });
  test(`TCG-KW-5/TCG-FORCE-3 ${name}: with ${cost - 1} Force the Evade ${n} is not offered`, () => {
    const m = evadeCase(key, side, cost, n, cost - 1);
    const l = ids(m, seat).filter((x) => x.startsWith('use:' + key) && acts_label(m, seat, x).includes('Evade'));
    assert.deepEqual(l, []);
  });
}
import { acts } from './table.mjs';
function acts_label(m, s, id) { return (acts(m, s).find((a) => a.id === id) || {}).label || ''; }

test('TCG-KW-5 Anakin Skywalker (A): Evade 3 against 2 damage prevents both (up to 3), no negative counters', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-warrior'] }), light({ force: 3, arenas: ['anakin-skywalker-a'] })], start: 'battle', arena: 'character', attack: { attacker: 'geonosian-warrior', defender: 'anakin-skywalker-a', dice: [6, 6, 1, 1] } });
  act(m, 1, 'use:' + findUnit(view(m, 1), 'anakin-skywalker-a').id + '.0');
  passUntil(m, (v) => !v.attack || st(m).step !== 'window');
  assert.equal(findUnit(view(m, 1), 'anakin-skywalker-a').damage ?? 0, 0);
  assert.equal(view(m, 1).players[1].force, 0);
});

test('TCG-KW-4 Darth Tyranus (A): pay 2 Force -> Deflect 1: 3 damage becomes 2, he may deal 1 to another unit of the arena', () => {
  const m = start({ seats: [dark({ force: 2, arenas: ['darth-tyranus-a'] }), light({ arenas: ['obi-wan-kenobi-a', 'clone-warrior-4-163'] })], start: 'battle', arena: 'character', attack: { attacker: 'obi-wan-kenobi-a', defender: 'darth-tyranus-a', dice: [6, 6, 6, 1, 1, 1] } });
  const id = ids(m, 0).find((x) => x.startsWith('use:darth-tyranus-a') && acts_label(m, 0, x).includes('Deflect'));
  assert.ok(id, JSON.stringify(ids(m, 0)));
  act(m, 0, id);
  assert.equal(view(m, 0).players[0].force, 0);
  passUntil(m, () => ids(m, 0).some((x) => x.startsWith('target:clone-warrior')));
  go(m, 0, 'target:clone-warrior');
  passUntil(m, (v) => !v.attack);
  const v = view(m, 0);
  assert.equal(findUnit(v, 'darth-tyranus-a').damage, 2);
  assert.equal(findUnit(v, 'clone-warrior-4-163').damage, 1);
});

test('TCG-ABIL-6 Darth Tyranus (A): pay 1 Force -> +2 power for this attack (7 -> 9); back to 7 after', () => {
  const m = start({ seats: [dark({ force: 1, arenas: ['darth-tyranus-a'] }), light({ arenas: ['yoda-a'] })], start: 'battle', arena: 'character', attack: { attacker: 'darth-tyranus-a', defender: 'yoda-a' } });
  const l = ids(m, 0);
  const id = l.find((x) => x.startsWith('use:darth-tyranus-a') && acts_label(m, 0, x).includes('power'));
  assert.ok(id, JSON.stringify(acts(m, 0)));
  act(m, 0, id);
  assert.equal(findUnit(view(m, 0), 'darth-tyranus-a').power, 9);
  assert.equal(view(m, 0).players[0].force, 0);
  passUntil(m, (v) => v.attack && v.attack.rolled);
  assert.equal(view(m, 0).attack.dice.length, 9);
});
