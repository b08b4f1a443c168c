// TCG scenarios: card texts of the build step as printed (cost changes,
// [tap] abilities, Mission cards completed in the build step, face-up
// building), each test named by its rule ID and card.
import { test } from 'node:test';
import { assert, start, view, st, ids, act } from './table.mjs';
import { light, dark, has, go, passUntil, findUnit } from './setup_builders.mjs';

test("TCG-BUILD-6 / TCG-ABIL-11: Lama Su (A): each Clone costs 1 fewer build counter - also the opponent's Lama (no 'your' printed)", () => {
  const m = start({ seats: [dark({ arenas: ['lama-su-a'] }), light({ buildPoints: 0, build: [{ card: 'clone-squad', counters: 2 }], arenas: ['naboo-security-guard'] })], start: 'build' });
  act(m, 0, 'done');
  assert.ok(has(m, 1, 'deploy:clone-squad'), JSON.stringify(ids(m, 1)));
});

test('TCG-BUILD-6 / TCG-ABIL-11: Lama Su (A): with both players\' Lama in the Character arena a Clone costs 2 fewer (card ruling)', () => {
  const m = start({ seats: [dark({ arenas: ['lama-su-a'] }), light({ buildPoints: 0, build: [{ card: 'clone-platoon', counters: 2 }], arenas: ['lama-su-a'] })], start: 'build' });
  act(m, 0, 'done');
  assert.ok(has(m, 1, 'deploy:clone-platoon'), JSON.stringify(ids(m, 1)));
});

test('TCG-BUILD-6 / TCG-ABIL-11: Lama Su (A): a non-Clone costs its full cost', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard'] }), light({ buildPoints: 0, build: [{ card: 'naboo-security-guard', counters: 1 }, { card: 'clone-squad', counters: 2 }], arenas: ['lama-su-a'] })], start: 'build' });
  act(m, 0, 'done');
  assert.ok(!has(m, 1, 'deploy:naboo-security-guard'));
  assert.ok(has(m, 1, 'deploy:clone-squad'));
});

test('TCG-FORCE-3 / TCG-ABIL-11: Nexu: each activated ability of the opponent\'s units costs 1 more Force - a [tap] one too (Yoda (B))', () => {
  const m = start({ seats: [dark({ arenas: ['nexu'] }), light({ force: 1, arenas: ['yoda-b'] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'use:yoda-b');
  assert.equal(view(m, 1).players[1].force, 1, 'pays 1, gains 1');
  const m2 = start({ seats: [dark({ arenas: ['nexu'] }), light({ force: 0, arenas: ['yoda-b'] })], start: 'build' });
  act(m2, 0, 'done');
  assert.ok(!has(m2, 1, 'use:yoda-b'), JSON.stringify(ids(m2, 1)));
});

test('TCG-FORCE-3 / TCG-ABIL-11: Nexu: Evade 2 of Kit Fisto costs 3 Force while Nexu is in the Character arena', () => {
  const m = start({ seats: [dark({ arenas: ['nexu', 'geonosian-warrior'] }), light({ force: 2, arenas: ['kit-fisto-a'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'geonosian-warrior', defender: 'kit-fisto-a', dice: [6, 5, 1] } });
  assert.ok(!has(m, 1, 'use:kit-fisto-a'), JSON.stringify(ids(m, 1)));
  const m2 = start({ seats: [dark({ arenas: ['nexu', 'geonosian-warrior'] }), light({ force: 3, arenas: ['kit-fisto-a'] })], start: 'battle', arena: 'character',
    attack: { attacker: 'geonosian-warrior', defender: 'kit-fisto-a', dice: [6, 5, 1] } });
  go(m2, 1, 'use:kit-fisto-a');
  assert.equal(view(m2, 1).players[1].force, 0);
});

test('TCG-FORCE-3 / TCG-BUILD-7: Order Here: a Battle card with no Force cost costs 3 Force this turn', () => {
  const m = start({ seats: [dark({ buildPoints: 5, build: [{ card: 'order-here', counters: 2 }], arenas: ['geonosian-warrior'] }), light({ force: 2, hand: ['lull-in-the-fighting', 'dark-speed'].slice(0, 1), arenas: ['clone-warrior-4-163'] })], start: 'build' });
  go(m, 0, 'complete:order-here');
  passUntil(m, (v) => v.phase === 'battle' && v.arena === 'Character' || v.turn > 1);
  assert.ok(!ids(m, 1).some((x) => x.startsWith('use:lull')), 'LS has 2 Force only');
});

test('TCG-BUILD-7 / TCG-BUILD-9: Departure Time: discard one of your units from any arena, +4 build points this turn', () => {
  const m = start({ seats: [dark({ buildPoints: 2, build: [{ card: 'departure-time', counters: 2 }], arenas: ['geonosian-warrior', 'reek'] }), light({ arenas: ['clone-warrior-4-163'] })], start: 'build' });
  go(m, 0, 'complete:departure-time');
  go(m, 0, '', 'reek');
  const v = view(m, 0);
  assert.equal(findUnit(v, 'reek').where, 'discard');
  assert.equal(v.players[0].buildPoints, 2 + 4);
});

test('TCG-BUILD-7 / TCG-RETREAT-1: Chase the Villain: the opponent cannot retreat Characters in their retreat step this turn', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-warrior', 'battle-droid-squad'] }), light({ buildPoints: 2, build: [{ card: 'chase-the-villain', counters: 2 }], arenas: ['clone-warrior-4-163'] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'complete:chase-the-villain');
  passUntil(m, () => st(m).step === 'retreat' || ids(m, 0).some((x) => x.startsWith('retreat:')), 5);
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.startsWith('retreat:battle-droid-squad')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.startsWith('retreat:geonosian-warrior')), JSON.stringify(l));
});

test('TCG-ZONE-4 / TCG-BUILD-5: Darth Sidious (A): while he is in the Character arena, the opponent builds face up (DS sees the card)', () => {
  const m = start({ seats: [dark({ arenas: ['darth-sidious-a'] }), light({ buildPoints: 3, hand: ['clone-squad'], arenas: ['clone-warrior-4-163'] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'start:clone-squad', '.1');
  const b = view(m, 0).players[1].build;
  assert.equal(b.length, 1);
  assert.equal(b[0].key, 'clone-squad', JSON.stringify(b));
});

test('TCG-ABIL-3 / TCG-ABIL-4: C-3PO (A): the cost "discard 2 cards from your hand" needs 2 cards', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard'] }), light({ hand: ['clone-squad'], arenas: ['c-3po-a'] })], start: 'build' });
  act(m, 0, 'done');
  assert.ok(!has(m, 1, 'use:c-3po-a'));
  const m2 = start({ seats: [dark({ arenas: ['geonosian-guard'] }), light({ hand: ['clone-squad', 'naboo-cruiser', 'rickshaw'], arenas: ['c-3po-a'] })], start: 'build' });
  act(m2, 0, 'done');
  go(m2, 1, 'use:c-3po-a');
  for (let i = 0; i < 2; i++) if (has(m2, 1, 'pick:')) go(m2, 1, 'pick:');
  const v = view(m2, 1);
  assert.equal(v.players[1].discard.length, 2);
  assert.equal(v.players[1].handCount, 3);
});

test('TCG-BUILD-7: Hatch a Clone: returns up to 2 Ground unit cards (any Ground unit) from the discard pile', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard'] }), light({ buildPoints: 1, discard: ['patrol-speeder', 'clone-squad', 'clone-warrior-4-163', 'naboo-cruiser'], build: [{ card: 'hatch-a-clone', counters: 1 }], arenas: ['clone-warrior-5-373'] })], start: 'build' });
  act(m, 0, 'done');
  go(m, 1, 'complete:hatch-a-clone');
  const l = ids(m, 1);
  assert.ok(l.some((x) => x.includes('patrol-speeder')) && l.some((x) => x.includes('clone-squad')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.includes('clone-warrior-4-163') || x.includes('naboo-cruiser')), JSON.stringify(l));
});

test('TCG-CARD-5: Splinter the Republic: a card with the same name as one of your units in any arena', () => {
  const m = start({ seats: [dark({ buildPoints: 1, deck: ['jango-fett-b', 'geonosian-guard', 'reek', 'battle-droid-squad'], build: [{ card: 'splinter-the-republic', counters: 1 }], arenas: ['jango-fett-a', 'battle-droid-squad'] }), light({ arenas: ['clone-warrior-5-373'] })], start: 'build' });
  go(m, 0, 'complete:splinter-the-republic');
  const l = ids(m, 0);
  assert.ok(l.some((x) => x.includes('jango-fett-b')) && l.some((x) => x.includes('battle-droid-squad')), JSON.stringify(l));
  assert.ok(!l.some((x) => x.includes('reek') || x.includes('geonosian-guard')), JSON.stringify(l));
});

test('TCG-BUILD-7 / TCG-GLOSS-13: Jedi Call for Help: only with a Jedi of yours in the Character arena', () => {
  const m = start({ seats: [dark({ arenas: ['geonosian-guard'] }), light({ buildPoints: 0, build: [{ card: 'jedi-call-for-help', counters: 3 }], arenas: ['clone-warrior-5-373', 'elite-jedi-squad'] })], start: 'build' });
  act(m, 0, 'done');
  assert.ok(!has(m, 1, 'complete:jedi-call-for-help'), 'Elite Jedi Squad is in the Ground arena');
});

test("TCG-BUILD-7 / TCG-GEN-3: Tyranus's Edict: the chosen unit's other units in that arena can't be attacked this turn", () => {
  const m = start({ seats: [dark({ buildPoints: 0, build: [{ card: 'tyranuss-edict', counters: 3 }], arenas: ['geonosian-guard', 'geonosian-warrior'] }), light({ arenas: ['clone-warrior-4-163'] })], start: 'build' });
  go(m, 0, 'complete:tyranuss-edict');
  go(m, 0, '', 'geonosian-guard');
  passUntil(m, () => has(m, 1, 'target:'));
  const l = ids(m, 1);
  assert.ok(l.some((x) => x.includes('geonosian-guard')) && !l.some((x) => x.includes('geonosian-warrior')), JSON.stringify(l));
});
