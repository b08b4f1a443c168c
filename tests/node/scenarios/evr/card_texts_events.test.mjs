// EvR black-box scenarios, card texts: events: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, passOut, evr } from './table.mjs';
import { pos, R, I, pl, toAct, ids } from './setup_builders.mjs';

// Rebel total 10 / Imperial 3 unless overridden.
function end(ev, r = {}, i = {}, extra = {}) {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'], ...r }, { inPlay: ['imp.military-3'], ...i }, { event: ev, ...extra });
  passOut(m);
  return m;
}
const v = (m) => m.view(-1);

const TABLE = {
  'acquire-the-death-star-plans': [3, 13, 2, 1], 'attack-on-echo-base': [3, 9, 2, 1], 'balance-of-the-force': [5, 7, 1, 2],
  'battle-of-endor': [5, 17, 3, 0], 'battle-of-hoth': [5, 17, 3, 0], 'battle-of-yavin': [4, 15, 3, 0], 'control-of-endor': [2, 9, 1, 2],
  'create-a-diversion': [2, 5, 1, 2], 'destroy-the-shield-generator': [2, 8, 2, 1], 'diplomatic-freedom': [3, 11, 1, 2],
  'display-of-power': [4, 10, 3, 0], 'duel-on-cloud-city': [6, 21, 3, 0], 'escape-from-tatooine': [3, 11, 1, 2],
  'evacuation-of-echo-base': [4, 15, 2, 1], 'fall-of-a-hero': [3, 9, 1, 2], 'heart-of-the-empire': [4, 13, 1, 2],
  'locate-the-rebel-base': [5, 9, 1, 2], 'most-desperate-hour': [4, 13, 1, 2], 'negotiate-with-the-hutts': [3, 13, 3, 0],
  'occupation-of-cloud-city': [2, 5, 2, 1], 'rebel-uprising': [6, 19, 1, 2], 'rescue-mission-to-cloud-city': [3, 7, 1, 2],
  'securing-the-rebel-base-on-yavin-4': [2, 9, 1, 2], 'ultimate-power-in-the-universe': [3, 7, 2, 1],
};
const GEN = (f) => ['diplomacy', 'force', 'military', 'recon'].flatMap((t) => [2, 3, 4, 5].map((n) => `${f}.${t}-${n}`));

test('EVR-COMP-4 / EVR-STRUGGLE-4: all 24 events: view numbers match the card table; play offered below capacity, not at capacity', () => {
  for (const [ev, [cap, tgt, vp, inf]] of Object.entries(TABLE)) {
    const full = GEN('reb').filter((c) => !c.startsWith('reb.military')).slice(0, cap);
    let m = pos({ inPlay: full }, { inPlay: ['imp.force-2'] }, { event: ev });
    const e = v(m).event;
    assert.deepEqual([e.capacity, e.target, e.vp, e.influence], [cap, tgt, vp, inf], ev);
    assert.equal(pl(m, R).capacity, cap, ev);
    assert.ok(!m.ids(R).includes('play'), ev + ' at capacity');
    m = pos({ inPlay: full.slice(0, cap - 1) }, { inPlay: ['imp.force-2'] }, { event: ev });
    assert.ok(m.ids(R).includes('play'), ev + ' below capacity');
  }
});

test('EVR-DOM-6/9/10 / events without text: the winner gets exactly the printed VP and influence (all 8 no-text events)', () => {
  for (const ev of ['battle-of-hoth', 'battle-of-yavin', 'control-of-endor', 'diplomatic-freedom', 'escape-from-tatooine', 'heart-of-the-empire', 'rescue-mission-to-cloud-city', 'securing-the-rebel-base-on-yavin-4']) {
    const [, tgt, vp, inf] = TABLE[ev];
    // Imperial 2 (within every target), Rebel over the target -> Imperial wins
    const over = tgt >= 10 ? ['reb.military-5', 'reb.force-5', 'reb.recon-5'] : ['reb.military-5', 'reb.force-5'];
    const m = end(ev, { inPlay: over.slice(0, TABLE[ev][0]) }, { inPlay: ['imp.force-2'] });
    const tot = pl(m, R, -1);
    if (v(m).lastResult.totals[0] <= tgt) continue; // capacity too small to exceed: skip
    assert.equal(v(m).lastResult.winner, I, ev);
    assert.equal(pl(m, I, -1).vp, vp, ev);
    assert.equal(pl(m, I, -1).influence, 2 + inf, ev);
    assert.equal(pl(m, R, -1).influence, 2, ev);
    assert.deepEqual(ids(pl(m, I, -1).wonEvents), [ev]);
  }
});

test('EVR-DOM-11 / Acquire the Death Star Plans: Rebel wins 2 VP, +1 influence; Imperial loser 3 -> 1 influence', () => {
  const m = end('acquire-the-death-star-plans', {}, { influence: 3 });
  assert.equal(v(m).lastResult.winner, R);
  assert.equal(pl(m, R, -1).vp, 2);
  assert.equal(pl(m, R, -1).influence, 3);
  assert.equal(pl(m, I, -1).influence, 1);
});

test('EVR-DOM-11 / Destroy the Shield Generator: Imperial wins 2 VP, +1 influence; Rebel loser 5 -> 3 influence', () => {
  const m = end('destroy-the-shield-generator', { inPlay: ['reb.military-5', 'reb.force-5'], influence: 5 }, { inPlay: ['imp.military-3', 'imp.force-4'] });
  assert.equal(v(m).lastResult.winner, I);
  assert.equal(pl(m, I, -1).vp, 2);
  assert.equal(pl(m, I, -1).influence, 3);
  assert.equal(pl(m, R, -1).influence, 3);
});

test('EVR-DOM-11 / Acquire the Death Star Plans + Bureaucracy: loser takes 2 then discards 2 (net 0)', () => {
  const m = end('acquire-the-death-star-plans', {}, { influence: 1, strategy: { chosen: 'bureaucracy' } });
  assert.equal(v(m).lastResult.winner, R);
  // Bureaucracy (winner-dependent strategy) resolves before the event effect: 1 + 2 - 2 = 1
  assert.equal(pl(m, I, -1).influence, 1);
});

test('OQ-EVR-11 / Destroy the Shield Generator: both over the target: nobody discards influence', () => {
  const m = end('destroy-the-shield-generator', { inPlay: ['reb.military-5', 'reb.force-5'] }, { inPlay: ['imp.military-5', 'imp.force-4'] });
  assert.equal(v(m).lastResult.winner, null);
  assert.deepEqual(v(m).players.map((p) => p.influence), [2, 2]);
});

test('EVR-DOM-11 / Balance of the Force: the winner may keep the order (done at once): the top event is next', () => {
  const m = end('balance-of-the-force', { inPlay: ['reb.force-2', 'reb.recon-2'] }, { inPlay: ['imp.military-5', 'imp.force-3'] }, { eventDeck: ['battle-of-hoth', 'battle-of-yavin', 'control-of-endor'] });
  assert.equal(v(m).lastResult.winner, R);
  assert.deepEqual(toAct(m), [R]);
  assert.deepEqual(m.ids(I), []);
  m.act(R, 'done');
  assert.equal(v(m).round, 2);
  assert.equal(v(m).event.id, 'battle-of-hoth');
  assert.equal(pl(m, R, -1).influence, 4);
});

test('EVR-DOM-11 / Balance of the Force: the winner puts the 3rd event on top; the next round reveals it; only the top 3 are offered', () => {
  const m = end('balance-of-the-force', { inPlay: ['reb.force-2', 'reb.recon-2'] }, { inPlay: ['imp.military-5', 'imp.force-3'] }, { eventDeck: ['battle-of-hoth', 'battle-of-yavin', 'control-of-endor', 'fall-of-a-hero'] });
  assert.deepEqual(m.ids(R).sort(), ['done', 'pick-event:battle-of-hoth', 'pick-event:battle-of-yavin', 'pick-event:control-of-endor']);
  m.act(R, 'pick-event:control-of-endor');
  m.act(R, 'done');
  assert.equal(v(m).event.id, 'control-of-endor');
});

test('EVR-DOM-11 / Display of Power: only the loser\'s unused cards are offered; the discarded one is unavailable next planning', () => {
  const m = end('display-of-power', {}, { strategy: { used: ['deception'], discarded: ['support'] } });
  assert.equal(v(m).lastResult.winner, R);
  assert.deepEqual(m.ids(R).sort(), ['pick-strategy:bureaucracy', 'pick-strategy:direct-assault', 'pick-strategy:infiltration']);
  m.act(R, 'pick-strategy:infiltration');
  assert.equal(v(m).phase, 'planning');
  assert.deepEqual(m.ids(I).sort(), ['strategy:bureaucracy', 'strategy:direct-assault']);
  assert.equal(pl(m, R, -1).vp, 3);
  assert.equal(pl(m, R, -1).influence, 2);
});

test('OQ-EVR-11 / Display of Power: both over the target: no strategy card is discarded', () => {
  const m = end('display-of-power', { inPlay: ['reb.military-5', 'reb.force-5', 'reb.recon-5'] }, { inPlay: ['imp.military-5', 'imp.force-4', 'imp.recon-3'] });
  assert.equal(v(m).phase, 'planning');
  assert.deepEqual(v(m).players.map((p) => p.strategies.discarded), [[], []]);
});

test('EVR-DOM-11 / Fall of a Hero: the loser chooses between the characters in its deck; a character in play is not offered', () => {
  const m = end('fall-of-a-hero', { inPlay: ['reb.military-5', 'reb.force-5', 'reb.luke-skywalker'], deck: ['reb.yoda', 'reb.han-solo'] }, {});
  assert.equal(v(m).lastResult.winner, I);
  assert.deepEqual(m.ids(R).sort(), ['pick:reb.han-solo', 'pick:reb.yoda']);
  assert.equal(m.view(R).prompt.secret, true);
  m.act(R, 'pick:reb.han-solo');
  const me = pl(m, R);
  assert.ok(ids(me.reserve.cards).includes('reb.han-solo'));
  assert.ok(!ids(me.reserve.cards).includes('reb.yoda'));
  assert.equal(me.reserve.count, 6); // 8 - yoda - han (deck) - luke (play) + han
  assert.equal(pl(m, I, -1).vp, 1);
  assert.equal(pl(m, I, -1).influence, 4);
});

test('EVR-DOM-11 / Fall of a Hero: a loser with no character in its deck moves nothing (no prompt)', () => {
  const m = end('fall-of-a-hero', { inPlay: ['reb.military-5', 'reb.force-5', 'reb.yoda'] }, {});
  assert.equal(v(m).lastResult.winner, I);
  assert.equal(v(m).phase, 'planning');
  assert.equal(pl(m, R, -1).reserve.count, 7);
});

test('EVR-DOM-11 / Negotiate with the Hutts: the winner (not the loser) moves a character from its deck to its reserve; 3 VP, 0 influence', () => {
  const m = end('negotiate-with-the-hutts', { deck: ['reb.yoda', 'reb.han-solo'] }, { deck: ['imp.ig-88'] });
  assert.equal(v(m).lastResult.winner, R);
  assert.deepEqual(toAct(m), [R]);
  assert.deepEqual(m.ids(R).sort(), ['pick:reb.han-solo', 'pick:reb.yoda']);
  m.act(R, 'pick:reb.yoda');
  assert.ok(ids(pl(m, R).reserve.cards).includes('reb.yoda'));
  assert.equal(pl(m, R).reserve.count, 7);
  assert.equal(pl(m, I, -1).reserve.count, 7);
  assert.equal(pl(m, R, -1).vp, 3);
  assert.equal(pl(m, R, -1).influence, 2);
  assert.equal(pl(m, R, -1).deck.count, 17);
});

test('EVR-DOM-11 / Occupation of Cloud City: the winner may decline (done): reserve unchanged; 2 VP, 1 influence', () => {
  const m = end('occupation-of-cloud-city', { inPlay: ['reb.recon-2', 'reb.force-3'] }, { inPlay: ['imp.force-2'] });
  assert.equal(v(m).lastResult.winner, R);
  m.act(R, 'done');
  assert.equal(pl(m, R, -1).reserve.count, 8);
  assert.equal(pl(m, R, -1).deck.count, 16);
  assert.equal(pl(m, R, -1).vp, 2);
  assert.equal(pl(m, R, -1).influence, 3);
});

test('EVR-DOM-11 / Rebel Uprising: the Imperial winner shuffles a reserve character into its deck', () => {
  const m = end('rebel-uprising', { inPlay: ['reb.military-5', 'reb.force-5', 'reb.recon-5', 'reb.diplomacy-5'] }, { inPlay: ['imp.military-3'] });
  assert.equal(v(m).lastResult.winner, I);
  assert.deepEqual(toAct(m), [I]);
  assert.ok(m.ids(I).includes('pick:imp.darth-vader'));
  assert.equal(m.view(I).prompt.secret, true);
  m.act(I, 'pick:imp.darth-vader');
  assert.equal(pl(m, I).reserve.count, 7);
  assert.ok(!ids(pl(m, I).reserve.cards).includes('imp.darth-vader'));
  assert.equal(pl(m, I).deck.count, 17);
  assert.equal(pl(m, I, -1).vp, 1);
  assert.equal(pl(m, I, -1).influence, 4);
});

test('EVR-DOM-11 / Ultimate Power in the Universe: the winner\'s used and discarded cards come back; the loser\'s do not', () => {
  const m = end('ultimate-power-in-the-universe', { inPlay: ['reb.recon-2', 'reb.force-3'], strategy: { chosen: 'support', used: ['bureaucracy'], discarded: ['deception'] } },
    { inPlay: ['imp.force-2'], strategy: { chosen: 'infiltration', used: ['bureaucracy'] } });
  while (v(m).phase === 'dominance') { const s = toAct(m)[0]; m.act(s, m.ids(s)[0]); }
  assert.equal(v(m).lastResult.winner, R);
  const rs = pl(m, R, -1).strategies;
  assert.deepEqual(rs.used, ['support']);
  assert.deepEqual(rs.discarded, []);
  assert.equal(rs.faceDown, 4);
  assert.deepEqual(pl(m, I, -1).strategies.used.sort(), ['bureaucracy', 'infiltration']);
});

test('EVR-DOM-11 / Create a Diversion: the winner still chooses its own card; the loser gets none to choose', () => {
  const m = end('create-a-diversion', { inPlay: ['reb.recon-2', 'reb.force-3'] }, { inPlay: ['imp.military-3', 'imp.force-3'] });
  assert.equal(v(m).lastResult.winner, R);
  assert.equal(v(m).phase, 'planning');
  assert.ok(m.ids(R).some((a) => a.startsWith('strategy:')));
  assert.deepEqual(m.ids(I), []);
  assert.equal(pl(m, I).strategies.hasChosen, true);
  assert.ok(pl(m, I).strategies.chosen);
  assert.equal(pl(m, I, R).strategies.chosen ?? null, null);
});

test('EVR-DOM-11 / Locate the Rebel Base: Imperial loser chooses first; its choice is shown to the Rebel before the Rebel chooses', () => {
  const m = end('locate-the-rebel-base', { inPlay: ['reb.recon-2', 'reb.force-3'] }, { inPlay: ['imp.military-5', 'imp.force-5'] });
  assert.equal(v(m).lastResult.winner, R);
  assert.deepEqual(toAct(m), [I]);
  assert.deepEqual(m.ids(R), []);
  m.act(I, 'strategy:direct-assault');
  assert.deepEqual(toAct(m), [R]);
  const seen = pl(m, I, R).strategies;
  assert.equal(seen.chosen, 'direct-assault');
});

test('EVR-DOM-11 / Display of Power: the loser\'s card chosen this round is not offered (it is not unused); Bureaucracy still pays', () => {
  const m = end('display-of-power', {}, { strategy: { chosen: 'bureaucracy', used: ['support'] } });
  assert.deepEqual(m.ids(R).sort(), ['pick-strategy:deception', 'pick-strategy:direct-assault', 'pick-strategy:infiltration']);
  assert.equal(pl(m, I, -1).influence, 4);
  m.act(R, 'pick-strategy:deception');
  const s = pl(m, I, -1).strategies;
  assert.deepEqual(s.discarded, ['deception']);
  assert.deepEqual(s.used.sort(), ['bureaucracy', 'support']);
  assert.equal(s.faceDown, 2);
});

test('EVR-FAQ-6 / OQ-EVR-14 / Display of Power on the loser\'s last unused card: all others come back; this round\'s card becomes used', () => {
  const m = end('display-of-power', {}, { strategy: { chosen: 'bureaucracy', used: ['support', 'deception', 'infiltration'] } });
  assert.deepEqual(m.ids(R), ['pick-strategy:direct-assault']);
  m.act(R, 'pick-strategy:direct-assault');
  const s = pl(m, I, -1).strategies;
  assert.deepEqual(s.used, ['bureaucracy']);
  assert.deepEqual(s.discarded, []);
  assert.deepEqual(m.ids(I).sort(), ['strategy:deception', 'strategy:direct-assault', 'strategy:infiltration', 'strategy:support']);
});

test('EVR-DOM-11 / Occupation of Cloud City: a winner with an empty reserve gets no prompt', () => {
  const all = ['reb.chewbacca', 'reb.han-solo', 'reb.lando-calrissian', 'reb.leia-organa', 'reb.luke-skywalker', 'reb.obi-wan-kenobi', 'reb.r2-d2-c-3po', 'reb.yoda'];
  const m = end('occupation-of-cloud-city', { inPlay: ['reb.recon-2', 'reb.force-3'], deck: all }, { inPlay: ['imp.force-2'] });
  assert.equal(v(m).lastResult.winner, R);
  assert.equal(v(m).phase, 'planning');
  assert.equal(pl(m, R, -1).vp, 2);
});

test('EVR-DOM-11 / Negotiate with the Hutts: a winner with no character in its deck moves nothing', () => {
  const m = end('negotiate-with-the-hutts', { inPlay: ['reb.military-5', 'reb.yoda'] }, {});
  assert.equal(v(m).lastResult.winner, R);
  assert.equal(v(m).phase, 'planning');
  assert.equal(pl(m, R, -1).reserve.count, 7);
  assert.equal(pl(m, R, -1).vp, 3);
});
