// LCG scenarios: card texts as printed: objectives leaving play (A Journey to Dagobah, False Lead);
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { loadSw, Game as G, DS_SITH, RA, logText } from './setup_builders.mjs';
const sw = await loadSw();

test('LCG-ABIL-1 / A Journey to Dagobah (4.1): when destroyed, choose the next objective from the objective deck and put it into play', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 },
    light: { tookTurn: true, hand: H_L, objectives: [{ card: 'a-journey-to-dagobah', damage: 3 }, 'in-you-must-go', 'jedi-training'], objectiveDeck: ['forgotten-heroes', 'last-minute-rescue', 'the-secret-of-yavin-4'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }] } }, { dark: 'sith' });
  assert.ok(g.run(['!strike:', '!icon.'], 'use:a-journey', 20), g.dump());
  g.act(1, 'use:a-journey');
  assert.ok(g.has(1, 'choose:last-minute-rescue'), g.dump());
  g.act(1, 'choose:last-minute-rescue'); g.settle();
  const objs = g.view(-1).players[1].objectives.map((o) => o.key);
  assert.ok(objs.includes('last-minute-rescue'), objs.join());
  assert.ok(!objs.includes('a-journey-to-dagobah'));
  assert.equal(objs.length, 3);
  assert.equal(g.view(-1).players[1].objectiveDeckCount, 2);
  g.close();
});

test('LCG-ABIL-1 / A Journey to Dagobah (4.1): not when another objective is destroyed', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 1 },
    light: { tookTurn: true, hand: H_L, objectives: ['a-journey-to-dagobah', { card: 'in-you-must-go', damage: 4 }, 'jedi-training'], objectiveDeck: ['forgotten-heroes', 'last-minute-rescue', 'the-secret-of-yavin-4'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }] } }, { dark: 'sith' });
  assert.equal(g.run(['!strike:', '!icon.'], 'use:a-journey', 20), false);
  assert.equal(g.view(-1).players[0].victory.length, 1, 'In You Must Go destroyed: ' + logText(g).slice(-300));
  g.close();
});

test('LCG-ABIL-1 / False Lead (14.4): Interrupt when the enhanced objective leaves play: the Death Star dial -1', () => {
  const mk = (fl) => new G(sw, { phase: 'conflict', active: 'dark', turn: 5, dial: 5, engagement: { objective: 0 },
    light: { tookTurn: true, hand: H_L, objectives: [{ card: 'mission-briefing', damage: 4 }, 'the-rebel-fleet', 'fleeing-the-empire'], enhancements: fl ? [{ card: 'false-lead', on: 0 }] : [] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }] } }, RA);
  const g0 = mk(false);
  g0.run(['!strike:', '!icon.', '!hit:', 'decline'], 'commit:', 20);
  const base = g0.view(-1).dial;
  assert.equal(base, 6, 'LCG-DMG-5: +1 for the first objective');
  g0.close();
  const g = mk(true);
  assert.ok(g.run(['!strike:', '!icon.'], 'use:false-lead', 20), g.dump());
  g.act(1, 'use:false-lead');
  g.run(['!hit:', 'decline'], 'commit:', 20);
  assert.equal(g.view(-1).dial, base - 1, logText(g).slice(-400));
  g.close();
});

test('A Journey to Dagobah (4.1): it is still destroyed: in the Dark Side\'s victory pile, the dial advances (LCG-DMG-5)', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, dial: 3, engagement: { objective: 0 },
    light: { tookTurn: true, hand: H_L, objectives: [{ card: 'a-journey-to-dagobah', damage: 3 }, 'in-you-must-go', 'jedi-training'], objectiveDeck: ['forgotten-heroes', 'last-minute-rescue'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }] } }, { dark: 'sith' });
  assert.ok(g.run(['!strike:', '!icon.'], 'use:a-journey', 20));
  g.act(1, 'use:a-journey'); g.act(1, 'choose:forgotten-heroes'); g.settle();
  assert.deepEqual(g.view(-1).players[0].victory.map((c) => c.key), ['a-journey-to-dagobah']);
  assert.equal(g.view(-1).dial, 4);
  g.close();
});

test('LCG-ABIL-1 / False Lead (14.4): not offered with the dial at 1 (rulings), the dial does not go below 1', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5, dial: 0, engagement: { objective: 0 },
    light: { tookTurn: true, hand: H_L, objectives: [{ card: 'mission-briefing', damage: 4 }, 'the-rebel-fleet', 'fleeing-the-empire'], enhancements: [{ card: 'false-lead', on: 0 }] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', attacking: true }] } }, RA);
  g.run(['!strike:', '!icon.', '!hit:', 'decline', '!use:false-lead'], 'commit:', 20);
  assert.ok(g.view(-1).dial >= 1, 'dial ' + g.view(-1).dial);
  g.close();
});
