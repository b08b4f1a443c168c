// TCG scenarios: a game's setup (TCG-SETUP, setup stacking TCG-STACK-9..11):
// mulligans, the alternating setup deployment up to 30 build points, the
// partly built card, and the first turn after it.
import { test } from 'node:test';
import { assert, seat, start, view, st, ids, act, actP, quiet, fillerDS, fillerLS, skipMulligans } from './table.mjs';


// Both sides at 25 / 27 of 30, the Dark Side to deploy.
function toLate(m) {
  skipMulligans(m);
  actP(m, 0, 'send:trade-federation-battleship-core'); // 9
  actP(m, 1, 'send:naboo-defense-station'); // 8
  actP(m, 1, 'send:naboo-cruiser'); // 14
  actP(m, 0, 'send:droid-control-ship'); // 18
  actP(m, 1, 'send:republic-attack-gunship-uh-478'); // 20
  actP(m, 0, 'send:geonosian-defense-platform'); // 25
  actP(m, 1, 'send:naboo-royal-starship'); // 25
  actP(m, 1, 'send:naboo-security-guard'); // 27
}
const lateSetup = () => start({ seats: [seat('dark', { deck: [...fillerDS], hand: ['trade-federation-battleship-core', 'droid-control-ship', 'geonosian-defense-platform', 'geonosian-defense-platform', 'destroyer-droid-squad'] }),
  seat('light', { deck: [...fillerLS], hand: ['naboo-defense-station', 'naboo-cruiser', 'republic-attack-gunship-uh-478', 'naboo-royal-starship', 'naboo-security-guard'] })], start: 'setup' });

test('TCG-SETUP-3: mulligan DS first, then LS; only Mission/Battle cards may be discarded; the same number is drawn', () => {
  const m = start({ seats: [seat('dark', { deck: ['reek', 'geonosian-guard'], hand: ['geonosian-warrior', 'strength-of-hate', 'capture-obi-wan'] }),
    seat('light', { deck: ['clone-squad'], hand: ['clone-platoon', 'windus-solution'] })], start: 'setup' });
  assert.deepEqual(st(m).toAct, [0]);
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('mulligan:strength-of-hate')));
  assert.ok(l.some((x) => x.startsWith('mulligan:capture-obi-wan')));
  assert.ok(!l.some((x) => x.startsWith('mulligan:geonosian-warrior')), 'units cannot be mulliganed');
  actP(m, 0, 'mulligan:strength-of-hate');
  actP(m, 0, 'mulligan:capture-obi-wan');
  act(m, 0, 'keep');
  const v = view(m, 0);
  assert.deepEqual(v.players[0].hand.map((c) => c.key).sort(), ['geonosian-guard', 'geonosian-warrior', 'reek']);
  assert.deepEqual(st(m).toAct, [1], 'LS decides after DS');
});

test('TCG-SETUP-8/TCG-SETUP-5: DS deploys one unit; LS deploys until its total exceeds DS; each deployment draws a card', () => {
  const m = start({ seats: [seat('dark', { deck: [...fillerDS], hand: ['geonosian-defense-platform', 'techno-union-starship'] }),
    seat('light', { deck: [...fillerLS], hand: ['clone-platoon', 'naboo-cruiser', 'naboo-security-guard'] })], start: 'setup' });
  skipMulligans(m);
  assert.deepEqual(st(m).toAct, [0]);
  actP(m, 0, 'send:geonosian-defense-platform'); // 7
  assert.equal(view(m, 0).players[0].handCount, 2, 'drew one');
  assert.deepEqual(st(m).toAct, [1]);
  actP(m, 1, 'send:clone-platoon'); // 4
  assert.deepEqual(st(m).toAct, [1], 'LS 4 is not more than 7');
  actP(m, 1, 'send:naboo-security-guard'); // 6
  assert.deepEqual(st(m).toAct, [1], '6 is not more than 7');
  actP(m, 1, 'send:naboo-cruiser'); // 12
  assert.deepEqual(st(m).toAct, [0]);
  assert.deepEqual(view(m, 0).players.map((p) => p.setupTotal), [7, 12]);
  assert.equal(view(m, 1).players[1].handCount, 3, '3 hand cards sent, 3 drawn');
});

test('TCG-SETUP-7: a unit that would push the setup total above 30 cannot be sent', () => {
  const m = lateSetup();
  toLate(m);
  assert.deepEqual(view(m, 0).players.map((p) => p.setupTotal), [25, 27]);
  assert.deepEqual(st(m).toAct, [0]);
  const l = ids(m, 0);
  assert.ok(!l.some((x) => x.startsWith('send:geonosian-defense-platform')), '25 + 7 > 30: ' + JSON.stringify(l));
  assert.ok(l.some((x) => x.startsWith('send:destroyer-droid-squad')), '25 + 5 = 30');
});

test('TCG-SETUP-9: partial build: counters = 30 - total, a card is drawn, the card is revealed to the opponent; setup done, the other continues', () => {
  const m = lateSetup();
  toLate(m);
  const hc = view(m, 0).players[0].handCount;
  actP(m, 0, 'partial:geonosian-defense-platform'); // cost 7, 5 counters
  const v0 = view(m, 0);
  const b = v0.players[0].build[0];
  assert.equal(b.counters, 5);
  assert.equal(b.ready, false);
  assert.equal(v0.players[0].setupTotal, 30);
  assert.equal(v0.players[0].handCount, hc, 'one card out, one drawn');
  const ob = view(m, 1).players[0].build[0];
  assert.equal(ob.key, 'geonosian-defense-platform', 'revealed to the opponent');
  assert.deepEqual(st(m).toAct, [1], 'LS keeps deploying');
});

test('TCG-SETUP-8 step 5/OQ-TCG-04: a seat at exactly 30 is done; the other keeps deploying one unit at a time; stop only when no unit fits', () => {
  const m = start({ seats: [seat('dark', { deck: [...fillerDS], hand: ['trade-federation-battleship-core', 'droid-control-ship', 'geonosian-defense-platform', 'geonosian-warrior', 'reek'] }),
    seat('light', { deck: ['naboo-defense-station', 'naboo-defense-station'], hand: ['naboo-defense-station', 'naboo-defense-station', 'republic-attack-gunship-uh-478'] })], start: 'setup' });
  skipMulligans(m);
  actP(m, 0, 'send:trade-federation-battleship-core'); // 9
  actP(m, 1, 'send:naboo-defense-station'); // 8
  actP(m, 1, 'send:naboo-defense-station'); // 16
  actP(m, 0, 'send:droid-control-ship'); // 18
  actP(m, 1, 'send:naboo-defense-station'); // 24
  actP(m, 0, 'send:geonosian-defense-platform'); // 25
  actP(m, 1, 'send:republic-attack-gunship-uh-478'); // 30: LS done
  assert.equal(view(m, 0).players[1].setupTotal, 30);
  assert.deepEqual(st(m).toAct, [0]);
  actP(m, 0, 'send:geonosian-warrior'); // 28
  assert.deepEqual(st(m).toAct, [0], 'DS keeps deploying');
  const l = ids(m, 0);
  assert.ok(!l.includes('stop'), 'a unit still fits (reek 3 -> 31? no; geonosian-guard 2 -> 30): ' + JSON.stringify(l));
});

test('TCG-STACK-9/TCG-STACK-10/TCG-STACK-11: setup stacking: a lower-cost version only beneath; a higher one on top counts its cost + 1', () => {
  const m = start({ seats: [seat('dark', { deck: [...fillerDS], hand: ['jango-fett-c', 'jango-fett-d', 'jango-fett-a'] }),
    seat('light', { deck: [...fillerLS], hand: ['clone-platoon', 'naboo-security-guard'] })], start: 'setup' });
  skipMulligans(m);
  actP(m, 0, 'send:jango-fett-c'); // 5
  actP(m, 1, 'send:clone-platoon');
  actP(m, 1, 'send:naboo-security-guard'); // 6
  assert.deepEqual(st(m).toAct, [0]);
  const l = ids(m, 0);
  assert.ok(!l.some((x) => x.startsWith('send:jango-fett')), 'a second Jango is never sent beside the first: ' + JSON.stringify(l));
  assert.ok(l.some((x) => x.startsWith('beneath:jango-fett-d')));
  assert.ok(!l.some((x) => x.startsWith('ontop:jango-fett-d')), 'lower cost: beneath only');
  assert.ok(l.some((x) => x.startsWith('ontop:jango-fett-a')));
  assert.ok(l.some((x) => x.startsWith('beneath:jango-fett-a')));
  actP(m, 0, 'ontop:jango-fett-a');
  const v = view(m, 0);
  assert.equal(v.players[0].setupTotal, 9, '8 + 1');
  const top = v.players[0].arenas.Character[0];
  assert.equal(top.key, 'jango-fett-a');
  assert.equal(top.speed, 70);
  assert.equal(top.power, 8);
  assert.equal(top.health, 7);
});

test('TCG-SETUP-6: unit text is ignored during setup (Cliegg Lars (A) sent at setup costs no Force); deployed in a build step it does', () => {
  const m = start({ seats: [seat('dark', { deck: ['reek', 'reek', 'reek'], hand: ['geonosian-defense-platform'] }), seat('light', { deck: ['clone-squad', 'clone-squad', 'clone-squad'], hand: ['cliegg-lars-a', 'naboo-cruiser'] })], start: 'setup' });
  quiet(m, () => st(m).toAct[0] === 0 && ids(m, 0).some((x) => x.startsWith('send:')));
  actP(m, 0, 'send:geonosian-defense-platform');
  actP(m, 1, 'send:cliegg-lars-a');
  actP(m, 1, 'send:naboo-cruiser');
  const v = quiet(m, (x) => x.step === 'build');
  assert.equal(v.players[1].force, 4, 'only the Ready phase +4');
  const m2 = start({ seats: [seat('dark', { arenas: ['geonosian-warrior'] }), seat('light', { force: 4, buildPoints: 3, build: [{ card: 'cliegg-lars-a', counters: 2 }], arenas: ['clone-squad'] })], start: 'build' });
  act(m2, 0, 'done');
  actP(m2, 1, 'deploy:cliegg-lars-a');
  assert.equal(view(m2, 1).players[1].force, 3);
});

test('TCG-SETUP-11/TCG-SETUP-8: with both sides at 30 setup is over; turn 1 starts with the Ready phase: each gains 4 Force and draws 1', () => {
  // Dark Side 9 + 9 + 7 + 5, Light Side 8 + 6 + 5 + 6 + 3 + 2: both at exactly 30
  const m = start({ seats: [seat('dark', { deck: ['reek', 'reek'], hand: [], arenas: ['trade-federation-battleship-core', 'droid-control-ship', 'geonosian-defense-platform', 'destroyer-droid-squad'] }),
    seat('light', { deck: ['clone-squad', 'clone-squad'], hand: [], arenas: ['naboo-defense-station', 'naboo-cruiser', 'naboo-royal-starship', 'republic-attack-gunship-uh-478', 'clone-squad', 'naboo-security-guard'] })], start: 'setup' });
  const v = quiet(m, (x) => x.step === 'build');
  assert.equal(v.turn, 1);
  assert.deepEqual(v.players.map((p) => p.force), [4, 4]);
  assert.deepEqual(v.players.map((p) => p.handCount), [1, 1]);
});
