// LCG scenarios: the Conflict phase around the edge battle and the strikes
// (LCG-CONFLICT): which objectives may be engaged, who may attack or defend,
// the unopposed bonus, engagements whose units are gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L, keyOf } from './table.mjs';

const HAND6_D = ['dark-side-apprentice', 'kuati-security-team@20', 'force-choke@19', 'tie-fighter@27', 'tie-bomber', 'duty-officer'];
const HAND6_L = ['twilek-loyalist@1', 'rebel-trooper', 'jedi-mind-trick@3', 'x-wing@12', 'y-wing@8', 'a-wing'];
const LOBJ = ['jedi-training', 'in-you-must-go', 'a-heros-journey']; // capacities 5,5,4

// A Dark Side attack on turn 5 at the Light Side's objective 0, at the edge battle.
function dsAttack(darkUnits, lightUnits, o = {}) {
  return lcg({
    phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 }, dial: 0,
    dark: { tookTurn: true, units: darkUnits, hand: o.darkHand || H_D },
    light: { tookTurn: true, units: lightUnits, hand: H_L, objectives: o.lobj || LOBJ },
  });
}
function noEdge(g) { for (let i = 0; i < 3 && g.prompt()?.kind === 'edge'; i++) g.act(g.who(), 'pass'); g.passWindows(); }

test('LCG-CONFLICT-3: each enemy objective can be engaged at most once per Conflict phase', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, dark: { tookTurn: true, hand: HAND6_D, units: ['darth-vader', 'dark-side-apprentice'] }, light: { tookTurn: true, hand: HAND6_L } });
  g.engage('', ['darth-vader'], []);
  const first = g.engagedObj;
  g.act(0, 'pass'); g.passWindows();
  g.act(0, 'strike:darth-vader');
  for (let i = 0; i < 5 && g.ids(0).some((x) => x.startsWith('icon.') || x.startsWith('hit:')); i++) g.apply(0, g.ids(0).find((x) => x.startsWith('icon.') || x.startsWith('hit:')));
  g.passWindows();
  if (g.ids(0).includes('bonus')) g.act(0, 'decline');
  g.passWindows();
  const ids = g.ids(0);
  assert.ok(ids.some((x) => x.startsWith('engage:')), 'another engagement offered: ' + ids);
  assert.ok(!ids.includes('engage:' + first), 'the same objective not offered again');
  g.close();
});

test('LCG-TERMS-13 / LCG-CONFLICT-6/7: exhausted units cannot be declared as attackers or defenders', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['dark-side-apprentice'], units: [{ card: 'darth-vader', focus: 1 }, 'kuati-security-team@20'] },
    light: { tookTurn: true, hand: H_L, units: [{ card: 'luke-skywalker', focus: 1 }, 'obi-wan-kenobi'] } });
  g.passWindows();
  g.apply(0, g.ids(0).find((i) => i.startsWith('engage:')));
  g.passWindows();
  const att = g.ids(0).filter((i) => i.startsWith('attacker:')).map(keyOf);
  assert.deepEqual(att, ['kuati-security-team']);
  g.act(0, 'attacker:kuati'); g.act(0, 'done'); g.passWindows();
  const def = g.ids(1).filter((i) => i.startsWith('defender:')).map(keyOf);
  assert.deepEqual(def, ['obi-wan-kenobi']);
  g.close();
});

test('LCG-CONFLICT-10: unopposed bonus offered when every declared defender was destroyed; it deals 1 damage', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'rebel-trooper', defending: true }], { darkHand: ['emperor-palpatine', ...H_D] });
  g.act(0, 'edge:emperor-palpatine'); noEdge(g);
  const objId = g.view(-1).engagement.objective;
  g.strikeAll({ 'icon.': 'icon.0' });
  assert.equal(g.unit(1, 'rebel-trooper'), undefined);
  assert.ok(g.ids(0).includes('bonus'), 'bonus offered: ' + g.ids(0));
  const before = g.obj(1, objId).damage ?? 0;
  g.act(0, 'bonus');
  assert.equal(g.obj(1, objId).damage, before + 1);
  g.close();
});

test('LCG-CONFLICT-10: no unopposed bonus while a defender survived', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true }], { darkHand: ['emperor-palpatine', ...H_D] });
  g.act(0, 'edge:emperor-palpatine'); noEdge(g);
  g.strikeAll();
  assert.ok(g.unit(1, 'luke-skywalker'), 'Luke survived');
  assert.ok(!g.ids(g.toAct()[0] ?? 0).includes('bonus'));
  assert.equal(g.view(-1).engagement, null);
  g.close();
});

test('LCG-CONFLICT-10 / LCG-SHIELD-3: a shield on the engaged objective stops the unopposed bonus damage', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'advisor-to-the-emperor', attacking: true }], hand: H_D },
    light: { tookTurn: true, hand: H_L, objectives: [{ card: 'jedi-training', shields: 1 }, 'in-you-must-go', 'a-heros-journey'] } });
  if (g.prompt()?.kind === 'edge') g.act(0, 'pass');
  g.strikeAll();
  assert.ok(g.ids(0).includes('bonus'));
  g.act(0, 'bonus');
  const o = g.obj(1, 'jedi-training');
  assert.equal(o.damage ?? 0, 0);
  assert.equal(o.shields ?? 0, 0);
  g.close();
});

test('LCG-CONFLICT-11 / OQ-15: an objective destroyed during the strikes gives no bonus; the remaining strikes still happen', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }, { card: 'dark-side-apprentice', attacking: true }], [],
    { lobj: [{ card: 'jedi-training', damage: 3 }, 'in-you-must-go', 'a-heros-journey'] });
  noEdge(g);
  g.act(0, 'strike:darth-vader');
  g.strikeAll();
  const v = g.view(-1);
  assert.ok(v.players[0].victory.some((c) => c.key === 'jedi-training'));
  assert.equal(g.unit(0, 'dark-side-apprentice').focus, 1, 'the apprentice struck too');
  assert.ok(!g.ids(0).includes('bonus'));
  g.close();
});

test('LCG-EDGE-2 / OQ-16: attackers all gone before the edge battle: the attacker places nothing; the defender (with units) wins the edge; no bonus', () => {
  // LS attacks with a Twi'lek Loyalist (capacity 1); the DS chokes it in the window after the attackers
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4,
    dark: { tookTurn: true, units: ['dark-side-apprentice'], hand: ['force-choke@19', 'kuati-security-team@20'] },
    light: { tookTurn: true, units: ['twilek-loyalist@1'], hand: H_L } });
  g.passWindows();
  g.apply(1, g.ids(1).find((i) => i.startsWith('engage:')));
  g.passWindows();
  g.act(1, 'attacker:twilek'); g.act(1, 'done');
  // window after attackers: LS first (pass), then DS chokes
  if (g.who() === 1 && g.prompt().kind === 'window') g.act(1, 'pass');
  if (g.who() === 0 && g.prompt().kind === 'window') { g.act(0, 'use:force-choke'); if (g.ids(0).some((i) => i.startsWith('target:'))) g.act(0, 'target:twilek'); }
  assert.equal(g.unit(1, 'twilek-loyalist@1'), undefined);
  g.passWindows();
  // the engagement may go on: defenders, edge
  for (let i = 0; i < 10 && g.view(-1).engagement; i++) {
    const s = g.toAct()[0]; const ids = g.ids(s); const pr = g.prompt();
    if (s === 1 && pr.kind === 'edge') assert.fail('attacker with no participating unit places an edge card');
    if (ids.includes('bonus')) assert.fail('bonus without a surviving attacker');
    g.apply(s, ids.includes('pass') ? 'pass' : ids.includes('done') ? 'done' : ids[0]);
  }
  g.close();
});
