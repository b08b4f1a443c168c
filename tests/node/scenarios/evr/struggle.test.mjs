// EvR scenarios: the Struggle phase (EVR-STRUGGLE): playing cards, capacity,
// forced play, passing, spending influence, an empty deck, the actions'
// shape.
import { test } from 'node:test';
import { evr, assert, P, generics } from './table.mjs';

test('EVR-STRUGGLE-4: at capacity (exhausted cards count) no play; below capacity play offered', () => {
  const m = evr({ phase: 'struggle', event: 'control-of-endor', balance: 'rebel',
    rebel: { inPlay: ['reb.military-2', { card: 'reb.force-3', exhausted: true }] },
    imperial: { inPlay: ['imp.military-2'] } });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  assert.equal(m.view(0).event.capacity, 2);
  assert.ok(!m.ids(0).includes('play'), 'rebel at capacity must not play: ' + m.ids(0));
  m.act(0, 'pass');
  assert.ok(m.ids(1).includes('play'));
  m.act(1, 'play');
  assert.equal(P(m.view(1), 1).inPlay.length, 2);
  assert.equal(P(m.view(1), 1).inPlay[1].exhausted, false, 'played card enters active (EVR-COMP-8)');
  m.act(0, 'pass');
  assert.ok(!m.ids(1).includes('play'));
});

test('EVR-STRUGGLE-9: a player with no cards in play must play (no pass)', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.military-2'], influence: 3 }, imperial: { inPlay: [], influence: 3 } });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  assert.deepEqual(m.ids(1), ['play']);
  assert.equal(m.tryAct(1, 'pass').ok, false);
});

test('EVR-STRUGGLE-3: play takes the top card of the deck, face up and active', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.military-2'], deck: ['reb.recon-5', 'reb.force-4'] }, imperial: { inPlay: ['imp.military-2'] } });
  const before = P(m.view(0), 0).deck.count;
  m.act(0, 'play');
  const me = P(m.view(1), 0);
  assert.equal(me.inPlay.at(-1).id, 'reb.recon-5');
  assert.equal(me.inPlay.at(-1).exhausted, false);
  assert.equal(me.deck.count, before - 1);
  m.act(1, 'pass');
  m.act(0, 'play');
  assert.equal(P(m.view(0), 0).inPlay.at(-1).id, 'reb.force-4');
});

test('EVR-STRUGGLE-10: pass, other action, pass does not end; two passes in a row do', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.military-2'], strategy: { chosen: 'support' } }, imperial: { inPlay: ['imp.military-2'], strategy: { chosen: 'support' } } });
  m.act(0, 'pass');
  m.act(1, 'play');
  m.act(0, 'pass');
  assert.equal(m.view(-1).phase, 'struggle', 'pass-play-pass must not end the struggle');
  assert.equal(m.view(-1).turn, 1);
  m.act(1, 'pass');
  assert.notEqual(m.view(-1).phase, 'struggle');
  assert.equal(m.view(-1).lastResult.round, 1);
});

test('EVR-STRUGGLE-10: setup passes:1 -> the next pass ends the struggle', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel', passes: 1,
    rebel: { inPlay: ['reb.force-2'] }, imperial: { inPlay: ['imp.force-3'] } });
  assert.equal(m.view(-1).passes, 1);
  m.act(0, 'pass');
  assert.notEqual(m.view(-1).phase, 'struggle');
});

test('EVR-STRUGGLE-8: a player who passed may act again later', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.military-2'] }, imperial: { inPlay: ['imp.military-2'] } });
  m.act(0, 'pass');
  m.act(1, 'play');
  assert.ok(m.ids(0).includes('play'));
  m.act(0, 'play');
  assert.equal(P(m.view(0), 0).inPlay.length, 2);
});

test('EVR-STRUGGLE-7: spend influence readies an own exhausted card (needs a token)', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: [{ card: 'reb.yoda', exhausted: true }, 'reb.military-2'], influence: 1 },
    imperial: { inPlay: [{ card: 'imp.darth-vader', exhausted: true }], influence: 0 } });
  const ids = m.ids(0);
  assert.ok(ids.includes('influence:reb.yoda'));
  assert.ok(!ids.includes('influence:reb.military-2'), 'active card cannot be readied');
  assert.ok(!ids.some((i) => i.startsWith('influence:imp.')), 'cannot ready opponent card');
  assert.ok(!ids.includes('force:reb.yoda'), 'exhausted card cannot use the Force');
  assert.equal(P(m.view(0), 0).total, 1 + 2);
  m.act(0, 'influence:reb.yoda');
  let me = P(m.view(0), 0);
  assert.equal(me.influence, 0);
  assert.equal(me.inPlay[0].exhausted, false);
  assert.equal(me.total, 6 + 2);
  // imperial has no token: no influence action
  assert.ok(!m.ids(1).some((i) => i.startsWith('influence:')));
  m.act(1, 'pass');
  assert.ok(m.ids(0).includes('force:reb.yoda'), 'readied card may use its power again');
  m.act(0, 'force:reb.yoda');
  me = P(m.view(0), 0);
  assert.equal(me.influence, 1, 'Yoda: +1 influence');
  assert.equal(me.inPlay[0].exhausted, true);
  assert.equal(me.total, 1 + 2, 'EVR-STRUGGLE-11: exhausted character counts its exhausted value');
});

test('OQ-EVR-08/EVR-FAQ-2: empty deck -> the discard pile is reshuffled into a new deck when playing', () => {
  const g = generics('reb');
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: [g[0]], discard: g.slice(1) }, imperial: { inPlay: ['imp.military-2'] } });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  assert.equal(P(m.view(0), 0).deck.count, 0);
  assert.ok(m.ids(0).includes('play'));
  m.act(0, 'play');
  const me = P(m.view(0), 0);
  assert.equal(me.inPlay.length, 2);
  assert.equal(me.discard.length, 0);
  assert.equal(me.deck.count, 14);
});

test('EVR-STRUGGLE-2 / api.md Action ids: force/influence/pick actions carry the card object; status outcome only when terminal', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.military-3', { card: 'reb.yoda', exhausted: true }], influence: 1 }, imperial: { inPlay: ['imp.force-2'] } });
  for (const a of m.legal(0)) {
    assert.equal(typeof a.label, 'string');
    assert.equal(typeof a.kind, 'string');
    if (['force', 'influence', 'pick'].includes(a.kind)) assert.equal(a.card.id, a.id.slice(a.id.indexOf(':') + 1));
  }
  assert.ok(!('outcome' in m.status()));
  assert.equal(m.view(1).prompt, null);
  assert.deepEqual(m.view(1).waitingFor, [0]);
});
