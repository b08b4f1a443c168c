// LCG scenarios: playing cards (LCG-DEPLOY, LCG-RES, LCG-UNIQUE): resource
// match, generating and exhausting resources, unique titles, enhancements and
// their hosts, what leaves play with a unit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L } from './table.mjs';

const deployable = (g, key) => g.ids(0).some((i) => i.startsWith('deploy:' + key));

test('LCG-RES-3: a Sith unit cannot be played with only Imperial Navy resources, even if there are enough', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['darth-vader', 'tie-fighter@27'], objectives: ['imperial-command', 'death-and-despayre', 'the-endor-gambit'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'imperial-navy' });
  assert.ok(g.view(0).players[0].resources >= 5);
  assert.ok(!deployable(g, 'darth-vader'), g.ids(0).join(' '));
  assert.ok(deployable(g, 'tie-fighter'), 'neutral unit payable with any resources');
  g.close();
});

test('LCG-RES-3: one matching resource card is enough (Fall of the Jedi is Sith)', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['darth-vader', 'tie-fighter@27'], objectives: ['fall-of-the-jedi', 'death-and-despayre', 'imperial-command'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'imperial-navy' });
  assert.ok(deployable(g, 'darth-vader'));
  g.act(0, 'deploy:darth-vader');
  // paying with the non-matching cards only must be impossible: the Sith card must be among them
  assert.ok(g.ids(0).some((i) => i.startsWith('generate:fall-of-the-jedi')));
  g.act(0, 'autopay');
  assert.ok(g.unit(0, 'darth-vader'));
  assert.equal(g.obj(0, 'fall-of-the-jedi').focus, 1);
  g.close();
});

test('LCG-RES-3 (b): a neutral resource (Sith Library) never satisfies the match', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['darth-vader'], objectives: ['imperial-command', 'death-and-despayre', 'the-endor-gambit'], enhancements: ['sith-library@20'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'imperial-navy' });
  assert.ok(!deployable(g, 'darth-vader'));
  g.close();
});

test('LCG-RES-3 (c): a cost-0 card needs no resource match (Force Choke, Sith, in an Imperial Navy deck)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['tie-bomber'], hand: ['force-choke@19'], objectives: ['imperial-command', 'death-and-despayre', 'the-endor-gambit'] },
    light: { tookTurn: true, units: ['luke-skywalker'], hand: H_L } }, { dark: 'imperial-navy' });
  assert.ok(g.ids(0).some((i) => i.startsWith('use:force-choke')), g.ids(0).join(' '));
  g.close();
});

test('LCG-RES-3: an event needs the match too (Jedi Mind Trick, Jedi, not playable from a Rebel Alliance deck without Jedi resources)', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, units: ['darth-vader'], hand: H_D },
    light: { tookTurn: true, units: ['fleet-officer'], hand: ['jedi-mind-trick@3', 'rebel-trooper'], objectives: ['fleeing-the-empire', 'mission-briefing', 'draw-their-fire'] } }, { light: 'rebel-alliance' });
  // the Conflict phase's first window: if the LS could play the event the window would open for it
  if (g.prompt().kind === 'window') g.act(0, 'pass');
  assert.ok(!(g.toAct()[0] === 1 && g.ids(1).some((i) => i.startsWith('use:jedi-mind-trick'))));
  assert.equal(g.prompt().kind, 'conflict');
  g.close();
});

test('LCG-RES-4/5: a resource card with value 2 that produced 1 is exhausted and cannot produce again', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['dark-side-apprentice', 'sith-library@20'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'black-squadron-assault'], enhancements: ['control-room@28'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  g.act(0, 'deploy:dark-side-apprentice');
  g.act(0, 'generate:control-room'); // first option: .1
  assert.ok(g.ids(0).some((i) => i.startsWith('generate:')), 'still owes 1');
  assert.ok(!g.ids(0).some((i) => i.startsWith('generate:control-room')), 'control room cannot produce its second resource');
  g.act(0, 'generate:sith');
  assert.ok(g.unit(0, 'dark-side-apprentice'));
  assert.equal(g.view(-1).players[0].enhancements.find((e) => e.key.startsWith('control-room')).focus, 1);
  g.act(0, 'deploy:sith-library');
  assert.ok(!g.ids(0).some((i) => i.startsWith('generate:control-room')));
  g.close();
});

test('LCG-DEPLOY-3: a unit that enters play can generate resources at once (Duty Officer pays for the next card)', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['duty-officer', 'tie-fighter@27'], objectives: ['imperial-command', 'death-and-despayre', 'the-endor-gambit'] },
    light: { tookTurn: true, hand: H_L } });
  g.act(0, 'deploy:duty-officer');
  g.act(0, 'generate:the-endor-gambit');
  assert.ok(g.unit(0, 'duty-officer'));
  g.act(0, 'deploy:tie-fighter');
  assert.ok(g.ids(0).some((x) => x.startsWith('generate:duty-officer')), g.ids(0).join(' '));
  g.act(0, 'generate:duty-officer');
  assert.ok(g.unit(0, 'tie-fighter@27'));
  g.close();
});

test('LCG-UNIQUE-1: a unique unit cannot be played while a card of the same name is in play', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['darth-vader', 'dark-side-apprentice'], units: ['darth-vader'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'black-squadron-assault'], enhancements: ['control-room@28', 'control-room@29'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  assert.ok(g.view(0).players[0].resources >= 5);
  assert.ok(!deployable(g, 'darth-vader'));
  assert.ok(deployable(g, 'dark-side-apprentice'));
  g.close();
});

test('LCG-UNIQUE-1 / api Card ids: Balance of the Force Obi-Wan Kenobi shares the title: not playable while the core Obi-Wan is in play', () => {
  const g = lcg({ phase: 'deployment', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: H_D },
    light: { tookTurn: true, hand: ['obi-wan-kenobi-botf', 'rebel-trooper'], units: ['obi-wan-kenobi'], objectives: ['jedi-training', 'in-you-must-go', 'a-heros-journey'], enhancements: ['dagobah-training-grounds@1', 'ancient-monument'] } });
  assert.ok(g.view(1).players[1].resources >= 4);
  assert.ok(!g.ids(1).some((i) => i.startsWith('deploy:obi-wan-kenobi-botf')), g.ids(1).join(' '));
  g.close();
});

test('LCG-DEPLOY-8: an enhancement with no legal card to attach to cannot be played', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['vaders-lightsaber', 'tie-fighter@27'], units: ['tie-bomber'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'black-squadron-assault'] },
    light: { tookTurn: true, hand: H_L, units: ['rebel-trooper'] } }, { dark: 'sith' });
  assert.ok(!deployable(g, 'vaders-lightsaber'), 'no Force User/Sensitive unit in play');
  g.close();
});

test('LCG-DEPLOY-9 / LCG-FORCE-5 / LCG-DEPLOY-6: a unit returned to hand (Fall Back) discards its enhancements to their owners\' piles and frees its Force card', () => {
  const g = lcg({ phase: 'deployment', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: H_D },
    light: { tookTurn: true, hand: ['fall-back', ...H_L], units: [{ card: 'luke-skywalker', force: true, enhancements: ['jedi-lightsaber', 'intimidated'] }] } });
  const fa = g.view(-1).players[1].forceAvailable;
  g.act(1, 'use:fall-back');
  if (g.ids(1).some((x) => x.startsWith('target:'))) g.act(1, 'target:luke');
  const v = g.view(1);
  assert.ok(v.players[1].hand.some((c) => c.key === 'luke-skywalker'));
  assert.ok(v.players[1].discard.some((c) => c.key === 'jedi-lightsaber'));
  assert.ok(v.players[0].discard.some((c) => c.key === 'intimidated'), 'Intimidated goes to its owner (DS) discard pile');
  assert.equal(v.players[1].forceAvailable, fa + 1);
  g.close();
});

test('LCG-DEPLOY-10: units and enhancements are played only in their controller\'s own Deployment phase', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['dark-side-apprentice'], units: ['tie-bomber'], objectives: ['fall-of-the-jedi', 'counsel-of-the-sith', 'black-squadron-assault'] },
    light: { tookTurn: true, hand: ['rebel-trooper', 'jedi-mind-trick@3'] } }, { dark: 'sith' });
  // the Conflict phase's first window: the DS has no deploy
  assert.ok(!g.ids(g.who()).some((i) => i.startsWith('deploy:')));
  g.close();
});
