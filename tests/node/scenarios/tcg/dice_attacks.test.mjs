// TCG scenarios: an attack's dice and damage (TCG-ATTACK, TCG-DICE, TCG-DMG):
// hits and misses, rerolls, damage reaching health, damage that is not an
// attack, a defender gone before the roll.
import { test } from 'node:test';
import { assert, seat, start, view, st, ids, act, actP, quiet, logs, unit, pick, rollsOf } from './table.mjs';

test('TCG-ATTACK-7/TCG-DICE-2: each die of 4-6 is one hit, 1-3 misses', () => {
  const m = start({ seats: [seat('dark', { arenas: ['destroyer-droid-squad'] }), seat('light', { arenas: ['republic-attack-gunship-uh-478'] })], start: 'battle',
    attack: { attacker: 'destroyer-droid-squad', defender: 'republic-attack-gunship-uh-478', dice: [6, 4, 3, 2, 1] } });
  quiet(m, (v) => !v.attack || v.attack.attacker.split('.')[0] !== 'destroyer-droid-squad');
  const u = unit(view(m, 0), 'republic-attack-gunship-uh-478');
  assert.equal(u.damage, 2);
});

test('TCG-DMG-3: a unit is discarded as soon as its damage counters reach its health', () => {
  const m = start({ seats: [seat('dark', { arenas: ['destroyer-droid-squad'] }), seat('light', { arenas: [{ card: 'clone-platoon', damage: 2 }] })], start: 'battle',
    attack: { attacker: 'destroyer-droid-squad', defender: 'clone-platoon', dice: [6, 4, 3, 2, 1] } });
  quiet(m, (v) => !v.attack || v.attack.attacker.split('.')[0] !== 'destroyer-droid-squad');
  const v = view(m, 0);
  assert.ok(v.players[1].discard.some((c) => c.key === 'clone-platoon'), 'health 4, 2+2 damage');
  assert.equal(v.players[1].arenas.Ground.length, 0);
});

test('TCG-ATTACK-1: the defender never damages the attacker as part of the attack', () => {
  const m = start({ seats: [seat('dark', { arenas: ['destroyer-droid-squad'] }), seat('light', { arenas: ['republic-attack-gunship-uh-478'] })], start: 'battle',
    attack: { attacker: 'destroyer-droid-squad', defender: 'republic-attack-gunship-uh-478', dice: [6, 6, 6, 6, 6] } });
  quiet(m, (v) => !v.attack || v.attack.attacker.split('.')[0] !== 'destroyer-droid-squad');
  assert.equal(unit(view(m, 0), 'destroyer-droid-squad').damage, 0);
});

test('TCG-DICE-4/TCG-PLAY-4b: a reroll replaces the chosen dice and hits are counted on the final dice', () => {
  const m = start({ seats: [seat('dark', { hand: ['second-effort'], force: 10, arenas: ['destroyer-droid-squad'] }),
    seat('light', { arenas: ['naboo-defense-station'] })], start: 'battle',
    attack: { attacker: 'destroyer-droid-squad', defender: 'naboo-defense-station', dice: [1, 1, 1, 1, 1] } });
  actP(m, 0, 'use:second-effort');
  for (let i = 0; i < 10; i++) { const l = ids(m, 0); const d = l.find((x) => x.startsWith('die.')); if (!d) break; act(m, 0, d); }
  if (ids(m, 0).includes('finish')) act(m, 0, 'finish');
  quiet(m, (v) => !v.attack || v.attack.attacker.split('.')[0] !== 'destroyer-droid-squad');
  const rr = logs(m).filter((e) => e.type === 'roll' && e.data.reroll);
  assert.equal(rr.length, 1, JSON.stringify(logs(m).map((e) => e.text)));
  const fin = rr[0].data.dice;
  const hits = fin.filter((d) => d >= 4).length;
  assert.equal(unit(view(m, 0), 'naboo-defense-station').damage, hits);
  assert.equal(view(m, 0).players[0].force, 5);
});

test('TCG-DICE-6: "4 dice of damage" (Target the Senator) is not an attack: Shields do not reduce it', () => {
  const m = start({ seats: [seat('dark', { buildPoints: 3, arenas: ['geonosian-warrior'], build: [{ card: 'target-the-senator', counters: 3 }] }), seat('light', { arenas: ['republic-cruiser', 'naboo-security-guard'] })], start: 'build' });
  actP(m, 0, 'complete:target-the-senator');
  quiet(m, (v) => st(m).step === 'choice');
  pick(m, 0, 'republic-cruiser');
  const r = logs(m).filter((e) => e.type === 'roll' && Array.isArray(e.data.dice) && !e.data.buildPoints);
  assert.equal(r[0].data.dice.length, 4);
});

test('T1/TCG-ATTACK-6: if the defender leaves the battle before the roll (Down in Flames in the window after the target), no dice are rolled', () => {
  const m = start({ seats: [seat('dark', { hand: ['down-in-flames'], force: 5, arenas: ['battle-droid-squad'] }),
    seat('light', { arenas: ['swoop-bike', 'clone-squad'] })], start: 'battle',
    attack: { attacker: 'battle-droid-squad', defender: 'swoop-bike' } });
  actP(m, 0, 'use:down-in-flames');
  pick(m, 0, 'swoop-bike');
  assert.ok(view(m, 0).players[1].discard.some((c) => c.key === 'swoop-bike'));
  quiet(m, (v) => !v.attack || v.attack.attacker.split('.')[0] !== 'battle-droid-squad');
  assert.equal(rollsOf(m).length, 0);
});
