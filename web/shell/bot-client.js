// The page's side of the bot worker: request(replay, seat, kind) resolves to
// an action id, or rejects with an Error when the worker cannot answer (it
// failed to load, crashed, or the browser has no workers). Never hangs on a
// dead worker: its 'error' event rejects every open request.

export class BotClient {
  // timeoutMs: an answer that takes longer than this is given up (the worker
  // is stopped and the request rejected): a stuck worker never hangs the game.
  constructor(url = new URL('./bot-worker.js', import.meta.url), { timeoutMs = 60000 } = {}) {
    this.url = url;
    this.timeoutMs = timeoutMs;
    this.worker = null;
    this.pending = new Map(); // id -> {resolve, reject}
    this.nextId = 1;
  }

  start() {
    if (this.worker) return this.worker;
    if (typeof Worker !== 'function') throw new Error('this browser cannot run the computer player in the background (no Web Workers)');
    const w = new Worker(this.url, { type: 'module' });
    w.onmessage = (e) => {
      const msg = e.data || {};
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.ok) p.resolve(msg.action);
      else {
        const err = new Error(msg.message || 'the computer player failed');
        err.code = msg.code || 'internal';
        p.reject(err);
        // After an internal failure the worker's engine may be broken: the next request gets a fresh one.
        if (err.code === 'internal') this.fail(err);
      }
    };
    const fail = (what) => (e) => {
      if (e && typeof e.preventDefault === 'function') e.preventDefault();
      const text = e && e.message ? e.message : what;
      this.fail(new Error(`the computer player stopped working (${text})`));
    };
    w.onerror = fail('the worker could not be loaded');
    w.onmessageerror = fail('a message could not be read');
    this.worker = w;
    return w;
  }

  // Rejects every open request and drops the worker (the next request starts a new one).
  fail(err) {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    const open = [...this.pending.values()];
    this.pending.clear();
    for (const p of open) {
      clearTimeout(p.timer);
      p.reject(err);
    }
  }

  // Loads the engine in the worker ahead of the first move.
  warm() {
    try {
      this.start().postMessage({ warm: true });
    } catch (e) { /* reported by the first request */ }
  }

  request(replay, seat, kind) {
    return new Promise((resolve, reject) => {
      let w;
      try {
        w = this.start();
      } catch (e) {
        reject(e);
        return;
      }
      const id = this.nextId++;
      const timer = setTimeout(() => {
        if (this.pending.has(id)) this.fail(new Error(`the computer did not answer within ${Math.round(this.timeoutMs / 1000)} s`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      w.postMessage({ id, replay, seat, kind });
    });
  }

  get busy() {
    return this.pending.size > 0;
  }

  // Stops a computation nobody waits for any more (after undo, new game, load).
  cancel() {
    if (!this.busy) return;
    const err = new Error('cancelled');
    err.code = 'cancelled';
    this.fail(err);
  }
}
