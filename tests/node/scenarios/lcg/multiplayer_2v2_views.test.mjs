// LCG black-box scenarios, multiplayer: 2v2 views: written from the rulebooks and docs/api.md, driven through the JSON API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSw, g2, MpGame as G, keys } from './setup_builders.mjs';
const sw = await loadSw();
const HANDS = { dark: { hand: ['darth-vader', 'force-choke'] }, dark2: { hand: ['sith-library@22'] }, light: { hand: ['luke-skywalker'] }, light2: { hand: ['red-two'] } };

test('MP-2V2-3/OQ-40: view gives number and across for each seat (DS#1-LS#2, DS#2-LS#1)', () => {
  const g = g2(sw, { phase: 'deployment', ...HANDS });
  const ps = g.view(-1).players;
  assert.deepEqual(ps.map((p) => [p.seat, p.side, p.number, p.across]), [[0, 'dark', 1, 3], [1, 'dark', 2, 2], [2, 'light', 1, 1], [3, 'light', 2, 0]]);
  g.close();
});

test('MP-GEN-4: a DS player sees its teammate\'s hand but neither LS hand', () => {
  const g = g2(sw, { phase: 'deployment', ...HANDS });
  const v = g.view(1);
  assert.deepEqual(keys(v.players[0].hand).sort(), ['darth-vader', 'force-choke@19']);
  assert.equal(v.players[2].hand, undefined, 'LS #1 hand leaked: ' + JSON.stringify(v.players[2].hand));
  assert.equal(v.players[3].hand, undefined, 'LS #2 hand leaked');
  assert.equal(v.players[2].handCount, 1);
  g.close();
});

test('MP-GEN-4: an LS player sees its teammate\'s hand but neither DS hand', () => {
  const g = g2(sw, { phase: 'deployment', ...HANDS });
  const v = g.view(3);
  assert.deepEqual(keys(v.players[2].hand), ['luke-skywalker']);
  assert.equal(v.players[0].hand, undefined);
  assert.equal(v.players[1].hand, undefined);
  g.close();
});

test('MP-GEN-4: a spectator sees no hand and no common reserve card', () => {
  const g = g2(sw, { phase: 'deployment', ...HANDS, dark2: { hand: ['sith-library@22'], commonReserve: ['twist-of-fate@5'] } });
  const v = g.view(-1);
  for (const p of v.players) { assert.equal(p.hand, undefined, 'seat ' + p.seat); assert.ok(!p.commonReserve || p.commonReserve.length === 0, 'reserve seat ' + p.seat); }
  assert.equal(v.players[1].commonReserveCount, 1);
  g.close();
});

test('MP-GEN-4/5: a common reserve card is seen by owner and teammate, only counted by the other team', () => {
  const g = g2(sw, { phase: 'deployment', ...HANDS, light2: { hand: ['red-two'], commonReserve: ['twist-of-fate@5'] } });
  assert.deepEqual(keys(g.view(3).players[3].commonReserve), ['twist-of-fate@5']);
  assert.deepEqual(keys(g.view(2).players[3].commonReserve), ['twist-of-fate@5']);
  for (const s of [0, 1]) {
    const p = g.view(s).players[3];
    assert.ok(!p.commonReserve || p.commonReserve.length === 0 || p.commonReserve.every((c) => !c.key), 'DS seat ' + s + ' sees ' + JSON.stringify(p.commonReserve));
    assert.equal(p.commonReserveCount, 1);
  }
  g.close();
});

test('MP-GEN-4: the other team\'s draw is not named in its log (hidden hand)', () => {
  const deck = ['tie-fighter@27', 'tie-fighter@27', 'tie-fighter@27', 'tie-fighter@27', 'tie-fighter@27', 'tie-fighter@27'];
  const g = g2(sw, { phase: 'draw', dark: { hand: [], deck: deck.slice() } });
  g.until((x) => x.st1().ids.some((i) => i.startsWith('reserve:')), 10);
  g.act(0, 'reserve:tie-fighter');
  const txt = JSON.stringify(JSON.parse(g.m.log(2)));
  assert.ok(!/tie-fighter|TIE Fighter/i.test(txt), 'LS log names a DS hand/reserve card: ' + txt.slice(-600));
  const txt1 = JSON.stringify(JSON.parse(g.m.log(-1)));
  assert.ok(!/tie-fighter|TIE Fighter/i.test(txt1), 'spectator log names it');
  g.close();
});

test('MP-GEN-4/legalActions: a player gets no action on a teammate\'s hand card outside reserve rules (cannot deploy from teammate hand)', () => {
  const g = g2(sw, { phase: 'deployment', dark: { hand: ['sith-library@20'] }, dark2: { hand: ['tie-fighter@27'] } });
  const x = g.st1();
  assert.equal(x.s, 0);
  assert.ok(!x.ids.some((i) => i.startsWith('deploy:tie-fighter')), 'DS #1 may deploy from DS #2 hand: ' + x.ids);
  g.close();
});

test('MP-GEN-4: the teammate\'s edge stack stays hidden (rulings: edge stacks are the owner\'s alone) and the opponent\'s too', () => {
  const g = g2(sw, { phase: 'conflict', engagement: { objective: 0 }, dark: { units: [{ card: 'darth-vader', attacking: true }], edge: ['force-choke'] }, light2: { hand: ['heat-of-battle@3'], units: [{ card: 'red-two', defending: true }] } });
  assert.equal(g.view(-1).engagement.edgeWinner, -1);
  for (const s of [2, 3]) { const e = g.view(s).players[0].edge; assert.ok(!e || e.length === 0 || e.every((c) => !c.key), 'seat ' + s + ' sees DS edge ' + JSON.stringify(e)); }
  assert.equal(g.view(2).players[0].edgeCount, 1);
  g.close();
});
