// The wasm benchmark, run under node:
//   node tests/bench/bench_wasm.mjs [--seconds S]
// prints
//   BENCH game=<id> mode=wasm games_per_s=<n> actions_per_s=<n>
//   BENCH game=<id> api=apply_view mode=wasm p50_us=<n> p99_us=<n>
//   BENCH game=<id> match_bytes=<n> actions=<n>
//   BENCH game=<id> bot=search mode=wasm decision_ms_p50=<n> decision_ms_max=<n> decisions=<n>
//   BENCH api=apply_view mode=wasm p50_us=<n> p99_us=<n>   (all games)
//   BENCH wasm_gzip_bytes=<n>
// The first line comes from the benchRandomGames hook (random bots on the
// raw State interface inside wasm, like sw_bench natively); the second times
// Match.apply + Match.view per action from JavaScript, string marshalling
// included. SWRULES_WASM_DIR selects the build (default build-wasm/site).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = process.env.SWRULES_WASM_DIR ? path.resolve(process.env.SWRULES_WASM_DIR) : path.join(root, 'build-wasm', 'site');
const si = process.argv.indexOf('--seconds');
const seconds = si > 0 ? Number(process.argv[si + 1]) : 3;

const wasmPath = path.join(dir, 'swrules.wasm');
const { default: createSwRules } = await import(pathToFileURL(path.join(dir, 'swrules.js')).href);
const sw = await createSwRules({ wasmBinary: fs.readFileSync(wasmPath) });

function fail(msg) {
  console.error(`bench_wasm: ${msg}`);
  process.exit(1);
}

// ---- games/s and actions/s inside wasm
const games = JSON.parse(sw.listGames());
for (const g of games) {
  const r = JSON.parse(sw.benchRandomGames(g.id, 1, seconds * 1000));
  if (!r.ok) fail(`${g.id}: ${JSON.stringify(r.error)}`);
  const s = r.ms / 1000;
  console.log(`BENCH game=${g.id} mode=wasm games_per_s=${Math.round(r.games / s)} actions_per_s=${Math.round(r.actions / s)}`);
}

// ---- per game: apply + view latency through the JSON API, one match's
// memory after a whole game, the search bot's decision time (Match.botAction,
// what the page's worker calls)
let state = 12345;
const rand = () => {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return state / 4294967296;
};
const pctOf = (arr, p) => arr[Math.min(arr.length - 1, Math.round(p * (arr.length - 1)))];
const all = [];
let seed = 1;
const m = new sw.Match();
for (const g of games) {
  const samples = [];
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    if (m.start(JSON.stringify({ game: g.id, seed: seed++ })) !== '{"ok":true}') fail('start failed');
    for (let step = 0; step < 100000; step++) {
      const st = JSON.parse(m.status());
      if (st.terminal) break;
      const seat = st.toAct[0];
      const acts = JSON.parse(m.legalActions(seat));
      const req = JSON.stringify({ player: seat, id: acts[Math.floor(rand() * acts.length)].id });
      const a0 = performance.now();
      const r = m.apply(req);
      const v = m.view(seat);
      const a1 = performance.now();
      samples.push((a1 - a0) * 1000);
      if (JSON.parse(r).ok !== true || v.length === 0) fail(`apply failed: ${r}`);
    }
  }
  all.push(...samples);
  samples.sort((a, b) => a - b);
  console.log(`BENCH game=${g.id} api=apply_view mode=wasm p50_us=${pctOf(samples, 0.5).toFixed(1)} p99_us=${pctOf(samples, 0.99).toFixed(1)}`);

  const mb = JSON.parse(sw.benchMatchBytes(g.id, 1));
  if (!mb.ok) fail(`${g.id}: benchMatchBytes: ${JSON.stringify(mb.error)}`);
  console.log(`BENCH game=${g.id} match_bytes=${mb.bytes} actions=${mb.actions}`);

  // The search bot asked at every 7th decision with a choice, in random games.
  const ms = [];
  const t1 = performance.now();
  let k = 0;
  let gseed = 1;
  outer: while (ms.length < 3 || performance.now() - t1 < seconds * 1000) {
    if (m.start(JSON.stringify({ game: g.id, seed: gseed++ })) !== '{"ok":true}') fail('start failed');
    for (;;) {
      const st = JSON.parse(m.status());
      if (st.terminal) break;
      const seat = st.toAct[0];
      const acts = JSON.parse(m.legalActions(seat));
      let id;
      if (acts.length > 1 && ++k % 7 === 0) {
        const a0 = performance.now();
        id = m.botAction(seat, JSON.stringify({ kind: 'search', seed: k }));
        ms.push(performance.now() - a0);
        if (id.startsWith('{')) fail(`botAction failed: ${id}`);
        if (ms.length >= 3 && performance.now() - t1 >= seconds * 1000) break outer;
      } else {
        id = acts[Math.floor(rand() * acts.length)].id;
      }
      const r = JSON.parse(m.apply(JSON.stringify({ player: seat, id })));
      if (r.ok !== true) fail(`apply failed: ${JSON.stringify(r)}`);
    }
  }
  const maxMs = Math.max(...ms);
  ms.sort((a, b) => a - b);
  console.log(`BENCH game=${g.id} bot=search mode=wasm decision_ms_p50=${pctOf(ms, 0.5).toFixed(1)} decision_ms_max=${maxMs.toFixed(1)} decisions=${ms.length}`);
}
m.delete();
all.sort((a, b) => a - b);
console.log(`BENCH api=apply_view mode=wasm p50_us=${pctOf(all, 0.5).toFixed(1)} p99_us=${pctOf(all, 0.99).toFixed(1)}`);

// ---- download size: gzip -9 of swrules.wasm (zlib level 9 if gzip is missing)
let gz;
try {
  gz = execFileSync('gzip', ['-9', '-c', wasmPath], { maxBuffer: 1 << 28 }).length;
} catch {
  gz = zlib.gzipSync(fs.readFileSync(wasmPath), { level: 9 }).length;
}
console.log(`BENCH wasm_gzip_bytes=${gz}`);
