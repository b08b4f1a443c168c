// "Play online" (docs/online.md): shown only when the page is served by the
// online server (./scripts/play --online); the static page never needs it.
// Creates or joins a room, keeps the seat token of each room in this browser
// (so a reload or a dropped connection gets the seat back), and shows the
// room: its code and invite link, who is connected, whose turn it is.

import { OnlineSession } from './shell/online-session.js';

const $ = (id) => document.getElementById(id);
const TOKEN_KEY = (code) => `swrules.online.${code}`;

export class Online {
  // games: listGames(); readConfig(): the setup form's config;
  // onSession(session|null): the page switches to (or away from) an online session.
  constructor({ games, readConfig, onSession, onChange, showMessage }) {
    this.games = games;
    this.readConfig = readConfig;
    this.onSession = onSession;
    this.onChange = onChange;
    this.showMessage = showMessage;
    this.session = null;
    this.client = null;
    this.code = null;
    this.closing = false;
  }

  // Is an online server there? Then the "Play online" section appears.
  async init(params) {
    try {
      // The static site has online-config.json saying {"online": false};
      // the online server answers {"online": true} for it.
      const res = await fetch('online-config.json', { cache: 'no-store' });
      if (!res.ok) return false;
      const body = await res.json();
      if (!body || body.online !== true) return false;
    } catch (e) {
      return false;
    }
    $('online').hidden = false;
    $('online-create').addEventListener('click', () => this.create());
    $('online-join-form').addEventListener('submit', (e) => {
      e.preventDefault();
      this.join($('online-code').value);
    });
    $('online-copy').addEventListener('click', () => this.copyLink());
    $('online-leave').addEventListener('click', () => this.leave());
    const code = params.get('room');
    if (code) await this.join(code);
    return true;
  }

  async sdk() {
    if (!this.client) {
      const { Client } = await import(new URL('vendor/colyseus-sdk.mjs', location.href).href);
      this.client = new Client(location.origin + location.pathname.replace(/[^/]*$/, ''));
    }
    return this.client;
  }

  yourName() {
    return ($('online-name').value || '').trim().slice(0, 24);
  }

  async create() {
    let config;
    try {
      config = this.readConfig();
    } catch (e) {
      this.showMessage(e.message);
      return;
    }
    const seats = config.seats.map((s, i) => (s.human ? { kind: 'human', name: i === 0 ? this.yourName() || s.name || '' : s.name || '' } : { kind: s.bot || 'heuristic' }));
    this.status('Creating a room…');
    try {
      const client = await this.sdk();
      const room = await client.create('match', { game: config.game, options: config.options || {}, seats, name: this.yourName() });
      this.attach(room);
    } catch (e) {
      this.status('');
      this.showMessage(`Could not create the room: ${e.message || e}`);
    }
  }

  async join(codeText, { quiet = false } = {}) {
    const code = String(codeText || '').trim().toUpperCase();
    if (!/^[A-Z0-9]{6}$/.test(code)) {
      this.showMessage('A room code is 6 letters and digits.');
      return false;
    }
    this.status(`Joining room ${code}…`);
    try {
      const res = await fetch(`online/rooms/${code}`, { cache: 'no-store' });
      const body = await res.json();
      if (!body.ok) throw new Error(body.error ? body.error.message : `no room ${code}`);
      const client = await this.sdk();
      const token = localStorage.getItem(TOKEN_KEY(code)) || undefined;
      const room = await client.joinById(code, { token, name: this.yourName() });
      this.attach(room);
      return true;
    } catch (e) {
      this.status('');
      if (!quiet) this.showMessage(`Could not join room ${code}: ${e.message || e}`);
      return false;
    }
  }

  attach(room) {
    if (this.session) this.detach();
    this.closing = false;
    const session = new OnlineSession({
      room,
      games: this.games,
      onChange: () => this.onChange(),
      onMessage: (text, kind) => this.showMessage(text, kind),
      onRoom: (s) => this.roomChanged(s),
    });
    this.session = session;
    room.onLeave((code) => {
      if (this.session !== session || this.closing) return;
      this.reconnect(session.code || this.code);
    });
    this.onSession(session);
  }

  // A dropped connection: try again with the seat token, a few times.
  async reconnect(code) {
    if (!code) return;
    this.renderBar('Connection lost: reconnecting…');
    for (let i = 0; i < 10 && !this.closing; i++) {
      await new Promise((r) => setTimeout(r, 300 + i * 1000));
      if (this.closing) return;
      if (await this.join(code, { quiet: true })) return;
    }
    this.showMessage('The connection to the server is lost. Join the room again with its code.');
  }

  detach() {
    this.closing = true;
    if (this.session) this.session.dispose();
    this.session = null;
  }

  leave() {
    this.detach();
    this.code = null;
    $('online-bar').hidden = true;
    const url = new URL(location.href);
    url.searchParams.delete('room');
    history.replaceState(null, '', url);
    this.onSession(null);
  }

  roomChanged(s) {
    if (s.code && s.code !== this.code) {
      this.code = s.code;
      const url = new URL(location.href);
      url.searchParams.set('room', s.code);
      history.replaceState(null, '', url);
    }
    if (s.code && s.token) localStorage.setItem(TOKEN_KEY(s.code), s.token);
    this.status('');
    this.renderBar();
  }

  inviteLink() {
    const url = new URL(location.href);
    url.search = '';
    url.searchParams.set('room', this.code);
    return url.href;
  }

  async copyLink() {
    try {
      await navigator.clipboard.writeText(this.inviteLink());
      this.showMessage('The invite link is copied.', 'info');
    } catch (e) {
      $('online-link').select();
    }
  }

  status(text) {
    $('online-status').textContent = text;
  }

  // The room line above the table: code, link, people, whose turn.
  renderBar(note = '') {
    const s = this.session;
    const bar = $('online-bar');
    if (!s || !this.code) {
      bar.hidden = true;
      return;
    }
    bar.hidden = false;
    $('online-room-code').textContent = this.code;
    $('online-link').value = this.inviteLink();
    const r = s.roomInfo;
    const list = $('online-people');
    list.textContent = '';
    if (r) {
      for (const seat of r.seats) {
        const li = document.createElement('li');
        const name = seat.kind === 'human' ? (seat.name || `Player ${seat.seat + 1}`) : `Computer (${seat.kind})`;
        let state;
        if (seat.kind !== 'human') state = '';
        else if (!seat.taken) state = 'free seat';
        else if (seat.away) state = 'gone: the computer plays';
        else state = seat.connected ? 'connected' : 'disconnected';
        li.textContent = `${name}${seat.seat === s.seat ? ' (you)' : ''}${state ? `: ${state}` : ''}${r.toAct.includes(seat.seat) && !r.terminal ? ' · to play' : ''}`;
        li.dataset.testid = 'online-person';
        li.dataset.seat = String(seat.seat);
        li.dataset.connected = String(seat.connected);
        list.appendChild(li);
      }
      if (r.spectators) {
        const li = document.createElement('li');
        li.textContent = `${r.spectators} watching`;
        list.appendChild(li);
      }
    }
    let turn = '';
    if (r && r.terminal) turn = 'The game is over: Replay shows it from the start.';
    else if (r && s.seat >= 0 && r.toAct.includes(s.seat)) turn = 'Your turn.';
    else if (r) turn = 'Waiting for the other players.';
    $('online-turn').textContent = note || (s.seat < 0 ? `You are watching. ${turn}` : turn);
  }
}
