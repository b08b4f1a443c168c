// EvR scenarios: the events' effects (EVR-PLAN-3 while the struggle lasts,
// EVR-DOM-11 when the winner takes the event).
import { test } from 'node:test';
import { evr, assert, passOut, P, finishDominance, cardIds, txt } from './table.mjs';

// A struggle of `event` the Rebel wins 9 vs 7 unless the cards say otherwise.
function win(event, extra = {}, reb = ['reb.military-5', 'reb.force-4'], imp = ['imp.military-3', 'imp.force-4']) {
  return evr({ phase: 'struggle', event, balance: 'rebel', ...extra,
    rebel: { inPlay: reb, ...(extra.rebel || {}) }, imperial: { inPlay: imp, ...(extra.imperial || {}) } });
}

test('EVR-PLAN-3 / OQ-EVR-04/OQ-EVR-07: Most Desperate Hour blocks Military powers; exhausting is still allowed, no effect', () => {
  const m = evr({ phase: 'struggle', event: 'most-desperate-hour', balance: 'rebel',
    rebel: { inPlay: ['reb.military-3'] }, imperial: { inPlay: ['imp.force-2', 'imp.recon-4'] } });
  const c = P(m.view(0), 0).inPlay[0];
  assert.equal(c.blocked, true);
  m.act(0, 'force:reb.military-3');
  const v = m.view(-1);
  assert.equal(P(v, 0).inPlay[0].exhausted, true);
  assert.equal(P(v, 1).inPlay.length, 2);
  assert.equal(v.turn, 1, 'the action is over, imperial to act');
  assert.equal(v.passes, 0);
});

test('EVR-PLAN-3 / OQ-EVR-04: an ongoing event block ends with its round', () => {
  const m = evr({ phase: 'struggle', event: 'most-desperate-hour', balance: 'rebel', eventDeck: ['battle-of-hoth'],
    rebel: { inPlay: ['reb.military-3'], deck: ['reb.military-5'] }, imperial: { inPlay: ['imp.military-2'] } });
  assert.equal(P(m.view(0), 0).inPlay[0].blocked, true);
  passOut(m);
  finishDominance(m);
  assert.equal(m.view(-1).event.id, 'battle-of-hoth');
  m.act(0, m.ids(0)[0]); m.act(1, m.ids(1)[0]);
  const v = m.view(-1);
  const first = v.turn;
  m.act(first, 'play');
  const c = P(m.view(-1), first).inPlay[0];
  assert.equal(c.blocked, false, JSON.stringify(c));
});

test('EVR-PLAN-3 / Duel on Cloud City: Yoda power blocked, Luke Skywalker power works', () => {
  const m = evr({ phase: 'struggle', event: 'duel-on-cloud-city', balance: 'rebel',
    rebel: { inPlay: ['reb.yoda', 'reb.luke-skywalker'], influence: 0 }, imperial: { inPlay: ['imp.force-2', 'imp.recon-4'] } });
  m.act(0, 'force:reb.yoda');
  assert.equal(P(m.view(0), 0).influence, 0);
  m.act(1, 'pass');
  m.act(0, 'force:reb.luke-skywalker');
  // Luke: discard one of yours and/or one of the opponent's
  for (let i = 0; i < 4 && m.view(-1).toAct.includes(0) && m.view(-1).turn === 0; i++) {
    const a = m.ids(0);
    const pick = a.find((x) => x === 'pick:imp.recon-4') || a.find((x) => x === 'done' || x === 'no') ;
    assert.ok(pick, 'Luke choices: ' + a);
    m.act(0, pick);
  }
  assert.deepEqual(cardIds(P(m.view(-1), 1).inPlay), ['imp.force-2']);
});

test('EVR-PLAN-3 / Evacuation of Echo Base: Recon powers have no effect (no look, no discard)', () => {
  const m = evr({ phase: 'struggle', event: 'evacuation-of-echo-base', balance: 'rebel',
    rebel: { inPlay: ['reb.recon-4'] }, imperial: { inPlay: ['imp.force-2'], deck: ['imp.military-5', 'imp.force-5'] } });
  m.act(0, 'force:reb.recon-4');
  assert.equal(m.view(-1).turn, 1);
  assert.equal(m.view(0).peek, null);
  assert.equal(P(m.view(-1), 1).discard.length, 0);
});

test('EVR-DOM-11 / Ultimate Power in the Universe: winner takes back used strategy cards; this round card becomes used', () => {
  const m = win('ultimate-power-in-the-universe', { rebel: { strategy: { chosen: 'bureaucracy', used: ['deception', 'direct-assault'] } } },
    ['reb.military-3', 'reb.force-4'], ['imp.military-2', 'imp.force-3']);
  passOut(m);
  finishDominance(m);
  assert.equal(m.view(-1).lastResult.winner, 0);
  const s = P(m.view(0), 0).strategies;
  assert.deepEqual(s.used, ['bureaucracy']);
  assert.deepEqual([...s.unused].sort(), ['deception', 'direct-assault', 'infiltration', 'support']);
});

test('EVR-DOM-11 / Display of Power: winner picks one of the loser unused strategy cards; loser discards it', () => {
  const m = win('display-of-power', { imperial: { strategy: { chosen: 'bureaucracy', used: ['support'] } } });
  passOut(m);
  assert.equal(m.view(-1).lastResult.winner, 0);
  const a = m.ids(0).sort();
  assert.deepEqual(a, ['pick-strategy:deception', 'pick-strategy:direct-assault', 'pick-strategy:infiltration']);
  m.act(0, 'pick-strategy:deception');
  finishDominance(m);
  const s = P(m.view(1), 1).strategies;
  assert.deepEqual(s.discarded, ['deception']);
  assert.ok(!m.ids(1).includes('strategy:deception'));
  assert.deepEqual(m.ids(1).sort(), ['strategy:direct-assault', 'strategy:infiltration']);
});

test('EVR-DOM-11 / EVR-FAQ-6 / Display of Power: discarding the last unused strategy card gives all back at once', () => {
  const m = win('display-of-power', { imperial: { strategy: { chosen: 'bureaucracy', used: ['deception', 'direct-assault', 'infiltration'] } } });
  passOut(m);
  assert.equal(m.view(-1).lastResult.winner, 0);
  assert.deepEqual(m.ids(0), ['pick-strategy:support']);
  m.act(0, 'pick-strategy:support');
  finishDominance(m);
  assert.equal(m.view(-1).phase, 'planning');
  const s = P(m.view(1), 1).strategies;
  assert.deepEqual(s.used, ['bureaucracy']);
  assert.deepEqual(s.discarded, []);
  assert.deepEqual(m.ids(1).sort(), ['strategy:deception', 'strategy:direct-assault', 'strategy:infiltration', 'strategy:support']);
});

test('EVR-DOM-11 / EVR-FAQ-9 / Create a Diversion: next round the loser strategy is random, visible to its owner only', () => {
  const m = win('create-a-diversion', {}, ['reb.military-2', 'reb.force-3'], ['imp.military-2', 'imp.force-2']);
  passOut(m);
  finishDominance(m);
  const v = m.view(-1);
  assert.equal(v.lastResult.winner, 0);
  assert.equal(v.phase, 'planning');
  assert.ok(!m.ids(1).some((i) => i.startsWith('strategy:')), 'loser does not choose: ' + m.ids(1));
  assert.equal(P(m.view(1), 1).strategies.hasChosen, true);
  assert.ok(P(m.view(1), 1).strategies.chosen, 'owner may look at it (EVR-FAQ-9)');
  assert.ok(!P(m.view(0), 1).strategies.chosen, 'winner does not see it');
});

test('EVR-DOM-11 / Locate the Rebel Base: next round the loser chooses first and reveals it', () => {
  const m = win('locate-the-rebel-base');
  passOut(m);
  finishDominance(m);
  assert.equal(m.view(-1).lastResult.winner, 0);
  assert.deepEqual(m.status().toAct, [1]);
  assert.deepEqual(m.legal(0), []);
  m.act(1, 'strategy:direct-assault');
  assert.equal(P(m.view(0), 1).strategies.chosen, 'direct-assault');
  assert.ok(m.ids(0).includes('strategy:deception'));
});

test('EVR-DOM-11 / Fall of a Hero: loser moves a character from its deck to its reserve, secretly', () => {
  const m = win('fall-of-a-hero', { imperial: { deck: ['imp.darth-vader', 'imp.boba-fett'] } });
  const res = P(m.view(1), 1).reserve.count;
  passOut(m);
  assert.equal(m.view(-1).lastResult.winner, 0);
  assert.deepEqual(m.status().toAct, [1]);
  assert.deepEqual(m.ids(1).sort(), ['pick:imp.boba-fett', 'pick:imp.darth-vader']);
  m.act(1, 'pick:imp.darth-vader');
  finishDominance(m);
  assert.equal(P(m.view(1), 1).reserve.count, res + 1);
  assert.ok(cardIds(P(m.view(1), 1).reserve.cards).includes('imp.darth-vader'));
  assert.ok(!txt(m.log(0)).includes('imp.darth-vader'), 'the winner must not learn which character');
});

test('EVR-DOM-11 / Balance of the Force: winner may reorder the top 3 event cards; next event is the one put on top', () => {
  const m = win('balance-of-the-force', { eventDeck: ['battle-of-hoth', 'control-of-endor', 'heart-of-the-empire'] },
    ['reb.military-3', 'reb.force-4'], ['imp.military-2', 'imp.force-3']);
  passOut(m);
  assert.equal(m.view(-1).lastResult.winner, 0);
  const seq = [];
  for (let i = 0; i < 6 && m.view(-1).phase === 'dominance'; i++) {
    const a = m.ids(0);
    if (a.includes('yes')) { m.act(0, 'yes'); continue; }
    assert.equal(m.view(1).peek, null);
    const want = ['heart-of-the-empire', 'control-of-endor', 'battle-of-hoth'].find((e) => a.includes('pick-event:' + e));
    assert.ok(want, String(a));
    seq.push(want);
    m.act(0, 'pick-event:' + want);
  }
  assert.equal(m.view(-1).event.id, 'heart-of-the-empire');
  // the rest of the order stays hidden from the loser
  for (const seat of [1, -1]) {
    assert.ok(!txt(m.log(seat)).includes('control-of-endor'), `log(${seat}) names a hidden event`);
    assert.ok(!txt(m.view(seat)).includes('control-of-endor'), `view(${seat}) names a hidden event`);
  }
});
