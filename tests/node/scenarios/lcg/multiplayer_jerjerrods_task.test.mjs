// LCG black-box scenarios, multiplayer: jerjerrods task: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSw, MpGame as G, keys, pay } from './setup_builders.mjs';
const sw = await loadSw();
const T = { tookTurn: true };
const jt = (setup, opts = {}) => new G(sw, { turn: 3, active: 'dark', dark: T, light: T, light2: T, ...setup }, { mode: 'jerjerrods-task', ...opts });
const RICH = ['lemelisks-ambition', 'along-the-sanctuary-pipeline', 'heightened-security'];

test('MP-JT-3: the solo DS has no affiliation card, Death Star II set aside, the three starting objectives; seats 1..2 are LS #1/#2 facing it', () => {
  const g = jt({ phase: 'deployment' });
  const ps = g.view(-1).players;
  assert.equal(ps.length, 3);
  assert.equal(ps[0].solo, true); assert.ok(!ps[0].affiliationCard, 'affiliation card ' + JSON.stringify(ps[0].affiliationCard));
  assert.deepEqual(keys(ps[0].setAside), ['death-star-ii']);
  assert.deepEqual(keys(ps[0].objectives).sort(), RICH.slice().sort());
  assert.deepEqual(ps.slice(1).map((p) => [p.side, p.number, p.across, p.solo]), [['light', 1, 0, false], ['light', 2, 0, false]]);
  g.close();
});

test('MP-JT-3/MP-JT-8: from start (no setup) the seven Jerjerrod\'s Task objectives are in the solo command deck, not in play', () => {
  const m = new sw.Match();
  const r = JSON.parse(m.start(JSON.stringify({ game: 'lcg', seed: 7, options: { mode: 'jerjerrods-task', mulligan: false } })));
  assert.equal(r.ok, true, JSON.stringify(r));
  const p0 = JSON.parse(m.view(0)).players[0];
  assert.ok(!p0.objectiveDeckCount, 'no objective deck for the solo player: ' + p0.objectiveDeckCount);
  const jtInHand = (p0.hand || []).filter((c) => c.key === 'jerjerrods-task').length;
  assert.ok(p0.deckCount + (p0.hand || []).length >= 7 + 0, 'deck ' + p0.deckCount);
  assert.ok(!(p0.objectives || []).some((o) => o.key === 'jerjerrods-task'));
  assert.ok(jtInHand <= 6);
  m.delete();
});

test('MP-JT-1 / Lemelisk\'s Ambition: reserve value 6 + 1 per opponent still in the game (2 LS: 8, 3 LS: 9)', () => {
  let g = jt({ phase: 'deployment' });
  assert.equal(g.pl(0).reserve, 8); g.close();
  g = new G(sw, { turn: 3, active: 'dark', phase: 'deployment', dark: T, light: T, light2: T, light3: T }, { mode: 'jerjerrods-task', players: 4 });
  assert.equal(g.pl(0).reserve, 9);
  assert.deepEqual(g.view(-1).players.map((p) => p.side), ['dark', 'light', 'light', 'light']);
  assert.equal(g.pl(3).number, 3);
  g.close();
});

test('MP-JT-1 / Jerjerrod\'s Task: X (damage capacity) is twice the LS players who started: 4 with two, 6 with three', () => {
  let g = jt({ phase: 'deployment', dark: { tookTurn: true, objectives: [...RICH, 'jerjerrods-task'] } });
  assert.equal(g.pl(0).objectives.find((o) => o.key === 'jerjerrods-task').capacity, 4); g.close();
  g = new G(sw, { turn: 3, active: 'dark', phase: 'deployment', dark: { tookTurn: true, objectives: [...RICH, 'jerjerrods-task'] }, light: T, light2: T, light3: T }, { mode: 'jerjerrods-task', players: 4 });
  assert.equal(g.pl(0).objectives.find((o) => o.key === 'jerjerrods-task').capacity, 6);
  g.close();
});

test('MP-JT-8: Jerjerrod\'s Task: once per turn for all copies; it enters play and its player draws 1 card', () => {
  const g = jt({ phase: 'deployment', dark: { tookTurn: true, hand: ['jerjerrods-task', 'jerjerrods-task'], deck: ['construction-droid', 'tie-interceptor'] } });
  const uses = g.ids(0).filter((i) => i.startsWith('use:jerjerrods-task'));
  assert.equal(uses.length, 2);
  g.apply(0, uses[0]); pay(g, 0);
  g.passWindows && null;
  assert.equal(g.pl(0).objectives.length, 4);
  assert.equal(g.pl(0).handCount, 2, 'one left in hand + 1 drawn');
  const x = g.st1();
  assert.ok(!(x.s === 0 && x.ids.some((i) => i.startsWith('use:jerjerrods-task'))), 'second copy offered the same turn: ' + x.ids);
  g.close();
});

test('MP-JT-8: Jerjerrod\'s Task is "during your turn": not offered in the LS team\'s turn', () => {
  const g = jt({ phase: 'deployment', active: 'light', turn: 4, dark: { tookTurn: true, hand: ['jerjerrods-task'] }, light: { tookTurn: true, hand: ['luke-skywalker'] } });
  for (let i = 0; i < 12 && g.status().phase === 'deployment'; i++) {
    assert.ok(!g.ids(0).some((a) => a.startsWith('use:jerjerrods-task')), 'offered in the LS turn');
    const x = g.st1(); g.apply(x.s, x.ids.includes('pass') ? 'pass' : 'done');
  }
  g.close();
});

test('MP-JT-9: a Jerjerrod\'s Task objective in hand may go into the edge stack (no Force icon)', () => {
  const g = jt({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: ['jerjerrods-task'], units: [{ card: 'tie-interceptor', defending: true }] },
    light: { tookTurn: true, hand: ['heat-of-battle@9'], units: [{ card: 'luke-skywalker', attacking: true }] } });
  g.until((x) => x.st1().s === 0 && x.st1().prompt?.kind === 'edge' || x.status().phase !== 'conflict', 6);
  assert.ok(g.ids(0).some((i) => i.startsWith('edge:jerjerrods-task')), g.ids(0));
  g.close();
});

test('MP-JT-6/MP-JT-7: Death Star II\'s Setup action costs 22 less the dial: offered at dial 16 with 10 resources, not at dial 0', () => {
  const dark = { tookTurn: true, objectives: [...RICH, 'jerjerrods-task'], units: ['lambda-class-shuttle', 'admiral-piett'], enhancements: ['tactical-command-center', 'orbital-construction-yard'], hand: ['construction-droid'] };
  let g = jt({ phase: 'deployment', dial: 16, dark });
  assert.ok(g.ids(0).some((i) => i.startsWith('use:death-star-ii')), g.ids(0));
  g.close();
  g = jt({ phase: 'deployment', dial: 0, dark });
  assert.ok(!g.ids(0).some((i) => i.startsWith('use:death-star-ii')), 'cost 22 with 10 resources offered');
  g.close();
});

test('MP-JT-6: Death Star II put into play leaves setAside and is a unit in play (cost paid: 22-16 = 6)', () => {
  const g = jt({ phase: 'deployment', dial: 16, dark: { tookTurn: true, objectives: [...RICH, 'jerjerrods-task'], units: ['lambda-class-shuttle', 'admiral-piett'], enhancements: ['tactical-command-center', 'orbital-construction-yard'], hand: ['construction-droid'] } });
  g.act(0, 'use:death-star-ii'); pay(g, 0);
  assert.ok(g.pl(0).units.some((u) => u.key === 'death-star-ii'));
  assert.ok(!keys(g.pl(0).setAside).includes('death-star-ii'));
  const ready = [...g.pl(0).objectives, ...g.pl(0).units, ...g.pl(0).enhancements].filter((c) => !c.focus).length;
  assert.ok(ready >= 1, 'paid more than 6?');
  g.close();
});

test('MP-JT-1 / Tactical Command Center: "each Light Side player must deal 1 damage to a unit he controls" asks both LS players', () => {
  const g = jt({ phase: 'deployment', dark: { tookTurn: true, hand: ['jerjerrods-task'], enhancements: ['tactical-command-center'] },
    light: { tookTurn: true, units: ['luke-skywalker'] }, light2: { tookTurn: true, units: ['red-two', 'x-wing@13'] } });
  g.act(0, 'use:jerjerrods-task'); pay(g, 0);
  g.until((x) => x.st1().ids.some((i) => i.startsWith('use:tactical')) || x.st1().s !== 0, 4);
  if (g.ids(0).some((i) => i.startsWith('use:tactical'))) g.act(0, 'use:tactical');
  for (let i = 0; i < 4; i++) { const x = g.st1(); const c = x.ids.find((a) => a.startsWith('choose:')); if (!c) break; g.apply(x.s, c); }
  const dmg = (s) => g.pl(s).units.reduce((a, u) => a + (u.damage || 0), 0);
  assert.equal(dmg(1), 1); assert.equal(dmg(2), 1);
  g.close();
});

test('MP-CHAL-4: the solo DS may engage the objectives of either LS player', () => {
  const g = jt({ phase: 'conflict', dark: { tookTurn: true, units: ['tie-interceptor'] } });
  const e = g.ids(0).filter((i) => i.startsWith('engage:'));
  const objs1 = g.pl(1).objectives.map((o) => o.id), objs2 = g.pl(2).objectives.map((o) => o.id);
  assert.ok(objs1.some((o) => e.includes('engage:' + o)), 'LS #1 objectives: ' + e);
  assert.ok(objs2.some((o) => e.includes('engage:' + o)), 'LS #2 objectives: ' + e);
  g.close();
});

test('MP-GEN-15: in turn 1 the solo DS engages nobody (no LS player has had a turn)', () => {
  const g = new G(sw, { turn: 1, active: 'dark', phase: 'deployment', dark: { tookTurn: false, units: ['tie-interceptor'] }, light: { tookTurn: false }, light2: { tookTurn: false } }, { mode: 'jerjerrods-task' });
  g.until((t) => t.status().phase !== 'deployment');
  const x = g.st1();
  assert.ok(!(x.s === 0 && x.ids.some((i) => i.startsWith('engage:'))), x.ids);
  g.close();
});

test('MP-GEN-15: the solo DS may engage only the LS player who has had a turn', () => {
  const g = jt({ phase: 'conflict', turn: 3, dark: { tookTurn: true, units: ['tie-interceptor'] }, light: { tookTurn: true }, light2: { tookTurn: false } });
  const e = g.ids(0).filter((i) => i.startsWith('engage:'));
  const objs2 = g.pl(2).objectives.map((o) => 'engage:' + o.id);
  assert.ok(e.length > 0);
  assert.ok(!e.some((i) => objs2.includes(i)), 'LS #2 had no turn: ' + e);
  g.close();
});

test('MP-JT-7/OQ-48: an LS objective destroyed by the solo DS goes to its pile; the dial advances by its pile size', () => {
  const g = jt({ phase: 'conflict', dial: 4, engagement: { objective: 0, defender: 'light2' },
    dark: { tookTurn: true, units: [{ card: 'tie-interceptor', attacking: true }, { card: 'darth-vader-jt', attacking: true }], victory: ['a-heros-journey'] },
    light2: { tookTurn: true, objectives: [{ card: 'draw-their-fire', damage: 4 }, 'mobilize-the-squadrons', 'rumors-at-the-cantina'] } });
  g.strikeAll();
  if (!g.status().terminal && g.ids(g.st1().s).includes('bonus')) g.act(g.st1().s, 'bonus');
  assert.deepEqual(keys(g.pl(0).victory).sort(), ['a-heros-journey', 'draw-their-fire']);
  assert.equal(g.view(-1).dial, 6);
  assert.equal(g.status().terminal, false);
  g.close();
});

test('MP-JT-6/C10: with Death Star II in play and LS #1 already collected, destroying LS #2\'s objective collects it and the DS wins (scenario)', () => {
  const g = jt({ phase: 'conflict', engagement: { objective: 0, defender: 'light2' },
    dark: { tookTurn: true, units: ['death-star-ii', { card: 'darth-vader-jt', attacking: true }] },
    light: { tookTurn: true, collected: true },
    light2: { tookTurn: true, objectives: [{ card: 'draw-their-fire', damage: 4 }, 'mobilize-the-squadrons', 'rumors-at-the-cantina'] } });
  assert.ok(keys(g.pl(1).setAside).length === 1);
  g.strikeAll();
  if (!g.status().terminal && g.ids(g.st1().s).includes('bonus')) g.act(g.st1().s, 'bonus');
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [0]);
  assert.equal(g.view(-1).reason, 'scenario');
  g.close();
});

test('MP-JT-6: with only one LS affiliation card collected the DS has not won', () => {
  const g = jt({ phase: 'conflict', engagement: { objective: 0, defender: 'light2' },
    dark: { tookTurn: true, units: ['death-star-ii', { card: 'darth-vader-jt', attacking: true }] },
    light2: { tookTurn: true, objectives: [{ card: 'draw-their-fire', damage: 4 }, 'mobilize-the-squadrons', 'rumors-at-the-cantina'] } });
  g.strikeAll();
  if (!g.status().terminal && g.ids(g.st1().s).includes('bonus')) g.act(g.st1().s, 'bonus');
  assert.ok(keys(g.pl(2).setAside).length === 1, 'LS #2 affiliation under Death Star II');
  assert.equal(g.status().terminal, false);
  g.close();
});

test('MP-JT-5: Death Star II destroyed: the LS team wins at once', () => {
  const g = jt({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'death-star-ii', damage: 21, defending: true }] },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', attacking: true }] } });
  g.strikeAll();
  const st = g.status();
  assert.equal(st.terminal, true, 'DS II ' + JSON.stringify(g.pl(0).units.map((u) => [u.key, u.damage])));
  assert.ok(st.winners.includes(1) && !st.winners.includes(0));
  g.close();
});

test('MP-GEN-4/MP-JT: LS #1 sees LS #2\'s hand; neither sees the solo DS hand; the solo DS sees no LS hand', () => {
  const g = jt({ phase: 'deployment', dark: { tookTurn: true, hand: ['construction-droid'] }, light: { tookTurn: true, hand: ['luke-skywalker'] }, light2: { tookTurn: true, hand: ['red-two'] } });
  assert.deepEqual(keys(g.view(1).players[2].hand), ['red-two']);
  assert.equal(g.view(1).players[0].hand, undefined);
  assert.equal(g.view(2).players[0].hand, undefined);
  assert.equal(g.view(0).players[1].hand, undefined);
  assert.equal(g.view(0).players[2].hand, undefined);
  g.close();
});

test('MP-GEN-20/OQ-45: with three LS players the deployment segments run LS #1, #2, #3', () => {
  const g = new G(sw, { turn: 4, active: 'light', phase: 'deployment', dark: T, light: { tookTurn: true, hand: ['luke-skywalker'] }, light2: { tookTurn: true, hand: ['red-two'] }, light3: { tookTurn: true, hand: ['luke-skywalker'] } }, { mode: 'jerjerrods-task', players: 4 });
  const actives = [];
  for (let i = 0; i < 20 && g.status().phase === 'deployment'; i++) {
    const a = g.view(-1).active; if (actives[actives.length - 1] !== a) actives.push(a);
    const x = g.st1(); g.apply(x.s, x.ids.includes('pass') ? 'pass' : 'done');
  }
  assert.deepEqual(actives, [1, 2, 3]);
  g.close();
});
