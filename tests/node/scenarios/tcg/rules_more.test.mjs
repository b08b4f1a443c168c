// TCG black-box scenarios, rules: more: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, start, view, st, ids, act, seat, unit, quiet, logs } from './table.mjs';
import { me } from './setup_builders.mjs';

test('TCG-ABIL-4/TCG-BUILD-1(g): a unit deployed in this build step may use its build-step [tap] ability at once (no waiting)', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw', 'rickshaw'], arenas: ['battle-droid-squad'], build: [{ card: 'trade-federation-c-9979', counters: 9 }], buildPoints: 0 }), seat('light', { deck: ['rickshaw'], arenas: ['clone-squad'] })], start: 'build' });
  act(m, 0, ids(m, 0).find((x) => x.startsWith('deploy:trade-federation-c-9979')));
  assert.ok(ids(m, 0).some((x) => x.startsWith('use:trade-federation-c-9979')));
  act(m, 0, ids(m, 0).find((x) => x.startsWith('use:trade-federation-c-9979')));
  const v = view(m, 0);
  assert.equal(me(v, 0).handCount, 1);
  assert.equal(unit(v, 'trade-federation-c-9979').tapped, true);
  assert.ok(!ids(m, 0).some((x) => x.startsWith('use:trade-federation-c-9979')), 'tapped: not again');
});

test('TCG-ABIL-2/TCG-BUILD-8: a retreated unit\'s build-step ability is off in the build zone; returned, it may be used in the same step', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw', 'rickshaw'], hand: ['rickshaw'], arenas: ['battle-droid-squad'], build: [{ card: 'reek', retreated: true }], buildPoints: 0 }), seat('light', { deck: ['rickshaw'], arenas: ['clone-squad'] })], start: 'build' });
  assert.ok(!ids(m, 0).some((x) => x.startsWith('use:reek')));
  act(m, 0, ids(m, 0).find((x) => x.startsWith('return:reek')));
  assert.ok(ids(m, 0).some((x) => x.startsWith('use:reek')));
});

test('TCG-CMD-3: the Light Side alone has units in all 3 arenas: it gets roll + 1, the Dark Side the roll', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw', 'rickshaw'], arenas: ['battle-droid-squad'] }), seat('light', { deck: ['rickshaw', 'rickshaw'], arenas: ['clone-squad', 'naboo-cruiser', { card: 'naboo-security-guard', tapped: true }] })], start: 'turn' });
  const v = view(m, 0);
  assert.equal(me(v, 0).buildPoints, v.buildRoll);
  act(m, 0, 'done');
  assert.equal(me(view(m, 1), 1).buildPoints, v.buildRoll + 1);
});

test('TCG-CMD-3/TCG-BUILD-11: a Mission card deployed nowhere and a stack count as one unit: a stack in Character completes the three arenas', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw', 'rickshaw'], arenas: ['battle-droid-squad', 'droid-starfighter-wing', { card: 'jango-fett-c', under: ['jango-fett-d'] }] }), seat('light', { deck: ['rickshaw', 'rickshaw'], arenas: ['clone-squad'] })], start: 'turn' });
  const v = view(m, 0);
  assert.equal(me(v, 0).buildPoints, v.buildRoll + 1);
});

test('TCG-CMD-3/OQ-TCG-07: a unit deployed in the DS build step into its missing arena does not raise this turn\'s points', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw', 'rickshaw'], arenas: ['battle-droid-squad', 'droid-starfighter-wing'], build: [{ card: 'geonosian-guard', counters: 2 }] }), seat('light', { deck: ['rickshaw', 'rickshaw'], arenas: ['clone-squad'] })], start: 'turn' });
  const before = me(view(m, 0), 0).buildPoints;
  act(m, 0, ids(m, 0).find((x) => x.startsWith('deploy:geonosian-guard')));
  assert.equal(me(view(m, 0), 0).buildPoints, before);
});

test('TCG-BUILD-7: a Mission with fewer counters than its cost cannot be completed; once ready it is completed and discarded (Seek the Council\'s Wisdom +4 Force)', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], arenas: ['battle-droid-squad'] }), seat('light', { deck: ['rickshaw'], arenas: ['clone-squad'], build: [{ card: 'seek-the-councils-wisdom', counters: 1 }], buildPoints: 6, force: 0 })], start: 'build' });
  act(m, 0, 'done');
  assert.ok(!ids(m, 1).some((x) => x.startsWith('complete:')));
  const cost = JSON.parse(JSON.stringify(me(view(m, 1), 1).build[0])).cost;
  act(m, 1, ids(m, 1).find((x) => x.startsWith('add:seek-the-councils-wisdom') && x.endsWith('.' + (cost - 1))));
  act(m, 1, ids(m, 1).find((x) => x.startsWith('complete:seek-the-councils-wisdom')));
  const v = view(m, 1);
  assert.equal(me(v, 1).force, 4);
  assert.ok(me(v, 1).discard.some((c) => c.key === 'seek-the-councils-wisdom'));
});

test('OQ-TCG-11 (2002 rules): no window opens in a battle step where no unit can attack (empty Ground arena), even with a playable card', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], hand: ['dark-speed'], arenas: ['droid-starfighter-wing', 'geonosian-guard'], force: 10 }), seat('light', { deck: ['rickshaw'], arenas: ['naboo-cruiser', 'naboo-security-guard'], force: 10 })], start: 'battle', arena: 'space' });
  const arenasWithWindow = new Set();
  for (let i = 0; i < 60; i++) {
    const v = view(m, 0); if (v.over || v.turn > 1) break;
    if (v.step === 'window' && !v.attack) arenasWithWindow.add(v.arena);
    const s = st(m).toAct[0]; const l = ids(m, s);
    act(m, s, l.find((x) => ['done', 'pass', 'decline', 'nobid'].includes(x)) || l[0]);
  }
  assert.ok(arenasWithWindow.has('Space'));
  assert.ok(!arenasWithWindow.has('Ground'), JSON.stringify([...arenasWithWindow]));
});

test('TCG-STACK-4 (Hero\'s Duty): the unit discarded after its attack is a whole stack: every card goes to the discard pile', () => {
  const m = start({ seats: [seat('dark', { deck: ['rickshaw'], arenas: ['naboo-defense-station'.length ? 'geonosian-guard' : ''] }), seat('light', { deck: ['rickshaw'], hand: ['heros-duty'], arenas: [{ card: 'obi-wan-kenobi-b', under: ['obi-wan-kenobi-c'] }], force: 10 })],
    start: 'battle', attack: { attacker: 'obi-wan-kenobi-b', defender: 'geonosian-guard' } });
  quiet(m, () => st(m).toAct[0] === 1 && ids(m, 1).some((x) => x.startsWith('use:heros-duty')), 5);
  act(m, 1, ids(m, 1).find((x) => x.startsWith('use:heros-duty')));
  const t = ids(m, 1).find((x) => x.startsWith('target:obi-wan-kenobi-b')); if (t) act(m, 1, t);
  quiet(m, (v) => !v.attack || !v.attack.attacker.startsWith('obi-wan'), 30);
  const v = view(m, 0);
  assert.deepEqual(me(v, 1).discard.map((c) => c.key).filter((k) => k.startsWith('obi')).sort(), ['obi-wan-kenobi-b', 'obi-wan-kenobi-c']);
  assert.equal(v.players[1].arenas.Character.length, 0);
});
