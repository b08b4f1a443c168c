// LCG scenarios: card texts as printed: shields (Shielding, Our Most Desperate Hour; C5: each shield stops
// one damage or focus token), Protect, dividing unit damage, and objectives
// whose destruction loses the game (The Heart of the Empire);
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { loadSw, Game as G, DS_SITH, DS_NAVY, RA_OBJ, J_OBJ, RA, logText, targets, lsDeploy, conflictAt as conf, edgeAt as eng } from './setup_builders.mjs';
const sw = await loadSw();

test('LCG-ABIL-1 / Our Most Desperate Hour (3.5): a second shield on an already shielded Character; not on a Vehicle', () => {
  const g = lsDeploy({ units: [{ card: 'luke-skywalker', shields: 1 }, 'red-five'], hand: ['our-most-desperate-hour', ...H_L] });
  g.act(1, 'use:our-most-desperate-hour'); g.pay(1);
  const t = targets(g, 1);
  assert.ok(!t.some((x) => x.includes('red-five')), 'Vehicle targetable: ' + t);
  g.act(1, 'target:luke'); g.pay(1); g.settle();
  assert.equal(g.unit(1, 'luke-skywalker').shields, 2);
  g.close();
});

test('LCG-ABIL-1 / Shii-Cho Training (2.4): the enhanced unit\'s unit damage may be divided among participating enemy units; without it, not', () => {
  const g = eng('light', { units: [{ card: 'dark-side-apprentice', defending: true }, { card: 'kuati-security-team@20', defending: true }] },
    { units: [{ card: 'luke-skywalker', attacking: true, enhancements: ['shii-cho-training'] }] });
  assert.ok(g.run(['strike:dark', '!hit:luke', 'strike:luke', 'icon.0'], 'split:', 12), g.dump());
  g.act(1, 'split:dark-side-apprentice'); g.act(1, 'split:kuati');
  if (g.has(1, 'done')) g.act(1, 'done');
  assert.equal(g.unit(0, 'dark-side-apprentice').damage, 1);
  assert.equal(g.unit(0, 'kuati-security-team@20').damage, 1);
  g.close();
  const g2 = eng('light', { units: [{ card: 'dark-side-apprentice', defending: true }, { card: 'kuati-security-team@20', defending: true }] },
    { units: [{ card: 'luke-skywalker', attacking: true }] });
  assert.ok(g2.run(['strike:dark', '!hit:luke', 'strike:luke', 'icon.0'], 'hit:', 12));
  assert.ok(!g2.has(1, 'split:'));
  g2.close();
});

test('LCG-ABIL-1 / Emperor\'s Royal Guard (23.3): Protect Character: damage meant for Darth Vader may be placed on it', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['rebel-assault@8', ...H_L], objectives: RA_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: ['darth-vader', 'emperors-royal-guard', 'tie-fighter@27'] } }, RA);
  g.use(1, 'use:rebel-assault', 'target:darth');
  assert.ok(g.until(0, 'use:emperors-royal-guard'), g.dump());
  g.act(0, 'use:emperors-royal-guard');
  const amt = g.ids(0).filter((x) => x.startsWith('choose:emperors-royal-guard'));
  g.apply(0, amt.find((x) => x.endsWith('.2'))); g.settle();
  assert.equal(g.unit(0, 'darth-vader').damage, 0, logText(g));
  assert.equal(g.unit(0, 'emperors-royal-guard').damage, 2);
  g.close();
  const g2 = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['rebel-assault@8', ...H_L], objectives: RA_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: ['darth-vader', 'emperors-royal-guard', 'tie-fighter@27'] } }, RA);
  g2.use(1, 'use:rebel-assault', 'target:tie-fighter');
  assert.equal(g2.until(0, 'use:emperors-royal-guard'), false, 'a Vehicle is not protected');
  g2.close();
});

test('LCG-ABIL-1 / Coruscant Defense Fleet (22.2): Protect Coruscant: damage to The Heart of the Empire may go on it', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['rebel-assault@8', ...H_L], objectives: RA_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: ['the-heart-of-the-empire', 'counsel-of-the-sith', 'the-emperors-web'], units: ['coruscant-defense-fleet'] } }, RA);
  g.use(1, 'use:rebel-assault', 'target:the-heart');
  assert.ok(g.until(0, 'use:coruscant-defense-fleet'), g.dump());
  g.act(0, 'use:coruscant-defense-fleet');
  const amt = g.ids(0).filter((x) => x.startsWith('choose:coruscant'));
  g.apply(0, amt.find((x) => x.endsWith('.2'))); g.settle();
  assert.equal(g.obj(0, 'the-heart-of-the-empire').damage, 0);
  assert.equal(g.unit(0, 'coruscant-defense-fleet').damage, 2);
  g.close();
});

test('LCG-ABIL-1 / The Heart of the Empire (22.1): capacity 10; if it is destroyed, its player loses the game', () => {
  const g = eng('light', {}, { units: [{ card: 'red-five', attacking: true }], objectives: RA_OBJ }, RA,
    {});
  g.close();
  const g2 = new G(sw, { phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ, units: [{ card: 'red-five', attacking: true }] },
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'the-heart-of-the-empire', damage: 8 }, 'counsel-of-the-sith', 'the-emperors-web'] } }, RA);
  g2.run(['!strike:', '!icon.', '!hit:'], 'zzz', 20);
  const st = g2.status(); const v = g2.view(-1);
  assert.ok(st.terminal, 'game over: ' + logText(g2).slice(-400));
  assert.equal(v.winner, 1);
  assert.equal(v.players[0].victory?.length ?? 0, 0);
  g2.close();
  // 9 damage only: not destroyed (capacity 10)
  const g3 = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'the-heart-of-the-empire', damage: 9 }, 'counsel-of-the-sith', 'the-emperors-web'] } }, RA);
  assert.ok(!g3.status().terminal);
  g3.close();
});

test('LCG-KW Shielding: Corellian Engineer (6.3) and ISB Interrogators (24.4) place 1 shield when they enter an engagement', () => {
  const g = conf('light', { units: ['darth-vader'] }, { units: ['corellian-engineer', 'luke-skywalker'] });
  g.passWindows(); g.act(1, 'engage:fall'); g.passWindows();
  g.act(1, 'attacker:corellian'); g.act(1, 'done');
  assert.ok(g.until(1, 'choose:'), g.dump());
  g.act(1, 'choose:corellian'); g.settle();
  assert.equal(g.unit(1, 'corellian-engineer').shields, 1);
  g.close();
  const g2 = conf('dark', { units: ['isb-interrogators'], objectives: DS_NAVY }, {}, {});
  g2.passWindows(); g2.act(0, 'engage:a-heros'); g2.passWindows();
  g2.act(0, 'attacker:isb'); g2.act(0, 'done');
  assert.ok(g2.until(0, 'choose:isb'), g2.dump());
  g2.close();
});

test('LCG-ABIL-1 / Aft Armor Plating (31.5): the enhanced Vehicle gains Shielding; without it a TIE Fighter has none', () => {
  const g = conf('dark', { units: [{ card: 'tie-fighter@27', enhancements: ['aft-armor-plating'] }], objectives: DS_NAVY }, {}, {});
  g.passWindows(); g.act(0, 'engage:a-heros'); g.passWindows();
  g.act(0, 'attacker:tie'); g.act(0, 'done');
  assert.ok(g.until(0, 'choose:tie'), g.dump());
  g.act(0, 'choose:tie'); g.settle();
  assert.equal(g.unit(0, 'tie-fighter@27').shields, 1);
  g.close();
  const g2 = conf('dark', { units: ['tie-fighter@27'], objectives: DS_NAVY }, {}, {});
  g2.passWindows(); g2.act(0, 'engage:a-heros'); g2.passWindows();
  g2.act(0, 'attacker:tie'); g2.act(0, 'done');
  assert.equal(g2.until(0, 'choose:tie'), false);
  g2.close();
});

test('LCG-ABIL-1 / Guardian of Peace (5.3): Protect Character: Force Choke damage on Luke may go on the Guardian', () => {
  const g = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: ['force-choke@19', ...H_D], objectives: DS_SITH },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: ['luke-skywalker', 'guardian-of-peace@5'] } }, { dark: 'sith' });
  g.use(0, 'use:force-choke', 'target:luke');
  assert.ok(g.until(1, 'use:guardian-of-peace'), g.dump());
  g.act(1, 'use:guardian-of-peace');
  const amt = g.ids(1).filter((x) => x.startsWith('choose:guardian'));
  if (amt.length) g.apply(1, amt[amt.length - 1]);
  g.settle();
  assert.equal(g.unit(1, 'luke-skywalker').damage, 0);
  assert.equal(g.unit(1, 'guardian-of-peace@5').damage, 1);
  g.close();
});

test('LCG-ABIL-1 / Coruscant Defense Fleet (22.2): Protect Coruscant also takes strike (blast) damage meant for The Heart of the Empire', () => {
  const g = new G(sw, { phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ, units: [{ card: 'x-wing@12', attacking: true }] },
    dark: { tookTurn: true, hand: H_D, objectives: ['the-heart-of-the-empire', 'counsel-of-the-sith', 'the-emperors-web'], units: ['coruscant-defense-fleet'] } }, RA);
  assert.ok(g.run(['!strike:', '!icon.'], 'use:coruscant-defense-fleet', 12), logText(g).slice(-300));
  g.close();
});

test('LCG-ABIL-1 / Emperor\'s Royal Guard (23.3): Protect Character also covers a strike\'s unit damage on Darth Vader', () => {
  const g = new G(sw, { phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: [{ card: 'jedi-in-hiding@3', attacking: true }], edge: ['twilek-loyalist@1'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', defending: true, focus: 0 }, 'emperors-royal-guard'] } }, { dark: 'sith' });
  assert.ok(g.run(['!strike:jedi', '!icon.0', '!hit:darth', '!strike:darth', '!hit:', '!icon.'], 'use:emperors-royal-guard', 16), logText(g).slice(-300));
  g.close();
});

test('LCG-ABIL-1 / The Heart of the Empire (22.1): destroyed by Balance damage, the Dark Side loses', () => {
  const g = new G(sw, { phase: 'balance', active: 'light', turn: 4, balance: 'light',
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'the-heart-of-the-empire', damage: 9 }, 'counsel-of-the-sith', 'the-emperors-web'] } }, RA);
  g.settle();
  g.act(1, 'damage:the-heart');
  g.settle();
  assert.ok(g.status().terminal, logText(g).slice(-200));
  assert.equal(g.view(-1).winner, 1);
  g.close();
});

test('I\'m On the Leader (21.5): a shield stops its focus token (an enemy effect, LCG-SHIELD-3)', () => {
  const g = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: ['im-on-the-leader', ...H_D], objectives: DS_SITH },
    light: { tookTurn: true, hand: H_L, objectives: RA_OBJ, units: [{ card: 'x-wing@12', shields: 1 }] } }, RA);
  g.use(0, 'use:im-on-the-leader', 'target:x-wing'); g.settle();
  const x = g.unit(1, 'x-wing@12');
  assert.equal(x.focus, 0); assert.equal(x.shields, 0);
  g.close();
});

test('Our Most Desperate Hour (3.5) / C5, LCG-SHIELD-3: with 2 shields, a strike\'s 2 damage is fully stopped (each shield stops one token)', () => {
  const g2 = new G(sw, { phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    light: { tookTurn: true, hand: ['our-most-desperate-hour', ...H_L], objectives: J_OBJ, units: [{ card: 'luke-skywalker', attacking: true, shields: 1 }] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', defending: true }] } }, { dark: 'sith' });
  assert.ok(g2.run([], 'use:our-most-desperate-hour', 10), g2.dump());
  g2.use(1, 'use:our-most-desperate-hour', 'target:luke'); g2.settle();
  assert.equal(g2.unit(1, 'luke-skywalker').shields, 2);
  // the tie goes to the defender: Vader strikes first, 2 unit damage on Luke
  g2.run(['strike:darth', '!icon.0', '!hit:luke'], 'strike:luke', 10);
  assert.match(logText(g2), /Darth Vader: 2 damage to Luke Skywalker/);
  assert.equal(g2.unit(1, 'luke-skywalker').damage, 0, 'second shield unused: ' + logText(g2).split('\n').slice(-3).join(' / ') + ' ' + JSON.stringify(g2.unit(1, 'luke-skywalker')));
  assert.equal(g2.unit(1, 'luke-skywalker').shields, 0);
  g2.close();
});

test('C5, LCG-SHIELD-3: a unit with 2 shields (Our Most Desperate Hour 3.5) hit by Rebel Assault\'s 2 damage takes none', () => {
  const g2 = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['rebel-assault@8', ...H_L], objectives: RA_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', shields: 2 }] } }, RA);
  g2.use(1, 'use:rebel-assault', 'target:darth'); g2.settle();
  assert.equal(g2.unit(0, 'darth-vader').damage, 0, logText(g2).split('\n').slice(-3).join(' / ') + ' ' + JSON.stringify(g2.unit(0, 'darth-vader')));
  g2.close();
});

test('LCG-ABIL-1 / Guardian of Peace (5.3): Shielding: declared as a defender, it places a shield', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: ['darth-vader'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: ['guardian-of-peace@5'] } }, { dark: 'sith' });
  g.passWindows(); g.act(0, 'engage:a-heros'); g.passWindows(); g.act(0, 'attacker:darth'); g.act(0, 'done'); g.passWindows();
  g.act(1, 'defender:guardian'); g.act(1, 'done');
  assert.ok(g.until(1, 'choose:'), g.dump());
  g.close();
});

test('C5, LCG-SHIELD-3: 2 shields stop both focus tokens of Jedi Mind Trick (Balance with the light side)', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4, balance: 'light',
    light: { tookTurn: true, hand: ['jedi-mind-trick@3', ...H_L], objectives: J_OBJ },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', shields: 2 }] } }, { dark: 'sith' });
  g.settle();
  g.use(1, 'use:jedi-mind-trick', 'target:darth'); g.settle();
  const v = g.unit(0, 'darth-vader');
  assert.equal(v.focus, 0, 'second shield unused: ' + JSON.stringify(v) + ' ' + logText(g).split('\n').slice(-3).join(' / '));
  g.close();
});

test('LCG-ABIL-1 / Superlaser Engineer (28.3): Shielding when declared as an attacker', () => {
  const g = new G(sw, { phase: 'conflict', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: H_D, objectives: DS_NAVY, units: ['superlaser-engineer'] },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ } });
  g.passWindows(); g.act(0, 'engage:a-heros'); g.passWindows(); g.act(0, 'attacker:superlaser'); g.act(0, 'done');
  assert.ok(g.until(0, 'choose:superlaser'), g.dump());
  g.close();
});
