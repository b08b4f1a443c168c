// LCG scenarios: the `setup` document of start() as docs/api.md describes it
// (LCG "Setup"): the documented examples, the defaults of `tookTurn`, the
// affiliation card's focus, and positions the rules could never reach, which
// are refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, tryStart } from './table.mjs';

// Plays on with the first-listed passive choices until `stop(ids)` or the
// given turn; true when `stop` was met.
function playUntil(g, stop, untilTurn) {
  for (let i = 0; i < 40; i++) {
    const st = g.status(); if (st.terminal || !st.toAct.length) return false;
    if (g.view(-1).turn === untilTurn) return false;
    const s = st.toAct[0]; const ids = g.ids(s);
    if (stop(ids)) return true;
    g.apply(s, ids.includes('done') ? 'done' : ids.includes('pass') ? 'pass' : ids.includes('decline') ? 'decline' : ids[0]);
  }
  return false;
}

test('LCG-TURN-4 / api.md Setup "Deployment" example (turn 3, no tookTurn): the DS plays a normal turn 3 with a Conflict phase', () => {
  // the documented example, plus one ready unit so that an engagement is possible
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3, dark: { hand: ['darth-vader', 'dark-side-apprentice', 'force-choke'], units: ['tie-fighter@27'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'the-emperors-web'] } });
  g.act(0, 'pass');
  assert.equal(g.view(-1).phase, 'conflict', 'turn 3 of the DS is not its first turn (LCG-CONFLICT-2 must not apply)');
  g.close();
});

test('LCG-TURN-4 / api.md Setup "Force" example (LS turn 4, no tookTurn): the DS\'s following turn 5 has its Conflict phase', () => {
  const g = lcg({ phase: 'force', active: 'light', turn: 4, balance: 'dark', light: { units: ['luke-skywalker'] }, dark: { units: ['darth-vader'] } });
  const engageOffered = playUntil(g, (ids) => ids.some((x) => x.startsWith('engage:')), 6);
  assert.ok(engageOffered, 'the DS turn 5 was played as its first turn (no engagement offered)');
  g.close();
});

test('LCG-REFRESH-2 / api.md Setup tookTurn default: the Light Side active on turn 2 has not had a turn (focus stays); on turn 4 it has (focus removed)', () => {
  let g = lcg({ phase: 'refresh', active: 'light', turn: 2, light: { units: [{ card: 'obi-wan-kenobi', focus: 2 }] } });
  assert.equal(g.unit(1, 'obi-wan-kenobi').focus, 2, 'turn 2 is the Light Side\'s first turn');
  g.close();
  g = lcg({ phase: 'refresh', active: 'light', turn: 4, light: { units: [{ card: 'obi-wan-kenobi', focus: 2 }] } });
  assert.equal(g.unit(1, 'obi-wan-kenobi').focus ?? 0, 0, 'turn 4: not its first turn (Elite: 2 removed)');
  g.close();
});

test('LCG-CONFLICT-2 / api.md Setup tookTurn default: the Dark Side active on turn 1 has not had a turn (no Conflict phase); on turn 3 it has', () => {
  const setup = (turn) => ({ phase: 'deployment', active: 'dark', turn, dark: { hand: ['force-choke@19'], units: ['darth-vader'] } });
  let g = lcg(setup(1));
  assert.equal(playUntil(g, (ids) => ids.some((x) => x.startsWith('engage:')), 2), false, 'engagement offered on the DS first turn');
  g.close();
  g = lcg(setup(3));
  assert.equal(playUntil(g, (ids) => ids.some((x) => x.startsWith('engage:')), 4), true, 'no engagement on the DS turn 3');
  g.close();
});

test('LCG-RES-5 / api.md Setup "affiliation": {"focus": n}: focus tokens on the affiliation card, which then produces no resource', () => {
  const setup = (affiliation) => ({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['dark-side-apprentice'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'the-emperors-web'], ...(affiliation ? { affiliation } : {}) } });
  const ready = lcg(setup(null), { dark: 'sith' });
  const focused = lcg(setup({ focus: 1 }), { dark: 'sith' });
  assert.equal(focused.p(0).affiliationCard.focus, 1);
  assert.equal(ready.p(0).affiliationCard.focus ?? 0, 0);
  assert.equal(focused.p(0).resources, ready.p(0).resources - 1, 'the focused affiliation card produces nothing');
  ready.close(); focused.close();
});

test('LCG-FORCE-3 / api.md Setup: a side cannot have 4 units with committed Force (3 Force cards)', () => {
  const { result } = tryStart({ phase: 'force', active: 'dark', turn: 3, dark: { tookTurn: true, units: [
    { card: 'darth-vader', force: true }, { card: 'tie-fighter@27', force: true }, { card: 'tie-bomber', force: true }, { card: 'duty-officer', force: true }] } });
  assert.equal(result.ok, false, 'accepted: ' + JSON.stringify(result));
  assert.equal(result.error.code, 'bad_setup');
});

test('LCG-DEPLOY-5 / api.md Setup: an enhancement on a card it cannot enhance is refused (Defense Upgrade "Enhance an objective" on a unit)', () => {
  const { result } = tryStart({ phase: 'deployment', active: 'light', turn: 4, light: { tookTurn: true, units: [{ card: 'luke-skywalker', enhancements: ['defense-upgrade'] }] } });
  assert.equal(result.ok, false, 'accepted: ' + JSON.stringify(result));
  assert.equal(result.error.code, 'bad_setup');
});

test('LCG-KW-4 / api.md Setup: an enhancement on a unit with No Enhancements is refused (Blaster Pistol on Rancor)', () => {
  const { result } = tryStart({ phase: 'deployment', active: 'dark', turn: 3, dark: { tookTurn: true, units: [{ card: 'rancor', enhancements: ['blaster-pistol'] }] } });
  assert.equal(result.ok, false, 'accepted: ' + JSON.stringify(result));
  assert.equal(result.error.code, 'bad_setup');
});

test('LCG-WIN-1 / api.md Setup: a position whose LS victory pile already holds 3 DS objectives is refused', () => {
  const { result } = tryStart({ phase: 'deployment', active: 'dark', turn: 3, light: { victory: ['fall-of-the-jedi', 'imperial-command', 'the-emperors-web'] } });
  assert.equal(result.ok, false, 'accepted: ' + JSON.stringify(result));
  assert.equal(result.error.code, 'bad_setup');
});
