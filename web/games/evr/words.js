// Player-facing words for Empire vs Rebellion: faction and phase names,
// plurals, and small readers of the view (docs/api.md). No DOM here.

import { titleCase } from '../../dom.js';

export { titleCase };

const FACTION_NAMES = { rebel: 'Rebels', imperial: 'Empire' };
const FACTION_PLAYERS = { rebel: 'the Rebel player', imperial: 'the Imperial player' };

export const PHASE_NAMES = {
  setup: 'Setup: choose characters',
  characters: 'Setup: choose characters',
  planning: 'Planning',
  struggle: 'Struggle',
  dominance: 'Dominance',
  over: 'Game over',
};

export function factionName(faction) {
  return FACTION_NAMES[faction] || titleCase(faction || 'unknown');
}

export function players(view) {
  return view && Array.isArray(view.players) ? view.players.filter((p) => p && typeof p === 'object') : [];
}

export function playerOf(view, seat) {
  return players(view).find((p) => p.seat === seat) || null;
}

export function seatFaction(view, seat) {
  const p = playerOf(view, seat);
  return p ? p.faction : null;
}

// "Rebels" / "Empire"; a seat the view does not know: "Player n".
export function seatLabel(view, seat) {
  const f = seatFaction(view, seat);
  return f ? factionName(f) : `Player ${Number(seat) + 1}`;
}

// "the Rebel player", for the middle of a sentence.
export function playerName(view, seat) {
  const f = seatFaction(view, seat);
  return FACTION_PLAYERS[f] || `Player ${Number(seat) + 1}`;
}

export function eventName(ev) {
  if (!ev) return '';
  if (typeof ev === 'string') return titleCase(ev);
  return ev.name || titleCase(ev.id || '');
}

// The strategy card {id, name, text} of an id, from the view (view.strategyCards), or null.
export function strategyCard(view, id) {
  const list = view && Array.isArray(view.strategyCards) ? view.strategyCards : [];
  return list.find((c) => c && c.id === id) || null;
}

export function strategyName(id, view = null) {
  if (!id) return '';
  if (typeof id === 'object') return id.name || titleCase(id.id || '');
  const card = strategyCard(view, id);
  return card && card.name ? card.name : titleCase(id);
}

// plural(1, 'card') = "1 card", plural(3, 'card') = "3 cards".
export function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many || one + 's'}`;
}

export function cap(s) {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

export const isLearning = (view) => !!view && view.variant === 'learning';
