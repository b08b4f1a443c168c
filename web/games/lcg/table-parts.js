// Pieces the LCG table is built from (./table.js, ./player.js, ./center.js):
// keyed regions for the shell's patch, glossary words, the legal actions by
// card, a row of cards (a zone) and a figure of a player's header.

import { h } from '../../dom.js';
import { term } from '../../glossary.js';
import { renderCard } from './card.js';
import { GLOSSARY, TERM_NAMES } from './help.js';
import { seatLabel } from './words.js';
import { actionText, shortActionText } from './actions.js';

// Marks a region for the shell's patch (RENDERER.md, "Keyed regions").
export function keyed(el, key, input) {
  if (!el) return el;
  el.dataset.key = key;
  if (input !== undefined) el.dataset.hash = JSON.stringify(input);
  return el;
}

// A dotted glossary word.
export function t(key, label) {
  return term(label || TERM_NAMES[key] || key, GLOSSARY[key] || '');
}

// card id -> the viewer's legal actions that name it (in display order).
export function actionsByCard(ctx) {
  const map = new Map();
  for (const a of Array.isArray(ctx.actions) ? ctx.actions : []) {
    const id = a && typeof a.card === 'string' ? a.card : a && a.card && typeof a.card === 'object' ? a.card.id : null;
    if (!id) continue;
    if (!map.has(id)) map.set(id, []);
    map.get(id).push(a);
  }
  return map;
}

// A region keeps its listeners while its hash holds; listeners call
// ctx.onAction, which is the shell's for the whole game: a new uiState
// (new game, load) gets new regions.
export function stateId(ctx) {
  if (!(ctx.uiState instanceof Map)) return null;
  if (!ctx.uiState.has('lcg.id')) ctx.uiState.set('lcg.id', Math.random().toString(36).slice(2));
  return ctx.uiState.get('lcg.id');
}

// What each other seat did since the viewer's last decision: seat -> [text].
export function recentBySeat(ctx) {
  const bySeat = new Map();
  for (const e of Array.isArray(ctx.recent) ? ctx.recent : []) {
    if (!e || typeof e !== 'object' || typeof e.actor !== 'number' || e.actor < 0 || !e.text) continue;
    if (e.type === 'phase') continue;
    if (!bySeat.has(e.actor)) bySeat.set(e.actor, []);
    bySeat.get(e.actor).push(e.text);
  }
  return bySeat;
}

// A seat's name on this table ("Dark Side #2").
export function nameOf(env, seat) {
  return env.ctx.seatName ? env.ctx.seatName(seat) : seatLabel(env.view, seat);
}

// A card's options for renderCard.
export function cardOpts(env, c, extra = {}) {
  const actions = env.byCard.get(c.id) || [];
  return {
    actions,
    onAction: env.ctx.onAction,
    actionLabel: (a, short) => (short ? shortActionText(a) : actionText(a, env.view, env.index).label),
    // A supporting unit: it is in the play area of the player it is lent to (MP-GEN-12/13).
    lent: typeof c.lentBy === 'number' && c.lentBy >= 0 ? `by ${nameOf(env, c.lentBy)}` : null,
    ...extra,
  };
}

// What a row of cards is drawn from (for its hash).
export function cardsInput(env, cards) {
  const ids = [];
  const walk = (c) => {
    if (!c) return;
    const a = env.byCard.get(c.id);
    if (a) ids.push([c.id, a.map((x) => x.id)]);
    for (const x of c.attachments || []) walk(x);
  };
  cards.forEach(walk);
  return [cards, ids, env.engaged ? env.engaged.objective : null, env.sid];
}

// A unit or objective with its attached enhancements under it.
function withAttachments(env, c, mode) {
  const slot = renderCard(c, env.view, cardOpts(env, c, {
    mode, inPlay: true, engagedObjective: !!(env.engaged && env.engaged.objective === c.id),
  }));
  const att = Array.isArray(c.attachments) ? c.attachments : [];
  if (!att.length) return slot;
  return h('div', { class: 'lc-stack' }, slot,
    h('div', { class: 'lc-attachments', role: 'group', 'aria-label': `Attached to ${c.name}` },
      att.map((a) => renderCard(a, env.view, cardOpts(env, a, { mode: 'mini', inPlay: true, hostName: c.name })))));
}

// A labelled row of cards.
export function zoneRow(env, key, label, cards, { mode = 'full', testid, empty, secret = false, note = null } = {}) {
  const body = cards.length
    ? cards.map((c) => withAttachments(env, c, mode))
    : [h('p', { class: 'empty-zone' }, empty || 'None')];
  return keyed(h('div', { class: ['lcg-zone', `zone-${key}`], testid },
    h('h3', { class: 'zone-label' }, label, note ? h('span', { class: 'zone-note' }, ` ${note}`) : null),
    h('div', { class: ['lc-row', secret ? 'secret' : ''], role: 'group', 'aria-label': typeof label === 'string' ? label : key, tabindex: secret ? 0 : null }, body)),
  key, [label, cardsInput(env, cards), mode, secret, note, empty]);
}

// n cards lying face down: their backs, counted.
export function faceDownRow(key, label, n, { testid, note = '' } = {}) {
  const backs = Array.from({ length: Math.min(n, 6) }, () => h('div', { class: 'lc-back', 'aria-hidden': 'true' }, h('span', null, 'Face down')));
  return keyed(h('div', { class: ['lcg-zone', `zone-${key}`], testid },
    h('h3', { class: 'zone-label' }, label, h('span', { class: 'zone-note' }, ` ${n} face down${note ? ` ${note}` : ''}`)),
    n ? h('div', { class: 'lc-row', role: 'img', 'aria-label': `${n} face-down card${n === 1 ? '' : 's'}` }, backs)
      : h('div', { class: 'lc-row' }, h('p', { class: 'empty-zone' }, 'Empty'))),
  key, [label, n, note]);
}

export function stat(label, value, cls, testid) {
  return h('div', { class: ['lcg-stat', cls] }, h('dt', null, label), h('dd', { testid }, value));
}

// The zones opened by the player (discard piles), kept across redraws.
export function openZones(ctx) {
  if (ctx.openZones instanceof Set) return ctx.openZones;
  if (!(ctx.uiState instanceof Map)) return null;
  if (!ctx.uiState.has('lcg.openZones')) ctx.uiState.set('lcg.openZones', new Set());
  return ctx.uiState.get('lcg.openZones');
}
