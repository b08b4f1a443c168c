// LCG scenarios: cards as the API shows them (docs/api.md, "The LCG's cards
// and decks", LCG "Card ids" and "View"): the card list's entries and
// keywords, and a view's card objects, which name the card and carry only
// what the game changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sw, lcg } from './table.mjs';

const cardList = () => JSON.parse(sw.cardList(JSON.stringify({ game: 'lcg' })));
// The printed facts: a view's card holds them only when they differ.
const PRINTED = ['name', 'type', 'affiliation', 'unique', 'traits', 'keywords', 'text', 'cost', 'force', 'resources', 'capacity', 'icons', 'priority'];

test('api.md LCG "Card ids": a card object in a view names the card (id, key, owner) and carries no printed fact that did not change', () => {
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3, dark: { tookTurn: true, units: ['darth-vader'], hand: ['force-choke@19'] } });
  const u = g.unit(0, 'darth-vader');
  assert.match(u.id, /^darth-vader\.\d+$/);
  assert.equal(u.key, 'darth-vader');
  assert.equal(u.owner, 0);
  assert.equal(u.controller, 0, 'in play: its controller');
  for (const k of PRINTED) assert.ok(!(k in u), `unchanged printed fact "${k}" in ${JSON.stringify(u)}`);
  const inHand = g.view(0).players[0].hand[0];
  assert.deepEqual(Object.keys(inHand).sort(), ['id', 'key', 'owner'], JSON.stringify(inHand));
  assert.equal(inHand.key, 'force-choke@19');
  g.close();
});

test('LCG-ABIL-4 / api.md LCG "View": a changed fact appears in the view\'s card (Boba Fett with Mandalorian Armor: capacity +3, Targeted Strike gained)', () => {
  const printed = cardList().cards.find((c) => c.key === 'boba-fett');
  const g = lcg({ phase: 'deployment', active: 'dark', turn: 3, dark: { tookTurn: true, units: [{ card: 'boba-fett', enhancements: ['mandalorian-armor'] }] } });
  const u = g.unit(0, 'boba-fett');
  assert.equal(u.capacity, printed.capacity + 3, JSON.stringify(u));
  assert.deepEqual(u.keywords, [...printed.keywords, 'Targeted Strike'], 'all its keywords now');
  assert.ok(!('name' in u) && !('text' in u), 'no unchanged printed fact: ' + JSON.stringify(u));
  assert.equal(u.attachments.length, 1);
  assert.equal(u.attachments[0].key, 'mandalorian-armor');
  g.close();
});

test('api.md "The LCG\'s cards and decks": the cardList example (luke-skywalker) matches the card list', () => {
  const luke = cardList().cards.find((c) => c.key === 'luke-skywalker');
  assert.deepEqual(luke.keywords, ['Targeted Strike'], 'the doc example shows "keywords":["Targeted Strike"] for Luke; actual ' + JSON.stringify(luke.keywords));
  assert.deepEqual([luke.cost, luke.force, luke.capacity], [4, 3, 3]);
  assert.deepEqual(luke.icons, { ud: 2, udEdge: 0, bd: 1, bdEdge: 1, t: 0, tEdge: 0 });
  assert.deepEqual(luke.traits, ['Character', 'Force User']);
});

test('LCG-KW-1 / LCG-KW-5 / api.md "The LCG\'s cards and decks": keywords are worded as documented, in the documented order ("Edge (1)", "Protect Character" occur)', () => {
  const order = [/^Limited$/, /^Elite$/, /^Shielding$/, /^Targeted Strike$/, /^No Enhancements$/, /^Edge \(\d+\)$/, /^Protect [A-Z][A-Za-z ]*$/];
  const cards = cardList().cards;
  const all = new Set(cards.flatMap((c) => c.keywords || []));
  assert.ok(all.has('Edge (1)') && all.has('Protect Character') && all.has('Protect Coruscant'), 'actual keywords: ' + [...all].join(', '));
  for (const c of cards) {
    const ranks = (c.keywords || []).map((k) => order.findIndex((re) => re.test(k)));
    assert.ok(ranks.every((r) => r >= 0), `${c.key}: undocumented keyword in ${JSON.stringify(c.keywords)}`);
    assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b), `${c.key}: keywords out of the documented order ${JSON.stringify(c.keywords)}`);
  }
});
