// LCG scenarios: the edge battle of an engagement (LCG-EDGE): placing and
// passing, who wins the edge, the stacks after the battle, fate cards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L } from './table.mjs';

// A Dark Side attack on turn 3, resuming at the edge battle.
function dsAttack(darkUnits, lightUnits, darkHand, lightHand) {
  return lcg({
    phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: darkUnits, hand: darkHand },
    light: { tookTurn: true, units: lightUnits, hand: lightHand },
  });
}

test('LCG-EDGE-4: a pass followed by the other player placing gives the first player another chance; ends on two passes in a row', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true }],
    ['force-choke@19', 'dark-side-apprentice'], ['jedi-mind-trick@3', 'twilek-loyalist@1']);
  assert.equal(g.who(), 0);
  g.act(0, 'pass');
  assert.equal(g.who(), 1);
  g.act(1, 'edge:jedi-mind-trick');
  assert.equal(g.who(), 0, 'attacker gets another chance after the defender placed');
  assert.equal(g.prompt().kind, 'edge');
  g.act(0, 'edge:force-choke');
  assert.equal(g.who(), 1);
  assert.equal(g.prompt().kind, 'edge');
  g.act(1, 'pass');
  assert.equal(g.who(), 0);
  assert.equal(g.prompt().kind, 'edge', 'one pass is not the end: attacker may place again');
  g.act(0, 'pass');
  // battle over: stacks revealed, winner decided
  const v = g.view(-1);
  assert.notEqual(v.engagement.edgeWinner, -1);
  g.close();
});

test('LCG-EDGE-9: a tie in Force icons goes to the defender, who strikes first (LCG-STRIKE-1)', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true }],
    ['force-choke@19', 'dark-side-apprentice'], ['jedi-mind-trick@3', 'twilek-loyalist@1']);
  g.act(0, 'edge:force-choke'); // 1 icon
  g.act(1, 'edge:jedi-mind-trick'); // 1 icon
  g.act(0, 'pass'); g.act(1, 'pass');
  assert.equal(g.view(-1).engagement.edgeWinner, 1);
  g.passWindows();
  assert.equal(g.who(), 1);
  assert.equal(g.prompt().kind, 'strike');
  g.close();
});

test('LCG-EDGE-9: the higher Force-icon total wins the edge; the attacker then strikes first', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true }],
    ['emperor-palpatine', 'dark-side-apprentice'], ['jedi-mind-trick@3', 'twilek-loyalist@1']);
  g.act(0, 'edge:emperor-palpatine'); // 5 icons
  g.act(1, 'edge:jedi-mind-trick'); // 1
  g.act(0, 'pass'); g.act(1, 'pass');
  assert.equal(g.view(-1).engagement.edgeWinner, 0);
  g.passWindows();
  assert.equal(g.who(), 0);
  assert.equal(g.prompt().kind, 'strike');
  g.close();
});

test('LCG-EDGE-10: both edge stacks go to their owners\' discard piles after the battle', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true }],
    ['emperor-palpatine', 'dark-side-apprentice'], ['jedi-mind-trick@3', 'twilek-loyalist@1']);
  g.act(0, 'edge:emperor-palpatine');
  g.act(1, 'edge:jedi-mind-trick');
  g.act(0, 'pass'); g.act(1, 'pass');
  const v = g.view(-1);
  assert.ok(v.players[0].discard.some((c) => c.key === 'emperor-palpatine'));
  assert.ok(v.players[1].discard.some((c) => c.key.startsWith('jedi-mind-trick')));
  assert.equal(v.players[0].edgeCount ?? 0, 0);
  assert.equal(v.players[1].edgeCount ?? 0, 0);
  g.close();
});

test('LCG-EDGE-3: with no defender declared the attacker wins the edge automatically and the defender places nothing', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['darth-vader'], hand: ['force-choke@19'] },
    light: { tookTurn: true, units: ['luke-skywalker'], hand: ['obi-wan-kenobi'] } });
  g.engage('', ['darth-vader'], []);
  // attacker may still place cards
  assert.equal(g.who(), 0);
  assert.equal(g.prompt().kind, 'edge');
  g.act(0, 'pass');
  const v = g.view(-1);
  assert.equal(v.engagement.edgeWinner, 0);
  g.close();
});

test('LCG-EDGE-3 (C6): defenders declared but gone before the edge battle: no automatic win, the 0-0 tie goes to the defender and attacker edge icons do not count', () => {
  // TIE Fighter: [UD] [BD] edge-enabled only. Twi'lek Loyalist (capacity 1) defends and is choked.
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['tie-fighter@27'], hand: ['force-choke@19'] },
    light: { tookTurn: true, units: ['twilek-loyalist@1'], hand: [] } });
  g.passWindows();
  const objId = g.ids(0).find((i) => i.startsWith('engage:')).slice(7);
  g.act(0, 'engage:' + objId);
  g.passWindows();
  g.act(0, 'attacker:tie-fighter'); g.act(0, 'done');
  g.passWindows();
  g.act(1, 'defender:twilek-loyalist'); g.act(1, 'done');
  // action window after defenders: the DS chokes the defender
  assert.equal(g.who(), 0);
  g.act(0, 'use:force-choke');
  if (g.ids(0).some((i) => i.startsWith('target:'))) g.act(0, 'target:twilek-loyalist');
  assert.equal(g.unit(1, 'twilek-loyalist@1'), undefined, 'defender destroyed');
  g.passWindows();
  // edge: attacker may place; defender has no participating unit
  if (g.prompt()?.kind === 'edge') g.act(0, 'pass');
  g.passWindows();
  const v = g.view(-1);
  assert.equal(v.engagement.edgeWinner, 1, 'tie 0-0 goes to the defender (C6)');
  // strike with the TIE fighter: no edge-enabled icons
  g.act(0, 'strike:tie-fighter');
  while (g.ids(0).some((i) => i.startsWith('icon.'))) g.act(0, g.ids(0).find((i) => i.startsWith('icon.')));
  g.passWindows();
  const o = g.obj(1, objId);
  assert.equal(o.damage ?? 0, 0, 'no blast from an edge-enabled icon');
  g.close();
});

test('LCG-EDGE-6 / OQ-27: a card in the edge stack is blank but for Force icons: Mon Mothma\'s Edge (1) does not count from the stack (2-2 tie -> defender)', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', defending: true }], hand: ['vaders-lightsaber', ...H_D] },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', attacking: true }], hand: ['mon-mothma', ...H_L] } });
  g.act(1, 'edge:mon-mothma');
  g.act(0, 'edge:vaders-lightsaber');
  g.act(1, 'pass'); g.act(0, 'pass');
  assert.equal(g.view(-1).engagement.edgeWinner, 0);
  g.close();
});

test('LCG-EDGE-7 / LCG-KW-3: a Limited card placed in the edge stack is not played; the player may still play a Limited card this turn', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true, enhancements: ['jedi-lightsaber'] }],
    ['tear-this-ship-apart', 'tear-this-ship-apart', 'dark-side-apprentice'], ['twilek-loyalist@1']);
  g.act(0, 'edge:tear-this-ship-apart');
  g.act(1, 'pass'); g.act(0, 'pass');
  // action window after the edge battle: the second Tear This Ship Apart is still playable
  assert.equal(g.who(), 0);
  assert.ok(g.ids(0).some((i) => i.startsWith('use:tear-this-ship-apart')), 'Limited card still playable: ' + g.ids(0));
  g.close();
});

test('LCG-EDGE-8: fate cards resolve by ascending priority: Twist of Fate (1) cancels Heat of Battle (6) and a new edge battle starts with the attacker', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true }],
    ['heat-of-battle@19', 'force-choke@19'], ['twist-of-fate@5', 'jedi-mind-trick@3']);
  g.act(0, 'edge:heat-of-battle');
  g.act(1, 'edge:twist-of-fate');
  g.act(0, 'pass'); g.act(1, 'pass');
  // any choices on fate targets: pick the first
  for (let i = 0; i < 5; i++) {
    const s = g.toAct()[0]; const ids = g.ids(s);
    if (g.prompt()?.kind === 'edge') break;
    const t = ids.find((x) => x.startsWith('target:') || x.startsWith('choose:') || x.startsWith('order:'));
    if (!t) break; g.apply(s, t);
  }
  const v = g.view(-1);
  assert.equal(g.unit(1, 'luke-skywalker').damage ?? 0, 0, 'Heat of Battle cancelled');
  assert.ok(v.players[0].discard.some((c) => c.key.startsWith('heat-of-battle')));
  assert.ok(v.players[1].discard.some((c) => c.key.startsWith('twist-of-fate')));
  assert.equal(v.engagement.edgeWinner, -1);
  assert.equal(g.who(), 0);
  assert.equal(g.prompt().kind, 'edge');
  g.close();
});

test('LCG-EDGE-8: a revealed fate card resolves (Heat of Battle deals 1 damage to a participating enemy unit)', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [{ card: 'luke-skywalker', defending: true }, 'obi-wan-kenobi'],
    ['heat-of-battle@19', 'dark-side-apprentice'], ['twilek-loyalist@1']);
  g.act(0, 'edge:heat-of-battle');
  g.act(1, 'pass'); g.act(0, 'pass');
  const ids = g.ids(g.toAct()[0]);
  const t = ids.filter((x) => x.startsWith('target:'));
  if (t.length) {
    assert.deepEqual(t.map((x) => x.split(':')[1].split('.')[0]), ['luke-skywalker'], 'only the participating enemy unit is a target');
    g.apply(0, t[0]);
  }
  assert.equal(g.unit(1, 'luke-skywalker').damage, 1);
  assert.equal(g.view(-1).engagement.edgeWinner, 0);
  g.close();
});

test('LCG-EDGE-8 / LCG-EDGE-3 / OQ-17: with no defenders the attacker still may place a fate card and it resolves (Target of Opportunity: 1 damage to the engaged objective)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'dark-side-apprentice', attacking: true }], hand: ['target-of-opportunity@21', ...H_D] },
    light: { tookTurn: true, units: ['luke-skywalker'], hand: H_L } });
  const objId = g.view(-1).engagement.objective;
  g.act(0, 'edge:target-of-opportunity');
  if (g.prompt()?.kind === 'edge' && g.who() === 0) g.act(0, 'pass');
  assert.equal(g.view(-1).engagement.edgeWinner, 0);
  assert.equal(g.obj(1, objId).damage, 1);
  g.close();
});

test('LCG-EDGE-8: Target of Opportunity in the defender\'s stack does nothing ("if you are the attacking player")', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3, engagement: { objective: 0 },
    dark: { tookTurn: true, units: [{ card: 'dark-side-apprentice', attacking: true }], hand: H_D },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', defending: true }], hand: ['target-of-opportunity@4', ...H_L] } });
  g.act(0, 'pass'); g.act(1, 'edge:target-of-opportunity'); g.act(0, 'pass'); g.act(1, 'pass');
  const v = g.view(-1);
  for (const p of v.players) for (const o of p.objectives) assert.equal(o.damage ?? 0, 0);
  assert.equal(v.engagement.edgeWinner, 1);
  g.close();
});
