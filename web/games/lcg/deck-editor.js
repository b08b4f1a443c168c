// The LCG's part of the deck builder (web/shell/deck-builder.js): choose an
// affiliation, add and remove objective sets, each shown with its six cards
// (name, type, cost) from the engine's card list. It never judges a deck: the
// shell shows the engine's verdict, and sets the engine names in an error are
// marked here from that error's `sets`.

import { h } from '../../dom.js';

const SIDES = [['dark', 'Dark Side'], ['light', 'Light Side']];

function countOf(sets, n) {
  return sets.filter((x) => x === n).length;
}

function cardLine(card) {
  const bits = [card.type];
  if (card.type !== 'objective' && card.cost !== undefined) bits.push(`cost ${card.cost}`);
  return h('li', { class: 'db-card' },
    h('span', { class: 'db-card-name' }, card.name),
    h('span', { class: 'db-card-facts' }, ` (${bits.join(', ')})`));
}

function setTags(set, affName) {
  const tags = [];
  tags.push(set.affiliation === 'neutral' ? 'Neutral' : affName(set.affiliation));
  if (set.limit1) tags.push('Limit 1 per deck');
  if (set.affiliationOnly) tags.push(`${affName(set.affiliationOnly)} only`);
  return tags.join(' · ');
}

export const deckEditor = {
  emptyDeck() {
    return { affiliation: null, sets: [] };
  },

  // "Sith: 10 sets" (the default name of an unnamed deck).
  describe(deck, cards) {
    const aff = cards && cards.affiliations.find((a) => a.key === deck.affiliation);
    return aff ? `My ${aff.name} deck` : 'My deck';
  },

  // The verdict line's details.
  summary(v) {
    if (!v || !v.counts) return '';
    const side = v.side === 'dark' ? 'Dark Side' : v.side === 'light' ? 'Light Side' : null;
    return `${side ? `${side}, ` : ''}${v.counts.sets} objective set${v.counts.sets === 1 ? '' : 's'}, ${v.counts.cards} cards`;
  },

  render(host, { cards, deck, validation, setDeck }) {
    const sets = Array.isArray(deck.sets) ? deck.sets : [];
    const byKey = new Map(cards.cards.map((c) => [c.key, c]));
    const affName = (k) => (cards.affiliations.find((a) => a.key === k) || { name: k }).name;
    const chosen = cards.affiliations.find((a) => a.key === deck.affiliation) || null;
    const flagged = new Set();
    for (const e of (validation && validation.errors) || []) for (const n of e.sets || []) if (e.code !== 'too_few_sets' && e.code !== 'engine_limit') flagged.add(n);
    const setInfo = (n) => cards.sets.find((s) => s.number === n);
    const change = (next) => setDeck({ ...deck, ...next });
    const add = (n) => change({ sets: [...sets, n].sort((a, b) => a - b) });
    const remove = (n) => {
      const i = sets.indexOf(n);
      if (i >= 0) change({ sets: sets.filter((_, j) => j !== i) });
    };

    // 1. Affiliation (LCG-DECK-1).
    const affField = h('fieldset', { class: 'db-affiliation' },
      h('legend', null, 'Affiliation'),
      SIDES.map(([side, sideName]) => h('div', { class: `db-side lcg-${side}`, role: 'group', 'aria-label': sideName },
        h('span', { class: 'db-side-name', 'aria-hidden': 'true' }, sideName),
        cards.affiliations.filter((a) => a.side === side).map((a) => {
          const id = `db-aff-${a.key}`;
          const input = h('input', {
            type: 'radio', name: 'db-affiliation', id, value: a.key, testid: `db-affiliation-${a.key}`,
            dataset: { key: `aff:${a.key}` },
            onchange: () => change({ affiliation: a.key }),
          });
          input.checked = deck.affiliation === a.key;
          return h('label', { for: id, class: 'db-radio' }, input, ` ${a.name}`);
        }))));

    // A preset to start from (the core set's decks).
    const presetSel = h('select', {
      id: 'db-preset', testid: 'db-preset', dataset: { key: 'preset' },
      onchange: (e) => {
        const p = cards.presets.find((x) => x.key === e.target.value);
        if (p) setDeck({ ...deck, affiliation: p.deck.affiliation, sets: [...p.deck.sets] });
      },
    }, h('option', { value: '' }, 'Choose a core-set deck…'),
    cards.presets.map((p) => h('option', { value: p.key }, p.name)));
    const presetField = h('div', { class: 'field db-preset' },
      h('label', { for: 'db-preset' }, 'Start from a core-set deck'), presetSel);

    // 2. The deck: each set with its number of copies.
    const unique = [...new Set(sets)].sort((a, b) => a - b);
    const inDeck = h('section', { class: 'db-deck', 'aria-labelledby': 'db-deck-heading' },
      h('h3', { id: 'db-deck-heading' }, `Your deck: ${sets.length} objective set${sets.length === 1 ? '' : 's'}`),
      unique.length
        ? h('ul', { class: 'db-deck-list', testid: 'db-deck-list' }, unique.map((n) => {
          const s = setInfo(n);
          const label = `set ${n}, ${s ? s.name : ''}`;
          return h('li', { class: ['db-deck-row', flagged.has(n) ? 'db-flagged' : ''], testid: 'db-deck-row', dataset: { set: n, copies: countOf(sets, n) } },
            h('span', { class: 'db-copies' }, `${countOf(sets, n)}×`),
            h('span', { class: 'db-deck-name' }, `${n}. ${s ? s.name : ''}`),
            flagged.has(n) ? h('span', { class: 'db-flag' }, ' (see the deck check)') : null,
            h('span', { class: 'db-row-buttons' },
              h('button', { type: 'button', class: 'db-small', testid: `db-more-${n}`, dataset: { key: `more:${n}` }, 'aria-label': `Add another copy of ${label}`, onclick: () => add(n) }, '+'),
              h('button', { type: 'button', class: 'db-small', testid: `db-remove-${n}`, dataset: { key: `remove:${n}` }, 'aria-label': `Remove one copy of ${label}`, onclick: () => remove(n) }, '−')));
        }))
        : h('p', { class: 'db-empty' }, 'No objective sets yet: add them from the list below.'));

    // 3. The sets to add: those of the chosen affiliation's side (all without one).
    const side = chosen ? chosen.side : null;
    const shown = cards.sets.filter((s) => !side || s.side === side);
    const pool = h('section', { class: 'db-pool', 'aria-labelledby': 'db-pool-heading' },
      h('h3', { id: 'db-pool-heading' }, side ? `Objective sets of the ${side === 'dark' ? 'Dark' : 'Light'} Side` : 'Objective sets (choose an affiliation to see only your side\'s)'),
      h('ul', { class: 'db-set-list' }, shown.map((s) => {
        const n = countOf(sets, s.number);
        const headingId = `db-set-${s.number}-name`;
        return h('li', { class: ['db-set', `lcg-${s.side}`, flagged.has(s.number) ? 'db-flagged' : ''], testid: 'db-set', dataset: { set: s.number } },
          h('div', { class: 'db-set-head' },
            h('h4', { id: headingId }, `${s.number}. ${s.name}`),
            h('button', {
              type: 'button', class: 'db-add', testid: `db-add-${s.number}`, dataset: { key: `add:${s.number}` },
              'aria-label': `Add set ${s.number}, ${s.name}${n ? ` (${n} in the deck)` : ''}`, onclick: () => add(s.number),
            }, n ? `Add (${n} in deck)` : 'Add')),
          h('p', { class: 'db-set-tags' }, setTags(s, affName)),
          h('ul', { class: 'db-cards', 'aria-labelledby': headingId }, s.cards.map((k) => byKey.get(k)).filter(Boolean).map(cardLine)));
      })));

    host.append(affField, presetField, inDeck, pool);
  },
};
