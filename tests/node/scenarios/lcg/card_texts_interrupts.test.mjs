// LCG scenarios: interrupts and reactions to playing an event (cancels,
// damage redirection and prevention, replacement of the discard), each test
// named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { play, took, darkDeployment } from './setup_builders.mjs';

test('LCG-ABIL-7: C-3PO (5.2): when an event card is played, sacrifice C-3PO to cancel its effects', () => {
  const g = darkDeployment({ hand: ['force-choke@19', ...H_D] }, { units: ['luke-skywalker', 'c-3po'], hand: H_L });
  g.use(0, 'use:force-choke', 'target:luke');
  assert.equal(g.who(), 1, g.dump());
  g.act(1, 'use:c-3po'); g.pay(1); g.settle();
  assert.equal(g.unit(1, 'luke-skywalker').damage, 0, 'Force Choke cancelled');
  assert.equal(g.unit(1, 'c-3po'), undefined, 'C-3PO sacrificed');
  assert.ok(g.discardKeys(1).includes('c-3po'));
  g.close();
});

test('LCG-ABIL-7: It\'s Worse (34.6): cancels another Interrupt (Counter-stroke), then 1 damage to a target enemy unit', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, objectives: ['looking-for-droids', 'counsel-of-the-sith', 'the-emperors-web'], hand: ['force-choke@19', 'its-worse', ...H_D] },
    light: took({ units: ['luke-skywalker', 'twilek-loyalist@4'], hand: ['counter-stroke', ...H_L], objectives: ['a-heros-journey', 'in-you-must-go', 'forgotten-heroes'] }) }, { dark: 'sith' });
  g.use(0, 'use:force-choke', 'target:luke');
  g.act(1, 'use:counter-stroke'); g.pay(1);
  assert.equal(g.who(), 0, g.dump());
  g.act(0, 'use:its-worse'); g.pay(0);
  // target an enemy unit for the 1 damage
  for (let i = 0; i < 4 && g.who() === 0 && g.has(0, 'target:'); i++) g.act(0, 'target:twilek');
  g.settle();
  assert.equal(g.unit(1, 'luke-skywalker').damage, 1, 'Force Choke resolves (Counter-stroke cancelled)');
  assert.equal(g.unit(1, 'twilek-loyalist@4'), undefined, 'Twi\'lek destroyed by It\'s Worse');
  g.close();
});

test('LCG-ABIL-7: Lightsaber Deflection (5.5): damage to a friendly non-Vehicle unit: 1 of it goes to another target unit instead', () => {
  const g = darkDeployment({ hand: ['force-choke@19', ...H_D], units: ['darth-vader'] }, { units: ['luke-skywalker'], hand: ['lightsaber-deflection', ...H_L], objectives: ['a-heros-journey', 'in-you-must-go', 'forgotten-heroes'] });
  g.use(0, 'use:force-choke', 'target:luke');
  for (let i = 0; i < 6 && !g.has(1, 'use:lightsaber-deflection'); i++) { const s = g.who(); if (!g.ids(s).includes('pass')) break; g.apply(s, 'pass'); }
  assert.ok(g.has(1, 'use:lightsaber-deflection'), g.dump());
  g.act(1, 'use:lightsaber-deflection'); g.pay(1);
  if (g.has(1, 'target:darth')) g.act(1, 'target:darth'); g.pay(1);
  g.settle();
  assert.equal(g.unit(1, 'luke-skywalker').damage, 0);
  assert.equal(g.unit(0, 'darth-vader').damage, 1);
  g.close();
});

test('LCG-ABIL-7: It Could Be Worse (16.6): prevent 1 damage being dealt to a target unit or objective', () => {
  // Force Choke (1 damage) on Luke: It Could Be Worse prevents it
  const g = darkDeployment({ hand: ['force-choke@19', ...H_D] }, { units: ['luke-skywalker'], hand: ['it-could-be-worse', ...H_L] });
  g.use(0, 'use:force-choke', 'target:luke');
  for (let i = 0; i < 6 && !g.has(1, 'use:it-could-be-worse'); i++) { const s = g.who(); if (!g.ids(s).includes('pass')) break; g.apply(s, 'pass'); }
  g.act(1, 'use:it-could-be-worse'); g.pay(1);
  if (g.has(1, 'target:luke')) g.act(1, 'target:luke');
  g.passWindows();
  assert.equal(g.unit(1, 'luke-skywalker').damage, 0);
  g.close();
});

test('LCG-ABIL-7: Redemption (6.2): a destroyed Character returns to its owner\'s hand instead of the discard pile, limit once per turn', () => {
  const g = darkDeployment({ hand: ['force-lightning', 'force-choke@19', ...H_D] },
    { units: ['redemption', { card: 'luke-skywalker', focus: 1 }, 'twilek-loyalist@4'], hand: H_L, objectives: ['last-minute-rescue', 'in-you-must-go', 'forgotten-heroes'] });
  g.use(0, 'use:force-lightning', 'target:luke');
  assert.ok(g.offered(1, 'use:redemption'));
  g.act(1, 'use:redemption'); g.pay(1); g.settle();
  assert.ok(g.hand(1).includes('luke-skywalker'), 'Luke back in hand');
  // second Character destroyed in the same turn
  g.use(0, 'use:force-choke', 'target:twilek');
  assert.equal(g.offered(1, 'use:redemption'), false, 'Redemption limit once per turn');
  assert.ok(g.discardKeys(1).includes('twilek-loyalist@4'));
  g.close();
});

test('LCG-ABIL-8: Darth Vader (19.2): after you play a Sith event, 1 damage to a target unit; limit once per turn; not after an Imperial Navy event', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, objectives: ['fall-of-the-jedi', 'imperial-command', 'the-emperors-web'], hand: ['force-choke@19', 'tallon-roll@27', 'dark-precognition', ...H_D], units: ['darth-vader', { card: 'tie-fighter@27', focus: 1 }] },
    light: took({ units: ['luke-skywalker', 'twilek-loyalist@4', 'jedi-in-hiding@3'], hand: H_L }) }, { dark: 'sith' });
  // Imperial Navy event first: no reaction
  g.use(0, 'use:tallon-roll', 'target:tie-fighter');
  assert.equal(g.offered(0, 'use:darth-vader'), false, 'no reaction after an Imperial Navy event');
  g.use(0, 'use:force-choke', 'target:twilek');
  assert.ok(g.offered(0, 'use:darth-vader'), g.dump());
  g.act(0, 'use:darth-vader'); g.act(0, 'target:jedi-in-hiding'); g.settle();
  assert.equal(g.unit(1, 'jedi-in-hiding@3'), undefined);
  g.use(0, 'use:dark-precognition');
  for (let i = 0; i < 4 && g.has(0, 'choose:'); i++) g.apply(0, g.ids(0).find((x) => x.startsWith('choose:')));
  assert.equal(g.offered(0, 'use:darth-vader'), false, 'limit once per turn');
  g.close();
});
