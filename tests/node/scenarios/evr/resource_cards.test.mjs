// EvR scenarios: the generic resource cards' powers (EVR-STRUGGLE-5): Recon,
// Military, Diplomacy, The Force.
import { test } from 'node:test';
import { evr, assert, P, cardIds } from './table.mjs';

test('EVR-STRUGGLE-5 / Recon: look at top 2 of the opponent deck, discard one, the other stays on top', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.recon-3'] }, imperial: { inPlay: ['imp.military-2'], deck: ['imp.recon-5', 'imp.force-5'] } });
  m.act(0, 'force:reb.recon-3');
  m.act(0, 'deck:imperial');
  assert.deepEqual(m.ids(0).sort(), ['pick:imp.force-5', 'pick:imp.recon-5']);
  assert.equal(m.view(1).peek, null, 'opponent must not see the peeked cards');
  m.act(0, 'pick:imp.force-5');
  assert.deepEqual(cardIds(P(m.view(1), 1).discard), ['imp.force-5']);
  m.act(1, 'play');
  assert.equal(P(m.view(1), 1).inPlay.at(-1).id, 'imp.recon-5');
});

test('EVR-STRUGGLE-5 / Military: discard an opponent card; the opponent may then play again below capacity (OQ-EVR-06)', () => {
  const m = evr({ phase: 'struggle', event: 'control-of-endor', balance: 'rebel',
    rebel: { inPlay: ['reb.military-3'] }, imperial: { inPlay: ['imp.force-2', 'imp.recon-4'] } });
  assert.ok(!m.ids(1).includes('play'));
  m.act(0, 'force:reb.military-3');
  const picks = m.ids(0);
  assert.deepEqual(picks.sort(), ['pick:imp.force-2', 'pick:imp.recon-4']);
  m.act(0, 'pick:imp.recon-4');
  const v = m.view(-1);
  assert.deepEqual(cardIds(P(v, 1).inPlay), ['imp.force-2']);
  assert.deepEqual(cardIds(P(v, 1).discard), ['imp.recon-4']);
  assert.ok(m.ids(1).includes('play'));
});

test('EVR-STRUGGLE-5 / Diplomacy: discard this card (self allowed, EVR-FAQ-1)', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.diplomacy-4', 'reb.force-2'] }, imperial: { inPlay: ['imp.force-2'] } });
  m.act(0, 'force:reb.diplomacy-4');
  assert.ok(m.ids(0).includes('pick:reb.diplomacy-4'), String(m.ids(0)));
  m.act(0, 'pick:reb.diplomacy-4');
  assert.deepEqual(cardIds(P(m.view(0), 0).inPlay), ['reb.force-2']);
});

test('EVR-STRUGGLE-5 / The Force: exhaust an opposing active character, its value drops to the exhausted value', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.force-2'] }, imperial: { inPlay: ['imp.boba-fett', 'imp.force-3'] } });
  m.act(0, 'force:reb.force-2');
  m.act(0, 'pick:imp.boba-fett');
  const p = P(m.view(0), 1);
  assert.equal(p.inPlay[0].exhausted, true);
  assert.equal(p.total, 1 + 3);
});
