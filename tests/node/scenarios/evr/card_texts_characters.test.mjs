// EvR black-box scenarios, card texts: characters: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert } from './table.mjs';
import { pos, R, I, inPlay, card, disc, pl, toAct, ids } from './setup_builders.mjs';

test('EVR-COMP-3 / characters: active value 6, exhausted value 1 counts in the total', () => {
  const m = pos({ inPlay: ['reb.yoda', 'reb.recon-2'] }, { inPlay: ['imp.general-veers'] });
  assert.equal(pl(m, R).total, 8);
  m.act(R, 'force:reb.yoda');
  assert.equal(card(m, R, 'reb.yoda').current, 1);
  assert.equal(pl(m, R).total, 3);
  assert.equal(pl(m, R).influence, 3);
});

test('EVR-STRUGGLE-7 / Yoda: spend influence to ready Yoda, use him again: net influence unchanged, value back to 6 then 1', () => {
  const m = pos({ inPlay: ['reb.yoda'], influence: 0 }, { inPlay: ['imp.recon-2'] });
  assert.ok(!m.ids(R).some((a) => a.startsWith('influence:')));
  m.act(R, 'force:reb.yoda');
  assert.equal(pl(m, R).influence, 1);
  m.act(I, 'pass');
  m.act(R, 'influence:reb.yoda');
  assert.equal(pl(m, R).influence, 0);
  assert.equal(card(m, R, 'reb.yoda').current, 6);
  m.act(I, 'pass');
  m.act(R, 'force:reb.yoda');
  assert.equal(pl(m, R).influence, 1);
});

test('EVR-STRUGGLE-5 / Chewbacca: exhausts 2 opposing cards (characters drop to 1); the first one is not offered twice', () => {
  const m = pos({ inPlay: ['reb.chewbacca'] }, { inPlay: ['imp.boba-fett', 'imp.military-4', 'imp.force-3'] });
  m.act(R, 'force:reb.chewbacca');
  m.act(R, 'pick:imp.boba-fett');
  assert.ok(!m.ids(R).includes('pick:imp.boba-fett'));
  assert.ok(m.ids(R).includes('done'));
  m.act(R, 'pick:imp.military-4');
  assert.deepEqual(toAct(m), [I]);
  const v = pl(m, I);
  assert.deepEqual(v.inPlay.filter((c) => c.exhausted).map((c) => c.id).sort(), ['imp.boba-fett', 'imp.military-4']);
  assert.equal(v.total, 1 + 4 + 3);
  assert.equal(card(m, R, 'reb.chewbacca').current, 1);
});

test('EVR-STRUGGLE-5 / Chewbacca "up to": may stop at zero (done at once)', () => {
  const m = pos({ inPlay: ['reb.chewbacca'] }, { inPlay: ['imp.military-4'] });
  m.act(R, 'force:reb.chewbacca');
  m.act(R, 'done');
  assert.deepEqual(toAct(m), [I]);
  assert.equal(card(m, I, 'imp.military-4').exhausted, false);
});

test('EVR-STRUGGLE-5 / Han Solo: the search offers every card of the own deck; chosen card enters play active; deck shrinks by 1', () => {
  const m = pos({ inPlay: ['reb.han-solo'], deck: ['reb.force-2'] }, { inPlay: ['imp.military-4'] });
  const before = pl(m, R).deck.count;
  m.act(R, 'force:reb.han-solo');
  const picks = m.ids(R).filter((a) => a.startsWith('pick:'));
  assert.equal(picks.length, before);
  assert.ok(picks.every((a) => a.startsWith('pick:reb.')));
  m.act(R, 'pick:reb.military-5');
  assert.deepEqual(inPlay(m, R).sort(), ['reb.han-solo', 'reb.military-5']);
  assert.equal(card(m, R, 'reb.military-5').exhausted, false);
  assert.equal(pl(m, R).deck.count, before - 1);
  assert.equal(pl(m, R).total, 1 + 5);
});

test('EVR-STRUGGLE-5 / Lando Calrissian: discard 1 (himself), then play exactly 1 from the top', () => {
  const m = pos({ inPlay: ['reb.lando-calrissian', 'reb.force-2'], deck: ['reb.military-4', 'reb.recon-3'] }, { inPlay: ['imp.military-4'] });
  m.act(R, 'force:reb.lando-calrissian');
  m.act(R, 'pick:reb.lando-calrissian');
  m.act(R, 'done');
  assert.deepEqual(inPlay(m, R).sort(), ['reb.force-2', 'reb.military-4']);
  assert.deepEqual(disc(m, R), ['reb.lando-calrissian']);
  assert.deepEqual(toAct(m), [I]);
});

test('EVR-STRUGGLE-5 / Lando Calrissian "any number": zero discards plays nothing', () => {
  const m = pos({ inPlay: ['reb.lando-calrissian'], deck: ['reb.military-4'] }, { inPlay: ['imp.military-4'] });
  const n = pl(m, R).deck.count;
  m.act(R, 'force:reb.lando-calrissian');
  m.act(R, 'done');
  assert.deepEqual(inPlay(m, R), ['reb.lando-calrissian']);
  assert.equal(pl(m, R).deck.count, n);
});

test('EVR-STRUGGLE-5 / Leia Organa: chosen reserve character shuffled into the deck (no): reserve -1, deck +1, nothing enters play', () => {
  const m = pos({ inPlay: ['reb.leia-organa'] }, { inPlay: ['imp.military-4'] });
  const d = pl(m, R).deck.count, r = pl(m, R).reserve.count;
  m.act(R, 'force:reb.leia-organa');
  m.act(R, 'pick:reb.yoda');
  m.act(R, 'no');
  assert.deepEqual(inPlay(m, R), ['reb.leia-organa']);
  assert.equal(pl(m, R).deck.count, d + 1);
  assert.equal(pl(m, R).reserve.count, r - 1);
  assert.ok(!ids(pl(m, R).reserve.cards).includes('reb.yoda'));
});

test('EVR-STRUGGLE-5 / Luke Skywalker: discards one own card and one opposing card', () => {
  const m = pos({ inPlay: ['reb.luke-skywalker', 'reb.diplomacy-5'] }, { inPlay: ['imp.military-4', 'imp.recon-2'] });
  m.act(R, 'force:reb.luke-skywalker');
  m.act(R, 'pick:reb.diplomacy-5');
  assert.deepEqual(m.ids(R).filter((a) => a.startsWith('pick:')).sort(), ['pick:imp.military-4', 'pick:imp.recon-2']);
  m.act(R, 'pick:imp.military-4');
  assert.deepEqual(inPlay(m, R), ['reb.luke-skywalker']);
  assert.deepEqual(inPlay(m, I), ['imp.recon-2']);
  assert.deepEqual(disc(m, R), ['reb.diplomacy-5']);
  assert.deepEqual(disc(m, I), ['imp.military-4']);
});

test('EVR-STRUGGLE-5 / Luke Skywalker: skipping the own discard, one opposing card is discarded', () => {
  const m = pos({ inPlay: ['reb.luke-skywalker', 'reb.diplomacy-5'] }, { inPlay: ['imp.military-4'] });
  m.act(R, 'force:reb.luke-skywalker');
  m.act(R, 'done');
  if (toAct(m)[0] === R) m.act(R, 'pick:imp.military-4');
  assert.deepEqual(inPlay(m, I), []);
  assert.deepEqual(inPlay(m, R).sort(), ['reb.diplomacy-5', 'reb.luke-skywalker']);
});

test('EVR-STRUGGLE-5 / Obi-Wan Kenobi: only the own discard pile is offered; the card enters play active', () => {
  const m = pos({ inPlay: ['reb.obi-wan-kenobi'], discard: ['reb.military-3', 'reb.han-solo'] }, { inPlay: ['imp.force-3'], discard: ['imp.recon-2'] });
  m.act(R, 'force:reb.obi-wan-kenobi');
  assert.deepEqual(m.ids(R).sort(), ['pick:reb.han-solo', 'pick:reb.military-3']);
  m.act(R, 'pick:reb.han-solo');
  assert.equal(card(m, R, 'reb.han-solo').exhausted, false);
  assert.equal(pl(m, R).total, 1 + 6);
  assert.deepEqual(disc(m, R), ['reb.military-3']);
});

test('EVR-STRUGGLE-5 / R2-D2 and C-3PO: own chosen card discarded publicly, a new one chosen from the unused cards', () => {
  const m = pos({ inPlay: ['reb.r2-d2-c-3po'], strategy: { chosen: 'deception', used: ['support'] } }, { inPlay: ['imp.force-3'], strategy: { chosen: 'bureaucracy' } });
  m.act(R, 'force:reb.r2-d2-c-3po');
  assert.deepEqual(toAct(m), [R]);
  assert.deepEqual(m.ids(R).sort(), ['pick-strategy:bureaucracy', 'pick-strategy:direct-assault', 'pick-strategy:infiltration']);
  assert.deepEqual(pl(m, R, I).strategies.discarded, ['deception']);
  m.act(R, 'pick-strategy:direct-assault');
  assert.equal(pl(m, R).strategies.chosen, 'direct-assault');
  assert.equal(pl(m, R, I).strategies.chosen ?? null, null);
  assert.deepEqual(toAct(m), [I]);
});

test('EVR-STRUGGLE-5 / Admiral Piett: an own discarded card goes on top of the own deck (next play)', () => {
  const m = pos({ inPlay: ['reb.force-2'], discard: ['reb.military-3'] }, { inPlay: ['imp.admiral-piett', 'imp.force-2'], discard: ['imp.recon-5'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.admiral-piett');
  m.act(I, 'pick:imp.recon-5');
  assert.deepEqual(disc(m, I), []);
  m.act(R, 'pass');
  m.act(I, 'play');
  assert.ok(inPlay(m, I).includes('imp.recon-5'));
});

test('EVR-STRUGGLE-5 / Boba Fett: discards an opposing card and exhausts an active card (either side)', () => {
  const m = pos({ inPlay: ['reb.force-2', 'reb.yoda'] }, { inPlay: ['imp.boba-fett', 'imp.force-3'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.boba-fett');
  assert.deepEqual(m.ids(I).filter((a) => a.startsWith('pick:')).sort(), ['pick:reb.force-2', 'pick:reb.yoda']);
  m.act(I, 'pick:reb.force-2');
  const ex = m.ids(I).filter((a) => a.startsWith('pick:')).sort();
  assert.ok(ex.includes('pick:reb.yoda') && ex.includes('pick:imp.force-3'));
  assert.ok(!ex.includes('pick:imp.boba-fett'));
  m.act(I, 'pick:reb.yoda');
  assert.deepEqual(inPlay(m, R), ['reb.yoda']);
  assert.equal(card(m, R, 'reb.yoda').exhausted, true);
  assert.equal(pl(m, R).total, 1);
  assert.deepEqual(disc(m, R), ['reb.force-2']);
});

test('EVR-STRUGGLE-5 / Darth Vader: only exhausted cards are offered; an exhausted generic goes to the discard pile', () => {
  const m = pos({ inPlay: [{ card: 'reb.military-5', exhausted: true }, 'reb.force-4'] }, { inPlay: ['imp.darth-vader', 'imp.force-3'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.darth-vader');
  const picks = m.ids(I).filter((a) => a.startsWith('pick:')).sort();
  assert.ok(picks.includes('pick:reb.military-5'));
  assert.ok(!picks.includes('pick:reb.force-4') && !picks.includes('pick:imp.force-3'));
  m.act(I, 'pick:reb.military-5');
  assert.deepEqual(inPlay(m, R), ['reb.force-4']);
  assert.deepEqual(disc(m, R), ['reb.military-5']);
});

test('EVR-STRUGGLE-5 / Emperor Palpatine: the Rebel\'s chosen card is discarded and the Rebel chooses again from its unused cards', () => {
  const m = pos({ inPlay: ['reb.force-2'], strategy: { chosen: 'direct-assault', used: ['bureaucracy', 'support'] } }, { inPlay: ['imp.emperor-palpatine'], strategy: { chosen: 'support' } }, { toAct: 'imperial' });
  m.act(I, 'force:imp.emperor-palpatine');
  assert.deepEqual(toAct(m), [R]);
  assert.deepEqual(m.ids(R).sort(), ['pick-strategy:deception', 'pick-strategy:infiltration']);
  m.act(R, 'pick-strategy:infiltration');
  assert.deepEqual(pl(m, R, I).strategies.discarded, ['direct-assault']);
  assert.equal(pl(m, R).strategies.chosen, 'infiltration');
  assert.equal(pl(m, I).strategies.chosen, 'support');
  assert.deepEqual(toAct(m), [R]);
});

test('EVR-STRUGGLE-5 / General Veers: top card (Recon 3) discarded; opposing cards of value < 3 discarded, 3 and above stay', () => {
  const m = pos({ inPlay: ['reb.force-2', 'reb.military-3', { card: 'reb.yoda', exhausted: true }, 'reb.recon-4'] }, { inPlay: ['imp.general-veers'], deck: ['imp.recon-3'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.general-veers');
  assert.deepEqual(disc(m, I), ['imp.recon-3']);
  assert.deepEqual(inPlay(m, R).sort(), ['reb.military-3', 'reb.recon-4']);
  assert.deepEqual(disc(m, R).sort(), ['reb.force-2', 'reb.yoda']);
});

test('EVR-STRUGGLE-5 / Grand Moff Tarkin: the Rebel with 3 influence keeps 1; Imperial influence unchanged', () => {
  const m = pos({ inPlay: ['reb.force-2'], influence: 3 }, { inPlay: ['imp.grand-moff-tarkin'], influence: 2 }, { toAct: 'imperial' });
  m.act(I, 'force:imp.grand-moff-tarkin');
  assert.equal(pl(m, R).influence, 1);
  assert.equal(pl(m, I).influence, 2);
  assert.deepEqual(toAct(m), [R]);
});

test('EVR-STRUGGLE-5 / IG-88: on its own deck, picks any 2 cards: one discarded, the other played next', () => {
  const m = pos({ inPlay: ['reb.force-2'] }, { inPlay: ['imp.ig-88'], deck: ['imp.recon-2', 'imp.force-3'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.ig-88');
  m.act(I, 'deck:imperial');
  let a = m.ids(I).filter((x) => x.startsWith('pick:'));
  assert.ok(a.includes('pick:imp.military-5') && a.includes('pick:imp.diplomacy-4'));
  m.act(I, 'pick:imp.diplomacy-4'); // first pick: discarded
  assert.ok(!m.ids(I).includes('pick:imp.diplomacy-4'));
  m.act(I, 'pick:imp.military-5'); // second: on top after the shuffle
  assert.deepEqual(disc(m, I), ['imp.diplomacy-4']);
  m.act(R, 'pass');
  m.act(I, 'play');
  assert.ok(inPlay(m, I).includes('imp.military-5'));
});

test('EVR-STRUGGLE-5 / Jabba the Hutt: skip the discard, put the looked-at top card into play', () => {
  const m = pos({ inPlay: ['reb.force-2'] }, { inPlay: ['imp.jabba-the-hutt'], deck: ['imp.recon-4'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.jabba-the-hutt');
  assert.deepEqual(m.view(I).peek.cards.map((c) => c.id), ['imp.recon-4']);
  assert.equal(m.view(R).peek, null);
  m.act(I, 'done');
  assert.ok(m.ids(I).includes('yes'));
  m.act(I, 'yes');
  assert.deepEqual(inPlay(m, I).sort(), ['imp.jabba-the-hutt', 'imp.recon-4']);
  assert.deepEqual(disc(m, I), []);
});

test('EVR-STRUGGLE-5 / Jabba the Hutt "may": skip both; top card stays on top', () => {
  const m = pos({ inPlay: ['reb.force-2'] }, { inPlay: ['imp.jabba-the-hutt'], deck: ['imp.recon-4'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.jabba-the-hutt');
  m.act(I, 'done');
  m.act(I, 'no');
  assert.deepEqual(inPlay(m, I), ['imp.jabba-the-hutt']);
  m.act(R, 'pass');
  m.act(I, 'play');
  assert.ok(inPlay(m, I).includes('imp.recon-4'));
});

test('EVR-PLAN-3 / Duel on Cloud City: Darth Vader\'s power works, generic powers are not blocked, other characters are', () => {
  const m = pos({ inPlay: [{ card: 'reb.military-5', exhausted: true }, 'reb.force-2', 'reb.han-solo'] }, { inPlay: ['imp.darth-vader', 'imp.grand-moff-tarkin'] }, { event: 'duel-on-cloud-city', toAct: 'imperial' });
  assert.equal(card(m, I, 'imp.darth-vader').blocked, false);
  assert.equal(card(m, I, 'imp.grand-moff-tarkin').blocked, true);
  assert.equal(card(m, R, 'reb.force-2').blocked, false);
  assert.equal(card(m, R, 'reb.han-solo').blocked, true);
  m.act(I, 'force:imp.darth-vader');
  m.act(I, 'pick:reb.military-5');
  assert.deepEqual(disc(m, R), ['reb.military-5']);
  m.act(R, 'force:reb.force-2');
  m.act(R, 'pick:imp.grand-moff-tarkin');
  assert.equal(card(m, I, 'imp.grand-moff-tarkin').exhausted, true);
});

test('EVR-PLAN-3 / EVR-FAQ-3 / Duel on Cloud City: a blocked Emperor Palpatine may still be exhausted (value 6 -> 1); the Rebel keeps its card', () => {
  const m = pos({ inPlay: ['reb.force-2'], strategy: { chosen: 'deception' } }, { inPlay: ['imp.emperor-palpatine'], strategy: { chosen: 'support' } }, { event: 'duel-on-cloud-city', toAct: 'imperial' });
  assert.equal(card(m, I, 'imp.emperor-palpatine').blocked, true);
  m.act(I, 'force:imp.emperor-palpatine');
  assert.deepEqual(toAct(m), [R]);
  assert.ok(m.ids(R).includes('pass'));
  assert.equal(pl(m, R).strategies.chosen, 'deception');
  assert.deepEqual(pl(m, R).strategies.discarded, []);
  assert.equal(pl(m, I).total, 1);
});
