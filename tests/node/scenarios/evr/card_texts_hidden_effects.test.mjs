// EvR black-box scenarios, card texts: hidden effects: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, passOut } from './table.mjs';
import { pos, R, I, pl } from './setup_builders.mjs';
const seesIn = (m, seat, id) => JSON.stringify(m.view(seat)).includes(id) || JSON.stringify(m.log(seat)).includes(id) || JSON.stringify(m.legal(seat)).includes(id);

test('EVR-COMP-9 / IG-88 on the Rebel deck: the card put on top is not named to the Rebel nor to a spectator', () => {
  const m = pos({ inPlay: ['reb.force-2'] }, { inPlay: ['imp.ig-88'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.ig-88');
  m.act(I, 'deck:rebel');
  assert.equal(m.view(R).peek, null);
  assert.equal(m.view(I).prompt.secret, true);
  m.act(I, 'pick:reb.recon-2');
  m.act(I, 'pick:reb.military-5');
  assert.ok(!seesIn(m, R, 'reb.military-5'));
  assert.ok(!seesIn(m, -1, 'reb.military-5'));
  assert.ok(JSON.stringify(m.log(R)).includes('reb.recon-2')); // the discard is public
});

test('EVR-COMP-9 / Recon on the opponent\'s deck: the card left on top is not named to its owner', () => {
  const m = pos({ inPlay: ['reb.force-2'], deck: ['reb.luke-skywalker', 'reb.diplomacy-5'] }, { inPlay: ['imp.recon-4'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.recon-4');
  m.act(I, 'deck:rebel');
  assert.equal(m.view(R).peek, null);
  m.act(I, 'pick:reb.diplomacy-5');
  assert.ok(!seesIn(m, R, 'reb.luke-skywalker'));
  assert.ok(!seesIn(m, -1, 'reb.luke-skywalker'));
});

test('EVR-COMP-9 / Jabba the Hutt: the looked-at top card stays hidden from the Rebel when not played', () => {
  const m = pos({ inPlay: ['reb.force-2'] }, { inPlay: ['imp.jabba-the-hutt'], deck: ['imp.boba-fett'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.jabba-the-hutt');
  assert.equal(m.view(I).prompt.secret, true);
  m.act(I, 'done');
  m.act(I, 'no');
  assert.ok(!seesIn(m, R, 'imp.boba-fett'));
  assert.ok(!seesIn(m, -1, 'imp.boba-fett'));
});

test('EVR-COMP-9 / Fall of a Hero: which character the loser moves to its reserve is not named to the winner', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'], deck: ['reb.yoda', 'reb.han-solo'] }, { inPlay: ['imp.military-3'] }, { event: 'fall-of-a-hero' });
  passOut(m);
  m.act(R, 'pick:reb.han-solo');
  assert.ok(!seesIn(m, I, 'reb.han-solo'));
  assert.ok(!seesIn(m, I, 'reb.yoda'));
  assert.ok(!seesIn(m, -1, 'reb.han-solo'));
});

test('EVR-COMP-9 / Leia Organa: the reserve character shuffled into the deck is not named to the opponent', () => {
  const m = pos({ inPlay: ['reb.leia-organa'] }, { inPlay: ['imp.force-3'] });
  m.act(R, 'force:reb.leia-organa');
  assert.equal(m.view(R).prompt.secret, true);
  m.act(R, 'pick:reb.obi-wan-kenobi');
  m.act(R, 'no');
  assert.ok(!seesIn(m, I, 'reb.obi-wan-kenobi'));
  assert.ok(!seesIn(m, -1, 'reb.obi-wan-kenobi'));
});

test('EVR-COMP-9 / Han Solo: the deck contents and the shuffle are not shown to the opponent; the played card is', () => {
  const m = pos({ inPlay: ['reb.han-solo'] }, { inPlay: ['imp.force-3'] });
  m.act(R, 'force:reb.han-solo');
  assert.equal(m.view(I).peek, null);
  assert.ok(!JSON.stringify(m.view(I)).includes('reb.recon-4'));
  m.act(R, 'pick:reb.recon-4');
  assert.ok(JSON.stringify(m.view(I)).includes('reb.recon-4'));
  assert.ok(!seesIn(m, I, 'reb.diplomacy-3'));
});

test('EVR-COMP-9 / Negotiate with the Hutts: the winner\'s moved character is not named to the loser', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'], deck: ['reb.yoda', 'reb.han-solo'] }, { inPlay: ['imp.military-3'] }, { event: 'negotiate-with-the-hutts' });
  passOut(m);
  m.act(R, 'pick:reb.yoda');
  assert.ok(!seesIn(m, I, 'reb.yoda'));
  assert.ok(!seesIn(m, I, 'reb.han-solo'));
});
