// TCG black-box scenarios, rules: deck: written from the rulebooks and docs/api.md, driven through the JSON API.
import test from 'node:test';
import { assert, sw, P, st, view } from './table.mjs';
import { me } from './setup_builders.mjs';

const cl = P(sw.cardList(JSON.stringify({ game: 'tcg' })));
const dark = (type) => cl.cards.filter((c) => c.side === 'dark' && c.type === type && !c.unique).map((c) => c.key);
// n units of a type, 4 copies per key
function take(type, n) {
  const out = {}; const keys = dark(type); let i = 0;
  while (n > 0) { const k = keys[i++]; const c = Math.min(4, n); out[k] = c; n -= c; }
  return out;
}
const code = (...parts) => Object.entries(Object.assign({}, ...parts)).map(([k, c]) => `${k}:${c}`).join(',');
const validate = (deck) => P(sw.validateDeck(JSON.stringify({ game: 'tcg', deck })));
const errs = (r) => r.errors.map((e) => e.code);
const tryStart = (options) => { const m = new sw.Match(); return [m, P(m.start(JSON.stringify({ game: 'tcg', seed: 1, options })))]; };

test('TCG-DECK-1/OQ-TCG-01: 60 units (20/20/20), no Missions and no Battle cards, is legal', () => {
  const r = validate(code(take('Space', 20), take('Ground', 20), take('Character', 20)));
  assert.equal(r.legal, true, JSON.stringify(r.errors));
  assert.equal(r.counts.cards, 60);
});

test('TCG-DECK-1: 59 cards is too_few_cards, and start refuses it as the dark option', () => {
  const c = code(take('Space', 20), take('Ground', 20), take('Character', 19));
  const r = validate(c);
  assert.equal(r.legal, false);
  assert.ok(errs(r).includes('too_few_cards'));
  const [, a] = tryStart({ dark: c });
  assert.equal(a.ok, false, JSON.stringify(a));
});

test('TCG-DECK-1: no maximum deck size from the rules: 72 cards (24/24/24) is legal and starts', () => {
  const c = code(take('Space', 24), take('Ground', 24), take('Character', 24));
  const r = validate(c);
  assert.equal(r.legal, true, JSON.stringify(r.errors));
  const [m, a] = tryStart({ dark: c });
  assert.equal(a.ok, true, JSON.stringify(a));
  const v = view(m, 0);
  assert.equal(me(v, 0).deckCount + me(v, 0).handCount, 72);
});

test('TCG-DECK-4: 11 Space units is too_few_units even with 60+ cards', () => {
  const r = validate(code(take('Space', 11), take('Ground', 22), take('Character', 22), { 'dark-speed': 4, 'tyranuss-gift': 4 }));
  assert.ok(errs(r).includes('too_few_units'), JSON.stringify(r.errors));
});

test('TCG-DECK-5: 12 Space / 24 Ground is legal but 12 / 25 is unit_ratio', () => {
  const ok = validate(code(take('Space', 12), take('Ground', 24), take('Character', 24)));
  assert.ok(!errs(ok).includes('unit_ratio'), JSON.stringify(ok.errors));
  const bad = validate(code(take('Space', 12), take('Ground', 25), take('Character', 24)));
  assert.ok(errs(bad).includes('unit_ratio'), JSON.stringify(bad.errors));
});

test('TCG-DECK-2: 4 Jango Fett (A) + 4 Jango Fett (B) is legal (versions counted apart); 5 of one version is not', () => {
  const base = [take('Space', 20), take('Ground', 20), take('Character', 16)];
  const ok = validate(code(...base, { 'jango-fett-a': 4, 'jango-fett-b': 4 }));
  assert.ok(!errs(ok).includes('too_many_copies'), JSON.stringify(ok.errors));
  const bad = validate(code(...base, { 'jango-fett-a': 5, 'jango-fett-b': 3 }));
  assert.ok(errs(bad).includes('too_many_copies'));
});

test('TCG-DECK-3/TCG-SETUP-1: a Dark Side deck is refused as the light option', () => {
  const [, a] = tryStart({ light: 'separatists', dark: 'separatists' });
  assert.equal(a.ok, false);
});

test('TCG-SETUP-2: a standard start deals 7 cards to each player from a shuffled 60-card deck', () => {
  const [m, a] = tryStart({});
  assert.equal(a.ok, true);
  const v = view(m, 0);
  for (const p of v.players) { assert.equal(p.handCount, 7); assert.equal(p.deckCount, 53); }
  assert.equal(v.phase, 'setup');
});

test('TCG-SETUP-2/TCG-ZONE-2: the deck is shuffled: two seeds give different opening hands', () => {
  const hands = new Set();
  for (let s = 1; s <= 5; s++) {
    const m = new sw.Match(); m.start(JSON.stringify({ game: 'tcg', seed: s, options: {} }));
    hands.add(JSON.stringify(me(view(m, 0), 0).hand.map((c) => c.key).sort()));
  }
  assert.ok(hands.size > 1);
});
