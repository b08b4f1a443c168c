// LCG black-box scenarios, multiplayer: 2v2 victory: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSw, g2, MpGame as G, keys } from './setup_builders.mjs';
const sw = await loadSw();

test('MP-2V2-8/MP-GEN-24: Questionable Contacts (LS #2) moves damage off LS #1\'s unit; its destruction goes to the pile DS #1 picks (DS #2), dial by that pile', () => {
  const g = g2(sw, { phase: 'refresh', active: 'light', turn: 4, dial: 3, dark: { units: ['darth-vader'] }, dark2: { units: ['tie-fighter@27'], victory: ['a-heros-journey'] },
    light: { units: [{ card: 'luke-skywalker', damage: 1 }] }, light2: { objectives: [{ card: 'questionable-contacts', damage: 4 }, 'mobilize-the-squadrons', 'rumors-at-the-cantina'], units: ['red-two'] } });
  g.until((x) => x.st1().ids.some((i) => i.startsWith('use:questionable')), 6);
  g.act(3, 'use:questionable');
  g.act(3, 'target:luke-skywalker');
  assert.equal(g.st1().s, 0, 'DS #1 decides the pile');
  assert.ok(g.ids(0).some((i) => i.startsWith('choose:imperial-navy')) && g.ids(0).some((i) => i.startsWith('choose:sith')), g.ids(0));
  g.apply(0, g.ids(0).find((i) => i.startsWith('choose:sith')));
  assert.deepEqual(keys(g.pl(1).victory).sort(), ['a-heros-journey', 'questionable-contacts']);
  assert.equal(g.view(-1).dial, 5, 'dial +2 (DS #2 pile size)');
  g.close();
});

test('MP-2V2-5: LS Balance damage destroying the fifth DS objective (team total) wins for both LS seats', () => {
  const g = g2(sw, { phase: 'balance', active: 'light', turn: 4, balance: 'light',
    dark: { objectives: [{ card: 'imperial-command', damage: 4 }, 'death-and-despayre', 'the-ultimate-power'] },
    light: { victory: ['shadows-of-dathomir', 'the-emperors-web'] }, light2: { victory: ['fall-of-the-jedi', 'counsel-of-the-sith'] } });
  g.until((x) => x.st1().ids.some((i) => i.startsWith('damage:')), 5);
  assert.equal(g.st1().s, 2);
  g.act(2, 'damage:imperial-command');
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual([...st.winners].sort(), [2, 3]);
  assert.equal(g.view(-1).reason, 'objectives');
  g.close();
});

test('MP-2V2-5/OQ-42: the Balance-damaged objective goes to LS #1\'s pile and counts for the team', () => {
  const g = g2(sw, { phase: 'balance', active: 'light', turn: 4, balance: 'light',
    dark2: { objectives: [{ card: 'shadows-of-dathomir', damage: 4 }, 'the-emperors-web', 'black-squadron-assault'] } });
  g.until((x) => x.st1().ids.some((i) => i.startsWith('damage:')), 5);
  g.act(2, 'damage:shadows-of-dathomir');
  assert.deepEqual(keys(g.pl(2).victory), ['shadows-of-dathomir']);
  assert.equal(g.status().score['2'], 1);
  assert.equal(g.status().terminal, false);
  g.close();
});

test('MP-2V2-6: the DS team wins when a DS #2 destruction pushes the dial to 16; both DS seats win', () => {
  const g = g2(sw, { phase: 'conflict', activePlayer: 2, dial: 13, engagement: { objective: 0 },
    dark2: { units: [{ card: 'darth-vader', attacking: true }], victory: ['draw-their-fire', 'mobilize-the-squadrons'] },
    light: { objectives: [{ card: 'a-heros-journey', damage: 3 }, 'in-you-must-go', 'the-rebel-fleet'] } });
  assert.equal(g.view(-1).engagement.defender, 2);
  g.strikeAll();
  if (g.status().terminal === false && g.ids(g.st1().s).includes('bonus')) g.act(g.st1().s, 'bonus');
  const st = g.status();
  assert.equal(st.terminal, true, 'dial ' + g.view(-1).dial);
  assert.deepEqual([...st.winners].sort(), [0, 1]);
  assert.equal(g.view(-1).dial, 16);
  g.close();
});

test('MP-2V2-6: the dial below 16 (15) does not win', () => {
  const g = g2(sw, { phase: 'conflict', activePlayer: 2, dial: 13, engagement: { objective: 0 },
    dark2: { units: [{ card: 'darth-vader', attacking: true }], victory: ['draw-their-fire'] },
    light: { objectives: [{ card: 'a-heros-journey', damage: 3 }, 'in-you-must-go', 'the-rebel-fleet'] } });
  g.strikeAll();
  if (g.status().terminal === false && g.ids(g.st1().s).includes('bonus')) g.act(g.st1().s, 'bonus');
  assert.equal(g.view(-1).dial, 15);
  assert.equal(g.status().terminal, false);
  g.close();
});

test('TCG-WIN-3/api concede: a DS #2 concession ends the game, the LS team (both seats) wins', () => {
  const g = g2(sw, { phase: 'deployment' });
  const r = JSON.parse(g.m.concede(1));
  assert.equal(r.ok, true);
  const st = g.status();
  assert.equal(st.terminal, true);
  assert.deepEqual([...st.winners].sort(), [2, 3]);
  g.close();
});

test('MP-GEN-17: DS Balance with the LS token: the dial moves +1 once and the LS deals no Balance damage in the DS turn', () => {
  const g = g2(sw, { phase: 'balance', active: 'dark', balance: 'light', dial: 5 });
  g.until((x) => x.status().phase !== 'balance', 6);
  assert.equal(g.view(-1).dial, 6);
  g.close();
});

test('MP-GEN-17: LS team Balance with the DS token: no damage, no dial change', () => {
  const g = g2(sw, { phase: 'balance', active: 'light', turn: 4, balance: 'dark', dial: 5 });
  assert.ok(!g.ids(2).some((i) => i.startsWith('damage:')));
  assert.ok(!g.ids(3).some((i) => i.startsWith('damage:')));
  g.until((x) => x.status().phase !== 'balance', 6);
  assert.equal(g.view(-1).dial, 5);
  g.close();
});

test('MP-2V2-9: an LS player with an empty objective deck and command deck does not lose in Refresh/Draw', () => {
  const g = g2(sw, { phase: 'refresh', active: 'light', turn: 4, light2: { deck: [], objectiveDeck: [], hand: [], objectives: ['draw-their-fire'] } });
  g.until((x) => x.status().phase === 'deployment' || x.status().terminal, 20);
  assert.equal(g.status().terminal, false);
  assert.equal(g.pl(3).objectives.length, 1);
  g.close();
});

test('MP-GEN-18: LS #2 refreshes (focus removed) as the active player after LS #1', () => {
  const g = g2(sw, { phase: 'refresh', active: 'light', turn: 4, light: { units: [{ card: 'red-two', focus: 1 }] }, light2: { units: [{ card: 'x-wing@13', focus: 1 }] } });
  g.until((x) => x.status().phase !== 'refresh', 10);
  assert.equal(g.pl(2).units[0].focus, 0); assert.equal(g.pl(3).units[0].focus, 0);
  g.close();
});

test('MP-GEN-21: a 2v2 engaged mark of DS #1 does not block DS #2 (different opponent objectives)', () => {
  const g = g2(sw, { phase: 'conflict', dark: { units: ['tie-attack-squadron'] }, dark2: { units: ['tie-fighter@27'] } });
  g.act(0, 'done');
  g.until((x) => x.st1().s === 1 && x.st1().ids.some((i) => i.startsWith('engage:')), 10);
  assert.equal(g.ids(1).filter((i) => i.startsWith('engage:')).length, 3);
  g.close();
});
