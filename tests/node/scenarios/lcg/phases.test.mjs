// LCG scenarios: the Balance, Refresh and Draw phases and the turn structure
// (LCG-BAL, LCG-REFRESH, LCG-DRAW, LCG-TURN): the dial, Balance damage, focus
// and shields removed, objectives replaced, the reserve value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L } from './table.mjs';

const HAND6_D = ['dark-side-apprentice', 'kuati-security-team@20', 'force-choke@19', 'tie-fighter@27', 'tie-bomber', 'duty-officer'];
const HAND6_L = ['twilek-loyalist@1', 'rebel-trooper', 'jedi-mind-trick@3', 'x-wing@12', 'y-wing@8', 'a-wing'];

test('LCG-BAL-2: in the DS Balance phase the dial advances by 1, and 1 more when the token shows the DS', () => {
  let g = lcg({ phase: 'balance', active: 'dark', turn: 3, dial: 4, balance: 'dark', dark: { tookTurn: true, hand: HAND6_D }, light: { tookTurn: true } });
  assert.equal(g.view(-1).dial, 6); g.close();
  g = lcg({ phase: 'balance', active: 'dark', turn: 3, dial: 4, balance: 'light', dark: { tookTurn: true, hand: HAND6_D }, light: { tookTurn: true } });
  assert.equal(g.view(-1).dial, 5); g.close();
});

test('LCG-BAL-4: with the token on the DS side the LS Balance phase does nothing (no damage offered)', () => {
  const g = lcg({ phase: 'balance', active: 'light', turn: 4, balance: 'dark',
    dark: { tookTurn: true, hand: HAND6_D }, light: { tookTurn: true, hand: HAND6_L } });
  assert.notEqual(g.view(-1).phase, 'balance');
  assert.ok(!g.ids(g.who()).some((i) => i.startsWith('damage:')));
  g.close();
});

test('LCG-BAL-4 / LCG-SHIELD-3 / OQ-7 (digest reading): a shield on a DS objective stops the LS Balance damage', () => {
  const g = lcg({ phase: 'balance', active: 'light', turn: 4, balance: 'light',
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'fall-of-the-jedi', shields: 1 }, 'imperial-command', 'the-emperors-web'] },
    light: { tookTurn: true, hand: H_L } });
  g.act(1, 'damage:fall-of-the-jedi');
  const o = g.obj(0, 'fall-of-the-jedi');
  assert.equal(o.damage ?? 0, 0);
  assert.equal(o.shields ?? 0, 0);
  g.close();
});

test('LCG-REFRESH-1 / LCG-KW-2: refresh removes one focus token per card, two from an Elite card', () => {
  const g = lcg({ phase: 'refresh', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: HAND6_D, units: [{ card: 'darth-vader', focus: 2 }] },
    light: { tookTurn: true, hand: HAND6_L, units: [{ card: 'believer-in-the-old-ways@2', focus: 2 }, { card: 'obi-wan-kenobi', focus: 3 }, { card: 'yoda', focus: 1 }] } });
  assert.equal(g.unit(1, 'believer-in-the-old-ways@2').focus ?? 0, 1);
  assert.equal(g.unit(1, 'obi-wan-kenobi').focus ?? 0, 1);
  assert.equal(g.unit(1, 'yoda').focus ?? 0, 0);
  assert.equal(g.unit(0, 'darth-vader').focus, 2, 'the inactive player keeps its focus');
  g.close();
});

test('LCG-REFRESH-1: refresh also removes a focus token from objectives and enhancements (resource cards)', () => {
  const g = lcg({ phase: 'refresh', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'imperial-command', focus: 2 }, 'death-and-despayre', 'the-endor-gambit'], enhancements: [{ card: 'control-room@28', focus: 1 }] },
    light: { tookTurn: true, hand: H_L } });
  assert.equal(g.obj(0, 'imperial-command').focus, 1);
  assert.equal(g.view(-1).players[0].enhancements[0].focus ?? 0, 0);
  g.close();
});

test('LCG-REFRESH-2: on the LS player\'s first turn focus tokens are not removed', () => {
  const g = lcg({ phase: 'refresh', active: 'light', turn: 2,
    dark: { tookTurn: true, hand: HAND6_D },
    light: { tookTurn: false, hand: HAND6_L, units: [{ card: 'believer-in-the-old-ways@2', focus: 1 }, { card: 'obi-wan-kenobi', focus: 2 }] } });
  assert.equal(g.unit(1, 'believer-in-the-old-ways@2').focus, 1);
  assert.equal(g.unit(1, 'obi-wan-kenobi').focus, 2);
  g.close();
});

test('LCG-REFRESH-2: the DS first turn has no refresh exception (focus removed)', () => {
  const g = lcg({ phase: 'refresh', active: 'dark', turn: 1,
    dark: { tookTurn: false, hand: HAND6_D, units: [{ card: 'dark-side-apprentice', focus: 1 }] },
    light: { tookTurn: false, hand: HAND6_L } });
  assert.equal(g.unit(0, 'dark-side-apprentice').focus ?? 0, 0);
  g.close();
});

test('LCG-REFRESH-2/3/4: the LS first turn skips only step 1: its shields are still removed and missing objectives replaced', () => {
  const g = lcg({ phase: 'refresh', active: 'light', turn: 2,
    dark: { tookTurn: true, hand: H_D },
    light: { tookTurn: false, hand: H_L, units: [{ card: 'fleet-officer', focus: 1, shields: 1 }], objectives: ['jedi-training', 'in-you-must-go'], objectiveDeck: ['a-heros-journey'] } });
  const u = g.unit(1, 'fleet-officer');
  assert.equal(u.focus, 1);
  assert.equal(u.shields ?? 0, 0);
  assert.equal(g.view(-1).players[1].objectives.length, 3);
  g.close();
});

test('LCG-REFRESH-3: refresh removes the shields of the active player\'s cards only', () => {
  const g = lcg({ phase: 'refresh', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: HAND6_D, units: [{ card: 'darth-vader', shields: 1 }] },
    light: { tookTurn: true, hand: HAND6_L, units: [{ card: 'luke-skywalker', shields: 1 }], objectives: [{ card: 'jedi-training', shields: 1 }, 'forgotten-heroes', 'in-you-must-go'] } });
  assert.equal(g.unit(1, 'luke-skywalker').shields ?? 0, 0);
  assert.equal(g.obj(1, 'jedi-training').shields ?? 0, 0);
  assert.equal(g.unit(0, 'darth-vader').shields, 1);
  g.close();
});

test('LCG-REFRESH-4: with fewer than 3 objectives the active player reveals objectives up to 3', () => {
  const g = lcg({ phase: 'refresh', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: HAND6_D },
    light: { tookTurn: true, hand: HAND6_L, objectives: ['jedi-training'], objectiveDeck: ['in-you-must-go', 'a-heros-journey', 'forgotten-heroes'] } });
  const o = g.view(-1).players[1].objectives.map((x) => x.key).sort();
  assert.deepEqual(o, ['a-heros-journey', 'in-you-must-go', 'jedi-training']);
  assert.equal(g.view(-1).players[1].objectiveDeckCount, 1);
  g.close();
});

test('LCG-DRAW-1/2: optional discard of one card, then draw up to the reserve value 6', () => {
  const g = lcg({ phase: 'draw', active: 'dark', turn: 3, dark: { tookTurn: true, hand: ['force-choke@19', 'tie-fighter@27'] }, light: { tookTurn: true, hand: HAND6_L } });
  assert.equal(g.who(), 0);
  g.act(0, 'discard:force-choke');
  const p = g.view(0).players[0];
  assert.equal(p.handCount, 6);
  assert.ok(p.discard.some((c) => c.key.startsWith('force-choke')));
  g.close();
});

test('LCG-DRAW-2: a hand above the reserve value is discarded down to it, by the player\'s choice', () => {
  const hand = [...HAND6_D, 'darth-vader', 'emperor-palpatine'];
  const g = lcg({ phase: 'draw', active: 'dark', turn: 3, dark: { tookTurn: true, hand }, light: { tookTurn: true, hand: HAND6_L } });
  g.act(0, 'done'); // no optional discard
  for (const key of ['tie-bomber', 'duty-officer']) { assert.equal(g.who(), 0); g.act(0, 'discard:' + key); }
  const p = g.view(0).players[0];
  assert.equal(p.handCount, 6);
  assert.ok(p.hand.some((c) => c.key === 'darth-vader'));
  g.close();
});

test('LCG-DRAW-3 (Reconnaissance Mission): a raised reserve value (7) is what the hand is drawn up to', () => {
  const g = lcg({ phase: 'draw', active: 'dark', turn: 3,
    dark: { tookTurn: true, hand: ['force-choke@19'], objectives: ['reconnaissance-mission', 'imperial-command', 'death-and-despayre'] },
    light: { tookTurn: true, hand: H_L } });
  if (g.prompt()?.kind === 'draw') g.act(0, 'done');
  const p = g.view(0).players[0];
  assert.equal(p.reserve, 7);
  assert.equal(p.handCount, 7);
  g.close();
});

test('LCG-CONFLICT-2 / LCG-TURN-4: on the DS first turn the Conflict phase is skipped', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 1, dark: { tookTurn: false, hand: ['force-choke@19'], units: ['darth-vader'] }, light: { tookTurn: false, hand: HAND6_L } });
  g.passWindows();
  for (let i = 0; i < 5 && g.prompt()?.kind !== 'force'; i++) {
    if (g.ids(g.who()).some((x) => x.startsWith('engage:'))) assert.fail('engagement offered on the DS first turn');
    if (g.ids(g.who()).includes('pass')) g.apply(g.who(), 'pass'); else break;
  }
  assert.equal(g.view(-1).phase, 'force');
  g.close();
});
