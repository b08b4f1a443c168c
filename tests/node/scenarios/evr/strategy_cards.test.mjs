// EvR scenarios: the strategy cards (EVR-PLAN-4/5, EVR-DOM-2..5/15, their
// FAQ): Deception, Bureaucracy, Direct Assault, Infiltration, Support, their
// order, and the cycle of used cards.
import { test } from 'node:test';
import { evr, assert, passOut, P, finishDominance } from './table.mjs';

// Escape from Tatooine (capacity 3, target 11, 1 VP, 2 influence) with each
// side's cards in play and its chosen strategy (null: none).
function pos(reb, rs, imp, is, extra = {}) {
  return evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel', ...extra,
    rebel: { inPlay: reb, strategy: rs ? { chosen: rs } : undefined, ...(extra.rebel || {}) },
    imperial: { inPlay: imp, strategy: is ? { chosen: is } : undefined, ...(extra.imperial || {}) } });
}

// A struggle of `event` the Rebel wins 9 vs 7 unless the cards say otherwise.
function win(event, extra = {}, reb = ['reb.military-5', 'reb.force-4'], imp = ['imp.military-3', 'imp.force-4']) {
  return evr({ phase: 'struggle', event, balance: 'rebel', ...extra,
    rebel: { inPlay: reb, ...(extra.rebel || {}) }, imperial: { inPlay: imp, ...(extra.imperial || {}) } });
}

test('Deception (EVR-DOM-5 context): the would-be loser wins when neither total exceeds the target', () => {
  const m = pos(['reb.military-5', 'reb.force-5'], null, ['imp.military-4', 'imp.force-4'], 'deception');
  passOut(m);
  const r = m.view(-1).lastResult;
  assert.equal(r.winner, 1);
  assert.equal(r.why, 'deception');
  assert.equal(P(m.view(-1), 1).vp, 1);
});

test('EVR-DOM-5/EVR-FAQ-8: both Deception -> neither has an effect', () => {
  const m = pos(['reb.military-5', 'reb.force-5'], 'deception', ['imp.military-4', 'imp.force-4'], 'deception');
  passOut(m);
  const r = m.view(-1).lastResult;
  assert.equal(r.winner, 0);
  assert.deepEqual(r.cancelled, [true, true]);
  assert.deepEqual(r.cancelledWhy, ['cancelEachOther', 'cancelEachOther']);
});

test('EVR-DOM-2 / Deception does not swap when the opponent total exceeds the target (card text)', () => {
  const m = pos(['reb.military-5', 'reb.force-4'], 'deception', ['imp.military-5', 'imp.force-5', 'imp.recon-2'], null);
  passOut(m);
  const r = m.view(-1).lastResult;
  assert.equal(r.winner, 0);
  assert.equal(r.why, 'onlyUnder');
});

test('Deception is mandatory (EVR-FAQ-7): the would-be winner who chose it loses the event', () => {
  const m = win('escape-from-tatooine', { rebel: { strategy: { chosen: 'deception' } } });
  passOut(m);
  const r = m.view(-1).lastResult;
  assert.equal(r.winner, 1);
  assert.equal(r.why, 'deception');
});

test('EVR-DOM-2 / EVR-DOM-7 / Deception vs balance-token tie: the side that would win the tie loses it', () => {
  const m = win('escape-from-tatooine', { balance: 'rebel', imperial: { strategy: { chosen: 'deception' } } },
    ['reb.military-5', 'reb.force-4'], ['imp.military-5', 'imp.force-4']);
  passOut(m);
  const r = m.view(-1).lastResult;
  assert.equal(r.winner, 1);
  assert.equal(r.why, 'deception');
  assert.equal(r.balance, 'rebel');
});

test('EVR-DOM-3: the strategy of a player over the target has no effect (Bureaucracy)', () => {
  const m = pos(['reb.military-5', 'reb.force-5', 'reb.recon-2'], 'bureaucracy', ['imp.military-4', 'imp.force-4'], null,
    { rebel: { influence: 0 } });
  passOut(m);
  const v = m.view(-1);
  assert.equal(v.lastResult.winner, 1);
  assert.deepEqual(v.lastResult.cancelled, [true, false]);
  assert.equal(v.lastResult.cancelledWhy[0], 'overTarget');
  assert.equal(P(v, 0).influence, 0, 'cancelled Bureaucracy gives nothing');
});

test('EVR-DOM-3: Support of a player over the target does nothing (no prompt, reserve unchanged)', () => {
  const m = win('escape-from-tatooine', { rebel: { strategy: { chosen: 'support' } } },
    ['reb.military-5', 'reb.force-5', 'reb.recon-2'], ['imp.military-3', 'imp.force-4']);
  const res = P(m.view(0), 0).reserve.count;
  passOut(m);
  assert.equal(m.view(-1).phase, 'planning');
  assert.equal(P(m.view(0), 0).reserve.count, res);
  assert.deepEqual(m.view(-1).lastResult.cancelledWhy, ['overTarget', null]);
});

test('EVR-DOM-3: Infiltration of a player over the target has no effect next round', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.military-5', 'reb.force-5', 'reb.recon-2'], strategy: { chosen: 'infiltration' } },
    imperial: { inPlay: ['imp.military-3', 'imp.force-4'] } });
  passOut(m);
  finishDominance(m);
  assert.equal(m.view(-1).phase, 'planning');
  assert.ok(!m.ids(0).some((i) => i.startsWith('strategy-for-opponent:')));
  assert.ok(m.ids(1).some((i) => i.startsWith('strategy:')), 'imperial chooses its own card');
});

test('EVR-DOM-2 / Bureaucracy: loser under the target takes 2 influence', () => {
  const m = pos(['reb.military-3', 'reb.force-3'], 'bureaucracy', ['imp.military-4', 'imp.force-4'], null,
    { rebel: { influence: 0 } });
  passOut(m);
  const v = m.view(-1);
  assert.equal(v.lastResult.winner, 1);
  assert.equal(P(v, 0).influence, 2);
});

test('EVR-DOM-2 / Bureaucracy after Deception: the player who lost by the swap takes 2 influence', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.military-5', 'reb.force-5'], strategy: { chosen: 'bureaucracy' }, influence: 0 },
    imperial: { inPlay: ['imp.military-4', 'imp.force-4'], strategy: { chosen: 'deception' } } });
  passOut(m);
  assert.equal(m.view(-1).lastResult.winner, 1);
  assert.equal(P(m.view(0), 0).influence, 2);
});

test('EVR-DOM-2 / Direct Assault: +2 to the total decides the event (OQ-EVR-09)', () => {
  const m = pos(['reb.military-5', 'reb.force-4'], 'direct-assault', ['imp.military-5', 'imp.force-5'], null, { balance: 'imperial' });
  passOut(m);
  const r = m.view(-1).lastResult;
  assert.deepEqual(r.totals, [9, 10]);
  assert.deepEqual(r.finalTotals, [11, 10]);
  assert.equal(r.winner, 0);
});

test('EVR-DOM-2 / Direct Assault can push its own total over the target (OQ-EVR-09)', () => {
  const m = pos(['reb.military-5', 'reb.force-5'], 'direct-assault', ['imp.military-4', 'imp.force-4'], null);
  passOut(m);
  const r = m.view(-1).lastResult;
  assert.deepEqual(r.finalTotals, [12, 8]);
  assert.equal(r.winner, 1);
});

test('EVR-PLAN-4/EVR-DOM-15: a used strategy cannot be chosen; after the last one all come back', () => {
  const m = pos(['reb.military-5', 'reb.force-4'], null, ['imp.military-3', 'imp.force-4'], null, {
    rebel: { inPlay: ['reb.military-5', 'reb.force-4'], strategy: { chosen: 'bureaucracy', used: ['support', 'deception', 'direct-assault', 'infiltration'] } },
    imperial: { inPlay: ['imp.military-3', 'imp.force-4'], strategy: { chosen: 'direct-assault', used: ['bureaucracy'] } },
  });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  passOut(m);
  const v = m.view(-1);
  assert.equal(v.phase, 'planning');
  const reb = m.view(0);
  assert.deepEqual(P(reb, 0).strategies.used, []);
  assert.equal(P(reb, 0).strategies.faceDown, 5);
  assert.equal(m.ids(0).filter((i) => i.startsWith('strategy:')).length, 5);
  const imp = m.ids(1).filter((i) => i.startsWith('strategy:')).sort();
  assert.deepEqual(imp, ['strategy:deception', 'strategy:infiltration', 'strategy:support']);
});

test('Infiltration (OQ-EVR-15, EVR-PLAN-5, EVR-FAQ-9): next round the Infiltration player chooses the opponent card', () => {
  const m = pos(['reb.military-5', 'reb.force-4'], 'infiltration', ['imp.military-3', 'imp.force-4'], 'direct-assault', {
    imperial: { inPlay: ['imp.military-3', 'imp.force-4'], strategy: { chosen: 'direct-assault', used: ['deception'] } } });
  passOut(m);
  assert.equal(m.view(-1).phase, 'planning');
  // imperial has no strategy:* for itself until rebel chose for it
  const ri = m.ids(0);
  assert.ok(ri.some((i) => i.startsWith('strategy-for-opponent:')), 'rebel chooses for imperial: ' + ri);
  const forOpp = ri.filter((i) => i.startsWith('strategy-for-opponent:')).sort();
  assert.deepEqual(forOpp, ['strategy-for-opponent:bureaucracy', 'strategy-for-opponent:infiltration', 'strategy-for-opponent:support']);
  assert.ok(!m.ids(1).some((i) => i.startsWith('strategy:')), 'imperial does not choose its own card');
  m.act(0, 'strategy-for-opponent:bureaucracy');
  // EVR-FAQ-9: the owner may look at it
  assert.equal(P(m.view(1), 1).strategies.chosen, 'bureaucracy');
  assert.equal(P(m.view(1), 1).strategies.hasChosen, true);
  // the rebel still chooses its own (infiltration is used now)
  const own = m.ids(0).filter((i) => i.startsWith('strategy:'));
  assert.ok(own.length === 4 && !own.includes('strategy:infiltration'), 'rebel own choices: ' + own);
});

test('EVR-FAQ-10: both Infiltration -> neither sees its own card until both have chosen', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.military-5', 'reb.force-4'], strategy: { chosen: 'infiltration' } },
    imperial: { inPlay: ['imp.military-3', 'imp.force-4'], strategy: { chosen: 'infiltration' } } });
  passOut(m);
  assert.ok(m.ids(1).every((i) => i.startsWith('strategy-for-opponent:')));
  m.act(0, 'strategy-for-opponent:bureaucracy');
  assert.ok(!P(m.view(1), 1).strategies.chosen, 'imperial must not see yet');
  assert.ok(!JSON.stringify(m.log(1)).includes('bureaucracy'));
  m.act(1, 'strategy-for-opponent:support');
  assert.equal(P(m.view(1), 1).strategies.chosen, 'bureaucracy');
  assert.equal(P(m.view(0), 0).strategies.chosen, 'support');
  assert.equal(m.view(-1).phase, 'struggle');
});

test('EVR-DOM-2 / EVR-FAQ-5 / Support: when revealed, a reserve character is shuffled into the resource deck', () => {
  const m = pos(['reb.military-5', 'reb.force-4'], 'support', ['imp.military-3', 'imp.force-4'], null,
    { rebel: { reserve: ['reb.yoda'], inPlay: ['reb.military-5', 'reb.force-4'], strategy: { chosen: 'support' } } });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  const v0 = m.view(0);
  const total = P(v0, 0).deck.count + P(v0, 0).inPlay.length;
  const reserve = P(v0, 0).reserve.count;
  passOut(m);
  // may need a pick from the reserve
  for (let i = 0; i < 3 && m.view(-1).phase === 'dominance'; i++) {
    const ids = m.ids(0);
    const pick = ids.find((x) => x.startsWith('pick:'));
    assert.ok(pick, 'expected a pick: ' + ids);
    m.act(0, pick);
  }
  const v = m.view(0);
  assert.equal(P(v, 0).reserve.count, reserve - 1);
  assert.equal(P(v, 0).deck.count, total + 1);
});

test('OQ-EVR-09: both Support -> the faction on the balance token resolves first', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'imperial',
    rebel: { inPlay: ['reb.military-5', 'reb.force-4'], strategy: { chosen: 'support' } },
    imperial: { inPlay: ['imp.military-3', 'imp.force-4'], strategy: { chosen: 'support' } } });
  passOut(m);
  assert.equal(m.view(-1).phase, 'dominance');
  assert.deepEqual(m.status().toAct, [1]);
  assert.equal(m.view(-1).lastResult.winner, null, 'no result before the strategies resolved');
  m.act(1, m.ids(1)[0]);
  assert.deepEqual(m.status().toAct, [0]);
  m.act(0, m.ids(0)[0]);
  assert.equal(m.view(-1).lastResult.winner, 0);
});
