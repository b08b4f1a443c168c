// Game-neutral replay viewer: steps forwards and back through a replay record
// (Match.replay(), or the "replay" inside a save document), drawing each step
// with the game's renderer, the log in step with the table.
//
//   openReplay({ engine, record, renderer, seat, gameName })
//
// It runs its own match: start(game/options/seed/setup), then apply the
// actions one by one; going back undoes. The game on the page is untouched.

import { h, clear } from './dom.js';
import { openDialog } from './modal.js';
import { viewForRenderer } from './card-list.js';

// Accepts a replay record, a save document, or their JSON text. Returns the record or throws.
export function replayRecordOf(input) {
  const doc = typeof input === 'string' ? JSON.parse(input) : input;
  if (doc && doc.format === 'swrules-save' && doc.replay && typeof doc.replay === 'object') return doc.replay;
  if (doc && doc.format === 'swrules-replay') return doc;
  throw new Error('This file is neither a saved game nor a replay.');
}

export class ReplayCursor {
  constructor(engine, record) {
    if (!record || !Array.isArray(record.actions)) throw new Error('The replay has no list of actions.');
    this.record = record;
    this.match = engine.newMatch();
    const config = { game: record.game, seed: record.seed, options: record.options || {} };
    if (record.setup) config.setup = record.setup;
    try {
      this.match.start(config);
    } catch (e) {
      this.dispose();
      throw e;
    }
    this.step = 0;
    this.labels = [];
    this.events = [];
  }

  get length() { return this.record.actions.length; }

  forward() {
    if (this.step >= this.length) return false;
    const a = this.record.actions[this.step];
    if (a.concede) {  // a concession (Match.concede), not an action
      const res = this.match.concede(a.player);
      this.labels[this.step] = { player: a.player, label: 'Concede' };
      this.events[this.step] = res && Array.isArray(res.events) ? res.events : [];
      this.step++;
      return true;
    }
    let label = a.id;
    try {
      const legal = this.match.legalActions(a.player);
      const found = Array.isArray(legal) ? legal.find((x) => x.id === a.id) : null;
      if (found && found.label) label = found.label;
    } catch (e) { /* keep the id */ }
    const res = this.match.apply(a.player, a.id);
    this.labels[this.step] = { player: a.player, label };
    this.events[this.step] = res && Array.isArray(res.events) ? res.events : [];
    this.step++;
    return true;
  }

  back() {
    if (this.step <= 0) return false;
    this.match.undo();
    this.step--;
    return true;
  }

  goTo(n) {
    const target = Math.max(0, Math.min(this.length, n | 0));
    while (this.step < target) this.forward();
    while (this.step > target) this.back();
  }

  dispose() {
    if (this.match) this.match.dispose();
    this.match = null;
  }
}

export function openReplay({ engine, record, renderer, seat = 0, gameName = '' }) {
  const cursor = new ReplayCursor(engine, record);
  const status0 = cursor.match.status();
  const seats = Object.keys(status0.score || {}).map(Number);
  if (!seats.length) seats.push(0, 1);
  let viewer = seats.includes(seat) ? seat : seats[0];
  const openZones = new Set();

  const stepText = h('span', { class: 'replay-step', testid: 'replay-step', 'aria-live': 'polite' });
  const moveText = h('p', { class: 'replay-move', testid: 'replay-move' });
  const range = h('input', { type: 'range', min: 0, max: cursor.length, value: 0, step: 1, testid: 'replay-range', 'aria-label': 'Step' });
  const btn = (label, text, testid, fn) => h('button', { type: 'button', testid, 'aria-label': label, title: label, onclick: fn }, text);
  const first = btn('First step', '« First', 'replay-first', () => go(0));
  const prev = btn('Step back', '◀ Back', 'replay-back', () => go(cursor.step - 1));
  const next = btn('Step forward', 'Forward ▶', 'replay-forward', () => go(cursor.step + 1));
  const last = btn('Last step', 'Last »', 'replay-last', () => go(cursor.length));
  const seatSel = h('select', { testid: 'replay-seat', 'aria-label': 'Whose view' });
  const tableHost = h('div', { class: 'replay-table', testid: 'replay-table' });
  const log = h('ol', { class: 'log replay-log', testid: 'replay-log' });
  const logBox = h('div', { class: 'log-scroll replay-log-scroll', tabindex: 0, 'aria-label': 'Log up to this step' }, log);

  function fillSeats() {
    clear(seatSel);
    let view = null;
    try { view = viewForRenderer(renderer, engine, cursor.record.game, cursor.match.view(-1)); } catch (e) { view = null; }
    for (const s of seats) {
      const label = renderer.seatLabel(view || {}, s);
      seatSel.appendChild(h('option', { value: s }, `${label}${/s$/i.test(label) ? "'" : "'s"} view`));
    }
    seatSel.appendChild(h('option', { value: -1 }, 'Spectator (public information)'));
    seatSel.value = String(viewer);
  }
  seatSel.addEventListener('change', () => { viewer = Number(seatSel.value); draw(); });
  range.addEventListener('input', () => go(Number(range.value)));

  function draw() {
    const view = viewForRenderer(renderer, engine, cursor.record.game, cursor.match.view(viewer));
    const entries = cursor.match.log(viewer);
    const events = cursor.step > 0 ? cursor.events[cursor.step - 1] || [] : [];
    const ctx = {
      viewer,
      hotseat: false,
      openZones,
      seatName: (s) => renderer.seatLabel(view, s),
      roleOf: () => '',
      cardAction: () => null,
      onAction: null,
      recentEvents: events,
      replay: true,
    };
    clear(tableHost).appendChild(renderer.renderTable(view, ctx));
    clear(log);
    for (const e of entries) {
      const text = renderer.logText ? renderer.logText(e, view) : e.text;
      const actor = typeof e.actor === 'number' && e.actor >= 0 ? e.actor : null;
      log.appendChild(h('li', { class: ['log-entry', actor !== null ? renderer.seatClass(view, actor) : 'system'], testid: 'replay-log-entry' }, text));
    }
    logBox.scrollTop = logBox.scrollHeight;
    stepText.textContent = `Step ${cursor.step} of ${cursor.length}`;
    const m = cursor.step > 0 ? cursor.labels[cursor.step - 1] : null;
    moveText.textContent = m ? `${renderer.seatLabel(view, m.player)}: ${m.label}` : 'The start of the game.';
    range.value = String(cursor.step);
    const focused = document.activeElement;
    first.disabled = prev.disabled = cursor.step === 0;
    next.disabled = last.disabled = cursor.step === cursor.length;
    // A button that just got disabled keeps no focus: give it to the other direction.
    if (focused && focused.disabled) (focused === first || focused === prev ? next : prev).focus();
    dialogEl.dataset.step = String(cursor.step);
  }

  function go(n) {
    try {
      cursor.goTo(n);
    } catch (e) {
      moveText.textContent = `The replay cannot go on: ${e && e.message ? e.message : e}`;
    }
    draw();
  }

  const controls = h('div', { class: 'replay-controls', role: 'toolbar', 'aria-label': 'Replay controls' },
    first, prev, stepText, next, last, range, seatSel);
  const body = h('div', { class: 'replay-body' }, controls, moveText,
    h('div', { class: 'replay-main' }, tableHost, h('section', { class: 'log-panel replay-log-panel', 'aria-label': 'Log' }, h('h3', null, 'Log'), logBox)));
  const m = openDialog({
    title: `Replay${gameName ? ': ' + gameName : ''}`,
    body,
    testid: 'replay',
    cls: 'replay-dialog',
    onClose: () => {
      document.removeEventListener('keydown', onKey);
      cursor.dispose();
    },
  });
  const dialogEl = m.dialog;
  // Arrow keys step (outside the range input and the select, which use them;
  // also when the focus fell out of the dialog, e.g. off a button that got disabled).
  const onKey = (e) => {
    if (!dialogEl.isConnected) {
      document.removeEventListener('keydown', onKey);
      return;
    }
    if (e.target === range || e.target === seatSel || e.ctrlKey || e.altKey || e.metaKey) return;
    if (e.target !== document.body && !dialogEl.contains(e.target)) return;
    if (e.key === 'ArrowRight') { e.preventDefault(); go(cursor.step + 1); }
    else if (e.key === 'ArrowLeft') { e.preventDefault(); go(cursor.step - 1); }
    else if (e.key === 'Home') { e.preventDefault(); go(0); }
    else if (e.key === 'End') { e.preventDefault(); go(cursor.length); }
  };
  document.addEventListener('keydown', onKey);
  fillSeats();
  draw();
  next.focus();
  return { cursor, close: () => m.close(), go };
}
