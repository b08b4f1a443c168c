// The TCG's part of the deck builder (web/shell/deck-builder.js): browse the
// 180 Attack of the Clones cards of the engine's card list (filters: side,
// type, cost, name), add and remove copies, start from a preset deck. It
// never judges a deck: the shell shows the engine's verdict (validateDeck),
// and the cards an error names (its `cards`) are marked here.

import { h } from '../../dom.js';
import { SIDE_NAMES } from './words.js';

const TYPES = ['Space', 'Ground', 'Character', 'Battle', 'Mission'];
const COSTS = [['', 'Any cost'], ['0-2', '0 to 2'], ['3-4', '3 or 4'], ['5-6', '5 or 6'], ['7-99', '7 or more']];

// The filters survive the editor's redraws (it redraws after every change).
const filters = { side: 'deck', type: '', cost: '', text: '' };

function countOf(deck, key) {
  const list = Array.isArray(deck.cards) ? deck.cards : [];
  return list.filter((e) => e && e.key === key).reduce((n, e) => n + (Number(e.count) || 0), 0);
}

function total(deck) {
  return (Array.isArray(deck.cards) ? deck.cards : []).reduce((n, e) => n + (Number(e && e.count) || 0), 0);
}

function cardLabel(c) {
  return `${c.name}${c.version ? ` (${c.version})` : ''}`;
}

function facts(c) {
  const bits = [c.type];
  if (c.subtype) bits[0] += ` – ${c.subtype}`;
  if (c.type === 'Battle') { if (typeof c.force === 'number') bits.push(`${c.force} Force`); } else if (typeof c.cost === 'number') bits.push(`cost ${c.cost}`);
  if (typeof c.speed === 'number') bits.push(`S ${c.speed} P ${c.power} H ${c.health}`);
  const kw = c.keywords && typeof c.keywords === 'object' ? Object.entries(c.keywords).map(([k, n]) => (n ? `${k} ${n}` : k)) : [];
  if (kw.length && !kw.every((k) => (c.text || '').includes(k))) bits.push(kw.join(', '));
  return bits.join(' · ');
}

// The side the deck plays: the engine's verdict, else from its cards.
function deckSide(deck, validation, byKey) {
  if (validation && (validation.side === 'dark' || validation.side === 'light')) return validation.side;
  for (const e of Array.isArray(deck.cards) ? deck.cards : []) {
    const c = byKey.get(e.key);
    if (c && c.side !== 'neutral') return c.side;
  }
  return null;
}

function costMatch(c, range) {
  if (!range) return true;
  const [lo, hi] = range.split('-').map(Number);
  const v = c.type === 'Battle' ? c.force ?? 0 : c.cost;
  return typeof v === 'number' && v >= lo && v <= hi;
}

export const deckEditor = {
  emptyDeck() {
    return { cards: [] };
  },

  describe(deck, cards) {
    const byKey = new Map(((cards && cards.cards) || []).map((c) => [c.key, c]));
    const side = deckSide(deck || {}, null, byKey);
    return side ? `My ${SIDE_NAMES[side]} deck` : 'My deck';
  },

  summary(v) {
    if (!v || !v.counts) return '';
    const side = v.side === 'dark' ? 'Dark Side' : v.side === 'light' ? 'Light Side' : null;
    const c = v.counts;
    return `${side ? `${side}, ` : ''}${c.cards} cards: ${c.space ?? 0} Space, ${c.ground ?? 0} Ground, ${c.character ?? 0} Character, ${c.battle ?? 0} Battle, ${c.mission ?? 0} Mission`;
  },

  render(host, ctx) {
    const { cards, deck, validation, setDeck } = ctx;
    const list = Array.isArray(deck.cards) ? deck.cards : [];
    const byKey = new Map(cards.cards.map((c) => [c.key, c]));
    const order = new Map(cards.cards.map((c, i) => [c.key, i]));
    const flagged = new Map();
    for (const e of (validation && validation.errors) || []) {
      if (e.code === 'too_few_units' || e.code === 'unit_ratio') continue; // they name every card of a type
      for (const k of e.cards || []) if (!flagged.has(k)) flagged.set(k, e.code);
    }
    const change = (cardsNext) => setDeck({ ...deck, cards: cardsNext });
    const add = (key) => {
      const next = list.map((e) => ({ ...e }));
      const e = next.find((x) => x.key === key);
      if (e) e.count += 1;
      else next.push({ key, count: 1 });
      next.sort((a, b) => (order.get(a.key) ?? 1e9) - (order.get(b.key) ?? 1e9));
      change(next);
    };
    const remove = (key) => {
      const next = [];
      let done = false;
      for (const e of list) {
        if (!done && e.key === key) {
          done = true;
          if (e.count > 1) next.push({ ...e, count: e.count - 1 });
        } else next.push({ ...e });
      }
      change(next);
    };
    const side = deckSide(deck, validation, byKey);

    // A preset to start from.
    const presetSel = h('select', {
      id: 'db-preset', testid: 'db-preset', dataset: { key: 'preset' },
      onchange: (e) => {
        const p = (cards.presets || []).find((x) => x.key === e.target.value);
        if (p) setDeck({ ...deck, cards: p.deck.cards.map((x) => ({ ...x })) });
      },
    }, h('option', { value: '' }, 'Choose a preset deck…'),
    (cards.presets || []).map((p) => h('option', { value: p.key }, p.name)));
    const presetField = h('div', { class: 'field db-preset' },
      h('label', { for: 'db-preset' }, 'Start from a preset deck'), presetSel);

    // The deck, grouped by type.
    const n = total(deck);
    const rows = TYPES.map((type) => {
      const mine = list.filter((e) => byKey.has(e.key) && byKey.get(e.key).type === type);
      if (!mine.length) return null;
      const count = mine.reduce((s, e) => s + e.count, 0);
      return h('li', { class: 'tdb-group' },
        h('h4', null, `${type} (${count})`),
        h('ul', { class: 'db-deck-list', testid: 'db-deck-list' }, mine.map((e) => {
          const c = byKey.get(e.key);
          const label = cardLabel(c);
          const flag = flagged.get(e.key);
          return h('li', { class: ['db-deck-row', flag ? 'db-flagged' : ''], testid: 'db-deck-row', dataset: { card: e.key, copies: e.count } },
            h('span', { class: 'db-copies' }, `${e.count}×`),
            h('span', { class: 'db-deck-name' }, label, h('span', { class: 'db-card-facts' }, ` (${c.type === 'Battle' ? `${c.force ?? 0} Force` : `cost ${c.cost}`})`)),
            flag ? h('span', { class: 'db-flag' }, ' (see the deck check)') : null,
            h('span', { class: 'db-row-buttons' },
              h('button', { type: 'button', class: 'db-small', testid: `db-more-${e.key}`, dataset: { key: `more:${e.key}` }, 'aria-label': `Add another copy of ${label}`, onclick: () => add(e.key) }, '+'),
              h('button', { type: 'button', class: 'db-small', testid: `db-remove-${e.key}`, dataset: { key: `remove:${e.key}` }, 'aria-label': `Remove one copy of ${label}`, onclick: () => remove(e.key) }, '−')));
        })));
    }).filter(Boolean);
    const inDeck = h('section', { class: 'db-deck', 'aria-labelledby': 'db-deck-heading' },
      h('h3', { id: 'db-deck-heading' }, `Your deck: ${n} card${n === 1 ? '' : 's'}`),
      rows.length ? h('ul', { class: 'tdb-groups' }, rows) : h('p', { class: 'db-empty' }, 'No cards yet: add them from the list below, or start from a preset deck.'));

    // The filters.
    const sel = (id, label, value, options, onchange) => h('div', { class: 'field' },
      h('label', { for: id }, label),
      (() => {
        const s = h('select', { id, testid: id, dataset: { key: id }, onchange: (e) => { onchange(e.target.value); rerender(); } },
          options.map(([v, text]) => h('option', { value: v }, text)));
        s.value = value;
        return s;
      })());
    // A filter changed: draw again here (the deck did not change), keeping the focus.
    const rerender = () => {
      const active = document.activeElement;
      const key = active && host.contains(active) ? active.dataset.key : null;
      host.replaceChildren();
      deckEditor.render(host, ctx);
      const again = key ? host.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
      if (again) again.focus();
    };
    const sideOptions = [['deck', side ? `${SIDE_NAMES[side]} and neutral` : 'The deck\'s side (none yet)'], ['', 'All cards'],
      ['dark', 'Dark Side'], ['light', 'Light Side'], ['neutral', 'Neutral']];
    const search = h('input', {
      id: 'db-search', testid: 'db-search', type: 'search', autocomplete: 'off', value: filters.text, dataset: { key: 'db-search' },
      onchange: (e) => { filters.text = e.target.value; rerender(); },
    });
    const filterBar = h('div', { class: 'tdb-filters', role: 'group', 'aria-label': 'Filter the cards' },
      sel('db-filter-side', 'Side', filters.side, sideOptions, (v) => { filters.side = v; }),
      sel('db-filter-type', 'Type', filters.type, [['', 'Any type'], ...TYPES.map((t) => [t, t])], (v) => { filters.type = v; }),
      sel('db-filter-cost', 'Cost', filters.cost, COSTS, (v) => { filters.cost = v; }),
      h('div', { class: 'field' }, h('label', { for: 'db-search' }, 'Name or text'), search));

    const want = filters.side === 'deck' ? side : filters.side;
    const q = filters.text.trim().toLowerCase();
    const shown = cards.cards.filter((c) => (!want || c.side === want || (filters.side === 'deck' && c.side === 'neutral'))
      && (!filters.type || c.type === filters.type)
      && costMatch(c, filters.cost)
      && (!q || `${c.name} ${c.subtype || ''} ${c.text || ''}`.toLowerCase().includes(q)));
    const pool = h('section', { class: 'db-pool', 'aria-labelledby': 'db-pool-heading' },
      h('h3', { id: 'db-pool-heading' }, `Cards of Attack of the Clones (${shown.length} shown of ${cards.cards.length})`),
      filterBar,
      h('ul', { class: 'tdb-pool', testid: 'db-pool' }, shown.map((c) => {
        const k = countOf(deck, c.key);
        const label = cardLabel(c);
        const headingId = `tdb-${c.key}`;
        return h('li', { class: ['tdb-card', `side-${c.side}`, flagged.has(c.key) ? 'db-flagged' : ''], testid: 'db-card', dataset: { card: c.key, type: c.type, side: c.side } },
          h('div', { class: 'db-set-head' },
            h('h4', { id: headingId }, label),
            h('button', {
              type: 'button', class: 'db-add', testid: `db-add-${c.key}`, dataset: { key: `add:${c.key}` },
              'aria-label': `Add ${label}${k ? ` (${k} in the deck)` : ''}`, onclick: () => add(c.key),
            }, k ? `Add (${k} in deck)` : 'Add')),
          h('p', { class: 'tdb-facts' }, `${SIDE_NAMES[c.side] || c.side} · ${facts(c)}`),
          c.text ? h('p', { class: 'tdb-text' }, c.text) : null);
      })));

    host.append(presetField, inDeck, pool);
  },
};
