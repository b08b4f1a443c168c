// EvR scenarios: the characters' powers, used by exhausting the card
// (EVR-STRUGGLE-5, EVR-FAQ-1/4/6/12), one or two tests per character.
import { test } from 'node:test';
import { evr, assert, passOut, P, finishDominance, cardIds } from './table.mjs';

test('EVR-STRUGGLE-5 / Yoda: take 1 influence from the supply', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.yoda'], influence: 0 }, imperial: { inPlay: ['imp.force-2'] } });
  m.act(0, 'force:reb.yoda');
  assert.equal(P(m.view(0), 0).influence, 1);
});

test('EVR-STRUGGLE-5 / EVR-FAQ-12 / Grand Moff Tarkin: opponent with 1 token discards only that one', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.yoda'], influence: 1 }, imperial: { inPlay: ['imp.grand-moff-tarkin'], influence: 2 } });
  m.act(1, 'force:imp.grand-moff-tarkin');
  const v = m.view(-1);
  assert.equal(P(v, 0).influence, 0);
  assert.equal(P(v, 1).influence, 2);
});

test('EVR-STRUGGLE-5 / Darth Vader: discard an exhausted character; it goes to its owner reserve', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: [{ card: 'reb.yoda', exhausted: true }, { card: 'reb.military-4', exhausted: true }, 'reb.force-3'] },
    imperial: { inPlay: ['imp.darth-vader'] } });
  const resBefore = P(m.view(0), 0).reserve.count;
  m.act(1, 'force:imp.darth-vader');
  const a = m.ids(1);
  assert.ok(a.includes('pick:reb.yoda') && a.includes('pick:reb.military-4'), String(a));
  assert.ok(!a.includes('pick:reb.force-3'), 'active card is not a target');
  m.act(1, 'pick:reb.yoda');
  const v = m.view(0);
  assert.equal(P(v, 0).reserve.count, resBefore + 1);
  assert.ok(cardIds(P(v, 0).reserve.cards).includes('reb.yoda'));
  assert.ok(!cardIds(P(v, 0).discard).includes('reb.yoda'));
});

test('EVR-STRUGGLE-5 / EVR-FAQ-1 / Darth Vader may discard himself once exhausted; he goes to the Imperial reserve', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.force-2'] }, imperial: { inPlay: ['imp.darth-vader', 'imp.force-3'] } });
  const res = P(m.view(1), 1).reserve.count;
  m.act(1, 'force:imp.darth-vader');
  assert.deepEqual(m.ids(1), ['pick:imp.darth-vader']);
  m.act(1, 'pick:imp.darth-vader');
  const p = P(m.view(1), 1);
  assert.equal(p.reserve.count, res + 1);
  assert.deepEqual(p.inPlay.map((c) => c.id), ['imp.force-3']);
});

test('EVR-STRUGGLE-5 / EVR-FAQ-4 / Han Solo: at capacity the search puts nothing into play', () => {
  const m = evr({ phase: 'struggle', event: 'control-of-endor', balance: 'rebel',
    rebel: { inPlay: ['reb.han-solo', 'reb.force-2'] }, imperial: { inPlay: ['imp.force-2'] } });
  m.act(0, 'force:reb.han-solo');
  // any remaining prompt must not put a card into play
  for (let i = 0; i < 3 && m.view(-1).turn === 0; i++) m.act(0, m.ids(0)[0]);
  assert.equal(P(m.view(0), 0).inPlay.length, 2);
});

test('EVR-STRUGGLE-5 / Han Solo: search the deck for a chosen card and put it into play', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.han-solo'] }, imperial: { inPlay: ['imp.force-2'] } });
  m.act(0, 'force:reb.han-solo');
  assert.ok(m.ids(0).includes('pick:reb.military-5'), String(m.ids(0)));
  assert.equal(m.view(1).peek, null);
  m.act(0, 'pick:reb.military-5');
  assert.deepEqual(cardIds(P(m.view(0), 0).inPlay), ['reb.han-solo', 'reb.military-5']);
});

test('EVR-STRUGGLE-5 / General Veers: discards every opposing card whose current value is lower than the discarded top card', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.recon-3', { card: 'reb.yoda', exhausted: true }, 'reb.military-5', 'reb.force-4'] },
    imperial: { inPlay: ['imp.general-veers'], deck: ['imp.recon-4'] } });
  m.act(1, 'force:imp.general-veers');
  const v = m.view(-1);
  assert.deepEqual(cardIds(P(v, 0).inPlay).sort(), ['reb.force-4', 'reb.military-5']);
  assert.deepEqual(cardIds(P(v, 1).discard), ['imp.recon-4']);
});

test('EVR-STRUGGLE-5 / General Veers: a character on top (6) discards every opposing card below 6, not an active character', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.luke-skywalker', 'reb.military-5', { card: 'reb.yoda', exhausted: true }] },
    imperial: { inPlay: ['imp.general-veers'], deck: ['imp.boba-fett'] } });
  m.act(1, 'force:imp.general-veers');
  assert.deepEqual(cardIds(P(m.view(0), 0).inPlay), ['reb.luke-skywalker']);
  assert.deepEqual(cardIds(P(m.view(0), 1).discard), ['imp.boba-fett']);
});

test('EVR-STRUGGLE-5 / EVR-FAQ-6 / Emperor Palpatine: chosen card discarded with no unused card left -> all strategy cards come back', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.force-2'], strategy: { chosen: 'deception', used: ['bureaucracy', 'direct-assault', 'infiltration', 'support'] } },
    imperial: { inPlay: ['imp.emperor-palpatine'] } });
  assert.ok(m.ok, JSON.stringify(m.startResult));
  m.act(1, 'force:imp.emperor-palpatine');
  const a = m.ids(0).sort();
  assert.deepEqual(a, ['pick-strategy:bureaucracy', 'pick-strategy:deception', 'pick-strategy:direct-assault', 'pick-strategy:infiltration', 'pick-strategy:support']);
  m.act(0, 'pick-strategy:support');
  const s = P(m.view(0), 0).strategies;
  assert.equal(s.chosen, 'support');
  assert.deepEqual([...s.unused].sort(), ['bureaucracy', 'deception', 'direct-assault', 'infiltration']);
  // the imperial must not learn the new choice
  assert.equal(P(m.view(1), 0).strategies.chosen ?? null, null);
});

test('EVR-STRUGGLE-5 / EVR-DOM-15 / Emperor Palpatine: the discarded card is public, the new choice from the remaining unused card is secret; recycled at round end', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.force-2'], strategy: { chosen: 'deception', used: ['bureaucracy', 'direct-assault', 'infiltration'] } },
    imperial: { inPlay: ['imp.emperor-palpatine'] } });
  m.act(1, 'force:imp.emperor-palpatine');
  assert.deepEqual(P(m.view(1), 0).strategies.discarded, ['deception']);
  assert.deepEqual(m.ids(0), ['pick-strategy:support']);
  m.act(0, 'pick-strategy:support');
  assert.equal(P(m.view(1), 0).strategies.chosen ?? null, null);
  passOut(m);
  finishDominance(m);
  // EVR-DOM-15: no unused left after the round -> all five back
  const s = P(m.view(0), 0).strategies;
  assert.equal(m.view(-1).phase, 'planning');
  assert.deepEqual([...s.unused].sort(), ['bureaucracy', 'deception', 'direct-assault', 'infiltration', 'support']);
});

test('EVR-STRUGGLE-5 / Admiral Piett: a card from the opponent discard goes on top of its owner deck; owner then plays it', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.force-2'], discard: ['reb.military-5'], deck: ['reb.recon-2'] }, imperial: { inPlay: ['imp.admiral-piett'], discard: ['imp.recon-4'] } });
  m.act(1, 'force:imp.admiral-piett');
  assert.deepEqual(m.ids(1).sort(), ['pick:imp.recon-4', 'pick:reb.military-5']);
  m.act(1, 'pick:reb.military-5');
  assert.deepEqual(P(m.view(0), 0).discard, []);
  m.act(0, 'play');
  assert.equal(P(m.view(0), 0).inPlay.at(-1).id, 'reb.military-5');
});

test('EVR-STRUGGLE-5 / IG-88: search the opponent deck for 2 cards, discard one, the other ends on top', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.force-2'] }, imperial: { inPlay: ['imp.ig-88'] } });
  m.act(1, 'force:imp.ig-88');
  m.act(1, 'deck:rebel');
  m.act(1, 'pick:reb.military-5');
  const a = m.ids(1);
  assert.ok(!a.includes('pick:reb.military-5') && a.includes('pick:reb.diplomacy-4'), String(a));
  m.act(1, 'pick:reb.diplomacy-4');
  // whichever was discarded, the other must be on top
  const disc = cardIds(P(m.view(0), 0).discard);
  assert.equal(disc.length, 1);
  const other = disc[0] === 'reb.military-5' ? 'reb.diplomacy-4' : 'reb.military-5';
  m.act(0, 'play');
  assert.equal(P(m.view(0), 0).inPlay.at(-1).id, other);
});

test('EVR-STRUGGLE-5 / Obi-Wan Kenobi: put a card of your choice from your discard pile into play', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.obi-wan-kenobi'], discard: ['reb.military-5', 'reb.recon-2'] }, imperial: { inPlay: ['imp.force-2'] } });
  m.act(0, 'force:reb.obi-wan-kenobi');
  assert.deepEqual(m.ids(0).sort(), ['pick:reb.military-5', 'pick:reb.recon-2']);
  m.act(0, 'pick:reb.military-5');
  const p = P(m.view(0), 0);
  assert.deepEqual(cardIds(p.inPlay), ['reb.obi-wan-kenobi', 'reb.military-5']);
  assert.equal(p.inPlay[1].exhausted, false);
  assert.equal(p.total, 1 + 5);
});

test('EVR-STRUGGLE-5 / EVR-FAQ-4 / Obi-Wan Kenobi: at capacity nothing comes into play', () => {
  const m = evr({ phase: 'struggle', event: 'control-of-endor', balance: 'rebel',
    rebel: { inPlay: ['reb.obi-wan-kenobi', 'reb.force-3'], discard: ['reb.military-5'] }, imperial: { inPlay: ['imp.force-2'] } });
  m.act(0, 'force:reb.obi-wan-kenobi');
  for (let i = 0; i < 3 && m.view(-1).turn === 0 && !m.ids(0).includes('pass'); i++) m.act(0, m.ids(0)[0]);
  assert.equal(P(m.view(0), 0).inPlay.length, 2);
  assert.deepEqual(cardIds(P(m.view(0), 0).discard), ['reb.military-5']);
});

test('EVR-STRUGGLE-5 / EVR-FAQ-4 / Leia Organa: at capacity the reserve character can only be shuffled into the deck', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.leia-organa', 'reb.force-2', 'reb.recon-3'], reserve: ['reb.yoda'] }, imperial: { inPlay: ['imp.boba-fett'] } });
  const deck = P(m.view(0), 0).deck.count;
  m.act(0, 'force:reb.leia-organa');
  m.act(0, 'pick:reb.yoda');
  assert.deepEqual(m.ids(0), ['no']);
  m.act(0, 'no');
  assert.equal(P(m.view(0), 0).deck.count, deck + 1);
  assert.equal(P(m.view(0), 0).inPlay.length, 3);
});

test('EVR-STRUGGLE-5 / Leia Organa: below capacity the reserve character may enter play', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.leia-organa'], reserve: ['reb.yoda'] }, imperial: { inPlay: ['imp.boba-fett'] } });
  m.act(0, 'force:reb.leia-organa');
  m.act(0, 'pick:reb.yoda');
  m.act(0, 'yes');
  const p = P(m.view(1), 0);
  assert.deepEqual(cardIds(p.inPlay), ['reb.leia-organa', 'reb.yoda']);
  assert.equal(p.total, 1 + 6);
});

test('EVR-STRUGGLE-5 / EVR-FAQ-3 / Boba Fett (rulings: and/or must do one part): skipping the discard makes the exhaust mandatory', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'imperial',
    rebel: { inPlay: ['reb.luke-skywalker', 'reb.force-2'] }, imperial: { inPlay: ['imp.boba-fett', 'imp.force-3'] } });
  m.act(1, 'force:imp.boba-fett');
  m.act(1, 'done');
  assert.ok(!m.ids(1).includes('done'), String(m.ids(1)));
  m.act(1, 'pick:reb.luke-skywalker');
  assert.equal(P(m.view(0), 0).inPlay[0].exhausted, true);
  assert.equal(P(m.view(0), 0).total, 1 + 2);
});

test('EVR-STRUGGLE-5 / Chewbacca: exhaust up to 2 opponent active cards (exhausted ones not offered)', () => {
  const m = evr({ phase: 'struggle', event: 'battle-of-hoth', balance: 'rebel',
    rebel: { inPlay: ['reb.chewbacca'] }, imperial: { inPlay: ['imp.boba-fett', 'imp.force-3', { card: 'imp.recon-2', exhausted: true }] } });
  m.act(0, 'force:reb.chewbacca');
  assert.deepEqual(m.ids(0).sort(), ['done', 'pick:imp.boba-fett', 'pick:imp.force-3']);
  m.act(0, 'pick:imp.boba-fett');
  m.act(0, 'pick:imp.force-3');
  const p = P(m.view(0), 1);
  assert.ok(p.inPlay.every((c) => c.exhausted));
  assert.equal(m.view(-1).turn, 1);
});

test('EVR-STRUGGLE-5 / EVR-FAQ-4 / Jabba the Hutt: at capacity, discard one card then the top card fits', () => {
  const m = evr({ phase: 'struggle', event: 'control-of-endor', balance: 'imperial',
    rebel: { inPlay: ['reb.force-2'] }, imperial: { inPlay: ['imp.jabba-the-hutt', 'imp.recon-2'], deck: ['imp.military-5'] } });
  m.act(1, 'force:imp.jabba-the-hutt');
  const trail = [];
  for (let i = 0; i < 5 && m.view(-1).turn === 1 && m.legal(1).length && !m.ids(1).includes('pass'); i++) {
    const a = m.ids(1); trail.push(a.join(','));
    const pick = a.find((x) => x === 'pick:imp.recon-2') || (a.includes('yes') ? 'yes' : a[0]);
    m.act(1, pick);
  }
  assert.deepEqual(cardIds(P(m.view(1), 1).inPlay).sort(), ['imp.jabba-the-hutt', 'imp.military-5'], trail.join(' | '));
});

test('EVR-STRUGGLE-5 / EVR-FAQ-4 / Lando Calrissian at capacity: discard 2, play 2 from the top', () => {
  const m = evr({ phase: 'struggle', event: 'escape-from-tatooine', balance: 'rebel',
    rebel: { inPlay: ['reb.lando-calrissian', 'reb.force-2', 'reb.recon-2'], deck: ['reb.military-5', 'reb.diplomacy-5'] },
    imperial: { inPlay: ['imp.force-2'] } });
  m.act(0, 'force:reb.lando-calrissian');
  const trail = [];
  for (let i = 0; i < 5 && m.view(-1).turn === 0 && !m.ids(0).includes('pass'); i++) {
    const a = m.ids(0); trail.push(a.join(','));
    const pick = a.find((x) => x === 'pick:reb.force-2') || a.find((x) => x === 'pick:reb.recon-2') || (a.includes('done') ? 'done' : a[0]);
    m.act(0, pick);
  }
  assert.deepEqual(cardIds(P(m.view(0), 0).inPlay).sort(), ['reb.diplomacy-5', 'reb.lando-calrissian', 'reb.military-5'], trail.join(' | '));
});
