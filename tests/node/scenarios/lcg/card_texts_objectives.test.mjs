// LCG scenarios: card texts of objectives as printed (cost reductions,
// redirects, refresh reactions, captures, the dial), each test named by its
// rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { play, darkDeployment, DS_SITH, RA_SQUADRONS, SMUG } from './setup_builders.mjs';

test('LCG-ABIL-7: The Secret of Yavin 4 (5.1): the redirect is limited to once per turn', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: [], hand: H_L, objectives: ['the-secret-of-yavin-4', 'a-heros-journey', 'in-you-must-go'] },
    dark: { tookTurn: true, units: ['darth-vader', 'dark-side-apprentice'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  assert.ok(g.run(['engage:a-heros'], 'use:the-secret-of-yavin-4', 5));
  g.act(1, 'use:the-secret-of-yavin-4');
  assert.equal(g.view(-1).engagement.objective.split('.')[0], 'the-secret-of-yavin-4');
  // finish this engagement, engage another objective
  assert.equal(g.run(['attacker:darth', 'done', '!strike:', '!icon.', '!hit:', '!tactic:', 'decline', 'engage:in-you'], 'use:the-secret-of-yavin-4', 40), false);
  assert.ok(g.log().some((e) => /engages In You Must Go/.test(e.text)));
  g.close();
});

test('LCG-ABIL-7: Decoy at Dantooine (14.1): when an objective you control leaves play, dial -1 (to a minimum of 1)', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 5, dial: 4,
    dark: { tookTurn: true, units: [], hand: ['superlaser-blast', ...H_D], objectives: ['the-ultimate-power', 'death-and-despayre', 'imperial-command'] },
    light: { tookTurn: true, units: [], hand: H_L, objectives: ['decoy-at-dantooine', 'mission-briefing', 'fleeing-the-empire'] } }, { light: 'rebel-alliance' });
  g.use(0, 'use:superlaser-blast', 'target:mission-briefing');
  assert.ok(g.offered(1, 'use:decoy-at-dantooine'), g.dump());
  g.act(1, 'use:decoy-at-dantooine'); g.settle();
  assert.equal(g.view(-1).dial, 4, '4 - 1 + 1 (the destroyed objective)');
  g.close();
});

test('LCG-ABIL-7: Kuat Reinforcements (27.1): discard X cards to reduce a Vehicle\'s cost by X, to a minimum of 1', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['at-st@31', 'kuati-security-team@20', 'duty-officer', 'tie-fighter@30'], objectives: ['kuat-reinforcements', 'imperial-command', 'death-and-despayre'] },
    light: { tookTurn: true, hand: H_L } });
  const r0 = g.view(-1).players[0].resources;
  g.act(0, 'deploy:at-st');
  assert.ok(g.offered(0, 'use:kuat-reinforcements'), g.dump());
  g.act(0, 'use:kuat-reinforcements');
  for (const k of ['kuati', 'duty', 'tie']) { if (g.has(0, 'discard:' + k)) g.act(0, 'discard:' + k); }
  assert.ok(!g.has(0, 'discard:'), 'no more discards offered at cost 1: ' + g.ids(0));
  if (g.ids(0).includes('done')) g.act(0, 'done');
  g.pay(0);
  const v = g.view(-1);
  assert.ok(g.unit(0, 'at-st@31'));
  assert.equal(r0 - v.players[0].resources, 1, 'AT-ST (3) costs 1');
  g.close();
});

test('LCG-ABIL-4: In You Must Go (2.1): only the first enhancement each turn costs 1 less', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['luke-skywalker'], hand: ['trust-your-feelings', 'jedi-lightsaber', ...H_L], objectives: ['in-you-must-go', 'a-heros-journey', 'forgotten-heroes'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  const r0 = g.view(-1).players[1].resources;
  g.act(1, 'deploy:trust'); g.act(1, 'attach:luke'); g.pay(1); g.settle();
  const r1 = g.view(-1).players[1].resources;
  assert.equal(r0 - r1, 1, 'Trust Your Feelings 2 -> 1');
  g.act(1, 'deploy:jedi-lightsaber'); g.act(1, 'attach:luke'); g.pay(1); g.settle();
  assert.equal(r1 - g.view(-1).players[1].resources, 1, 'Jedi Lightsaber 1, full');
  g.close();
});

test('LCG-ABIL-5: Corporate Exploitation (35.1): focus it to put a unit of printed cost 1 or lower into play from hand', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['espo-trooper@35', 'tie-fighter@27', 'tie-bomber'], objectives: ['corporate-exploitation', 'imperial-command', 'death-and-despayre'] },
    light: { tookTurn: true, hand: H_L } });
  g.act(0, 'use:corporate-exploitation');
  const c = g.ids(0).filter((x) => x.startsWith('choose:') || x.startsWith('target:'));
  assert.ok(c.some((x) => x.includes('tie-fighter')) && c.some((x) => x.includes('espo')), c.join(' '));
  assert.ok(!c.some((x) => x.includes('tie-bomber')), c.join(' '));
  g.close();
});

test('LCG-ABIL-4: The Emperor\'s Web (23.1): only the first Sith event each turn costs 1 less', () => {
  const g = darkDeployment({ hand: ['interrogation', 'force-lightning', ...H_D] }, { units: [{ card: 'luke-skywalker', focus: 1 }], hand: ['rebel-trooper', 'twilek-loyalist@1', 'jedi-in-hiding@3'] });
  const r0 = g.view(-1).players[0].resources;
  g.use(0, 'use:interrogation');
  for (let i = 0; i < 4 && g.has(0, 'choose:'); i++) g.apply(0, g.ids(0).find((x) => x.startsWith('choose:')));
  g.settle();
  const r1 = g.view(-1).players[0].resources;
  assert.equal(r0 - r1, 1, 'Interrogation (2) costs 1');
  g.use(0, 'use:force-lightning', 'target:luke'); g.settle();
  const r2 = g.view(-1).players[0].resources;
  assert.equal(r1 - r2, 3, 'Force Lightning full cost 3');
  g.close();
});

test('LCG-ABIL-8: Questionable Contacts (15.1): after you refresh, damage this objective to move 1 damage from a target friendly unit to a target enemy unit', () => {
  const g = play({ phase: 'refresh', active: 'light', turn: 4,
    light: { tookTurn: true, units: [{ card: 'han-solo', damage: 1 }], hand: H_L, objectives: ['questionable-contacts', 'hit-and-run', 'rumors-at-the-cantina'] },
    dark: { tookTurn: true, units: ['darth-vader'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: SMUG });
  assert.ok(g.run([], 'use:questionable-contacts', 10), g.dump());
  g.act(1, 'use:questionable-contacts');
  g.run(['!target:han', '!target:darth', '!choose:darth'], 'deploy:', 6);
  assert.equal(g.unit(1, 'han-solo').damage, 0);
  assert.equal(g.unit(0, 'darth-vader').damage, 1);
  assert.equal(g.obj(1, 'questionable-contacts').damage, 1);
  g.close();
});

test('LCG-ABIL-8: Tribal Support (17.1): after you refresh, discard 1 card from hand to return an Ewok unit from your discard pile to your hand', () => {
  const g = play({ phase: 'refresh', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['rebel-trooper'], discard: ['ewok-scout@17', 'twilek-smuggler'], objectives: ['tribal-support', 'hit-and-run', 'rumors-at-the-cantina'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: SMUG });
  assert.ok(g.run([], 'use:tribal-support', 10), g.dump());
  g.act(1, 'use:tribal-support');
  const c = g.ids(1).filter((x) => /^(choose|target|discard):/.test(x));
  g.run(['!discard:rebel', '!choose:rebel', '!choose:ewok', '!target:ewok'], 'deploy:', 6);
  assert.ok(g.hand(1).includes('ewok-scout@17'), c.join(' ') + ' ' + g.hand(1));
  assert.ok(!g.hand(1).includes('twilek-smuggler'));
  g.close();
});

test('LCG-ABIL-4: Trench Run (13.4): the dial can be engaged; with 10 or more damage on it the light side wins', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['x-wing@13'], hand: H_L, objectives: RA_SQUADRONS, enhancements: [{ card: 'trench-run', damage: 9 }] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  g.run(['engage:trench', 'attacker:x-wing', 'done', '!strike:', '!icon.', '!hit:', 'bonus'], null, 20);
  const st = g.status();
  assert.equal(st.terminal, true); assert.deepEqual(st.winners, [1]);
  g.close();
});

test('LCG-ABIL-8 / LCG-CAPTURE-2: Take Them Prisoner (32.1): after it enters play, look at the top 3 of an opponent\'s deck, capture 1 there, return the others on top', () => {
  const g = play({ phase: 'refresh', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: H_D, objectives: ['death-and-despayre', 'imperial-command'], objectiveDeck: ['take-them-prisoner', 'the-endor-gambit'] },
    light: { tookTurn: true, hand: H_L, deck: ['luke-skywalker', 'yoda', 'obi-wan-kenobi', 'rebel-trooper'] } });
  assert.ok(g.run([], 'use:take-them-prisoner', 10), g.dump());
  g.act(0, 'use:take-them-prisoner');
  g.run(['choose:yoda', '!choose:'], 'deploy:', 10);
  const o = g.obj(0, 'take-them-prisoner');
  assert.equal(o.captured, 1);
  assert.equal(g.view(-1).players[1].deckCount, 3);
  g.close();
});

test('LCG-ABIL-8 / LCG-CAPTURE-2: Cruel Interrogations (24.1): after it enters play, take 1 card at random from each opponent\'s hand and capture it here', () => {
  const g = play({ phase: 'refresh', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: H_D, objectives: ['fall-of-the-jedi', 'counsel-of-the-sith'], objectiveDeck: ['cruel-interrogations', 'the-emperors-web'] },
    light: { tookTurn: true, hand: ['luke-skywalker', 'yoda'] } }, { dark: 'sith' });
  assert.ok(g.run([], 'use:cruel-interrogations', 10), g.dump());
  g.act(0, 'use:cruel-interrogations');
  assert.equal(g.obj(0, 'cruel-interrogations').captured, 1);
  assert.equal(g.view(-1).players[1].handCount, 1);
  g.close();
});

test('LCG-ABIL-8 / LCG-CAPTURE-2: The Bespin Exchange (33.1) and Bounty Collection (33.6): after you capture an enemy unit from play', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['twilek-smuggler'], hand: H_L, objectives: ['hit-and-run', 'questionable-contacts', 'rumors-at-the-cantina'] },
    dark: { tookTurn: true, units: ['death-star-trooper@32'], hand: ['detained', 'bounty-collection'], objectives: ['the-bespin-exchange', 'take-them-prisoner', 'imperial-command'] } }, { light: SMUG, dark: 'imperial-navy:26,27,28,29,30,31,32,33,36,35' });
  assert.ok(g.run(['engage:the-bespin', 'attacker:twilek', 'done', 'done', '!strike:', '!icon.', '!hit:', '!tactic:'], 'use:detained', 30), g.dump());
  g.act(0, 'use:detained'); g.pay(0);
  g.run(['!choose:take', '!target:take'], 'use:', 4);
  assert.equal(g.unit(1, 'twilek-smuggler'), undefined);
  assert.ok(g.offered(0, 'use:bounty-collection'), g.dump());
  assert.ok(g.has(0, 'use:the-bespin-exchange'), g.dump());
  g.close();
});
