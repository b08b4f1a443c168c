// Scale-out: two server processes share rooms through Redis
// (@colyseus/redis-presence + @colyseus/redis-driver, Debian's redis-server).
// Rooms are created on one process, joined through the other, and played to
// the end.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { makeRandom } from './helpers.mjs';
import { startServer, Player, playOut, checkEveryMessage, tempDir } from './online-helpers.mjs';

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

test('two server processes and a Redis: rooms created on one are joined through the other and played to the end', { skip: hasRedis ? false : 'redis-server is not installed (./scripts/deps installs it)' }, async () => {
  const redis = await startRedis();
  stops.push(async () => {
    if (redis.child.exitCode === null) {
      const done = new Promise((r) => redis.child.once('exit', r));
      redis.child.kill('SIGTERM');
      await done;
    }
  });
  const data = tempDir();
  const servers = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const s = await startServer({ data, args: ['--redis', redis.url, '--public-address', `127.0.0.1:${port}`], portOverride: port });
    stops.push(() => s.kill('SIGTERM'));
    servers.push(s);
  }
  const [a, b] = servers;
  const games = [];
  for (let g = 0; g < 2; g++) {
    const ann = await Player.create(a.url, { game: 'evr', options: { variant: 'learning' }, seats: [{ kind: 'human' }, { kind: 'human' }] });
    stops.push(() => ann.leave());
    await ann.until(() => ann.welcome && ann.last);
    // The other process sees the room through Redis (not from the data directory).
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
