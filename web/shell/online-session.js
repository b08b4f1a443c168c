// Online play (docs/online.md): a Session whose match lives on the server.
// The server sends, for this client's seat only, view/log/legalActions and
// the room (who is there, whose turn); a move is sent as {id}. The shell's
// Screen draws it exactly like a local game; there is no undo, save, hint or
// local computer player online (the server runs the computer players).

import { ApiError } from '../api.js';
import { Session } from './session.js';

// The match as the Screen sees it: the latest update from the server.
class RemoteMatch {
  constructor(send) {
    this.send = send;
    this.update = null;
  }

  mine(seat, what) {
    if (!this.update) throw new ApiError('not_started', `${what}: waiting for the server`);
    if (seat !== this.update.seat) throw new ApiError('bad_player', `${what}: only your own seat is known online`);
    return this.update;
  }

  status() {
    const u = this.mine(this.update ? this.update.seat : 0, 'status');
    const r = u.room;
    return { ok: true, game: r.game, round: u.view.round, phase: u.view.phase, toAct: r.toAct, terminal: r.terminal, winners: r.winners, actions: r.actions };
  }

  view(seat) { return this.mine(seat, 'view').view; }
  log(seat) { return this.mine(seat, 'log').log; }
  legalActions(seat) { return this.mine(seat, 'legalActions').legal; }

  apply(seat, id) {
    this.mine(seat, 'apply');
    this.send(id);
    return { ok: true, events: [] };
  }

  replay() {
    if (!this.update || !this.update.replay) throw new ApiError('unsupported', 'the replay is offered when the game is over');
    return this.update.replay;
  }

  save() { throw new ApiError('unsupported', 'online games are saved by the server'); }
  undo() { throw new ApiError('unsupported', 'no undo online'); }
  dispose() {}
  close() {}
}

export class OnlineSession extends Session {
  // room: a joined @colyseus/sdk Room; games: listGames() of the page's engine.
  constructor({ room, games, onChange = () => {}, onMessage = () => {}, onRoom = () => {} }) {
    super({ engine: null, bots: null, games, onChange, onMessage });
    this.online = true;
    this.room = room;
    this.onRoom = onRoom;
    this.seat = null;
    this.roomInfo = null;
    // The SDK's own reconnection needs a seat the server keeps open for it;
    // the seat token does that here (web/online.js joins again with it).
    if (room.reconnection) room.reconnection.enabled = false;
    this.match = new RemoteMatch((id) => room.send('act', { id }));
    room.onMessage('welcome', (w) => {
      this.seat = w.seat;
      this.code = w.code;
      this.token = w.token;
      this.onRoom(this);
    });
    // An update is a JSON text: {seat, view, log, legal, room[, replay]}.
    room.onMessage('update', (text) => this.receive(typeof text === 'string' ? JSON.parse(text) : text));
    room.onMessage('error', (e) => this.onMessage(`The server refused: ${e.message} [${e.code}]`));
  }

  receive(u) {
    const first = !this.match.update;
    this.match.update = u;
    this.seat = u.seat;
    this.roomInfo = u.room;
    this.config = {
      game: u.room.game,
      options: {},
      seats: u.room.seats.map((s) => (s.kind === 'human' ? { human: true, name: s.name || '' } : { human: false, bot: s.kind })),
      privacy: 'never',
      botDelay: 0,
    };
    this.gameInfo = this.gameById(u.room.game);
    this.status = this.match.status();
    this.viewer = u.seat;
    this.handoff = null;
    this.history = null;
    this.onRoom(this, first);
    this.onChange();
  }

  get active() { return !!this.match.update; }
  get hotseat() { return false; }
  humanSeats() { return this.seat !== null && this.seat >= 0 ? [this.seat] : []; }
  isHuman(seat) { return !!this.roomInfo && !!this.roomInfo.seats[seat] && this.roomInfo.seats[seat].kind === 'human'; }
  get busy() { return false; }

  apply(id) {
    if (!this.active || this.seat === null || this.seat < 0) return false;
    this.match.apply(this.seat, id);
    return true;
  }

  refresh() { this.onChange(); }
  canUndo() { return false; }
  undo() {
    this.onMessage('There is no undo in an online game.', 'info');
    return false;
  }
  save() { return this.match.save(); }
  scheduleAutosave() {}
  flushAutosave() {}
  autosave() {}
  scheduleBots() {}
  cancelBots() {}
  async suggest() { throw new ApiError('unsupported', 'no hints in an online game'); }

  dispose() {
    // A dropped connection has nothing to say goodbye on.
    if (this.room.connection && this.room.connection.isOpen) {
      try { this.room.leave(true); } catch (e) { /* gone */ }
    }
    this.match.update = null;
  }
}
