// LCG scenarios: card texts that trigger or act during an engagement
// (declarations, edge battles, strikes, captures, participating from hand),
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sw, H_D, H_L } from './table.mjs';
import { play, DS_SITH, DS_NAVY, SMUG, SMUG_OBJ, SCUM, STRIKES } from './setup_builders.mjs';

test('LCG-ABIL-8: Hit and Run (18.1): after you win an edge battle as the attacker, 1 damage to the engaged objective; limit once per turn', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['twilek-smuggler', 'rebel-trooper'], hand: ['heat-of-battle@18', 'twilek-loyalist@1', 'jedi-in-hiding@3', 'rebel-trooper'], objectives: SMUG_OBJ },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: SMUG });
  assert.ok(g.run(['engage:fall', 'attacker:twilek-smuggler', 'done'], 'use:hit-and-run'), 'first engagement: offered');
  g.act(1, 'use:hit-and-run');
  assert.equal(g.obj(0, 'fall-of-the-jedi').damage, 1);
  // second engagement, won edge again (no defenders)
  const offered = g.run(['!strike:', '!icon.', '!hit:', 'bonus', 'engage:counsel', 'attacker:rebel-trooper', 'done'], 'use:hit-and-run', 60);
  assert.equal(offered, false, 'limit once per turn');
  assert.ok(g.log().some((e) => /engages Counsel of the Sith/.test(e.text)), 'the second engagement happened');
  g.close();
});

test('LCG-ABIL-8: Hit and Run (18.1): not when winning the edge as the defender', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: ['twilek-smuggler'], hand: ['twist-of-fate@18', 'heat-of-battle@18', 'rebel-trooper'], objectives: SMUG_OBJ },
    dark: { tookTurn: true, units: ['darth-vader'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: SMUG });
  const offered = g.run(['engage:hit-and-run', 'attacker:darth', 'done', 'defender:twilek', 'done', 'edge:heat', 'target:darth'], 'use:hit-and-run', 20);
  assert.equal(offered, false);
  assert.ok(g.log().some((e) => /The Light Side wins the edge/.test(e.text)), g.log().slice(-5).map((e) => e.text).join(' / '));
  g.close();
});

test('LCG-ABIL-8: Han Solo (15.2): after he is declared as a defender, 1 damage to a target enemy unit', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: ['han-solo'], hand: H_L, objectives: SMUG_OBJ },
    dark: { tookTurn: true, units: ['darth-vader', 'dark-side-apprentice'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: SMUG });
  assert.ok(g.run(['engage:hit-and-run', 'attacker:darth', 'done', 'defender:han', 'done'], 'use:han-solo', 20), 'offered as defender');
  g.act(1, 'use:han-solo'); g.act(1, 'target:dark-side-apprentice');
  assert.equal(g.unit(0, 'dark-side-apprentice').damage, 1);
  g.close();
});

test('LCG-ABIL-8: Ewok Scout (17.2): after declared as an attacker, the target enemy unit cannot be declared as a defender', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['ewok-scout@17'], hand: H_L, objectives: ['tribal-support', 'questionable-contacts', 'rumors-at-the-cantina'] },
    dark: { tookTurn: true, units: ['darth-vader', 'dark-side-apprentice'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: SMUG });
  assert.ok(g.run(['engage:fall', 'attacker:ewok', 'done'], 'use:ewok-scout', 10));
  g.act(1, 'use:ewok-scout'); g.act(1, 'target:darth');
  assert.ok(g.run([], 'defender:', 10));
  const d = g.ids(0).filter((x) => x.startsWith('defender:'));
  assert.ok(!d.some((x) => x.includes('darth')) && d.some((x) => x.includes('apprentice')), d.join(' '));
  g.close();
});

test('LCG-ABIL-8: Outer Rim Hunter (33.3): after declared as an attacker, the defending player must deal 1 damage to 1 of his objectives', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: [], hand: H_L, objectives: SMUG_OBJ },
    dark: { tookTurn: true, units: ['outer-rim-hunter'], hand: H_D, objectives: ['the-bespin-exchange', 'counsel-of-the-sith', 'the-emperors-web'] } }, { dark: SCUM });
  assert.ok(g.run(['engage:hit-and-run', 'attacker:outer', 'done'], 'use:outer-rim-hunter', 10), g.dump());
  g.act(0, 'use:outer-rim-hunter');
  g.run(['!choose:questionable', '!target:questionable', '!damage:questionable'], 'defender:', 6);
  const tot = g.view(-1).players[1].objectives.reduce((a, o) => a + o.damage, 0);
  assert.equal(tot, 1);
  g.close();
});

test('LCG-ABIL-8: Human Replica Droid (36.2): after you win an edge battle, put it into play from hand as a participating unit', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: ['twilek-smuggler'], hand: H_L, objectives: SMUG_OBJ },
    dark: { tookTurn: true, units: ['darth-vader'], hand: ['human-replica-droid@36', 'heat-of-battle@36', 'kuati-security-team@20'], objectives: ['reconnaissance-mission', 'counsel-of-the-sith', 'the-emperors-web'] } }, { dark: 'sith:19,20,21,22,23,24,25,36,26,27' });
  assert.ok(g.run(['engage:hit-and-run', 'attacker:darth', 'done', 'defender:twilek', 'done', 'edge:heat', 'target:'], 'use:human-replica-droid', 20), g.dump());
  g.act(0, 'use:human-replica-droid'); g.pay(0);
  const u = g.unit(0, 'human-replica-droid@36');
  assert.ok(u, 'in play');
  assert.equal(u.role, 'attacker');
  g.close();
});

test('LCG-ABIL-8 / LCG-CAPTURE-2: Boba Fett (33.2): after he damages a Character unit, capture it; not a Vehicle', () => {
  const mk = (def) => play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: [def], hand: H_L, objectives: SMUG_OBJ },
    dark: { tookTurn: true, units: [{ card: 'boba-fett', enhancements: ['mandalorian-armor'] }], hand: H_D, objectives: ['the-bespin-exchange', 'counsel-of-the-sith', 'the-emperors-web'] } }, { dark: SCUM });
  const g = mk('believer-in-the-old-ways@2');
  assert.ok(g.run(['engage:hit-and-run', 'attacker:boba', 'done', 'defender:believer', 'done', '!strike:', '!icon.', '!hit:', '!tactic:'], 'use:boba-fett', 30), g.dump());
  g.act(0, 'use:boba-fett');
  g.run(['!choose:'], null, 4);
  assert.equal(g.unit(1, 'believer-in-the-old-ways@2'), undefined, 'captured');
  assert.equal(g.view(-1).players[0].objectives.reduce((a, o) => a + o.captured, 0), 1);
  g.close();
  const g2 = mk('x-wing@12');
  assert.equal(g2.run(['engage:hit-and-run', 'attacker:boba', 'done', 'defender:x-wing', 'done', '!strike:', '!icon.', '!hit:', '!tactic:'], 'use:boba-fett', 30), false);
  assert.ok(g2.log().some((e) => /X-Wing takes 1 damage/i.test(e.text)), g2.log().slice(-6).map((e) => e.text).join(' / '));
  g2.close();
});

test('LCG-ABIL-8 / LCG-CAPTURE-2: Detained (32.4): after an attacking enemy Character or Droid unit resolves a strike, capture it', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['twilek-smuggler'], hand: H_L, objectives: SMUG_OBJ },
    dark: { tookTurn: true, units: ['death-star-trooper@32'], hand: ['detained', ...H_D], objectives: DS_NAVY } }, { light: SMUG });
  assert.ok(g.run(['engage:imperial', 'attacker:twilek', 'done', 'done', '!strike:', '!icon.', '!hit:', '!tactic:'], 'use:detained', 30), g.dump());
  g.act(0, 'use:detained'); g.pay(0);
  g.run(['!choose:', '!target:'], null, 4);
  assert.equal(g.unit(1, 'twilek-smuggler'), undefined);
  g.close();
});

test('LCG-ABIL-8: TIE Advanced (21.3): after it survives an unopposed engagement as an attacker, 1 damage to the engaged objective; not when opposed', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: [], hand: H_L, objectives: SMUG_OBJ },
    dark: { tookTurn: true, units: ['tie-advanced'], hand: H_D, objectives: ['black-squadron-assault', 'counsel-of-the-sith', 'the-emperors-web'] } }, { dark: 'sith' });
  assert.ok(g.run(['engage:hit-and-run', 'attacker:tie', 'done', ...STRIKES], 'use:tie-advanced', 30), g.dump());
  g.close();
  const g2 = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: ['rebel-trooper'], hand: H_L, objectives: SMUG_OBJ },
    dark: { tookTurn: true, units: ['tie-advanced'], hand: H_D, objectives: ['black-squadron-assault', 'counsel-of-the-sith', 'the-emperors-web'] } }, { dark: 'sith' });
  assert.equal(g2.run(['engage:hit-and-run', 'attacker:tie', 'done', 'defender:rebel', 'done', ...STRIKES, 'decline'], 'use:tie-advanced', 40), false);
  g2.close();
});

test('LCG-ABIL-8: Home One (11.2): after focused to strike as an attacker, 1 damage to each enemy objective not currently engaged', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['home-one'], hand: H_L, objectives: ['the-rebel-fleet', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.run(['engage:fall', 'attacker:home', 'done', 'strike:home'], 'use:home-one', 30), g.dump());
  g.act(1, 'use:home-one');
  const o = g.view(-1).players[0].objectives;
  assert.deepEqual(o.filter((x) => x.key !== 'fall-of-the-jedi').map((x) => [x.key, x.damage]), [['counsel-of-the-sith', 1], ['the-emperors-web', 1]]);
  g.close();
});

test('LCG-ABIL-8: Home One (11.2): no reaction when striking as a defender', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: ['home-one'], hand: H_L, objectives: ['the-rebel-fleet', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: ['darth-vader'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.equal(g.run(['engage:mission', 'attacker:darth', 'done', 'defender:home', 'done', ...STRIKES], 'use:home-one', 30), false);
  g.close();
});

test('LCG-ABIL-8: Double Strike (4.5): after a Character unit is focused to strike, remove 1 focus token from it; not after a Vehicle', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['luke-skywalker', 'red-five'], hand: ['double-strike', ...H_L], objectives: ['a-journey-to-dagobah', 'in-you-must-go', 'forgotten-heroes'] },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  assert.equal(g.run(['engage:fall', 'attacker:luke', 'attacker:red-five', 'done', 'strike:red-five'], 'use:double-strike', 12), false, 'not after the Vehicle');
  g.close();
  const g2 = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['luke-skywalker', 'red-five'], hand: ['double-strike', ...H_L], objectives: ['a-journey-to-dagobah', 'in-you-must-go', 'forgotten-heroes'] },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  assert.ok(g2.run(['engage:fall', 'attacker:luke', 'attacker:red-five', 'done', 'strike:luke'], 'use:double-strike', 12), g2.dump());
  g2.act(1, 'use:double-strike'); g2.pay(1);
  assert.equal(g2.unit(1, 'luke-skywalker').focus, 0);
  g2.close();
});

test('LCG-ABIL-8: A-Wing (9.4): after it is focused to strike, draw 1 card', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['a-wing'], hand: H_L, objectives: ['mission-briefing', 'the-rebel-fleet', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.run(['engage:fall', 'attacker:a-wing', 'done', 'strike:a-wing'], 'use:a-wing', 12), g.dump());
  const n = g.view(1).players[1].handCount;
  g.act(1, 'use:a-wing');
  assert.equal(g.view(1).players[1].handCount, n + 1);
  g.close();
});

test('LCG-ABIL-8: Wookiee Navigator (14.2): after it survives an engagement as an attacker, the same objective may be engaged again this phase', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['wookiee-navigator', 'rebel-trooper'], hand: H_L, objectives: ['decoy-at-dantooine', 'the-rebel-fleet', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.run(['engage:fall', 'attacker:wookiee', 'done', ...STRIKES, 'bonus'], 'use:wookiee-navigator', 30), g.dump());
  g.act(1, 'use:wookiee-navigator');
  assert.ok(g.run([], 'engage:fall', 6), g.dump());
  g.close();
});

test('LCG-ABIL-5: Log Trap (17.4): focus it to have your opponent place 1 focus token on 1 attacking unit he controls', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    light: { tookTurn: true, units: ['ewok-scout@17'], enhancements: ['log-trap'], hand: H_L, objectives: ['tribal-support', 'hit-and-run', 'rumors-at-the-cantina'] },
    dark: { tookTurn: true, units: ['darth-vader', 'dark-side-apprentice'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: SMUG });
  assert.ok(g.run(['engage:tribal', 'attacker:darth', 'done'], 'use:log-trap', 20), g.dump());
  g.act(1, 'use:log-trap');
  g.run(['!choose:darth', '!target:darth', '!tactic:darth'], 'defender:', 5);
  assert.equal(g.unit(0, 'darth-vader').focus, 1);
  assert.equal(g.unit(0, 'dark-side-apprentice').focus, 0, 'not a non-attacking unit');
  g.close();
});

test('LCG-ABIL-5: Death from Above (27.6): up to 2 target attacking Vehicle units gain [BD] until the end of the engagement', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: ['tie-fighter@27', 'stormtrooper-elite', 'tie-bomber'], hand: ['death-from-above@27', ...H_D], objectives: ['kuat-reinforcements', 'death-and-despayre', 'imperial-command'] },
    light: { tookTurn: true, hand: H_L } });
  assert.ok(g.run(['engage:', 'attacker:tie-fighter', 'attacker:stormtrooper', 'done'], 'use:death-from-above', 20), g.dump());
  g.act(0, 'use:death-from-above');
  const t = g.ids(0).filter((x) => x.startsWith('target:'));
  assert.deepEqual(t.map((x) => x.split(':')[1].split('.')[0]), ['tie-fighter'], 'only the attacking Vehicle');
  const bd0 = JSON.parse(sw.cardList(JSON.stringify({ game: 'lcg' }))).cards.find((c) => c.key === 'tie-fighter@27').icons.bd;
  g.act(0, 'target:tie-fighter'); g.pay(0);
  assert.equal(g.unit(0, 'tie-fighter@27').icons.bd, bd0 + 1);
  g.close();
});

test('LCG-ABIL-5: Covering Fire (13.6): during an engagement, sacrifice a unit to place 1 shield on each friendly participating unit', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['x-wing@13', 'rookie-pilot', 'rebel-trooper'], hand: ['covering-fire', ...H_L], objectives: ['mobilize-the-squadrons', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: ['darth-vader'], hand: H_D, objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.run(['engage:fall', 'attacker:x-wing', 'attacker:rookie', 'done', 'defender:darth', 'done'], 'use:covering-fire', 20), g.dump());
  g.act(1, 'use:covering-fire');
  g.run(['!choose:rebel-trooper', '!target:rebel-trooper'], 'strike:', 6);
  assert.equal(g.unit(1, 'rebel-trooper'), undefined, 'sacrificed');
  assert.equal(g.unit(1, 'x-wing@13').shields, 1);
  assert.equal(g.unit(1, 'rookie-pilot').shields, 1);
  g.close();
});

test('LCG-ABIL-5: AT-ST Commander (31.2): during an engagement, spend 1 resource to place 1 shield on a participating Vehicle', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: ['at-st-commander', 'at-st@31', 'stormtrooper-elite'], hand: H_D, objectives: ['the-endor-gambit', 'death-and-despayre', 'imperial-command'] },
    light: { tookTurn: true, hand: H_L } });
  assert.ok(g.run(['engage:', 'attacker:at-st@', 'attacker:at-st.', 'attacker:storm', 'done'], 'use:at-st-commander', 20), g.dump());
  const r = g.view(-1).players[0].resources;
  g.act(0, 'use:at-st-commander');
  const t = g.ids(0).filter((x) => x.startsWith('target:'));
  assert.ok(!t.some((x) => x.includes('stormtrooper')), t.join(' '));
  g.run(['!target:at-st.', '!autopay', '!generate:'], 'strike:', 6);
  assert.equal(r - g.view(-1).players[0].resources, 1);
  g.close();
});

test('LCG-ABIL-5 / LCG-ABIL-8: Admiral Ackbar (12.2): during an engagement, play him from hand as a participating unit; then 1 damage to each participating enemy unit', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: ['darth-vader', 'dark-side-apprentice'], hand: H_D, objectives: DS_SITH },
    light: { tookTurn: true, units: ['rebel-trooper'], hand: ['admiral-ackbar', ...H_L], objectives: ['draw-their-fire', 'mission-briefing', 'fleeing-the-empire'] } }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(g.run(['engage:draw', 'attacker:darth', 'attacker:dark-side', 'done', 'defender:rebel', 'done'], 'use:admiral-ackbar', 20), g.dump());
  g.act(1, 'use:admiral-ackbar'); g.pay(1);
  assert.ok(g.offered(1, 'use:admiral-ackbar'), g.dump());
  g.act(1, 'use:admiral-ackbar');
  assert.equal(g.unit(0, 'darth-vader').damage, 1);
  assert.equal(g.unit(0, 'dark-side-apprentice').damage, 1);
  assert.equal(g.unit(1, 'admiral-ackbar').role, 'defender');
  g.close();
});

test('LCG-ABIL-5 / LCG-ABIL-8: Backstabber (27.2): during an engagement, played from hand participating; then 1 damage to the engaged objective', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: ['tie-fighter@27'], hand: ['backstabber', ...H_D], objectives: ['kuat-reinforcements', 'death-and-despayre', 'imperial-command'] },
    light: { tookTurn: true, units: ['rebel-trooper'], hand: H_L } });
  assert.ok(g.run(['engage:forgotten', 'attacker:tie', 'done', 'defender:rebel', 'done'], 'use:backstabber', 20), g.dump());
  g.act(0, 'use:backstabber'); g.offered(0, 'autopay'); g.pay(0);
  assert.ok(g.offered(0, 'use:backstabber'), g.dump());
  assert.equal(g.unit(0, 'backstabber').role, 'attacker');
  g.act(0, 'use:backstabber');
  assert.equal(g.obj(1, 'forgotten-heroes').damage, 1);
  g.close();
});

test('LCG-ABIL-4 / LCG-KW-7: TIE Attack Squadron (30.2): gains [UD] and Targeted Strike in an engagement where you placed a fate card in your edge stack', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: ['tie-attack-squadron'], hand: ['twist-of-fate@30', 'target-of-opportunity@31', 'kuati-security-team@20'], objectives: ['defense-protocol', 'death-and-despayre', 'imperial-command'] },
    light: { tookTurn: true, units: ['rebel-trooper'], hand: H_L } });
  const base = g.unit(0, 'tie-attack-squadron');
  assert.ok(g.run(['engage:forgotten', 'attacker:tie', 'done', 'defender:rebel', 'done', 'edge:target-of'], 'strike:', 20), g.dump());
  const u = g.unit(0, 'tie-attack-squadron');
  const ic = JSON.parse(sw.cardList(JSON.stringify({ game: 'lcg' }))).cards.find((c) => c.key === 'tie-attack-squadron').icons;
  assert.equal(u.icons?.ud, ic.ud + 1, JSON.stringify(u));
  assert.ok((u.keywords || []).includes('Targeted Strike'), JSON.stringify(u));
  g.close();
});
