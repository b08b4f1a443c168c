// LCG multiplayer scenarios: how a 2v2 game is won (dial 16, five
// objectives across the team, the dial per destroying player, empty decks,
// The Heart of the Empire), each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twoVsTwo } from './setup_builders.mjs';

test('MP-2V2-6: the DS team wins when the multiplayer dial reaches 16 (Balance phase 15 -> 16)', () => {
  const g = twoVsTwo({ phase: 'balance', dial: 15, balance: 'light' });
  g.passUntil((x) => x.status().terminal || x.status().phase !== 'balance', 5);
  const v = g.view(-1); const st = g.status();
  assert.equal(v.dial, 16);
  assert.equal(st.terminal, true);
  assert.deepEqual([...st.winners].sort(), [0, 1]);
  assert.equal(v.reason, 'dial');
  g.close();
});

test('MP-2V2-6: the core dial limit 12 does not win in 2v2 (11 -> 13 with the DS token)', () => {
  const g = twoVsTwo({ phase: 'balance', dial: 11, balance: 'dark' });
  g.passUntil((x) => x.status().terminal || x.status().phase !== 'balance', 5);
  assert.equal(g.view(-1).dial, 13);
  assert.equal(g.status().terminal, false);
  g.close();
});

test('MP-2V2-5: three DS objectives in one LS pile do not win; the fifth across both piles does', () => {
  const g = twoVsTwo({ phase: 'balance', active: 'light', balance: 'light',
    light: { victory: ['fall-of-the-jedi', 'counsel-of-the-sith', 'cruel-interrogations'] },
    light2: { victory: ['kuat-reinforcements'] },
    dark2: { objectives: [{ card: 'shadows-of-dathomir', damage: 4 }, 'the-emperors-web', 'black-squadron-assault'] } });
  assert.equal(g.status().terminal, false, '3 + 1 is no win');
  g.act(2, 'damage:shadows-of-dathomir');
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual([...st.winners].sort(), [2, 3]);
  assert.equal(g.pl(2).victory.length, 4, 'Balance damage: LS #1\'s pile (OQ-42)');
  g.close();
});

test('MP-2V2-7: the dial advances by the destroying DS player\'s own pile only', () => {
  const g = twoVsTwo({ phase: 'conflict', dial: 3, engagement: { objective: 0 },
    dark: { victory: ['a-journey-to-dagobah'], units: [{ card: 'darth-vader', attacking: true }] },
    dark2: { victory: ['the-defense-of-yavin-4', 'mission-briefing'] },
    light2: { objectives: [{ card: 'draw-their-fire', damage: 3 }, 'mobilize-the-squadrons', 'rumors-at-the-cantina'] } });
  g.strikeAll();
  g.passUntil((x) => x.status().terminal || !x.view(-1).engagement || x.pl(0).victory.length === 2, 20);
  assert.equal(g.pl(0).victory.length, 2);
  assert.equal(g.pl(1).victory.length, 2);
  assert.equal(g.view(-1).dial, 5, 'dial 3 + 2 (DS #1 pile), not + 4');
  g.close();
});

test('MP-2V2-9: a 2v2 player who must draw from an empty deck does not lose', () => {
  const g = twoVsTwo({ phase: 'draw', dark: { hand: ['force-choke@19'], deck: ['tie-fighter@27'] } });
  g.passUntil((x) => x.status().terminal || x.st1().s !== 0, 10);
  const st = g.status();
  assert.equal(st.terminal, false);
  assert.equal(g.pl(0).deckCount, 0);
  assert.equal(g.pl(0).handCount + g.pl(0).commonReserveCount, 2);
  g.close();
});

test('MP-GEN-25: The Heart of the Empire destroyed loses for its player\'s whole team', () => {
  const g = twoVsTwo({ phase: 'balance', active: 'light', balance: 'light',
    dark2: { objectives: [{ card: 'the-heart-of-the-empire', damage: 9 }, 'the-emperors-web', 'black-squadron-assault'] } });
  g.act(2, 'damage:the-heart-of-the-empire');
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual([...st.winners].sort(), [2, 3]);
  g.close();
});
