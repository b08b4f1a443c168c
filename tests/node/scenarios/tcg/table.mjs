// Helpers of the TCG scenario tests: the wasm module (through the node tests'
// loader, so $SWRULES_WASM_DIR and build-wasm/site work as elsewhere) and
// small functions to start a TCG position from a documented `setup` and act
// on it by action id.
import assert from 'node:assert/strict';
import { loadSwRules } from '../../helpers.mjs';

export const sw = await loadSwRules();
export const P = (t) => JSON.parse(t);

// One seat of a setup document: its side, empty deck and hand unless given.
export const seat = (side, o = {}) => ({ side, deck: [], hand: [], ...o });

// A match at the position `setup` (docs/api.md, TCG "Setup"); throws if refused.
export function start(setup, options = {}, seed = 1) {
  const m = new sw.Match();
  const r = P(m.start(JSON.stringify({ game: 'tcg', seed, options, setup })));
  if (!r.ok) throw new Error('start failed: ' + JSON.stringify(r));
  return m;
}
// [match, start() answer], for setups that may be refused.
export function tryStart(setup, options = {}, seed = 1) {
  const m = new sw.Match();
  return [m, P(m.start(JSON.stringify({ game: 'tcg', seed, options, setup })))];
}
export const view = (m, s = 0) => P(m.view(s));
export const st = (m) => P(m.status());
export const acts = (m, s) => P(m.legalActions(s));
export const ids = (m, s) => acts(m, s).map((a) => a.id);
export const logs = (m, seat = -1) => P(m.log(seat));
// The attack rolls in the log (not the build-point roll).
// Attack rolls of at least one die (an attack that rolls none logs "No dice are rolled." with data.dice []).
export const rollsOf = (m) => logs(m).filter((e) => e.type === 'roll' && !e.data.buildPoints && Array.isArray(e.data.dice) && e.data.dice.length > 0);

// Applies the action `id` for `seat`; throws (with the legal actions) if refused.
export function act(m, seat, id) {
  const r = P(m.apply(JSON.stringify({ player: seat, id })));
  if (!r.ok) throw new Error(`apply ${seat} ${id}: ${JSON.stringify(r)} legal=${JSON.stringify(ids(m, seat))} status=${JSON.stringify(st(m))}`);
  return r.events;
}
// Applies the first legal action of `seat` whose id starts with `prefix`.
export function actP(m, seat, prefix) {
  const id = ids(m, seat).find((x) => x.startsWith(prefix));
  if (!id) throw new Error(`no action ${prefix} for ${seat}: ${JSON.stringify(ids(m, seat))} status=${JSON.stringify(st(m))}`);
  return act(m, seat, id);
}
// Resolves a card's own choice: the first choose:/target:/pick: id naming `key`.
export function pick(m, seat, key) {
  const l = ids(m, seat);
  const id = l.find((x) => x.includes(key) && /^(choose|target|pick):/.test(x));
  if (!id) throw new Error(`pick ${key}: ${JSON.stringify(l)}`);
  return act(m, seat, id);
}

// A unit (key or id) anywhere in a view, with where it is and its seat.
export function unit(v, key, seat) {
  for (const p of v.players) {
    if (seat !== undefined && p.seat !== seat) continue;
    for (const a of Object.values(p.arenas)) for (const u of a) if (u.key === key || u.id === key) return { ...u, where: 'arena', seat: p.seat };
    for (const u of p.build) if (u.key === key || u.id === key) return { ...u, where: 'build', seat: p.seat };
    for (const u of p.discard) if (u.key === key || u.id === key) return { ...u, where: 'discard', seat: p.seat };
  }
  return null;
}

// Lets whoever is to act take the passive choice (done, pass, decline, nobid,
// keep, else the first legal action) until `stop(view)`; returns that view.
export function quiet(m, stop, max = 300) {
  for (let i = 0; i < max; i++) {
    const v = view(m, 0);
    if (stop(v) || v.over) return v;
    const seat = st(m).toAct[0];
    const l = ids(m, seat);
    act(m, seat, l.find((x) => ['done', 'pass', 'decline', 'nobid', 'keep'].includes(x)) || l[0]);
  }
  throw new Error('quiet: not reached');
}
// Plays passively until the attack of the unit `key` is over.
export function untilAttackOver(m, key) {
  return quiet(m, (v) => !v.attack || !v.attack.attacker.startsWith(key + '.'));
}

export { assert };

// Decks of plain units for setup positions, and the mulligans answered "keep".
export const fillerDS = ['reek', 'geonosian-guard', 'battle-droid-squad', 'geonosian-guard', 'reek', 'battle-droid-squad'];
export const fillerLS = ['clone-squad', 'jedi-patrol', 'clone-squad', 'jedi-patrol', 'naboo-security-guard', 'naboo-security-guard'];
export function skipMulligans(m) {
  for (let i = 0; i < 4; i++) {
    const s = st(m); const l = ids(m, s.toAct[0]);
    if (!l.includes('keep')) return;
    act(m, s.toAct[0], 'keep');
  }
}
