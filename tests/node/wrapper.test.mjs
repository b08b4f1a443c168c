// The JS wrapper (web/api.js) on the wasm build (issue 7): arguments checked
// before they reach the engine, answers parsed, ApiError for errors, matches
// freed (close/dispose/Symbol.dispose and a FinalizationRegistry for forgotten
// ones), and a trap marks the module instance dead until the app recovers with
// a new instance and its last save. Runs for every game of listGames().
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { repoRoot, wasmDir } from './helpers.mjs';

const api = await import(pathToFileURL(path.join(repoRoot, 'web', 'api.js')).href);
const alias = await import(pathToFileURL(path.join(repoRoot, 'web', 'swrules-api.js')).href);
const { default: createSwRules } = await import(pathToFileURL(path.join(wasmDir, 'swrules.js')).href);
const wasmBinary = fs.readFileSync(path.join(wasmDir, 'swrules.wasm'));
const newEngine = () => api.loadEngine(createSwRules, { wasmBinary });

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

function throwsApi(fn, code, what) {
  assert.throws(fn, (e) => e instanceof api.ApiError && e.code === code, what);
}

test('web/swrules-api.js re-exports the wrapper under the same names', () => {
  for (const name of ['loadEngine', 'Engine', 'MatchApi', 'ApiError']) assert.equal(alias[name], api[name], name);
});

const engine0 = await newEngine();
for (const g of engine0.listGames()) {
  test(`${g.id}: the wrapper validates seats and ids, parses answers and throws ApiError`, async () => {
    const engine = await newEngine();
    const m = engine.newMatch();
    try {
      assert.deepEqual(m.start({ game: g.id, seed: 3 }), { ok: true });
      const st = m.status();
      const seat = st.toAct[0];
      const acts = m.legalActions(seat);
      assert.ok(Array.isArray(acts) && acts.length > 0);
      const save = m.save();
      for (const bad of [NaN, undefined, null, 1.5, '0', 2 ** 32, true, 0n, {}]) {
        throwsApi(() => m.view(bad), 'bad_player', `view(${String(bad)})`);
        throwsApi(() => m.apply(bad, acts[0].id), 'bad_player', `apply(${String(bad)})`);
        throwsApi(() => m.botAction(bad), 'bad_player', `botAction(${String(bad)})`);
      }
      throwsApi(() => m.apply(seat, 5), 'bad_request', 'apply with a numeric id');
      throwsApi(() => m.apply(seat, 'no-such-action'), 'illegal_action', 'engine error as ApiError');
      throwsApi(() => m.load(5), 'bad_save', 'load(5)');
      throwsApi(() => m.start(7), 'bad_request', 'start(7)');
      throwsApi(() => m.botAction(seat, 'random', -1), 'bad_request', 'negative bot seed');
      assert.equal(m.save(), save, 'nothing changed');
      assert.ok(acts.some((a) => a.id === m.botAction(seat, 'random', '18446744073709551615')), 'bot seed as a string');
      assert.ok(acts.some((a) => a.id === m.botAction(seat)), 'default bot');
      m.apply(seat, acts[0].id);
      // Seeds above 2^53 come back exact.
      m.start({ game: g.id, seed: '18446744073709551615' });
      assert.equal(m.replay().seed, '18446744073709551615');
      // Policy.
      const strict = engine.newMatch({ allowSetup: false });
      throwsApi(() => strict.start({ game: g.id, seed: 1, setup: {} }), 'bad_setup', 'policy');
      strict.close();
      throwsApi(() => engine.newMatch({ allowSetup: 'no' }), 'bad_request', 'bad policy');
    } finally {
      m.close();
    }
  });
}

test('close(), dispose() and Symbol.dispose free a match; later calls fail with internal', async () => {
  const engine = await newEngine();
  const m = engine.newMatch();
  m.start({ game: engine.listGames()[0].id, seed: 1 });
  m.close();
  assert.equal(m.closed, true);
  throwsApi(() => m.status(), 'internal', 'closed');
  m.close(); // idempotent
  m.dispose();
  const d = engine.newMatch();
  d.dispose();
  assert.equal(d.closed, true);
  if (typeof Symbol.dispose === 'symbol') {
    const u = engine.newMatch();
    u[Symbol.dispose]();
    assert.equal(u.closed, true);
  }
});

test('forgotten matches are freed by the FinalizationRegistry', async () => {
  // Each match loads a whole game (its undo history is ~180 kB): 4,000 of
  // them left unclosed would need ~700 MB; freed, the heap stays small.
  const engine = await newEngine();
  const id = engine.listGames()[0].id;
  const src = engine.newMatch();
  src.start({ game: id, seed: 1 });
  for (let k = 0; k < 20000 && !src.status().terminal; k++) {
    const seat = src.status().toAct[0];
    src.apply(seat, src.botAction(seat, 'random', k));
  }
  const save = src.save();
  src.close();
  for (let batch = 0; batch < 16; batch++) {
    for (let i = 0; i < 250; i++) {
      const m = engine.newMatch();
      m.load(save);
    }
    gc();
    for (let t = 0; t < 3; t++) await new Promise((r) => setImmediate(r));
  }
  const heap = engine.module.HEAP8.length;
  assert.ok(heap < 256 * 2 ** 20, `heap ${heap} bytes: forgotten matches were not freed`);
});

test('a trap marks the instance dead (every later call: internal); a new instance loads the last save', async () => {
  const engine = await newEngine();
  const id = engine.listGames()[0].id;
  const m = engine.newMatch();
  const other = engine.newMatch();
  m.start({ game: id, seed: 8 });
  other.start({ game: id, seed: 9 });
  const st = m.status();
  m.apply(st.toAct[0], m.legalActions(st.toAct[0])[0].id);
  const lastSave = m.save();
  // Simulate a trap inside the module (none is known to remain).
  m.m.status = () => { throw new WebAssembly.RuntimeError('memory access out of bounds'); };
  throwsApi(() => m.status(), 'internal', 'the trap itself');
  assert.equal(engine.dead, true);
  throwsApi(() => m.save(), 'internal', 'same match');
  throwsApi(() => other.status(), 'internal', 'another match of the instance');
  throwsApi(() => engine.listGames(), 'internal', 'free functions');
  throwsApi(() => engine.newMatch(), 'internal', 'new matches');
  other.close(); // does not touch the dead instance
  // Recovery as docs/api.md describes it.
  const fresh = await newEngine();
  const r = fresh.newMatch();
  r.load(lastSave);
  assert.equal(r.save(), lastSave);
  r.close();
});
