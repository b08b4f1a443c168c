// One online match: a Colyseus room around one engine match (docs/online.md).
// The server is authoritative: clients send only {id}; each client receives
// view(seat), log(seat) and legalActions(seat) of its own seat (spectators:
// seat -1). save(), replay() and the seed never leave the server while the
// game runs; once it is over, everyone gets the replay.
import { Room, ServerError } from '@colyseus/core';
import { ApiError } from '../web/api.js';
import {
  ProtocolError, RateLimit, checkAction, checkCreateOptions, checkJoinOptions,
  newRoomCode, newSeatToken, newSeed, BOT_KINDS,
} from './protocol.mjs';

// Join refusals (close codes of the SDK's join error).
export const JOIN_ERRORS = { bad_token: 4403, bad_request: 4400, not_found: 4404 };

export function makeMatchRoom(ctx) {
  // ctx: {engine, games, store, bots, seatTimeoutMs, botDelayMs, restoreKey, log}
  return class MatchRoom extends Room {
    async onCreate(options) {
      this.autoDispose = true;
      this.maxClients = 64;
      this.setPatchRate(null);
      this.clientsInfo = new Map(); // sessionId -> {seat, rate}
      this.seatClient = []; // seat -> sessionId | null
      this.away = []; // seat -> true while the computer plays for a gone person
      this.awayTimers = [];
      this.botBusy = false;
      this.disposed = false;
      this.match = ctx.engine.newMatch({ allowSetup: false });
      try {
        if (options && options.restore !== undefined) await this.restore(options.restore);
        else await this.create(options || {});
      } catch (e) {
        this.match.close();
        if (e instanceof ProtocolError || e instanceof ApiError) throw new ServerError(JOIN_ERRORS.bad_request, `${e.code}: ${e.message}`);
        throw e;
      }
      // A room brought back at start waits for its people (it is not closed
      // for being empty) until the first one joins.
      if (options && options.restore && options.restore.keep) this.autoDispose = false;
      this.seatClient = this.record.seats.map(() => null);
      this.away = this.record.seats.map(() => false);
      this.onMessage('act', (client, message) => this.onAct(client, message));
      this.onMessage('*', (client, type) => {
        if (!this.allowed(client)) return;
        this.sendError(client, 'unknown_message', `unknown message type ${JSON.stringify(String(type)).slice(0, 40)}; the only message is "act" {id}`);
      });
      ctx.log(`room ${this.roomId}: ${options && options.restore ? 'resumed' : 'created'} (${this.record.game})`);
      this.scheduleBots();
    }

    async create(options) {
      const cfg = checkCreateOptions(options, ctx.games);
      let code = newRoomCode();
      while (await ctx.store.has(code)) code = newRoomCode();
      this.match.start({ game: cfg.game, seed: newSeed(), options: cfg.options });
      this.roomId = code;
      this.record = {
        code, game: cfg.game, options: cfg.options, title: cfg.name,
        seats: cfg.seats.map((s) => ({ kind: s.kind, name: s.name, token: null })),
        save: null, finished: false, created: new Date().toISOString(),
      };
      await this.persistAsync();
    }

    async restore(restore) {
      const record = restore && restore.key === ctx.restoreKey ? await ctx.store.read(restore.code) : null;
      if (!record) throw new ProtocolError('not_found', 'no such room');
      this.record = record;
      this.match.load(this.record.save);
      this.roomId = this.record.code;
    }

    snapshot() {
      this.record.save = this.match.save();
      this.record.finished = this.status().terminal === true;
      return JSON.stringify(this.record);
    }

    // The room's record after a change, written off the event loop, one
    // write after the other. Resolves to true when the position written is
    // still the current one (no newer write queued): only then may the
    // players see it.
    persistAsync() {
      const text = this.snapshot();
      const code = this.roomId;
      const version = (this.version = (this.version || 0) + 1);
      this.writing = (this.writing || Promise.resolve())
        .then(() => ctx.store.write(code, text))
        .catch((e) => ctx.log(`room ${code}: could not save it: ${e.message}`));
      return this.writing.then(() => version === this.version);
    }

    status() {
      return this.match.status();
    }

    // ---- joining ---------------------------------------------------------

    onAuth(client, options) {
      let join;
      try {
        join = checkJoinOptions(options);
      } catch (e) {
        throw new ServerError(JOIN_ERRORS.bad_token, `${e.code}: ${e.message}`);
      }
      if (join.token !== null && !this.record.seats.some((s) => s.token === join.token)) {
        throw new ServerError(JOIN_ERRORS.bad_token, 'bad_token: this seat token does not belong to this room');
      }
      return join;
    }

    onJoin(client, options, join) {
      join = join || checkJoinOptions(options);
      if (!this.autoDispose) this.autoDispose = true;
      let seat = -1;
      if (join.token !== null) {
        seat = this.record.seats.findIndex((s) => s.token === join.token);
      } else if (!join.spectate) {
        seat = this.record.seats.findIndex((s) => s.kind === 'human' && s.token === null);
        if (seat >= 0) {
          this.record.seats[seat].token = newSeatToken();
          if (join.name) this.record.seats[seat].name = join.name;
          this.persistAsync().then((current) => { if (current) this.sendUpdates(); });
        }
      }
      if (seat >= 0) {
        const old = this.seatClient[seat];
        if (old && old !== client.sessionId) {
          // The same person on a new connection: the old one loses the seat.
          const oldClient = this.clients.find((c) => c.sessionId === old);
          if (oldClient) {
            this.clientsInfo.set(old, { seat: -1, rate: new RateLimit() });
            this.sendError(oldClient, 'seat_taken_over', 'this seat was taken over by another connection with its token');
            oldClient.leave(4001);
          }
        }
        this.seatClient[seat] = client.sessionId;
        this.back(seat);
      }
      this.clientsInfo.set(client.sessionId, { seat, rate: new RateLimit() });
      client.send('welcome', {
        code: this.roomId, game: this.record.game, seat,
        token: seat >= 0 ? this.record.seats[seat].token : null,
      });
      this.sendUpdates();
      this.scheduleBots();
    }

    onLeave(client) {
      const info = this.clientsInfo.get(client.sessionId);
      this.clientsInfo.delete(client.sessionId);
      if (info && info.seat >= 0 && this.seatClient[info.seat] === client.sessionId) {
        const seat = info.seat;
        this.seatClient[seat] = null;
        clearTimeout(this.awayTimers[seat]);
        this.awayTimers[seat] = setTimeout(() => {
          if (this.disposed || this.seatClient[seat] !== null) return;
          this.away[seat] = true; // the computer plays this seat until the person is back
          this.sendUpdates();
          this.scheduleBots();
        }, ctx.seatTimeoutMs);
      }
      this.sendUpdates();
    }

    back(seat) {
      clearTimeout(this.awayTimers[seat]);
      this.away[seat] = false;
    }

    onDispose() {
      this.disposed = true;
      for (const t of this.awayTimers) clearTimeout(t);
      ctx.bots.forget(this.roomId);
      this.match.close();
    }

    // ---- playing ---------------------------------------------------------

    allowed(client) {
      const info = this.clientsInfo.get(client.sessionId);
      if (!info) return false;
      if (!info.rate.take()) {
        // Over the limit: one error now and then, the message dropped.
        if (!info.warned || Date.now() - info.warned > 1000) {
          info.warned = Date.now();
          this.sendError(client, 'rate_limited', 'too many messages; slow down');
        }
        return false;
      }
      return true;
    }

    onAct(client, message) {
      if (!this.allowed(client)) return;
      const info = this.clientsInfo.get(client.sessionId);
      let id;
      try {
        id = checkAction(message);
      } catch (e) {
        this.sendError(client, e.code, e.message);
        return;
      }
      if (info.seat < 0) {
        this.sendError(client, 'not_a_player', 'spectators cannot act');
        return;
      }
      try {
        this.match.apply(info.seat, id);
      } catch (e) {
        this.sendError(client, e.code || 'internal', e.message);
        return;
      }
      this.afterAction();
    }

    // The players see a position only once it is on disk: a server that
    // dies loses nothing anyone has seen.
    afterAction() {
      this.persistAsync().then((current) => { if (current) this.sendUpdates(); });
      this.scheduleBots();
    }

    controller(seat) {
      const s = this.record.seats[seat];
      if (s.kind !== 'human') return s.kind;
      return this.away[seat] ? 'heuristic' : null;
    }

    scheduleBots() {
      if (this.botBusy || this.disposed) return;
      const st = this.status();
      if (st.terminal) return;
      const seat = (st.toAct || []).find((s) => this.controller(s) !== null);
      if (seat === undefined) return;
      this.botBusy = true;
      const kind = this.controller(seat);
      const actions = st.actions;
      const seed = (hash(this.roomId) * 1009 + actions) % 9007199254740991;
      const started = Date.now();
      ctx.bots.ask(this.roomId, this.match.save(), seat, kind, seed).then((id) => {
        const wait = Math.max(0, ctx.botDelayMs - (Date.now() - started));
        setTimeout(() => this.botAnswer(seat, actions, id), wait);
      }, (err) => {
        ctx.log(`room ${this.roomId}: the computer player failed: ${err.message}`);
        this.botBusy = false;
        if (!this.disposed) this.clock.setTimeout(() => this.scheduleBots(), 1000);
      });
    }

    botAnswer(seat, actions, id) {
      this.botBusy = false;
      if (this.disposed) return;
      const st = this.status();
      // Still the same position, and the seat still the computer's?
      if (st.actions === actions && this.controller(seat) !== null && (st.toAct || []).includes(seat)) {
        try {
          this.match.apply(seat, id);
        } catch (e) {
          ctx.log(`room ${this.roomId}: the computer's action was refused: ${e.message}`);
          this.scheduleBots();
          return;
        }
        this.afterAction();
      } else {
        this.scheduleBots();
      }
    }

    // ---- what each client sees -------------------------------------------

    roomInfo(st) {
      let spectators = 0;
      for (const info of this.clientsInfo.values()) if (info.seat < 0) spectators++;
      return {
        code: this.roomId,
        game: this.record.game,
        title: this.record.title,
        seats: this.record.seats.map((s, i) => ({
          seat: i,
          kind: s.kind,
          name: s.name,
          taken: s.kind === 'human' ? s.token !== null : true,
          connected: s.kind === 'human' ? this.seatClient[i] !== null : true,
          away: this.away[i],
        })),
        spectators,
        toAct: st.toAct || [],
        terminal: st.terminal === true,
        winners: st.winners || [],
        actions: st.actions,
      };
    }

    // One JSON text per seat, built from the engine's own answers (no parse
    // and re-encode per client): {seat, view, log, legal, room[, replay]}.
    sendUpdates() {
      if (this.disposed) return;
      const st = this.status();
      const room = JSON.stringify(this.roomInfo(st));
      const replay = st.terminal ? JSON.stringify(this.match.replay()) : null;
      const perSeat = new Map();
      for (const client of this.clients) {
        const info = this.clientsInfo.get(client.sessionId);
        if (!info) continue;
        let text = perSeat.get(info.seat);
        if (text === undefined) {
          const seat = info.seat;
          const view = this.engineText('view', seat);
          const log = this.engineText('log', seat);
          const legal = seat >= 0 ? this.engineText('legalActions', seat) : '[]';
          text = `{"seat":${seat},"view":${view},"log":${log},"legal":${legal},"room":${room}${replay ? `,"replay":${replay}` : ''}}`;
          perSeat.set(seat, text);
        }
        client.send('update', text);
      }
    }

    // The engine's answer as text, checked like the wrapper does (an error
    // object throws).
    engineText(name, seat) {
      const text = this.match.raw(name, seat);
      if (typeof text !== 'string' || !(text[0] === '{' || text[0] === '[')) throw new ApiError('internal', `${name}: not JSON`);
      if (text.startsWith('{"error":')) this.match[name](seat); // throws the ApiError
      return text;
    }

    sendError(client, code, message) {
      client.send('error', { code: String(code || 'internal'), message: String(message || code) });
    }
  };
}

function hash(s) {
  let h = 0;
  for (const c of String(s)) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

export { BOT_KINDS };
