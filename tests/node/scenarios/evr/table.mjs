// Helpers of the EvR scenario tests: the wasm module (through the node tests'
// loader, so $SWRULES_WASM_DIR and build-wasm/site work as elsewhere) and a
// Match wrapper started from a documented `setup`, acted on by action id.
import assert from 'node:assert/strict';
import { loadSwRules } from '../../helpers.mjs';

export const sw = await loadSwRules();

export class M {
  // `config` is a whole start config; `startResult` is start()'s answer (it may be refused).
  constructor(config) {
    this.m = new sw.Match();
    this.startResult = JSON.parse(this.m.start(JSON.stringify(config)));
  }
  get ok() { return this.startResult.ok; }
  view(s) { return JSON.parse(this.m.view(s)); }
  status() { return JSON.parse(this.m.status()); }
  legal(s) { return JSON.parse(this.m.legalActions(s)); }
  ids(s) { return this.legal(s).map((a) => a.id); }
  log(s) { return JSON.parse(this.m.log(s)); }
  // Applies the action `id` for seat `s`; throws (with the legal actions) if it is refused.
  act(s, id) {
    const r = JSON.parse(this.m.apply(JSON.stringify({ player: s, id })));
    if (!r.ok) throw new Error(`apply ${s} ${id}: ${JSON.stringify(r)} legal=${JSON.stringify(this.ids(s))}`);
    return r;
  }
  // apply()'s answer, refused or not.
  tryAct(s, id) { return JSON.parse(this.m.apply(JSON.stringify({ player: s, id }))); }
  close() { this.m.delete(); }
}

// A full game at the position `setup` (docs/api.md, EvR "Setup"), the Rebel on seat 0.
export function evr(setup, opts = {}, seed = 1) {
  return new M({ game: 'evr', seed, options: { rebelSeat: 0, ...opts }, setup });
}

// The player object of `seat` in view `v`.
export const P = (v, seat) => v.players[seat];
// The ids of a list of card objects.
export const cardIds = (cards) => cards.map((c) => c.id);
// JSON text of anything, to look for leaked names.
export const txt = (x) => JSON.stringify(x);

// Passes for whoever is to act until the struggle is over (two passes in a row).
export function passOut(m) {
  for (let i = 0; i < 6 && m.view(-1).phase === 'struggle'; i++) {
    const t = m.view(-1).turn;
    m.act(t, 'pass');
  }
}
// Answers the Dominance phase's prompts (e.g. Support) with the first option.
export function finishDominance(m) {
  for (let i = 0; i < 10 && m.view(-1).phase === 'dominance'; i++) {
    const s = m.status().toAct[0];
    m.act(s, m.ids(s)[0]);
  }
}
// The 16 generic resource cards of a faction (`reb` or `imp`).
export function generics(f) {
  const out = [];
  for (const t of ['diplomacy', 'force', 'military', 'recon']) for (const n of [2, 3, 4, 5]) out.push(`${f}.${t}-${n}`);
  return out;
}

export { assert };
