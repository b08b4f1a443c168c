// The new-game form, built from listGames(): the game, the seed, the game's
// options (labelled by the game's renderer), and who plays each seat (a person
// or the computer at some level, 2–4 seats from the game's min/max players,
// teams where the game has them). No game knowledge here.

import { h, clear, titleCase } from '../dom.js';
import { BOT_LEVELS, botLevelLabel } from './players.js';

const $ = (id) => document.getElementById(id);

// Options the seat rows set (never shown as option fields).
export const SEAT_OPTIONS = ['players', 'teams'];

export function seatRange(game) {
  const p = (game && game.players) || {};
  const min = Number.isInteger(p.min) && p.min > 0 ? p.min : 2;
  const max = Number.isInteger(p.max) && p.max >= min ? p.max : min;
  return { min, max };
}

function humanName(name) {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

// The label of one value of an option: from the renderer's optionLabels
// (an object keyed by the value, or a function), else a readable form.
export function optionValueLabel(labels, value, seatLabel) {
  const values = labels && labels.values;
  if (typeof values === 'function') {
    const text = values(value, seatLabel);
    if (typeof text === 'string' && text) return text;
  } else if (values && typeof values === 'object') {
    const key = typeof value === 'string' ? value : JSON.stringify(value);
    if (Object.prototype.hasOwnProperty.call(values, key)) return values[key];
  }
  if (typeof value === 'string') return titleCase(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export function optionSpecs(game) {
  if (!game) return [];
  if (Array.isArray(game.optionSpecs)) return game.optionSpecs;
  return Object.entries(game.options || {}).map(([name, def]) => ({ name, default: def, choices: [] }));
}

// A plain description of the seat table: pure, for the form and for tests.
// seats: [{kind: 'human'|'random'|'heuristic'|'search'|'', name}] (kind '' = empty)
export function describeSeats(game, seats) {
  const { min, max } = seatRange(game);
  const rows = [];
  for (let s = 0; s < max; s++) {
    const row = seats[s] || {};
    const optional = s >= min;
    const kind = row.kind === undefined ? (s < min ? (s === 0 ? 'human' : 'heuristic') : '') : row.kind;
    rows.push({ seat: s, optional, kind: !optional && kind === '' ? 'human' : kind, name: row.name || '' });
  }
  // Empty seats may only be at the end (seats are numbered without gaps).
  let open = true;
  for (const r of rows) {
    if (!open) r.kind = '';
    if (r.kind === '') open = false;
  }
  const used = rows.filter((r) => r.kind !== '');
  return { min, max, rows, count: used.length, humans: used.filter((r) => r.kind === 'human').length };
}

// "Player 2 plays the Rebels" -> "Player 2 (the computer) plays the Rebels",
// "Ann plays the Rebels": a label that names seats as "Player N" follows the
// players chosen in the seat rows.
export function namePlayers(text, desc) {
  return String(text).replace(/\bPlayer ([1-9])\b(?! \()/g, (m, n) => {
    const seat = Number(n) - 1;
    return seat < desc.rows.length ? seatWords(desc, seat) : m;
  });
}

// Who plays a seat, in words, for option labels ("Player 1 (you)").
export function seatWords(desc, seat) {
  const r = desc.rows[seat];
  if (!r || r.kind === '') return `Player ${seat + 1}`;
  if (r.kind === 'human') {
    if (r.name) return r.name;
    return desc.humans === 1 ? `Player ${seat + 1} (you)` : `Player ${seat + 1}`;
  }
  return `Player ${seat + 1} (the computer)`;
}

export class SetupForm {
  // games: listGames(); rendererFor(gameId) -> renderer; prefs: saved form values; params: URLSearchParams
  // savedDecks(gameId) -> [{name, legal, side, option}]: the player's decks
  // (deck builder) for options whose renderer label has `savedDecks`.
  constructor({ games, rendererFor, prefs = {}, params = new URLSearchParams(), savedDecks = () => [] }) {
    // A renderer may draw fewer seats than the engine plays (maxPlayers): the
    // form offers only those.
    this.games = games.map((g) => {
      const r = rendererFor(g.id);
      const cap = r && Number.isInteger(r.maxPlayers) ? r.maxPlayers : null;
      if (cap === null || !g.players || !(g.players.max > cap)) return g;
      return { ...g, players: { ...g.players, max: Math.max(cap, g.players.min || 1) } };
    });
    this.savedDecks = savedDecks;
    this.rendererFor = rendererFor;
    this.prefs = prefs;
    this.params = params;
  }

  mount() {
    const sel = clear($('game-select'));
    for (const g of this.games) sel.appendChild(h('option', { value: g.id }, g.name || g.id));
    const wanted = this.params.get('game') || this.prefs.game;
    if (wanted && this.games.some((g) => g.id === wanted)) sel.value = wanted;
    sel.addEventListener('change', () => this.renderGame(null));
    for (const r of document.querySelectorAll('input[name="mode"]')) r.addEventListener('change', () => this.applyPreset(r.value));
    this.renderGame(this.prefs.game === sel.value ? this.prefs : null);
    const mode = this.params.get('mode');
    if (mode === 'bot' || mode === 'hotseat') this.applyPreset(mode);
    if (this.prefs.botDelay !== undefined && $('bot-speed').querySelector(`option[value="${this.prefs.botDelay}"]`)) $('bot-speed').value = String(this.prefs.botDelay);
    if (this.prefs.privacy) $('privacy').value = this.prefs.privacy;
    const seed = this.params.get('seed');
    $('seed').value = seed !== null && /^\d+$/.test(seed) ? seed : String(randomSeed());
  }

  game() {
    return this.games.find((g) => g.id === $('game-select').value) || this.games[0];
  }

  renderGame(saved) {
    const g = this.game();
    this.renderSeats(saved && Array.isArray(saved.seats) ? saved.seats.map(prefSeat) : null);
    this.renderOptions(saved && saved.options ? saved.options : null);
  }

  // ---- seats -------------------------------------------------------------

  renderSeats(savedRows) {
    const g = this.game();
    const { min, max } = seatRange(g);
    const host = clear($('seat-fields'));
    const current = savedRows || [];
    for (let s = 0; s < max; s++) {
      const optional = s >= min;
      const kindId = `seat-kind-${s}`;
      const nameId = `seat-name-${s}`;
      const kindSel = h('select', { id: kindId, testid: kindId, dataset: { seat: s } },
        optional ? h('option', { value: '' }, 'Nobody') : null,
        h('option', { value: 'human' }, 'Person'),
        BOT_LEVELS.map((l) => h('option', { value: l.kind }, `Computer, ${l.label}`)));
      const row = current[s];
      kindSel.value = row && row.kind !== undefined ? row.kind : (optional ? '' : s === 0 ? 'human' : 'heuristic');
      if (kindSel.selectedIndex < 0) kindSel.value = optional ? '' : 'human';
      const nameInput = h('input', {
        id: nameId, testid: nameId, type: 'text', maxlength: 24, autocomplete: 'off',
        placeholder: 'Name (optional)', 'aria-label': `Name of player ${s + 1}`,
      });
      nameInput.value = row && row.name ? row.name : '';
      const teamSel = g && g.teams
        ? h('select', { id: `seat-team-${s}`, testid: `seat-team-${s}`, 'aria-label': `Team of player ${s + 1}` },
          ['A', 'B'].map((t, i) => h('option', { value: i }, `Team ${t}`)))
        : null;
      if (teamSel) teamSel.value = String(row && Number.isInteger(row.team) ? row.team : s % 2);
      host.appendChild(h('div', { class: 'seat-row', testid: 'seat-row', dataset: { seat: s } },
        h('label', { for: kindId, class: 'seat-label' }, `Player ${s + 1}`),
        kindSel, nameInput, teamSel));
      kindSel.addEventListener('change', () => this.syncSeats());
      nameInput.addEventListener('input', () => this.relabelOptions());
    }
    this.syncSeats();
  }

  seatRows() {
    const g = this.game();
    const { max } = seatRange(g);
    const rows = [];
    for (let s = 0; s < max; s++) {
      const kind = $(`seat-kind-${s}`);
      const name = $(`seat-name-${s}`);
      const team = $(`seat-team-${s}`);
      rows.push({ kind: kind ? kind.value : '', name: name ? name.value.trim() : '', team: team ? Number(team.value) : undefined });
    }
    return rows;
  }

  describe() {
    return describeSeats(this.game(), this.seatRows());
  }

  // Shows the fields that apply to the chosen players.
  syncSeats() {
    const desc = this.describe();
    for (const r of desc.rows) {
      const kind = $(`seat-kind-${r.seat}`);
      if (kind && kind.value !== r.kind) kind.value = r.kind;
      const name = $(`seat-name-${r.seat}`);
      if (name) name.hidden = r.kind !== 'human';
      const team = $(`seat-team-${r.seat}`);
      if (team) team.hidden = r.kind === '';
    }
    const bots = desc.rows.some((r) => r.kind && r.kind !== 'human');
    $('bot-fields').hidden = !bots;
    $('hotseat-fields').hidden = desc.humans < 2;
    const mode = desc.humans >= 2 && !bots ? 'hotseat' : desc.humans === 1 && bots ? 'bot' : null;
    for (const r of document.querySelectorAll('input[name="mode"]')) r.checked = r.value === mode;
    this.relabelOptions();
  }

  // "Against the computer": you in seat 1 (or where you were), the computer elsewhere.
  // "People only": every seat a person.
  applyPreset(mode) {
    const desc = this.describe();
    const level = desc.rows.find((r) => r.kind && r.kind !== 'human');
    const botKind = level ? level.kind : (this.prefs.botKind || 'heuristic');
    let you = desc.rows.findIndex((r) => r.kind === 'human');
    if (you < 0) you = 0;
    desc.rows.forEach((r, s) => {
      const el = $(`seat-kind-${s}`);
      if (!el) return;
      if (r.optional) el.value = '';
      else if (mode === 'bot') el.value = s === you ? 'human' : botKind;
      else el.value = 'human';
    });
    this.syncSeats();
  }

  // ---- options -----------------------------------------------------------

  // The renderer's labels, with the player's saved decks added to an option
  // marked `savedDecks` (its value: the side the decks must be of, or true).
  optionLabels() {
    const g = this.game();
    const r = this.rendererFor(g ? g.id : '');
    const base = (r && r.optionLabels) || {};
    const out = { ...base };
    let decks = null;
    for (const [name, lab] of Object.entries(base)) {
      if (!lab || !lab.savedDecks) continue;
      if (decks === null) decks = g ? this.savedDecks(g.id) : [];
      const mine = decks.filter((d) => d.legal && d.option && (lab.savedDecks === true || d.side === lab.savedDecks));
      if (!mine.length) continue;
      const names = new Map(mine.map((d) => [d.option, `${d.name} (your deck)`]));
      out[name] = {
        ...lab,
        choices: [...(lab.choices || []), ...mine.map((d) => d.option).filter((o) => !(lab.choices || []).includes(o))],
        values: (value, seatLabel) => (names.has(value) ? names.get(value) : optionValueLabel(lab, value, seatLabel)),
      };
    }
    return out;
  }

  // Selects `value` for the option `name` (a deck from the deck builder).
  chooseOption(gameId, name, value) {
    if ($('game-select').value !== gameId) {
      $('game-select').value = gameId;
      this.renderGame(null);
    } else {
      this.renderOptions(this.readOptions());
    }
    const el = $(`opt-${name}`);
    if (!el) return false;
    if (el.dataset.kind === 'json') el.value = JSON.stringify(value);
    else el.value = value;
    return true;
  }

  renderOptions(saved) {
    const g = this.game();
    const labels = this.optionLabels();
    const host = clear($('option-fields'));
    for (const spec of optionSpecs(g)) {
      if (SEAT_OPTIONS.includes(spec.name)) continue; // set from the seat rows
      if (labels[spec.name] && labels[spec.name].hidden) continue; // the renderer keeps the engine's default
      const id = `opt-${spec.name}`;
      const lab = labels[spec.name] || {};
      const current = saved && Object.prototype.hasOwnProperty.call(saved, spec.name) ? saved[spec.name] : spec.default;
      const common = { id, testid: `option-${spec.name}`, dataset: { option: spec.name } };
      let control;
      // A free option (no choices from the engine) may get a list from the
      // renderer (optionLabels[name].choices: e.g. preset names); a saved
      // value outside that list stays selectable.
      let choices = Array.isArray(spec.choices) && spec.choices.length ? spec.choices : null;
      if (!choices && Array.isArray(lab.choices) && lab.choices.length) {
        choices = lab.choices.some((c) => JSON.stringify(c) === JSON.stringify(current)) || current === undefined || current === ''
          ? lab.choices : [...lab.choices, current];
      }
      if (choices) {
        control = h('select', { ...common, dataset: { ...common.dataset, kind: 'json' } },
          choices.map((c) => {
            const o = h('option', { value: JSON.stringify(c) }, optionValueLabel(lab, c, (s) => `Player ${s + 1}`));
            if (JSON.stringify(c) === JSON.stringify(current)) o.selected = true;
            return o;
          }));
      } else if (typeof spec.default === 'boolean') {
        control = h('input', { ...common, type: 'checkbox', dataset: { ...common.dataset, kind: 'bool' } });
        control.checked = !!current;
      } else if (typeof spec.default === 'number') {
        control = h('input', { ...common, type: 'number', step: 1, value: current, dataset: { ...common.dataset, kind: 'number' } });
      } else {
        control = h('input', { ...common, type: 'text', value: current ?? '', dataset: { ...common.dataset, kind: 'text' } });
      }
      // The engine's description is written for developers (raw values, rule ids):
      // shown only for a game whose renderer says nothing about this option.
      const help = labels[spec.name] ? lab.help : spec.description;
      host.appendChild(h('div', { class: 'field' },
        h('label', { for: id }, lab.label || humanName(spec.name)),
        control,
        help ? h('small', { class: 'field-help' }, help) : null));
    }
    this.relabelOptions();
  }

  // Option values that name seats follow the players chosen above.
  relabelOptions() {
    const labels = this.optionLabels();
    const desc = this.describe();
    const seatLabel = (s) => seatWords(desc, s);
    for (const el of $('option-fields').querySelectorAll('select[data-option]')) {
      const lab = labels[el.dataset.option];
      if (!lab) continue;
      for (const o of el.options) o.textContent = namePlayers(optionValueLabel(lab, JSON.parse(o.value), seatLabel), desc);
    }
  }

  readOptions() {
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

  // The session config, or throws an Error with a player-facing message.
  readConfig() {
    const g = this.game();
    const seed = Number($('seed').value);
    if ($('seed').value.trim() === '' || !Number.isInteger(seed) || seed < 0 || seed > 4294967295) {
      throw new Error('The seed must be a whole number between 0 and 4294967295.');
    }
    const desc = this.describe();
    if (desc.count < desc.min) throw new Error(`This game needs at least ${desc.min} players.`);
    const rows = this.seatRows();
    const seats = desc.rows.filter((r) => r.kind !== '').map((r) => (r.kind === 'human'
      ? { human: true, name: r.name || '' }
      : { human: false, bot: r.kind }));
    const config = {
      game: g.id,
      seed,
      options: this.readOptions(),
      seats,
      botDelay: Number($('bot-speed').value),
      privacy: $('privacy').value,
    };
    if (g.teams) config.teams = seats.map((_, s) => rows[s].team ?? s % 2);
    // A game whose number of seats varies takes it (and the teams) as options.
    const names = optionSpecs(g).map((o) => o.name);
    if (names.includes('players')) config.options.players = seats.length;
    if (names.includes('teams') && config.teams) config.options.teams = config.teams;
    return config;
  }

  // What the form remembers for next time.
  prefsFrom(config) {
    return {
      game: config.game,
      options: config.options,
      seats: config.seats.map((s, i) => ({ kind: s.human ? 'human' : s.bot, name: s.name || '', team: config.teams ? config.teams[i] : undefined })),
      botDelay: config.botDelay,
      privacy: config.privacy,
    };
  }
}

function prefSeat(s) {
  return s && typeof s === 'object' ? { kind: typeof s.kind === 'string' ? s.kind : undefined, name: typeof s.name === 'string' ? s.name : '', team: s.team } : {};
}

export function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

export { botLevelLabel };
