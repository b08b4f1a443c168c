// LCG multiplayer scenarios: the team turn of a 2v2 game (Balance, Refresh,
// Draw and Deployment phases, turn order), each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twoVsTwo } from './setup_builders.mjs';

test('MP-GEN-17/OQ-38: DS team Balance phase happens once: dial +2 with the DS token (not +4)', () => {
  const g = twoVsTwo({ phase: 'balance', dial: 4, balance: 'dark' });
  g.passUntil((x) => x.status().phase !== 'balance');
  assert.equal(g.view(-1).dial, 6);
  // and DS#1 is the active player of the first phase after Balance
  assert.equal(g.view(-1).active, 0);
  g.close();
});

test('MP-GEN-17/OQ-43: LS Balance damage is decided by LS #1 only, once, on either DS player\'s objective', () => {
  const g = twoVsTwo({ phase: 'balance', active: 'light', balance: 'light' });
  const x = g.st1();
  assert.equal(x.s, 2, 'LS #1 decides');
  const dmg = x.ids.filter((i) => i.startsWith('damage:'));
  assert.equal(dmg.length, 6, 'any of the six DS objectives: ' + dmg);
  assert.ok(dmg.some((i) => i.includes('shadows-of-dathomir')) && dmg.some((i) => i.includes('imperial-command')));
  g.act(2, 'damage:shadows-of-dathomir');
  // no second Balance damage decision for LS #2
  const y = g.st1();
  assert.notEqual(y.prompt?.kind, 'balance');
  const tot = g.view(-1).players.slice(0, 2).flatMap((p) => p.objectives).reduce((a, o) => a + (o.damage || 0), 0);
  assert.equal(tot, 1);
  assert.equal(g.pl(1).objectives.find((o) => o.key === 'shadows-of-dathomir').damage, 1);
  g.close();
});

test('MP-GEN-18/OQ-37: team refresh, LS #1 removes focus, LS #2 in its first turn does not', () => {
  const g = twoVsTwo({ phase: 'refresh', active: 'light', turn: 4,
    light: { units: [{ card: 'luke-skywalker', focus: 2 }] },
    light2: { tookTurn: false, units: [{ card: 'red-two', focus: 2 }] } });
  g.passUntil((x) => x.status().phase !== 'refresh');
  assert.equal(g.pl(2).units[0].focus, 1, 'LS #1 refreshed (1 focus token removed)');
  assert.equal(g.pl(3).units[0].focus, 2, 'LS #2 first turn: no focus removal');
  g.close();
});

test('MP-GEN-18: each player of the team refreshes (#1 then #2) in the team Refresh phase', () => {
  const g = twoVsTwo({ phase: 'refresh', active: 'dark',
    dark: { units: [{ card: 'tie-attack-squadron', focus: 2 }] },
    dark2: { units: [{ card: 'dark-side-apprentice@19', focus: 1 }] } });
  g.passUntil((x) => x.status().phase !== 'refresh');
  assert.equal(g.pl(0).units[0].focus, 1);
  assert.equal(g.pl(1).units[0].focus, 0);
  g.close();
});

test('MP-GEN-19/MP-GEN-11: draw counts the own reserve card (Tom draws 4), not the teammate\'s (Kris draws 3)', () => {
  const g = twoVsTwo({ phase: 'draw',
    dark: { hand: ['force-choke@19'], commonReserve: ['twist-of-fate@5'] },
    dark2: { hand: ['force-choke@23', 'darth-vader', 'tie-fighter@27'] } });
  assert.equal(g.st1().s, 0, 'DS #1 draws first');
  const d0 = g.pl(0).deckCount, d1 = g.pl(1).deckCount;
  g.act(0, 'done');
  assert.equal(d0 - g.pl(0).deckCount, 4, 'Tom draws 4');
  g.act(0, 'done'); // no reserve placement
  assert.equal(g.st1().s, 1, 'then DS #2');
  assert.equal(g.view(-1).active, 1);
  g.act(1, 'done');
  assert.equal(d1 - g.pl(1).deckCount, 3, 'Kris draws 3');
  g.close();
});

test('MP-2V2-4: after the DS team, the LS team takes its turn with LS #1 active first', () => {
  const g = twoVsTwo({ phase: 'deployment', activePlayer: 2, dark2: { hand: [] } });
  g.passUntil((x) => x.view(-1).players && x.status().phase === 'draw' || (x.st1().s >= 2 && x.status().phase !== 'balance') , 60);
  const v = g.view(-1);
  assert.equal(v.turn, 4);
  assert.equal(v.active, 2, 'LS #1 active first');
  g.close();
});

test('MP-GEN-20: while DS #1 deploys, an LS player may take an action in that window', () => {
  const g = twoVsTwo({ phase: 'deployment',
    dark: { hand: ['tie-fighter@27'], units: ['darth-vader'] },
    light: { hand: ['jedi-mind-trick@3'], units: ['luke-skywalker'] } });
  assert.equal(g.st1().s, 0);
  g.act(0, 'pass');
  const x = g.st1();
  assert.equal(x.s, 2, 'LS #1 gets priority during DS #1 deployment');
  assert.equal(x.active, 0, 'DS #1 stays the active player');
  g.act(2, 'use:jedi-mind-trick');
  g.passUntil((y) => y.ids(y.st1().s).some((i) => i.startsWith('target:') || i.startsWith('generate') || i === 'autopay') || y.pl(0).units[0].focus > 0, 5);
  const y = g.st1();
  if (y.ids.some((i) => i.startsWith('target:darth-vader'))) g.act(2, 'target:darth-vader');
  if (g.ids(2).includes('autopay')) g.act(2, 'autopay');
  if (g.ids(2).some((i) => i.startsWith('target:darth-vader'))) g.act(2, 'target:darth-vader');
  assert.equal(g.pl(0).units[0].focus, 2, 'Jedi Mind Trick with the LS Balance: 2 focus');
  g.close();
});
