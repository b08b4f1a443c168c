// LCG scenarios: card texts as printed: fate cards and Edge in the edge battle (Heat of Battle, Target of
// Opportunity, Twist of Fate, Secret Informant, Mon Mothma);
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { loadSw, Game as G, DS_SITH, RA_OBJ, J_OBJ, RA, logText, targets, edgeAt as eng } from './setup_builders.mjs';
const sw = await loadSw();

test('LCG-ABIL-1 / Heat of Battle (3.6): revealed in the edge stack, 1 damage to a target participating enemy unit (not a non-participating one)', () => {
  const g = eng('dark', { units: [{ card: 'darth-vader', attacking: true }, 'dark-side-apprentice'] },
    { units: [{ card: 'luke-skywalker', defending: true }], edge: ['heat-of-battle@3'] });
  assert.ok(g.run([], 'target:', 10), g.dump());
  const t = g.ids(1).filter((x) => x.startsWith('target:'));
  assert.ok(!t.some((x) => x.includes('apprentice') || x.includes('luke')), 'bad targets: ' + t);
  g.act(1, 'target:darth-vader');
  assert.equal(g.unit(0, 'darth-vader').damage, 1);
  g.close();
});

test('LCG-ABIL-1 / Target of Opportunity (4.6): for the attacking player, 1 damage to the engaged objective; for the defending player nothing', () => {
  const g = eng('light', { units: [{ card: 'darth-vader', defending: true }] }, { units: [{ card: 'luke-skywalker', attacking: true }], edge: ['target-of-opportunity@4'] });
  g.run([], 'strike:', 10);
  assert.equal(g.view(-1).players[0].objectives[0].damage, 1, logText(g));
  g.close();
  const g2 = eng('dark', { units: [{ card: 'darth-vader', attacking: true }] }, { units: [{ card: 'luke-skywalker', defending: true }], edge: ['target-of-opportunity@4'] });
  g2.run([], 'strike:', 10);
  assert.equal(g2.view(-1).players[1].objectives[0].damage, 0, 'defender\'s Target of Opportunity does nothing');
  assert.equal(g2.view(-1).players[0].objectives.reduce((a, o) => a + o.damage, 0), 0);
  g2.close();
});

test('LCG-ABIL-1 / Twist of Fate (5.6): cancels the edge battle and the other fate just revealed; both edge stacks discarded; a new edge battle begins', () => {
  const g = eng('dark', { units: [{ card: 'darth-vader', attacking: true }], edge: ['heat-of-battle@19'] },
    { units: [{ card: 'luke-skywalker', defending: true }], edge: ['twist-of-fate@5'] });
  g.passWindows(); g.act(0, 'pass'); g.act(1, 'pass');
  g.settle();
  assert.ok(/new edge battle/i.test(logText(g)), logText(g));
  assert.equal(g.unit(1, 'luke-skywalker').damage, 0, 'Heat of Battle cancelled');
  assert.ok(g.discardKeys(0).some((k) => k.startsWith('heat-of-battle')), 'DS edge discarded');
  assert.ok(g.discardKeys(1).some((k) => k.startsWith('twist-of-fate')), 'LS edge discarded');
  assert.equal(g.view(-1).players[0].edgeCount ?? 0, 0);
  assert.ok(g.has(g.toAct()[0], 'edge:') || g.has(g.toAct()[0], 'pass'), 'a new edge battle prompt: ' + g.dump());
  g.close();
});

test('LCG-ABIL-1 / Secret Informant (18.2): participating, a fate card of your edge stack resolves an additional time (Target of Opportunity twice)', () => {
  const g = eng('light', { units: [{ card: 'darth-vader', defending: true }] }, { units: [{ card: 'secret-informant@18', attacking: true }], edge: ['target-of-opportunity@18'], objectives: RA_OBJ }, RA);
  assert.ok(g.run([], 'choose:target-of-opportunity', 10), g.dump());
  g.act(1, 'choose:target-of-opportunity');
  g.run([], 'strike:', 10);
  assert.equal(g.view(-1).players[0].objectives[0].damage, 2, logText(g));
  g.close();
  // not participating: no extra resolution
  const g2 = eng('light', { units: [{ card: 'darth-vader', defending: true }] }, { units: [{ card: 'x-wing@12', attacking: true }, 'secret-informant@18'], edge: ['target-of-opportunity@18'], objectives: RA_OBJ }, RA);
  assert.equal(g2.run([], 'choose:target-of-opportunity', 10), false);
  assert.equal(g2.view(-1).players[0].objectives[0].damage, 1);
  g2.close();
});

test('LCG-ABIL-1 / Mon Mothma (9.2): Edge (1): participating, she adds 1 Force icon in the edge battle; not when not participating', () => {
  const g = eng('light', { units: [{ card: 'darth-vader', defending: true }] }, { units: [{ card: 'mon-mothma', attacking: true }], objectives: RA_OBJ }, RA);
  g.run([], 'strike:', 10);
  assert.ok(/Light Side 1, Dark Side 0\. The Light Side wins the edge/.test(logText(g)), logText(g));
  g.close();
  const g2 = eng('light', { units: [{ card: 'darth-vader', defending: true }] }, { units: [{ card: 'x-wing@12', attacking: true }, 'mon-mothma'], objectives: RA_OBJ }, RA);
  g2.run([], 'strike:', 10);
  assert.ok(/Light Side 0, Dark Side 0\. The Dark Side wins the edge/.test(logText(g2)), logText(g2));
  g2.close();
});

test('LCG-ABIL-1 / Secret Informant (18.2): Heat of Battle resolves twice (2 damage on participating enemies)', () => {
  const g = new G(sw, { phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ, units: [{ card: 'secret-informant@18', attacking: true }], edge: ['heat-of-battle@18'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', defending: true }] } }, RA);
  g.run(['!choose:heat', '!target:darth'], 'strike:', 12);
  assert.equal(g.unit(0, 'darth-vader').damage, 2, logText(g));
  g.close();
});

test('LCG-ABIL-1 / Twist of Fate (5.6): the cancelled battle\'s Force icons do not count; the new battle (both pass) is a tie won by the defender', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }], edge: ['heat-of-battle@19'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: [{ card: 'luke-skywalker', defending: true }], edge: ['twist-of-fate@5'] } }, { dark: 'sith' });
  g.run([], 'strike:', 12);
  assert.match(logText(g), /Edge battle: Dark Side 0, Light Side 0\. The Light Side wins the edge/);
  assert.equal(g.view(-1).engagement.edgeWinner, 1);
  g.close();
});

test('LCG-ABIL-1 / Mon Mothma (9.2): Edge (1) also counts for the defender (DS 2 icons vs LS 1 card + Edge 1: tie, the defender wins)', () => {
  const mk = (mm) => new G(sw, { phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }], edge: ['kuati-security-team@20', 'dark-side-apprentice'] },
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ, units: [{ card: mm ? 'mon-mothma' : 'rebel-trooper', defending: true }], edge: ['twilek-loyalist@1'] } }, RA);
  const g = mk(true); g.run([], 'strike:', 12);
  assert.equal(g.view(-1).engagement.edgeWinner, 1, logText(g));
  g.close();
  const g2 = mk(false); g2.run([], 'strike:', 12);
  assert.equal(g2.view(-1).engagement.edgeWinner, 0, logText(g2));
  g2.close();
});

test('LCG-ABIL-1 / Secret Informant (18.2): as a defender its Target of Opportunity still does nothing (not even twice)', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }] },
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ, units: [{ card: 'secret-informant@18', defending: true }], edge: ['target-of-opportunity@18'] } }, RA);
  g.run(['!choose:target'], 'strike:', 12);
  assert.equal(g.view(-1).players[1].objectives[0].damage, 0);
  assert.equal(g.view(-1).players[0].objectives.reduce((a, o) => a + o.damage, 0), 0);
  g.close();
});

test('LCG-ABIL-1 / Twist of Fate (5.6): of two Twists (LS priority 1, DS priority 2), the first cancels the other: one new edge battle only', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }], edge: ['twist-of-fate@20'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: [{ card: 'luke-skywalker', defending: true }], edge: ['twist-of-fate@5'] } }, { dark: 'sith' });
  g.run([], 'strike:', 16);
  const n = (logText(g).match(/new edge battle begins/g) || []).length;
  assert.equal(n, 1, logText(g));
  g.close();
});

test('LCG-ABIL-1 / Secret Informant (18.2): two participating Informants still give one extra resolution per fate card', () => {
  const g = new G(sw, { phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ, units: [{ card: 'secret-informant@18', attacking: true }, { card: 'secret-informant@18', attacking: true }], edge: ['target-of-opportunity@18'] },
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'fall-of-the-jedi' }, 'counsel-of-the-sith', 'the-emperors-web'], units: [{ card: 'darth-vader', defending: true }] } }, RA);
  g.run(['!choose:target'], 'strike:', 12);
  assert.equal(g.view(-1).players[0].objectives[0].damage, 2);
  g.close();
});

test('LCG-ABIL-1 / Target of Opportunity (4.6/21.5): destroying the engaged objective at the edge: victory pile, dial +1, strikes still happen, no unopposed bonus (OQ-15)', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, dial: 2, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'tie-advanced', attacking: true }], edge: ['target-of-opportunity@21'] },
    light: { tookTurn: true, hand: H_L, objectives: [{ card: 'a-heros-journey', damage: 3 }, 'in-you-must-go', 'jedi-training'] } }, { dark: 'sith' });
  const objCap = JSON.parse(sw.cardList(JSON.stringify({ game: 'lcg' }))).cards.find((c) => c.key === 'a-heros-journey').capacity;
  assert.equal(objCap, 4);
  g.run(['!strike:', '!icon.', '!hit:'], 'commit:', 20);
  assert.deepEqual(g.view(-1).players[0].victory.map((c) => c.key), ['a-heros-journey'], logText(g).slice(-400));
  assert.equal(g.view(-1).dial, 3);
  assert.ok(!/unopposed/i.test(logText(g)), 'no unopposed bonus');
  g.close();
});
