// (d) Native vs wasm determinism: the same replay gives byte-identical final
// save() strings in the wasm module and in the native build (swcli).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { assertOk, listGames, loadSwRules, makeRandom, optionSets, parse, playBots, playRandom, repoRoot } from './helpers.mjs';

const sw = await loadSwRules();
const SEEDS = Number(process.env.SW_NODE_DETERMINISM_SEEDS ?? 100);
const games = listGames(sw);

// The native CLI: $SWCLI, else build/bin/swcli. When SWCLI is set the binary
// must exist; otherwise a missing build skips the comparison.
const swcli = process.env.SWCLI ? path.resolve(process.cwd(), process.env.SWCLI) : path.join(repoRoot, 'build', 'bin', 'swcli');
const haveCli = fs.existsSync(swcli);
const skip = !haveCli && !process.env.SWCLI ? `native swcli not built (${swcli}); run the native build first` : false;

function runCli(args) {
  assert.ok(haveCli, `${swcli} does not exist`);
  return execFileSync(swcli, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
}

for (const g of games) {
const OPTION_SETS = optionSets(g);

test(`${g.id}: ${SEEDS} random replays: identical final saves natively and in wasm`, { skip }, () => {
  const replays = [];
  const saves = [];
  const m = new sw.Match();
  try {
    for (let i = 0; i < SEEDS; i++) {
      const seed = 5000 + i * 7919;
      const options = OPTION_SETS[i % OPTION_SETS.length];
      assert.deepEqual(parse(m.start(JSON.stringify({ game: g.id, seed, options }))), { ok: true });
      // Stop some games early so unfinished positions are compared too.
      const rand = makeRandom(i + 1);
      const n = playRandom(m, rand);
      assert.ok(n > 0);
      if (i % 5 === 4) for (let k = 0; k < 3; k++) assertOk(parse(m.undo()), 'undo');
      replays.push(parse(m.replay(), 'replay'));
      saves.push(m.save());
    }
  } finally {
    m.delete();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swrules-det-'));
  try {
    const file = path.join(dir, 'replays.json');
    fs.writeFileSync(file, JSON.stringify(replays));
    const lines = runCli(['replay-final', '--replay', file]).split('\n').filter((l) => l.length > 0);
    assert.equal(lines.length, saves.length);
    for (let i = 0; i < saves.length; i++) assert.equal(lines[i], saves[i], `replay ${i} differs natively`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test(`${g.id}: seeded engine bots: identical final saves natively and in wasm`, { skip }, () => {
  const cases = [];
  for (let k = 0; k < 8; k++) cases.push({ kind: 'random', seed: 77 + k, botseed: k, options: OPTION_SETS[k % OPTION_SETS.length] });
  for (let k = 0; k < 2; k++) cases.push({ kind: 'heuristic', seed: 900 + k, botseed: 10 + k, options: OPTION_SETS[(k + 1) % OPTION_SETS.length] });
  cases.push({ kind: 'heuristic', seed: 950, botseed: 3, options: {} });
  cases.push({ kind: 'search', seed: 960, botseed: 4, options: OPTION_SETS[1 % OPTION_SETS.length] });
  const m = new sw.Match();
  try {
    for (const c of cases) {
      assert.deepEqual(parse(m.start(JSON.stringify({ game: g.id, seed: c.seed, options: c.options }))), { ok: true });
      playBots(m, c.kind, c.botseed);
      const wasmSave = m.save();
      const native = runCli(['replay-final', '--game', g.id, '--seed', String(c.seed), '--bot', c.kind,
        '--botseed', String(c.botseed), '--options', JSON.stringify(c.options)]).trim();
      assert.equal(native, wasmSave, `bot game ${JSON.stringify(c)} differs`);
    }
  } finally {
    m.delete();
  }
});
}
