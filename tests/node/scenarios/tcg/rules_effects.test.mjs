// TCG black-box scenarios, rules: effects: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, start, view, st, ids, act, seat, unit, quiet, logs, rollsOf, pick } from './table.mjs';
import { me } from './setup_builders.mjs';

const passive = (m, stop, n = 200) => quiet(m, stop, n);

test('TCG-BUILD-11/TCG-ZONE-4 (War Will Follow): a face-down Space card is no unit: not movable; a retreated Space unit is', () => {
  const mk = (b) => start({ seats: [seat('dark', { deck: ['rickshaw'], hand: ['war-will-follow'], arenas: ['droid-starfighter-wing'], force: 10 }), seat('light', { deck: ['rickshaw'], arenas: ['clone-squad'], build: b, force: 10 })], start: 'battle', arena: 'space' });
  assert.ok(!ids(mk([{ card: 'naboo-cruiser', counters: 6 }]), 0).some((x) => x.startsWith('use:war-will-follow')));
  assert.ok(ids(mk([{ card: 'naboo-cruiser', retreated: true, tapped: true }]), 0).some((x) => x.startsWith('use:war-will-follow')));
});

test('TCG-BATTLE-3/TCG-BATTLE-7 (War Will Follow): a unit moved untapped into Space during the Space battle may attack in that step', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], hand: ['war-will-follow'], arenas: ['droid-starfighter-wing'], force: 10 }), seat('light', { deck: ['rickshaw'], arenas: ['clone-squad'], build: [{ card: 'naboo-cruiser', retreated: true, tapped: true }], force: 10 })], start: 'battle', arena: 'space' });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('use:war-will-follow')));
  const p = ids(m, 0).find((x) => x.includes('naboo-cruiser') && /^(choose|target|pick):/.test(x)); if (p) act(m, 0, p);
  const u = unit(view(m, 0), 'naboo-cruiser');
  assert.equal(u.where, 'arena'); assert.equal(u.tapped, false);
  passive(m, () => ids(m, 0).some((x) => x.startsWith('target:naboo-cruiser')), 10);
  act(m, 0, 'decline');
  passive(m, () => ids(m, 1).some((x) => x.startsWith('target:droid-starfighter-wing')) || view(m, 0).arena !== 'Space', 10);
  assert.ok(ids(m, 1).some((x) => x.startsWith('target:droid-starfighter-wing')), 'the cruiser attacks in the Space battle');
});

test('TCG-BATTLE-6 (War Will Follow in the Ground battle): the untapped Space unit moved in does not attack any more this turn', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], hand: ['war-will-follow'], arenas: ['droid-starfighter-wing', 'battle-droid-squad'], force: 10 }), seat('light', { deck: ['rickshaw'], arenas: ['clone-squad'], build: [{ card: 'naboo-cruiser', retreated: true, tapped: true }], force: 10 })], start: 'battle', arena: 'ground' });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('use:war-will-follow')));
  const p = ids(m, 0).find((x) => x.includes('naboo-cruiser') && /^(choose|target|pick):/.test(x)); if (p) act(m, 0, p);
  let cruiserAttacked = false;
  for (let i = 0; i < 100; i++) {
    const v = view(m, 0); if (v.over || v.turn > 1) break;
    if (v.attack && v.attack.attacker.startsWith('naboo-cruiser')) cruiserAttacked = true;
    const s = st(m).toAct[0]; const l = ids(m, s);
    act(m, s, l.find((x) => ['done', 'pass', 'decline', 'nobid'].includes(x)) || l[0]);
  }
  assert.equal(cruiserAttacked, false);
});

test('T7/TCG-RETREAT-1 (Tyranus\'s Solar Sailer (A)): a unit retreated by its own effect after its attack is tapped and holds no arena', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], arenas: ['tyranuss-solar-sailer-a', 'battle-droid-squad'] }), seat('light', { deck: ['rickshaw'], arenas: ['naboo-cruiser'] })],
    start: 'battle', attack: { attacker: 'tyranuss-solar-sailer-a', defender: 'naboo-cruiser', dice: [1, 1] } });
  for (let i = 0; i < 20; i++) {
    const s = st(m).toAct[0]; const l = ids(m, s);
    const y = l.find((x) => /retreat|pick:|choose:/.test(x) && x.includes('sailer')) || l.find((x) => /^pick:.*\.1$|yes/.test(x));
    if (s === 0 && y) { act(m, 0, y); break; }
    act(m, s, l.find((x) => ['pass', 'decline'].includes(x)) || l[0]);
  }
  const u = unit(view(m, 0), 'tyranuss-solar-sailer-a');
  assert.equal(u.where, 'build', JSON.stringify(u));
  assert.equal(u.tapped, true);
  assert.equal(u.retreated, true);
});

test('TCG-RETREAT-2 (Go to the Temple): units retreated during the battle are tapped, do not attack and do not hold the arena', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], arenas: ['droid-starfighter-wing', 'battle-droid-squad'] }), seat('light', { deck: ['rickshaw'], hand: ['go-to-the-temple'], arenas: ['naboo-cruiser', 'clone-squad'], force: 10 })], start: 'battle', arena: 'space' });
  passive(m, () => ids(m, 1).some((x) => x.startsWith('use:go-to-the-temple')), 10);
  act(m, 1, ids(m, 1).find((x) => x.startsWith('use:go-to-the-temple')));
  // choose the Ground arena, then the clone squad
  for (let i = 0; i < 6; i++) {
    const l = ids(m, 1); if (!l.length) break;
    const a = l.find((x) => x === 'arena.1') || l.find((x) => x.includes('clone-squad') && /^(pick|choose|target):/.test(x)) || l.find((x) => x === 'finish' || x === 'done');
    if (!a) break; act(m, 1, a);
  }
  const u = unit(view(m, 0), 'clone-squad');
  assert.equal(u.where, 'build'); assert.equal(u.tapped, true);
  const v = quiet(m, (v) => v.over || v.turn > 1, 200);
  // DS holds Ground (LS retreated), Space shared: no win; Ground controlled by DS
  assert.equal(v.over, false);
});

test('TCG-BUILD-9/TCG-CMD-6 (Departure Time): build points gained in the build step are spent in the same step, then lost', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], hand: ['destroyer-droid-squad'], arenas: ['droid-starfighter-wing', 'battle-droid-squad'], build: [{ card: 'departure-time', counters: 9 }], buildPoints: 1 }), seat('light', { deck: ['rickshaw'], arenas: ['naboo-cruiser'] })], start: 'build' });
  const c = ids(m, 0).find((x) => x.startsWith('complete:departure-time'));
  assert.ok(c, JSON.stringify(ids(m, 0)));
  act(m, 0, c);
  for (let i = 0; i < 5; i++) { const l = ids(m, 0); const p = l.find((x) => x.includes('battle-droid-squad') && /^(pick|choose|target):/.test(x)); if (p) { act(m, 0, p); break; } }
  const v = view(m, 0);
  assert.equal(me(v, 0).buildPoints, 5, '1 + 4');
  assert.ok(ids(m, 0).some((x) => x === 'start:destroyer-droid-squad.' + x.split('.')[1] + '.5' || /^start:destroyer-droid-squad\.\d+\.5$/.test(x)));
  act(m, 0, 'done');
  act(m, 1, 'done');
  assert.equal(me(view(m, 0), 0).buildPoints, 0);
});

test('T6/TCG-ABIL-5: Darth Tyranus (A)\'s "+2 power for this attack" is offered once: not again after the LS answers in the same window', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], arenas: ['darth-tyranus-a'], force: 10 }), seat('light', { deck: ['rickshaw'], hand: ['weapon-response', 'surge-of-power'], arenas: ['clone-warrior-4-163'], force: 10 })],
    start: 'battle', attack: { attacker: 'darth-tyranus-a', defender: 'clone-warrior-4-163' } });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('use:darth-tyranus-a') && x.endsWith('.0')));
  quiet(m, () => st(m).toAct[0] === 1 && ids(m, 1).some((x) => x.startsWith('use:weapon-response')), 5);
  act(m, 1, ids(m, 1).find((x) => x.startsWith('use:weapon-response')));
  assert.ok(!ids(m, 0).some((x) => x.startsWith('use:darth-tyranus-a') && x.endsWith('.0')));
});

test('TCG-BID-4/TCG-FORCE-3: with 0 Force neither player can raise: the auction ends on passes and DS wins the tie', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], arenas: ['boba-fett-a', 'battle-droid-squad'], force: 0 }), seat('light', { deck: ['rickshaw'], arenas: ['boba-fett-a', 'clone-squad'], force: 0 })], start: 'retreat' });
  const seen = [];
  for (let i = 0; i < 10 && !(view(m, 0).arena); i++) {
    const s = st(m).toAct[0]; const l = ids(m, s);
    if (view(m, 0).bid) seen.push(l);
    act(m, s, l.find((x) => ['done', 'nobid'].includes(x)) || l[0]);
  }
  for (const l of seen) assert.ok(!l.some((x) => x.startsWith('bid.')), JSON.stringify(l));
  const v = view(m, 0);
  assert.equal(unit(v, 'boba-fett-a', 0).where, 'arena');
  assert.equal(unit(v, 'boba-fett-a', 1).where, 'build');
  assert.equal(me(v, 0).force, 0);
});

test('TCG-BID-2/OQ-TCG-24 (War Will Follow): a contested pair made by an effect in the Battle phase is bid for in that Battle phase', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw', 'rickshaw'], hand: ['war-will-follow'], arenas: ['coruscant-freighter-aa-9-a', 'battle-droid-squad'], force: 10 }),
    seat('light', { deck: ['rickshaw', 'rickshaw'], arenas: ['clone-squad'], build: [{ card: 'coruscant-freighter-aa-9-a', retreated: true, tapped: true }], force: 10 })], start: 'battle', arena: 'space' });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('use:war-will-follow')));
  act(m, 0, ids(m, 0).find((x) => x.startsWith('choose:coruscant-freighter-aa-9-a')));
  let bidTurn1 = false, bidLater = false, attackedEachOther = false;
  for (let i = 0; i < 200; i++) {
    const v = view(m, 0); if (v.over || v.turn > 2) break;
    if (v.bid) { if (v.turn === 1) bidTurn1 = true; else bidLater = true; }
    const s = st(m).toAct[0]; const l = ids(m, s);
    const a = l.find((x) => x.startsWith('target:coruscant')) || l.find((x) => ['done', 'pass', 'decline', 'nobid'].includes(x)) || l[0];
    if (a.startsWith('target:coruscant') && v.turn === 1) attackedEachOther = true;
    act(m, s, a);
  }
  assert.ok(bidTurn1, `no bid in turn 1 (contested units attacked each other: ${attackedEachOther}; bid in turn 2: ${bidLater})`);
});
