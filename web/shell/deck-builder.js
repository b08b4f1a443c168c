// The deck builder: a game-neutral screen for any game whose engine has a
// card list and decks (engine.cardList / validateDeck / deckImport /
// deckExport, docs/api.md "Cards and decks") and whose renderer has a
// `deckEditor` (web/RENDERER.md). The shell does the rest: the deck's name,
// live validation by the engine, decks saved in the browser, import and
// export of the engine's deck formats (files), and "use in a new game".
// No deck rule is written here: every verdict comes from the engine.

import { h, clear } from '../dom.js';
import { loadDecks, saveDeck, deleteDeck } from './store.js';

const $ = (id) => document.getElementById(id);

function errorText(e) {
  return e && e.message ? e.message : String(e);
}

function newId() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `d${a[0].toString(36)}${a[1].toString(36)}`;
}

function fileName(name, ext) {
  const base = String(name || 'deck').trim().replace(/[^A-Za-z0-9 _.-]+/g, '').replace(/\s+/g, '-').slice(0, 60) || 'deck';
  return `${base}.${ext}`;
}

function download(text, name, mime) {
  const url = URL.createObjectURL(new Blob([text], { type: mime || 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// Which of the engine's formats a file is: by its extension, else by a look
// at its first character (the engine then checks it properly).
export function guessFormat(formats, name, text) {
  const ext = String(name || '').toLowerCase().split('.').pop();
  const byExt = formats.find((f) => f.extension === ext);
  if (byExt) return byExt.id;
  const first = String(text || '').replace(/^\uFEFF/, '').trimStart()[0];
  const ids = formats.map((f) => f.id);
  if (first === '{' && ids.includes('json')) return 'json';
  if (first === '<' && ids.includes('o8d')) return 'o8d';
  return ids.includes('code') ? 'code' : ids[0];
}

// Saved decks of a game with the engine's verdict, for the setup form's deck
// options: [{id, name, legal, side, option}].
export function savedDeckChoices(engine, gameId) {
  const out = [];
  for (const entry of loadDecks(gameId)) {
    try {
      const v = engine.validateDeck(gameId, entry.deck);
      out.push({ id: entry.id, name: entry.name || 'Unnamed deck', legal: v.legal, side: v.side ?? null, option: v.option ?? null });
    } catch (e) {
      // a deck the engine no longer accepts is simply not offered
    }
  }
  return out;
}

export class DeckBuilder {
  // engine: the wrapper's Engine; games: listGames(); rendererFor(id);
  // onUse(gameId, validation) when the player takes the deck to a new game;
  // onClose() when the builder closes; showMessage(text, kind).
  constructor({ engine, games, rendererFor, onUse, onClose, showMessage }) {
    this.engine = engine;
    this.games = games;
    this.rendererFor = rendererFor;
    this.onUse = onUse;
    this.onClose = onClose;
    this.showMessage = showMessage || (() => {});
    this.cards = new Map(); // game id -> cardList()
    this.gameId = null;
    this.entry = null; // {id, name, deck}
    this.validation = null;
    this.dirty = false;
  }

  // Whether a game can have decks built on this page.
  supports(gameId) {
    const r = this.rendererFor(gameId);
    if (!r || !r.deckEditor) return false;
    return this.cardList(gameId) !== null;
  }

  cardList(gameId) {
    if (!this.cards.has(gameId)) {
      let list = null;
      try {
        list = this.engine.cardList(gameId);
      } catch (e) {
        list = null; // "unsupported": this game has no decks
      }
      this.cards.set(gameId, list);
    }
    return this.cards.get(gameId);
  }

  get editor() {
    return this.rendererFor(this.gameId).deckEditor;
  }

  open(gameId, deckId = null) {
    this.gameId = gameId;
    const saved = deckId ? loadDecks(gameId).find((d) => d.id === deckId) : null;
    this.entry = saved ? { ...saved } : this.blank();
    this.dirty = false;
    this.build();
    $('deck-builder').hidden = false;
    this.validate();
    this.render();
    $('db-heading').focus();
  }

  close() {
    $('deck-builder').hidden = true;
    clear($('deck-builder'));
    this.onClose();
  }

  blank() {
    return { id: null, name: '', deck: this.editor.emptyDeck() };
  }

  // ---- the screen's frame (once per open) ---------------------------------------

  build() {
    const host = clear($('deck-builder'));
    const game = this.games.find((g) => g.id === this.gameId);
    const list = this.cardList(this.gameId);
    const formats = (list && Array.isArray(list.deckFormats) ? list.deckFormats : []);
    this.formats = formats;
    const accept = formats.flatMap((f) => [`.${f.extension}`, f.mime]).join(',');
    host.append(
      h('h2', { id: 'db-heading', tabindex: -1 }, `Deck builder: ${game ? game.name : this.gameId}`),
      h('div', { class: 'db-bar' },
        h('div', { class: 'field' },
          h('label', { for: 'db-saved' }, 'Your saved decks'),
          h('select', { id: 'db-saved', testid: 'db-saved', onchange: (e) => this.pickSaved(e.target.value) })),
        h('button', { type: 'button', testid: 'db-new', onclick: () => this.newDeck() }, 'New deck'),
        h('button', { type: 'button', id: 'db-delete', testid: 'db-delete', onclick: () => this.deleteCurrent() }, 'Delete')),
      h('div', { class: 'field' },
        h('label', { for: 'db-name' }, 'Deck name'),
        h('input', {
          id: 'db-name', testid: 'db-name', type: 'text', maxlength: 60, autocomplete: 'off',
          oninput: (e) => { this.entry.name = e.target.value; this.dirty = true; this.renderBar(); },
        })),
      h('section', { class: 'db-check', 'aria-labelledby': 'db-check-heading' },
        h('h3', { id: 'db-check-heading', class: 'visually-hidden' }, 'Deck check'),
        h('p', { id: 'db-verdict', class: 'db-verdict', testid: 'db-verdict', role: 'status', 'aria-live': 'polite' }),
        // Scrolls when the engine names many problems: focusable, so the keyboard can scroll it.
        h('ul', { id: 'db-errors', class: 'db-errors', testid: 'db-errors', tabindex: 0, 'aria-label': 'Problems of the deck' })),
      h('div', { id: 'db-editor', class: 'db-editor', testid: 'db-editor' }),
      h('div', { class: 'db-actions' },
        h('button', { type: 'button', class: 'primary', testid: 'db-save', onclick: () => this.save() }, 'Save deck'),
        h('button', { type: 'button', id: 'db-use', testid: 'db-use', onclick: () => this.use() }, 'Use in a new game'),
        formats.map((f) => h('button', {
          type: 'button', testid: `db-export-${f.id}`, onclick: () => this.exportAs(f),
        }, `Export ${f.name} (.${f.extension})`)),
        h('button', { type: 'button', testid: 'db-import', onclick: () => $('db-import-input').click() }, 'Import a deck file'),
        h('input', {
          type: 'file', id: 'db-import-input', testid: 'db-import-input', accept, class: 'visually-hidden',
          tabindex: -1, 'aria-hidden': 'true', onchange: (e) => this.importFile(e),
        }),
        h('button', { type: 'button', testid: 'db-close', onclick: () => this.close() }, 'Back to the new game form')),
    );
  }

  // ---- state changes --------------------------------------------------------------

  // The editor's one way to change the deck: the engine checks it at once.
  setDeck(deck) {
    this.entry.deck = deck;
    this.dirty = true;
    this.validate();
    this.render();
  }

  validate() {
    try {
      this.validation = this.engine.validateDeck(this.gameId, this.entry.deck);
    } catch (e) {
      this.validation = { legal: false, errors: [{ code: e.code || 'bad_deck', message: errorText(e), cards: [], sets: [] }] };
    }
  }

  pickSaved(id) {
    if (!id) return this.newDeck();
    const saved = loadDecks(this.gameId).find((d) => d.id === id);
    if (!saved) return undefined;
    this.entry = { ...saved };
    this.dirty = false;
    this.validate();
    this.render();
    return undefined;
  }

  newDeck() {
    this.entry = this.blank();
    this.dirty = false;
    this.validate();
    this.render();
  }

  save() {
    const name = this.entry.name.trim() || this.defaultName();
    this.entry = { ...this.entry, id: this.entry.id || newId(), name, savedAt: Date.now() };
    if (!saveDeck(this.gameId, { id: this.entry.id, name, deck: this.entry.deck, savedAt: this.entry.savedAt })) {
      this.showMessage('The browser did not let the page save the deck (storage full or disabled).');
      return false;
    }
    this.dirty = false;
    this.render();
    this.showMessage(`Deck "${name}" saved in this browser.`, 'info');
    return true;
  }

  defaultName() {
    const d = this.validation && this.validation.deck;
    const r = this.rendererFor(this.gameId);
    const base = r.deckEditor.describe ? r.deckEditor.describe(d || this.entry.deck, this.cardList(this.gameId)) : 'My deck';
    return base || 'My deck';
  }

  deleteCurrent() {
    if (!this.entry.id) return this.newDeck();
    deleteDeck(this.gameId, this.entry.id);
    this.showMessage(`Deck "${this.entry.name}" deleted.`, 'info');
    return this.newDeck();
  }

  use() {
    if (!this.validation || !this.validation.legal) {
      this.showMessage('This deck is not legal yet: see the deck check.');
      return;
    }
    if ((this.dirty || !this.entry.id) && !this.save()) return;
    const v = this.validation;
    $('deck-builder').hidden = true;
    clear($('deck-builder'));
    this.onUse(this.gameId, v, this.entry);
  }

  exportAs(format) {
    const deck = { ...this.entry.deck };
    if (this.entry.name.trim()) deck.name = this.entry.name.trim();
    try {
      const r = this.engine.deckExport(this.gameId, deck, format.id);
      download(r.text, fileName(this.entry.name || this.defaultName(), r.extension), r.mime);
    } catch (e) {
      this.showMessage(`Could not export the deck: ${errorText(e)}`);
    }
  }

  async importFile(e) {
    const file = e.target.files && e.target.files[0];
    e.target.value = '';
    if (!file) return;
    let text;
    try {
      text = await file.text();
    } catch (err) {
      this.showMessage(`Could not read the file: ${errorText(err)}`);
      return;
    }
    this.importText(text, file.name);
  }

  importText(text, name = '') {
    const format = guessFormat(this.formats, name, text);
    let r;
    try {
      r = this.engine.deckImport(this.gameId, format, text);
    } catch (err) {
      const details = Array.isArray(err.errors) && err.errors.length ? err.errors.map((x) => x.message) : [];
      this.showImportProblems(name, errorText(err), details);
      return false;
    }
    const stem = String(name).replace(/\.[^.]*$/, '');
    this.entry = { id: null, name: r.deck.name || stem || '', deck: r.deck };
    this.dirty = true;
    this.validate();
    this.render();
    this.showMessage(`Imported ${name || 'the deck'}: check it, then save it.`, 'info');
    return true;
  }

  showImportProblems(name, message, details) {
    const list = $('db-errors');
    clear(list);
    $('db-verdict').textContent = `Could not import ${name || 'the file'}.`;
    $('db-verdict').dataset.legal = 'false';
    for (const d of details.length ? details : [message]) list.appendChild(h('li', { testid: 'db-error' }, d));
    this.showMessage(`Could not import ${name || 'the file'}: ${details.length ? `${details.length} problem(s), listed under the deck check` : message}`);
  }

  // ---- drawing ------------------------------------------------------------------------

  renderBar() {
    const sel = $('db-saved');
    if (!sel) return;
    const decks = loadDecks(this.gameId);
    clear(sel);
    sel.appendChild(h('option', { value: '' }, this.entry.id ? 'New deck' : 'New deck (not saved yet)'));
    for (const d of decks) sel.appendChild(h('option', { value: d.id }, d.name || 'Unnamed deck'));
    sel.value = this.entry.id && decks.some((d) => d.id === this.entry.id) ? this.entry.id : '';
    $('db-delete').disabled = !this.entry.id;
  }

  render() {
    if ($('deck-builder').hidden && !$('db-editor')) return;
    this.renderBar();
    const name = $('db-name');
    if (name.value !== this.entry.name) name.value = this.entry.name;
    const v = this.validation || { legal: false, errors: [] };
    const verdict = $('db-verdict');
    const r = this.rendererFor(this.gameId);
    const summary = r.deckEditor.summary ? r.deckEditor.summary(v, this.cardList(this.gameId)) : '';
    verdict.textContent = v.legal
      ? `Legal deck${summary ? `: ${summary}` : ''}.`
      : `Not legal yet: ${v.errors.length} problem${v.errors.length === 1 ? '' : 's'}${summary ? ` (${summary})` : ''}.`;
    verdict.dataset.legal = v.legal ? 'true' : 'false';
    const list = clear($('db-errors'));
    for (const e of v.errors) list.appendChild(h('li', { testid: 'db-error', dataset: { code: e.code } }, e.message));
    $('db-use').disabled = !v.legal;
    // The editor redraws from scratch; keyboard focus stays on the same control.
    const host = $('db-editor');
    const active = document.activeElement;
    const focusKey = active && host.contains(active) ? active.dataset.key : null;
    clear(host);
    this.editor.render(host, {
      cards: this.cardList(this.gameId),
      deck: this.entry.deck,
      validation: v,
      setDeck: (d) => this.setDeck(d),
    });
    if (focusKey) {
      const again = host.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
      if (again) again.focus();
    }
  }
}
