// TCG scenarios: what a view shows (docs/api.md, TCG "Card ids and cards in
// views") and what it hides from the opponent (TCG-ZONE-3).
import { test } from 'node:test';
import { assert, sw, P, seat, start, view, logs, unit } from './table.mjs';

test('api.md TCG "Card ids and cards in views": a card object\'s side is as printed ("Dark Side", "Neutral", "Light Side"); the card list and the player objects use the keys dark/neutral/light', () => {
  const m = start({ seats: [seat('dark', { arenas: ['geonosian-warrior', 'swoop-bike'] }), seat('light', { arenas: ['clone-squad'] })], start: 'build' });
  const v = view(m, 0);
  const keys = ['geonosian-warrior', 'swoop-bike', 'clone-squad'];
  assert.deepEqual(keys.map((k) => unit(v, k).side), ['Dark Side', 'Neutral', 'Light Side']);
  const list = P(sw.cardList(JSON.stringify({ game: 'tcg' }))).cards;
  assert.deepEqual(keys.map((k) => list.find((c) => c.key === k).side), ['dark', 'neutral', 'light']);
  assert.deepEqual(v.players.map((p) => p.side), ['dark', 'light']);
});

test('TCG-ZONE-3/TCG-BUILD-5: the opponent never sees a hand or a face-down card (view)', () => {
  const m = start({ seats: [seat('dark', { hand: ['reek', 'strength-of-hate'], buildPoints: 3, arenas: ['geonosian-warrior'], build: [{ card: 'dark-rendezvous', counters: 1 }] }), seat('light', { arenas: ['naboo-security-guard'] })], start: 'build' });
  const v = view(m, 1);
  assert.equal(v.players[0].hand, undefined);
  assert.equal(v.players[0].handCount, 2);
  const txt = JSON.stringify(v);
  assert.ok(!txt.includes('dark-rendezvous') && !txt.includes('strength-of-hate') && !txt.includes('"reek'), txt);
  const l = JSON.stringify(logs(m, 1));
  assert.ok(!l.includes('Dark Rendezvous'));
});
