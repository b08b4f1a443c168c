// Scale-out: two server processes share rooms through Redis
// (@colyseus/redis-presence + @colyseus/redis-driver, Debian's redis-server).
// Rooms are created on one process, joined through the other, and played to
// the end; the saves are in Redis, so a new process resumes a room after both
// are killed (no data directory shared).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { Redis } from 'ioredis';
import { makeRandom } from './helpers.mjs';
import { startServer, Player, playOut, checkEveryMessage, tempDir, testEngine } from './online-helpers.mjs';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 10000);
    child.stdout.on('data', (d) => {
      out += d;
      if (/Ready to accept connections/.test(out)) { clearTimeout(timer); resolve(); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`redis-server exited (${code}):\n${out}`)); });
  });
  return { port, child, url: `redis://127.0.0.1:${port}` };
}

const stops = [];
after(async () => {
  for (const f of stops.reverse()) await f();
});

async function redisFor() {
  const redis = await startRedis();
  stops.push(async () => {
    if (redis.child.exitCode === null) {
      const done = new Promise((r) => redis.child.once('exit', r));
      redis.child.kill('SIGTERM');
      await done;
    }
  });
  return redis;
}

async function redisServer(redis, data = tempDir()) {
  const port = await freePort();
  const s = await startServer({ data, args: ['--redis', redis.url, '--public-address', `127.0.0.1:${port}`], portOverride: port });
  stops.push(() => s.kill('SIGTERM'));
  return s;
}

test('with --redis a room is saved in Redis after every action; both processes killed, a new one (own data directory) resumes it at start and the game ends', { skip: hasRedis ? false : 'redis-server is not installed (./scripts/deps installs it)' }, async () => {
  const redis = await redisFor();
  const db = new Redis(redis.url);
  stops.push(() => db.quit());
  const [a, b] = [await redisServer(redis), await redisServer(redis)];
  const ann = await Player.create(a.url, { game: 'evr', options: { variant: 'learning' }, seats: [{ kind: 'human' }, { kind: 'human' }] });
  stops.push(() => ann.leave());
  await ann.until(() => ann.welcome && ann.last);
  const code = ann.welcome.code;
  const bob = await Player.join(b.url, code);
  stops.push(() => bob.leave());
  await bob.until(() => bob.welcome && bob.last);
  // A few actions, each one in Redis before anyone sees it.
  const rand = makeRandom(7);
  const engine = await testEngine();
  for (let i = 0; i < 6; i++) {
    await ann.until(() => ann.last.room.actions === bob.last.room.actions, 'both at the same position');
    const actor = [ann, bob].find((p) => p.last.legal.length > 0);
    const n = actor.last.room.actions;
    actor.room.send('act', { id: actor.last.legal[Math.floor(rand() * actor.last.legal.length)].id });
    await actor.until(() => actor.last.room.actions > n, 'the action applied');
    const record = JSON.parse(await db.get(`swrules:room:${code}`));
    const m = engine.newMatch();
    m.load(record.save);
    assert.equal(m.status().actions, actor.last.room.actions, 'the save in Redis is the position the players see');
    m.close();
    assert.deepEqual(record.seats.map((s) => s.token), [ann.token, bob.token]);
  }
  await ann.until(() => ann.last.room.actions === bob.last.room.actions, 'both at the same position');
  assert.deepEqual(await db.smembers('swrules:rooms'), [code]);
  for (const s of [a, b]) assert.deepEqual(fs.readdirSync(s.data).filter((f) => f.endsWith('.json')), [], 'nothing on disk');
  const before = [ann.last, bob.last];
  await a.kill('SIGKILL');
  await b.kill('SIGKILL');
  await ann.leave();
  await bob.leave();

  const c = await redisServer(redis); // a fresh data directory
  // Brought back at start: joined straight by its code.
  const ann2 = await Player.joinDirect(c.url, code, { token: ann.token });
  stops.push(() => ann2.leave());
  const bob2 = await Player.joinDirect(c.url, code, { token: bob.token });
  stops.push(() => bob2.leave());
  await ann2.until(() => ann2.last && bob2.last && ann2.last.room.seats[1].connected, 'both back');
  assert.deepEqual([ann2.seat, bob2.seat], [0, 1]);
  assert.equal(ann2.last.room.actions, before[0].room.actions, 'nothing lost');
  assert.deepEqual(ann2.last.view, before[0].view);
  assert.deepEqual(bob2.last.legal, before[1].legal);
  await playOut([ann2, bob2], rand);
  assert.ok(ann2.last.room.terminal);
  await checkEveryMessage([ann, bob, ann2, bob2], ann2.last.replay);
});

test('two server processes and a Redis: rooms created on one are joined through the other and played to the end', { skip: hasRedis ? false : 'redis-server is not installed (./scripts/deps installs it)' }, async () => {
  const redis = await redisFor();
  const [a, b] = [await redisServer(redis), await redisServer(redis)];
  const games = [];
  for (let g = 0; g < 2; g++) {
    const ann = await Player.create(a.url, { game: 'evr', options: { variant: 'learning' }, seats: [{ kind: 'human' }, { kind: 'human' }] });
    stops.push(() => ann.leave());
    await ann.until(() => ann.welcome && ann.last);
    // The other process sees the room through Redis (each has its own data directory).
    const seen = await (await fetch(`${b.url}/online/rooms/${ann.welcome.code}`)).json();
    assert.deepEqual(seen, { ok: true, code: ann.welcome.code, resumed: false });
    const bob = await Player.join(b.url, ann.welcome.code);
    stops.push(() => bob.leave());
    await bob.until(() => bob.welcome && bob.last);
    assert.equal(bob.seat, 1);
    games.push([ann, bob]);
  }
  await Promise.all(games.map((players, i) => playOut(players, makeRandom(100 + i))));
  for (const [ann, bob] of games) {
    assert.ok(ann.last.room.terminal && bob.last.room.terminal);
    assert.deepEqual(ann.last.replay, bob.last.replay);
    await checkEveryMessage([ann, bob], ann.last.replay);
  }
});
