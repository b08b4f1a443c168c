// EvR scenarios: the Dominance phase (EVR-DOM): who wins the event, its VP and
// influence, the balance token, preparing the next round.
import { test } from 'node:test';
import { evr, assert, passOut, P } from './table.mjs';

// Escape from Tatooine: capacity 3, target 11, 1 VP, 2 influence, no effect.
function pos(reb, imp, extra = {}) {
  return evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel', ...extra,
    rebel: { inPlay: reb, ...(extra.rebel || {}) }, imperial: { inPlay: imp, ...(extra.imperial || {}) } });
}

test('EVR-DOM-6: only eligible player wins even with the lower total', () => {
  const m = pos(['reb.military-2', 'reb.force-3'], ['imp.military-5', 'imp.force-5', 'imp.recon-2']);
  passOut(m);
  const v = m.view(-1);
  assert.deepEqual(v.lastResult.totals, [5, 12]);
  assert.equal(v.lastResult.winner, 0);
  assert.equal(v.lastResult.why, 'onlyUnder');
  assert.equal(P(v, 0).vp, 1);
  assert.equal(P(v, 1).vp, 0);
});

test('EVR-DOM-6: a total exactly equal to the target is eligible and wins', () => {
  const m = pos(['reb.military-5', 'reb.force-4', 'reb.recon-2'], ['imp.military-5', 'imp.force-5']);
  passOut(m);
  const v = m.view(-1);
  assert.deepEqual(v.lastResult.totals, [11, 10]);
  assert.equal(v.lastResult.winner, 0);
  assert.equal(v.lastResult.why, 'higherTotal');
});

test('EVR-DOM-7: equal totals within the target -> the faction on the balance token wins', () => {
  const m = pos(['reb.military-5', 'reb.force-4'], ['imp.military-5', 'imp.force-4'], { balance: 'imperial' });
  passOut(m);
  const v = m.view(-1);
  assert.deepEqual(v.lastResult.totals, [9, 9]);
  assert.equal(v.lastResult.winner, 1);
  assert.equal(v.lastResult.why, 'balanceTie');
  assert.equal(P(v, 1).vp, 1);
});

test('EVR-DOM-8/OQ-EVR-11: both over the target -> nobody wins, event to the event deck, no effect', () => {
  // Destroy the Shield Generator: cap 2, target 8, effect loser discards 2 influence
  const m = evr({ phase: 'struggle', event: 'destroy-the-shield-generator', balance: 'rebel',
    rebel: { inPlay: ['reb.military-5', 'reb.force-4'], influence: 2 }, imperial: { inPlay: ['imp.military-5', 'imp.force-5'], influence: 2 } });
  const deckBefore = m.view(-1).eventDeck.count;
  passOut(m);
  const v = m.view(-1);
  assert.equal(v.lastResult.winner, null);
  assert.equal(v.lastResult.why, 'noWinner');
  assert.equal(P(v, 0).vp + P(v, 1).vp, 0);
  assert.equal(P(v, 0).influence, 2);
  assert.equal(P(v, 1).influence, 2);
  // the unwon event went back under the deck; the next one was revealed from the top
  assert.equal(v.eventDeck.count, deckBefore);
  assert.notEqual(v.event.id, 'destroy-the-shield-generator');
});

test('EVR-DOM-9/EVR-DOM-10: winner takes the event, its VP and its influence value', () => {
  const m = pos(['reb.military-5', 'reb.force-4'], ['imp.military-3', 'imp.force-4'], { rebel: { influence: 1 }, imperial: { influence: 1 } });
  passOut(m);
  const v = m.view(-1);
  assert.equal(P(v, 0).vp, 1);
  assert.deepEqual(P(v, 0).wonEvents.map((e) => e.id), ['escape-from-tatooine']);
  assert.equal(P(v, 0).influence, 3);
  assert.equal(P(v, 1).influence, 1);
  assert.equal(m.status().score['0'], 1);
});

test('EVR-DOM-11/EVR-FAQ-12: event effect after award; loser discards 2 influence but has only 1', () => {
  const m = evr({ phase: 'struggle', event: 'destroy-the-shield-generator', balance: 'rebel',
    rebel: { inPlay: ['reb.military-5', 'reb.force-3'], influence: 1 }, imperial: { inPlay: ['imp.military-3', 'imp.force-4'], influence: 1 } });
  passOut(m);
  const v = m.view(-1);
  assert.equal(v.lastResult.winner, 0);
  assert.equal(P(v, 1).influence, 0);
  assert.equal(P(v, 0).influence, 2, 'winner: 1 + event influence 1');
  assert.equal(P(v, 0).vp, 2);
});

test('EVR-DOM-14: balance token shows the faction with fewer VP', () => {
  const m = pos(['reb.military-5', 'reb.force-4'], ['imp.military-3', 'imp.force-4'], { balance: 'rebel' });
  passOut(m);
  assert.equal(m.view(-1).balance, 'imperial');
});

test('EVR-DOM-14: equal VP after the round -> balance shows the loser of this event', () => {
  // imperial had 1 VP, rebel wins a 1 VP event: 1-1, imperial lost
  const m = pos(['reb.military-5', 'reb.force-4'], ['imp.military-3', 'imp.force-4'],
    { balance: 'rebel', imperial: { won: ['diplomatic-freedom'] } });
  passOut(m);
  const v = m.view(-1);
  assert.equal(P(v, 0).vp, 1); assert.equal(P(v, 1).vp, 1);
  assert.equal(v.balance, 'imperial');
});

test('EVR-DOM-14 + EVR-STRUGGLE-1: next struggle starts with the faction on the balance token', () => {
  const m = pos(['reb.military-5', 'reb.force-4'], ['imp.military-3', 'imp.force-4'], { balance: 'rebel' });
  passOut(m);
  assert.equal(m.view(-1).phase, 'planning');
  m.act(0, m.ids(0).find((i) => i.startsWith('strategy:')));
  m.act(1, m.ids(1).find((i) => i.startsWith('strategy:')));
  const v = m.view(-1);
  assert.equal(v.phase, 'struggle');
  assert.equal(v.balance, 'imperial');
  assert.equal(v.turn, 1);
  assert.deepEqual(m.status().toAct, [1]);
});

test('EVR-DOM-13: all resource cards (in play, discard, deck) reshuffled into the deck; reserve stays', () => {
  const m = pos(['reb.military-5', { card: 'reb.yoda', exhausted: true }], ['imp.military-3', 'imp.force-4'],
    { rebel: { discard: ['reb.recon-2', 'reb.han-solo'], reserve: ['reb.chewbacca', 'reb.leia-organa'] } });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  const v0 = m.view(0);
  const all = P(v0, 0).deck.count + P(v0, 0).inPlay.length + P(v0, 0).discard.length;
  const res = P(v0, 0).reserve.count;
  const resIds = P(v0, 0).reserve.cards.map((c) => c.id).sort();
  passOut(m);
  const v = m.view(0);
  assert.equal(P(v, 0).inPlay.length, 0);
  assert.equal(P(v, 0).discard.length, 0);
  assert.equal(P(v, 0).deck.count, all);
  assert.equal(P(v, 0).reserve.count, res);
  assert.deepEqual(P(v, 0).reserve.cards.map((c) => c.id).sort(), resIds);
  assert.ok(!resIds.includes('reb.yoda') && !resIds.includes('reb.han-solo'));
});
