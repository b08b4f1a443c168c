// EvR black-box scenarios, card texts: more: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, passOut } from './table.mjs';
import { pos, R, I, inPlay, card, disc, pl, toAct, ids } from './setup_builders.mjs';
const v = (m) => m.view(-1);

test('EVR-STRUGGLE-5 / Han Solo "then shuffle the deck": the named top card is not always the next card played', () => {
  const seen = new Set();
  for (let seed = 1; seed <= 12; seed++) {
    const m = new (pos({}, {}).constructor)({ game: 'evr', seed, options: { rebelSeat: 0 }, setup: { phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel', rebel: { inPlay: ['reb.han-solo'], deck: ['reb.force-2', 'reb.recon-3', 'reb.diplomacy-4'] }, imperial: { inPlay: ['imp.force-3'] } } });
    m.act(R, 'force:reb.han-solo');
    m.act(R, 'pick:reb.military-5');
    m.act(I, 'pass');
    m.act(R, 'play');
    seen.add(inPlay(m, R).find((c) => !['reb.han-solo', 'reb.military-5'].includes(c)));
  }
  assert.ok(seen.size > 1, `always ${[...seen]}`);
});

test('EVR-STRUGGLE-5 / IG-88 "shuffle that deck": below the chosen top card the order is shuffled', () => {
  const seen = new Set();
  for (let seed = 1; seed <= 12; seed++) {
    const m = new (pos({}, {}).constructor)({ game: 'evr', seed, options: { rebelSeat: 0 }, setup: { phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial', rebel: { inPlay: ['reb.force-2'] }, imperial: { inPlay: ['imp.ig-88'], deck: ['imp.force-2', 'imp.recon-3', 'imp.diplomacy-4'] } } });
    m.act(I, 'force:imp.ig-88');
    m.act(I, 'deck:imperial');
    m.act(I, 'pick:imp.military-2');
    m.act(I, 'pick:imp.military-5');
    m.act(R, 'pass'); m.act(I, 'play'); m.act(R, 'pass'); m.act(I, 'play');
    const ip = inPlay(m, I);
    assert.ok(ip.includes('imp.military-5'));
    seen.add(ip.find((c) => !['imp.ig-88', 'imp.military-5'].includes(c)));
  }
  assert.ok(seen.size > 1, `always ${[...seen]}`);
});

test('EVR-STRUGGLE-5 / Leia Organa shuffles the character into the deck: the named top card is not always next', () => {
  const seen = new Set();
  for (let seed = 1; seed <= 12; seed++) {
    const m = new (pos({}, {}).constructor)({ game: 'evr', seed, options: { rebelSeat: 0 }, setup: { phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel', rebel: { inPlay: ['reb.leia-organa'], deck: ['reb.force-2', 'reb.recon-3'] }, imperial: { inPlay: ['imp.force-3'] } } });
    m.act(R, 'force:reb.leia-organa');
    m.act(R, 'pick:reb.yoda');
    m.act(R, 'no');
    m.act(I, 'pass');
    m.act(R, 'play');
    seen.add(inPlay(m, R).find((c) => c !== 'reb.leia-organa'));
  }
  assert.ok(seen.size > 1, `always ${[...seen]}`);
});

test('EVR-DOM-7 / Fall of a Hero: equal totals, balance Imperial: the Rebel loses the tie and moves a deck character', () => {
  const m = pos({ inPlay: ['reb.military-5'], deck: ['reb.yoda'] }, { inPlay: ['imp.military-5'] }, { event: 'fall-of-a-hero', balance: 'imperial', toAct: 'rebel' });
  passOut(m);
  assert.equal(v(m).lastResult.winner, I);
  assert.equal(v(m).lastResult.why, 'balanceTie');
  assert.deepEqual(toAct(m), [R]);
  m.act(R, 'pick:reb.yoda');
  assert.ok(ids(pl(m, R).reserve.cards).includes('reb.yoda'));
});

test('EVR-DOM-11 + Deception: Acquire the Death Star Plans: the would-be winner that lost by the swap discards 2 influence', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'], influence: 2 }, { inPlay: ['imp.military-3'], influence: 2, strategy: { chosen: 'deception' } }, { event: 'acquire-the-death-star-plans' });
  passOut(m);
  assert.equal(v(m).lastResult.winner, I);
  assert.equal(v(m).lastResult.why, 'deception');
  assert.equal(pl(m, R, -1).influence, 0);
  assert.equal(pl(m, I, -1).influence, 3);
  assert.equal(pl(m, I, -1).vp, 2);
});

test('EVR-DOM-14: equal VP after the round (Imperial had 1, Rebel wins 1): balance shows the loser (Imperial)', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'] }, { inPlay: ['imp.military-3'], won: ['control-of-endor'] }, { event: 'escape-from-tatooine', balance: 'rebel' });
  passOut(m);
  assert.deepEqual(v(m).players.map((p) => p.vp), [1, 1]);
  assert.equal(v(m).balance, 'imperial');
});

test('EVR-DOM-14 / OQ-EVR-12: no winner with equal VP: the balance token stays', () => {
  for (const b of ['rebel', 'imperial']) {
    const m = pos({ inPlay: ['reb.military-5', 'reb.force-5', 'reb.recon-5'] }, { inPlay: ['imp.military-5', 'imp.force-5', 'imp.recon-5'] }, { event: 'escape-from-tatooine', balance: b });
    passOut(m);
    assert.equal(v(m).lastResult.winner, null);
    assert.equal(v(m).balance, b);
    assert.deepEqual(ids(v(m).players[0].wonEvents), []);
  }
});

test('EVR-DOM-8: an event nobody won goes to the bottom: deck count unchanged after the next reveal, reappears last', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5', 'reb.recon-5'] }, { inPlay: ['imp.military-5', 'imp.force-5', 'imp.recon-5'] }, { event: 'escape-from-tatooine', eventDeck: ['battle-of-hoth'] });
  const before = v(m).eventDeck.count;
  passOut(m);
  assert.equal(v(m).event.id, 'battle-of-hoth');
  assert.equal(v(m).eventDeck.count, before);
});

test('api.md Setup: a "planning" position names no chosen strategy: rejected with or without a named event', () => {
  const M = pos({}, {}).constructor;
  const withEvent = new M({ game: 'evr', seed: 1, options: { rebelSeat: 0 }, setup: { phase: 'planning', event: 'battle-of-hoth', rebel: { strategy: { chosen: 'support' } } } });
  assert.equal(withEvent.startResult.error?.code, 'bad_setup');
  const noEvent = new M({ game: 'evr', seed: 1, options: { rebelSeat: 0 }, setup: { phase: 'planning', rebel: { strategy: { chosen: 'support' } } } });
  // EVR-PLAN-4: the players choose their strategy in the planning phase; the setup must not pre-choose it
  assert.equal(noEvent.startResult.error?.code, 'bad_setup', 'accepted: Rebel starts planning with Support already chosen: ' + JSON.stringify(noEvent.startResult));
});

test('EVR-DOM-11 / Create a Diversion: the loser\'s random card is always one of its unused cards (10 seeds)', () => {
  const M = pos({}, {}).constructor;
  const seen = new Set();
  for (let seed = 1; seed <= 10; seed++) {
    const m = new M({ game: 'evr', seed, options: { rebelSeat: 0 }, setup: { phase: 'struggle', event: 'create-a-diversion', balance: 'rebel', rebel: { inPlay: ['reb.recon-2', 'reb.force-2'] }, imperial: { inPlay: ['imp.military-3', 'imp.force-3'], strategy: { used: ['support', 'deception', 'bureaucracy'] } } } });
    passOut(m);
    const ch = pl(m, I).strategies.chosen;
    assert.ok(['direct-assault', 'infiltration'].includes(ch), `seed ${seed}: ${ch}`);
    seen.add(ch);
  }
  assert.equal(seen.size, 2);
});

test('EVR-DOM-3: both over the target: both Direct Assaults cancelled, nobody wins', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5', 'reb.recon-5'], strategy: { chosen: 'direct-assault' } }, { inPlay: ['imp.military-5', 'imp.force-5', 'imp.recon-2'], strategy: { chosen: 'direct-assault' } }, { event: 'escape-from-tatooine' });
  passOut(m);
  const lr = v(m).lastResult;
  assert.deepEqual(lr.cancelledWhy, ['overTarget', 'overTarget']);
  assert.deepEqual(lr.finalTotals, [15, 12]);
  assert.equal(lr.winner, null);
  assert.equal(lr.why, 'noWinner');
});

test('EVR-STRUGGLE-10: a Use the Force with a prompt (Chewbacca) after a pass resets the run: the next pass does not end the struggle', () => {
  const m = pos({ inPlay: ['reb.chewbacca'] }, { inPlay: ['imp.force-3'] }, { passes: 1 });
  m.act(R, 'force:reb.chewbacca');
  m.act(R, 'done');
  assert.equal(v(m).passes, 0);
  m.act(I, 'pass');
  assert.equal(v(m).phase, 'struggle');
  assert.deepEqual(toAct(m), [R]);
  m.act(R, 'pass');
  assert.notEqual(v(m).phase, 'struggle');
});

test('api.md View: during the Support prompt in Dominance the other seat sees waitingFor and no prompt', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'], strategy: { chosen: 'support' } }, { inPlay: ['imp.military-3'] });
  passOut(m);
  assert.deepEqual(toAct(m), [R]);
  const vi = m.view(I);
  assert.equal(vi.prompt, null);
  assert.deepEqual(vi.waitingFor, [R]);
  assert.deepEqual(m.ids(I), []);
  assert.equal(vi.lastResult.winner, null); // no result until the winner is determined
  assert.deepEqual(vi.lastResult.strategies, ['support', null]);
});

test('EVR-STRUGGLE-5 / Emperor Palpatine vs a card chosen by Infiltration: the Rebel (not the Imperial chooser) picks the new card', () => {
  const M = pos({}, {}).constructor;
  const m = new M({ game: 'evr', seed: 3, options: { rebelSeat: 0 }, setup: { phase: 'planning', event: 'battle-of-hoth', balance: 'imperial', rebel: { next: { chooser: 'opponent' } }, imperial: { deck: ['imp.emperor-palpatine'] } } });
  m.act(I, 'strategy-for-opponent:deception');
  m.act(I, 'strategy:support');
  m.act(I, 'play');
  m.act(R, 'play');
  m.act(I, 'force:imp.emperor-palpatine');
  assert.deepEqual(toAct(m), [R]);
  assert.deepEqual(m.ids(I), []);
  assert.deepEqual(m.ids(R).sort(), ['pick-strategy:bureaucracy', 'pick-strategy:direct-assault', 'pick-strategy:infiltration', 'pick-strategy:support']);
  m.act(R, 'pick-strategy:bureaucracy');
  assert.equal(pl(m, R).strategies.chosen, 'bureaucracy');
  assert.equal(pl(m, R, I).strategies.chosen ?? null, null);
});

test('EVR-DOM-14 + Deception: equal VP after a swapped result: the balance token shows the side that lost by the swap', () => {
  // Rebel 10 would win; Imperial Deception gives Imperial the event; Rebel had 1 VP, Imperial 0 -> both 1 VP; loser = Rebel
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'], won: ['control-of-endor'] }, { inPlay: ['imp.military-3'], strategy: { chosen: 'deception' } }, { event: 'escape-from-tatooine', balance: 'imperial', toAct: 'rebel' });
  passOut(m);
  assert.equal(v(m).lastResult.winner, I);
  assert.deepEqual(v(m).players.map((p) => p.vp), [1, 1]);
  assert.equal(v(m).balance, 'rebel');
});

test('EVR-DOM-2 / Bureaucracy: loses only because of the opponent\'s Direct Assault: +2 influence', () => {
  const m = pos({ inPlay: ['reb.military-5', 'reb.force-5'], strategy: { chosen: 'bureaucracy' } }, { inPlay: ['imp.military-5', 'imp.force-4'], strategy: { chosen: 'direct-assault' } }, { event: 'escape-from-tatooine' });
  passOut(m);
  assert.deepEqual(v(m).lastResult.finalTotals, [10, 11]);
  assert.equal(v(m).lastResult.winner, I);
  assert.equal(pl(m, R, -1).influence, 4);
  assert.equal(pl(m, I, -1).influence, 4);
});
