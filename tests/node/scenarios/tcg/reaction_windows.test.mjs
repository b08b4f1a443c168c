// TCG scenarios: the windows of an attack (TCG-PLAY): who may play first, what
// each window offers (after the target, reroll, prevent), Evade and Deflect,
// Battle cards' Force costs.
import { test } from 'node:test';
import { assert, seat, start, view, st, acts, ids, act, actP, quiet, logs, unit, pick, untilAttackOver, rollsOf } from './table.mjs';

test('TCG-PLAY-1: in the window after the target, DS has the first chance; a play passes the chance to the opponent and the window stays open until two passes in a row', () => {
  const m = start({ seats: [seat('dark', { hand: ['surge-of-power', 'surge-of-power'], force: 5, arenas: ['destroyer-droid-squad'] }),
    seat('light', { hand: ['surge-of-power', 'surge-of-power'], force: 5, arenas: ['republic-attack-gunship-uh-478'] })], start: 'battle',
    attack: { attacker: 'republic-attack-gunship-uh-478', defender: 'destroyer-droid-squad' } });
  assert.deepEqual(st(m).toAct, [0], 'DS first although LS attacks');
  act(m, 0, 'pass');
  assert.deepEqual(st(m).toAct, [1]);
  actP(m, 1, 'use:surge-of-power');
  // LS's Surge may need a target choice
  pick(m, 1, 'republic-attack-gunship');
  assert.deepEqual(st(m).toAct, [0], 'after a play the opponent gets the chance');
  assert.equal(rollsOf(m).length, 0, 'no roll yet: only one pass so far after the play');
  act(m, 0, 'pass');
  assert.deepEqual(st(m).toAct, [1], 'window still open: LS may pass or play');
  act(m, 1, 'pass');
  assert.equal(rollsOf(m).length, 1);
  assert.equal(rollsOf(m)[0].data.dice.length, 8, 'power 6 + 2');
});

test('TCG-ATTACK-6/TCG-PLAY-4a: power changed in the window after the target counts at the roll (Weapon Response -2)', () => {
  const m = start({ seats: [seat('dark', { hand: ['weapon-response'], force: 5, arenas: ['destroyer-droid-squad'] }), seat('light', { arenas: ['republic-attack-gunship-uh-478'] })], start: 'battle',
    attack: { attacker: 'republic-attack-gunship-uh-478', defender: 'destroyer-droid-squad' } });
  actP(m, 0, 'use:weapon-response');
  if (st(m).step === 'ability') pick(m, 0, 'republic-attack-gunship');
  untilAttackOver(m, 'republic-attack-gunship-uh-478');
  assert.equal(rollsOf(m)[0].data.dice.length, 4);
});

test('TCG-PLAY-4b/TCG-GLOSS-9: in the reroll window only reroll effects are offered (no power changes after the roll)', () => {
  const m = start({ seats: [seat('dark', { hand: ['surge-of-power', 'second-effort', 'knockdown'], force: 10, arenas: ['destroyer-droid-squad'] }),
    seat('light', { hand: ['windus-solution', 'yodas-intervention'], force: 10, arenas: ['republic-attack-gunship-uh-478'] })], start: 'battle',
    attack: { attacker: 'destroyer-droid-squad', defender: 'republic-attack-gunship-uh-478', dice: [1, 2, 3, 4, 5] } });
  assert.deepEqual(st(m).toAct, [0]);
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('use:second-effort')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.startsWith('use:surge-of-power') || x.startsWith('use:knockdown')), JSON.stringify(l));
});

test('TCG-PLAY-4c: in a prevent window only prevent/Evade/Deflect effects are offered', () => {
  const m = start({ seats: [seat('dark', { arenas: ['destroyer-droid-squad'] }), seat('light', { hand: ['windus-solution', 'yodas-intervention', 'knockdown'], force: 10, arenas: ['clone-platoon'] })], start: 'battle',
    attack: { attacker: 'destroyer-droid-squad', defender: 'clone-platoon', dice: [6, 6, 1, 1, 1] } });
  quiet(m, () => st(m).toAct[0] === 1);
  const l = ids(m, 1);
  assert.ok(l.some((x) => x.startsWith('use:yodas-intervention')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.startsWith('use:windus-solution') || x.startsWith('use:knockdown')), JSON.stringify(l));
  actP(m, 1, 'use:yodas-intervention');
  if (st(m).toAct[0] === 1 && !ids(m, 1).includes('pass')) pick(m, 1, 'clone-platoon');
  untilAttackOver(m, 'destroyer-droid-squad');
  assert.equal(unit(view(m, 0), 'clone-platoon').damage, 0, '2 damage, up to 3 prevented');
});

test('TCG-ABIL-5/TCG-KW-5: "Pay 3 Force -> Evade 3" can be used only once per damage, even with Force for two', () => {
  const m = start({ seats: [seat('dark', { arenas: ['darth-tyranus-a'] }), seat('light', { force: 9, arenas: ['anakin-skywalker-a'] })], start: 'battle',
    attack: { attacker: 'darth-tyranus-a', defender: 'anakin-skywalker-a', dice: [6, 6, 6, 6, 6, 6, 6] } });
  quiet(m, (v) => st(m).toAct[0] === 1 && ids(m, 1).some((x) => x.startsWith('use:anakin')));
  actP(m, 1, 'use:anakin-skywalker-a');
  const l = st(m).toAct[0] === 1 ? ids(m, 1) : [];
  assert.ok(!l.some((x) => x.startsWith('use:anakin')), 'not a second time: ' + JSON.stringify(l));
  untilAttackOver(m, 'darth-tyranus-a');
  const v = view(m, 0);
  assert.equal(v.players[1].force, 6);
  assert.equal(unit(v, 'anakin-skywalker-a').damage, 4, '7 - 3');
});

test('T6/TCG-ABIL-6/TCG-KW-5: Evade (a Force ability) is usable once per damage, so again against a second attack in the same turn', () => {
  const m = start({ seats: [seat('dark', { arenas: ['darth-tyranus-c', 'jango-fett-c'] }), seat('light', { force: 9, arenas: ['anakin-skywalker-a'] })], start: 'battle',
    attack: { attacker: 'jango-fett-c', defender: 'anakin-skywalker-a', dice: [6, 1, 1, 1, 1, 1] } });
  // Jango C: +2 power vs Jedi -> 6 dice
  quiet(m, () => st(m).toAct[0] === 1 && ids(m, 1).some((x) => x.startsWith('use:anakin-skywalker-a')));
  actP(m, 1, 'use:anakin-skywalker-a');
  untilAttackOver(m, 'jango-fett-c');
  // next: Anakin (60) attacks or Tyranus C (50)
  for (let i = 0; i < 30; i++) {
    const v = view(m, 0);
    const s = st(m);
    if (s.toAct[0] === 1 && ids(m, 1).some((x) => x.startsWith('use:anakin-skywalker-a'))) break;
    if (v.turn !== 1) assert.fail('no second Evade chance: ' + JSON.stringify(logs(m).map((e) => e.text)));
    const l = ids(m, s.toAct[0]);
    const t = l.find((x) => x.startsWith('target:anakin'));
    act(m, s.toAct[0], t || l.find((x) => ['pass', 'decline', 'done', 'nobid'].includes(x)) || l[0]);
  }
  const hits = rollsOf(m).at(-1).data.dice.filter((d) => d >= 4).length;
  assert.ok(hits > 0);
  assert.ok(ids(m, 1).some((x) => x.startsWith('use:anakin-skywalker-a')));
});

test('TCG-KW-4/TCG-PLAY-6: Deflect prevents X and may deal it to another unit of the same arena, after the current damage is placed', () => {
  // Darth Tyranus (A): Pay 2 Force -> Deflect 1
  const m = start({ seats: [seat('dark', { force: 5, arenas: ['darth-tyranus-a', 'geonosian-guard'] }), seat('light', { arenas: ['clone-warrior-4-163', 'clone-warrior-5-373'] })], start: 'battle',
    attack: { attacker: 'clone-warrior-4-163', defender: 'darth-tyranus-a', dice: [6, 6, 1, 1] } });
  quiet(m, (v) => st(m).toAct[0] === 0 && ids(m, 0).some((x) => x.startsWith('use:darth-tyranus-a')));
  const uses = acts(m, 0).filter((a) => a.id.startsWith('use:darth-tyranus-a'));
  const defl = uses.find((a) => /Deflect/i.test(a.label));
  assert.ok(defl, JSON.stringify(uses));
  act(m, 0, defl.id);
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('target:clone-warrior-5-373')), JSON.stringify(l));
  actP(m, 0, 'target:clone-warrior-5-373');
  quiet(m, (v) => !v.attack || v.attack.attacker.split('.')[0] !== 'clone-warrior-4-163');
  const v = view(m, 0);
  assert.equal(unit(v, 'darth-tyranus-a').damage, 1);
  assert.equal(unit(v, 'clone-warrior-5-373').damage, 1);
  assert.equal(v.players[0].force, 3);
});

test('TCG-PLAY-6/TCG-KW-4: damage dealt by Deflect waits and gets its own prevent window (Evade of the new target)', () => {
  const m = start({ seats: [seat('dark', { force: 5, arenas: ['darth-tyranus-a'] }), seat('light', { force: 5, arenas: ['clone-warrior-4-163', 'anakin-skywalker-d'] })], start: 'battle',
    attack: { attacker: 'clone-warrior-4-163', defender: 'darth-tyranus-a', dice: [6, 6, 1, 1] } });
  quiet(m, () => st(m).toAct[0] === 0 && ids(m, 0).some((x) => x.startsWith('use:darth-tyranus-a')));
  const defl = acts(m, 0).find((a) => a.id.startsWith('use:darth-tyranus-a') && /Deflect/.test(a.label));
  act(m, 0, defl.id);
  actP(m, 0, 'target:anakin-skywalker-d');
  // LS may get a chance to Evade in the first window; pass there if asked before Tyranus' counters
  let sawEvade = false;
  for (let i = 0; i < 10; i++) {
    const s = st(m);
    const v = view(m, 0);
    if (s.toAct[0] === 1 && ids(m, 1).some((x) => x.startsWith('use:anakin-skywalker-d'))) {
      assert.equal(unit(v, 'darth-tyranus-a').damage, 1, "Tyranus' counters are placed before the deflected damage's window");
      sawEvade = true; break;
    }
    const l = ids(m, s.toAct[0]);
    act(m, s.toAct[0], l.find((x) => x === 'pass') || l[0]);
  }
  assert.ok(sawEvade, JSON.stringify(logs(m).map((e) => e.text)));
});

test('TCG-FORCE-3: a Battle card whose Force cost cannot be paid is not offered', () => {
  const m = start({ seats: [seat('dark', { hand: ['tyranuss-wrath', 'strength-of-hate'], force: 7, arenas: ['destroyer-droid-squad'] }), seat('light', { arenas: ['clone-platoon'] })], start: 'battle',
    attack: { attacker: 'destroyer-droid-squad', defender: 'clone-platoon' } });
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('use:strength-of-hate')));
  assert.ok(!l.some((x) => x.startsWith('use:tyranuss-wrath')), '8 Force needed: ' + JSON.stringify(l));
});
