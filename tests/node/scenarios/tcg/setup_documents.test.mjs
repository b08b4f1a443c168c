// TCG scenarios: the `setup` document of start() as docs/api.md describes it
// (TCG "Setup"): units given in the arenas of a start:"setup" position, and an
// attack given with its dice.
import { test } from 'node:test';
import { assert, seat, start, tryStart, view, st, ids, act, unit, fillerDS, fillerLS, skipMulligans } from './table.mjs';


test('TCG-SETUP-7 (setup document): units already in the arenas of a start:"setup" document count toward the setup total', () => {
  const m = start({ seats: [seat('dark', { deck: [...fillerDS], hand: ['geonosian-defense-platform'], arenas: ['trade-federation-battleship-core', 'droid-control-ship', 'geonosian-warrior', 'geonosian-warrior'] }),
    seat('light', { deck: [...fillerLS], hand: ['clone-platoon'], arenas: ['naboo-defense-station', 'naboo-cruiser'] })], start: 'setup' });
  skipMulligans(m);
  const v = view(m, 0);
  assert.deepEqual(v.players.map((p) => p.setupTotal), [24, 14], 'sum of the build costs of the units in the arenas');
});

test('TCG-SETUP-7 (setup document): units in the arenas of a start:"setup" document above 30 build points are bad_setup', () => {
  // 9 + 9 + 7 + 7 = 32
  const [m, r] = tryStart({ seats: [seat('dark', { deck: [...fillerDS], arenas: ['trade-federation-battleship-core', 'droid-control-ship', 'geonosian-defense-platform', 'geonosian-defense-platform'] }),
    seat('light', { deck: [...fillerLS], arenas: ['naboo-defense-station'] })], start: 'setup' });
  m.delete();
  assert.equal(r.ok, false, 'accepted: ' + JSON.stringify(r));
  assert.equal(r.error.code, 'bad_setup');
});

test('TCG-ATTACK-7/TCG-PLAY-4b (api.md Setup "attack" with "dice"): the roll is dealt within start when no seat could reroll or prevent; with a reroll card in hand the reroll window (A7) is open', () => {
  const attack = { attacker: 'destroyer-droid-squad', defender: 'republic-attack-gunship-uh-478', dice: [6, 4, 3, 2, 1] };
  const m = start({ seats: [seat('dark', { arenas: ['destroyer-droid-squad'] }), seat('light', { arenas: ['republic-attack-gunship-uh-478'] })], start: 'battle', attack });
  const v = view(m, 0);
  assert.equal(unit(v, 'republic-attack-gunship-uh-478').damage, 2, 'the two hits are already dealt');
  assert.ok(!v.attack || !v.attack.attacker.startsWith('destroyer-droid-squad'), 'the battle step goes on: ' + JSON.stringify(v.attack));
  const m2 = start({ seats: [seat('dark', { hand: ['second-effort'], force: 10, arenas: ['destroyer-droid-squad'] }), seat('light', { arenas: ['republic-attack-gunship-uh-478'] })], start: 'battle', attack });
  const v2 = view(m2, 0);
  assert.ok(v2.attack && v2.attack.rolled && v2.attack.attacker.startsWith('destroyer-droid-squad'), 'documented: stands in the reroll window; got ' + JSON.stringify({ attack: v2.attack, step: v2.step, toAct: v2.toAct }));
  assert.ok(ids(m2, 0).some((x) => x.startsWith('use:second-effort')));
  assert.equal(unit(v2, 'republic-attack-gunship-uh-478').damage ?? 0, 0, 'no damage before the window closes');
});
