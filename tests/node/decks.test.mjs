// Cards and decks through wasm (docs/api.md, "Cards and decks"): the raw
// module functions (cardList, validateDeck, deckImport, deckExport) with
// every argument checked, and the JS wrapper's engine.cardList / validateDeck /
// deckImport / deckExport. The LCG's deck rules (LCG-DECK-1..7) are tested in
// depth natively (tests/lcg/deck_api_test.cpp); here: the same answers in wasm.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadSwRules, parse, repoRoot, wasmDir } from './helpers.mjs';

const sw = await loadSwRules();
const api = await import(pathToFileURL(path.join(repoRoot, 'web', 'api.js')).href);
const { default: createSwRules } = await import(pathToFileURL(path.join(wasmDir, 'swrules.js')).href);
const engine = await api.loadEngine(createSwRules, { wasmBinary: fs.readFileSync(path.join(wasmDir, 'swrules.wasm')) });
const fixture = fs.readFileSync(path.join(repoRoot, 'tests', 'fixtures', 'lcg', 'jedi-10-sets.o8d'), 'utf8');

const call = (name, req) => parse(sw[name](typeof req === 'string' ? req : JSON.stringify(req)), name);
const codeOf = (r) => (r && r.ok === false ? r.error.code : null);

test('the module has the four card and deck functions', () => {
  for (const f of ['cardList', 'validateDeck', 'deckImport', 'deckExport']) assert.equal(typeof sw[f], 'function', f);
});

test('lcg: cardList has 312 cards with OCTGN ids (258 in sets and affiliations, 23 + 31 of the two challenge decks, MP-CHAL-3), 42 sets (core set 1-36, Balance of the Force 91-96), 6 affiliations, 4 presets, the deck formats', () => {
  const c = call('cardList', { game: 'lcg' });
  assert.equal(c.ok, true);
  assert.equal(c.cards.length, 312);
  assert.equal(c.cards.filter((x) => x.set === 201).length, 23);
  assert.equal(c.cards.filter((x) => x.set === 202).length, 31);
  assert.ok(c.cards.every((x) => typeof x.octgnId === 'string' && typeof x.text === 'string' && typeof x.name === 'string'));
  assert.equal(c.sets.length, 42);
  assert.ok(c.sets.every((s) => s.cards.length === 6));
  assert.equal(c.affiliations.length, 6);
  assert.deepEqual(c.presets.map((p) => p.key).sort(), ['imperial-navy', 'jedi', 'rebel-alliance', 'sith']);
  assert.deepEqual(c.deckFormats.map((f) => f.id), ['o8d', 'json', 'code']);
});

test('lcg: validateDeck gives one error per violation (LCG-DECK-2, -4, -5, -6) and presets are legal (LCG-DECK-3)', () => {
  for (const p of ['sith', 'imperial-navy', 'jedi', 'rebel-alliance']) {
    const v = call('validateDeck', { game: 'lcg', deck: p });
    assert.equal(v.legal, true, p);
    assert.equal(v.option, p);
  }
  const legal = call('validateDeck', { game: 'lcg', deck: { affiliation: 'sith', sets: [19, 20, 21, 22, 23, 24, 25, 33, 34, 36] } });
  assert.equal(legal.legal, true);
  assert.deepEqual(legal.errors, []);
  assert.equal(legal.option, 'sith:19,20,21,22,23,24,25,33,34,36');
  const bad = call('validateDeck', { game: 'lcg', deck: { affiliation: 'sith', sets: [4, 19, 19, 19, 22, 36, 36] } });
  assert.equal(bad.ok, true);
  assert.equal(bad.legal, false);
  assert.deepEqual(bad.errors.map((e) => e.code), ['too_few_sets', 'other_side', 'affiliation_only', 'too_many_copies', 'limit_one']);
  assert.deepEqual(bad.errors[3].sets, [19]);
  assert.ok(bad.errors[3].cards.includes('darth-vader'));
  assert.equal(bad.errors[4].rule, 'LCG-DECK-5');
});

test('lcg: an .o8d imports, and a deck exports to .o8d and back', () => {
  const r = call('deckImport', { game: 'lcg', format: 'o8d', text: fixture });
  assert.equal(r.ok, true);
  assert.deepEqual(r.deck, { affiliation: 'jedi', sets: [1, 1, 2, 3, 4, 5, 6, 7, 16, 18] });
  const x = call('deckExport', { game: 'lcg', format: 'o8d', deck: r.deck });
  assert.equal(x.extension, 'o8d');
  assert.match(x.text, /<card qty="2" id="ff4fb461-8060-457a-9c16-000000000063">A Hero&apos;s Journey<\/card>/);
  assert.deepEqual(call('deckImport', { game: 'lcg', format: 'o8d', text: x.text }).deck, r.deck);
  const unknown = call('deckImport', { game: 'lcg', format: 'o8d', text: fixture.replace('000000000143', '999999999999') });
  assert.equal(codeOf(unknown), 'bad_deck');
  assert.match(unknown.error.message, /ff4fb461-8060-457a-9c16-999999999999/);
  assert.equal(unknown.error.errors[0].code, 'unknown_card');
});

test('card and deck calls validate every argument; EvR has no decks', () => {
  for (const f of ['cardList', 'validateDeck', 'deckImport', 'deckExport']) {
    for (const bad of [undefined, null, 7, {}, [], true]) assert.equal(codeOf(parse(sw[f](bad))), 'bad_request', `${f}(${String(bad)})`);
    assert.equal(codeOf(parse(sw[f]('{'))), 'bad_json', f);
    assert.equal(codeOf(parse(sw[f]('{"game":"lcg"\ud800}'))), 'bad_json', `${f}: lone surrogate`);
    assert.equal(codeOf(parse(sw[f]('['.repeat(100)))), 'bad_json', `${f}: depth`);
    const request = { cardList: {}, validateDeck: { deck: {} }, deckImport: { format: 'o8d', text: '' }, deckExport: { format: 'o8d', deck: {} } }[f];
    assert.equal(codeOf(call(f, { game: 'nope', ...request })), 'unknown_game', `${f}: unknown game`);
    assert.equal(codeOf(call(f, { game: 'evr', ...request })), 'unsupported', `${f}: EvR has no decks`);
    assert.equal(codeOf(call(f, { game: 'lcg', extra: 1 })), 'bad_request', `${f}: unknown key`);
  }
  assert.equal(codeOf(call('deckImport', { game: 'lcg', format: 'o8d', text: '<!DOCTYPE x [<!ENTITY a "b">]><deck>&a;</deck>' })), 'bad_deck');
  assert.equal(codeOf(call('deckImport', { game: 'lcg', format: 'o8d', text: '<a>'.repeat(200000) })), 'bad_deck');
  assert.equal(codeOf(call('deckImport', { game: 'lcg', format: 'o8d', text: `<deck>${'<a>'.repeat(50000)}` })), 'bad_deck');
  assert.equal(codeOf(call('validateDeck', { game: 'lcg', deck: { affiliation: 'jedi', sets: [99] } })), 'bad_deck');
});

test('the wrapper: engine.cardList / validateDeck / deckImport / deckExport, ApiError with the import errors', () => {
  assert.equal(engine.cardList('lcg').cards.length, 312);
  const v = engine.validateDeck('lcg', { affiliation: 'jedi', sets: [1, 2, 3] });
  assert.equal(v.legal, false);
  assert.deepEqual(v.errors.map((e) => e.code), ['too_few_sets']);
  assert.deepEqual(engine.deckImport('lcg', 'o8d', fixture).deck.sets, [1, 1, 2, 3, 4, 5, 6, 7, 16, 18]);
  assert.equal(engine.deckExport('lcg', 'sith', 'code').text, 'sith:19,20,21,22,23,24,25,36');
  assert.throws(() => engine.deckImport('lcg', 'o8d', fixture.replace('000000000143', '999999999999')),
    (e) => e instanceof api.ApiError && e.code === 'bad_deck' && Array.isArray(e.errors) && e.errors[0].cards[0] === 'ff4fb461-8060-457a-9c16-999999999999');
  assert.throws(() => engine.cardList('evr'), (e) => e instanceof api.ApiError && e.code === 'unsupported');
  assert.throws(() => engine.cardList(7), (e) => e.code === 'bad_request');
  assert.throws(() => engine.validateDeck('lcg', 7), (e) => e.code === 'bad_request');
  assert.throws(() => engine.deckImport('lcg', 'o8d', 7), (e) => e.code === 'bad_request');
  assert.throws(() => engine.deckExport('lcg', {}, 7), (e) => e.code === 'bad_request');
  const cyclic = {};
  cyclic.self = cyclic;
  assert.throws(() => engine.validateDeck('lcg', cyclic), (e) => e.code === 'bad_request');
  assert.equal(engine.dead, false, 'no call trapped');
});
