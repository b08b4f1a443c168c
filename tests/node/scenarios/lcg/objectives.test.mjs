// LCG scenarios: objectives taking damage and being destroyed (LCG-DMG): the
// victory pile, the Death Star dial's advance, what happens to the cards on
// a destroyed objective, and its replacement.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L } from './table.mjs';

const LOBJ = ['jedi-training', 'in-you-must-go', 'a-heros-journey']; // capacities 5,5,4

// A Dark Side attack on turn 5 at the Light Side's objective 0, at the edge battle.
function dsAttack(darkUnits, lightUnits, o = {}) {
  return lcg({
    phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 }, dial: o.dial ?? 0,
    dark: { tookTurn: true, units: darkUnits, hand: o.darkHand || H_D, ...(o.dark || {}) },
    light: { tookTurn: true, units: lightUnits, hand: o.lightHand || H_L, objectives: o.lobj || LOBJ, ...(o.light || {}) },
  });
}
// Both players pass the edge battle.
function noEdge(g) { for (let i = 0; i < 3 && g.prompt()?.kind === 'edge'; i++) g.act(g.who(), 'pass'); g.passWindows(); }

test('LCG-DMG-4/5: a destroyed LS objective goes to the DS victory pile and the dial advances by the pile size (2nd objective: +2)', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [], { dial: 3,
    lobj: [{ card: 'jedi-training', damage: 3 }, 'in-you-must-go', 'a-heros-journey'], dark: { victory: ['forgotten-heroes'] } });
  noEdge(g);
  g.strikeAll(); // Vader won the edge: BD 2 -> destroyed (3+2=5)
  const v = g.view(-1);
  assert.ok(v.players[0].victory.some((c) => c.key === 'jedi-training'));
  assert.equal(v.players[0].victory.length, 2);
  assert.equal(v.dial, 5);
  g.close();
});

test('LCG-DMG-4/5: an LS objective destroyed by its own player\'s effect still goes to the DS victory pile and advances the dial (Questionable Contacts)', () => {
  const g = lcg({ phase: 'refresh', active: 'light', turn: 4, dial: 2,
    dark: { tookTurn: true, units: ['darth-vader'], hand: H_D },
    light: { tookTurn: true, units: [{ card: 'han-solo', damage: 1 }], hand: H_L, objectives: [{ card: 'questionable-contacts', damage: 4 }, 'jedi-training', 'in-you-must-go'], objectiveDeck: ['a-heros-journey'] } }, { light: 'smugglers-and-spies:15,16,17,18,1,2,3,5,6,7' });
  assert.equal(g.who(), 1);
  const u = g.ids(1).find((i) => i.startsWith('use:questionable-contacts'));
  assert.ok(u, g.ids(1).join(' '));
  g.apply(1, u);
  for (let i = 0; i < 4; i++) { const t = g.ids(1).find((x) => x.startsWith('target:han')) || g.ids(1).find((x) => x.startsWith('target:darth')); if (!t) break; g.apply(1, t); }
  const v = g.view(-1);
  assert.ok(v.players[0].victory.some((c) => c.key === 'questionable-contacts'), JSON.stringify(v.players[0].victory));
  assert.equal(v.dial, 3);
  g.close();
});

test('LCG-DMG-5: an objective destroyed by an event (Superlaser Blast, core 28) goes to the DS victory pile and the dial advances', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 5, dial: 4,
    dark: { tookTurn: true, units: ['tie-bomber'], hand: ['superlaser-blast', ...H_D], objectives: ['imperial-command', 'death-and-despayre', 'the-endor-gambit'] },
    light: { tookTurn: true, hand: H_L } });
  g.act(0, 'use:superlaser-blast');
  g.act(0, 'target:forgotten-heroes');
  if (g.ids(0).includes('autopay')) g.act(0, 'autopay');
  g.passWindows();
  const v = g.view(-1);
  assert.equal(v.players[0].victory.length, 1);
  assert.equal(v.players[1].objectives.length, 2);
  assert.equal(v.dial, 5);
  g.close();
});

test('LCG-DMG-4 / LCG-DEPLOY-9: a destroyed objective\'s enhancements go to their owner\'s discard pile', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'fall-of-the-jedi', damage: 6 }, 'imperial-command', 'the-emperors-web'], enhancements: [{ card: 'defense-upgrade', on: 0 }] },
    light: { tookTurn: true, hand: H_L, units: [{ card: 'red-five', attacking: true }] } });
  noEdge(g);
  g.strikeAll();
  const v = g.view(-1);
  assert.ok(v.players[1].victory.some((c) => c.key === 'fall-of-the-jedi'));
  assert.ok(v.players[0].discard.some((c) => c.key === 'defense-upgrade'));
  g.close();
});

test('LCG-CAPTURE-5 / LCG-DMG-7: cards captured under a destroyed DS objective go back to their owner\'s hand', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'fall-of-the-jedi', damage: 4, captured: ['han-solo'] }, 'imperial-command', 'the-emperors-web'] },
    light: { tookTurn: true, hand: H_L, units: [{ card: 'red-five', attacking: true }] } });
  assert.equal(g.obj(0, 'fall-of-the-jedi').captured, 1);
  noEdge(g);
  g.strikeAll();
  const v = g.view(1);
  assert.ok(v.players[1].victory.some((c) => c.key === 'fall-of-the-jedi'));
  assert.ok(v.players[1].hand.some((c) => c.key === 'han-solo'), 'Han back in hand');
  g.close();
});

test('LCG-DMG-8 / LCG-REFRESH-4: a destroyed objective is replaced only in its owner\'s own next Refresh phase', () => {
  const g = dsAttack([{ card: 'darth-vader', attacking: true }], [], {
    lobj: [{ card: 'jedi-training', damage: 3 }, 'in-you-must-go', 'a-heros-journey'], light: { objectiveDeck: ['forgotten-heroes', 'the-secret-of-yavin-4'] } });
  noEdge(g);
  g.strikeAll();
  g.passWindows();
  assert.equal(g.view(-1).players[1].objectives.length, 2);
  // end the DS turn
  for (let i = 0; i < 20 && g.view(-1).active === 0; i++) { const s = g.who(); const ids = g.ids(s); g.apply(s, ids.includes('done') ? 'done' : ids.includes('pass') ? 'pass' : ids.includes('decline') ? 'decline' : ids[0]); }
  // LS turn: balance (maybe a choice), refresh replaces
  for (let i = 0; i < 6 && ['balance'].includes(g.view(-1).phase); i++) { const s = g.who(); g.apply(s, g.ids(s).includes('decline') ? 'decline' : 'pass'); }
  assert.equal(g.view(-1).active, 1);
  assert.equal(g.view(-1).players[1].objectives.length, 3);
  assert.ok(g.view(-1).players[1].objectives.some((o) => o.key === 'forgotten-heroes'));
  g.close();
});
