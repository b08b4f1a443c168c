// TCG black-box scenarios, rules: win: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, start, view, st, ids, act, seat, unit, quiet, logs } from './table.mjs';
import { me } from './setup_builders.mjs';

// play passively (decline attacks) to the end of turn 1
const endTurn = (m) => quiet(m, (v) => v.over || v.turn > 1, 300);
const passive = (m) => { for (let i = 0; i < 300; i++) { const v = view(m, 0); if (v.over || v.turn > 1) return v; const s = st(m).toAct[0]; const l = ids(m, s); act(m, s, l.find((x) => ['done', 'pass', 'decline', 'nobid', 'keep'].includes(x)) || l[0]); } };
const game = (da, la, o = {}) => start({ seats: [seat('dark', { deck: ['rickshaw', 'rickshaw'], arenas: da, ...(o.d || {}) }), seat('light', { deck: ['rickshaw', 'rickshaw'], arenas: la, ...(o.l || {}) })], start: o.start || 'turn' });

test('TCG-WIN-1/TCG-WIN-2: 1 arena each and the third empty: nobody wins, a new turn starts', () => {
  const m = game(['droid-starfighter-wing'], ['clone-squad']);
  const v = passive(m);
  assert.equal(v.over, false);
  assert.equal(v.turn, 2);
});

test('TCG-WIN-2: DS controls Space and Ground, Character empty on both sides: DS wins at the end of the turn', () => {
  const m = game(['droid-starfighter-wing', 'battle-droid-squad'], []);
  const v = passive(m);
  assert.equal(v.over, true);
  assert.equal(v.winner, 0);
});

test('TCG-WIN-1: an arena where both sides have units is controlled by nobody (DS in all 3, LS in 2: no win)', () => {
  const m = game(['droid-starfighter-wing', 'battle-droid-squad', 'geonosian-guard'], ['naboo-cruiser', 'clone-squad']);
  const v = passive(m);
  assert.equal(v.over, false);
});

test('TCG-WIN-2: DS in all 3 arenas, LS only in Space: DS controls Ground and Character and wins', () => {
  const m = game(['droid-starfighter-wing', 'battle-droid-squad', 'geonosian-guard'], ['naboo-cruiser']);
  const v = passive(m);
  assert.equal(v.winner, 0);
});

test('TCG-WIN-2: the Light Side wins the same way', () => {
  const m = game([], ['naboo-cruiser', 'clone-squad']);
  const v = passive(m);
  assert.equal(v.over, true);
  assert.equal(v.winner, 1);
});

test('TCG-WIN-1/TCG-BUILD-11: face-down cards do not hold an arena: LS with only face-down cards loses to DS in 2 arenas', () => {
  const m = game(['droid-starfighter-wing', 'battle-droid-squad'], [], { l: { build: [{ card: 'clone-squad', counters: 3 }, { card: 'naboo-cruiser', counters: 1 }] } });
  const v = passive(m);
  assert.equal(v.winner, 0);
});

test('TCG-WIN-2: control is not checked at the start: a start:"battle" position where DS controls 2 arenas is not over until the turn ends', () => {
  const m = game(['droid-starfighter-wing', 'battle-droid-squad'], [], { start: 'battle' });
  assert.equal(view(m, 0).over, false);
});

test('TCG-WIN-2/TCG-RETREAT-5: a player who retreats its only units gives up the arena at the end of the same turn', () => {
  const m = game(['droid-starfighter-wing', 'battle-droid-squad'], ['naboo-cruiser', 'clone-squad'], { start: 'retreat' });
  act(m, 0, 'done');
  act(m, 1, ids(m, 1).find((x) => x.startsWith('retreat:naboo-cruiser')));
  act(m, 1, ids(m, 1).find((x) => x.startsWith('retreat:clone-squad')));
  act(m, 1, 'done');
  const v = passive(m);
  assert.equal(v.winner, 0);
});

test('TCG-WIN-2: units destroyed in battle: the arena counts as emptied at the end of the turn (LS\'s only Ground unit destroyed)', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: ['droid-starfighter-wing', 'commerce-guild-droid-81'] }),
    seat('light', { deck: ['rickshaw'], arenas: ['naboo-cruiser', { card: 'naboo-senatorial-escort', damage: 2 }] })],
    start: 'battle', attack: { attacker: 'commerce-guild-droid-81', defender: 'naboo-senatorial-escort', dice: [6, 6, 6, 1, 1, 1, 1] } });
  const v = passive(m);
  assert.equal(unit(v, 'naboo-senatorial-escort').where, 'discard');
  // DS controls Ground only (Space shared, Character empty): no win
  assert.equal(v.over, false);
});

test('TCG-WIN-2: a win is reached with both Character arenas empty and one side\'s Space unit destroyed in the Space battle', () => {
  const m = start({ seats: [
    seat('dark', { deck: ['rickshaw'], arenas: ['trade-federation-war-freighter', 'battle-droid-squad'] }),
    seat('light', { deck: ['rickshaw'], arenas: [{ card: 'n-1-starfighter', tapped: true }] })],
    start: 'battle', attack: { attacker: 'trade-federation-war-freighter', defender: 'n-1-starfighter', dice: [6, 1, 1, 1, 1] } });
  const v = passive(m);
  assert.equal(v.over, true);
  assert.equal(v.winner, 0);
});

test('TCG-WIN-3/api concede: a concession during the LS build step ends the game for DS', () => {
  const m = game(['droid-starfighter-wing'], ['clone-squad'], { start: 'build' });
  act(m, 0, 'done');
  const r = JSON.parse(m.concede(1));
  assert.equal(r.ok, true);
  const s = st(m);
  assert.equal(s.terminal, true);
  assert.deepEqual(s.winners, [0]);
});

test('TCG-WIN-4/OQ-TCG-05: both decks empty and no units anywhere: the game goes on (no deck-out loss, no win)', () => {
  const m = start({ seats: [seat('dark', { deck: [] }), seat('light', { deck: [] })], start: 'turn' });
  const v = passive(m);
  assert.equal(v.over, false);
  assert.equal(v.turn, 2);
});
