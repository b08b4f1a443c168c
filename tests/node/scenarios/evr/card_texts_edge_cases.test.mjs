// EvR black-box scenarios, card texts: edge cases: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, passOut } from './table.mjs';
import { pos, R, I, inPlay, card, disc, pl, toAct, ids } from './setup_builders.mjs';
const v = (m) => m.view(-1);
const GEN = (f) => ['diplomacy', 'force', 'military', 'recon'].flatMap((t) => [2, 3, 4, 5].map((n) => `${f}.${t}-${n}`));

test('EVR-FAQ-6 / R2-D2 and C-3PO: discarding the chosen card with no other unused card: all come back, new choice among all 5', () => {
  const m = pos({ inPlay: ['reb.r2-d2-c-3po'], strategy: { chosen: 'support', used: ['bureaucracy', 'deception', 'direct-assault', 'infiltration'] } }, { inPlay: ['imp.force-3'] });
  m.act(R, 'force:reb.r2-d2-c-3po');
  const a = m.ids(R).sort();
  assert.deepEqual(a, ['pick-strategy:bureaucracy', 'pick-strategy:deception', 'pick-strategy:direct-assault', 'pick-strategy:infiltration', 'pick-strategy:support']);
  m.act(R, 'pick-strategy:deception');
  const s = pl(m, R).strategies;
  assert.equal(s.chosen, 'deception');
  assert.deepEqual(s.used, []);
  assert.deepEqual(s.discarded, []);
});

test('EVR-STRUGGLE-5 / Emperor Palpatine: opponent without a chosen strategy card this round: nothing to discard, no prompt', () => {
  const m = pos({ inPlay: ['reb.force-2'] }, { inPlay: ['imp.emperor-palpatine'] }, { toAct: 'imperial' });
  m.act(I, 'force:imp.emperor-palpatine');
  assert.deepEqual(toAct(m), [R]);
  assert.ok(m.ids(R).includes('pass'));
  assert.equal(pl(m, R).strategies.hasChosen, false);
  assert.deepEqual(pl(m, R).strategies.discarded, []);
});

test('EVR-STRUGGLE-5 / Chewbacca: own cards are never offered (only the opponent\'s active cards)', () => {
  const m = pos({ inPlay: ['reb.chewbacca', 'reb.force-4'] }, { inPlay: ['imp.recon-3'] });
  m.act(R, 'force:reb.chewbacca');
  assert.deepEqual(m.ids(R).sort(), ['done', 'pick:imp.recon-3']);
});

test('EVR-STRUGGLE-7: spend influence: not offered on an active card nor on an opposing exhausted card', () => {
  const m = pos({ inPlay: ['reb.force-4', { card: 'reb.recon-2', exhausted: true }] }, { inPlay: [{ card: 'imp.recon-3', exhausted: true }] });
  const inf = m.ids(R).filter((a) => a.startsWith('influence:'));
  assert.deepEqual(inf, ['influence:reb.recon-2']);
});

test('OQ-EVR-08 / General Veers with an empty deck: the discard pile is reshuffled and its top card is discarded', () => {
  const dis = GEN('imp').filter((c) => c !== 'imp.force-3').concat(['imp.boba-fett']); // 15 generics + Boba in discard: all > 1? no: values 2..6
  const m = pos({ inPlay: [{ card: 'reb.yoda', exhausted: true }] }, { inPlay: ['imp.general-veers', 'imp.force-3'], discard: dis }, { toAct: 'imperial' });
  assert.equal(pl(m, I).deck.count, 0);
  m.act(I, 'force:imp.general-veers');
  // whatever card comes off the reshuffled deck, its value is >= 2 > 1 (exhausted Yoda): Yoda is discarded
  assert.deepEqual(inPlay(m, R), []);
  assert.equal(disc(m, I).length, 1);
  assert.equal(pl(m, I).deck.count, 15);
});

test('EVR-STRUGGLE-5 / Jabba the Hutt: discard Jabba himself (EVR-FAQ-1) and put the top card into play', () => {
  const m = pos({ inPlay: ['reb.force-2'] }, { inPlay: ['imp.jabba-the-hutt'], deck: ['imp.military-5'] }, { toAct: 'imperial', event: 'control-of-endor' });
  m.act(I, 'force:imp.jabba-the-hutt');
  m.act(I, 'pick:imp.jabba-the-hutt');
  m.act(I, 'yes');
  assert.deepEqual(inPlay(m, I), ['imp.military-5']);
  assert.deepEqual(disc(m, I), ['imp.jabba-the-hutt']);
});

test('OQ-EVR-08 / Lando Calrissian: discard 2 with 1 card in the deck: the discard pile is reshuffled for the 2nd play', () => {
  const dis = GEN('reb').filter((c) => !['reb.force-2', 'reb.military-4', 'reb.recon-5'].includes(c));
  const m = pos({ inPlay: ['reb.lando-calrissian', 'reb.force-2', 'reb.recon-5'], deck: ['reb.military-4'], discard: dis }, { inPlay: ['imp.force-3'] });
  assert.equal(pl(m, R).deck.count, 1);
  m.act(R, 'force:reb.lando-calrissian');
  m.act(R, 'pick:reb.lando-calrissian');
  m.act(R, 'pick:reb.force-2');
  if (toAct(m)[0] === R && m.ids(R).includes('done')) m.act(R, 'done');
  assert.equal(inPlay(m, R).length, 3);
  assert.ok(inPlay(m, R).includes('reb.military-4'));
  assert.ok(inPlay(m, R).includes('reb.recon-5'));
  assert.equal(pl(m, R).deck.count + disc(m, R).length, 16 - 3 + 1); // 13 + lando + force-2 - 1 played
});

test('EVR-PLAN-3 / Most Desperate Hour blocks only Military: Recon still works, Military shows blocked', () => {
  const m = pos({ inPlay: ['reb.recon-3', 'reb.military-2'] }, { inPlay: ['imp.force-3'], deck: ['imp.recon-2', 'imp.military-5'] }, { event: 'most-desperate-hour' });
  assert.equal(card(m, R, 'reb.recon-3').blocked, false);
  assert.equal(card(m, R, 'reb.military-2').blocked, true);
  m.act(R, 'force:reb.recon-3');
  m.act(R, 'deck:imperial');
  m.act(R, 'pick:imp.military-5');
  assert.deepEqual(disc(m, I), ['imp.military-5']);
});

test('EVR-PLAN-3 / Attack on Echo Base does not block Military; Battle of Endor does not block characters', () => {
  let m = pos({ inPlay: ['reb.military-2'] }, { inPlay: ['imp.force-3'] }, { event: 'attack-on-echo-base' });
  m.act(R, 'force:reb.military-2');
  if (toAct(m)[0] === R) m.act(R, 'pick:imp.force-3');
  assert.deepEqual(inPlay(m, I), []);
  m = pos({ inPlay: ['reb.yoda'] }, { inPlay: ['imp.force-3'] }, { event: 'battle-of-endor' });
  assert.equal(card(m, R, 'reb.yoda').blocked, false);
  m.act(R, 'force:reb.yoda');
  assert.equal(pl(m, R).influence, 3);
});

test('EVR-DOM-11 / EVR-DOM-12: the 7th VP from Acquire the Death Star Plans: effect resolves (loser discards 2), then the game ends', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'], won: ['battle-of-hoth', 'attack-on-echo-base'] }, { inPlay: ['imp.military-3'], influence: 2 }, { event: 'acquire-the-death-star-plans' });
  assert.equal(pl(m, R).vp, 5);
  passOut(m);
  const st = m.status();
  assert.equal(st.terminal, true);
  assert.deepEqual(st.winners, [R]);
  assert.equal(st.outcome, 'win');
  assert.equal(pl(m, R, -1).vp, 7);
  assert.equal(pl(m, I, -1).influence, 0);
});

test('EVR-DOM-11 + Infiltration / Create a Diversion: the Infiltration player chooses the loser\'s card (no random card)', () => {
  const m = pos({ inPlay: ['reb.recon-2', 'reb.force-2'], strategy: { chosen: 'infiltration' } }, { inPlay: ['imp.military-3', 'imp.force-3'] }, { event: 'create-a-diversion' });
  passOut(m);
  assert.equal(v(m).lastResult.winner, R);
  assert.equal(v(m).phase, 'planning');
  assert.equal(pl(m, I, -1).strategies.hasChosen, false);
  assert.ok(m.ids(R).some((a) => a.startsWith('strategy-for-opponent:')));
  assert.deepEqual(m.ids(I), []);
});

test('EVR-DOM-14: after Acquire the Death Star Plans won by the Rebel (2 VP vs 0), balance shows Imperial; Imperial starts the next struggle', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'] }, { inPlay: ['imp.military-3'] }, { event: 'acquire-the-death-star-plans' });
  passOut(m);
  assert.equal(v(m).balance, 'imperial');
  m.act(R, 'strategy:support');
  m.act(I, 'strategy:bureaucracy');
  while (v(m).phase === 'planning' || (v(m).phase === 'dominance')) { const s = toAct(m)[0]; m.act(s, m.ids(s)[0]); }
  assert.equal(v(m).phase, 'struggle');
  assert.deepEqual(toAct(m), [I]);
});
