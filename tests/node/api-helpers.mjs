// Helpers of the API contract tests (api_*.test.mjs): a random legal step,
// a match some random steps into a game, and the check of an error answer.
import assert from 'node:assert/strict';
import { makeRandom, parse } from './helpers.mjs';

// Applies one random legal action of the first seat to act; false once the game is over.
export function step(m, rand) {
  const st = parse(m.status(), 'status');
  if (st.terminal) return false;
  const s = st.toAct[0];
  const acts = parse(m.legalActions(s), 'legalActions');
  const r = parse(m.apply(JSON.stringify({ player: s, id: acts[Math.floor(rand() * acts.length)].id })), 'apply');
  if (!r.ok) throw new Error(JSON.stringify(r));
  return true;
}

// A new match of `game` (seed `seed`) after `steps` random steps drawn with `randSeed`.
export function midGame(sw, game, seed = 21, steps = 12, randSeed = seed) {
  const m = new sw.Match();
  assert.deepEqual(parse(m.start(JSON.stringify({ game, seed }))), { ok: true });
  const r = makeRandom(randSeed);
  for (let i = 0; i < steps; i++) step(m, r);
  return m;
}

// Checks that `text` is exactly {ok:false, error:{code, message}} with `code`; returns it parsed.
export function expectCode(text, code, what) {
  const r = parse(text, what);
  assert.equal(r.ok, false, `${what}: ${String(text).slice(0, 200)}`);
  assert.equal(r.error.code, code, `${what}: ${r.error.code} ${String(r.error.message).slice(0, 200)}`);
  assert.equal(typeof r.error.message, 'string', `${what}: error.message`);
  assert.deepEqual(Object.keys(r).sort(), ['error', 'ok'], `${what}: keys`);
  return r;
}
