// TCG scenarios: single cards' abilities as printed (TCG-ABIL): constant
// effects while in an arena, build-step abilities.
import { test } from 'node:test';
import { assert, seat, start, view, st, ids, act, unit } from './table.mjs';

test('TCG-ABIL-11: Kaminoan Guard +1 power while any arena (either side) holds a Clone', () => {
  const m = start({ seats: [seat('dark', { arenas: ['kaminoan-guard'] }), seat('light', { arenas: ['clone-squad'] })], start: 'build' });
  assert.equal(unit(view(m, 0), 'kaminoan-guard').power, 4);
  const m2 = start({ seats: [seat('dark', { arenas: ['kaminoan-guard'] }), seat('light', { arenas: ['naboo-security-guard'], build: [{ card: 'clone-squad', retreated: true }] })], start: 'build' });
  assert.equal(unit(view(m2, 0), 'kaminoan-guard').power, 3, 'a retreated Clone is in no arena');
});

test('TCG-ABIL-11/TCG-ABIL-2: Slave I (A) stops the opponent retreating damaged Space units, only while Slave I is in the Space arena', () => {
  const mk = (slave) => start({ seats: [seat('dark', { arenas: [slave ? 'slave-i-a' : 'droid-starfighter-wing'], build: slave ? [] : [{ card: 'slave-i-a', retreated: true }] }),
    seat('light', { arenas: [{ card: 'naboo-cruiser', damage: 1 }, 'jedi-starfighter-3r3'] })], start: 'retreat' });
  const m = mk(true);
  act(m, 0, 'done');
  let l = ids(m, 1);
  assert.ok(!l.some((x) => x.startsWith('retreat:naboo-cruiser')), JSON.stringify(l));
  assert.ok(l.some((x) => x.startsWith('retreat:jedi-starfighter-3r3')));
  const m2 = mk(false);
  act(m2, 0, 'done');
  l = ids(m2, 1);
  assert.ok(l.some((x) => x.startsWith('retreat:naboo-cruiser')), 'Slave I retreated: its ability is off ' + JSON.stringify(l));
});

test('TCG-ABIL-11: Chancellor Palpatine (A) gives each opposing Character -10 speed', () => {
  const m = start({ seats: [seat('dark', { arenas: ['geonosian-warrior'] }), seat('light', { arenas: ['chancellor-palpatine-a'] })], start: 'battle', arena: 'character' });
  const v = view(m, 0);
  assert.equal(unit(v, 'geonosian-warrior').speed, 40);
});

test('TCG-CMD-3/TCG-ABIL-4: San Hill (A) in the DS build step: +2 build points for DS now, +1 for LS in its own step', () => {
  const m = start({ seats: [seat('dark', { buildPoints: 1, arenas: ['san-hill-a'] }), seat('light', { buildPoints: 1, arenas: ['clone-squad'] })], start: 'build' });
  const use = ids(m, 0).find((x) => x.startsWith('use:san-hill-a'));
  assert.ok(use, JSON.stringify(ids(m, 0)));
  act(m, 0, use);
  assert.equal(view(m, 0).players[0].buildPoints, 3);
  act(m, 0, 'done');
  assert.equal(view(m, 1).players[1].buildPoints, 2);
});

test('TCG-ABIL-4/TCG-BATTLE-3: a unit tapped for a build-step ability cannot retreat and does not attack that turn', () => {
  const m = start({ seats: [seat('dark', { deck: ['geonosian-guard'], hand: ['reek'], buildPoints: 2, arenas: ['reek'] }), seat('light', { arenas: ['clone-squad'] })], start: 'build' });
  const reek = view(m, 0).players[0].arenas.Ground[0].id;
  const use = ids(m, 0).find((x) => x.startsWith(`use:${reek}`));
  assert.ok(use, JSON.stringify(ids(m, 0)));
  act(m, 0, use);
  // draw 1, then discard 1
  for (let i = 0; i < 3 && st(m).toAct[0] === 0 && st(m).step !== 'build'; i++) { const l = ids(m, 0); act(m, 0, l.find((x) => x.startsWith('pick:') || x.startsWith('choose:')) || l[0]); }
  assert.equal(unit(view(m, 0), reek).tapped, true);
  act(m, 0, 'done');
  act(m, 1, 'done');
  assert.ok(!ids(m, 0).some((x) => x.startsWith(`retreat:${reek}`)));
  act(m, 0, 'done');
  act(m, 1, 'done');
  // Ground battle: LS clone-squad (speed 10) is the only attacker
  const attackers = new Set();
  for (let i = 0; i < 40; i++) {
    const v = view(m, 0); if (v.turn !== 1 || v.over) break;
    if (v.attack) attackers.add(v.attack.attacker);
    const s = st(m); const l = ids(m, s.toAct[0]);
    act(m, s.toAct[0], l.find((x) => ['pass', 'decline', 'done', 'nobid'].includes(x)) || l[0]);
  }
  assert.ok(!attackers.has(reek), [...attackers].join());
});
