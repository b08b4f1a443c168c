// The rendering shell: toolbar, title, prompt panel, log, table host, the
// hand-off screen and the end-of-game dialog. Game knowledge comes only from
// the renderer (web/RENDERER.md). Each region keeps its DOM and is redrawn
// only when its input changed.

import { h, clear } from '../dom.js';
import { genericRenderer } from '../generic-table.js';
import { openModal, closeModal } from './modal.js';
import { playerName, namePlayersIn, seatsForRenderer, botLevelLabel } from './players.js';
import { errorText } from './session.js';
import { patchInto } from './patch.js';
import { viewForRenderer } from '../card-list.js';

const $ = (id) => document.getElementById(id);

// Renderer calls with the old names as fallbacks (RENDERER.md).
export function rendererApi(r) {
  const base = r || genericRenderer;
  return {
    raw: base,
    seatName: (view, seat) => (base.seatName ? base.seatName(view, seat) : base.seatLabel ? base.seatLabel(view, seat) : `Player ${seat + 1}`),
    seatPlural: (view, seat) => !!(base.seatPlural && base.seatPlural(view, seat)),
    seatClass: (view, seat) => (base.seatClass ? base.seatClass(view, seat) : ''),
    // Optional: the team a seat plays in (any value; seats with the same value are teammates).
    teamOf: (view, seat) => (base.teamOf ? base.teamOf(view, seat) : `seat ${seat}`),
    sortActions: (actions) => (base.sortActions ? base.sortActions(actions) : actions),
    actionText: (a, view) => (base.actionText ? base.actionText(a, view) : { label: a.label || a.id, detail: '' }),
    renderTable: (view, ctx) => base.renderTable(view, ctx),
    endSummary: (view, status, ctx) => (base.endSummary ? base.endSummary(view, status, ctx) : genericRenderer.endSummary(view, status, ctx)),
    // Optional (RENDERER.md, i9b): log wording, notes under the prompt, why a hint.
    logText: (e, view) => (base.logText ? base.logText(e, view) : e.text || e.type || ''),
    promptNotes: (view, actions) => (base.promptNotes ? base.promptNotes(view, actions) : []),
    explainHint: (a, view) => (base.explainHint ? base.explainHint(a, view) : ''),
  };
}

// True when the keyboard focus is nowhere useful (body, a removed or hidden element).
function focusLost() {
  const el = document.activeElement;
  return !el || el === document.body || !el.isConnected || !!el.closest('[hidden]');
}

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

export class Screen {
  // session: Session; rendererFor(gameId) -> renderer object; settings: object
  constructor({ session, rendererFor, settings = {}, onAction }) {
    this.session = session;
    this.rendererFor = rendererFor;
    this.settings = settings;
    // A move made on this screen: note how long the viewer's log was (the
    // entries after it are what happened since the viewer's decision).
    this.onAction = (id) => {
      if (this.session && this.session.viewer !== null && this.session.viewer >= 0) this.decidedAt.set(this.session.viewer, this.logLength);
      return onAction(id);
    };
    this.decidedAt = new Map(); // seat -> the viewer's log length when it last decided here
    this.logLength = 0;
    this.keys = {}; // region -> last input key
    this.logKeys = [];
    this.logStick = true;
    this.uiState = new Map();
    this.endDismissed = false;
    this.lastViewer = null;
    this.renderSeq = 0;
    this.view = null;
    this.renderer = rendererApi(null);
    this.gameId = null;
  }

  // A new game, load, or undo: forget per-game drawing state.
  reset() {
    this.keys = {};
    this.buttons = null;
    this.pendingAfter = null;
    this.logKeys = [];
    this.decidedAt = new Map();
    this.logLength = 0;
    clear($('log'));
    this.uiState = new Map();
    this.endDismissed = false;
    this.lastViewer = null;
    this.gameId = null;
  }

  setBodyState(state) {
    if (document.body.dataset.state !== state) document.body.dataset.state = state;
  }

  useRenderer(gameId) {
    if (this.gameId === gameId) return;
    this.gameId = gameId;
    this.renderer = rendererApi(this.rendererFor(gameId));
  }

  // A view with what the renderer needs from the card list (RENDERER.md, withCards).
  completeView(view) {
    return viewForRenderer(this.renderer.raw, this.session.engine, this.gameId, view);
  }

  // ---- the whole screen --------------------------------------------------------

  render() {
    const s = this.session;
    if (!s.active) return;
    this.renderSeq++;
    this.useRenderer(s.config.game);
    document.body.classList.toggle('hotseat', s.hotseat);

    if (s.handoff !== null) {
      this.pendingAfter = null;
      this.renderHandoff();
      this.updateToolbar();
      document.body.dataset.seq = String(this.renderSeq);
      this.setBodyState('handoff');
      return;
    }
    if (!$('handoff').hidden) closeModal($('handoff'), { restoreFocus: false });

    const st = s.status;
    let view;
    let actions = [];
    let log = [];
    try {
      view = this.completeView(s.match.view(s.viewer));
      actions = st.terminal || s.viewer < 0 || !s.isHuman(s.viewer) ? [] : this.renderer.sortActions(s.match.legalActions(s.viewer));
      log = s.match.log(s.viewer);
    } catch (e) {
      this.message(errorText(e));
      return;
    }
    this.view = view;
    const hadFocus = focusLost() || $('table-host').contains(document.activeElement) || $('actions').contains(document.activeElement);
    const focusedAction = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.actionId : null;

    this.announceViewer(view);
    this.renderHeader(view);
    const recent = recentEvents(log, s.viewer);
    const sinceDecision = entriesSinceDecision(log, s.viewer, this.decidedAt.get(s.viewer));
    this.logLength = log.length;
    // The prompt first: when its focused button goes, the browser updates
    // the style at once, which is cheap while nothing else has changed yet.
    this.renderPrompt(view, actions);
    const endOpen = this.renderEnd(view);
    this.updateToolbar();
    // Only DOM writes here, and the redraw is cut in two tasks so that no
    // single one holds the main thread long on a slow device: this frame
    // shows the prompt; the table is drawn in a task after it (and laid out
    // in the next frame). The reads (focus, scroll position, does the option
    // list overflow) wait until the table's frame is drawn, so they find the
    // layout done instead of forcing it; the log panel (off to the side) is
    // drawn then too. The page says it is settled (data-seq, data-state)
    // after them.
    this.afterFrame({
      hadFocus, focusedAction, count: actions.length, seq: String(this.renderSeq),
      state: st.terminal ? 'over' : s.busy ? 'busy' : 'idle', log, view, endOpen,
      table: { view, actions, recent, sinceDecision },
    });
  }

  // Runs the rest of the last redraw in tasks after the frame (a redraw
  // runs in an animation frame: a timeout set there fires after its layout
  // and paint). Redraws before it ran keep the first one's focus snapshot.
  afterFrame(next) {
    const pending = this.pendingAfter;
    if (pending) {
      pending.count = next.count;
      pending.seq = next.seq;
      pending.state = next.state;
      pending.log = next.log;
      pending.view = next.view;
      pending.endOpen = next.endOpen;
      pending.table = next.table;
      return;
    }
    const job = { ...next };
    this.pendingAfter = job;
    setTimeout(() => this.runAfter(job), 0);
  }

  // First the table (then wait for the frame that draws it), then the reads.
  runAfter(job) {
    if (this.pendingAfter !== job) return;
    if (job.table) {
      const { view, actions, recent, sinceDecision } = job.table;
      job.table = null;
      this.renderTable(view, actions, recent, sinceDecision);
      requestAnimationFrame(() => setTimeout(() => this.runAfter(job), 0));
      return;
    }
    this.pendingAfter = null;
    this.renderLog(job.log, job.view);
    // The end dialog opens over the drawn table (its blurred backdrop is
    // painted once, in its own frame) and takes the focus.
    if (job.endOpen && !this.endDismissed && $('end').hidden && this.session.status && this.session.status.terminal) {
      openModal($('end'), { focus: $('end-new'), onEscape: () => this.dismissEnd() });
    } else if (job.hadFocus) this.restoreFocus(job.focusedAction);
    this.flushLogScroll();
    this.markMoreOptions(job.count);
    document.body.dataset.seq = job.seq;
    this.setBodyState(job.state);
  }

  // Says that a long option list scrolls (measured after the layout of this redraw).
  markMoreOptions(count) {
    const host = $('actions');
    let more = $('actions-more');
    if (!more) {
      more = h('p', { id: 'actions-more', class: 'actions-more', testid: 'actions-more', hidden: true });
      host.after(more);
    }
    const overflow = count > 0 && host.scrollHeight > host.clientHeight + 2;
    if (more.hidden === overflow) more.hidden = !overflow;
    if (overflow) setText(more, `${count} options: scroll the list to see them all.`);
  }

  restoreFocus(actionId) {
    if (!$('end').hidden || !$('handoff').hidden) return;
    if (!focusLost()) return;
    let el = null;
    if (actionId) el = document.querySelector(`#actions [data-action-id="${CSS.escape(actionId)}"], #table-host [data-action-id="${CSS.escape(actionId)}"]`);
    if (!el) el = $('actions').querySelector('button');
    if (el) el.focus({ preventScroll: true });
  }

  ctx(view, actions, recent, sinceDecision = recent) {
    const s = this.session;
    const cardActions = new Map();
    for (const a of actions) {
      const id = a.card && typeof a.card === 'object' ? a.card.id : typeof a.card === 'string' ? a.card : null;
      if (id && !cardActions.has(id)) cardActions.set(id, a);
    }
    return {
      viewer: s.viewer,
      hotseat: s.hotseat,
      stableSeats: s.hotseat,
      seats: seatsForRenderer(s.config),
      playerName: (seat) => playerName(s.config, seat),
      seatName: (seat) => this.renderer.seatName(view, seat),
      isHuman: (seat) => s.isHuman(seat),
      actions,
      cardAction: (cardId) => cardActions.get(cardId) || null,
      onAction: (id) => this.onAction(id),
      recent,
      sinceDecision,
      uiState: this.uiState,
      openZones: zoneSet(this.uiState),
      settings: this.settings,
      // How a seat is played, for any renderer: "You", "Computer · hard", "Alice".
      roleOf: (seat) => this.roleOf(seat),
    };
  }

  roleOf(seat) {
    const s = this.session;
    const seatCfg = s.config.seats[seat];
    if (!seatCfg) return '';
    if (!seatCfg.human) return `Computer · ${botLevelLabel(seatCfg.bot)}`;
    return playerName(s.config, seat);
  }

  // ---- regions -------------------------------------------------------------------

  // Hot-seat: says whose view is on screen when it changes hands.
  announceViewer(view) {
    const s = this.session;
    const note = $('view-note');
    if (!s.hotseat || s.viewer < 0) {
      note.hidden = true;
      this.lastViewer = s.viewer;
      return;
    }
    if (this.lastViewer !== null && this.lastViewer !== s.viewer) {
      const who = this.whoText(view, s.viewer);
      // The renderer keeps every seat in its place (ctx.stableSeats); what changes is whose hidden cards show.
      setText(note, `Now showing the table as ${who} sees it.`);
      note.hidden = false;
    } else if (this.lastViewer === null) {
      note.hidden = true;
    }
    this.lastViewer = s.viewer;
  }

  // "Alice (Rebels)", "You (Empire)", "Rebels".
  whoText(view, seat) {
    const side = this.renderer.seatName(view, seat);
    const name = playerName(this.session.config, seat);
    return name && name !== side ? `${name} (${side})` : side;
  }

  renderHeader(view) {
    const s = this.session;
    const c = s.config;
    const title = s.gameInfo ? s.gameInfo.name : c.game;
    let who;
    const humans = s.humanSeats();
    // Teammates joined with "&", the teams with "vs".
    const teams = new Map();
    c.seats.forEach((_, seat) => {
      const team = JSON.stringify(this.renderer.teamOf(view, seat) ?? seat);
      if (!teams.has(team)) teams.set(team, []);
      teams.get(team).push(this.whoText(view, seat));
    });
    const sides = [...teams.values()].map((names) => names.join(' & ')).join(' vs ');
    if (humans.length === 1) who = sides;
    else if (humans.length === 0) who = `${sides} · watching`;
    else who = `${sides} · showing ${this.whoText(view, s.viewer)}`;
    const text = `${title} · ${who} · seed ${c.seed}`;
    if (this.keys.header !== text) {
      this.keys.header = text;
      $('game-title').textContent = text;
    }
  }

  renderTable(view, actions, recent, sinceDecision = recent) {
    const s = this.session;
    const key = JSON.stringify([view, s.viewer, actions.map((a) => a.id), recent.map((e) => e.seq), sinceDecision.map((e) => e.seq), this.settings, s.hotseat]);
    if (this.keys.table === key) return;
    this.keys.table = key;
    const host = $('table-host');
    const ctx = this.ctx(view, actions, recent, sinceDecision);
    let el;
    try {
      el = this.renderer.renderTable(view, ctx);
    } catch (e) {
      // A renderer bug must not lose the game: fall back to the raw view.
      console.error(e);
      el = genericRenderer.renderTable(view, ctx);
    }
    patchInto(host, el);
  }

  renderPrompt(view, actions) {
    const s = this.session;
    const st = s.status;
    const prompt = view.prompt && typeof view.prompt === 'object' ? view.prompt : null;
    const hint = s.hint && s.hint.seat === s.viewer ? s.hint.id : null;
    // In hot-seat a secret prompt (which may name hidden cards) is blurred like the hidden cards.
    const secret = s.hotseat && !!(prompt && prompt.secret);
    let heading;
    let text;
    if (st.terminal) {
      heading = 'Game over';
      text = view.result || 'The game is over.';
    } else if (actions.length) {
      heading = s.humanSeats().length === 1 ? 'Your move' : `${this.whoText(view, s.viewer)}: your move`;
      text = prompt && prompt.text ? prompt.text : 'Choose an action.';
    } else {
      const waiting = st.toAct;
      const names = waiting.map((seat) => (s.isHuman(seat) ? this.whoText(view, seat) : this.renderer.seatName(view, seat)));
      const list = listWords(names);
      const plural = waiting.length > 1 || (waiting.length === 1 && this.renderer.seatPlural(view, waiting[0]));
      heading = 'Please wait';
      if (s.botError) text = 'The computer could not move. Undo, or start a new game.';
      else if (waiting.length && waiting.every((seat) => !s.isHuman(seat))) text = `${list} ${plural ? 'are' : 'is'} thinking…`;
      else text = `Waiting for ${list}.`;
    }
    const labels = actions.map((a) => this.renderer.actionText(a, view));
    const notes = st.terminal ? [] : this.renderer.promptNotes(view, actions).slice();
    const hinted = hint ? actions.find((a) => a.id === hint) : null;
    const why = hinted ? this.renderer.explainHint(hinted, view) : '';
    if (why) notes.unshift({ kind: 'hint', text: `Why the hint: ${why}` });
    const key = JSON.stringify([heading, text, actions.map((a) => a.id), labels, hint, secret, !!s.botError, this.renderer.seatClass(view, s.viewer), notes]);
    if (this.keys.prompt === key) return;
    this.keys.prompt = key;

    $('prompt-panel').className = `prompt-panel ${this.renderer.seatClass(view, s.viewer)}`;
    setText($('prompt-heading'), heading);
    const textEl = $('prompt-text');
    setText(textEl, text);
    textEl.classList.toggle('secret', secret);
    textEl.tabIndex = secret ? 0 : -1;
    const notesHost = clear($('prompt-notes'));
    for (const n of notes) notesHost.appendChild(h('p', { class: ['prompt-note', `note-${n.kind}`], testid: `note-${n.kind}` }, n.text));
    notesHost.hidden = !notes.length;
    notesHost.classList.toggle('secret', secret);
    const host = $('actions');
    host.classList.toggle('secret', secret);
    // Each option button is kept while its action, words and place are the
    // same (also across the computer's turn, when the list is empty): only
    // the options that changed are built, and the focused one stays.
    const cache = this.buttons || new Map();
    const next = new Map();
    const wanted = actions.map((a, i) => {
      const { label, detail } = labels[i];
      const key = JSON.stringify([a.id, a.kind || '', label, detail, i < 9 ? i : null, hint === a.id]);
      const btn = cache.get(key) || h('button', {
        type: 'button',
        class: ['action', `kind-${a.kind || 'other'}`, hint === a.id ? 'hinted' : ''],
        testid: 'action',
        'data-action-id': a.id,
        'data-kind': a.kind || '',
        'aria-keyshortcuts': i < 9 ? String(i + 1) : null,
        onclick: () => this.onAction(a.id),
      },
      i < 9 ? h('kbd', { 'aria-hidden': 'true' }, String(i + 1)) : h('span', { class: 'kbd-pad' }),
      h('span', { class: 'action-text' },
        h('span', { class: 'action-label' }, label),
        detail ? h('small', { class: 'action-detail' }, detail) : null));
      next.set(key, btn);
      return btn;
    });
    // Keep what the computer's turn emptied; forget older buttons.
    if (actions.length) this.buttons = next;
    if (s.botError && !st.terminal) {
      wanted.push(h('button', { type: 'button', class: 'action', testid: 'bot-retry', onclick: () => s.retryBots() },
        h('span', { class: 'kbd-pad' }), h('span', { class: 'action-text' }, h('span', { class: 'action-label' }, 'Let the computer try again'))));
    }
    const keep = new Set(wanted);
    for (const c of [...host.children]) if (!keep.has(c)) c.remove();
    let cursor = host.firstElementChild;
    for (const el of wanted) {
      if (el === cursor) cursor = cursor.nextElementSibling;
      else host.insertBefore(el, cursor);
    }
  }

  renderLog(entries, view) {
    const s = this.session;
    const list = $('log');
    const keys = entries.map((e) => `${e.seq}:${e.text}`);
    let same = keys.length >= this.logKeys.length;
    for (let i = 0; same && i < this.logKeys.length; i++) if (keys[i] !== this.logKeys[i]) same = false;
    if (!same) {
      clear(list);
      this.logKeys = [];
    }
    if (same && keys.length === this.logKeys.length) return;
    // In hot-seat, entries that differ from the spectator's log are the viewer's secrets.
    let publicText = null;
    if (s.hotseat && s.gameInfo && s.gameInfo.hiddenInformation !== false) {
      try {
        publicText = new Map(s.match.log(-1).map((e) => [e.seq, e.text]));
      } catch (e) {
        publicText = null;
      }
    }
    let lastRound = this.logKeys.length ? entries[this.logKeys.length - 1].round : undefined;
    const frag = document.createDocumentFragment();
    for (let i = this.logKeys.length; i < entries.length; i++) {
      const e = entries[i];
      if (e.round !== undefined && e.round !== lastRound) {
        frag.appendChild(h('li', { class: 'log-round', 'aria-hidden': 'true' }, e.round ? `Round ${e.round}` : 'Setup'));
        lastRound = e.round;
      }
      const actor = typeof e.actor === 'number' && e.actor >= 0 ? e.actor : null;
      const secret = publicText && publicText.get(e.seq) !== e.text;
      frag.appendChild(h('li', {
        class: ['log-entry', actor !== null ? this.renderer.seatClass(view, actor) : 'system', `type-${e.type || 'event'}`, secret ? 'secret' : ''],
        testid: 'log-entry',
        tabindex: secret ? 0 : null,
        dataset: { seq: e.seq },
      },
      h('span', { class: 'log-text' }, namePlayersIn(this.renderer.logText(e, view), s.config))));
    }
    list.appendChild(frag);
    this.logKeys = keys;
    setText($('log-count'), `${entries.length}`);
    // Scrolled at the end of render(), after every DOM write: one layout, not two.
    if (this.logStick || !same) {
      this.logStick = true;
      this.scrollLog = true;
    }
  }

  flushLogScroll() {
    if (!this.scrollLog) return;
    this.scrollLog = false;
    const box = $('log-scroll');
    box.scrollTop = box.scrollHeight;
  }

  renderHandoff() {
    const s = this.session;
    const seat = s.handoff;
    // Nothing of the table behind the screen.
    clear($('table-host'));
    clear($('actions'));
    setText($('prompt-heading'), '');
    setText($('prompt-text'), '');
    const notes = clear($('prompt-notes'));
    notes.hidden = true;
    const more = document.getElementById('actions-more');
    if (more) more.hidden = true;
    clear($('log'));
    this.logKeys = [];
    this.keys.table = null;
    this.keys.prompt = null;
    if (!$('end').hidden) closeModal($('end'), { restoreFocus: false });
    let view = null;
    try { view = this.completeView(s.match.view(-1)); } catch (e) { view = null; }
    const who = view ? this.whoText(view, seat) : playerName(s.config, seat);
    const others = s.humanSeats().filter((x) => x !== seat).map((x) => (view ? this.whoText(view, x) : playerName(s.config, x)));
    setText($('handoff-title'), `Pass the device to ${who}`);
    setText($('handoff-text'), `${who} has a decision to make that ${others.length ? listWords(others) : 'the others'} should not see. Hand over the device, then continue.`);
    setText($('handoff-continue'), `I am ${who}: show my table`);
    openModal($('handoff'), { focus: $('handoff-continue') });
  }

  renderEnd(view) {
    const s = this.session;
    const st = s.status;
    const el = $('end');
    if (!st.terminal) {
      if (!el.hidden) closeModal(el, { restoreFocus: false });
      $('end-banner').hidden = true;
      this.keys.end = null;
      return false;
    }
    const ctx = this.ctx(view, [], []);
    const sum = this.renderer.endSummary(view, st, ctx);
    const key = JSON.stringify(sum);
    if (this.keys.end !== key) {
      this.keys.end = key;
      setText($('end-title'), sum.title);
      setText($('end-text'), sum.text || '');
      const list = clear($('end-lines'));
      for (const line of sum.lines || []) {
        list.appendChild(h('li', { class: [line.cls, line.winner ? 'winner' : ''], testid: line.winner ? 'end-winner' : 'end-loser', dataset: { seat: line.seat } },
          h('span', { class: 'end-name' }, line.label, line.winner ? ' — winner' : ''),
          h('span', { class: 'end-vp', testid: `end-vp-${line.seat}` }, line.score ?? `${line.vp ?? 0} VP`),
          line.detail ? h('small', { class: 'end-detail' }, line.detail) : null));
      }
      setText($('end-banner-text'), `${sum.title} ${(sum.lines || []).map((l) => `${l.label} ${l.score ?? l.vp}`).join(' · ')}`);
    }
    $('end-banner').hidden = false;
    // True: the end dialog is to be opened (after the table is drawn, see runAfter).
    return !this.endDismissed && el.hidden;
  }

  dismissEnd() {
    this.endDismissed = true;
    closeModal($('end'), { restoreFocus: false });
    $('end-show').focus();
  }

  showEnd() {
    this.endDismissed = false;
    this.keys.end = null;
    this.render();
  }

  updateToolbar() {
    const s = this.session;
    const active = s.active;
    const st = s.status;
    const set = (id, prop, value) => {
      const el = $(id);
      if (el[prop] !== value) el[prop] = value;
    };
    set('btn-undo', 'disabled', !s.canUndo());
    set('btn-save', 'disabled', !active);
    set('btn-hint', 'disabled', !active || st.terminal || s.handoff !== null || !s.isHuman(s.viewer) || !st.toAct.includes(s.viewer));
    // Online, the server keeps the game: no hint, undo or save here.
    set('btn-hint', 'hidden', !active || !!s.online);
    set('btn-undo', 'hidden', !active || !!s.online);
    set('btn-concede', 'disabled', !s.canConcede());
    set('btn-concede', 'hidden', !active || !!s.online);
    set('btn-save', 'hidden', !active || !!s.online);
    set('btn-replay', 'hidden', !active);
  }

  message(text, kind = 'error') {
    showMessage(text, kind);
  }
}

// "A", "A and B", "A, B and C".
export function listWords(items) {
  if (items.length < 3) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// Log entries since the viewer's own last decision, made by the others.
export function recentEvents(log, viewer) {
  if (viewer === null || viewer < 0) return [];
  let i = log.length - 1;
  while (i >= 0 && log[i].actor !== viewer) i--;
  return log.slice(i + 1).filter((e) => typeof e.actor === 'number' && e.actor >= 0 && e.actor !== viewer);
}

// Every log entry (whoever caused it) after the viewer's last decision made
// on this screen (`at`: the log's length then); without one, or after an
// undo made the log shorter, the entries after the viewer's last own entry.
export function entriesSinceDecision(log, viewer, at) {
  if (viewer === null || viewer < 0) return [];
  if (typeof at === 'number' && at >= 0 && at <= log.length) return log.slice(at);
  let i = log.length - 1;
  while (i >= 0 && log[i].actor !== viewer) i--;
  return log.slice(i + 1);
}

// A Set view of uiState for renderers that track open zones (ctx.openZones).
function zoneSet(uiState) {
  if (!uiState.has('openZones')) uiState.set('openZones', new Set());
  return uiState.get('openZones');
}

// ---- messages ----------------------------------------------------------------

let messageTimer = null;
export function showMessage(text, kind = 'error') {
  const el = $('message');
  el.textContent = text;
  el.className = `message ${kind}`;
  el.hidden = false;
  clearTimeout(messageTimer);
  if (kind !== 'error') messageTimer = setTimeout(() => { el.hidden = true; }, 4000);
}

export function clearMessage() {
  const el = $('message');
  el.hidden = true;
  el.textContent = '';
}
