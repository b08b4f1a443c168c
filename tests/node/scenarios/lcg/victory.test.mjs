// LCG scenarios: how the game ends (LCG-WIN): the Death Star dial at 12, three
// objectives in the Light Side's victory pile, drawing from an empty command
// deck, and a card's own defeat condition.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lcg, H_D, H_L } from './table.mjs';

const HAND6_D = ['dark-side-apprentice', 'kuati-security-team@20', 'force-choke@19', 'tie-fighter@27', 'tie-bomber', 'duty-officer'];
const HAND6_L = ['twilek-loyalist@1', 'rebel-trooper', 'jedi-mind-trick@3', 'x-wing@12', 'y-wing@8', 'a-wing'];

function noEdge(g) { for (let i = 0; i < 3 && g.prompt()?.kind === 'edge'; i++) g.act(g.who(), 'pass'); g.passWindows(); }

test('LCG-BAL-3 / LCG-WIN-2: the dial reaching 12 in the Balance phase wins for the DS at once', () => {
  const g = lcg({ phase: 'balance', active: 'dark', turn: 9, dial: 10, balance: 'dark', dark: { tookTurn: true, hand: HAND6_D }, light: { tookTurn: true } });
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [0]);
  assert.equal(g.view(-1).reason, 'dial');
  g.close();
});

test('LCG-DMG-5 / LCG-WIN-2: the dial advance after the third LS objective (+3 from 9) reaches 12 and wins at once', () => {
  const g = lcg({ phase: 'conflict', active: 'dark', turn: 5, engagement: { objective: 0 }, dial: 9,
    dark: { tookTurn: true, units: [{ card: 'darth-vader', attacking: true }], hand: H_D, victory: ['forgotten-heroes', 'the-secret-of-yavin-4'] },
    light: { tookTurn: true, units: [], hand: H_L, objectives: [{ card: 'jedi-training', damage: 4 }, 'in-you-must-go', 'a-heros-journey'] } });
  noEdge(g);
  g.strikeAll();
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [0]);
  assert.equal(g.view(-1).dial >= 12, true);
  g.close();
});

test('LCG-WIN-1 / LCG-DMG-6: the LS wins as soon as its victory pile holds 3 DS objectives', () => {
  const g = lcg({ phase: 'conflict', active: 'light', turn: 4, engagement: { objective: 0 },
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'fall-of-the-jedi', damage: 4 }, 'imperial-command', 'the-emperors-web'] },
    light: { tookTurn: true, hand: H_L, units: [{ card: 'red-five', attacking: true }], victory: ['black-squadron-assault', 'death-and-despayre'] } });
  noEdge(g);
  g.strikeAll();
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [1]);
  g.close();
});

test('LCG-BAL-4/5 / LCG-WIN-1: LS Balance damage that destroys a DS objective puts it in the LS victory pile; the third one wins', () => {
  const g = lcg({ phase: 'balance', active: 'light', turn: 4, balance: 'light',
    dark: { tookTurn: true, hand: HAND6_D, objectives: [{ card: 'fall-of-the-jedi', damage: 4 }, 'imperial-command', 'the-emperors-web'] },
    light: { tookTurn: true, hand: HAND6_L, victory: ['black-squadron-assault', 'the-heart-of-the-empire'] } });
  assert.equal(g.who(), 1);
  g.act(1, 'damage:fall-of-the-jedi');
  const v = g.view(-1);
  assert.ok(v.players[1].victory.some((c) => c.key === 'fall-of-the-jedi'));
  assert.equal(g.status().terminal, true);
  assert.deepEqual(g.status().winners, [1]);
  assert.equal(v.reason, 'objectives');
  g.close();
});

test('LCG-WIN-3: a player who must draw from an empty command deck loses', () => {
  const g = lcg({ phase: 'draw', active: 'light', turn: 4, dark: { tookTurn: true, hand: HAND6_D }, light: { tookTurn: true, hand: ['rebel-trooper'], deck: [] } });
  if (!g.status().terminal && g.prompt()?.kind === 'draw') g.act(1, 'done');
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [0]);
  assert.equal(g.view(-1).reason, 'deck');
  g.close();
});

test('LCG-WIN-3: no loss when the hand is already at the reserve value and the deck is empty (nothing must be drawn)', () => {
  const g = lcg({ phase: 'draw', active: 'dark', turn: 3, dark: { tookTurn: true, hand: HAND6_D, deck: [] }, light: { tookTurn: true } });
  if (g.prompt()?.kind === 'draw') g.act(0, 'done');
  assert.equal(g.status().terminal, false);
  g.close();
});

test('LCG-WIN-3: a player who must draw 2 with 1 card left in the command deck loses', () => {
  const g = lcg({ phase: 'draw', active: 'dark', turn: 3, dark: { tookTurn: true, hand: ['dark-side-apprentice', 'kuati-security-team@20', 'force-choke@19', 'tie-fighter@27'], deck: ['tie-bomber'] }, light: { tookTurn: true } });
  if (g.prompt()?.kind === 'draw') g.act(0, 'done');
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [1]);
  g.close();
});

test('LCG-WIN-3 (rulings): a "draw 1" from an empty command deck (Counsel of the Sith at the opponent\'s turn start) loses the game', () => {
  const g = lcg({ phase: 'balance', active: 'light', turn: 4, balance: 'dark',
    dark: { tookTurn: true, hand: H_D, deck: [], objectives: ['counsel-of-the-sith', 'fall-of-the-jedi', 'the-emperors-web'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  const u = g.ids(0).find((i) => i.startsWith('use:counsel-of-the-sith'));
  if (u) {
    g.apply(0, u);
    assert.equal(g.status().terminal, true);
    assert.deepEqual(g.status().winners, [1]);
  }
  g.close();
});

test('LCG-WIN-3 (C3): an empty objective deck is not a loss; the player simply stops replacing objectives', () => {
  const g = lcg({ phase: 'refresh', active: 'light', turn: 4,
    dark: { tookTurn: true, hand: H_D },
    light: { tookTurn: true, hand: H_L, objectives: ['jedi-training', 'in-you-must-go'], objectiveDeck: [] } });
  assert.equal(g.status().terminal, false);
  assert.equal(g.view(-1).players[1].objectives.length, 2);
  g.close();
});

test('LCG-ABIL-4: The Heart of the Empire (core 22): if it is destroyed its player loses (LS Balance damage)', () => {
  const g = lcg({ phase: 'balance', active: 'light', turn: 4, balance: 'light',
    dark: { tookTurn: true, hand: H_D, objectives: [{ card: 'the-heart-of-the-empire', damage: 9 }, 'fall-of-the-jedi', 'the-emperors-web'] },
    light: { tookTurn: true, hand: H_L } }, { dark: 'sith' });
  g.act(1, 'damage:the-heart-of-the-empire');
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [1]);
  g.close();
});
