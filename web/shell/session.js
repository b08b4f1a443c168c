// The match lifecycle, independent of any game and of the DOM: start, apply,
// undo, save/load, autosave and resume, whose view is on screen and when the
// device must be handed over (hot-seat), and the computer players' moves
// (asked from the bot worker, so the page never blocks).

import { ApiError } from '../api.js';
import { normalizeConfig, humanSeats, botSeats, isHuman } from './players.js';
import { writeAutosave } from './store.js';

export class Session {
  // engine: api.js Engine; bots: BotClient; games: listGames();
  // onChange(): the state changed (render); onMessage(text, kind): tell the player
  constructor({ engine, bots, games, onChange = () => {}, onMessage = () => {}, botDelay = null }) {
    this.engine = engine;
    this.bots = bots;
    this.games = games;
    this.onChange = onChange;
    this.onMessage = onMessage;
    this.fixedBotDelay = botDelay; // ?botDelay= in the URL overrides the config
    this.match = null;
    this.config = null;
    this.gameInfo = null;
    this.status = null;
    this.viewer = null; // seat whose view is on screen (-1: spectator)
    this.handoff = null; // seat the device must be passed to (hot-seat)
    this.secretPending = false; // the last person's decision was secret: screen before the next one
    this.gen = 0; // bumped on new game / undo / load
    this.botToken = null; // the open bot request
    this.botError = null;
    this.hint = null; // {seat, id}
    this.history = null; // cached replay().actions
  }

  // ---- who plays -------------------------------------------------------------

  get active() {
    return !!(this.match && this.status);
  }

  humanSeats() {
    return this.config ? humanSeats(this.config) : [];
  }

  botSeats() {
    return this.config ? botSeats(this.config) : [];
  }

  isHuman(seat) {
    return !!this.config && isHuman(this.config, seat);
  }

  // More than one person at this device: views change hands.
  get hotseat() {
    return this.humanSeats().length > 1;
  }

  botDelay() {
    if (this.fixedBotDelay !== null) return this.fixedBotDelay;
    return this.config && Number.isFinite(this.config.botDelay) ? this.config.botDelay : 700;
  }

  // ---- lifecycle ---------------------------------------------------------------

  gameById(id) {
    return this.games.find((g) => g.id === id) || { id, name: id, players: { min: 2, max: 2 } };
  }

  // Throws ApiError when the engine refuses the config; the old match stays.
  start(config) {
    const m = this.engine.newMatch();
    // The number of seats and the teams travel as the options "players" and
    // "teams" when the game has them (setup.js fills them in), so that the
    // replay records them.
    const startConfig = { game: config.game, seed: config.seed, options: config.options };
    try {
      m.start(startConfig);
    } catch (e) {
      m.dispose();
      throw e;
    }
    // The options decide how many seats the game has (a game mode): the
    // players chosen must fill exactly those.
    let seats = null;
    try {
      const v = m.view(-1);
      if (Array.isArray(v.players) && v.players.length) seats = v.players.length;
    } catch (e) { seats = null; }
    if (seats !== null && Array.isArray(config.seats) && config.seats.length && config.seats.length !== seats) {
      m.dispose();
      throw new Error(`This game has ${seats} seats, but ${config.seats.length} players were chosen.`);
    }
    this.adopt(m, normalizeConfig(config, config.seats ? config.seats.length : 2));
  }

  // Loads a save document; `config` (who plays) from the autosave, else the
  // current one, else `fallback`. Throws ApiError on a bad save (nothing changes).
  load(text, config = null, fallback = null) {
    const m = this.match || this.engine.newMatch();
    const fresh = m !== this.match;
    try {
      m.load(text);
    } catch (e) {
      if (fresh) m.dispose();
      throw e;
    }
    let replay = {};
    try { replay = m.replay(); } catch (e) { replay = {}; }
    const base = config || this.config || fallback || {};
    const count = this.playerCount(m, replay.game || base.game);
    const next = normalizeConfig({
      ...base,
      game: replay.game || base.game,
      seed: replay.seed ?? base.seed,
      options: replay.options || base.options,
    }, count);
    // A config for another number of seats does not fit: everyone a person.
    if (next.seats.length !== count) next.seats = Array.from({ length: count }, () => ({ human: true, name: '' }));
    this.adopt(fresh ? m : null, next);
  }

  playerCount(m, gameId) {
    try {
      const v = m.view(-1);
      if (Array.isArray(v.players) && v.players.length) return v.players.length;
    } catch (e) { /* fall through */ }
    const info = this.gameById(gameId);
    return (info.players && info.players.min) || 2;
  }

  adopt(match, config) {
    this.cancelBots();
    if (match) {
      if (this.match) this.match.dispose();
      this.match = match;
    }
    this.config = config;
    this.gameInfo = this.gameById(config.game);
    if (this.bots) this.bots.warm(); // the computer (and Hint) answer sooner
    this.viewer = null;
    this.handoff = null;
    this.secretPending = false;
    this.botError = null;
    this.hint = null;
    this.history = null;
    this.refresh();
  }

  dispose() {
    this.cancelBots();
    if (this.match) this.match.dispose();
    this.match = null;
    this.status = null;
  }

  // ---- state after every change ----------------------------------------------

  // Is the decision `seat` is about to make one the other people must not watch?
  isSecret(seat) {
    if (seat === null || seat === undefined || seat < 0) return false;
    if (this.gameInfo && this.gameInfo.hiddenInformation === false) return false;
    try {
      const p = this.match.view(seat).prompt;
      if (p && typeof p.secret === 'boolean') return p.secret;
    } catch (e) {
      return false;
    }
    // An engine that does not mark secrets: simultaneous decisions are.
    return this.status.toAct.length > 1;
  }

  refresh() {
    if (!this.match) return;
    try {
      this.status = this.match.status();
    } catch (e) {
      this.onMessage(errorText(e));
      return;
    }
    this.history = null;
    const st = this.status;
    const humans = this.humanSeats();
    if (humans.length === 0) {
      this.viewer = -1;
    } else if (humans.length === 1) {
      this.viewer = humans[0];
    } else if (!st.terminal && this.handoff === null) {
      // The person on screen keeps the device while they still have a decision.
      const people = st.toAct.filter((s) => this.isHuman(s));
      const next = people.length && !people.includes(this.viewer) ? people[0] : undefined;
      if (next !== undefined) {
        const privacy = this.config.privacy || 'secret';
        let screen;
        if (privacy === 'never') screen = false;
        else if (privacy === 'always') screen = this.viewer !== null;
        else screen = this.secretPending || this.isSecret(next);
        if (screen) this.handoff = next;
        else {
          this.viewer = next;
          this.secretPending = false;
        }
      }
    }
    if (this.viewer === null && this.handoff === null) this.viewer = humans.length ? humans[0] : -1;
    this.scheduleAutosave();
    this.onChange();
    this.scheduleBots();
  }

  continueHandoff() {
    if (this.handoff === null) return;
    this.viewer = this.handoff;
    this.handoff = null;
    this.secretPending = false;
    this.onChange();
  }

  // ---- moves -------------------------------------------------------------------

  // A person's move for the seat on screen. Returns false if refused.
  apply(id) {
    if (!this.match || this.handoff !== null || !this.isHuman(this.viewer)) return false;
    const seat = this.viewer;
    const secret = this.hotseat && this.isSecret(seat);
    try {
      this.match.apply(seat, id);
    } catch (e) {
      this.onMessage(`That move was refused: ${errorText(e)}`);
      this.refresh();
      return false;
    }
    this.hint = null;
    if (secret) this.secretPending = true;
    this.refresh();
    return true;
  }

  actions() {
    if (!this.history) {
      try {
        this.history = this.match.replay().actions || [];
      } catch (e) {
        this.history = [];
      }
    }
    return this.history;
  }

  // With computer players, undo goes back to the last decision a person made;
  // between people only, one action.
  lastHumanAction() {
    const acts = this.actions();
    for (let i = acts.length - 1; i >= 0; i--) if (this.isHuman(acts[i].player)) return acts[i];
    return null;
  }

  canUndo() {
    if (!this.active || this.handoff !== null || !this.status.actions) return false;
    if (this.botSeats().length === 0) return true;
    return this.lastHumanAction() !== null;
  }

  undo() {
    if (!this.canUndo()) {
      this.onMessage('Nothing to undo.', 'info');
      return false;
    }
    this.cancelBots();
    try {
      if (this.botSeats().length) this.match.undoToSeat(this.lastHumanAction().player);
      else this.match.undo();
    } catch (e) {
      this.onMessage(e instanceof ApiError && e.code === 'nothing_to_undo' ? 'Nothing to undo.' : `Undo failed: ${errorText(e)}`);
      this.refresh();
      return false;
    }
    this.botError = null;
    this.hint = null;
    this.refresh();
    return true;
  }

  // The person on screen may concede (at any time, whoever is to act): the
  // game ends and the other side wins. Undo takes it back.
  canConcede() {
    return !!this.match && this.active && !this.online && !this.status.terminal && this.handoff === null &&
      this.viewer !== null && this.viewer >= 0 && this.isHuman(this.viewer);
  }

  concede() {
    if (!this.canConcede()) return false;
    this.cancelBots();
    try {
      this.match.concede(this.viewer);
    } catch (e) {
      this.onMessage(`Concede failed: ${errorText(e)}`);
      this.refresh();
      return false;
    }
    this.botError = null;
    this.hint = null;
    this.refresh();
    return true;
  }

  save() {
    return this.match.save();
  }

  // The autosave runs when the page is quiet (a save is a few ms on a slow
  // phone): after a short pause, and at once when the page is hidden or closed.
  scheduleAutosave() {
    clearTimeout(this.autosaveTimer);
    this.autosaveTimer = setTimeout(() => this.flushAutosave(), 250);
    this.autosavePending = true;
  }

  flushAutosave() {
    clearTimeout(this.autosaveTimer);
    if (!this.autosavePending) return;
    this.autosavePending = false;
    this.autosave();
  }

  autosave() {
    if (!this.match || !this.config) return;
    try {
      const st = this.status;
      const name = this.gameInfo ? this.gameInfo.name : this.config.game;
      const summary = st.terminal ? `${name}, finished` : `${name}, round ${st.round}`;
      writeAutosave({ config: this.config, save: this.match.save(), summary, terminal: !!st.terminal });
    } catch (e) { /* not fatal */ }
  }

  // ---- computer players ------------------------------------------------------

  cancelBots() {
    this.gen++;
    this.botToken = null;
    if (this.bots) this.bots.cancel();
  }

  botSeatToAct() {
    const st = this.status;
    if (!st || st.terminal || this.botError) return null;
    const seat = st.toAct.find((s) => !this.isHuman(s));
    return seat === undefined ? null : seat;
  }

  // The computer is thinking (or about to).
  get busy() {
    return this.botToken !== null || this.botSeatToAct() !== null;
  }

  scheduleBots() {
    if (this.botToken !== null) return;
    const seat = this.botSeatToAct();
    if (seat === null) return;
    const token = {};
    this.botToken = token;
    const at = this.status.actions;
    const started = performance.now();
    const kind = this.config.seats[seat].bot || 'heuristic';
    let replay;
    try {
      replay = this.match.replay();
    } catch (e) {
      this.botFailed(token, e);
      return;
    }
    this.bots.request(replay, seat, kind).then(async (id) => {
      const wait = this.botDelay() - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (this.botToken !== token) return; // cancelled meanwhile
      this.botToken = null;
      if (this.status.actions !== at) {
        this.scheduleBots(); // someone moved meanwhile (simultaneous choices): think again
        return;
      }
      try {
        this.match.apply(seat, id);
      } catch (e) {
        this.botFailed(null, e);
        return;
      }
      this.refresh();
    }, (err) => this.botFailed(token, err));
  }

  botFailed(token, err) {
    if (token !== null && this.botToken !== token) return;
    if (err && err.code === 'cancelled') return;
    this.botToken = null;
    this.botError = err || new Error('unknown error');
    this.onMessage(`The computer could not move: ${errorText(err)}. Undo, or start a new game.`);
    this.onChange();
  }

  // After a failure: the computer tries again (a new worker).
  retryBots() {
    if (!this.botError) return;
    this.botError = null;
    this.onChange();
    this.scheduleBots();
  }

  // Asks the computer what it would play for the seat on screen.
  async suggest() {
    const seat = this.viewer;
    const gen = this.gen;
    const at = this.status.actions;
    const id = await this.bots.request(this.match.replay(), seat, 'heuristic');
    if (gen !== this.gen || !this.status || this.status.actions !== at || this.viewer !== seat) return null;
    this.hint = { seat, id };
    return id;
  }
}

export function errorText(e) {
  // The engine's message is for people; its code (e.g. bad_save) is for programs.
  if (e instanceof ApiError) return e.message;
  return e && e.message ? e.message : String(e);
}
