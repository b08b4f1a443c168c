// The rooms' side of the computer players: a small pool of worker threads
// (bot-worker.mjs). ask() resolves to an action id; a room's requests always
// go to the same worker (it keeps that room's match).
import { Worker } from 'node:worker_threads';

export class BotPool {
  constructor({ siteDir, size = 1, timeoutMs = 30000 }) {
    this.siteDir = siteDir;
    this.size = Math.max(1, size);
    this.timeoutMs = timeoutMs;
    this.workers = [];
    this.pending = new Map();
    this.nextId = 1;
  }

  worker(room) {
    let h = 0;
    for (const c of room) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    const i = h % this.size;
    if (!this.workers[i]) this.workers[i] = this.spawn(i);
    return this.workers[i];
  }

  spawn(i) {
    const w = new Worker(new URL('./bot-worker.mjs', import.meta.url), { workerData: { siteDir: this.siteDir } });
    w.unref();
    w.on('message', (msg) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.ok) p.resolve(msg.action);
      else p.reject(Object.assign(new Error(msg.message), { code: msg.code }));
    });
    const fail = (err) => {
      this.workers[i] = null;
      for (const [id, p] of this.pending) {
        if (p.worker === w) {
          this.pending.delete(id);
          clearTimeout(p.timer);
          p.reject(err instanceof Error ? err : new Error(`the bot worker stopped (${err})`));
        }
      }
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`the bot worker exited (${code})`)));
    return w;
  }

  // save: the room's save document (server side only); seed: the bot's seed.
  ask(room, save, seat, kind, seed) {
    const w = this.worker(room);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('the computer player took too long'));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer, worker: w });
      w.postMessage({ id, room, save, seat, kind, seed });
    });
  }

  forget(room) {
    const i = this.workers.findIndex(Boolean);
    if (i < 0) return;
    this.worker(room).postMessage({ forget: room });
  }

  async close() {
    const ws = this.workers.filter(Boolean);
    this.workers = [];
    await Promise.all(ws.map((w) => w.terminate()));
  }
}
