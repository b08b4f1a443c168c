// The online server (docs/online.md): serves the page and hosts rooms.
//   node server/main.mjs [--port N] [--host H] [--site DIR] [--data DIR]
//        [--redis URL --public-address HOST:PORT] [--seat-timeout SECONDS]
//        [--bot-delay MS] [--bot-workers N] [--quiet]
// Prints "LISTENING <port>" once it accepts connections.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { loadNodeEngine } from './engine.mjs';
import { DiskRoomStore } from './room-store.mjs';
import { BotPool } from './bot-pool.mjs';
import { makeMatchRoom } from './match-room.mjs';
import { makeStaticHandler } from './static.mjs';
import { LIMITS, isRoomCode } from './protocol.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function parseArgs(argv) {
  const o = {
    port: 8080, host: '127.0.0.1', site: path.join(repoRoot, 'build-wasm', 'site'),
    data: path.join(repoRoot, 'online-data'), redis: null, seatTimeout: 60, botDelay: 600, botWorkers: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--port') o.port = Number(next());
    else if (a === '--host') o.host = next();
    else if (a === '--site') o.site = path.resolve(next());
    else if (a === '--data') o.data = path.resolve(next());
    else if (a === '--redis') o.redis = next();
    else if (a === '--public-address') o.publicAddress = next();
    else if (a === '--quiet') o.quiet = true;
    else if (a === '--seat-timeout') o.seatTimeout = Number(next());
    else if (a === '--bot-delay') o.botDelay = Number(next());
    else if (a === '--bot-workers') o.botWorkers = Number(next());
    else throw new Error(`unknown argument ${a}`);
  }
  return o;
}

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export async function startServer(opts) {
  const log = (s) => { if (!opts.quiet) console.log(`[online ${process.pid}] ${s}`); };
  const engine = await loadNodeEngine(opts.site);
  const games = engine.listGames();
  // Saves: in Redis with --redis (shared by every process), else on disk.
  let store;
  if (opts.redis) {
    const { RedisRoomStore } = await import('./redis-room-store.mjs');
    store = new RedisRoomStore(opts.redis);
  } else {
    store = new DiskRoomStore(opts.data);
  }
  const bots = new BotPool({ siteDir: opts.site, size: opts.botWorkers });
  const ctx = {
    engine, games, store, bots, log,
    seatTimeoutMs: Math.max(0, opts.seatTimeout * 1000),
    botDelayMs: Math.max(0, opts.botDelay),
    restoreKey: await store.restoreKey(),
  };

  const httpServer = http.createServer();
  const serverOptions = {
    transport: new WebSocketTransport({ server: httpServer, maxPayload: LIMITS.maxMessageBytes }),
    greet: false,
    gracefullyShutdown: false,
  };
  // With several processes, a client is sent to the process of its room.
  if (opts.publicAddress) serverOptions.publicAddress = opts.publicAddress;
  if (opts.redis) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    serverOptions.presence = new RedisPresence(opts.redis);
    serverOptions.driver = new RedisDriver(opts.redis);
  }
  const gameServer = new Server(serverOptions);
  gameServer.define('match', makeMatchRoom(ctx));
  await gameServer.listen(opts.port, opts.host);

  // Colyseus answers its own routes (/matchmake/...); everything else is
  // ours: the room look-up, the games, and the page.
  const colyseusHandlers = httpServer.listeners('request');
  httpServer.removeAllListeners('request');
  const serveStatic = makeStaticHandler(opts.site);
  httpServer.on('request', (req, res) => {
    const url = req.url || '/';
    if (url.startsWith('/matchmake') || url.startsWith('/__healthcheck') || req.method === 'OPTIONS') {
      for (const h of colyseusHandlers) h.call(httpServer, req, res);
      return;
    }
    if (url === '/online-config.json') {
      json(res, 200, { online: true });
      return;
    }
    if (url === '/online/games') {
      json(res, 200, { ok: true, games: games.map((g) => ({ id: g.id, name: g.name, players: g.players, optionSpecs: g.optionSpecs, options: g.options })) });
      return;
    }
    const m = /^\/online\/rooms\/([^/?]+)$/.exec(url);
    if (m && req.method === 'GET') {
      ensureRoom(decodeURIComponent(m[1])).then((r) => json(res, r.ok ? 200 : 404, r), (e) => json(res, 500, { ok: false, error: { code: 'internal', message: e.message } }));
      return;
    }
    serveStatic(req, res);
  });

  // A room by its code: alive somewhere, or resumed from its save.
  const restoring = new Map();
  async function ensureRoom(code, { keep = false } = {}) {
    code = String(code).toUpperCase();
    if (!isRoomCode(code)) return { ok: false, error: { code: 'not_found', message: 'not a room code' } };
    const alive = async () => (await matchMaker.query({ roomId: code })).length > 0;
    if (await alive()) return { ok: true, code, resumed: false };
    if (!(await store.has(code))) return { ok: false, error: { code: 'not_found', message: `no room ${code}` } };
    if (!restoring.has(code)) {
      const p = (async () => {
        if (await store.claim(code)) {
          try {
            if (!(await alive())) await matchMaker.createRoom('match', { restore: { code, key: ctx.restoreKey, keep } });
          } finally {
            await store.release(code);
          }
          return;
        }
        // Another process is bringing it back: wait for it.
        for (let i = 0; i < 100 && !(await alive()); i++) await new Promise((r) => setTimeout(r, 100));
      })().finally(() => restoring.delete(code));
      restoring.set(code, p);
    }
    await restoring.get(code);
    if (!(await alive())) return { ok: false, error: { code: 'not_found', message: `room ${code} could not be resumed` } };
    return { ok: true, code, resumed: true };
  }

  // At start, the games that are not over come back at once (a finished
  // one comes back when someone looks it up, for its replay).
  let resumed = 0;
  for (const code of await store.codes()) {
    try {
      const record = await store.read(code);
      if (!record || record.finished) continue;
      const r = await ensureRoom(code, { keep: true });
      if (r.ok && r.resumed) resumed++;
    } catch (e) {
      log(`room ${code}: could not resume it: ${e.message}`);
    }
  }

  const port = httpServer.address().port;
  log(`serving ${opts.site} and rooms on http://${opts.host}:${port}/ (${store.where}${opts.redis ? `, presence: ${opts.redis}` : ''}; ${resumed} rooms resumed)`);
  return {
    port,
    async close() {
      await bots.close();
      await gameServer.gracefullyShutdown(false);
      await store.close();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`online server: ${e.message}`);
    process.exit(2);
  }
  const s = await startServer(opts);
  console.log(`LISTENING ${s.port}`);
  const stop = () => { s.close().finally(() => process.exit(0)); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
