// swrules web client: boots the engine and wires the game-neutral shell
// (web/shell/) to the page. Game knowledge lives in the renderers
// (web/renderers.js, web/RENDERER.md).

import { loadEngine } from './api.js';
import { rendererFor as lookupRenderer } from './renderers.js';
import { Session, errorText } from './shell/session.js';
import { SetupForm, randomSeed } from './shell/setup.js';
import { Screen, showMessage, clearMessage } from './shell/screen.js';
import { BotClient } from './shell/bot-client.js';
import { installModalKeys, isModalOpen, confirmDialog } from './shell/modal.js';
import { loadPrefs, savePrefs, loadAutosave } from './shell/store.js';
import { openHelp } from './help-panel.js';
import { fitPrompt } from './fit.js';
import { loadSettings, openSettings, getSettings, onSettingsChange } from './settings.js';
import { openReplay, replayRecordOf } from './replay-viewer.js';
import { DeckBuilder, savedDeckChoices } from './shell/deck-builder.js';
import { Online } from './online.js';

const params = new URLSearchParams(location.search);
// ?botDelay=<ms> overrides the speed chosen in the setup form (0 in tests).
const URL_BOT_DELAY = params.has('botDelay') ? Math.max(0, Number(params.get('botDelay')) || 0) : null;
const forceGeneric = params.get('renderer') === 'generic';
const rendererFor = (gameId) => lookupRenderer(gameId, { forceGeneric });

const $ = (id) => document.getElementById(id);

let engine = null;
let session = null;
let screen = null;
let setup = null;
let deckBuilder = null;
let lastSave = null;
let localSession = null; // the page's own session (online play swaps in another)
let online = null;

// ---- setup screen ------------------------------------------------------------

function showSetup(show) {
  $('setup').hidden = !show;
  $('game').hidden = show;
  $('setup-cancel').hidden = !(show && session && session.active);
  if (show) {
    $('end').hidden = true;
    $('handoff').hidden = true;
    refreshResumeButton();
    screen.setBodyState('setup');
    $('game-select').focus();
  }
}

function refreshResumeButton() {
  const btn = $('resume');
  const saved = loadAutosave();
  if (saved && !(session && session.active)) {
    btn.hidden = false;
    btn.textContent = `Resume last game (${saved.summary || saved.config.game})`;
  } else {
    btn.hidden = true;
  }
}

// An unfinished game that starting another would replace (on screen or autosaved).
function gameAtStake() {
  if (session && session.active) return session.status.terminal ? null : `${session.gameInfo.name}, round ${session.status.round}`;
  const saved = loadAutosave();
  return saved && !saved.terminal && saved.summary !== 'finished' ? saved.summary || saved.config.game : null;
}

// Online play replaces the session on screen; local play gets it back.
function useSession(next) {
  if (session === next) return;
  // (A reconnection swaps one online session for the next: online.js has
  // closed the old one already, and the new one stays.)
  if (session && session.online && next !== session && online && online.session === session) online.detach();
  session = next;
  screen.session = next;
  screen.reset();
}

function useLocal() {
  if (session && session.online) {
    useSession(localSession);
    $('online-bar').hidden = true;
  }
}

async function startFromForm() {
  useLocal();
  let config;
  try {
    config = setup.readConfig();
  } catch (err) {
    showMessage(errorText(err));
    return;
  }
  const stake = gameAtStake();
  if (stake) {
    const ok = await confirmDialog({
      title: 'Replace the game in progress?',
      text: `Starting a new game replaces the saved game (${stake}). Use Save first to keep it in a file.`,
      yes: 'Start the new game',
      no: 'Keep it',
    });
    if (!ok) return;
  }
  try {
    session.start(config);
  } catch (e) {
    showMessage(`Could not start the game: ${errorText(e)}`);
    return;
  }
  savePrefs(setup.prefsFrom(session.config));
  afterNewState();
}

// After start / load / resume: fresh screen, show the game.
function afterNewState() {
  screen.reset();
  clearMessage();
  showSetup(false);
  screen.render();
}

// ---- deck builder ---------------------------------------------------------------

// The "Build a deck" button shows for a game with decks (engine and renderer).
function refreshDeckTools() {
  $('deck-tools').hidden = !(deckBuilder && deckBuilder.supports($('game-select').value));
}

function openDeckBuilder() {
  $('setup').hidden = true;
  clearMessage();
  screen.setBodyState('decks');
  deckBuilder.open($('game-select').value);
}

// Back from the builder: the form again, its deck lists with the saved decks.
function closeDeckBuilder() {
  setup.renderOptions(setup.readOptions());
  showSetup(true);
}

// "Use in a new game": the deck goes into the option of its side.
function useDeck(gameId, validation, entry) {
  setup.renderOptions(setup.readOptions());
  showSetup(true);
  const r = rendererFor(gameId);
  const labels = (r && r.optionLabels) || {};
  const name = Object.keys(labels).find((k) => labels[k].savedDecks === true || labels[k].savedDecks === validation.side);
  if (name && setup.chooseOption(gameId, name, validation.option)) {
    showMessage(`Your deck "${entry.name}" is chosen for this game.`, 'info');
    $(`opt-${name}`).focus();
  }
}

// ---- actions ----------------------------------------------------------------

function onAction(id) {
  if (!session.active || session.handoff !== null) return;
  if (session.apply(id)) clearMessage();
}

function doUndo() {
  if (!session.active) return;
  if (session.undo()) {
    clearMessage();
    screen.endDismissed = false;
  }
}

async function doConcede() {
  if (!session.canConcede()) return;
  const ok = await confirmDialog({
    title: 'Concede this game?',
    text: 'The game ends at once and the other side wins. Undo takes it back.',
    yes: 'Concede',
  });
  if (ok && session.concede()) clearMessage();
}

function saveName() {
  const c = session.config || {};
  const r = session.status ? session.status.round : 0;
  return `swrules-${c.game || 'game'}-seed${c.seed ?? 0}-round${r}.json`;
}

function doSave() {
  if (!session.active) return;
  let text;
  try {
    text = session.save();
  } catch (e) {
    showMessage(`Save failed: ${errorText(e)}`);
    return;
  }
  lastSave = text;
  $('save-text').value = text;
  $('save-text').textContent = text;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = saveName();
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  showMessage(`Game saved as ${saveName()}.`, 'info');
}

function loadSaveText(text, savedConfig) {
  useLocal();
  let fallback = null;
  try { fallback = setup.readConfig(); } catch (e) { fallback = null; }
  try {
    session.load(text, savedConfig, fallback);
  } catch (e) {
    showMessage(`Could not load this save: ${errorText(e)}`);
    return false;
  }
  afterNewState();
  showMessage('Game loaded.', 'info');
  return true;
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
  // Like New game: loading replaces an unfinished game, so ask first. A file
  // that is not a save at all is refused by the engine without asking.
  const stake = gameAtStake();
  if (stake && looksLikeSave(text)) {
    const ok = await confirmDialog({
      title: 'Replace the game in progress?',
      text: `Loading ${file.name || 'this file'} replaces the game in progress (${stake}). Use Save first to keep it in a file.`,
      yes: 'Load the saved game',
      no: 'Keep playing',
    });
    if (!ok) return;
  }
  loadSaveText(text, null);
}

function looksLikeSave(text) {
  try {
    const doc = JSON.parse(text);
    return !!doc && typeof doc === 'object' && doc.format === 'swrules-save';
  } catch (e) {
    return false;
  }
}

async function doHint() {
  if (!session.active || session.handoff !== null) return;
  const btn = $('btn-hint');
  btn.setAttribute('aria-busy', 'true');
  try {
    const id = await session.suggest();
    if (id === null) return;
    const action = session.match.legalActions(session.viewer).find((a) => a.id === id);
    const { label } = action ? screen.renderer.actionText(action, screen.view) : { label: id };
    showMessage(`Suggestion: ${label}`, 'info');
    screen.render();
  } catch (e) {
    if (e && e.code === 'cancelled') return;
    showMessage(`No suggestion: ${errorText(e)}`);
  } finally {
    btn.removeAttribute('aria-busy');
  }
}

// "How to play" of the game on screen (or chosen in the setup form).
function doHelp() {
  const gameId = session && session.active ? session.config.game : $('game-select').value;
  const r = rendererFor(gameId);
  if (r && typeof r.help === 'function') openHelp(r.help(session && session.active ? screen.view : null));
  else openHelp(null);
}

// Replay viewer: the game on screen from its start, or a saved game / replay text.
function doReplay(text = null) {
  try {
    const record = text ? replayRecordOf(text) : session.match.replay();
    const info = engine.listGames().find((g) => g.id === record.game);
    openReplay({
      engine,
      record,
      renderer: rendererFor(record.game),
      seat: session && session.active && session.viewer >= 0 ? session.viewer : 0,
      gameName: info ? info.name : record.game,
    });
  } catch (e) {
    showMessage(`Could not open the replay: ${errorText(e)}`);
  }
}

// ---- keyboard -------------------------------------------------------------------

function onKey(e) {
  if (isModalOpen()) return; // the dialog's own keys (modal.js)
  const t = e.target;
  if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
  if (e.altKey || e.metaKey) return;
  if (e.ctrlKey && (e.key === 'z' || e.key === 'Z')) {
    if (!$('game').hidden) {
      e.preventDefault();
      doUndo();
    }
    return;
  }
  if (e.ctrlKey) return;
  if (/^[1-9]$/.test(e.key) && !$('game').hidden && session.handoff === null) {
    const b = $('actions').querySelectorAll('button[data-testid="action"]')[Number(e.key) - 1];
    if (b) {
      e.preventDefault();
      b.click();
    }
  }
}

// ---- boot -------------------------------------------------------------------------

function wireUi() {
  $('random-seed').addEventListener('click', () => { $('seed').value = String(randomSeed()); });
  $('setup-form').addEventListener('submit', (e) => {
    e.preventDefault();
    startFromForm();
  });
  $('setup-cancel').addEventListener('click', () => {
    showSetup(false);
    screen.render();
  });
  $('resume').addEventListener('click', () => {
    const saved = loadAutosave();
    if (!saved) {
      showMessage('There is no saved game to resume.');
      return;
    }
    loadSaveText(saved.save, saved.config);
  });
  $('btn-new').addEventListener('click', () => {
    if (session.active) $('seed').value = String(randomSeed());
    showSetup(true);
  });
  $('btn-undo').addEventListener('click', doUndo);
  $('btn-concede').addEventListener('click', doConcede);
  $('btn-save').addEventListener('click', doSave);
  $('btn-hint').addEventListener('click', doHint);
  $('btn-load').addEventListener('click', () => $('load-input').click());
  $('btn-help').addEventListener('click', doHelp);
  // Concede is also in Settings: a phone's toolbar has no room for it.
  $('btn-settings').addEventListener('click', () => openSettings({
    concede: session.active && !session.online ? { enabled: session.canConcede(), run: doConcede } : null,
  }));
  $('btn-replay').addEventListener('click', () => doReplay());
  $('replay-file').addEventListener('click', () => $('replay-input').click());
  $('replay-input').addEventListener('change', async (e) => {
    const file = e.target.files && e.target.files[0];
    e.target.value = '';
    if (!file) return;
    try {
      doReplay(await file.text());
    } catch (err) {
      showMessage(`Could not read the file: ${errorText(err)}`);
    }
  });
  $('load-input').addEventListener('change', async (e) => {
    const file = e.target.files && e.target.files[0];
    await doLoadFile(file);
    e.target.value = '';
  });
  $('handoff-continue').addEventListener('click', () => session.continueHandoff());
  $('end-new').addEventListener('click', () => {
    screen.endDismissed = true;
    $('seed').value = String(randomSeed());
    showSetup(true);
  });
  $('end-close').addEventListener('click', () => screen.dismissEnd());
  $('end-banner').addEventListener('click', () => {
    if (session.active && session.status.terminal) screen.showEnd();
  });
  $('message').addEventListener('click', clearMessage);
  // The log follows the newest entry unless the reader scrolled up.
  const logBox = $('log-scroll');
  logBox.addEventListener('scroll', () => {
    screen.logStick = logBox.scrollHeight - logBox.scrollTop - logBox.clientHeight < 24;
  });
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(() => {
      if (screen.logStick) logBox.scrollTop = logBox.scrollHeight;
    }).observe(logBox);
  }
  // Nothing is lost on reload or when the tab goes away.
  window.addEventListener('pagehide', () => session.flushAutosave());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') session.flushAutosave();
  });
  $('deck-builder-open').addEventListener('click', openDeckBuilder);
  $('game-select').addEventListener('change', refreshDeckTools);
  installModalKeys();
  document.addEventListener('keydown', onKey);
  // The sheet's height may change whether the option list scrolls.
  fitPrompt($('prompt-panel'), $('table-host'),
    () => screen.markMoreOptions($('actions').querySelectorAll('[data-testid="action"]').length));
}

// Redraws after a change, at most once per frame.
let frame = 0;
function scheduleRender() {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    if (!$('game').hidden) screen.render();
  });
}

async function boot() {
  document.body.dataset.state = 'loading';
  let games;
  try {
    const factory = (await import('./swrules.js')).default;
    engine = await loadEngine(factory);
    games = engine.listGames();
  } catch (e) {
    $('loading').textContent = `The rules engine could not be loaded (${errorText(e)}). Build it with the wasm build and serve build-wasm/site/.`;
    $('loading').classList.add('failed');
    document.body.dataset.state = 'error';
    return;
  }
  session = localSession = new Session({
    engine,
    bots: new BotClient(),
    games,
    botDelay: URL_BOT_DELAY,
    onChange: scheduleRender,
    onMessage: (text, kind) => showMessage(text, kind),
  });
  screen = new Screen({ session, rendererFor, onAction, settings: loadSettings() });
  onSettingsChange(() => {
    screen.settings = getSettings();
    scheduleRender();
  });
  wireUi();
  $('loading').hidden = true;
  $('version').textContent = engine.version();
  deckBuilder = new DeckBuilder({
    engine,
    games,
    rendererFor,
    onUse: useDeck,
    onClose: closeDeckBuilder,
    showMessage: (text, kind) => showMessage(text, kind),
  });
  setup = new SetupForm({ games, rendererFor, prefs: loadPrefs(), params, savedDecks: (id) => savedDeckChoices(engine, id) });
  setup.mount();
  refreshDeckTools();
  $('setup-form').hidden = false;
  showSetup(true);
  online = new Online({
    games,
    readConfig: () => setup.readConfig(),
    onSession: (s) => {
      if (s) {
        useSession(s);
        clearMessage();
        showSetup(false);
      } else {
        useLocal();
        showSetup(true);
      }
    },
    onChange: scheduleRender,
    showMessage: (text, kind) => showMessage(text, kind),
  });
  online.init(params);
}

// A small hook for tests and the console (reads only; the page stays the source of truth).
window.__swrules = {
  get session() { return session; },
  get online() { return online; },
  get screen() { return screen; },
  get app() { return session ? { viewer: session.viewer, config: session.config, handoff: session.handoff } : null; },
  status: () => (session && session.match ? session.match.status() : null),
  view: () => (session && session.match && session.viewer !== null ? session.match.view(session.viewer) : null),
  get lastSave() { return lastSave; },
  get deckBuilder() { return deckBuilder; },
  replay: (text) => doReplay(text),
};

boot();
