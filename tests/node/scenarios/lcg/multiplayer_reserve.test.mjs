// LCG multiplayer scenarios: hands and the common reserve of a 2v2 game
// (placement, visibility, deploying and edging a teammate's reserve card,
// discarding down), each test named by its rule ID.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twoVsTwo } from './setup_builders.mjs';

test('MP-GEN-6: placing into a full reserve discards the old card first; face down for the other team', () => {
  const g = twoVsTwo({ phase: 'draw', dark: { hand: ['force-choke@19'], commonReserve: ['twist-of-fate@5'] } });
  g.act(0, 'done'); // draw
  const x = g.st1();
  assert.equal(x.prompt.kind, 'draw');
  assert.ok(x.ids.some((i) => i.startsWith('reserve:force-choke')), 'placement offered after the draw');
  g.act(0, 'reserve:force-choke');
  const own = g.view(0).players[0];
  assert.deepEqual(own.commonReserve.map((c) => c.key), ['force-choke@19']);
  assert.deepEqual(own.discard.map((c) => c.key), ['twist-of-fate@5'], 'old reserve card discarded');
  assert.equal(g.view(1).players[0].commonReserve.length, 1, 'teammate sees it');
  const opp = g.view(2).players[0];
  assert.ok(!opp.commonReserve || opp.commonReserve.length === 0, 'LS does not see the card');
  assert.equal(opp.commonReserveCount, 1);
  // only one placement per turn: DS#1 is not asked again, DS#2 is next
  assert.equal(g.st1().s, 1);
  g.close();
});

test('MP-GEN-4: a teammate\'s hand is visible, the other team\'s hands are not', () => {
  const g = twoVsTwo({ phase: 'deployment', dark: { hand: ['tie-fighter@27'] }, dark2: { hand: ['darth-vader'] },
    light: { hand: ['luke-skywalker'] }, light2: { hand: ['red-two'] } });
  const v1 = g.view(1).players;
  assert.deepEqual(v1[0].hand.map((c) => c.key), ['tie-fighter@27']);
  assert.deepEqual(v1[1].hand.map((c) => c.key), ['darth-vader']);
  assert.ok(!v1[2].hand || v1[2].hand.length === 0);
  assert.ok(!v1[3].hand || v1[3].hand.length === 0);
  const v3 = g.view(3).players;
  assert.deepEqual(v3[2].hand.map((c) => c.key), ['luke-skywalker']);
  assert.ok(!v3[0].hand || v3[0].hand.length === 0);
  assert.equal(v3[0].handCount, 1);
  const vs = g.view(-1).players;
  assert.ok(vs.every((p) => !p.hand || p.hand.length === 0), 'spectator sees no hand');
  g.close();
});

test('MP-GEN-7/OQ-35: DS #2 deploys a unit from DS #1\'s reserve, pays for it, controls it; DS #1 owns it', () => {
  const g = twoVsTwo({ phase: 'deployment', activePlayer: 2, dark: { hand: ['tie-attack-squadron'], commonReserve: ['tie-fighter@27'] }, dark2: { hand: [] } });
  const x = g.st1();
  assert.equal(x.s, 1);
  g.act(1, 'deploy:tie-fighter');
  g.act(1, 'autopay');
  const u = g.pl(1).units.find((c) => c.key === 'tie-fighter@27');
  assert.ok(u, 'unit in DS #2 play area');
  assert.equal(u.owner, 0); assert.equal(u.controller, 1);
  assert.equal(g.pl(0).commonReserveCount, 0);
  assert.equal(g.pl(1).affiliationCard.focus, 1, 'DS #2 paid');
  assert.equal(g.pl(0).affiliationCard.focus || 0, 0, 'DS #1 did not pay');
  g.close();
});

test('MP-GEN-8/OQ-34: discarding down to reserve value counts the own reserve card and may discard it', () => {
  const hand = ['force-choke@19', 'darth-vader', 'tie-fighter@27', 'tie-fighter@30', 'interrogation', 'force-choke@23'];
  const g = twoVsTwo({ phase: 'draw', dark2: { hand: [] }, dark: { hand, commonReserve: ['twist-of-fate@5'] } });
  const d0 = g.pl(0).deckCount;
  g.act(0, 'done'); // optional discard: none
  const x = g.st1();
  assert.equal(g.pl(0).deckCount, d0, 'no draw: 6 + 1 > 6');
  assert.ok(x.ids.some((i) => i.startsWith('discard:twist-of-fate')), 'reserve card may be discarded: ' + x.ids);
  g.act(0, 'discard:twist-of-fate');
  assert.equal(g.pl(0).commonReserveCount, 0);
  assert.equal(g.pl(0).handCount, 6);
  g.close();
});

test('MP-GEN-9: Interrogation (a hand effect) never reaches the common reserve', () => {
  const g = twoVsTwo({ phase: 'deployment', activePlayer: 2, dark2: { hand: ['interrogation'] },
    light: { hand: ['luke-skywalker'], commonReserve: ['our-most-desperate-hour'] }, light2: { hand: [], commonReserve: ['red-two'] } });
  g.act(1, 'use:interrogation');
  for (let i = 0; i < 6; i++) {
    const x = g.st1();
    if (x.s !== 1) break;
    const p = x.ids.find((a) => a === 'autopay') || x.ids.find((a) => a.startsWith('choose:jedi') || a.startsWith('target:'));
    if (!p) break;
    g.apply(1, p);
  }
  const x = g.st1();
  const seen = JSON.stringify(g.view(1).peek || {});
  assert.ok(!seen.includes('our-most-desperate-hour') && !seen.includes('red-two'), 'reserve not shown: ' + seen);
  assert.ok(!x.ids.some((i) => i.includes('our-most-desperate-hour') || i.includes('red-two')), 'reserve not discardable: ' + x.ids);
  g.passUntil((y) => y.st1().s !== 1 || !y.view(-1).peek, 5);
  for (let i = 0; i < 3 && g.st1().s === 1; i++) g.apply(1, g.ids(1)[0]);
  assert.equal(g.pl(2).commonReserveCount, 1);
  assert.equal(g.pl(3).commonReserveCount, 1);
  g.close();
});

test('MP-GEN-7: a player may put the teammate\'s reserve card into its own edge stack', () => {
  const g = twoVsTwo({ phase: 'conflict', engagement: { objective: 0 },
    dark: { units: [{ card: 'tie-attack-squadron', attacking: true }], hand: [] },
    dark2: { hand: [], commonReserve: ['tie-fighter@27'] },
    light2: { units: [{ card: 'red-two', defending: true }], hand: [] } });
  const x = g.st1();
  assert.equal(x.s, 0);
  assert.ok(x.ids.some((i) => i.startsWith('edge:tie-fighter')), 'teammate reserve card usable for edge: ' + x.ids);
  g.act(0, 'edge:tie-fighter');
  // LS has nothing to place: the edge battle resolves at once
  assert.equal(g.view(-1).engagement.edgeWinner, 0, 'its Force icon won the edge for DS #1 (else a 0-0 tie goes to the defender)');
  assert.equal(g.pl(1).commonReserveCount, 0);
  assert.deepEqual(g.pl(1).discard.map((c) => c.key), ['tie-fighter@27'], 'back to its owner\'s discard pile');
  g.close();
});
