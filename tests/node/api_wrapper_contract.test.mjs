// The JS wrapper (docs/api.md "JS wrapper", web/api.js) beyond
// wrapper.test.mjs: the site's copy, the parsed free functions, a match's
// methods through the wrapper (BigInt seeds, string policy, spectator), a
// closed match, and where the wrapper is stricter than the raw API.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { repoRoot, wasmDir } from './helpers.mjs';

const api = await import(pathToFileURL(path.join(repoRoot, 'web', 'api.js')).href);
const site = await import(pathToFileURL(path.join(wasmDir, 'api.js')).href);
const { default: create } = await import(pathToFileURL(path.join(wasmDir, 'swrules.js')).href);
const engine = await api.loadEngine(create, { wasmBinary: fs.readFileSync(path.join(wasmDir, 'swrules.wasm')) });
const throwsApi = (fn, code, what) => assert.throws(fn, (e) => e instanceof api.ApiError && e instanceof Error && e.name === 'ApiError' && e.code === code && typeof e.message === 'string', what);

test('api.md "JS wrapper": the site copy of api.js is the same file as web/api.js', () => {
  assert.equal(fs.readFileSync(path.join(wasmDir, 'api.js'), 'utf8'), fs.readFileSync(path.join(repoRoot, 'web', 'api.js'), 'utf8'));
  assert.equal(typeof site.loadEngine, 'function');
});

test('api.md "JS wrapper": engine free functions: version, listGames parsed; card calls parsed, ApiError for errors (unsupported, unknown_game, bad_deck with .errors)', () => {
  assert.match(engine.version(), /^swrules /);
  assert.ok(Array.isArray(engine.listGames()));
  for (const g of ['lcg', 'tcg']) {
    const cl = engine.cardList(g);
    assert.equal(cl.ok, true);
    const p = cl.presets[0];
    const v = engine.validateDeck(g, p.deck);
    assert.equal(v.legal, true);
    assert.equal(engine.validateDeck(g, p.key).legal, true, 'a preset by name');
    const ex = engine.deckExport(g, p.deck, 'json');
    assert.deepEqual(engine.deckImport(g, 'json', ex.text).deck, v.deck);
    throwsApi(() => engine.deckExport(g, p.deck, 'nope'), 'bad_request', 'unknown format');
    throwsApi(() => engine.validateDeck(g, 5), 'bad_request', 'deck not an object');
    throwsApi(() => engine.deckImport(g, 'json', 5), 'bad_request', 'text not a string');
  }
  for (const f of [() => engine.cardList('evr'), () => engine.validateDeck('evr', {}), () => engine.deckImport('evr', 'json', '{}'), () => engine.deckExport('evr', {}, 'json')]) throwsApi(f, 'unsupported', 'evr');
  throwsApi(() => engine.cardList('chess'), 'unknown_game', 'chess');
  throwsApi(() => engine.cardList(5), 'bad_request', 'game not a string');
  // bad_deck from deckImport carries .errors
  const o8d = engine.deckExport('lcg', engine.cardList('lcg').presets[0].deck, 'o8d').text;
  const broken = o8d.replace(/id="[0-9a-f-]{36}"/, 'id="00000000-0000-0000-0000-000000000001"');
  assert.notEqual(broken, o8d);
  try { engine.deckImport('lcg', 'o8d', broken); assert.fail('no error'); } catch (e) {
    assert.ok(e instanceof api.ApiError); assert.equal(e.code, 'bad_deck');
    assert.ok(Array.isArray(e.errors) && e.errors.length > 0, 'errors');
    for (const d of e.errors) { assert.equal(typeof d.code, 'string'); assert.ok(Array.isArray(d.cards)); assert.ok(Array.isArray(d.sets)); }
  }
});

for (const game of ['evr', 'lcg', 'tcg']) {
  test(`${game}: api.md "JS wrapper": wrapper match: parsed answers, concede/undo/undoToSeat/replay/load, BigInt seeds, string policy, spectator`, () => {
    const m = engine.newMatch('{"allowSetup":false}');
    try {
      assert.deepEqual(m.start({ game, seed: 2n ** 64n - 1n }), { ok: true });
      assert.equal(m.replay().seed, '18446744073709551615');
      throwsApi(() => m.start({ game, seed: 1, setup: {} }), 'bad_setup', 'string policy applied');
      throwsApi(() => m.start({ game, seed: 2n ** 64n }), 'bad_request', 'seed 2^64 as BigInt');
      throwsApi(() => m.start('{"game":'), 'bad_json', 'JSON text passed through');
      throwsApi(() => m.start([game]), 'bad_request', 'array config');
      assert.equal(m.view(-1).viewer, -1);
      assert.deepEqual(m.legalActions(-1), []);
      assert.ok(Array.isArray(m.log(-1)));
      throwsApi(() => m.apply(-1, 'x'), 'bad_player', 'apply -1');
      throwsApi(() => m.concede(-1), 'bad_player', 'concede -1');
      throwsApi(() => m.undoToSeat(-1), 'bad_player', 'undoToSeat -1');
      throwsApi(() => m.undo(), 'nothing_to_undo', 'undo at start');
      const st = m.status();
      const seat = st.toAct[0];
      const id = m.botAction(seat, 'search', 3n);
      const r = m.apply(seat, id);
      assert.equal(r.ok, true); assert.ok(Array.isArray(r.events));
      const save = m.save();
      assert.equal(typeof save, 'string');
      const c = m.concede(1);
      assert.equal(c.ok, true);
      assert.equal(m.status().terminal, true);
      throwsApi(() => m.apply(seat, id), 'game_over', 'after concede');
      assert.deepEqual(m.undo(), { ok: true, undone: 1 });
      assert.equal(m.save(), save);
      assert.deepEqual(m.load(save), { ok: true });
      throwsApi(() => m.load(save.slice(1)), 'bad_save', 'truncated');
      throwsApi(() => m.botAction(seat, 'genius'), 'bad_request', 'unknown kind');
      throwsApi(() => m.botAction(seat, 'random', 1.5), 'bad_request', 'fractional seed');
      assert.equal(m.save(), save);
    } finally { m.close(); }
  });
}

test('api.md "JS wrapper": a closed match: every method throws internal, close is idempotent, the engine keeps working', () => {
  const m = engine.newMatch();
  m.start({ game: 'evr', seed: 1 });
  m.close();
  for (const f of [() => m.save(), () => m.load('{}'), () => m.view(0), () => m.apply(0, 'x'), () => m.botAction(0), () => m.concede(0), () => m.replay(), () => m.setPolicy({})]) throwsApi(f, 'internal', 'closed');
  m.dispose();
  const n = engine.newMatch();
  assert.deepEqual(n.start({ game: 'evr', seed: 1 }), { ok: true });
  n.close();
});

test('api.md "JS wrapper" (silent, pinned): wrapper deviations from the raw API: load(non-string) is bad_save, long game ids are bad_request, safe-integer-only number seeds', () => {
  const m = engine.newMatch();
  try {
    throwsApi(() => m.load(5), 'bad_save', 'raw load(5) answers bad_request');
    throwsApi(() => engine.cardList('x'.repeat(41)), 'bad_request', 'raw cardList answers unknown_game');
    m.start({ game: 'evr', seed: 1 });
    const seat = m.status().toAct[0];
    // 2^53 is an exact JS number and a valid seed for the engine, but the wrapper refuses it.
    throwsApi(() => m.botAction(seat, 'random', 2 ** 53), 'bad_request', '2^53');
    assert.ok(!m.raw('botAction', seat, '{"kind":"random","seed":9007199254740992}').startsWith('{'));
  } finally { m.close(); }
});
