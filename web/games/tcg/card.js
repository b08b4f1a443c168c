// One TCG card: its face (full, or compact for discard piles; phones hide the
// text and leave it to the enlarged card), its enlarged view with every fact
// the view and the card list give, and the button that plays it or opens
// it. Card text is never cut: a card grows with its text.

import { h } from '../../dom.js';
import { openZoom, zoomable } from '../../card-zoom.js';
import { cardName, isUnit, sideName, titleCase } from './words.js';

// A small labelled figure: the short form is shown, the words are read.
function fig(cls, short, words, title) {
  return h('span', { class: ['tc-fig', ...[].concat(cls)], title: title || words },
    h('span', { 'aria-hidden': 'true' }, short),
    h('span', { class: 'visually-hidden' }, words));
}

function changed(c, key) {
  const p = c.printed && c.printed[key];
  if (typeof p !== 'number' || typeof c[key] !== 'number' || p === c[key]) return '';
  return c[key] > p ? 'up' : 'down';
}

function keywordText(c) {
  const k = c && c.keywords && typeof c.keywords === 'object' && !Array.isArray(c.keywords) ? c.keywords : null;
  if (!k) return '';
  return Object.entries(k).map(([name, n]) => (typeof n === 'number' && n > 0 ? `${name} ${n}` : name)).join(' · ');
}

function tags(c, { role, recent }) {
  const out = [];
  if (role === 'attacker') out.push(h('span', { class: 'tc-tag tag-attacker' }, 'Attacking'));
  if (role === 'defender') out.push(h('span', { class: 'tc-tag tag-defender' }, 'Defending'));
  if (c.tapped) out.push(h('span', { class: 'tc-tag tag-tapped' }, 'Tapped'));
  if (c.retreated) out.push(h('span', { class: 'tc-tag tag-retreated' }, 'Retreated'));
  if (c.faceDown && c.ready) out.push(h('span', { class: 'tc-tag tag-ready' }, 'Ready'));
  if (c.faceDown) out.push(h('span', { class: 'tc-tag tag-facedown' }, 'Face down'));
  if (Array.isArray(c.under) && c.under.length) out.push(h('span', { class: 'tc-tag tag-stack' }, `Stack: ${c.under.length} under`));
  if (recent) out.push(h('span', { class: 'tc-tag tag-recent' }, recent));
  return out;
}

function stats(c) {
  if (!isUnit(c)) return [];
  return [
    fig(['speed', changed(c, 'speed')], `S ${c.speed}`, `speed ${c.speed}`, 'Speed: the fastest unit attacks first'),
    fig(['power', changed(c, 'power')], `P ${c.power}`, `power ${c.power}`, 'Power: dice rolled in an attack'),
    fig(['health', changed(c, 'health')], `H ${c.health}`, `health ${c.health}`, 'Health: this much damage discards the unit'),
  ];
}

function tokens(c) {
  const out = [];
  if (typeof c.damage === 'number' && isUnit(c)) {
    out.push(fig(['tok', 'tok-damage', c.damage > 0 ? 'on' : ''], `D ${c.damage}/${c.health}`, `damage ${c.damage} of ${c.health}`, 'Damage counters'));
  }
  if (typeof c.counters === 'number') {
    const of = typeof c.cost === 'number' ? `/${c.cost}` : '';
    out.push(fig(['tok', 'tok-counters', 'on'], `B ${c.counters}${of}`, `${c.counters} build counter${c.counters === 1 ? '' : 's'}${of ? ` of ${c.cost}` : ''}`, 'Build counters'));
  }
  return out;
}

// The face. mode: 'full' | 'compact'.
export function cardFace(c, { mode = 'full', role = null, recent = null, big = false } = {}) {
  const side = c.side || '';
  const unit = isUnit(c);
  const costText = c.type === 'Battle' ? (typeof c.force === 'number' ? `◆${c.force}` : null) : (typeof c.cost === 'number' ? String(c.cost) : null);
  const costWords = c.type === 'Battle' ? `Force cost ${c.force}` : `build cost ${c.cost}`;
  const kw = keywordText(c);
  const tokenList = tokens(c);
  const tagList = tags(c, { role, recent });
  const st = stats(c);
  return h('div', {
    class: ['tcg-card', `type-${String(c.type || 'card').toLowerCase()}`, side ? `side-${side}` : '', mode, big ? 'big' : '',
      c.tapped ? 'is-tapped' : '', role ? `is-${role}` : '', c.faceDown ? 'is-facedown' : ''],
  },
  h('div', { class: 'tc-top' },
    costText !== null ? h('span', { class: 'tc-cost', title: c.type === 'Battle' ? 'Force cost' : 'Build cost' },
      h('span', { class: 'visually-hidden' }, `${costWords}: `), h('span', { 'aria-hidden': 'true' }, costText)) : null,
    h('span', { class: 'tc-type' }, c.type || '', mode !== 'compact' && unit && c.subtype ? h('span', { class: 'tc-subtype' }, ` · ${c.subtype}`) : null)),
  h('div', { class: 'tc-name' }, c.version ? h('span', { class: 'tc-unique', title: 'Unique', 'aria-label': 'unique' }, '✦ ') : null, cardName(c)),
  st.length ? h('div', { class: 'tc-stats' }, st) : null,
  // The keywords are in the text too: shown alone where the text is not (phones).
  kw && mode === 'full' ? h('div', { class: ['tc-keywords', c.text && kw.split(' · ').every((k) => c.text.includes(k)) ? 'dup' : ''] }, kw) : null,
  mode === 'full' && c.text ? h('div', { class: 'tc-text' }, c.text) : null,
  mode === 'full' && Array.isArray(c.under) && c.under.length ? h('div', { class: 'tc-under' }, `Beneath: ${c.under.map(cardName).join(', ')}`) : null,
  tokenList.length ? h('div', { class: 'tc-tokens' }, tokenList) : null,
  tagList.length ? h('div', { class: 'tc-tags' }, tagList) : null);
}

// The enlarged card: the face at full size plus its facts in words.
export function bigCard(c) {
  const rows = [];
  const li = (label, value) => rows.push(h('li', null, h('strong', null, `${label}: `), String(value)));
  li('Type', `${c.type || 'Card'}${c.subtype ? ` – ${c.subtype}` : ''}${c.version ? ` (unique, version ${c.version})` : ''}`);
  if (c.side) li('Side', sideName(c.side));
  if (c.type === 'Battle') li('Force cost', typeof c.force === 'number' ? c.force : 'none');
  else if (typeof c.cost === 'number') li('Build cost', c.cost);
  if (isUnit(c)) {
    const p = c.printed || {};
    const show = (k) => (typeof p[k] === 'number' && p[k] !== c[k] ? `${c[k]} (printed ${p[k]})` : c[k]);
    li('Speed', show('speed'));
    li('Power', show('power'));
    li('Health', show('health'));
  }
  const kw = keywordText(c);
  if (kw) li('Keywords', kw);
  li('Text', c.text || 'none');
  if (typeof c.damage === 'number') li('Damage counters', `${c.damage} of ${c.health}`);
  if (typeof c.tapped === 'boolean' && isUnit(c)) li('State', `${c.tapped ? 'tapped' : 'untapped'}${c.retreated ? ', retreated (in the build zone)' : ''}`);
  if (Array.isArray(c.under) && c.under.length) li('Stacked beneath', c.under.map(cardName).join(', '));
  if (typeof c.counters === 'number') li('Build counters', `${c.counters}${typeof c.cost === 'number' ? ` (cost ${c.cost}${c.ready ? ', ready' : ''})` : ''}`);
  if (c.rarity) li('Rarity', titleCase(c.rarity));
  if (c.set && c.number) li('Card', `${c.set} ${c.number}`);
  return h('div', { class: 'zoom-card tcg-zoom' },
    cardFace(c, { mode: 'full', big: true }),
    h('ul', { class: 'zoom-facts' }, rows));
}

// A card as a button. opts: {mode, actions: [action...], primary, onAction,
// actionLabel(action, short), role, recent, secret}
// The primary action (default: the first) is the card's click; the others
// get small buttons under it.
export function renderCard(c, opts = {}) {
  const { mode = 'full', actions = [], onAction = null, actionLabel = (a) => a.label || a.id } = opts;
  const title = cardName(c);
  const make = () => bigCard(c);
  const zoom = () => openZoom(make(), { title });
  const first = actions.length && onAction ? (opts.primary || actions[0]) : null;
  const slot = h('div', {
    class: ['tc-slot', mode, first ? 'clickable' : '', opts.recent ? 'recent' : '', opts.secret ? 'secret' : ''],
    dataset: { card: c.id },
  });
  const face = cardFace(c, { mode, role: opts.role, recent: opts.recent });
  if (first) {
    const btn = h('button', {
      type: 'button', class: 'tc-button', testid: 'card-action', 'data-action-id': first.id, 'aria-keyshortcuts': 'Z',
      onclick: () => onAction(first.id),
    }, h('span', { class: 'visually-hidden' }, `${actionLabel(first)}: `), face);
    zoomable(btn, make, { title });
    slot.appendChild(btn);
    slot.appendChild(h('button', {
      type: 'button', class: 'tc-zoom', testid: 'card-zoom', 'aria-label': `Enlarge ${title}`, title: 'Enlarge', onclick: zoom,
    }, '⤢'));
    const rest = actions.filter((a) => a !== first);
    if (rest.length) {
      slot.appendChild(h('div', { class: 'tc-more' }, rest.map((a) => h('button', {
        type: 'button', class: 'tc-alt', testid: 'card-alt-action', 'data-action-id': a.id, onclick: () => onAction(a.id),
      }, actionLabel(a, true), h('span', { class: 'visually-hidden' }, ` (${actionLabel(a)})`)))));
    }
  } else {
    const btn = h('button', {
      type: 'button', class: 'tc-view', testid: 'card-zoom', 'aria-keyshortcuts': 'Z', title: 'Enlarge', onclick: zoom,
    }, face, h('span', { class: 'visually-hidden' }, ' (enlarge)'));
    zoomable(btn, make, { title });
    slot.appendChild(btn);
  }
  return slot;
}

// The opponent's face-down card in the build zone: its counters only.
export function faceDownCard(b, n) {
  return h('div', { class: 'tc-slot compact facedown-slot', testid: 'facedown' },
    h('div', { class: 'tcg-card tc-back compact' },
      h('div', { class: 'tc-name' }, `Face-down card ${n}`),
      h('div', { class: 'tc-tokens' }, fig(['tok', 'tok-counters', 'on'], `B ${b.counters ?? 0}`, `${b.counters ?? 0} build counter${b.counters === 1 ? '' : 's'}`, 'Build counters'))));
}
