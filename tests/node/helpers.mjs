// Shared helpers of the node tests: load the built wasm module, a small
// seeded PRNG for JS-side random choices, and JSON checks.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Where swrules.js/swrules.wasm are: $SWRULES_WASM_DIR (relative to the
// current directory) or build-wasm/site in the repository.
export const wasmDir = process.env.SWRULES_WASM_DIR
  ? path.resolve(process.cwd(), process.env.SWRULES_WASM_DIR)
  : path.join(repoRoot, 'build-wasm', 'site');

export async function loadSwRules() {
  const js = path.join(wasmDir, 'swrules.js');
  const wasm = path.join(wasmDir, 'swrules.wasm');
  assert.ok(fs.existsSync(js) && fs.existsSync(wasm),
    `swrules.js/swrules.wasm not found in ${wasmDir}: run ./scripts/build-wasm first (or set SWRULES_WASM_DIR)`);
  const { default: createSwRules } = await import(pathToFileURL(js).href);
  // emscripten 3.1.6 cannot fetch a file path under node: pass the bytes.
  return createSwRules({ wasmBinary: fs.readFileSync(wasm) });
}

// mulberry32: a tiny deterministic PRNG for the JS side of the tests.
export function makeRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Parses an API answer, failing the test with the text if it is not JSON.
export function parse(text, what = 'answer') {
  assert.equal(typeof text, 'string', `${what} must be a string`);
  try {
    return JSON.parse(text);
  } catch (e) {
    assert.fail(`${what} is not valid JSON: ${text.slice(0, 300)}`);
  }
}

export function assertOk(obj, what) {
  assert.ok(obj && typeof obj === 'object' && !Array.isArray(obj), `${what}: expected an object, got ${JSON.stringify(obj)?.slice(0, 300)}`);
  assert.equal(obj.ok, true, `${what}: ${JSON.stringify(obj).slice(0, 300)}`);
}

export function assertError(obj, what) {
  assert.ok(obj && typeof obj === 'object' && !Array.isArray(obj), `${what}: expected an error object, got ${JSON.stringify(obj)?.slice(0, 300)}`);
  assert.equal(obj.ok, false, `${what}: expected ok:false, got ${JSON.stringify(obj).slice(0, 300)}`);
  assert.ok(obj.error && typeof obj.error.code === 'string' && obj.error.code.length > 0, `${what}: error.code`);
  assert.equal(typeof obj.error.message, 'string', `${what}: error.message`);
  assert.ok(obj.error.message.length > 0, `${what}: empty error.message`);
}

// The bot seed of step k in a seeded bot game (same formula as
// `swcli replay-final --botseed M`).
export function botSeed(botseed, step) {
  return botseed * 1000003 + step;
}

// Plays one game to the end with random choices made in JS among
// legalActions of the first seat in status().toAct. `onStep` (optional) is
// called before every action with (m, status). Returns the number of actions.
export function playRandom(m, rand, onStep, maxSteps = 20000) {
  for (let step = 0; step < maxSteps; step++) {
    const st = parse(m.status(), 'status');
    assertOk(st, 'status');
    if (st.terminal) return step;
    assert.ok(Array.isArray(st.toAct) && st.toAct.length > 0, `non-terminal status without toAct: ${JSON.stringify(st)}`);
    if (onStep) onStep(m, st);
    const seat = st.toAct[0];
    const acts = parse(m.legalActions(seat), 'legalActions');
    assert.ok(Array.isArray(acts) && acts.length > 0, `seat ${seat} is to act but has no legal actions`);
    const pick = acts[Math.floor(rand() * acts.length)];
    const r = parse(m.apply(JSON.stringify({ player: seat, id: pick.id })), 'apply');
    assertOk(r, `apply ${pick.id}`);
  }
  assert.fail(`the game did not end within ${maxSteps} actions`);
}

// Plays one game to the end with seeded engine bots (botAction), exactly as
// `swcli replay-final --bot KIND --botseed M` does.
export function playBots(m, kind, botseed, maxSteps = 20000) {
  for (let step = 0; step < maxSteps; step++) {
    const st = parse(m.status(), 'status');
    assertOk(st, 'status');
    if (st.terminal) return step;
    const seat = st.toAct[0];
    const id = m.botAction(seat, JSON.stringify({ kind, seed: botSeed(botseed, step) }));
    assert.ok(typeof id === 'string' && id.length > 0 && id[0] !== '{', `botAction: ${id}`);
    const r = parse(m.apply(JSON.stringify({ player: seat, id })), 'apply');
    assertOk(r, `apply ${id}`);
  }
  assert.fail(`the game did not end within ${maxSteps} actions`);
}

// The games of the module (listGames()); the node tests run for every one.
export function listGames(sw) {
  return parse(sw.listGames(), 'listGames');
}

// Option sets for a game from its own optionSpecs: the defaults, each
// allowed non-default value on its own, and one set changing every option.
export function optionSets(game) {
  const sets = [{}];
  const all = {};
  for (const spec of game.optionSpecs) {
    const others = spec.choices.filter((c) => JSON.stringify(c) !== JSON.stringify(spec.default));
    for (const c of others) sets.push({ [spec.name]: c });
    if (others.length) all[spec.name] = others[others.length - 1];
  }
  if (Object.keys(all).length > 1) sets.push(all);
  return sets;
}

// The number of seats of a started match (probes view(seat) until bad_player).
export function seatCount(m) {
  let n = 0;
  while (n < 64 && parse(m.view(n)).ok !== false) n++;
  return n;
}
