// EvR black-box scenarios, card texts: resources: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, passOut } from './table.mjs';
import { pos, R, I, inPlay, card, disc, pl, toAct } from './setup_builders.mjs';

test('EVR-STRUGGLE-5 / Diplomacy 4: discards another own card (not the opponent\'s); Diplomacy stays exhausted in play', () => {
  const m = pos({ inPlay: ['reb.diplomacy-4', 'reb.military-2'] }, { inPlay: ['imp.force-4'] });
  m.act(R, 'force:reb.diplomacy-4');
  assert.deepEqual(m.ids(R).sort(), ['pick:reb.diplomacy-4', 'pick:reb.military-2']);
  m.act(R, 'pick:reb.military-2');
  assert.deepEqual(inPlay(m, R), ['reb.diplomacy-4']);
  assert.equal(card(m, R, 'reb.diplomacy-4').exhausted, true);
  assert.equal(card(m, R, 'reb.diplomacy-4').current, 4);
  assert.deepEqual(disc(m, R), ['reb.military-2']);
  assert.deepEqual(inPlay(m, I), ['imp.force-4']);
  assert.equal(pl(m, R).total, 4);
  assert.deepEqual(toAct(m), [I]);
});

test('EVR-STRUGGLE-5 / Diplomacy: with only itself in play it must discard itself; player then has to play (EVR-STRUGGLE-9)', () => {
  const m = pos({ inPlay: ['reb.diplomacy-2'] }, { inPlay: ['imp.force-4'] });
  m.act(R, 'force:reb.diplomacy-2');
  if (toAct(m)[0] === R && m.ids(R).includes('pick:reb.diplomacy-2')) m.act(R, 'pick:reb.diplomacy-2');
  assert.deepEqual(inPlay(m, R), []);
  assert.deepEqual(disc(m, R), ['reb.diplomacy-2']);
  m.act(I, 'pass');
  assert.deepEqual(m.ids(R), ['play']);
});

test('EVR-PLAN-3 / Attack on Echo Base: Diplomacy may be exhausted but discards nothing; card shows blocked', () => {
  const m = pos({ inPlay: ['reb.diplomacy-3', 'reb.military-2'] }, { inPlay: ['imp.force-4'] }, { event: 'attack-on-echo-base' });
  assert.equal(card(m, R, 'reb.diplomacy-3').blocked, true);
  assert.equal(card(m, R, 'reb.military-2').blocked, false);
  m.act(R, 'force:reb.diplomacy-3');
  assert.deepEqual(toAct(m), [I]);
  assert.deepEqual(inPlay(m, R).sort(), ['reb.diplomacy-3', 'reb.military-2']);
  assert.deepEqual(disc(m, R), []);
  assert.equal(card(m, R, 'reb.diplomacy-3').exhausted, true);
});

test('EVR-STRUGGLE-5 / The Force: may exhaust an own active card; exhausted cards are not offered', () => {
  const m = pos({ inPlay: ['reb.force-5', 'reb.han-solo', { card: 'reb.military-3', exhausted: true }] }, { inPlay: ['imp.recon-4', { card: 'imp.boba-fett', exhausted: true }] });
  m.act(R, 'force:reb.force-5');
  assert.deepEqual(m.ids(R).sort(), ['pick:imp.recon-4', 'pick:reb.han-solo']);
  m.act(R, 'pick:reb.han-solo');
  assert.equal(card(m, R, 'reb.han-solo').exhausted, true);
  assert.equal(card(m, R, 'reb.han-solo').current, 1);
  assert.equal(pl(m, R).total, 5 + 1 + 3);
  assert.deepEqual(toAct(m), [I]);
});

test('EVR-STRUGGLE-5 / The Force (Imperial): exhausting an opposing generic card does not change its value (OQ-EVR-01)', () => {
  const m = pos({ inPlay: ['reb.military-5'] }, { inPlay: ['imp.force-2'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.force-2');
  m.act(I, 'pick:reb.military-5');
  const c = card(m, R, 'reb.military-5');
  assert.equal(c.exhausted, true);
  assert.equal(c.current, 5);
  assert.equal(pl(m, R).total, 5);
  // the exhausted Military can no longer use its power
  assert.ok(!m.ids(R).includes('force:reb.military-5'));
});

test('EVR-PLAN-3 / Battle of Endor: The Force powers have no effect (no exhaust of the target)', () => {
  const m = pos({ inPlay: ['reb.force-4'] }, { inPlay: ['imp.darth-vader'] }, { event: 'battle-of-endor' });
  assert.equal(card(m, R, 'reb.force-4').blocked, true);
  m.act(R, 'force:reb.force-4');
  assert.deepEqual(toAct(m), [I]);
  assert.equal(card(m, I, 'imp.darth-vader').exhausted, false);
  assert.equal(pl(m, I).total, 6);
  assert.equal(card(m, R, 'reb.force-4').exhausted, true);
});

test('EVR-STRUGGLE-5 / Military: may discard an exhausted opposing card; only opposing cards are offered', () => {
  const m = pos({ inPlay: ['reb.military-3', 'reb.recon-2'] }, { inPlay: ['imp.diplomacy-5', { card: 'imp.grand-moff-tarkin', exhausted: true }] });
  m.act(R, 'force:reb.military-3');
  assert.deepEqual(m.ids(R).sort(), ['pick:imp.diplomacy-5', 'pick:imp.grand-moff-tarkin']);
  m.act(R, 'pick:imp.grand-moff-tarkin');
  assert.deepEqual(inPlay(m, I), ['imp.diplomacy-5']);
  // a character discarded by Military goes to the discard pile (only Darth Vader's power sends it to the reserve)
  assert.deepEqual(disc(m, I), ['imp.grand-moff-tarkin']);
  assert.equal(pl(m, I).total, 5);
});

test('EVR-STRUGGLE-5 / EVR-STRUGGLE-9 / Military: discarding the opponent\'s only card forces it to play', () => {
  const m = pos({ inPlay: ['reb.military-4'] }, { inPlay: ['imp.recon-5'] });
  m.act(R, 'force:reb.military-4');
  if (toAct(m)[0] === R) m.act(R, 'pick:imp.recon-5');
  assert.deepEqual(inPlay(m, I), []);
  assert.deepEqual(m.ids(I), ['play']);
});

test('EVR-STRUGGLE-5 / Recon on own deck: discards the chosen one of the top 2, the other is the next card played', () => {
  const m = pos({ inPlay: ['reb.recon-4'], deck: ['reb.military-5', 'reb.force-2', 'reb.diplomacy-3'] }, { inPlay: ['imp.force-4'] });
  m.act(R, 'force:reb.recon-4');
  m.act(R, 'deck:rebel');
  assert.deepEqual(m.view(R).peek.cards.map((c) => c.id), ['reb.military-5', 'reb.force-2']);
  assert.deepEqual(m.ids(R).sort(), ['pick:reb.force-2', 'pick:reb.military-5']);
  m.act(R, 'pick:reb.military-5');
  assert.deepEqual(disc(m, R), ['reb.military-5']);
  assert.equal(pl(m, R).deck.count, 14); // 16 generics - recon-4 in play - military-5 discarded
  m.act(I, 'pass');
  m.act(R, 'play');
  assert.ok(inPlay(m, R).includes('reb.force-2'));
});

test('EVR-STRUGGLE-5 / Recon (Imperial) on the Rebel deck: Rebel discard gets the card, the other stays on top of the Rebel deck', () => {
  const m = pos({ inPlay: ['reb.force-3'], deck: ['reb.luke-skywalker', 'reb.recon-2'] }, { inPlay: ['imp.recon-3'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.recon-3');
  m.act(I, 'deck:rebel');
  m.act(I, 'pick:reb.luke-skywalker');
  assert.deepEqual(disc(m, R), ['reb.luke-skywalker']);
  m.act(R, 'play');
  assert.ok(inPlay(m, R).includes('reb.recon-2'));
});

test('EVR-STRUGGLE-5 / OQ-EVR-08 / Recon: a deck of one card: that card is looked at and discarded', () => {
  const gen = ['diplomacy', 'force', 'military', 'recon'].flatMap((t) => [2, 3, 4, 5].map((n) => `imp.${t}-${n}`));
  const dis = gen.filter((x) => x !== 'imp.force-4' && x !== 'imp.military-2');
  const m = pos({ inPlay: ['reb.recon-5'] }, { inPlay: ['imp.force-4'], deck: ['imp.military-2'], discard: dis, reserve: ['imp.ig-88', 'imp.boba-fett', 'imp.darth-vader', 'imp.emperor-palpatine', 'imp.general-veers', 'imp.grand-moff-tarkin', 'imp.jabba-the-hutt', 'imp.admiral-piett'] });
  assert.equal(pl(m, I).deck.count, 1);
  m.act(R, 'force:reb.recon-5');
  m.act(R, 'deck:imperial');
  if (toAct(m)[0] === R) m.act(R, 'pick:imp.military-2');
  assert.ok(disc(m, I).includes('imp.military-2'));
});
