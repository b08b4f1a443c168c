// Web Worker: the computer's moves (and hints) are computed here, on an engine
// instance of its own, so the page never blocks however long the bot thinks.
//
// in:  {id, replay, seat, kind}   replay = Match.replay() of the page's match
// out: {id, ok: true, action}  or  {id, ok: false, code, message}
//
// The worker keeps one match and follows the page's game: when the new replay
// extends the actions it already applied, only the new ones are applied.

import createSwRules from '../swrules.js';
import { loadEngine, ApiError } from '../api.js';

let enginePromise = null;
let match = null;
let matchKey = null;
let applied = [];

function engine() {
  if (!enginePromise) {
    enginePromise = (async () => {
      // Pass the bytes ourselves: the module's own file lookup is made for pages.
      const res = await fetch(new URL('../swrules.wasm', import.meta.url));
      if (!res.ok) throw new ApiError('internal', `could not fetch the rules engine (${res.status})`);
      const wasmBinary = new Uint8Array(await res.arrayBuffer());
      return loadEngine(createSwRules, { wasmBinary });
    })();
    enginePromise.catch(() => { enginePromise = null; });
  }
  return enginePromise;
}

const sameAction = (a, b) => a && b && a.player === b.player && a.id === b.id && !a.concede === !b.concede;

function follow(eng, replay) {
  if (!replay || typeof replay !== 'object' || !Array.isArray(replay.actions)) {
    throw new ApiError('bad_request', 'the worker needs the replay of the match');
  }
  const key = JSON.stringify([replay.game, replay.options, replay.seed, replay.setup ?? null]);
  const actions = replay.actions;
  let prefix = match && key === matchKey && applied.length <= actions.length;
  for (let i = 0; prefix && i < applied.length; i++) if (!sameAction(applied[i], actions[i])) prefix = false;
  if (!prefix) {
    if (match) match.dispose();
    match = eng.newMatch();
    matchKey = null;
    applied = [];
    const config = { game: replay.game, seed: replay.seed, options: replay.options || {} };
    if (replay.setup !== undefined && replay.setup !== null) config.setup = replay.setup;
    match.start(config);
    matchKey = key;
  }
  for (let i = applied.length; i < actions.length; i++) {
    const a = actions[i];
    if (a.concede) match.concede(a.player); else match.apply(a.player, a.id);
    applied.push(a.concede ? { player: a.player, concede: true } : { player: a.player, id: a.id });
  }
}

self.onmessage = async (e) => {
  const msg = e.data || {};
  if (msg.warm) {
    engine().catch(() => { /* reported by the first request */ });
    return;
  }
  try {
    const eng = await engine();
    try {
      follow(eng, msg.replay);
    } catch (err) {
      // Out of step (or a failed apply): start over once from the replay.
      matchKey = null;
      follow(eng, msg.replay);
    }
    const action = match.botAction(msg.seat, msg.kind || 'heuristic');
    self.postMessage({ id: msg.id, ok: true, action });
  } catch (err) {
    self.postMessage({
      id: msg.id,
      ok: false,
      code: err && err.code ? err.code : 'internal',
      message: err && err.message ? err.message : String(err),
    });
  }
};
