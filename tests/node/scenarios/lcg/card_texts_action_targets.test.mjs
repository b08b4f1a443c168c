// LCG scenarios: card texts as printed: actions, reactions and events that pick a target: which units,
// enhancements and objectives are legal targets (friendly or enemy, trait,
// damaged), and what goes with a returned or cleared unit (its tokens,
// enhancements and committed Force cards);
// each test named by its rule ID, card and set number (set.position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { H_D, H_L } from './table.mjs';
import { loadSw, Game as G, DS_SITH, DS_NAVY, RA_YAVIN, RA_OBJ, J_OBJ, RA, targets, lsDeploy, dsDeploy } from './setup_builders.mjs';
const sw = await loadSw();

test('LCG-ABIL-1 / Trust Your Feelings (1.5): Action: focus this enhancement to remove 1 focus token from the enhanced unit; once focused it is not offered', () => {
  const g = lsDeploy({ units: [{ card: 'luke-skywalker', focus: 2, enhancements: ['trust-your-feelings'] }] });
  g.use(1, 'use:trust-your-feelings', 'target:luke'); g.settle();
  const l = g.unit(1, 'luke-skywalker');
  assert.equal(l.focus, 1);
  assert.equal(l.attachments[0].focus, 1, 'the enhancement is focused');
  assert.ok(!g.has(1, 'use:trust-your-feelings'), 'focused enhancement cannot pay again');
  g.close();
});

test('LCG-ABIL-1 / Fall Back! (14.5): a target unit you control returns to its owner\'s hand; an enemy unit is not a target', () => {
  const g = lsDeploy({ units: ['luke-skywalker'], hand: ['fall-back', ...H_L], objectives: RA_YAVIN }, { units: ['darth-vader'] }, { dark: 'sith', light: 'rebel-alliance' });
  g.act(1, 'use:fall-back'); g.pay(1);
  const t = targets(g, 1);
  assert.ok(!t.some((x) => x.includes('vader')), 'enemy targetable: ' + t);
  g.act(1, 'target:luke'); g.pay(1); g.settle();
  assert.equal(g.unit(1, 'luke-skywalker'), undefined);
  assert.ok(g.hand(1).includes('luke-skywalker'));
  g.close();
});

test('LCG-ABIL-1 / Yub Yub! (17.5): focus an Ewok unit to discard a target enhancement from play; not offered without a ready Ewok', () => {
  const g = lsDeploy({ units: ['ewok-scout@17'], hand: ['yub-yub@17', ...H_L], objectives: RA_YAVIN }, { units: [{ card: 'darth-vader', enhancements: ['vaders-lightsaber'] }] }, { dark: 'sith', light: 'rebel-alliance' });
  g.run(['use:yub-yub', '!choose:ewok', '!target:vaders-lightsaber', '!autopay'], null, 8);
  assert.equal(g.unit(0, 'darth-vader').attachments?.length ?? 0, 0);
  assert.ok(g.discardKeys(0).includes('vaders-lightsaber'));
  assert.equal(g.unit(1, 'ewok-scout@17').focus, 1, 'the Ewok is focused');
  g.close();
  const g2 = lsDeploy({ units: [{ card: 'ewok-scout@17', focus: 1 }, 'luke-skywalker'], hand: ['yub-yub@17', ...H_L], objectives: RA_YAVIN }, { units: [{ card: 'darth-vader', enhancements: ['vaders-lightsaber'] }] }, { dark: 'sith', light: 'rebel-alliance' });
  assert.ok(!g2.has(1, 'use:yub-yub'), 'no ready Ewok: cost cannot be paid');
  g2.close();
});

test('LCG-ABIL-1 / Black Squadron Assault (21.1): focus this objective to remove 1 focus token from a Black Squadron unit (not a plain TIE Fighter)', () => {
  const g = dsDeploy({ units: [{ card: 'tie-advanced', focus: 2 }, { card: 'tie-fighter@27', focus: 2 }], objectives: ['black-squadron-assault', 'counsel-of-the-sith', 'the-emperors-web'] });
  g.act(0, 'use:black-squadron-assault');
  const t = targets(g, 0);
  assert.ok(!t.some((x) => x.includes('tie-fighter')), 'non Black Squadron targetable: ' + t);
  g.act(0, 'target:tie-advanced'); g.settle();
  assert.equal(g.unit(0, 'tie-advanced').focus, 1);
  assert.equal(g.obj(0, 'black-squadron-assault').focus, 1);
  assert.ok(!g.has(0, 'use:black-squadron-assault'), 'focused objective: not again');
  g.close();
});

test('LCG-ABIL-1 / I\'m On the Leader (21.5): 1 focus token on a target enemy Fighter unit; not a Character, not a friendly Fighter', () => {
  const g = dsDeploy({ units: ['tie-fighter@27'], hand: ['im-on-the-leader', ...H_D] }, { units: ['x-wing@12', 'luke-skywalker'], objectives: RA_YAVIN }, { dark: 'sith', light: 'rebel-alliance' });
  g.act(0, 'use:im-on-the-leader'); g.pay(0);
  const t = targets(g, 0);
  assert.ok(!t.some((x) => x.includes('luke') || x.includes('tie-fighter')), 'bad targets: ' + t);
  g.act(0, 'target:x-wing'); g.pay(0); g.settle();
  assert.equal(g.unit(1, 'x-wing@12').focus, 1);
  g.close();
});

test('LCG-ABIL-1 / Tallon Roll (27.5): remove 1 focus token from a target Fighter unit; a Character is not a target', () => {
  const g = dsDeploy({ units: [{ card: 'tie-fighter@27', focus: 2 }, { card: 'admiral-motti', focus: 2 }], hand: ['tallon-roll@27', ...H_D], objectives: DS_NAVY }, {}, {});
  g.act(0, 'use:tallon-roll'); g.pay(0);
  const t = targets(g, 0);
  assert.ok(!t.some((x) => x.includes('motti')), 'Character targetable: ' + t);
  g.act(0, 'target:tie-fighter'); g.pay(0); g.settle();
  assert.equal(g.unit(0, 'tie-fighter@27').focus, 1);
  g.close();
});

test('LCG-ABIL-1 / Force Rejuvenation (6.6): discard tokens and enhancements of a target friendly Character; an enemy or a Vehicle is not a target', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['force-rejuvenation', ...H_L], objectives: J_OBJ, units: [{ card: 'luke-skywalker', damage: 1, focus: 2, shields: 1, enhancements: ['jedi-lightsaber'] }, { card: 'red-five', focus: 1 }] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', focus: 1 }] } }, { dark: 'sith' });
  g.act(1, 'use:force-rejuvenation'); g.pay(1);
  const t = g.ids(1).filter((x) => x.startsWith('target:'));
  assert.deepEqual(t.map((x) => x.split('.')[0]), ['target:luke-skywalker']);
  g.act(1, 'target:luke'); g.pay(1);
  // discard the lightsaber and the focus tokens only
  g.act(1, 'choose:jedi-lightsaber');
  const f = g.ids(1).filter((x) => x.startsWith('choose:luke-skywalker') && x.endsWith('.1'));
  g.apply(1, f[0]); g.apply(1, g.ids(1).find((x) => x.startsWith('choose:luke-skywalker') && x.endsWith('.1')));
  g.act(1, 'done'); g.settle();
  const l = g.unit(1, 'luke-skywalker');
  assert.equal(l.focus, 0); assert.equal(l.damage, 1); assert.equal(l.shields, 1);
  assert.equal(l.attachments.length, 0);
  assert.ok(g.discardKeys(1).includes('jedi-lightsaber'));
  g.close();
});

test('LCG-ABIL-1 / Fall Back! (14.5): the returned unit\'s enhancements are discarded and its tokens go', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['fall-back', ...H_L], objectives: RA_OBJ, units: [{ card: 'y-wing@8', focus: 1, enhancements: ['astromech-droid-upgrade'] }] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, RA);
  g.use(1, 'use:fall-back', 'target:y-wing'); g.settle();
  assert.ok(g.hand(1).includes('y-wing@8'));
  assert.ok(g.discardKeys(1).includes('astromech-droid-upgrade'));
  g.close();
});

test('LCG-ABIL-1 / Last Minute Rescue (6.1): "a target unit": an enemy unit is also a legal target', () => {
  const g = new G(sw, { phase: 'refresh', active: 'light', turn: 4,
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', damage: 2 }], hand: H_L, objectives: ['last-minute-rescue', 'in-you-must-go', 'jedi-training'] },
    dark: { tookTurn: true, units: [{ card: 'darth-vader', damage: 1 }], hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  assert.ok(g.until(1, 'use:last-minute-rescue'));
  g.act(1, 'use:last-minute-rescue');
  assert.ok(targets(g, 1).some((x) => x.includes('darth-vader')), targets(g, 1).join());
  g.close();
});

test('LCG-ABIL-1 / The Endor Gambit (31.1) and Tallon Roll (27.5): "a target Vehicle / Fighter unit": an enemy one is a legal target too', () => {
  const g = new G(sw, { phase: 'refresh', active: 'dark', turn: 5,
    dark: { tookTurn: true, units: [{ card: 'tie-fighter@27', focus: 3 }], hand: ['tallon-roll@27', ...H_D], objectives: ['the-endor-gambit', 'imperial-command', 'death-and-despayre'] },
    light: { tookTurn: true, units: [{ card: 'x-wing@12', focus: 2 }], hand: H_L, objectives: RA_OBJ } }, { light: 'rebel-alliance' });
  assert.ok(g.until(0, 'use:the-endor-gambit'));
  g.act(0, 'use:the-endor-gambit');
  assert.ok(targets(g, 0).some((x) => x.includes('x-wing')), 'Endor Gambit: ' + targets(g, 0).join());
  g.act(0, 'target:tie'); g.run([], 'use:tallon-roll', 20);
  g.act(0, 'use:tallon-roll'); g.pay(0);
  assert.ok(targets(g, 0).some((x) => x.includes('x-wing')), 'Tallon Roll: ' + targets(g, 0).join());
  g.close();
});

test('LCG-ABIL-1 / Our Most Desperate Hour (3.5): "a target Character unit": an enemy Character is a legal target', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['our-most-desperate-hour', ...H_L], objectives: J_OBJ, units: ['luke-skywalker'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: ['darth-vader'] } }, { dark: 'sith' });
  g.act(1, 'use:our-most-desperate-hour'); g.pay(1);
  assert.ok(targets(g, 1).some((x) => x.includes('darth-vader')), targets(g, 1).join());
  g.close();
});

test('LCG-ABIL-1 / Trust Your Feelings (1.5): usable as an Action in the opponent\'s turn (an action window of the Dark Side\'s deployment phase)', () => {
  const g = new G(sw, { phase: 'deployment', active: 'dark', turn: 5,
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH },
    light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: [{ card: 'luke-skywalker', focus: 2, enhancements: ['trust-your-feelings'] }] } }, { dark: 'sith' });
  g.act(0, 'pass');
  assert.ok(g.has(1, 'use:trust-your-feelings'), g.dump());
  g.close();
});

test('LCG-ABIL-1 / Force Rejuvenation (6.6): an enemy-owned enhancement on the friendly Character (Intimidated) may be discarded, to its owner\'s discard pile', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['force-rejuvenation', ...H_L], objectives: J_OBJ, units: [{ card: 'luke-skywalker', enhancements: ['intimidated'] }] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  g.use(1, 'use:force-rejuvenation', 'target:luke');
  assert.ok(g.has(1, 'choose:intimidated'), g.dump());
  g.act(1, 'choose:intimidated'); if (g.has(1, 'done')) g.act(1, 'done'); g.settle();
  assert.equal(g.unit(1, 'luke-skywalker').attachments.length, 0);
  assert.ok(g.discardKeys(0).includes('intimidated'), 'DS discard: ' + g.discardKeys(0));
  g.close();
});

test('LCG-ABIL-1 / Mobilize the Squadrons (13.1): an enhancement you control attached to a unit is a legal target; an enemy objective is not', () => {
  const g = new G(sw, { phase: 'refresh', active: 'light', turn: 4,
    light: { tookTurn: true, units: [{ card: 'y-wing@8', enhancements: [{ card: 'astromech-droid-upgrade', focus: 2 }] }], hand: H_L, objectives: ['mobilize-the-squadrons', 'mission-briefing', 'fleeing-the-empire'] },
    dark: { tookTurn: true, units: [], hand: H_D, objectives: [{ card: 'fall-of-the-jedi', focus: 2 }, 'counsel-of-the-sith', 'the-emperors-web'] } }, RA);
  assert.ok(g.until(1, 'use:mobilize-the-squadrons'), g.dump());
  g.act(1, 'use:mobilize-the-squadrons');
  const t = targets(g, 1);
  assert.ok(!t.some((x) => x.includes('fall-of-the-jedi')), t.join());
  assert.ok(t.some((x) => x.includes('astromech')), t.join());
  g.close();
});

test('LCG-ABIL-1 / Yub Yub! (17.5): an enhancement on an objective and a play-area enhancement are legal targets, a unit is not', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['yub-yub@17', ...H_L], objectives: RA_OBJ, units: ['ewok-scout@17'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_NAVY, units: ['admiral-motti'], enhancements: ['control-room@28', { card: 'defense-upgrade', on: 0 }] } }, { light: 'rebel-alliance' });
  g.act(1, 'use:yub-yub');
  const t = targets(g, 1);
  assert.ok(t.some((x) => x.includes('control-room')) && t.some((x) => x.includes('defense-upgrade')), t.join());
  assert.ok(!t.some((x) => x.includes('motti')));
  g.close();
});

test('LCG-ABIL-1 / Last Minute Rescue (6.1): "a target unit": a damaged objective is not a target', () => {
  const g = new G(sw, { phase: 'refresh', active: 'light', turn: 4,
    light: { tookTurn: true, units: [{ card: 'luke-skywalker', damage: 2 }], hand: H_L, objectives: ['last-minute-rescue', { card: 'in-you-must-go', damage: 2 }, 'jedi-training'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  assert.ok(g.until(1, 'use:last-minute-rescue'));
  g.act(1, 'use:last-minute-rescue');
  const t = targets(g, 1);
  assert.ok(!t.some((x) => x.includes('in-you-must-go')), t.join());
  g.close();
});

test('LCG-ABIL-1 / Fall Back! (14.5): a Force card committed to the returned unit goes back to its player\'s Force pool', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['fall-back', ...H_L], objectives: RA_OBJ, units: [{ card: 'x-wing@12', force: true }, 'y-wing@8'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, RA);
  const before = g.view(-1).players[1].forceAvailable;
  g.use(1, 'use:fall-back', 'target:x-wing'); g.settle();
  assert.equal(g.view(-1).players[1].forceAvailable, before + 1);
  g.close();
});

test('LCG-ABIL-1 / Force Rejuvenation (6.6) / Yub Yub! (17.5): a committed Force card is not an enhancement, so neither may discard it', () => {
  const g = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['force-rejuvenation', ...H_L], objectives: J_OBJ, units: [{ card: 'luke-skywalker', force: true, focus: 1 }] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH } }, { dark: 'sith' });
  g.use(1, 'use:force-rejuvenation', 'target:luke');
  const c = g.legal(1).filter((a) => a.id.startsWith('choose:'));
  assert.ok(c.length >= 1 && c.every((a) => !/force card/i.test(a.label)), JSON.stringify(c));
  g.act(1, 'choose:luke'); if (g.has(1, 'done')) g.act(1, 'done'); g.settle();
  assert.equal(g.unit(1, 'luke-skywalker').forceCommitted, true);
  g.close();
  const g2 = new G(sw, { phase: 'deployment', active: 'light', turn: 4,
    light: { tookTurn: true, hand: ['yub-yub@17', ...H_L], objectives: RA_OBJ, units: ['ewok-scout@17'] },
    dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [{ card: 'darth-vader', force: true, enhancements: ['vaders-lightsaber'] }] } }, RA);
  g2.act(1, 'use:yub-yub');
  const t = targets(g2, 1);
  assert.deepEqual(t.map((x) => x.split('.')[0]), ['target:vaders-lightsaber']);
  g2.close();
});
