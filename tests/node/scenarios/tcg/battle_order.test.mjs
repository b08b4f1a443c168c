// TCG scenarios: the Battle phase's order (TCG-BATTLE, TCG-ATTACK-3/5): which
// unit attacks next by speed and side, declining, the three battle steps,
// units untapped during a battle step.
import { test } from 'node:test';
import { assert, seat, start, view, st, ids, act, actP, quiet, unit, pick, untilAttackOver, rollsOf } from './table.mjs';

test('TCG-BATTLE-3/TCG-GEN-1: at equal speed the Dark Side unit attacks first', () => {
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-dfs-4ct'] }), seat('light', { arenas: ['jedi-starfighter-3r3'] })], start: 'battle', arena: 'space' });
  const v = view(m, 0);
  assert.equal(v.attack.attacker.split('.')[0], 'droid-starfighter-dfs-4ct');
  assert.deepEqual(st(m).toAct, [0]);
});

test('TCG-BATTLE-3: faster unit attacks first regardless of side; after it, the next fastest untapped one', () => {
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-wing', 'geonosian-fighter'] }), seat('light', { arenas: [{ card: 'naboo-royal-starship' }, 'n-1-starfighter'] })], start: 'battle', arena: 'space' });
  // speeds: DS wing 40, fighter 50; LS royal 20, n-1 60 -> order n-1, fighter, wing, royal
  const order = [];
  for (let i = 0; i < 60 && order.length < 4; i++) {
    const v = view(m, 0);
    if (v.arena !== 'Space') break;
    const s = st(m);
    const seatTo = s.toAct[0];
    const l = ids(m, seatTo);
    const t = l.find((x) => x.startsWith('target:'));
    if (t && s.step === 'attack') { order.push(v.attack.attacker.split('.')[0]); act(m, seatTo, 'decline'); continue; }
    act(m, seatTo, l.find((x) => ['pass', 'decline', 'done'].includes(x)) || l[0]);
  }
  assert.deepEqual(order, ['n-1-starfighter', 'geonosian-fighter', 'droid-starfighter-wing', 'naboo-royal-starship']);
});

test('TCG-BATTLE-3: two units of one player tied for fastest: that player chooses which attacks first', () => {
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-dfs-4ct', 'geonosian-fighter'] }), seat('light', { arenas: ['naboo-cruiser'] })], start: 'battle', arena: 'space' });
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('attacker:droid-starfighter-dfs-4ct')) && l.some((x) => x.startsWith('attacker:geonosian-fighter')), JSON.stringify(l));
  actP(m, 0, 'attacker:geonosian-fighter');
  assert.equal(view(m, 0).attack.attacker.split('.')[0], 'geonosian-fighter');
});

test('TCG-BATTLE-3/TCG-ABIL-11: the next attacker is chosen by current speed, recomputed after each attack (Acklay +30 once alone)', () => {
  const m0 = start({ seats: [seat('dark', { arenas: ['acklay', 'geonosian-guard'] }), seat('light', { arenas: ['anakin-skywalker-c', 'shaak-ti-a'] })], start: 'battle', arena: 'character' });
  assert.equal(unit(view(m0, 0), 'acklay').speed, 40, 'not alone: no bonus');
  // (an attack given with dice resolves at once when nobody can reroll or prevent)
  const m = start({ seats: [seat('dark', { arenas: ['acklay', 'geonosian-guard'] }), seat('light', { arenas: ['anakin-skywalker-c', 'shaak-ti-a'] })], start: 'battle',
    attack: { attacker: 'anakin-skywalker-c', defender: 'geonosian-guard', dice: [6, 6, 6, 6, 6] } });
  untilAttackOver(m, 'anakin-skywalker-c');
  const v = view(m, 0);
  assert.ok(v.players[0].discard.some((c) => c.key === 'geonosian-guard'));
  assert.equal(unit(v, 'acklay').speed, 70);
  assert.ok(v.attack, 'an attack decision pending');
  assert.ok(v.attack.attacker.startsWith('acklay.'), 'Acklay (70) before Shaak Ti (50): ' + v.attack.attacker);
});

test('TCG-BATTLE-4/TCG-BATTLE-3: a speed change played in the window before the first attack decides who attacks first', () => {
  // LS naboo-royal-starship speed 20; DS droid-starfighter-wing 40. Windu's Solution +30 -> 50.
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-wing'] }), seat('light', { hand: ['windus-solution'], force: 5, arenas: ['naboo-royal-starship'] })], start: 'battle', arena: 'space' });
  const s = st(m);
  assert.deepEqual(s.toAct, [1], 'DS has nothing, LS gets the window before the first attack: ' + JSON.stringify(s) + JSON.stringify(ids(m, s.toAct[0])));
  actP(m, 1, 'use:windus-solution');
  if (st(m).step === 'ability' || st(m).step === 'choice') pick(m, 1, 'naboo-royal-starship');
  quiet(m, (v) => !!v.attack);
  const v = view(m, 0);
  assert.equal(unit(v, 'naboo-royal-starship').speed, 50);
  assert.ok(v.attack.attacker.startsWith('naboo-royal-starship.'), v.attack.attacker);
});

test('TCG-ATTACK-3/TCG-ATTACK-5: declining taps the unit; it does not attack again in that step', () => {
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-wing'] }), seat('light', { arenas: ['naboo-cruiser'] })], start: 'battle', arena: 'space' });
  act(m, 0, 'decline');
  const v = view(m, 0);
  const u = v.players[0].arenas.Space[0];
  assert.equal(u.tapped, true);
  assert.equal(rollsOf(m).length, 0);
});

test('TCG-BATTLE-5/TCG-BATTLE-1: when no untapped unit remains the next battle step starts (Space, Ground, Character)', () => {
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-wing', 'battle-droid-squad', 'geonosian-guard'] }), seat('light', { arenas: ['naboo-cruiser', 'clone-squad', 'naboo-security-guard'] })], start: 'battle', arena: 'space' });
  const arenas = [];
  for (let i = 0; i < 80; i++) {
    const v = view(m, 0);
    if (v.turn !== 1 || v.over) break;
    if (v.arena && arenas[arenas.length - 1] !== v.arena) arenas.push(v.arena);
    const s = st(m); const sa = s.toAct[0]; const l = ids(m, sa);
    act(m, sa, l.find((x) => ['pass', 'decline', 'done', 'nobid'].includes(x)) || l[0]);
  }
  assert.deepEqual(arenas, ['Space', 'Ground', 'Character']);
});

test('TCG-BATTLE-7: a unit untapped (Power Dive) during its own battle step may attack again', () => {
  const m = start({ seats: [seat('dark', { hand: ['power-dive'], force: 5, arenas: ['droid-starfighter-wing'] }), seat('light', { arenas: ['naboo-defense-station', 'naboo-cruiser'] })], start: 'battle',
    attack: { attacker: 'droid-starfighter-wing', defender: 'naboo-cruiser', dice: [1, 1, 1, 1] } });
  // after the attack, in the window, play Power Dive
  quiet(m, (v) => st(m).toAct[0] === 0 && ids(m, 0).some((x) => x.startsWith('use:power-dive')));
  actP(m, 0, 'use:power-dive');
  pick(m, 0, 'droid-starfighter-wing');
  assert.equal(unit(view(m, 0), 'droid-starfighter-wing').tapped, false);
  const v = quiet(m, (x) => x.attack && x.attack.attacker.startsWith('droid-starfighter-wing') && !x.attack.defender || x.arena !== 'Space');
  assert.equal(v.arena, 'Space');
  assert.ok(ids(m, 0).some((x) => x.startsWith('target:naboo-cruiser')));
});

test('TCG-BATTLE-6: a Space unit untapped during the Ground battle cannot attack any more this turn', () => {
  const m = start({ seats: [seat('dark', { hand: ['power-dive'], force: 5, arenas: [{ card: 'droid-starfighter-wing', tapped: true }, 'battle-droid-squad'] }), seat('light', { arenas: ['naboo-cruiser', 'clone-squad'] })], start: 'battle', arena: 'ground' });
  // play Power Dive in the first window of the Ground battle
  quiet(m, () => st(m).toAct[0] === 0 && ids(m, 0).some((x) => x.startsWith('use:power-dive')));
  actP(m, 0, 'use:power-dive');
  pick(m, 0, 'droid-starfighter-wing');
  assert.equal(unit(view(m, 0), 'droid-starfighter-wing').tapped, false);
  const attackers = new Set();
  for (let i = 0; i < 60; i++) {
    const v = view(m, 0); if (v.turn !== 1 || v.over) break;
    if (v.attack) attackers.add(v.attack.attacker.split('.')[0]);
    const s = st(m); const l = ids(m, s.toAct[0]);
    act(m, s.toAct[0], l.find((x) => ['pass', 'decline', 'done', 'nobid'].includes(x)) || l[0]);
  }
  assert.ok(!attackers.has('droid-starfighter-wing'), [...attackers].join(','));
});
