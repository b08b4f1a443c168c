// Helpers of the online server's tests: start a real server process (on a
// free port, with its own data directory), connect real Colyseus clients,
// and check what each seat received against the engine.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@colyseus/sdk';
import { repoRoot, wasmDir, loadSwRules } from './helpers.mjs';
import { Engine } from '../../web/api.js';

export const serverMain = path.join(repoRoot, 'server', 'main.mjs');

// Temporary data directories, removed when the test process ends.
const temps = [];
process.on('exit', () => {
  for (const d of temps) {
    try { fs.rmSync(d, { recursive: true, force: true }); } catch (e) { /* best effort */ }
  }
});
export function tempDir(prefix = 'swrules-online-') {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(d);
  return d;
}

// Starts `node server/main.mjs` and resolves once it prints LISTENING <port>.
export async function startServer({ data = tempDir(), args = [], env = {}, portOverride = 0 } = {}) {
  const child = spawn(process.execPath, [serverMain, '--port', String(portOverride), '--site', wasmDir, '--data', data, '--bot-delay', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env },
  });
  let out = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 30000);
    const onData = (d) => {
      out += d;
      const m = /LISTENING (\d+)/.exec(out);
      if (m) { clearTimeout(timer); resolve(Number(m[1])); }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`the server exited (${code}):\n${out}`)); });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    child, port, url, data,
    output: () => out,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await done;
    },
  };
}

let allWaiters = [];

// One connected client: every message it received, and waiting for more.
export class Player {
  constructor(room) {
    this.room = room;
    this.welcome = null;
    this.updates = [];
    this.errors = [];
    this.left = null;
    // Our own reconnection: join again with the seat token (docs/online.md).
    if (room.reconnection) room.reconnection.enabled = false;
    room.onMessage('welcome', (m) => { this.welcome = m; this.wake(); });
    // An update is a JSON text (docs/online.md).
    room.onMessage('update', (m) => {
      assert.equal(typeof m, 'string', 'an update is a JSON text');
      this.updates.push(JSON.parse(m));
      this.wake();
    });
    room.onMessage('error', (m) => { this.errors.push(m); this.wake(); });
    room.onLeave((code) => { this.left = code; this.wake(); });
  }

  static async create(url, options) {
    const client = new Client(url);
    return new Player(await client.create('match', options));
  }

  static async join(url, code, options = {}) {
    const res = await fetch(`${url}/online/rooms/${code}`);
    const body = await res.json();
    if (!body.ok) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    const client = new Client(url);
    return new Player(await client.joinById(code, options));
  }

  // Straight to the room, without looking it up first (GET /online/rooms).
  static async joinDirect(url, code, options = {}) {
    const client = new Client(url);
    return new Player(await client.joinById(code, options));
  }

  // Any message to any player re-checks every wait (a condition may be
  // about several players).
  wake() {
    const w = allWaiters;
    allWaiters = [];
    for (const f of w) f();
  }

  // Resolves when pred() is true (checked after every message).
  until(pred, what = 'a message', ms = 20000) {
    if (pred()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
      const check = () => {
        if (pred()) { clearTimeout(timer); resolve(); } else allWaiters.push(check);
      };
      allWaiters.push(check);
    });
  }

  get last() { return this.updates[this.updates.length - 1]; }
  get seat() { return this.welcome ? this.welcome.seat : null; }
  get token() { return this.welcome ? this.welcome.token : null; }

  // The connection breaks (no goodbye): the server sees a drop.
  drop() {
    this.room.connection.close();
  }

  async leave() {
    if (this.left !== null) return;
    try {
      await Promise.race([this.room.leave(true), new Promise((r) => setTimeout(r, 1000))]);
    } catch (e) { /* already gone */ }
    try { this.room.connection.close(); } catch (e) { /* already closed */ }
  }
}

// A test-side engine to recompute what every seat may see.
let enginePromise = null;
export function testEngine() {
  enginePromise = enginePromise || loadSwRules().then((mod) => new Engine(mod));
  return enginePromise;
}

// The room's file once it holds `text` (its writes are off the event loop).
export async function fileWith(data, code, text, ms = 5000) {
  const file = path.join(data, `${code}.json`);
  const until = Date.now() + ms;
  for (;;) {
    const body = fs.readFileSync(file, 'utf8');
    if (body.includes(text)) return body;
    if (Date.now() > until) throw new Error(`the room's file never held ${text}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function readRecord(data, code) {
  return JSON.parse(fs.readFileSync(path.join(data, `${code}.json`), 'utf8'));
}

// Every update received by every player is exactly view/log/legalActions of
// its seat at that point of the game (recomputed from the finished game's
// replay), and no message of a running game carries the seed or a save.
export async function checkEveryMessage(players, replay) {
  const engine = await testEngine();
  const m = engine.newMatch();
  try {
    m.start({ game: replay.game, seed: replay.seed, options: replay.options });
    const all = [];
    for (const p of players) for (const u of p.updates) all.push(u);
    all.sort((a, b) => a.room.actions - b.room.actions);
    let applied = 0;
    for (const u of all) {
      while (applied < u.room.actions) {
        const a = replay.actions[applied++];
        m.apply(a.player, a.id);
      }
      const seat = u.seat;
      assert.deepEqual(u.view, m.view(seat), `view of seat ${seat} after ${applied} actions`);
      assert.deepEqual(u.log, m.log(seat), `log of seat ${seat} after ${applied} actions`);
      assert.deepEqual(u.legal, seat >= 0 ? m.legalActions(seat) : [], `legalActions of seat ${seat} after ${applied} actions`);
      const text = JSON.stringify(u);
      if (!u.room.terminal) {
        assert.ok(!('replay' in u), 'a replay before the end');
        assert.ok(!text.includes(String(replay.seed)), 'the seed in a message of a running game');
        assert.ok(!/"seed"|"rng"|swrules-save/i.test(text), 'seed/rng/save in a message of a running game');
      }
    }
    return all.length;
  } finally {
    m.close();
  }
}

// Plays the players' turns with seeded random picks until the game ends
// (computer seats move on the server). Returns the number of actions sent.
export async function playOut(players, rand, maxActions = 5000) {
  const settled = () => players.every((p) => p.last) &&
    players.every((p) => p.last.room.actions === players[0].last.room.actions);
  for (let n = 0; n < maxActions; n++) {
    await players[0].until(settled, 'the players to agree on the position').catch((e) => { throw new Error(`${e.message}: ${JSON.stringify(players.map((p) => [p.seat, p.updates.length, p.last && p.last.room, p.errors]))}`); });
    if (players[0].last.room.terminal) return n;
    const actor = players.find((p) => p.last.legal.length > 0 && p.last.room.toAct.includes(p.seat));
    const before = players[0].last.room.actions;
    if (actor) {
      const errs = actor.errors.length;
      const acts = actor.last.legal;
      actor.room.send('act', { id: acts[Math.floor(rand() * acts.length)].id });
      await actor.until(() => actor.last.room.actions > before || actor.errors.length > errs, 'the answer to an action');
      if (actor.errors.length > errs && actor.last.room.actions === before) {
        throw new Error(`an action was refused: ${JSON.stringify(actor.errors[actor.errors.length - 1])}`);
      }
    } else {
      // A computer player (or a gone one's stand-in) is to act.
      await players[0].until(() => players[0].last.room.actions > before, 'the computer to act');
    }
  }
  throw new Error('the game did not end');
}
