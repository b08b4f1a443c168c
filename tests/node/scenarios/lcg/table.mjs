// Helpers of the LCG scenario tests: the wasm module (through the node tests'
// loader, so $SWRULES_WASM_DIR and build-wasm/site work as elsewhere) and a
// Table: one match started from a documented `setup`, acted on by action id.
import assert from 'node:assert/strict';
import { loadSwRules } from '../../helpers.mjs';

export const sw = await loadSwRules();

export class Table {
  // `config` is a whole start config ({game, seed, options, setup}).
  constructor(config) {
    this.m = new sw.Match();
    const r = JSON.parse(this.m.start(JSON.stringify(config)));
    this.startResult = r;
    if (!r.ok) throw new Error('start failed: ' + JSON.stringify(r));
  }
  close() { this.m.delete(); }
  status() { return JSON.parse(this.m.status()); }
  view(seat = -1) { return JSON.parse(this.m.view(seat)); }
  legal(seat) { return JSON.parse(this.m.legalActions(seat)); }
  ids(seat) { return this.legal(seat).map((a) => a.id); }
  toAct() { return this.status().toAct; }
  log() { return JSON.parse(this.m.log(-1)); }
  // Applies the action `id` for `seat`; throws (with the legal actions) if it is refused.
  apply(seat, id) {
    const r = JSON.parse(this.m.apply(JSON.stringify({ player: seat, id })));
    if (!r.ok) throw new Error(`apply ${seat} ${id}: ${JSON.stringify(r)}\nlegal: ${JSON.stringify(this.ids(seat))}\nprompt: ${JSON.stringify(this.view(seat).prompt)}`);
    return r;
  }
  // Applies the one legal action whose id is `prefix` or starts with it. Ids
  // that differ only in a trailing card number (two copies of a card) count
  // as one: the first is taken.
  act(seat, prefix) {
    const ids = this.ids(seat);
    let m = ids.filter((i) => i === prefix);
    if (!m.length) m = ids.filter((i) => i.startsWith(prefix));
    const base = (x) => x.replace(/\.\d+$/, '').replace(/\.\d+(\.\d+)?$/, '');
    if (m.length > 1 && m.every((x) => base(x) === base(m[0]))) m = [m[0]];
    if (m.length !== 1) throw new Error(`act ${seat} '${prefix}': matches ${JSON.stringify(m)} among ${JSON.stringify(ids)}; prompt ${JSON.stringify(this.view(seat).prompt)}`);
    return this.apply(seat, m[0]);
  }
  // The single seat to act.
  who() { const t = this.toAct(); assert.equal(t.length, 1, 'toAct ' + JSON.stringify(t)); return t[0]; }
  // The prompt of the first seat to act (null when nobody is to act).
  prompt() { const st = this.status(); if (!st.toAct.length) return null; return this.view(st.toAct[0]).prompt; }
  p(seat) { return this.view(-1).players[seat]; }
  unit(seat, key) { return this.view(-1).players[seat].units.find((u) => u.key === key || u.id === key); }
  obj(seat, key) { return this.view(-1).players[seat].objectives.find((u) => u.key === key || u.id === key); }

  // Passes every open action / interrupt / reaction window until a prompt of
  // another kind.
  passWindows(max = 30) {
    for (let i = 0; i < max; i++) {
      const st = this.status(); if (st.terminal || !st.toAct.length) return;
      const s = st.toAct[0]; const pr = this.view(s).prompt;
      if (pr && pr.kind === 'window' && this.ids(s).includes('pass')) this.apply(s, 'pass'); else return;
    }
  }
  // From the start of a Conflict phase: engages the objective whose id starts
  // with `objPrefix`, declares the attackers and defenders (key prefixes) and
  // passes the windows up to the edge battle. `engagedObj` is the objective's id.
  engage(objPrefix, attackers, defenders) {
    this.passWindows();
    const a = this.toAct()[0];
    const e = this.ids(a).filter((i) => i.startsWith('engage:' + objPrefix));
    if (!e.length) throw new Error('no engage ' + objPrefix + ' ' + this.ids(a));
    this.apply(a, e[0]);
    this.engagedObj = e[0].slice(7);
    this.passWindows();
    for (const k of attackers) this.act(a, 'attacker:' + k);
    this.act(a, 'done');
    this.passWindows();
    const d = 1 - a;
    if (this.toAct()[0] === d && this.prompt()?.kind === 'engagement') {
      for (const k of defenders) this.act(d, 'defender:' + k);
      this.act(d, 'done');
    }
    this.passWindows();
  }
  // Resolves the strikes with default choices (the first strike, icons in
  // order, the first hit / tactic; `prefs` maps an id prefix to a substring to
  // prefer), stopping at the unopposed bonus or at the end of the engagement.
  strikeAll(prefs = {}, max = 60) {
    for (let i = 0; i < max; i++) {
      const st = this.status(); if (st.terminal || !st.toAct.length) return;
      const s = st.toAct[0]; const ids = this.ids(s); const pr = this.view(s).prompt;
      if (!this.view(-1).engagement) return;
      if (ids.includes('bonus')) return;
      if (pr.kind === 'window') { this.apply(s, 'pass'); continue; }
      let pick = null;
      for (const [k, v] of Object.entries(prefs)) { const f = ids.find((x) => x.startsWith(k) && x.includes(v)); if (f) { pick = f; break; } }
      pick = pick || ids.find((x) => x.startsWith('strike:')) || ids.find((x) => x.startsWith('icon.')) || ids.find((x) => x.startsWith('hit:')) || ids.find((x) => x.startsWith('tactic:')) || ids.find((x) => x === 'done');
      if (!pick) return;
      this.apply(s, pick);
    }
  }
}

// A table at the position `setup` (docs/api.md, LCG "Setup"), mulligans off.
export function lcg(setup, options = {}, seed = 1) {
  return new Table({ game: 'lcg', seed, options: { mulligan: false, ...options }, setup });
}

// A new game from its start (no setup document).
export function newGame(seed) {
  return new Table({ game: 'lcg', seed });
}

// The answer of start() for `setup`, for setups that must be refused.
export function tryStart(setup, options = {}, seed = 1) {
  const m = new sw.Match();
  const r = JSON.parse(m.start(JSON.stringify({ game: 'lcg', seed, options, setup })));
  const st = r.ok ? JSON.parse(m.status()) : null;
  m.delete();
  return { result: r, status: st };
}

// Filler hands: cards that give neither side a play in the scenario.
export const H_D = ['dark-side-apprentice', 'kuati-security-team@20'];
export const H_L = ['twilek-loyalist@1', 'rebel-trooper'];

// The key of a card id (`luke-skywalker.12` -> `luke-skywalker`).
export const keyOf = (id) => id.split(':').pop().split('.')[0];
