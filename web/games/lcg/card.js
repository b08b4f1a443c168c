// One LCG card: its face (normal, compact on phones and in small zones,
// mini for attachments), its enlarged view with every fact the view's card
// JSON gives, and the button that plays it or opens it. Card text is never
// cut: a card grows with its text; compact faces leave details to the zoom.

import { h } from '../../dom.js';
import { openZoom, zoomable } from '../../card-zoom.js';
import { affiliationName, cardSide, iconText, ICONS, typeName } from './words.js';

// Phones: the long type names in short (the enlarged card says them in full).
const SHORT_TYPES = { enhancement: 'Enh.', affiliation: 'Affil.', objective: 'Obj.' };

// A small labelled figure: the short form is shown, the words are read.
function fig(cls, short, words, title) {
  return h('span', { class: ['lc-fig', ...[].concat(cls)], title: title || words },
    h('span', { 'aria-hidden': 'true' }, short),
    h('span', { class: 'visually-hidden' }, words));
}

function tokens(c) {
  const out = [];
  if (typeof c.damage === 'number' && (c.damage > 0 || typeof c.capacity === 'number')) {
    const cap = typeof c.capacity === 'number' ? `/${c.capacity}` : '';
    out.push(fig(['tok', 'tok-damage', c.damage > 0 ? 'on' : ''], `D ${c.damage}${cap}`, `damage ${c.damage}${cap ? ` of ${c.capacity}` : ''}`, 'Damage'));
  }
  if (c.focus > 0) out.push(fig(['tok', 'tok-focus', 'on'], `F ${c.focus}`, `${c.focus} focus`, 'Focus tokens'));
  if (c.shields > 0) out.push(fig(['tok', 'tok-shield', 'on'], `S ${c.shields}`, `${c.shields} shield${c.shields === 1 ? '' : 's'}`, 'Shields'));
  return out;
}

function tags(c, { engagedObjective, recent, lent }) {
  const out = [];
  if (c.role === 'attacker') out.push(h('span', { class: 'lc-tag tag-attacker' }, 'Attacking'));
  if (c.role === 'defender') out.push(h('span', { class: 'lc-tag tag-defender' }, 'Defending'));
  if (lent) out.push(h('span', { class: 'lc-tag tag-lent', testid: 'lent' }, `Lent ${lent}`));
  if (c.forceCommitted) out.push(h('span', { class: 'lc-tag tag-force' }, 'Force'));
  if (engagedObjective) out.push(h('span', { class: 'lc-tag tag-engaged' }, 'Under attack'));
  if (c.captured > 0) out.push(h('span', { class: 'lc-tag tag-captured' }, `${c.captured} captured`));
  // The Hunt for Skywalker's pyramid (MP-HFS-5/10/17): a face-down objective (the others see only
  // its shared face, no key), whether it may be engaged, a reinforcement under it.
  if (c.faceDown) out.push(h('span', { class: 'lc-tag tag-face-down', testid: 'face-down' }, 'Face down'));
  if (c.vulnerable === true) out.push(h('span', { class: 'lc-tag tag-vulnerable', testid: 'vulnerable' }, 'Vulnerable'));
  if (c.reinforced) out.push(h('span', { class: 'lc-tag tag-reinforced' }, 'Reinforcement under it'));
  if (recent) out.push(h('span', { class: 'lc-tag tag-recent' }, recent));
  return out;
}

// The face. mode: 'full' | 'compact' | 'mini'.
export function cardFace(c, view, { mode = 'full', inPlay = false, engagedObjective = false, recent = null, big = false, lent = null } = {}) {
  const side = cardSide(view, c);
  const hasCost = typeof c.cost === 'number';
  const stats = [];
  if (typeof c.force === 'number' && c.force > 0) stats.push(fig('force', `◆${c.force}`, `${c.force} Force icon${c.force === 1 ? '' : 's'}`, 'Force icons'));
  if (typeof c.resources === 'number' && c.resources > 0) stats.push(fig('res', `R${c.resources}`, `${c.resources} resource${c.resources === 1 ? '' : 's'}`, 'Resources'));
  if (typeof c.capacity === 'number' && !inPlay) stats.push(fig('cap', `Cap ${c.capacity}`, `damage capacity ${c.capacity}`, 'Damage capacity'));
  if (typeof c.priority === 'number') stats.push(fig('prio', `P${c.priority}`, `priority ${c.priority}`, 'Fate priority'));
  const icons = c.icons ? ICONS.filter((i) => c.icons[i.key] || c.icons[i.edge]).map((i) => fig('icon',
    `${i.short} ${c.icons[i.key] || 0}${c.icons[i.edge] ? `(+${c.icons[i.edge]})` : ''}`,
    `${i.name} ${c.icons[i.key] || 0}${c.icons[i.edge] ? `, ${c.icons[i.edge]} more edge-enabled` : ''}`, i.name)) : [];
  const sub = c.affiliation ? affiliationName(c.affiliation) : '';
  const tokenList = inPlay ? tokens(c) : [];
  const tagList = inPlay || recent ? tags(c, { engagedObjective, recent, lent }) : [];
  return h('div', {
    class: ['lcg-card', `type-${c.type || 'card'}`, side ? `side-${side}` : '', mode, big ? 'big' : '',
      inPlay && c.focus > 0 ? 'is-focused' : '', c.role ? `is-${c.role}` : '', engagedObjective ? 'is-engaged' : '', lent ? 'is-lent' : ''],
  },
  h('div', { class: 'lc-top' },
    hasCost ? h('span', { class: 'lc-cost', title: 'Cost' }, h('span', { class: 'visually-hidden' }, 'cost '), c.cost) : null,
    mode === 'mini' ? null : h('span', { class: 'lc-type' },
      !SHORT_TYPES[c.type] ? typeName(c.type)
        : mode === 'compact' ? h('span', { title: typeName(c.type) }, SHORT_TYPES[c.type])
          : [h('span', { class: 'wide-only' }, typeName(c.type)), h('span', { class: 'narrow-only', title: typeName(c.type) }, SHORT_TYPES[c.type])])),
  h('div', { class: 'lc-name' }, c.unique ? h('span', { class: 'lc-unique', title: 'Unique', 'aria-label': 'unique' }, '✦ ') : null, c.name || c.key || c.id),
  mode === 'full' && sub ? h('div', { class: 'lc-sub' }, sub) : null,
  mode === 'full' && Array.isArray(c.traits) && c.traits.length ? h('div', { class: 'lc-traits' }, c.traits.join('. ') + '.') : null,
  stats.length && mode !== 'mini' ? h('div', { class: 'lc-stats' }, stats) : null,
  icons.length && mode !== 'mini' ? h('div', { class: 'lc-icons' }, icons) : null,
  mode === 'full' && Array.isArray(c.keywords) && c.keywords.length ? h('div', { class: 'lc-keywords' }, c.keywords.join(' · ')) : null,
  mode === 'full' && c.text ? h('div', { class: 'lc-text' }, c.text) : null,
  tokenList.length ? h('div', { class: 'lc-tokens' }, tokenList) : null,
  tagList.length ? h('div', { class: 'lc-tags' }, tagList) : null);
}

// The enlarged card: the face at full size plus its facts in words.
export function bigCard(c, view, opts = {}) {
  const rows = [];
  const li = (label, value) => rows.push(h('li', null, h('strong', null, `${label}: `), String(value)));
  li('Type', `${typeName(c.type)}${c.unique ? ' (unique)' : ''}`);
  if (c.affiliation) li('Affiliation', affiliationName(c.affiliation));
  if (typeof c.cost === 'number') li('Cost', c.cost);
  if (typeof c.force === 'number') li('Force icons', c.force);
  if (typeof c.resources === 'number') li('Resources', c.resources);
  if (typeof c.capacity === 'number') li('Damage capacity', c.capacity);
  if (c.icons) li('Combat icons', iconText(c.icons, { long: true }) || 'none');
  if (typeof c.priority === 'number') li('Fate priority', c.priority);
  if (Array.isArray(c.traits) && c.traits.length) li('Traits', c.traits.join(', '));
  if (Array.isArray(c.keywords) && c.keywords.length) li('Keywords', c.keywords.join(', '));
  if (c.text) li('Text', c.text);
  if (opts.inPlay) {
    if (typeof c.damage === 'number') li('Damage', typeof c.capacity === 'number' ? `${c.damage} of ${c.capacity}` : c.damage);
    if (typeof c.focus === 'number') li('Focus tokens', `${c.focus}${c.focus > 0 ? ' (not ready)' : ' (ready)'}`);
    if (c.shields > 0) li('Shields', c.shields);
    if (c.forceCommitted) li('Force', 'committed to the Force');
    if (c.role) li('Engagement', c.role === 'attacker' ? 'attacking' : 'defending');
    if (opts.lent) li('Supporting unit', `lent ${opts.lent} for this engagement`);
    if (c.attachedTo && opts.hostName) li('Attached to', opts.hostName);
    if (Array.isArray(c.attachments) && c.attachments.length) li('Enhancements', c.attachments.map((a) => a.name).join(', '));
    if (c.captured > 0) li('Captured cards', `${c.captured} (face down)`);
    if (typeof c.position === 'number') li('Pyramid position', `${c.position}${c.faceDown ? ', face down' : ''}${c.vulnerable ? ', vulnerable' : ''}`);
    if (c.reinforcement && c.reinforcement.name) li('Reinforcement under it', c.reinforcement.name);
    else if (c.reinforced) li('Reinforcement under it', 'face down');
  }
  return h('div', { class: 'zoom-card lcg-zoom' },
    cardFace(c, view, { mode: 'full', inPlay: !!opts.inPlay, engagedObjective: !!opts.engagedObjective, big: true, lent: opts.lent }),
    h('ul', { class: 'zoom-facts' }, rows));
}

// A card as a button. opts: {mode, inPlay, actions: [action...], onAction,
// actionLabel(action), engagedObjective, recent, hostName, secret, lent ("by
// Dark Side #1": a supporting unit, MP-GEN-12/13)}
// The first action is the card's click; any further action for the same
// card gets a small button under it.
export function renderCard(c, view, opts = {}) {
  const { mode = 'full', inPlay = false, actions = [], onAction = null, actionLabel = (a) => a.label || a.id } = opts;
  const title = c.name || c.id;
  const zoomOpts = { inPlay, engagedObjective: opts.engagedObjective, hostName: opts.hostName, lent: opts.lent };
  const make = () => bigCard(c, view, zoomOpts);
  const zoom = () => openZoom(make(), { title });
  const first = actions.length && onAction ? actions[0] : null;
  const slot = h('div', {
    class: ['lc-slot', mode, first ? 'clickable' : '', opts.recent ? 'recent' : '', opts.secret ? 'secret' : ''],
    tabindex: null,
    dataset: { card: c.id },
  });
  const face = cardFace(c, view, { mode, inPlay, engagedObjective: opts.engagedObjective, recent: opts.recent, lent: opts.lent });
  if (first) {
    const btn = h('button', {
      type: 'button', class: 'lc-button', testid: 'card-action', 'data-action-id': first.id, 'aria-keyshortcuts': 'Z',
      onclick: () => onAction(first.id),
    }, h('span', { class: 'visually-hidden' }, `${actionLabel(first)}: `), face);
    zoomable(btn, make, { title });
    slot.appendChild(btn);
    slot.appendChild(h('button', {
      type: 'button', class: 'lc-zoom', testid: 'card-zoom', 'aria-label': `Enlarge ${title}`, title: 'Enlarge', onclick: zoom,
    }, '⤢'));
    if (actions.length > 1) {
      slot.appendChild(h('div', { class: 'lc-more' }, actions.slice(1).map((a) => h('button', {
        type: 'button', class: 'lc-alt', testid: 'card-alt-action', 'data-action-id': a.id, onclick: () => onAction(a.id),
      }, actionLabel(a, true)))));
    }
  } else {
    const btn = h('button', {
      type: 'button', class: 'lc-view', testid: 'card-zoom', 'aria-keyshortcuts': 'Z', title: 'Enlarge', onclick: zoom,
    }, face, h('span', { class: 'visually-hidden' }, ' (enlarge)'));
    zoomable(btn, make, { title });
    slot.appendChild(btn);
  }
  return slot;
}
