// TCG scenarios: how the game ends (TCG-WIN): control of 2 arenas at the end
// of the turn, an empty deck (no loss), conceding, the maxTurns option.
import { test } from 'node:test';
import { assert, P, seat, start, view, st, act, actP, quiet } from './table.mjs';

test('TCG-WIN-2/TCG-WIN-1: a player controlling 2 arenas at the end of the turn wins; not before the Character battle ends', () => {
  // DS: Space + Ground units, LS: only Character. LS Character can't change that.
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-wing', 'battle-droid-squad'] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'battle', arena: 'space' });
  // Before the end of the turn the game is not over
  assert.equal(st(m).terminal, false);
  const v = quiet(m, (x) => x.over);
  assert.equal(v.over, true);
  assert.equal(v.winner, 0);
  assert.deepEqual(st(m).winners, [0]);
});

test('TCG-WIN-1: retreated units do not count for control; a side whose only unit in an arena retreated loses that arena', () => {
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-wing', 'battle-droid-squad'] }), seat('light', { arenas: ['naboo-security-guard', 'jedi-starfighter-3r3', 'clone-squad'] })], start: 'retreat' });
  act(m, 0, 'done');
  actP(m, 1, 'retreat:jedi-starfighter-3r3');
  actP(m, 1, 'retreat:clone-squad');
  act(m, 1, 'done');
  // DS now controls Space and Ground; LS retreated units don't count.
  let v = view(m, 0);
  assert.equal(v.players[0].controls, 2);
  v = quiet(m, (x) => x.over);
  assert.equal(v.winner, 0);
});

test('TCG-WIN-2: control is checked only at the end of the turn (DS controls 2 arenas when the battle starts but loses one in the Ground battle to Ion Cannon)', () => {
  const m = start({ seats: [seat('dark', { arenas: ['droid-starfighter-dfs-4ct', 'geonosian-warrior'] }), seat('light', { arenas: ['naboo-spaceport'] })],
    start: 'battle', attack: { attacker: 'naboo-spaceport', defender: 'droid-starfighter-dfs-4ct', mode: 'ionCannon', dice: [6, 6, 6, 6] } });
  const v = quiet(m, (x) => x.turn === 2 || x.over);
  assert.equal(v.over, false, 'no winner: DS controls only Character, LS only Ground');
  assert.ok(v.players[0].discard.some((c) => c.key === 'droid-starfighter-dfs-4ct'));
});

test('OQ-TCG-05/TCG-WIN-4: drawing from an empty deck does nothing; no loss', () => {
  const m = start({ seats: [seat('dark', { deck: [], arenas: ['geonosian-warrior'] }), seat('light', { deck: ['clone-squad'], arenas: ['naboo-security-guard'] })], start: 'turn' });
  const v = quiet(m, (x) => x.step === 'build');
  assert.equal(v.over, false);
  assert.equal(v.players[0].handCount, 0);
  assert.equal(v.players[1].handCount, 1);
});

test('TCG-WIN-3: concede ends the game at once for the other side', () => {
  const m = start({ seats: [seat('dark', { arenas: ['geonosian-warrior'] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'build' });
  const r = P(m.concede(0));
  assert.equal(r.ok, true);
  assert.deepEqual(st(m).winners, [1]);
});

test('OQ-TCG-28: option maxTurns ends the game in a draw after that many turns', () => {
  const m = start({ seats: [seat('dark', { arenas: ['geonosian-warrior'] }), seat('light', { arenas: ['naboo-cruiser'] })], start: 'battle', arena: 'space' }, { maxTurns: 1 });
  quiet(m, (x) => x.over || x.turn > 1);
  const s = st(m);
  assert.equal(s.terminal, true);
  assert.deepEqual(s.winners, []);
});
