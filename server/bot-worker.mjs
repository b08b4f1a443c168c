// worker_threads: the computer players' moves, computed off the rooms'
// message loop on an engine instance of its own. Keeps one match per room and
// follows it: only the actions it has not applied yet are applied.
//
// in:  {id, room, save, seat, kind, seed}  | {forget: room}
// out: {id, ok: true, action} | {id, ok: false, code, message}
import { parentPort, workerData } from 'node:worker_threads';
import { loadNodeEngine } from './engine.mjs';

const engine = await loadNodeEngine(workerData.siteDir);
const matches = new Map(); // room -> MatchApi

function matchFor(room, save) {
  let m = matches.get(room);
  if (!m) {
    m = engine.newMatch();
    matches.set(room, m);
  }
  m.load(save);
  return m;
}

parentPort.on('message', (msg) => {
  if (msg.forget) {
    const m = matches.get(msg.forget);
    if (m) m.close();
    matches.delete(msg.forget);
    return;
  }
  try {
    const m = matchFor(msg.room, msg.save);
    const action = m.botAction(msg.seat, msg.kind, msg.seed);
    parentPort.postMessage({ id: msg.id, ok: true, action });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, ok: false, code: err?.code || 'internal', message: err?.message || String(err) });
  }
});
parentPort.postMessage({ ready: true });
