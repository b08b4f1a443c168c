// LCG scenarios: event cards as printed (targets, play restrictions,
// limits, the Balance conditions; LCG-KW-3 Limited), each test named by its
// rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sw, H_D, H_L } from './table.mjs';
import { play, DS_SITH, DS_NAVY, RA_YAVIN, SMUG } from './setup_builders.mjs';

test('LCG-KW-3 / docs/rulings.md (Tear This Ship Apart, C8): Tear This Ship Apart (32.6) is Limited: after another Limited card this turn (Control Room) it is refused', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['control-room@28', 'tear-this-ship-apart', ...H_D], objectives: DS_NAVY },
    light: { tookTurn: true, hand: H_L, enhancements: ['fleet-command-center'] } });
  const ttsa = g.ids(0).find((x) => x.startsWith('use:tear-this-ship-apart'));
  assert.ok(ttsa, 'playable before any Limited card: ' + g.ids(0).join(' '));
  g.act(0, 'deploy:control-room'); g.pay(0);
  assert.ok(g.view(-1).players[0].enhancements.some((c) => c.key === 'control-room@28'));
  const kw = (key) => JSON.parse(sw.cardList(JSON.stringify({ game: 'lcg' }))).cards.find((c) => c.key === key).keywords;
  assert.ok(kw('control-room@28').includes('Limited') && kw('tear-this-ship-apart').includes('Limited'), 'both cards are Limited');
  assert.ok(!g.has(0, 'use:tear-this-ship-apart'), 'a second Limited card this turn is not offered: ' + g.ids(0).join(' '));
  const r = JSON.parse(g.m.apply(JSON.stringify({ player: 0, id: ttsa })));
  assert.equal(r.ok, false, 'applying it anyway is refused');
  assert.ok(g.view(-1).players[1].enhancements.some((c) => c.key === 'fleet-command-center'), 'nothing discarded');
  g.close();
});

test('LCG-ABIL-5: A Disturbance in the Force (25.6): 1 focus token on each enemy unit committed to the Force', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['a-disturbance-in-the-force', ...H_D], objectives: ['shadows-of-dathomir', 'counsel-of-the-sith', 'the-emperors-web'] },
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', force: true }, 'rebel-trooper'], hand: H_L } }, { dark: 'sith' });
  g.use(0, 'use:a-disturbance'); g.settle();
  assert.equal(g.unit(1, 'luke-skywalker').focus, 1);
  assert.equal(g.unit(1, 'rebel-trooper').focus, 0);
  g.close();
});

test('LCG-ABIL-5 / LCG-KW-3: Tear This Ship Apart (32.6): cannot target a Limited enhancement, can target a non-Limited one', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['tear-this-ship-apart', ...H_D], objectives: DS_NAVY },
    light: { tookTurn: true, hand: H_L, enhancements: ['fleet-command-center', 'hidden-outpost@8'] } });
  g.act(0, 'use:tear-this-ship-apart');
  const t = g.ids(0).filter((x) => x.startsWith('target:'));
  assert.ok(t.some((x) => x.includes('fleet-command-center')), t.join(' '));
  assert.ok(!t.some((x) => x.includes('hidden-outpost')), t.join(' '));
  g.close();
});

test('LCG-ABIL-5: Force Choke (19.5): only a Character or Creature unit (not a Vehicle); 1 damage; limit 1 per turn', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['force-choke@19', 'force-choke@23', ...H_D], objectives: DS_SITH },
    light: { tookTurn: true, hand: H_L, units: ['luke-skywalker', 'x-wing@12'] } }, { dark: 'sith' });
  g.act(0, 'use:force-choke');
  const t = g.ids(0).filter((x) => x.startsWith('target:'));
  assert.ok(t.some((x) => x.includes('luke')));
  assert.ok(!t.some((x) => x.includes('x-wing')), t.join(' '));
  g.act(0, 'target:luke'); g.pay(0); g.passWindows();
  assert.equal(g.unit(1, 'luke-skywalker').damage, 1);
  assert.ok(!g.has(0, 'use:force-choke'), 'second Force Choke this turn not offered');
  g.close();
});

test('LCG-ABIL-5: Rebel Assault (8.6): 2 damage to a target enemy unit or objective; limit 1 per turn', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['rebel-assault@8', 'rebel-assault@13', ...H_L], objectives: ['the-defense-of-yavin-4', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, hand: H_D, units: ['darth-vader'], objectives: DS_SITH } }, { light: 'rebel-alliance', dark: 'sith' });
  g.act(1, 'use:rebel-assault');
  const t = g.ids(1).filter((x) => x.startsWith('target:'));
  assert.ok(t.some((x) => x.includes('darth-vader')) && t.some((x) => x.includes('fall-of-the-jedi')), t.join(' '));
  assert.ok(!t.some((x) => x.includes('mission-briefing')), 'no own objective: ' + t.join(' '));
  g.act(1, 'target:fall-of-the-jedi'); g.pay(1); g.passWindows();
  assert.equal(g.obj(0, 'fall-of-the-jedi').damage, 2);
  assert.ok(!g.has(1, 'use:rebel-assault'), 'second copy not offered');
  g.close();
});

test('LCG-ABIL-5: Emergency Repair (6.5): play only during your turn', () => {
  const mk = (active) => play({ phase: 'deployment', active, turn: active === 'light' ? 4 : 3,
    light: { tookTurn: true, hand: ['emergency-repair', 'our-most-desperate-hour', ...H_L], units: ['luke-skywalker'], objectives: [{ card: 'a-heros-journey', damage: 2 }, 'in-you-must-go', 'forgotten-heroes'] },
    dark: { tookTurn: true, hand: H_D, units: ['darth-vader'], objectives: DS_SITH } }, { dark: 'sith' });
  const g = mk('light');
  g.use(1, 'use:emergency-repair', 'target:a-heros-journey'); g.passWindows();
  assert.equal(g.obj(1, 'a-heros-journey').damage, 0);
  g.close();
  const g2 = mk('dark');
  if (g2.who() === 0) g2.act(0, 'pass');
  assert.equal(g2.who(), 1);
  assert.ok(!g2.has(1, 'use:emergency-repair'), g2.ids(1).join(' '));
  g2.close();
});

test('LCG-ABIL-5: Superlaser Blast (28.6): play only during your turn', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: ['superlaser-blast', 'force-choke@19', ...H_D], units: ['tie-fighter@27'], objectives: ['the-ultimate-power', 'death-and-despayre', 'the-endor-gambit'] },
    light: { tookTurn: true, units: ['luke-skywalker'], hand: H_L } });
  if (g.who() === 1) g.act(1, 'pass');
  assert.equal(g.who(), 0);
  assert.ok(g.has(0, 'use:force-choke'));
  assert.ok(!g.has(0, 'use:superlaser-blast'), g.ids(0).join(' '));
  g.close();
});

test('LCG-ABIL-5: There Is No Escape (22.6): only during any player\'s Force phase; all units to the bottom of their owners\' decks', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['there-is-no-escape', ...H_D], units: ['darth-vader'], objectives: DS_SITH },
    light: { tookTurn: true, units: ['luke-skywalker'], hand: H_L } }, { dark: 'sith' });
  assert.ok(!g.has(0, 'use:there-is-no-escape'), 'not in Conflict phase');
  g.close();
  const g2 = play({ phase: 'force', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: ['there-is-no-escape', ...H_D], units: ['darth-vader'], objectives: DS_SITH },
    light: { tookTurn: true, units: ['luke-skywalker'], hand: H_L } }, { dark: 'sith' });
  for (let i = 0; i < 10 && !g2.has(0, 'use:there-is-no-escape'); i++) { const s = g2.who(); const ids = g2.ids(s); g2.apply(s, ids.includes('done') ? 'done' : ids.includes('pass') ? 'pass' : ids[0]); }
  assert.equal(g2.status().phase, 'force');
  g2.use(0, 'use:there-is-no-escape'); g2.passWindows();
  const v = g2.view(-1);
  assert.equal(v.players[0].units.length + v.players[1].units.length, 0);
  g2.close();
});

test('LCG-ABIL-5: Swindled (15.5): only a unit with printed cost 2 or lower', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['swindled', ...H_L], objectives: ['questionable-contacts', 'rumors-at-the-cantina', 'hit-and-run'] },
    dark: { tookTurn: true, hand: H_D, units: ['tie-fighter@27', 'dark-side-apprentice', 'darth-vader'], objectives: DS_SITH } }, { light: SMUG });
  g.act(1, 'use:swindled');
  const t = g.ids(1).filter((x) => x.startsWith('target:'));
  assert.ok(t.some((x) => x.includes('tie-fighter')), t.join(' '));
  assert.ok(!t.some((x) => x.includes('darth-vader')), t.join(' '));
  g.close();
});

test('LCG-ABIL-5: Heroic Sacrifice (12.6): sacrifice a Vehicle to destroy a target enemy Vehicle with printed cost 4 or lower', () => {
  const g = play({ phase: 'conflict', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['heroic-sacrifice', ...H_L], units: ['x-wing@12'], objectives: ['draw-their-fire', 'the-rebel-fleet', 'mission-briefing'] },
    dark: { tookTurn: true, hand: H_D, units: ['tie-bomber', 'devastator'], objectives: DS_NAVY } }, { light: 'rebel-alliance' });
  g.act(1, 'use:heroic-sacrifice');
  g.pay(1);
  const t = g.ids(1).filter((x) => x.startsWith('target:'));
  assert.ok(t.some((x) => x.includes('tie-bomber')), t.join(' '));
  assert.ok(!t.some((x) => x.includes('devastator')), 'Devastator costs more than 4: ' + t.join(' '));
  g.close();
});

test('LCG-ABIL-5: Force Lightning (23.5): destroy a target exhausted unit (ready units not targetable)', () => {
  const g = play({ phase: 'conflict', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['force-lightning', ...H_D], objectives: DS_SITH, units: ['darth-vader'] },
    light: { tookTurn: true, hand: H_L, units: [{ card: 'luke-skywalker', focus: 1 }, 'twilek-loyalist@4'] } }, { dark: 'sith' });
  g.act(0, 'use:force-lightning');
  const t = g.ids(0).filter((x) => x.startsWith('target:'));
  assert.ok(t.some((x) => x.includes('luke')), t.join(' '));
  assert.ok(!t.some((x) => x.includes('twilek')), t.join(' '));
  g.close();
});

test('LCG-ABIL-5: Jedi Mind Trick (3.4): 2 focus tokens while the Balance is with the light side, 1 otherwise', () => {
  for (const [bal, n] of [['light', 2], ['dark', 1]]) {
    const g = play({ phase: 'conflict', active: 'light', turn: 4, balance: bal,
      light: { tookTurn: true, hand: ['jedi-mind-trick@3', ...H_L], units: ['luke-skywalker'] },
      dark: { tookTurn: true, hand: H_D, units: ['darth-vader'], objectives: DS_SITH } }, { dark: 'sith' });
    g.use(1, 'use:jedi-mind-trick', 'target:darth-vader'); g.passWindows();
    assert.equal(g.unit(0, 'darth-vader').focus, n, bal);
    g.close();
  }
});

test('LCG-ABIL-5: It Binds All Things (7.6): top card of the discard pile to hand, top 2 with the Balance on the light side', () => {
  for (const [bal, n] of [['light', 2], ['dark', 1]]) {
    const g = play({ phase: 'conflict', active: 'light', turn: 4, balance: bal,
      light: { tookTurn: true, hand: ['it-binds-all-things'], discard: ['rebel-trooper', 'twilek-loyalist@1', 'jedi-in-hiding@3'], units: ['luke-skywalker'] },
      dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
    g.use(1, 'use:it-binds-all-things'); g.passWindows();
    assert.equal(g.view(1).players[1].hand.length, n, bal + ' ' + JSON.stringify(g.hand(1)));
    g.close();
  }
});

test('LCG-ABIL-5: A New Hope (14.6): each player chooses up to 3 units he controls; all units not chosen return to their owners\' hands', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['x-wing@12', 'rebel-trooper', 'a-wing', 'y-wing@8'], hand: ['a-new-hope'], objectives: ['decoy-at-dantooine', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: ['darth-vader', 'dark-side-apprentice', 'tie-advanced', 'advisor-to-the-emperor'], hand: [], objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  g.use(1, 'use:a-new-hope');
  g.run(['choose:x-wing', 'choose:rebel', 'choose:a-wing', 'choose:darth', 'choose:dark-side', 'choose:tie', '!done'], 'deploy:', 20);
  const v = g.view(-1);
  assert.equal(v.players[1].units.length, 3); assert.equal(v.players[0].units.length, 3);
  assert.equal(v.players[0].handCount, 1);
  g.close();
});

test('LCG-ABIL-5: Dark Precognition (20.5): draw 2 cards, then choose and discard 1 card from your hand', () => {
  const g = play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['dark-precognition', 'dark-side-apprentice'], deck: ['force-choke@23', 'tie-advanced', 'darth-vader'], objectives: DS_SITH },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  g.use(0, 'use:dark-precognition');
  const c = g.ids(0).filter((x) => /^(choose|discard|target):/.test(x));
  assert.equal(c.length, 3, c.join(' '));
  g.apply(0, c.find((x) => x.includes('tie-advanced')));
  g.settle();
  assert.deepEqual(g.hand(0).sort(), ['dark-side-apprentice', 'force-choke@23']);
  g.close();
});

test('LCG-ABIL-5: You\'re My Only Hope (10.5): sacrifice a unit to draw 2 cards; then your opponent chooses and discards 1 card', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, units: ['rebel-trooper'], hand: ['youre-my-only-hope'], objectives: RA_YAVIN },
    dark: { tookTurn: true, hand: ['darth-vader', 'force-choke@19'], objectives: DS_SITH } }, { dark: 'sith', light: 'rebel-alliance' });
  g.act(1, 'use:youre-my-only-hope'); g.pay(1);
  g.run(['!choose:rebel', '!target:rebel'], null, 3);
  g.run(['!choose:', '!discard:'], 'deploy:', 6);
  assert.equal(g.unit(1, 'rebel-trooper'), undefined);
  assert.equal(g.view(1).players[1].handCount, 2);
  assert.equal(g.view(-1).players[0].handCount, 1);
  g.close();
});

test('LCG-ABIL-5: Return of the Jedi (6.4): put a Force User unit into play from your discard pile (not a non-Force User)', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['return-of-the-jedi', ...H_L], discard: ['yoda', 'believer-in-the-old-ways@2'], objectives: ['last-minute-rescue', 'in-you-must-go', 'a-heros-journey'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  g.use(1, 'use:return-of-the-jedi');
  const c = g.ids(1).filter((x) => /^(choose|target):/.test(x));
  assert.ok(c.some((x) => x.includes('yoda')) && !c.some((x) => x.includes('believer')), c.join(' '));
  g.close();
});

test('LCG-ABIL-5: Rescue Mission (16.5): rescue 1 captured card; a unit may be put into play under its owner\'s control', () => {
  const g = play({ phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['rescue-mission', ...H_L], objectives: ['rumors-at-the-cantina', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'fall-of-the-jedi', captured: ['luke-skywalker'] }, 'counsel-of-the-sith', 'the-emperors-web'] } }, { dark: 'sith', light: 'rebel-alliance' });
  g.use(1, 'use:rescue-mission');
  g.run(['!choose:fall', '!target:fall', '!choose:luke'], 'deploy:', 8);
  assert.ok(g.unit(1, 'luke-skywalker'), JSON.stringify(g.log().slice(-4).map((e) => e.text)));
  assert.equal(g.obj(0, 'fall-of-the-jedi').captured, 0);
  g.close();
});
