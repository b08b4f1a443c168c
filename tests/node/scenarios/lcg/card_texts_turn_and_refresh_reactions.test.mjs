// LCG scenarios: card texts as printed: reactions when a turn, a refresh or a draw phase begins (Luke Skywalker,
// Mission Briefing, Counsel of the Sith, Last Minute Rescue, Admiral Motti,
// The Endor Gambit, Mobilize the Squadrons, Fall of the Jedi, Elite);
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { loadSw, Game as G, DS_SITH, DS_NAVY, RA_YAVIN, J_OBJ, toDarkTurn } from './setup_builders.mjs';
const sw = await loadSw();

test('LCG-ABIL-1 / Luke Skywalker (1.2): Reaction after the opponent\'s turn begins: remove 1 focus token from him', () => {
  const g = new G(sw, { phase: 'force', active: 'light', turn: 4,
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', focus: 2 }], hand: H_L, objectives: J_OBJ },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  assert.ok(toDarkTurn(g, 1, 'use:luke-skywalker'), 'offered at the DS turn start: ' + g.dump());
  assert.equal(g.view(-1).active, 0);
  g.act(1, 'use:luke-skywalker');
  assert.equal(g.unit(1, 'luke-skywalker').focus, 1);
  g.close();
});

test('LCG-ABIL-1 / Luke Skywalker (1.2): no reaction when his own turn begins', () => {
  const g = new G(sw, { phase: 'force', active: 'dark', turn: 5,
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', focus: 2 }], hand: H_L, objectives: J_OBJ },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  for (let i = 0; i < 30; i++) {
    assert.ok(!g.has(1, 'use:luke-skywalker'), 'offered in LS turn, phase ' + g.view(-1).phase);
    const v = g.view(-1); if (v.active === 1 && (v.phase === 'deployment')) break;
    const st = g.status(); const s = st.toAct[0]; const ids = g.ids(s);
    const pick = ids.includes('pass') ? 'pass' : ids.includes('done') ? 'done' : ids.includes('decline') ? 'decline' : ids.find((x) => x.startsWith('discard:') || x.startsWith('damage:'));
    g.apply(s, pick);
  }
  // refresh removes 1 focus (not elite): 2 -> 1, and no extra
  assert.equal(g.unit(1, 'luke-skywalker').focus, 1);
  g.close();
});

test('LCG-ABIL-1 / Mission Briefing (9.1): after the opponent\'s turn begins, draw 1 card', () => {
  const g = new G(sw, { phase: 'force', active: 'light', turn: 4,
    light: { tookTurn: true, units: [], hand: H_L, objectives: RA_YAVIN },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(toDarkTurn(g, 1, 'use:mission-briefing'), g.dump());
  const n = g.view(-1).players[1].handCount; const d = g.view(-1).players[1].deckCount;
  g.act(1, 'use:mission-briefing');
  assert.equal(g.view(-1).players[1].handCount, n + 1);
  assert.equal(g.view(-1).players[1].deckCount, d - 1);
  assert.ok(!g.has(1, 'use:mission-briefing'));
  g.close();
});

test('LCG-ABIL-1 / Counsel of the Sith (20.1): after the opponent\'s turn begins, draw 1 card; not at its own turn', () => {
  const g = new G(sw, { phase: 'force', active: 'dark', turn: 5,
    light: { tookTurn: true, units: [], hand: H_L, objectives: J_OBJ },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  let offered = false;
  for (let i = 0; i < 40 && !offered; i++) {
    offered = g.has(0, 'use:counsel-of-the-sith');
    if (offered) break;
    const v = g.view(-1); if (v.active === 1 && v.phase === 'deployment') break;
    const st = g.status(); const s = st.toAct[0]; const ids = g.ids(s);
    const pick = ids.includes('pass') ? 'pass' : ids.includes('done') ? 'done' : ids.includes('decline') ? 'decline' : ids.find((x) => x.startsWith('discard:') || x.startsWith('damage:'));
    g.apply(s, pick);
  }
  assert.ok(offered, 'offered when the LS turn begins');
  assert.equal(g.view(-1).active, 1);
  const n = g.view(-1).players[0].handCount;
  g.act(0, 'use:counsel-of-the-sith');
  assert.equal(g.view(-1).players[0].handCount, n + 1);
  g.close();
  const g2 = new G(sw, { phase: 'force', active: 'light', turn: 4,
    light: { tookTurn: true, units: [], hand: H_L, objectives: J_OBJ },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  assert.equal(toDarkTurn(g2, 0, 'use:counsel-of-the-sith'), false, 'not at the start of its own turn');
  g2.close();
});

test('LCG-ABIL-1 / Last Minute Rescue (6.1): after you refresh, remove 1 damage from a target unit', () => {
  const g = new G(sw, { phase: 'refresh', active: 'light', turn: 4,
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', damage: 2 }], hand: H_L, objectives: ['last-minute-rescue', 'in-you-must-go', 'jedi-training'] },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', damage: 1 }], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  assert.ok(g.until(1, 'use:last-minute-rescue'), g.dump());
  g.act(1, 'use:last-minute-rescue');
  if (g.has(1, 'target:')) g.act(1, 'target:luke');
  g.settle();
  assert.equal(g.unit(1, 'luke-skywalker').damage, 1);
  assert.equal(g.unit(0, 'darth-vader').damage, 1);
  assert.ok(!g.has(1, 'use:last-minute-rescue'));
  g.close();
});

test('LCG-ABIL-1 / Last Minute Rescue (6.1): not after the opponent refreshes', () => {
  const g = new G(sw, { phase: 'refresh', active: 'dark', turn: 5,
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', damage: 2 }], hand: H_L, objectives: ['last-minute-rescue', 'in-you-must-go', 'jedi-training'] },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', damage: 1 }], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  assert.equal(g.until(1, 'use:last-minute-rescue'), false);
  g.close();
});

test('LCG-ABIL-1 / Admiral Motti (26.2): after you refresh, remove 1 focus token from a target unit you control (not an enemy unit)', () => {
  const g = new G(sw, { phase: 'refresh', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: ['admiral-motti', { card: 'tie-fighter@27', focus: 3 }], hand: H_D, objectives: DS_NAVY },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', focus: 3 }], hand: H_L, objectives: J_OBJ } });
  assert.ok(g.until(0, 'use:admiral-motti'), g.dump());
  g.act(0, 'use:admiral-motti');
  const t = g.ids(0).filter((x) => x.startsWith('target:'));
  assert.ok(!t.some((x) => x.includes('luke')), 'enemy unit targetable: ' + t);
  g.act(0, 'target:tie'); g.settle();
  // refresh removed 1 (3 -> 2), Motti one more
  assert.equal(g.unit(0, 'tie-fighter@27').focus, 1);
  g.close();
});

test('LCG-ABIL-1 / The Endor Gambit (31.1): after you refresh, remove 1 focus token from a target Vehicle unit (not a Character)', () => {
  const g = new G(sw, { phase: 'refresh', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: [{ card: 'admiral-motti', focus: 3 }, { card: 'tie-fighter@27', focus: 3 }], hand: H_D, objectives: ['the-endor-gambit', 'imperial-command', 'death-and-despayre'] },
    light: { tookTurn: true, units: [], hand: H_L, objectives: J_OBJ } });
  assert.ok(g.until(0, 'use:the-endor-gambit'), g.dump());
  g.act(0, 'use:the-endor-gambit');
  const t = g.ids(0).filter((x) => x.startsWith('target:'));
  assert.ok(!t.some((x) => x.includes('motti')), 'Character targetable: ' + t);
  g.act(0, 'target:tie'); g.settle();
  assert.equal(g.unit(0, 'tie-fighter@27').focus, 1);
  assert.equal(g.unit(0, 'admiral-motti').focus, 2);
  g.close();
});

test('LCG-ABIL-1 / Mobilize the Squadrons (13.1): after you refresh, remove 1 focus token from a target objective or enhancement you control', () => {
  const g = new G(sw, { phase: 'refresh', active: 'light', turn: 4,
    light: { tookTurn: true, units: [{ card: 'y-wing', focus: 3 }], hand: H_L, objectives: ['mobilize-the-squadrons', 'mission-briefing', { card: 'fleeing-the-empire', focus: 3 }] },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.until(1, 'use:mobilize-the-squadrons'), g.dump());
  g.act(1, 'use:mobilize-the-squadrons');
  const t = g.ids(1).filter((x) => x.startsWith('target:'));
  assert.ok(!t.some((x) => x.includes('y-wing')), 'a unit targetable: ' + t);
  g.act(1, 'target:fleeing'); g.settle();
  assert.equal(g.obj(1, 'fleeing-the-empire').focus, 1);
  g.close();
});

test('LCG-ABIL-1 / Fall of the Jedi (19.1): after your draw phase begins, put 1 card from your hand on the bottom of your deck', () => {
  const g = new G(sw, { phase: 'draw', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: [], hand: ['force-choke@19', 'darth-vader'], deck: ['tie-fighter@27', 'dark-side-apprentice', 'emperor-palpatine', 'force-lightning', 'emperors-royal-guard', 'rancor', 'nightsister@25', 'force-choke@23', 'tie-advanced', 'advisor-to-the-emperor'], objectives: DS_SITH },
    light: { tookTurn: true, units: [], hand: H_L, objectives: J_OBJ } }, { dark: 'sith' });
  assert.ok(g.until(0, 'use:fall-of-the-jedi'), g.dump());
  g.act(0, 'use:fall-of-the-jedi');
  g.run(['choose:force-choke', 'target:force-choke'], null, 3);
  g.run([], 'deploy:', 20);
  const hand = g.hand(0);
  assert.ok(!hand.includes('force-choke@19') && !hand.includes('force-choke'), 'force choke went to the bottom: ' + hand);
  assert.equal(hand.length, 6, 'drew up to reserve 6: ' + hand);
  g.close();
});

test('LCG-ABIL-1 / Red Five (4.2): Elite: 2 focus tokens removed when you refresh', () => {
  const g = new G(sw, { phase: 'refresh', active: 'light', turn: 4,
    light: { tookTurn: true, units: [{ card: 'red-five', focus: 3 }, { card: 'x-wing@12', focus: 3 }], hand: H_L, objectives: J_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  g.run([], 'deploy:', 20);
  assert.equal(g.unit(1, 'red-five').focus, 1);
  assert.equal(g.unit(1, 'x-wing@12').focus, 2);
  g.close();
});

test('LCG-ABIL-1 / Fall of the Jedi (19.1): not offered at the opponent\'s draw phase', () => {
  const g = new G(sw, { phase: 'draw', active: 'light', turn: 4,
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH },
    light: { tookTurn: true, units: [], hand: H_L, objectives: J_OBJ } }, { dark: 'sith' });
  assert.equal(g.until(0, 'use:fall-of-the-jedi'), false);
  g.close();
});

test('LCG-ABIL-1 / Fall of the Jedi (19.1): with an empty hand it is not offered', () => {
  const g = new G(sw, { phase: 'draw', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: [], hand: [], objectives: DS_SITH },
    light: { tookTurn: true, units: [], hand: H_L, objectives: J_OBJ } }, { dark: 'sith' });
  assert.equal(g.until(0, 'use:fall-of-the-jedi'), false);
  g.close();
});

test('LCG-ABIL-1 / Luke Skywalker (1.2): a setup beginning at the Dark Side\'s balance phase offers his turn-begins reaction', () => {
  const g = new G(sw, { phase: 'balance', active: 'dark', turn: 5,
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: [{ card: 'luke-skywalker', focus: 2 }] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  g.act(1, 'use:luke-skywalker');
  assert.equal(g.unit(1, 'luke-skywalker').focus, 1);
  g.close();
});

test('LCG-ABIL-1 / Admiral Motti (26.2): not offered after the opponent refreshes', () => {
  const g = new G(sw, { phase: 'refresh', active: 'light', turn: 4,
    dark: { tookTurn: true, units: ['admiral-motti', { card: 'tie-fighter@27', focus: 3 }], hand: H_D, objectives: DS_NAVY },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', focus: 3 }], hand: H_L, objectives: J_OBJ } });
  assert.equal(g.until(0, 'use:admiral-motti'), false);
  g.close();
});
