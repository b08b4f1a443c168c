// swrules web client: game setup, hot-seat and play against the computer,
// undo, save/load, log, end screen. No framework; everything the engine says
// goes through api.js, everything game specific through a renderer module.

import { loadEngine, ApiError } from './api.js';
import { h, clear, titleCase } from './dom.js';
import { evrRenderer } from './games/evr/index.js';
import { openHelp } from './help-panel.js';
import { loadSettings, openSettings } from './settings.js';
import { openReplay } from './replay-viewer.js';
import { genericRenderer } from './generic-table.js';

const RENDERERS = { evr: evrRenderer };
const params = new URLSearchParams(location.search);
// ?botDelay=<ms> overrides the speed chosen in the setup form (0 in tests).
const URL_BOT_DELAY = params.has('botDelay') ? Math.max(0, Number(params.get('botDelay')) || 0) : null;
const botDelay = () => (URL_BOT_DELAY !== null ? URL_BOT_DELAY : app.config && Number.isFinite(app.config.botDelay) ? app.config.botDelay : 700);
const STORE_KEY = 'swrules.autosave.v1';
const PREFS_KEY = 'swrules.prefs.v1';
const BOT_KINDS = [
  { kind: 'random', label: 'Easy (random)' },
  { kind: 'heuristic', label: 'Normal (heuristic)' },
  { kind: 'search', label: 'Hard (search)' },
];
// Friendlier labels for known option values; anything else is shown as is.
const OPTION_LABELS = {
  evr: {
    variant: { full: 'Full game', learning: 'Learning game (one struggle)' },
    rebelSeat: { '-1': 'Random', 0: 'Player 1', 1: 'Player 2' },
    characters: { choose: 'Each player chooses 4', random: 'Dealt at random' },
  },
};

const $ = (id) => document.getElementById(id);

const app = {
  engine: null,
  games: [],
  match: null,
  gameInfo: null,
  renderer: genericRenderer,
  config: null, // {game, seed, options, mode, humanSeat, botKind, privacy}
  status: null,
  viewer: null, // seat whose view is on screen
  handoff: null, // seat the device must be passed to (hot-seat)
  secretPending: false, // the last human decision was a secret one (hot-seat)
  gen: 0, // bumped on new game / undo / load: cancels pending bot moves
  botTimer: null,
  botError: false,
  endDismissed: false,
  openZones: new Set(),
  logKeys: [],
  hint: null,
  renderSeq: 0,
  lastSave: null,
  logStick: true, // keep the log scrolled to the newest entry
};

// ---- messages ----------------------------------------------------------------

let messageTimer = null;
function showMessage(text, kind = 'error') {
  const el = $('message');
  el.textContent = text;
  el.className = `message ${kind}`;
  el.hidden = false;
  clearTimeout(messageTimer);
  if (kind !== 'error') messageTimer = setTimeout(() => { el.hidden = true; }, 4000);
}
function clearMessage() {
  const el = $('message');
  el.hidden = true;
  el.textContent = '';
}
function errorText(e) {
  if (e instanceof ApiError) return `${e.message} [${e.code}]`;
  return e && e.message ? e.message : String(e);
}

// ---- setup form ---------------------------------------------------------------

function loadPrefs() {
  try { return JSON.parse(localStorage.getItem(PREFS_KEY) || '{}') || {}; } catch (e) { return {}; }
}
function savePrefs(prefs) {
  try { localStorage.setItem(PREFS_KEY, JSON.stringify(prefs)); } catch (e) { /* private mode */ }
}

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

function fillGameSelect(prefs) {
  const sel = $('game-select');
  clear(sel);
  for (const g of app.games) sel.appendChild(h('option', { value: g.id }, g.name || g.id));
  const wanted = params.get('game') || prefs.game;
  if (wanted && app.games.some((g) => g.id === wanted)) sel.value = wanted;
  renderOptionFields(prefs.options && prefs.game === sel.value ? prefs.options : null);
}

function selectedGame() {
  return app.games.find((g) => g.id === $('game-select').value) || app.games[0];
}

function optionLabel(gameId, name, value) {
  const r = RENDERERS[gameId];
  const own = r && r.optionLabels && r.optionLabels[name];
  if (own && Object.prototype.hasOwnProperty.call(own.values || {}, typeof value === 'string' ? value : JSON.stringify(value))) {
    return own.values[typeof value === 'string' ? value : JSON.stringify(value)];
  }
  const table = OPTION_LABELS[gameId] && OPTION_LABELS[gameId][name];
  const key = typeof value === 'string' ? value : JSON.stringify(value);
  if (table && Object.prototype.hasOwnProperty.call(table, key)) return table[key];
  return typeof value === 'string' ? titleCase(value) : String(value);
}

function renderOptionFields(saved) {
  const g = selectedGame();
  const host = clear($('option-fields'));
  if (!g) return;
  const specs = Array.isArray(g.optionSpecs) ? g.optionSpecs : Object.entries(g.options || {}).map(([name, def]) => ({ name, default: def, choices: [] }));
  for (const spec of specs) {
    const id = `opt-${spec.name}`;
    const current = saved && Object.prototype.hasOwnProperty.call(saved, spec.name) ? saved[spec.name] : spec.default;
    let control;
    if (Array.isArray(spec.choices) && spec.choices.length) {
      control = h('select', { id, testid: `option-${spec.name}`, dataset: { option: spec.name, kind: 'json' } },
        spec.choices.map((c) => {
          const o = h('option', { value: JSON.stringify(c) }, optionLabel(g.id, spec.name, c));
          if (JSON.stringify(c) === JSON.stringify(current)) o.selected = true;
          return o;
        }));
    } else if (typeof spec.default === 'boolean') {
      control = h('input', { id, type: 'checkbox', testid: `option-${spec.name}`, dataset: { option: spec.name, kind: 'bool' } });
      control.checked = !!current;
    } else if (typeof spec.default === 'number') {
      control = h('input', { id, type: 'number', step: 1, value: current, testid: `option-${spec.name}`, dataset: { option: spec.name, kind: 'number' } });
    } else {
      control = h('input', { id, type: 'text', value: current ?? '', testid: `option-${spec.name}`, dataset: { option: spec.name, kind: 'text' } });
    }
    const own = RENDERERS[g.id] && RENDERERS[g.id].optionLabels && RENDERERS[g.id].optionLabels[spec.name];
    const help = own && own.help ? own.help : spec.description;
    host.appendChild(h('div', { class: 'field' },
      h('label', { for: id }, own && own.label ? own.label : titleCase(spec.name.replace(/([a-z])([A-Z])/g, '$1-$2'))),
      control,
      help ? h('small', { class: 'field-help' }, help) : null));
  }
  // Seats for "against the computer".
  const seatSel = clear($('human-seat'));
  const n = g.players ? g.players.max || g.players.min || 2 : 2;
  for (let s = 0; s < n; s++) seatSel.appendChild(h('option', { value: s }, `Player ${s + 1}`));
}

function readOptions() {
  const out = {};
  for (const el of $('option-fields').querySelectorAll('[data-option]')) {
    const name = el.dataset.option;
    if (el.dataset.kind === 'json') out[name] = JSON.parse(el.value);
    else if (el.dataset.kind === 'bool') out[name] = el.checked;
    else if (el.dataset.kind === 'number') out[name] = Number(el.value);
    else out[name] = el.value;
  }
  return out;
}

function readConfig() {
  const g = selectedGame();
  let seed = Number($('seed').value);
  if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295) throw new Error('The seed must be a whole number between 0 and 4294967295.');
  const mode = document.querySelector('input[name="mode"]:checked').value;
  return {
    game: g.id,
    seed,
    options: readOptions(),
    mode,
    humanSeat: Number($('human-seat').value),
    botKind: $('bot-kind').value,
    botDelay: Number($('bot-speed').value),
    privacy: $('privacy').value,
  };
}

function syncModeFields() {
  const mode = document.querySelector('input[name="mode"]:checked').value;
  $('bot-fields').hidden = mode !== 'bot';
  $('hotseat-fields').hidden = mode !== 'hotseat';
}

function showSetup(show) {
  $('setup').hidden = !show;
  $('game').hidden = show;
  $('setup-cancel').hidden = !(show && app.match && app.status);
  if (show) {
    $('end').hidden = true;
    $('handoff').hidden = true;
    refreshResumeButton();
    setBodyState('setup');
    $('game-select').focus();
  }
}

function refreshResumeButton() {
  const btn = $('resume');
  let saved = null;
  try { saved = JSON.parse(localStorage.getItem(STORE_KEY) || 'null'); } catch (e) { saved = null; }
  if (saved && saved.save && saved.config && !(app.match && app.status)) {
    btn.hidden = false;
    btn.textContent = `Resume last game (${saved.summary || saved.config.game})`;
  } else {
    btn.hidden = true;
  }
}

// ---- match lifecycle ---------------------------------------------------------

function disposeMatch() {
  cancelBots();
  if (app.match) app.match.dispose();
  app.match = null;
  app.status = null;
}

function resetUiState() {
  app.gen++;
  app.viewer = null;
  app.handoff = null;
  app.secretPending = false;
  app.endDismissed = false;
  app.openZones.clear();
  app.logKeys = [];
  app.hint = null;
  app.botError = false;
  clear($('log'));
}

function useGame(gameId) {
  app.gameInfo = app.games.find((g) => g.id === gameId) || { id: gameId, name: gameId, players: { min: 2, max: 2 } };
  // ?renderer=generic shows any game with the fallback renderer (for testing it).
  app.renderer = (params.get('renderer') !== 'generic' && RENDERERS[gameId]) || genericRenderer;
}

function startGame(config) {
  const m = app.engine.newMatch();
  try {
    m.start({ game: config.game, seed: config.seed, options: config.options });
  } catch (e) {
    m.dispose();
    showMessage(`Could not start the game: ${errorText(e)}`);
    return false;
  }
  disposeMatch();
  app.match = m;
  app.config = config;
  useGame(config.game);
  resetUiState();
  clearMessage();
  savePrefs({ game: config.game, options: config.options, mode: config.mode, humanSeat: config.humanSeat, botKind: config.botKind, botDelay: config.botDelay, privacy: config.privacy });
  showSetup(false);
  refresh();
  return true;
}

const isBotMode = () => app.config && app.config.mode === 'bot';
const isBotSeat = (seat) => isBotMode() && seat !== app.config.humanSeat;

// Is the decision of `seat` (about to be shown) one the other player must not watch?
function isSecretDecision(status, seat) {
  if (!app.gameInfo || app.gameInfo.hiddenInformation === false) return false;
  if (status.toAct.length > 1) return true;
  if (['setup', 'characters', 'planning'].includes(status.phase)) return true;
  if (seat === null || seat === undefined) return false;
  try {
    const v = app.match.view(seat);
    const p = v.peek;
    return !!(p && ((Array.isArray(p.cards) && p.cards.length) || (Array.isArray(p.events) && p.events.length)));
  } catch (e) {
    return false;
  }
}

// Reads the status, decides whose view is shown, renders, and lets bots move.
function refresh() {
  if (!app.match) return;
  try {
    app.status = app.match.status();
  } catch (e) {
    showMessage(errorText(e));
    return;
  }
  const st = app.status;
  if (isBotMode()) {
    app.viewer = app.config.humanSeat;
  } else if (!st.terminal && app.handoff === null && !st.toAct.includes(app.viewer)) {
    const next = st.toAct[0];
    const privacy = app.config.privacy || 'secret';
    let needScreen;
    if (privacy === 'never') needScreen = false;
    else if (privacy === 'always') needScreen = true;
    else needScreen = app.secretPending || isSecretDecision(st, next);
    if (needScreen) app.handoff = next;
    else {
      app.viewer = next;
      app.secretPending = false;
    }
  }
  if (app.viewer === null && app.handoff === null) app.viewer = st.toAct.length ? st.toAct[0] : 0;
  autosave();
  render();
  scheduleBots();
}

function onAction(id) {
  if (!app.match || app.handoff !== null) return;
  const seat = app.viewer;
  const before = app.status;
  const secret = !isBotMode() && before && isSecretDecision(before, seat);
  try {
    app.match.apply(seat, id);
  } catch (e) {
    showMessage(`That move was refused: ${errorText(e)}`);
    refresh();
    return;
  }
  clearMessage();
  app.hint = null;
  app.endDismissed = false;
  if (secret) app.secretPending = true;
  refresh();
}

// ---- bots ---------------------------------------------------------------------

function cancelBots() {
  if (app.botTimer) clearTimeout(app.botTimer);
  app.botTimer = null;
}

function botSeatToAct() {
  const st = app.status;
  if (!isBotMode() || !st || st.terminal || app.botError) return null;
  const seat = st.toAct.find((s) => isBotSeat(s));
  return seat === undefined ? null : seat;
}

function botStep(seat) {
  try {
    const id = app.match.botAction(seat, app.config.botKind);
    app.match.apply(seat, id);
    app.status = app.match.status();
    return true;
  } catch (e) {
    app.botError = true;
    showMessage(`The computer could not move: ${errorText(e)}`);
    return false;
  }
}

function scheduleBots() {
  if (app.botTimer || botSeatToAct() === null) return;
  const gen = app.gen;
  const delay = botDelay();
  setBodyState('busy');
  app.botTimer = setTimeout(() => {
    app.botTimer = null;
    if (gen !== app.gen || !app.match) return;
    if (delay === 0) {
      // Play every bot decision now, render once.
      let seat;
      let guard = 0;
      while ((seat = botSeatToAct()) !== null && guard++ < 10000) {
        if (!botStep(seat)) break;
      }
    } else {
      const seat = botSeatToAct();
      if (seat !== null) botStep(seat);
    }
    refresh();
  }, delay);
}

// ---- toolbar actions ------------------------------------------------------------

function doUndo() {
  if (!app.match || !app.status) return;
  cancelBots();
  app.gen++;
  try {
    if (isBotMode()) app.match.undoToSeat(app.config.humanSeat);
    else app.match.undo();
  } catch (e) {
    showMessage(e instanceof ApiError && e.code === 'nothing_to_undo' ? 'Nothing to undo.' : `Undo failed: ${errorText(e)}`);
    refresh();
    return;
  }
  clearMessage();
  app.botError = false;
  app.hint = null;
  app.endDismissed = false;
  $('end').hidden = true;
  refresh();
}

function saveName() {
  const c = app.config || {};
  const r = app.status ? app.status.round : 0;
  return `swrules-${c.game || 'game'}-seed${c.seed ?? 0}-round${r}.json`;
}

function doSave() {
  if (!app.match || !app.status) return;
  let text;
  try {
    text = app.match.save();
  } catch (e) {
    showMessage(`Save failed: ${errorText(e)}`);
    return;
  }
  app.lastSave = text;
  $('save-text').value = text;
  $('save-text').textContent = text;
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: saveName(), hidden: true });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  showMessage(`Game saved as ${saveName()}.`, 'info');
}

async function doLoadFile(file) {
  if (!file) return;
  let text;
  try {
    text = await file.text();
  } catch (e) {
    showMessage(`Could not read the file: ${errorText(e)}`);
    return;
  }
  loadSaveText(text, null);
}

function loadSaveText(text, savedConfig) {
  if (!app.engine) {
    showMessage('The rules engine is not loaded yet.');
    return false;
  }
  const m = app.match || app.engine.newMatch();
  const fresh = m !== app.match;
  try {
    m.load(text);
  } catch (e) {
    if (fresh) m.dispose();
    showMessage(`Could not load this save: ${errorText(e)}`);
    return false;
  }
  if (fresh) {
    disposeMatch();
    app.match = m;
  }
  let base;
  if (savedConfig) base = savedConfig;
  else if (app.config) base = app.config;
  else {
    try { base = readConfig(); } catch (e) { base = { mode: 'bot', humanSeat: 0, botKind: 'heuristic', privacy: 'secret' }; }
  }
  let replay = {};
  try { replay = m.replay(); } catch (e) { replay = {}; }
  app.config = { ...base, game: replay.game || base.game, seed: replay.seed ?? base.seed, options: replay.options || base.options };
  useGame(app.config.game);
  cancelBots();
  resetUiState();
  clearMessage();
  showSetup(false);
  refresh();
  showMessage('Game loaded.', 'info');
  return true;
}

function doHint() {
  if (!app.match || app.viewer === null || app.handoff !== null) return;
  try {
    const id = app.match.botAction(app.viewer, 'heuristic');
    const action = app.match.legalActions(app.viewer).find((a) => a.id === id);
    app.hint = id;
    const why = action && app.renderer.explainHint ? app.renderer.explainHint(action, app.view) : '';
    showMessage(`Suggestion: ${(action && action.label) || id}`, 'info');
    app.hintWhy = why;
  } catch (e) {
    showMessage(`No suggestion: ${errorText(e)}`);
  }
  render();
}

function autosave() {
  if (!app.match || !app.config) return;
  try {
    const st = app.status;
    const summary = st.terminal ? 'finished' : `${app.gameInfo ? app.gameInfo.name : app.config.game}, round ${st.round}`;
    localStorage.setItem(STORE_KEY, JSON.stringify({ config: app.config, save: app.match.save(), summary }));
  } catch (e) { /* storage full or disabled: not fatal */ }
}

// ---- rendering ------------------------------------------------------------------

function setBodyState(state) {
  document.body.dataset.state = state;
}

function seatName(view, seat) {
  return app.renderer.seatLabel(view, seat);
}

function roleOf(seat) {
  if (!app.config) return '';
  if (isBotMode()) {
    if (seat === app.config.humanSeat) return 'You';
    const kind = BOT_KINDS.find((k) => k.kind === app.config.botKind);
    return `Computer · ${kind ? kind.label.split(' ')[0].toLowerCase() : app.config.botKind}`;
  }
  return `Player ${seat + 1}`;
}

function render() {
  app.renderSeq++;
  const st = app.status;
  const tableHost = $('table-host');
  const actionsHost = $('actions');

  // Hot-seat interstitial: show nothing of the table until the right player has the device.
  if (app.handoff !== null) {
    renderHandoff();
    clear(tableHost);
    clear(actionsHost);
    $('prompt-text').textContent = '';
    clear($('log'));
    app.logKeys = [];
    $('end').hidden = true;
    updateToolbar();
    document.body.dataset.seq = String(app.renderSeq);
    setBodyState('handoff');
    return;
  }
  $('handoff').hidden = true;

  let view;
  let actions = [];
  let log = [];
  try {
    view = app.match.view(app.viewer);
    actions = st.terminal ? [] : app.renderer.sortActions(app.match.legalActions(app.viewer));
    log = app.match.log(app.viewer);
  } catch (e) {
    showMessage(errorText(e));
    return;
  }
  app.view = view;
  document.body.classList.toggle('hotseat', !isBotMode());

  const cardActions = new Map();
  for (const a of actions) {
    const cardId = a.card && typeof a.card === 'object' ? a.card.id : null;
    if (cardId && !cardActions.has(cardId) && ['force', 'influence', 'pick'].includes(a.kind)) cardActions.set(cardId, a);
  }
  // What the others did since the viewer's last own decision.
  let lastOwn = -1;
  log.forEach((e, i) => { if (e.actor === app.viewer) lastOwn = i; });
  const recent = lastOwn >= 0 || log.length ? log.slice(lastOwn + 1).filter((e) => e.actor !== app.viewer) : [];
  const ctx = {
    viewer: app.viewer,
    hotseat: !isBotMode(),
    openZones: app.openZones,
    recent,
    stableSeats: false,
    isHuman: (seat) => !isBotSeat(seat),
    seatName: (seat) => seatName(view, seat),
    roleOf,
    cardAction: (cardId) => cardActions.get(cardId) || null,
    onAction,
  };
  clear(tableHost);
  try {
    tableHost.appendChild(app.renderer.renderTable(view, ctx));
  } catch (e) {
    // A renderer bug must not lose the game: fall back to the raw view.
    console.error(e);
    tableHost.appendChild(genericRenderer.renderTable(view, ctx));
  }

  renderHeader(view);
  renderPrompt(view, actions);
  renderNotes(view, actions);
  renderLog(log);
  renderEnd(view, ctx);
  updateToolbar();
  document.body.dataset.seq = String(app.renderSeq);
  setBodyState(st.terminal ? 'over' : app.botTimer ? 'busy' : 'idle');
}

function renderHeader(view) {
  const c = app.config;
  const title = app.gameInfo ? app.gameInfo.name : c.game;
  let who;
  if (isBotMode()) {
    who = `You (${seatName(view, c.humanSeat)}) vs the computer`;
  } else {
    who = `Hot-seat · showing ${seatName(view, app.viewer)} (Player ${app.viewer + 1})`;
  }
  $('game-title').textContent = `${title} · seed ${c.seed} · ${who}`;
}

function renderPrompt(view, actions) {
  const st = app.status;
  const heading = $('prompt-heading');
  const text = $('prompt-text');
  const host = clear($('actions'));
  const prompt = view.prompt && typeof view.prompt === 'object' ? view.prompt : null;
  const hadFocus = focusLost();

  const panel = $('prompt-panel');
  panel.className = `prompt-panel ${app.renderer.seatClass(view, app.viewer)}`;
  if (st.terminal) {
    heading.textContent = 'Game over';
    text.textContent = view.result || 'The game is over.';
    return;
  }
  if (actions.length) {
    heading.textContent = isBotMode() ? 'Your move' : `${seatName(view, app.viewer)} to act`;
    text.textContent = prompt && prompt.text ? prompt.text : 'Choose an action.';
  } else {
    const waiting = st.toAct.map((s) => seatName(view, s)).join(' and ');
    heading.textContent = 'Please wait';
    text.textContent = isBotMode() && st.toAct.some(isBotSeat)
      ? `${waiting} ${st.toAct.length > 1 ? 'are' : 'is'} thinking…`
      : `Waiting for ${waiting}.`;
  }

  actions.forEach((a, i) => {
    const { label, detail } = app.renderer.actionText(a);
    const btn = h('button', {
      type: 'button',
      class: ['action', `kind-${a.kind || 'other'}`, app.hint === a.id ? 'hinted' : ''],
      testid: 'action',
      'data-action-id': a.id,
      'data-kind': a.kind || '',
      'aria-keyshortcuts': i < 9 ? String(i + 1) : null,
      onclick: () => onAction(a.id),
    },
    i < 9 ? h('kbd', { 'aria-hidden': 'true' }, String(i + 1)) : h('span', { class: 'kbd-pad' }),
    h('span', { class: 'action-text' },
      h('span', { class: 'action-label' }, label),
      detail ? h('small', { class: 'action-detail' }, detail) : null));
    host.appendChild(btn);
  });
  if (hadFocus && actions.length) {
    const first = host.querySelector('button');
    if (first) first.focus({ preventScroll: true });
  }
}

// True when the keyboard focus is nowhere useful (body, a removed or hidden element).
function focusLost() {
  const el = document.activeElement;
  return !el || el === document.body || !el.isConnected || !!el.closest('[hidden]');
}

function renderLog(entries) {
  const list = $('log');
  const box = $('log-scroll');
  const keys = entries.map((e) => `${e.seq}:${e.text}`);
  let same = keys.length >= app.logKeys.length;
  for (let i = 0; same && i < app.logKeys.length; i++) if (keys[i] !== app.logKeys[i]) same = false;
  if (!same) {
    clear(list);
    app.logKeys = [];
  }
  // In hot-seat, entries that differ from the spectator's log are the viewer's secrets.
  let publicText = null;
  if (!isBotMode() && app.gameInfo && app.gameInfo.hiddenInformation !== false && entries.length > app.logKeys.length) {
    try {
      publicText = new Map(app.match.log(-1).map((e) => [e.seq, e.text]));
    } catch (e) {
      publicText = null;
    }
  }
  let lastRound = app.logKeys.length ? entries[app.logKeys.length - 1].round : undefined;
  const view = app.view;
  for (let i = app.logKeys.length; i < entries.length; i++) {
    const e = entries[i];
    if (e.round !== undefined && e.round !== lastRound) {
      list.appendChild(h('li', { class: 'log-round', 'aria-hidden': 'true' }, e.round ? `Round ${e.round}` : 'Setup'));
      lastRound = e.round;
    }
    const actor = typeof e.actor === 'number' && e.actor >= 0 ? e.actor : null;
    const secret = publicText && publicText.get(e.seq) !== e.text;
    list.appendChild(h('li', {
      class: ['log-entry', actor !== null ? app.renderer.seatClass(view, actor) : 'system', `type-${e.type || 'event'}`, secret ? 'secret' : ''],
      testid: 'log-entry',
      tabindex: secret ? 0 : null,
      dataset: { seq: e.seq },
    },
    h('span', { class: 'log-text' }, app.renderer.logText ? app.renderer.logText(e, view) : e.text || e.type || '')));
  }
  app.logKeys = keys;
  $('log-count').textContent = `${entries.length}`;
  if (app.logStick || !same) {
    box.scrollTop = box.scrollHeight;
    app.logStick = true;
  }
}

function renderHandoff() {
  const el = $('handoff');
  const seat = app.handoff;
  let who = `Player ${seat + 1}`;
  try {
    who = app.renderer.playerName(app.match.view(-1), seat);
  } catch (e) { /* keep the generic name */ }
  const Who = who.charAt(0).toUpperCase() + who.slice(1);
  $('handoff-title').textContent = `Pass the device to ${who}`;
  $('handoff-text').textContent = `${Who} (Player ${seat + 1}) has a decision to make that the other player should not see. ` +
    'Hand over the device, then continue.';
  $('handoff-continue').textContent = `I am ${who}: show my table`;
  const wasHidden = el.hidden;
  el.hidden = false;
  if (wasHidden) $('handoff-continue').focus();
}

function continueHandoff() {
  if (app.handoff === null) return;
  app.viewer = app.handoff;
  app.handoff = null;
  app.secretPending = false;
  $('handoff').hidden = true;
  render();
}

function renderNotes(view, actions) {
  const host = clear($('prompt-notes'));
  const notes = !app.status.terminal && app.renderer.promptNotes ? app.renderer.promptNotes(view, actions) : [];
  if (app.hint && app.hintWhy) notes.unshift({ kind: 'hint', text: `Why the hint: ${app.hintWhy}` });
  for (const n of notes) host.appendChild(h('p', { class: ['prompt-note', `note-${n.kind}`], testid: `note-${n.kind}` }, n.text));
  host.hidden = !notes.length;
}

function renderEnd(view, ctx) {
  const st = app.status;
  const el = $('end');
  if (!st.terminal) {
    el.hidden = true;
    return;
  }
  const sum = app.renderer.endSummary(view, st, ctx);
  $('end-title').textContent = sum.title;
  $('end-text').textContent = sum.text;
  const list = clear($('end-lines'));
  for (const line of sum.lines) {
    list.appendChild(h('li', { class: [line.cls, line.winner ? 'winner' : ''], testid: line.winner ? 'end-winner' : 'end-loser', dataset: { seat: line.seat } },
      h('span', { class: 'end-name' }, line.label, line.winner ? ' — winner' : ''),
      h('span', { class: 'end-vp', testid: `end-vp-${line.seat}` }, line.score ?? `${line.vp ?? 0} VP`),
      line.detail ? h('small', { class: 'end-detail' }, line.detail) : null));
  }
  $('end-banner').hidden = false;
  $('end-banner-text').textContent = `${sum.title} ${sum.lines.map((l) => `${l.label} ${l.score ?? l.vp}`).join(' · ')}`;
  if (!app.endDismissed) {
    const wasHidden = el.hidden;
    el.hidden = false;
    if (wasHidden) $('end-new').focus();
  }
}

function updateToolbar() {
  const active = !!(app.match && app.status);
  const st = app.status;
  $('btn-undo').disabled = !active || !st.actions || app.handoff !== null;
  $('btn-save').disabled = !active;
  $('btn-hint').disabled = !active || st.terminal || app.handoff !== null || !st.toAct.includes(app.viewer);
  $('btn-hint').hidden = !active;
  $('btn-undo').hidden = !active;
  $('btn-save').hidden = !active;
  $('btn-replay').hidden = !active;
  if (!st || !st.terminal) $('end-banner').hidden = true;
}

// ---- keyboard ---------------------------------------------------------------------

function onKey(e) {
  const t = e.target;
  if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
  if (e.altKey || e.metaKey) return;
  if ((e.ctrlKey && (e.key === 'z' || e.key === 'Z'))) {
    if (!$('game').hidden) { e.preventDefault(); doUndo(); }
    return;
  }
  if (e.ctrlKey) return;
  if (e.key === 'Escape' && !$('end').hidden) {
    app.endDismissed = true;
    $('end').hidden = true;
    return;
  }
  if (/^[1-9]$/.test(e.key) && !$('game').hidden && app.handoff === null && $('end').hidden) {
    const buttons = $('actions').querySelectorAll('button[data-testid="action"]');
    const b = buttons[Number(e.key) - 1];
    if (b) {
      e.preventDefault();
      b.click();
    }
  }
}

// ---- boot -------------------------------------------------------------------------

function wireUi() {
  $('game-select').addEventListener('change', () => renderOptionFields(null));
  $('random-seed').addEventListener('click', () => { $('seed').value = String(randomSeed()); });
  for (const r of document.querySelectorAll('input[name="mode"]')) r.addEventListener('change', syncModeFields);
  $('setup-form').addEventListener('submit', (e) => {
    e.preventDefault();
    let config;
    try {
      config = readConfig();
    } catch (err) {
      showMessage(errorText(err));
      return;
    }
    startGame(config);
  });
  $('setup-cancel').addEventListener('click', () => {
    showSetup(false);
    render();
  });
  $('resume').addEventListener('click', () => {
    try {
      const saved = JSON.parse(localStorage.getItem(STORE_KEY));
      loadSaveText(saved.save, saved.config);
    } catch (e) {
      showMessage(`Could not resume: ${errorText(e)}`);
    }
  });
  $('btn-new').addEventListener('click', () => {
    if (app.config) $('seed').value = String(randomSeed());
    showSetup(true);
  });
  $('btn-undo').addEventListener('click', doUndo);
  $('btn-save').addEventListener('click', doSave);
  $('btn-hint').addEventListener('click', doHint);
  $('btn-load').addEventListener('click', () => $('load-input').click());
  $('btn-help').addEventListener('click', () => {
    const r = app.renderer && app.renderer.help ? app.renderer : evrRenderer;
    openHelp(r.help(app.view || null));
  });
  $('btn-settings').addEventListener('click', () => openSettings());
  $('btn-replay').addEventListener('click', () => {
    if (!app.match) return;
    try {
      openReplay({ engine: app.engine, record: app.match.replay(), renderer: app.renderer, seat: app.viewer ?? 0, gameName: app.gameInfo ? app.gameInfo.name : '' });
    } catch (e) {
      showMessage(`Could not open the replay: ${errorText(e)}`);
    }
  });
  $('load-input').addEventListener('change', async (e) => {
    const file = e.target.files && e.target.files[0];
    await doLoadFile(file);
    e.target.value = '';
  });
  $('handoff-continue').addEventListener('click', continueHandoff);
  $('end-new').addEventListener('click', () => {
    app.endDismissed = true;
    $('seed').value = String(randomSeed());
    showSetup(true);
  });
  $('end-close').addEventListener('click', () => {
    app.endDismissed = true;
    $('end').hidden = true;
    $('end-show').focus();
  });
  $('end-banner').addEventListener('click', () => {
    if (!app.status || !app.status.terminal) return;
    app.endDismissed = false;
    render();
  });
  $('message').addEventListener('click', clearMessage);
  // The log follows the newest entry unless the reader scrolled up.
  const logBox = $('log-scroll');
  logBox.addEventListener('scroll', () => {
    app.logStick = logBox.scrollHeight - logBox.scrollTop - logBox.clientHeight < 24;
  });
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => {
      if (app.logStick) logBox.scrollTop = logBox.scrollHeight;
    }).observe(logBox);
  }
  document.addEventListener('keydown', onKey);
}

function applyPrefs(prefs) {
  const mode = params.get('mode') || prefs.mode;
  if (mode === 'bot' || mode === 'hotseat') document.querySelector(`input[name="mode"][value="${mode}"]`).checked = true;
  if (prefs.humanSeat !== undefined) $('human-seat').value = String(prefs.humanSeat);
  if (prefs.botKind) $('bot-kind').value = prefs.botKind;
  if (prefs.botDelay !== undefined && $('bot-speed').querySelector(`option[value="${prefs.botDelay}"]`)) $('bot-speed').value = String(prefs.botDelay);
  if (prefs.privacy) $('privacy').value = prefs.privacy;
  const seed = params.get('seed');
  $('seed').value = seed !== null && /^\d+$/.test(seed) ? seed : String(randomSeed());
  syncModeFields();
}

async function boot() {
  loadSettings();
  setBodyState('loading');
  wireUi();
  let factory;
  try {
    factory = (await import('./swrules.js')).default;
    app.engine = await loadEngine(factory);
    app.games = app.engine.listGames();
  } catch (e) {
    $('loading').textContent = `The rules engine could not be loaded (${errorText(e)}). Build it with the wasm build and serve build-wasm/site/.`;
    $('loading').classList.add('failed');
    setBodyState('error');
    return;
  }
  $('loading').hidden = true;
  $('version').textContent = app.engine.version();
  const bk = $('bot-kind');
  clear(bk);
  for (const k of BOT_KINDS) bk.appendChild(h('option', { value: k.kind }, k.label));
  bk.value = 'heuristic';
  const prefs = loadPrefs();
  fillGameSelect(prefs);
  applyPrefs(prefs);
  $('setup-form').hidden = false;
  showSetup(true);
}

// A small hook for tests and the console (reads only; the page stays the source of truth).
window.__swrules = {
  get app() { return app; },
  status: () => (app.match ? app.match.status() : null),
  view: () => (app.match && app.viewer !== null ? app.match.view(app.viewer) : null),
  get lastSave() { return app.lastSave; },
};

boot();
