// LCG scenarios: the Force phase (LCG-FORCE): committing Force cards and the
// Force struggle that turns the Balance of the Force token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L, keyOf } from './table.mjs';

const HAND6_D = ['dark-side-apprentice', 'kuati-security-team@20', 'force-choke@19', 'tie-fighter@27', 'tie-bomber', 'duty-officer'];
const HAND6_L = ['twilek-loyalist@1', 'rebel-trooper', 'jedi-mind-trick@3', 'x-wing@12', 'y-wing@8', 'a-wing'];

// A Force phase of the Light Side (turn 4) with these units committed or not.
function lsForce(balance, darkUnits, lightUnits, more = {}) {
  return lcg({ phase: 'force', active: 'light', turn: 4, balance,
    dark: { tookTurn: true, hand: more.darkHand || HAND6_D, units: darkUnits },
    light: { tookTurn: true, hand: more.lightHand || HAND6_L, units: lightUnits, objectives: more.lobj || ['forgotten-heroes', 'in-you-must-go', 'a-heros-journey'], ...(more.light || {}) } });
}

test('LCG-FORCE-2/3: the active player commits Force only to own units without Force, at most the available Force cards', () => {
  const g = lsForce('dark', ['darth-vader'], [{ card: 'luke-skywalker', force: true }, { card: 'obi-wan-kenobi', focus: 1 }, 'rebel-trooper', 'yoda']);
  assert.equal(g.who(), 1);
  let ids = g.ids(1).filter((x) => x.startsWith('commit:')).map(keyOf).sort();
  assert.deepEqual(ids, ['obi-wan-kenobi', 'rebel-trooper', 'yoda'], 'exhausted Obi-Wan allowed (OQ-23), Luke already committed, no enemy unit');
  g.act(1, 'commit:obi-wan-kenobi');
  g.act(1, 'commit:yoda');
  ids = g.ids(1).filter((x) => x.startsWith('commit:'));
  assert.equal(ids.length, 0, 'all three Force cards used: ' + g.ids(1));
  g.close();
});

test('LCG-FORCE-7/9: only ready committed units count; the higher total turns the Balance token', () => {
  const g = lsForce('dark', [{ card: 'darth-vader', force: true, focus: 1 }, { card: 'dark-side-apprentice', force: true }], [{ card: 'luke-skywalker', force: true }]);
  if (g.prompt()?.kind === 'force') g.act(1, 'done');
  assert.equal(g.view(-1).balance, 'light', 'LS 3 vs DS 1 (Vader exhausted)');
  g.close();
});

test('LCG-FORCE-9: equal Force totals leave the token where it is', () => {
  const g = lsForce('dark', [{ card: 'advisor-to-the-emperor', force: true }, { card: 'dark-side-apprentice', force: true }], [{ card: 'luke-skywalker', force: true }]);
  if (g.prompt()?.kind === 'force') g.act(1, 'done');
  assert.equal(g.view(-1).balance, 'dark');
  g.close();
});

test('LCG-FORCE-8: Force icons printed on an enhancement do not count (Luke 3 + Jedi Lightsaber 2 vs Vader 4: the DS wins the struggle)', () => {
  const g = lsForce('light', [{ card: 'darth-vader', force: true }], [{ card: 'luke-skywalker', force: true, enhancements: ['jedi-lightsaber'] }]);
  if (g.prompt()?.kind === 'force') g.act(1, 'done');
  assert.equal(g.view(-1).balance, 'dark');
  g.close();
});

test('LCG-FORCE-7 / LCG-ABIL-4 (Jedi Training): the objective adds 1 Force icon to the LS in the struggle (Luke 3 + 1 beats Motti 3)', () => {
  const g = lsForce('dark', [{ card: 'admiral-motti', force: true }], [{ card: 'luke-skywalker', force: true }],
    { lobj: ['jedi-training', 'in-you-must-go', 'a-heros-journey'] });
  if (g.prompt()?.kind === 'force') g.act(1, 'done');
  assert.equal(g.view(-1).balance, 'light', 'LS 3+1 vs DS 3');
  g.close();
});

test('LCG-FORCE-7 (C7, Ancient Monument): an enhancement whose text adds a Force icon counts in the struggle', () => {
  const g = lsForce('dark', [{ card: 'admiral-motti', force: true }], [{ card: 'luke-skywalker', force: true }],
    { darkHand: H_D, lightHand: H_L, light: { enhancements: ['ancient-monument'] } });
  if (g.prompt()?.kind === 'force') g.act(1, 'done');
  assert.equal(g.view(-1).balance, 'light');
  g.close();
});
