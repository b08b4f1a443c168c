// The online server under load (a measurement, not a test): N concurrent EvR
// rooms, two real WebSocket clients each, playing random legal moves after a
// think time, through 1 and then 2 server processes (2 share rooms through a
// Redis). Prints per run:
//   LOAD rooms= procs= actions_per_s= rtt_p50_ms= rtt_p99_ms= rss_per_room_kb=
// rtt: from sending {id} to the update that shows the action applied.
// rss_per_room_kb: the servers' resident memory with the rooms open, minus
// before, per room.
//   node scripts/load-online.mjs [--rooms 200] [--seconds 20] [--think-ms 500] [--procs 1,2]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const ROOMS = Number(arg('rooms', 200));
const SECONDS = Number(arg('seconds', 20));
const THINK = Number(arg('think-ms', 500));
const PROCS = String(arg('procs', '1,2')).split(',').map(Number);
const SITE = path.resolve(arg('site', process.env.SWRULES_WASM_DIR || path.join(root, 'build-wasm', 'site')));

const children = [];
process.on('exit', () => { for (const c of children) try { c.kill('SIGKILL'); } catch (e) { /* gone */ } });
process.on('SIGINT', () => process.exit(130));

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

function spawnUntil(cmd, argv, re) {
  const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => { out += d; if (re.test(out)) resolve(child); });
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => reject(new Error(`${cmd} exited (${code}): ${out}`)));
  });
}

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  } catch (e) { return 0; }
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function run(procs) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'swrules-load-'));
  const extra = [];
  if (procs > 1) {
    const rport = await freePort();
    await spawnUntil('redis-server', ['--port', String(rport), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], /Ready to accept/);
    extra.push('--redis', `redis://127.0.0.1:${rport}`);
  }
  const servers = [];
  for (let i = 0; i < procs; i++) {
    const port = await freePort();
    const child = await spawnUntil(process.execPath, [path.join(root, 'server', 'main.mjs'), '--port', String(port), '--site', SITE,
      '--data', data, '--bot-delay', '0', '--quiet', ...(procs > 1 ? ['--public-address', `127.0.0.1:${port}`] : []), ...extra], /LISTENING/);
    servers.push({ child, url: `http://127.0.0.1:${port}` });
  }
  await sleep(500);
  const rssBefore = servers.reduce((t, s) => t + rssKb(s.child.pid), 0);
  const rtts = [];
  let actions = 0;
  let measuring = false;
  let stop = false;
  let rssOpen = 0;

  async function room(i) {
    while (!stop) {
      const home = servers[i % servers.length];
      const away = servers[(i + 1) % servers.length];
      const seats = [null, null];
      const last = [null, null];
      const sentAt = [0, 0];
      let code = null;
      let done;
      const finished = new Promise((r) => { done = r; });
      const act = (k) => {
        const u = last[k];
        if (stop || !u || u.room.terminal || !u.legal.length || sentAt[k]) return;
        setTimeout(() => {
          if (stop || last[k] !== u || !seats[k]) return;
          sentAt[k] = performance.now();
          seats[k].send('act', { id: u.legal[Math.floor(Math.random() * u.legal.length)].id });
        }, THINK * (0.5 + Math.random()));
      };
      // Handlers at once: messages that come before them are dropped by the SDK.
      const wire = (r, k) => {
        seats[k] = r;
        r.onMessage('welcome', (w) => { code = w.code; });
        r.onMessage('update', (text) => {
          const u = JSON.parse(text);
          const prev = last[k];
          last[k] = u;
          if (sentAt[k] && prev && u.room.actions > prev.room.actions) {
            if (measuring) { rtts.push(performance.now() - sentAt[k]); actions++; }
            sentAt[k] = 0;
          }
          if (u.room.terminal) done();
          else act(k);
        });
        r.onMessage('error', () => { sentAt[k] = 0; act(k); });
      };
      wire(await new Client(home.url).create('match', { game: 'evr', options: { variant: 'learning' }, seats: [{ kind: 'human' }, { kind: 'human' }] }), 0);
      while (!code) await sleep(5);
      await fetch(`${away.url}/online/rooms/${code}`);
      wire(await new Client(away.url).joinById(code, {}), 1);
      await Promise.race([finished, (async () => { while (!stop) await sleep(200); })()]);
      await Promise.all(seats.map((r) => r.leave(true).catch(() => {})));
    }
  }

  const loops = [];
  for (let i = 0; i < ROOMS; i++) {
    loops.push(room(i).catch((e) => { console.error(`room ${i}: ${e.message}`); }));
    if (i % 20 === 19) await sleep(100);
  }
  await sleep(2000);
  measuring = true;
  const t0 = performance.now();
  const half = setTimeout(() => { rssOpen = servers.reduce((t, s) => t + rssKb(s.child.pid), 0); }, (SECONDS * 1000) / 2);
  await sleep(SECONDS * 1000);
  measuring = false;
  clearTimeout(half);
  if (!rssOpen) rssOpen = servers.reduce((t, s) => t + rssKb(s.child.pid), 0);
  const secs = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(loops);
  rtts.sort((x, y) => x - y);
  const q = (p) => (rtts.length ? rtts[Math.min(rtts.length - 1, Math.floor(p * rtts.length))] : NaN);
  console.log(`LOAD rooms=${ROOMS} procs=${procs} actions_per_s=${(actions / secs).toFixed(1)} rtt_p50_ms=${q(0.5).toFixed(1)} rtt_p99_ms=${q(0.99).toFixed(1)} rss_per_room_kb=${Math.round((rssOpen - rssBefore) / ROOMS)}`);
  for (const c of children.splice(0)) {
    c.kill('SIGTERM');
  }
  await sleep(500);
  fs.rmSync(data, { recursive: true, force: true });
}

for (const p of PROCS) await run(p);
process.exit(0);
