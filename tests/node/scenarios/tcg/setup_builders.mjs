// Helpers of the TCG card-text scenarios (card_texts_*), on top of table.mjs:
// seats stocked with a deck and 20 Force, taking an action by id prefix and
// substring, passing until a condition, and finding a unit anywhere.
import { ids, act, acts, st, view, logs } from './table.mjs';

// A seat of a setup with 4 cards in its deck and 20 Force unless `o` says
// otherwise (plain units, so that drawing never ends the game).
export const stocked = (side, o = {}) => ({ side, deck: ['reek', 'reek', 'reek', 'reek'], hand: [], force: 20, ...o });
export const dark = (o) => stocked('dark', o);
export const light = (o) => stocked('light', { deck: ['clone-squad', 'clone-squad', 'clone-squad', 'clone-squad'], ...o });

// The seat to act first.
export const who = (m) => st(m).toAct[0];
// Whether `seat` has a legal id that starts with `prefix` and contains `sub`.
export function has(m, seat, prefix, sub = '') { return ids(m, seat).some((x) => x.startsWith(prefix) && x.includes(sub)); }
// Applies the first legal id of `seat` that starts with `prefix` and contains `sub`.
export function go(m, seat, prefix, sub = '') {
  const l = ids(m, seat);
  const id = l.find((x) => x.startsWith(prefix) && x.includes(sub));
  if (!id) throw new Error(`no ${prefix}*${sub} for seat ${seat}: ${JSON.stringify(l)} status=${JSON.stringify(st(m))} prompt=${JSON.stringify(view(m, seat).prompt)}`);
  return act(m, seat, id);
}
// Answers pass / done / decline / nobid / keep / refuse / finish until `pred(view)`.
export function passUntil(m, pred, max = 200) {
  for (let i = 0; i < max; i++) {
    const v = view(m, 0);
    if (pred(v) || v.over) return v;
    const s = st(m).toAct[0];
    if (s === undefined) return v;
    const l = ids(m, s);
    const id = ['pass', 'done', 'decline', 'nobid', 'keep', 'refuse', 'finish'].find((x) => l.includes(x));
    if (!id) throw new Error('passUntil stuck: ' + JSON.stringify(l) + ' ' + JSON.stringify(st(m)));
    act(m, s, id);
  }
  throw new Error('passUntil: not reached');
}
// The Dark Side passes the open window if it is its turn to act in it.
export function passDS(m) { if (who(m) === 0 && ids(m, 0).includes('pass')) act(m, 0, 'pass'); }
// The texts of the whole log.
export const texts = (m) => logs(m).map((e) => e.text);
// A unit (key or id) in a view, with `where` (its arena, build, discard or hand) and its seat.
export function findUnit(v, key) {
  for (const p of v.players) {
    for (const [a, us] of Object.entries(p.arenas)) for (const u of us) if (u.key === key || u.id === key) return { ...u, where: a, seat: p.seat };
    for (const u of p.build) if (u.key === key || u.id === key) return { ...u, where: 'build', seat: p.seat };
    for (const u of p.discard) if (u.key === key || u.id === key) return { ...u, where: 'discard', seat: p.seat };
    for (const u of (p.hand || [])) if (u.key === key || u.id === key) return { ...u, where: 'hand', seat: p.seat };
  }
  return null;
}
// The player object of seat `s` in view `v`.
export const me = (v, s) => v.players.find((p) => p.seat === s);
// The labels of the actions offered to seat `s`.
export const labels = (m, s) => acts(m, s).map((a) => a.label);
