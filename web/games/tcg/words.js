// Words of the Star Wars Trading Card Game (TCG) as players read them: sides,
// phases, steps, arenas, card types. Read from view(seat) only (docs/api.md,
// "Star Wars Trading Card Game").

import { titleCase } from '../../dom.js';

export { titleCase };

export const SIDE_NAMES = { dark: 'Dark Side', light: 'Light Side', neutral: 'Neutral' };

export const PHASE_NAMES = {
  setup: 'Setup', ready: 'Ready phase', command: 'Command phase', battle: 'Battle phase', over: 'Game over',
};

// The engine's step names (view.step): its frame kinds.
export const STEP_NAMES = {
  setup: 'setup', turn: '', build: 'build step', retreat: 'retreat step', battle: 'choosing the next attacker',
  attack: 'attack', bid: 'bidding', window: 'play-or-pass', event: '', order: 'ordering abilities',
  ability: 'choosing a target', 'pay-force': 'paying Force', 'step-start': 'start-of-step triggers', over: '', none: '',
};

// The three arenas, in battle order (TCG-BATTLE-1); keys as in view.players[].arenas.
export const ARENAS = ['Space', 'Ground', 'Character'];

export const TYPE_NAMES = { Space: 'Space', Ground: 'Ground', Character: 'Character', Battle: 'Battle', Mission: 'Mission' };

export function players(view) {
  return Array.isArray(view && view.players) ? view.players : [];
}

export function playerOf(view, seat) {
  return players(view).find((p) => p && p.seat === seat) || null;
}

export function sideOf(view, seat) {
  const p = playerOf(view, seat);
  if (p && (p.side === 'dark' || p.side === 'light')) return p.side;
  return seat === 0 ? 'dark' : seat === 1 ? 'light' : '';
}

export function sideName(side) {
  return SIDE_NAMES[side] || titleCase(side || '');
}

export function seatLabel(view, seat) {
  const side = sideOf(view, seat);
  return side ? sideName(side) : `Player ${seat + 1}`;
}

export function isUnit(c) {
  return !!c && (c.type === 'Space' || c.type === 'Ground' || c.type === 'Character');
}

export function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many || `${one}s`}`;
}

// "Jango Fett (B)": the name with the version letter of a unique.
export function cardName(c) {
  if (!c) return '';
  return `${c.name || c.key || c.id || 'Card'}${c.version ? ` (${c.version})` : ''}`;
}

// Each arena's units of a player (missing arenas as empty lists).
export function arenaUnits(p, arena) {
  const a = p && p.arenas && typeof p.arenas === 'object' ? p.arenas[arena] : null;
  return Array.isArray(a) ? a : [];
}

// Who controls an arena as the rules count it (TCG-WIN-1): units there, and
// none of the opponent's. Returns the seat or null.
export function controllerOf(view, arena) {
  const ps = players(view);
  const holding = ps.filter((p) => arenaUnits(p, arena).length > 0);
  return holding.length === 1 ? holding[0].seat : null;
}

// Every card the view shows, by id: hands, arenas (and the cards under
// stacks), build zones, discard piles.
export function cardIndex(view) {
  const map = new Map();
  const add = (c) => {
    if (!c || typeof c !== 'object' || !c.id) return;
    if (!map.has(c.id)) map.set(c.id, c);
    for (const u of Array.isArray(c.under) ? c.under : []) add(u);
  };
  for (const p of players(view)) {
    for (const a of ARENAS) arenaUnits(p, a).forEach(add);
    for (const z of ['hand', 'build', 'discard']) for (const c of Array.isArray(p[z]) ? p[z] : []) add(c);
  }
  return map;
}

// The unit of the current attack (view.attack names ids).
export function attackCards(view) {
  const a = view && view.attack && typeof view.attack === 'object' ? view.attack : null;
  if (!a) return null;
  const idx = cardIndex(view);
  return { attack: a, attacker: idx.get(a.attacker) || null, defender: a.defender ? idx.get(a.defender) || null : null };
}
