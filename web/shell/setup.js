// The new-game form, built from listGames(): the game, the seed, the game's
// options (labelled by the game's renderer), and who plays each seat (a person
// or the computer at some level). The seats come from the game's min/max
// players, or from the renderer's seatLayout when a mode decides them (each
// seat named, in its team, with its own options such as its deck; see
// seat-layout.js). No game knowledge here.

import { h, clear, titleCase } from '../dom.js';
import { BOT_LEVELS, botLevelLabel } from './players.js';
import { seatRange, seatLayout, layoutKey, seatOrder, seatOptionMap } from './seat-layout.js';

const $ = (id) => document.getElementById(id);

// Options the seat rows set (never shown as option fields).
export const SEAT_OPTIONS = ['players', 'teams'];

export { seatRange };

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
// seats: [{kind: 'human'|'random'|'heuristic'|'search'|'', name}] (kind '' = empty);
// layout: seatLayout() (default: the game's seats, "Player N").
export function describeSeats(game, seats, layout = null) {
  const lay = layout || seatLayout(game, null);
  const { min, max } = lay;
  const rows = [];
  for (let s = 0; s < max; s++) {
    const row = seats[s] || {};
    const spot = lay.seats[s] || {};
    const optional = lay.custom ? !!spot.optional : s >= min;
    const kind = row.kind === undefined ? (!optional ? (s === 0 ? 'human' : 'heuristic') : '') : row.kind;
    rows.push({
      seat: s, optional, kind: !optional && kind === '' ? 'human' : kind, name: row.name || '',
      label: spot.label || `Player ${s + 1}`, team: spot.team ?? null,
    });
  }
  // The game's own seats: empty seats only at the end (numbered without gaps).
  // A layout's optional seat may be empty anywhere: it is left out.
  let open = true;
  for (const r of rows) {
    if (lay.custom) continue;
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

// Who plays a seat, in words, for option labels ("Player 1 (you)",
// "Dark Side #2 (the computer)", "Ann").
export function seatWords(desc, seat) {
  const r = desc.rows[seat];
  const label = r && r.label ? r.label : `Player ${seat + 1}`;
  if (!r || r.kind === '') return label;
  if (r.kind === 'human') {
    if (r.name) return r.name;
    return desc.humans === 1 ? `${label} (you)` : label;
  }
  return `${label} (the computer)`;
}

export class SetupForm {
  // games: listGames(); rendererFor(gameId) -> renderer; prefs: saved form values; params: URLSearchParams
  // savedDecks(gameId) -> [{name, legal, side, option}]: the player's decks
  // (deck builder) for options whose renderer label has `savedDecks`.
  constructor({ games, rendererFor, prefs = {}, params = new URLSearchParams(), savedDecks = () => [] }) {
    this.games = games;
    this.savedDecks = savedDecks;
    this.rendererFor = rendererFor;
    this.prefs = prefs;
    this.params = params;
    this.layoutNow = null; // seatLayout() of the rows on screen
    this.remembered = {}; // option values of fields the current seats hide (a mode switched back keeps them)
    this.rowsSeen = []; // the seat rows as last chosen, also of seats the current mode does not have
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

  renderer() {
    const g = this.game();
    return this.rendererFor(g ? g.id : '') || null;
  }

  renderGame(saved) {
    this.remembered = {};
    this.rowsSeen = [];
    this.layoutNow = null;
    this.render(saved && saved.options ? saved.options : null, saved && Array.isArray(saved.seats) ? saved.seats.map(prefSeat) : []);
  }

  // The seat rows for these option values, then the option fields (some in
  // the seat rows, the ones that shape the seats above them).
  render(values, rows) {
    const layout = this.layoutFor(values);
    this.renderSeats(rows, layout);
    this.placeOptions(values, layout);
  }

  // The option values: saved ones, else those remembered, else the engine's defaults.
  valuesFrom(saved) {
    const out = {};
    for (const spec of optionSpecs(this.game())) {
      if (saved && Object.prototype.hasOwnProperty.call(saved, spec.name)) out[spec.name] = saved[spec.name];
      else if (Object.prototype.hasOwnProperty.call(this.remembered, spec.name)) out[spec.name] = this.remembered[spec.name];
      else out[spec.name] = spec.default;
    }
    return out;
  }

  layoutFor(values) {
    return seatLayout(this.game(), this.renderer(), this.valuesFrom(values));
  }

  layout() {
    return this.layoutNow || this.layoutFor(null);
  }

  // ---- seats -------------------------------------------------------------

  renderSeats(savedRows, layout = this.layout()) {
    const g = this.game();
    this.layoutNow = layout;
    this.layoutShown = layoutKey(layout);
    const { min, max } = layout;
    const host = clear($('seat-fields'));
    host.classList.toggle('named-seats', layout.custom);
    const current = savedRows || [];
    const rowEls = new Map();
    for (let s = 0; s < max; s++) {
      const spot = layout.seats[s];
      const optional = layout.custom ? spot.optional : s >= min;
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
        placeholder: 'Name (optional)', 'aria-label': `Name of ${spot.label === `Player ${s + 1}` ? `player ${s + 1}` : spot.label}`,
      });
      nameInput.value = row && row.name ? row.name : '';
      // Teams chosen per seat: for a game with teams whose seats no layout fixes.
      const teamSel = g && g.teams && !layout.custom
        ? h('select', { id: `seat-team-${s}`, testid: `seat-team-${s}`, 'aria-label': `Team of player ${s + 1}` },
          ['A', 'B'].map((t, i) => h('option', { value: i }, `Team ${t}`)))
        : null;
      if (teamSel) teamSel.value = String(row && Number.isInteger(row.team) ? row.team : s % 2);
      const opts = spot.options.length ? h('div', { class: 'seat-options', id: `seat-options-${s}` }) : null;
      rowEls.set(s, h('div', { class: ['seat-row', opts ? 'with-options' : ''], testid: 'seat-row', dataset: { seat: s } },
        h('label', { for: kindId, class: 'seat-label' }, spot.label),
        kindSel, nameInput, teamSel, opts));
      kindSel.addEventListener('change', () => this.syncSeats());
      nameInput.addEventListener('input', () => this.relabelOptions());
    }
    if (layout.grouped) {
      const order = seatOrder(layout);
      layout.teams.forEach((label, t) => {
        const seats = order.filter((s) => layout.seats[s].team === t);
        if (!seats.length) return;
        const headId = `seat-team-head-${t}`;
        host.appendChild(h('div', { class: 'seat-team', role: 'group', 'aria-labelledby': headId, testid: 'seat-team', dataset: { team: t } },
          h('h3', { id: headId, class: 'seat-team-head' }, label),
          seats.map((s) => rowEls.get(s))));
      });
      for (const s of order) if (layout.seats[s].team === null) host.appendChild(rowEls.get(s));
    } else {
      for (let s = 0; s < max; s++) host.appendChild(rowEls.get(s));
    }
    this.syncSeats(false);
  }

  seatRows() {
    const { max } = this.layout();
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
    return describeSeats(this.game(), this.seatRows(), this.layout());
  }

  // The rows on screen, and beyond them the rows of seats a mode with fewer
  // seats hid (they come back as they were).
  keptRows() {
    const rows = this.seatRows();
    rows.forEach((r, s) => { this.rowsSeen[s] = r; });
    return this.rowsSeen.slice();
  }

  // Shows the fields that apply to the chosen players.
  syncSeats(relabel = true) {
    const desc = this.describe();
    for (const r of desc.rows) {
      const kind = $(`seat-kind-${r.seat}`);
      if (kind && kind.value !== r.kind) kind.value = r.kind;
      const name = $(`seat-name-${r.seat}`);
      if (name) name.hidden = r.kind !== 'human';
      const team = $(`seat-team-${r.seat}`);
      if (team) team.hidden = r.kind === '';
      const opts = $(`seat-options-${r.seat}`);
      if (opts) opts.hidden = r.kind === '';
    }
    const bots = desc.rows.some((r) => r.kind && r.kind !== 'human');
    $('bot-fields').hidden = !bots;
    $('hotseat-fields').hidden = desc.humans < 2;
    const mode = desc.humans >= 2 && !bots ? 'hotseat' : desc.humans === 1 && bots ? 'bot' : null;
    for (const r of document.querySelectorAll('input[name="mode"]')) r.checked = r.value === mode;
    if (relabel) this.relabelOptions();
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

  // Draws the option fields again with these values (the seat rows too when
  // the values change the seats).
  renderOptions(saved) {
    const layout = this.layoutFor(saved);
    if (layoutKey(layout) !== this.layoutShown) this.renderSeats(this.keptRows(), layout);
    else this.layoutNow = layout;
    this.placeOptions(saved, layout);
  }

  // An option that shapes the seats changed: the seat rows follow (people,
  // names and the other options kept), the focus stays on that option.
  reshape(name) {
    const values = this.readOptions();
    const rows = this.keptRows();
    const layout = this.layoutFor(values);
    if (layoutKey(layout) !== this.layoutShown) this.renderSeats(rows, layout);
    else this.layoutNow = layout;
    this.placeOptions(values, layout);
    const el = $(`opt-${name}`);
    if (el) el.focus();
  }

  // One option's field: {label, control, help}.
  optionField(spec, lab, current, labelText) {
    const id = `opt-${spec.name}`;
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
    return { id, control, label: h('label', { for: id }, labelText) };
  }

  // Builds every option field and puts it where it belongs: above the seats
  // (the options that shape them), in a seat's row (that seat's options), or
  // in the Options group; options the seats do not use are left out (the
  // engine's default applies; their values are remembered).
  placeOptions(saved, layout) {
    const labels = this.optionLabels();
    const values = this.valuesFrom(saved);
    const bySeat = seatOptionMap(layout);
    const host = clear($('option-fields'));
    const shape = $('seat-shape') ? clear($('seat-shape')) : null;
    for (const s of layout.seats) { const el = $(`seat-options-${s.seat}`); if (el) clear(el); }
    for (const spec of optionSpecs(this.game())) {
      if (SEAT_OPTIONS.includes(spec.name)) continue; // set from the seat rows
      const lab = labels[spec.name] || {};
      if (lab.hidden) continue; // the renderer keeps the engine's default
      const current = values[spec.name];
      if (layout.unused.has(spec.name)) {
        this.remembered[spec.name] = current;
        continue;
      }
      const seat = bySeat.get(spec.name);
      const inSeat = seat !== undefined && $(`seat-options-${seat}`);
      if (inSeat) {
        // In a seat's row: its short label (the seat's name is read with it).
        const short = lab.seatLabel || lab.label || humanName(spec.name);
        const f = this.optionField(spec, lab, current, short);
        f.label.appendChild(h('span', { class: 'visually-hidden' }, ` (${layout.seats[seat].label})`));
        inSeat.appendChild(h('div', { class: 'field seat-option' }, f.label, f.control));
        continue;
      }
      const f = this.optionField(spec, lab, current, lab.label || humanName(spec.name));
      // The engine's description is written for developers (raw values, rule ids):
      // shown only for a game whose renderer says nothing about this option.
      const help = labels[spec.name] ? lab.help : spec.description;
      const field = h('div', { class: 'field' }, f.label, f.control, help ? h('small', { class: 'field-help' }, help) : null);
      if (shape && layout.shapedBy.includes(spec.name)) {
        f.control.addEventListener('change', () => this.reshape(spec.name));
        shape.appendChild(field);
      } else host.appendChild(field);
    }
    this.relabelOptions();
  }

  // Option values that name seats follow the players chosen above.
  relabelOptions() {
    const labels = this.optionLabels();
    const desc = this.describe();
    const seatLabel = (s) => seatWords(desc, s);
    for (const el of $('setup-form').querySelectorAll('select[data-option]')) {
      const lab = labels[el.dataset.option];
      if (!lab) continue;
      for (const o of el.options) o.textContent = namePlayers(optionValueLabel(lab, JSON.parse(o.value), seatLabel), desc);
    }
  }

  readOptions() {
    const out = {};
    for (const el of $('setup-form').querySelectorAll('[data-option]')) {
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
    const layout = this.layout();
    if (layout.custom) {
      // The mode's seats: an empty optional seat is left out (and its own options).
      const filled = desc.rows.filter((r) => r.kind !== '');
      for (const r of desc.rows) if (r.kind === '') for (const name of layout.seats[r.seat].options) delete config.options[name];
      if (layout.teams) config.teams = filled.map((r) => layout.seats[r.seat].team);
      // What the seats imply (the LCG's challenge modes: "players"), as the layout says.
      if (layout.settings) Object.assign(config.options, layout.settings(filled.length) || {});
      return config;
    }
    if (g.teams) config.teams = seats.map((_, s) => rows[s].team ?? s % 2);
    // A game whose number of seats varies takes it (and the teams) as options.
    const names = optionSpecs(g).map((o) => o.name);
    if (names.includes('players')) config.options.players = seats.length;
    if (names.includes('teams') && config.teams) config.options.teams = config.teams;
    return config;
  }

  // What the form remembers for next time.
  prefsFrom(config) {
    // A mode's seats: the rows as chosen (an empty optional seat keeps its place).
    const seats = this.layout().custom
      ? this.seatRows().map((r) => ({ kind: r.kind, name: r.name }))
      : config.seats.map((s, i) => ({ kind: s.human ? 'human' : s.bot, name: s.name || '', team: config.teams ? config.teams[i] : undefined }));
    return {
      game: config.game,
      options: { ...this.remembered, ...config.options },
      seats,
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
