// Helpers of the LCG card-text and multiplayer scenarios (card_texts_*,
// multiplayer_*), on top of table.mjs: a Table with shortcuts to pay, use a
// card, drive the game by action-id prefixes and wait for an offer, the
// builders of the positions they start from, and the objective sets and
// affiliation decks they use.
import { Table, sw, H_D, H_L } from './table.mjs';

export class PlayTable extends Table {
  // Autopays while the seat is offered `autopay`.
  pay(seat) { for (let i = 0; i < 5 && this.ids(seat).includes('autopay'); i++) this.apply(seat, 'autopay'); }
  // Uses the ability whose id starts with `prefix`, then picks the `targets`
  // (id prefixes, paying before each), then pays.
  use(seat, prefix, ...targets) {
    this.act(seat, prefix);
    for (const t of targets) { this.pay(seat); this.act(seat, t); }
    this.pay(seat);
  }
  has(seat, prefix) { return this.ids(seat).some((x) => x.startsWith(prefix)); }
  hand(seat) { return this.view(seat).players[seat].hand.map((c) => c.key); }
  discardKeys(seat) { return this.view(-1).players[seat].discard.map((c) => c.key); }
  pl(seat) { return this.view(-1).players[seat]; }
  // The first seat to act, its legal ids and prompt, the phase and the active player.
  st1() {
    const st = this.status(); const s = st.toAct[0];
    return { s, ids: s === undefined ? [] : this.ids(s), prompt: s === undefined ? null : this.view(s).prompt, phase: st.phase, active: this.view(-1).active };
  }
  // A one-line state for assertion messages.
  dump(seat) {
    const st = this.status(); const s = seat ?? st.toAct[0];
    return JSON.stringify({ st, ids: s !== undefined ? this.ids(s) : [], prompt: s !== undefined ? this.view(s).prompt : null });
  }
  // Passes interrupt and reaction windows only (not a phase's action window).
  settle(max = 30) {
    for (let i = 0; i < max; i++) {
      const st = this.status(); if (st.terminal || !st.toAct.length) return;
      const s = st.toAct[0]; const pr = this.view(s).prompt;
      if (pr && pr.kind === 'window' && /^Use (an interrupt|a reaction)/.test(pr.text) && this.ids(s).includes('pass')) this.apply(s, 'pass'); else return;
    }
  }
  // Passes interrupt and reaction windows until `prefix` is offered to `seat`; true if it is.
  offered(seat, prefix, max = 12) {
    for (let i = 0; i < max; i++) {
      if (this.has(seat, prefix)) return true;
      const st = this.status(); if (st.terminal || !st.toAct.length) return false;
      const s = st.toAct[0]; const pr = this.view(s).prompt;
      if (pr && pr.kind === 'window' && /^Use (an interrupt|a reaction)/.test(pr.text) && this.ids(s).includes('pass')) this.apply(s, 'pass'); else return false;
    }
    return false;
  }
  // Drives the game: at each step the seat to act takes the first id that
  // starts with one of `prefs` (each used once; a '!' prefix may be reused),
  // else pass, done or decline. Returns true as soon as an id starting with
  // `stop` is offered to the seat to act; false when stuck, nobody acts, or
  // after `max` steps.
  run(prefs = [], stop = null, max = 80) {
    const left = [...prefs];
    for (let i = 0; i < max; i++) {
      const st = this.status(); if (st.terminal || !st.toAct.length) return false;
      const s = st.toAct[0]; const ids = this.ids(s);
      if (stop && ids.some((x) => x.startsWith(stop))) return true;
      let pick = null;
      for (let k = 0; k < left.length; k++) {
        const re = left[k].startsWith('!') ? left[k].slice(1) : left[k];
        const f = ids.find((x) => x.startsWith(re));
        if (f) { pick = f; if (!left[k].startsWith('!')) left.splice(k, 1); break; }
      }
      if (!pick) pick = ids.includes('pass') ? 'pass' : ids.includes('done') ? 'done' : ids.includes('decline') ? 'decline' : null;
      if (!pick) return false;
      this.apply(s, pick);
    }
    return false;
  }
  // Answers pass / done / decline until `pred(table)` holds (at most `max`
  // steps); throws when the seat to act has none of them.
  passUntil(pred, max = 40) {
    for (let i = 0; i < max; i++) {
      if (pred(this)) return true;
      const st = this.status(); if (st.terminal || !st.toAct.length) return pred(this);
      const s = st.toAct[0]; const ids = this.ids(s);
      const id = ['pass', 'done', 'decline'].find((x) => ids.includes(x));
      if (!id) throw new Error('passUntil: stuck ' + this.dump(s));
      this.apply(s, id);
    }
    return pred(this);
  }
}

// A PlayTable at the position `setup` (docs/api.md, LCG "Setup"), mulligans off.
export function play(setup, options = {}, seed = 1) {
  return new PlayTable({ game: 'lcg', seed, options: { mulligan: false, ...options }, setup });
}

// A player who already took a turn (setup `tookTurn`), with `o` on top.
export const took = (o = {}) => ({ tookTurn: true, ...o });

// Objective sets and affiliation decks of the card-text scenarios.
export const DS_SITH = ['fall-of-the-jedi', 'counsel-of-the-sith', 'the-emperors-web'];
export const DS_NAVY = ['imperial-command', 'death-and-despayre', 'take-them-prisoner'];
export const RA_YAVIN = ['the-defense-of-yavin-4', 'mission-briefing', 'fleeing-the-empire'];
export const RA_SQUADRONS = ['mobilize-the-squadrons', 'mission-briefing', 'fleeing-the-empire'];
export const SMUG_OBJ = ['hit-and-run', 'questionable-contacts', 'rumors-at-the-cantina'];
export const SMUG = 'smugglers-and-spies:15,15,16,16,17,18,14,12,11,10';
export const SCUM = 'scum-and-villainy:33,33,19,20,21,23,24,25,26,27';
// `run` preferences that resolve the strikes with the first choices.
export const STRIKES = ['!strike:', '!icon.', '!hit:', '!tactic:'];

// The Dark Side's Deployment phase of turn 3 (Sith deck by default), both
// players having taken a turn; `dark` / `light` are added to the seats.
export function darkDeployment(dark, light, opts = { dark: 'sith' }) {
  return play({ phase: 'deployment', active: 'dark', turn: 3,
    dark: took({ objectives: DS_SITH, ...dark }), light: took(light) }, opts);
}

// Multiplayer (docs/api.md LCG "Options": mode). Seats: 2v2 DS #1, DS #2,
// LS #1, LS #2; Jerjerrod's Task DS, LS #1, LS #2; The Hunt for Skywalker
// DS #1, DS #2, LS.
export const MP_OBJ = {
  dark: ['imperial-command', 'death-and-despayre', 'the-ultimate-power'],
  dark2: ['shadows-of-dathomir', 'the-emperors-web', 'black-squadron-assault'],
  light: ['a-heros-journey', 'in-you-must-go', 'the-rebel-fleet'],
  light2: ['draw-their-fire', 'mobilize-the-squadrons', 'rumors-at-the-cantina'],
};
// A 2v2 game at turn 3 (DS team active): every player took a turn and has
// the MP_OBJ objectives unless `setup` gives its own.
export function twoVsTwo(setup = {}, opts = {}) {
  const s = { turn: 3, active: 'dark', ...setup };
  for (const p of ['dark', 'dark2', 'light', 'light2']) s[p] = { tookTurn: true, objectives: MP_OBJ[p], ...(setup[p] || {}) };
  return play(s, { mode: '2v2', ...opts });
}
const T = { tookTurn: true };
// A Jerjerrod's Task game at turn 3 (the solo DS active).
export function jerjerrod(setup, opts = {}) {
  return play({ turn: 3, active: 'dark', dark: T, light: T, light2: T, ...setup }, { mode: 'jerjerrods-task', ...opts });
}
// A Hunt for Skywalker game at turn 3 (the DS team active).
export function huntForSkywalker(setup, opts = {}) {
  return play({ turn: 3, active: 'dark', dark: T, dark2: T, light: T, ...setup }, { mode: 'hunt-for-skywalker', ...opts });
}

// Harness of the scenarios built on `Game` (the card_texts_* files that import it, rules_*,
// multiplayer_elimination/_modes/_2v2): `new Game(sw, setup, options, seed)`
// starts an LCG position (mulligans off) on the shared module `sw`.
export const loadSw = async () => sw;
export class Game extends PlayTable {
  constructor(_sw, setup, options = {}, seed = 1) {
    super({ game: 'lcg', seed, options: { mulligan: false, ...options }, setup });
  }
  // Passes interrupt and reaction windows until `prefix` is offered to `seat`.
  until(seat, prefix, max = 12) { return this.offered(seat, prefix, max); }
  // The player object of `seat` in the view of `viewer`.
  pv(seat, viewer = -1) { return this.view(viewer).players[seat]; }
  // The cards of `seat`'s `zone` whose key or id is `key` (or `key@n` / `key.n`).
  cardIn(seat, zone, key) { return (this.view(-1).players[seat][zone] || []).filter((c) => c.key === key || c.key?.startsWith(key + '@') || c.id?.startsWith(key + '.')); }
  u(seat, key) { return this.cardIn(seat, 'units', key)[0]; }
  o(seat, id) { return this.view(-1).players[seat].objectives.find((o) => o.id === id || o.key === id); }
  // The seat to act takes the first id starting with one of `prefs`, else passes.
  step(prefs) {
    const s = this.who(); const ids = this.ids(s);
    for (const p of prefs) { const f = ids.find((x) => x.startsWith(p)); if (f) { this.apply(s, f); return f; } }
    if (ids.includes('pass')) { this.apply(s, 'pass'); return 'pass'; }
    throw new Error('step: nothing among ' + JSON.stringify(prefs) + ' in ' + JSON.stringify(ids) + ' prompt ' + JSON.stringify(this.prompt()));
  }
}
// A multiplayer Game whose `until(pred)` answers pass / done / decline until `pred(game)`.
export class MpGame extends Game {
  until(pred, max = 40) { return this.passUntil(pred, max); }
}
export async function mk(setup, options = {}, seed = 1) { return new Game(sw, setup, options, seed); }
// Objective sets of the rules scenarios.
export const V = { ls: ['a-heros-journey', 'draw-their-fire', 'a-heros-journey'], ds: ['shadows-of-dathomir', 'imperial-command', 'death-and-despayre'] };
// A Conflict phase position of the rules scenarios: the DS active on turn 3 (dsAttack) or the LS on
// turn 4 (lsAttack), V objectives, units `du` / `lu`, empty hands; `extra.dark` / `extra.light` add to the seats.
export const dsAttack = (du, lu, extra = {}) => ({ phase: 'conflict', turn: 3, active: 'dark', ...extra,
  dark: { objectives: V.ds, units: du, hand: [], ...(extra.dark || {}) }, light: { objectives: V.ls, units: lu, hand: [], ...(extra.light || {}) } });
export const lsAttack = (du, lu, extra = {}) => ({ phase: 'conflict', turn: 4, active: 'light', ...extra,
  dark: { objectives: V.ds, units: du, hand: [], ...(extra.dark || {}) }, light: { objectives: V.ls, units: lu, hand: [], ...(extra.light || {}) } });
export const placing = (g) => /place a card face down/.test(g.prompt()?.text || '');
// Passes the edge stack placement out.
export const finish = (g) => { for (let i = 0; i < 10 && placing(g); i++) g.apply(g.who(), 'pass'); };
export const eng = (g) => g.view(-1).engagement;
// A 2v2 MpGame at turn 3 (DS team active), every player took a turn, MP_OBJ objectives unless given.
export function g2(_sw, setup = {}, opts = {}) {
  const s = { turn: 3, active: 'dark', ...setup };
  for (const p of ['dark', 'dark2', 'light', 'light2']) s[p] = { tookTurn: true, objectives: MP_OBJ[p], ...(setup[p] || {}) };
  return new MpGame(sw, s, { mode: '2v2', ...opts });
}
export const keys = (arr) => (arr || []).map((c) => c.key);

// Preamble of the card-text scenarios that use `Game` (card_texts_* below).
// The Rebel Alliance objective sets with The Rebel Fleet (RA_YAVIN holds The Defense of Yavin 4).
export const RA_OBJ = ['mission-briefing', 'the-rebel-fleet', 'fleeing-the-empire'];
// The Jedi objective sets with Jedi Training.
export const J_OBJ = ['a-heros-journey', 'in-you-must-go', 'jedi-training'];
// Options for a Sith Dark Side against a Rebel Alliance Light Side.
export const RA = { dark: 'sith', light: 'rebel-alliance' };
// The texts of the whole log, one a line.
export const logText = (g) => g.log().map((e) => e.text).join('\n');
// The `target:` ids offered to `s`.
export const targets = (g, s) => g.ids(s).filter((x) => x.startsWith('target:'));

// The Light Side's Deployment phase of turn 4 (Jedi against Sith, starting hands H_L / H_D), both having taken a turn.
export const lsDeploy = (light, dark = {}, opts = { dark: 'sith' }) => new Game(sw, { phase: 'deployment', active: 'light', turn: 4,
  light: { tookTurn: true, hand: H_L, objectives: J_OBJ, ...light },
  dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, ...dark } }, opts);
// The Dark Side's Deployment phase of turn 5 (Sith against Jedi, starting hands H_D / H_L), both having taken a turn.
export const dsDeploy = (dark, light = {}, opts = { dark: 'sith' }) => new Game(sw, { phase: 'deployment', active: 'dark', turn: 5,
  dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, ...dark },
  light: { tookTurn: true, hand: H_L, objectives: J_OBJ, ...light } }, opts);
// The Conflict phase of `active` (turn 5 for the DS, 4 for the LS), Sith against Jedi, no units unless given.
export const conflictAt = (active, dark, light, opts = { dark: 'sith' }, extra = {}) => new Game(sw, { phase: 'conflict', active, turn: active === 'dark' ? 5 : 4, ...extra,
  dark: { tookTurn: true, hand: H_D, objectives: DS_SITH, units: [], ...dark },
  light: { tookTurn: true, hand: H_L, objectives: J_OBJ, units: [], ...light } }, opts);
// conflictAt resumed at the edge battle of the active side's engagement at the defender's objective 0.
export const edgeAt = (active, dark, light, opts, extra = {}) => conflictAt(active, dark, light, opts, { engagement: { objective: 0 }, ...extra });
// From the LS Force phase, answers pass / done / decline (or discards) into the DS turn; true once `prefix` is offered to `seat`.
export function toDarkTurn(g, seat, prefix) {
  for (let i = 0; i < 30; i++) {
    if (g.has(seat, prefix)) return true;
    const st = g.status(); if (st.terminal || !st.toAct.length) return false;
    const v = g.view(-1); if (v.active === 0 && v.phase === 'deployment') return false;
    const s = st.toAct[0]; const ids = g.ids(s);
    const pick = ids.includes('pass') ? 'pass' : ids.includes('done') ? 'done' : ids.includes('decline') ? 'decline' : ids.find((x) => x.startsWith('discard:'));
    if (!pick) return false; g.apply(s, pick);
  }
  return false;
}
// Deploys `card` from `s`'s hand and returns the `attach:` ids offered.
export const attachIds = (g, s, card) => { g.act(s, 'deploy:' + card); return g.ids(s).filter((x) => x.startsWith('attach:')); };

// Preamble of the multiplayer scenarios that use `MpGame`.
// A Hunt for Skywalker MpGame at turn 3 (the DS team active), every player having taken a turn.
export const hfs = (setup, opts = {}) => new MpGame(sw, { turn: 3, active: 'dark', dark: T, dark2: T, light: T, ...setup }, { mode: 'hunt-for-skywalker', ...opts });
// The solo LS's objective pyramid of The Hunt for Skywalker, positions 1 to 9.
export const HFS_PYRAMID = ['the-mines', 'the-final-ship', 'dagobah-refuge', 'the-coruscant-rescue', 'rebel-command', 'the-ruins-of-alderaan', 'front-line-reinforcements', 'mission-at-kothlis', 'return-to-tatooine'];
// HFS_PYRAMID with the objectives at some positions replaced: `over` maps position -> key.
export const pyr = (over = {}) => HFS_PYRAMID.map((k, i) => (i + 1 in over ? over[i + 1] : k));
// The solo LS's objective at pyramid position `pos`, in the view of `seat`.
export const lsObj = (g, pos, seat = -1) => g.view(seat).players.find((p) => p.solo).objectives.find((o) => o.position === pos);
// Autopays while `s` is the first to act and is asked to pay (at most 6 times).
export const pay = (g, s) => { for (let i = 0; i < 6 && g.st1().s === s && g.st1().prompt?.kind === 'pay'; i++) g.act(s, 'autopay'); };
