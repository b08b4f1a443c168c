// LCG multiplayer scenarios: the Conflict and Force phases of a 2v2 game
// (who engages whom, supporting attackers and defenders, the team's Force
// struggle, the first turn), each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { play, twoVsTwo } from './setup_builders.mjs';

test('MP-2V2-3/OQ-40: each player engages only the objectives of the opponent across (DS#1-LS#2, DS#2-LS#1)', () => {
  const g = twoVsTwo({ phase: 'conflict', dark: { units: ['tie-attack-squadron'] }, dark2: { units: ['tie-fighter@27'] } });
  const e0 = g.ids(0).filter((i) => i.startsWith('engage:'));
  assert.deepEqual(e0.map((i) => i.replace(/^engage:|\.\d+$/g, '')).sort(), ['draw-their-fire', 'mobilize-the-squadrons', 'rumors-at-the-cantina']);
  g.act(0, 'done');
  g.passUntil((x) => x.st1().ids.some((i) => i.startsWith('engage:')), 10);
  assert.equal(g.st1().s, 1);
  const e1 = g.ids(1).filter((i) => i.startsWith('engage:'));
  assert.deepEqual(e1.map((i) => i.replace(/^engage:|\.\d+$/g, '')).sort(), ['a-heros-journey', 'in-you-must-go', 'the-rebel-fleet']);
  g.close();
});

test('MP-2V2-3/MP-GEN-24: The Secret of Yavin 4 (LS #1) must not redirect an engagement of LS #2\'s objective ("another of YOUR objectives")', () => {
  const g = twoVsTwo({ phase: 'conflict', dark: { units: ['darth-vader'] },
    light: { objectives: ['the-secret-of-yavin-4', 'a-heros-journey', 'in-you-must-go'] }, light2: { units: ['red-two'] } });
  g.act(0, 'engage:draw-their-fire');
  const x = g.st1();
  assert.ok(!x.ids.some((i) => i.startsWith('use:the-secret-of-yavin-4')),
    `LS #1 offered The Secret of Yavin 4 for LS #2's objective (seat ${x.s}: ${x.ids}); engagement ${JSON.stringify(g.view(-1).engagement)}`);
  g.close();
});

test('MP-GEN-13/C8: supporting attacker needs an own attacker first, teammate agrees, control returns after the engagement', () => {
  const g = twoVsTwo({ phase: 'conflict', dark: { units: ['tie-attack-squadron'] }, dark2: { units: ['tie-fighter@27', 'dark-side-apprentice@19'] } });
  g.act(0, 'engage:draw-their-fire');
  g.passWindows();
  assert.ok(!g.ids(0).some((i) => i.startsWith('support:')), 'no support before an own attacker');
  g.act(0, 'attacker:tie-attack-squadron');
  assert.ok(g.ids(0).some((i) => i.startsWith('support:tie-fighter')));
  g.act(0, 'support:tie-fighter');
  assert.equal(g.st1().s, 1, 'the teammate decides');
  g.act(1, 'agree:tie-fighter');
  assert.ok(!g.ids(0).some((i) => i.startsWith('support:')), 'only one unit per teammate');
  const lent = g.pl(0).units.find((u) => u.key === 'tie-fighter@27');
  assert.equal(lent.controller, 0); assert.equal(lent.lentBy, 1); assert.equal(lent.role, 'attacker');
  g.act(0, 'done');
  g.strikeAll();
  if (g.ids(g.st1().s).includes('bonus')) g.act(g.st1().s, 'decline');
  g.passUntil((x) => !x.view(-1).engagement, 20);
  const back = g.pl(1).units.find((u) => u.key === 'tie-fighter@27');
  assert.ok(back, 'back under DS #2');
  assert.equal(back.controller, 1);
  assert.equal(back.focus, 1, 'keeps its focus from striking');
  g.close();
});

test('MP-GEN-13: a teammate may decline; the refusal is final for that declaration', () => {
  const g = twoVsTwo({ phase: 'conflict', dark: { units: ['tie-attack-squadron'] }, dark2: { units: ['tie-fighter@27', 'dark-side-apprentice@19'] } });
  g.act(0, 'engage:draw-their-fire');
  g.passWindows();
  g.act(0, 'attacker:tie-attack-squadron');
  g.act(0, 'support:tie-fighter');
  g.act(1, 'decline');
  assert.ok(!g.ids(0).some((i) => i.startsWith('support:')), 'no second question to the same teammate: ' + g.ids(0));
  assert.equal(g.pl(1).units.length, 2);
  g.close();
});

test('MP-GEN-12: supporting defender from the teammate, controlled by the engaged player for the engagement', () => {
  const g = twoVsTwo({ phase: 'conflict', dark: { units: ['tie-attack-squadron'] },
    light: { units: ['luke-skywalker'] }, light2: { units: ['red-two'] } });
  g.act(0, 'engage:draw-their-fire');
  g.passWindows();
  g.act(0, 'attacker:tie-attack-squadron'); g.act(0, 'done'); g.passWindows();
  assert.equal(g.st1().s, 3);
  assert.ok(!g.ids(3).some((i) => i.startsWith('support:')), 'no support before an own defender');
  g.act(3, 'defender:red-two');
  g.act(3, 'support:luke');
  g.act(2, 'agree:luke');
  const l = g.pl(3).units.find((u) => u.key === 'luke-skywalker');
  assert.equal(l.controller, 3); assert.equal(l.lentBy, 2); assert.equal(l.role, 'defender');
  assert.equal(g.pl(2).units.length, 0);
  g.close();
});

test('MP-GEN-14/22: the team shares three Force cards across its players', () => {
  const g = twoVsTwo({ phase: 'force', dark: { units: ['darth-vader', 'tie-fighter@27'] }, dark2: { units: ['tie-attack-squadron', 'dark-side-apprentice@19'] } });
  g.act(0, 'commit:darth-vader'); g.act(0, 'commit:tie-fighter');
  if (g.st1().s === 0) g.act(0, 'done');
  assert.equal(g.st1().s, 1);
  assert.equal(g.pl(1).forceAvailable, 1);
  g.act(1, 'commit:tie-attack-squadron');
  const c = g.view(-1).players.slice(0, 2).flatMap((p) => p.units).filter((u) => u.forceCommitted).length;
  assert.equal(c, 3);
  assert.ok(!g.ids(1).some((i) => i.startsWith('commit:')), 'no fourth Force card');
  g.close();
});

test('MP-GEN-14: the team adds up both players\' committed units in a single Force struggle', () => {
  // DS #1: Vader 4 + TIE 1 = 5 = LS 5 (a tie alone); with DS #2's TIE Attack Squadron (2) the DS wins 7-5.
  const g = twoVsTwo({ phase: 'force', balance: 'light', dark: { units: ['darth-vader', 'tie-fighter@27'] }, dark2: { units: ['tie-attack-squadron'] },
    light: { units: [{ card: 'luke-skywalker', force: true }] }, light2: { units: [{ card: 'red-two', force: true }] } });
  g.act(0, 'commit:darth-vader'); g.act(0, 'commit:tie-fighter');
  if (g.st1().s === 0) g.act(0, 'done');
  g.act(1, 'commit:tie-attack-squadron');
  g.passUntil((x) => x.status().phase !== 'force', 10);
  assert.equal(g.view(-1).balance, 'dark');
  g.close();
});

test('MP-GEN-14: LS team sums both players\' units: 3+2 vs 4 flips the Balance to the LS', () => {
  const g = twoVsTwo({ phase: 'force', active: 'light', turn: 4, balance: 'dark', dark: { units: [{ card: 'darth-vader', force: true }] },
    light: { units: ['luke-skywalker'] }, light2: { units: ['red-two'] } });
  g.act(2, 'commit:luke');
  if (g.st1().s === 2) g.act(2, 'done');
  g.act(3, 'commit:red-two');
  g.passUntil((x) => x.status().phase !== 'force', 10);
  assert.equal(g.view(-1).balance, 'light');
  g.close();
});

test('MP-GEN-15: in the DS team\'s first turn nobody engages (no LS player has had a turn)', () => {
  const g = play({ phase: 'conflict', turn: 1, active: 'dark', dark: { units: ['tie-attack-squadron'] }, dark2: { units: ['dark-side-apprentice@19'] } }, { mode: '2v2' });
  const st = g.status();
  const ids = st.toAct.length ? g.ids(st.toAct[0]) : [];
  assert.ok(!ids.some((i) => i.startsWith('engage:')), 'no engagement offered: ' + ids);
  g.close();
});

test('MP-GEN-15: in the LS team\'s first turn (turn 2) LS players may engage the DS (who had a turn)', () => {
  const g = play({ phase: 'conflict', turn: 2, active: 'light', light: { units: ['luke-skywalker'] }, light2: { units: ['red-two'] } }, { mode: '2v2' });
  const s = g.st1();
  assert.equal(s.s, 2);
  assert.ok(s.ids.some((i) => i.startsWith('engage:')), s.ids);
  g.close();
});
