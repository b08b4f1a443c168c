// One Empire vs Rebellion resource card: the face, the enlarged view, and
// what the last moves did to it. Cards never cut their text: a card grows to
// fit its power text; in compact rows (phones, small zones) the power text is
// left out and the card opens enlarged instead (click, long-press, Z key).

import { h } from '../../dom.js';
import { openZoom, zoomable } from '../../card-zoom.js';
import { titleCase } from './words.js';

const TYPE_ICONS = { military: '⚔', diplomacy: '✉', recon: '◎', force: '✦', character: '★' };
const TYPE_NAMES = { military: 'Military', diplomacy: 'Diplomacy', recon: 'Recon', force: 'The Force', character: 'Character' };

// What a recent log entry did to a card, as a short tag.
const RECENT_TAGS = {
  enter_play: 'New',
  use_force: 'Used',
  exhaust: 'Hit',
  spend_influence: 'Readied',
  to_deck_top: 'Moved',
};

export function typeName(c) {
  return TYPE_NAMES[c.type] || titleCase(c.type || '');
}

function currentValue(c, inPlay) {
  return inPlay && typeof c.current === 'number' ? c.current : c.value;
}

function face(c, { inPlay, compact, big, recent }) {
  const value = currentValue(c, inPlay);
  const modified = inPlay && typeof c.current === 'number' && c.current !== (c.exhausted ? c.exhaustedValue : c.value);
  return h('div', {
    class: ['card', c.faction, c.character ? 'character' : '', c.type || '', compact ? 'compact' : '', big ? 'big' : '',
      inPlay && c.exhausted ? 'is-exhausted' : ''],
  },
  h('div', { class: 'card-top' },
    h('span', { class: 'card-type', 'aria-hidden': 'true' }, TYPE_ICONS[c.type] || '•'),
    h('span', { class: ['card-value', modified ? 'modified' : ''] }, h('span', { class: 'visually-hidden' }, 'value '), value)),
  h('div', { class: 'card-name' }, c.name || titleCase(c.id || '')),
  h('div', { class: 'card-sub' }, c.character ? `Character · exhausted ${c.exhaustedValue}` : typeName(c)),
  inPlay && c.exhausted ? h('div', { class: 'card-state exhausted-tag' }, 'Exhausted') : null,
  inPlay && c.blocked ? h('div', { class: 'card-state blocked-tag' }, h('span', { class: 'wide-only' }, 'Power '), 'blocked') : null,
  recent ? h('div', { class: 'card-state recent-tag' }, recent) : null,
  !compact && c.power ? h('div', { class: 'card-power', testid: 'card-text' }, c.power) : null);
}

// The enlarged card: the face at full size plus its details in words.
export function bigCard(c, { inPlay = false } = {}) {
  const rows = [];
  rows.push(h('li', null, `Value ${c.value}${c.character ? `, ${c.exhaustedValue} when exhausted` : ''}`));
  if (inPlay && typeof c.current === 'number') rows.push(h('li', null, `Counts ${c.current} now${c.exhausted ? ' (exhausted)' : ''}`));
  if (inPlay && c.blocked) rows.push(h('li', null, 'This round\'s event stops its power.'));
  const side = c.faction === 'rebel' ? 'Rebel' : c.faction === 'imperial' ? 'Imperial' : '';
  rows.push(h('li', null, c.character
    ? `${side} character: unique; worth less once exhausted.`.trim()
    : `${side} ${typeName(c)} card`.trim()));
  return h('div', { class: 'zoom-card' },
    face(c, { inPlay, compact: false, big: true, recent: null }),
    h('ul', { class: 'zoom-facts' }, rows));
}

// options: {inPlay, compact, action, onAction, recent}
export function renderCard(c, { inPlay = false, compact = false, action = null, onAction = null, recent = null } = {}) {
  if (!c || typeof c !== 'object') return h('span', { class: 'card unknown' }, String(c));
  const title = c.name || titleCase(c.id || 'card');
  const zoom = () => openZoom(bigCard(c, { inPlay }), { title });
  const slot = h('div', {
    class: ['slot', inPlay && c.exhausted ? 'exhausted' : '', compact ? 'compact' : '', recent ? 'recent' : ''],
    dataset: { card: c.id },
  });
  const body = face(c, { inPlay, compact, recent });
  if (action && onAction) {
    // The accessible name is the visible card text, after the action's words.
    const btn = h('button', {
      type: 'button',
      class: ['card-button'],
      testid: 'card-action',
      'data-action-id': action.id,
      'aria-keyshortcuts': 'Z',
      onclick: () => onAction(action.id),
    }, h('span', { class: 'visually-hidden' }, `${action.label}: `), body);
    zoomable(btn, () => bigCard(c, { inPlay }), { title });
    slot.appendChild(btn);
    slot.appendChild(h('button', {
      type: 'button', class: 'zoom-button', testid: 'card-zoom', 'aria-label': `Enlarge ${title}`, title: 'Enlarge', onclick: zoom,
    }, '⤢'));
  } else {
    const btn = h('button', {
      type: 'button',
      class: ['card-view'],
      testid: 'card-zoom',
      'aria-keyshortcuts': 'Z',
      title: 'Enlarge',
      onclick: zoom,
    }, body, h('span', { class: 'visually-hidden' }, ' (enlarge)'));
    zoomable(btn, () => bigCard(c, { inPlay }), { title });
    slot.appendChild(btn);
  }
  return slot;
}

export function recentTag(type) {
  return RECENT_TAGS[type] || null;
}
