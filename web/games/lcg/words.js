// Words of Star Wars: The Card Game (LCG) as players read them: sides,
// affiliations, phases, card types, combat icons. Read from view(seat) only.

import { titleCase } from '../../dom.js';
import { modeInfo, modeOf } from './modes.js';

export { titleCase };

export const SIDE_NAMES = { dark: 'Dark Side', light: 'Light Side' };

export const AFFILIATION_NAMES = {
  'imperial-navy': 'Imperial Navy',
  sith: 'Sith',
  'scum-and-villainy': 'Scum and Villainy',
  jedi: 'Jedi',
  'rebel-alliance': 'Rebel Alliance',
  'smugglers-and-spies': 'Smugglers and Spies',
  neutral: 'Neutral',
};

const AFFILIATION_SIDES = {
  'imperial-navy': 'dark', sith: 'dark', 'scum-and-villainy': 'dark',
  jedi: 'light', 'rebel-alliance': 'light', 'smugglers-and-spies': 'light',
};

export const PHASE_NAMES = {
  setup: 'Setup', balance: 'Balance phase', refresh: 'Refresh phase', draw: 'Draw phase',
  deployment: 'Deployment phase', conflict: 'Conflict phase', force: 'Force phase', over: 'Game over',
};

export const TYPE_NAMES = {
  unit: 'Unit', enhancement: 'Enhancement', event: 'Event', fate: 'Fate', objective: 'Objective',
  affiliation: 'Affiliation', mission: 'Mission',
};

// The combat icons (their keys in the card's `icons`).
export const ICONS = [
  { key: 'ud', edge: 'udEdge', short: 'UD', name: 'Unit damage' },
  { key: 'bd', edge: 'bdEdge', short: 'BD', name: 'Blast damage' },
  { key: 't', edge: 'tEdge', short: 'T', name: 'Tactics' },
];

export function players(view) {
  return Array.isArray(view && view.players) ? view.players : [];
}

export function playerOf(view, seat) {
  return players(view).find((p) => p && p.seat === seat) || null;
}

export function sideOf(view, seat) {
  const p = playerOf(view, seat);
  if (p && (p.side === 'dark' || p.side === 'light')) return p.side;
  const spot = modeInfo(modeOf(view)).seats[seat];
  return spot ? spot.side : '';
}

// The players of a side (a team), in their order (#1, #2, ...).
export function sidePlayers(view, side) {
  return players(view).filter((p) => sideOf(view, p.seat) === side)
    .sort((a, b) => (a.number ?? a.seat) - (b.number ?? b.seat) || a.seat - b.seat);
}

// A seat's number in its team (1, 2, ...): the view's `number`, else its place among the side's seats.
export function numberOf(view, seat) {
  const p = playerOf(view, seat);
  if (p && Number.isInteger(p.number)) return p.number;
  const side = sideOf(view, seat);
  const seats = players(view).length ? players(view).map((q) => q.seat) : modeInfo(modeOf(view)).seats.map((_, i) => i);
  return seats.filter((s) => s <= seat && sideOf(view, s) === side).length || 1;
}

// How many players a side has in this game.
export function teamSize(view, side) {
  const n = sidePlayers(view, side).length;
  return n || modeInfo(modeOf(view)).seats.filter((s) => s.side === side).length;
}

export function sideName(side) {
  return SIDE_NAMES[side] || titleCase(side || '');
}

// "Dark Side" (alone on its side), "Dark Side #2" (in a team).
export function seatLabel(view, seat) {
  const side = sideOf(view, seat);
  if (!side) return `Player ${seat + 1}`;
  return teamSize(view, side) > 1 ? `${sideName(side)} #${numberOf(view, seat)}` : sideName(side);
}

// The seat a player faces across the table (2v2), or null.
export function acrossOf(view, seat) {
  const p = playerOf(view, seat);
  return p && Number.isInteger(p.across) && p.across >= 0 && p.across !== seat ? p.across : null;
}

export function affiliationName(key) {
  return AFFILIATION_NAMES[key] || titleCase(key || '');
}

export function typeName(type) {
  return TYPE_NAMES[type] || titleCase(type || '');
}

// The side a card belongs to: its affiliation's, else its owner's.
export function cardSide(view, c) {
  if (c && AFFILIATION_SIDES[c.affiliation]) return AFFILIATION_SIDES[c.affiliation];
  if (c && typeof c.owner === 'number') return sideOf(view, c.owner);
  return '';
}

export function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many || `${one}s`}`;
}

export function cap(s) {
  const t = String(s || '');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

// "UD 1 (+1)": printed icons, and in brackets those that count only for the
// winner of the edge battle (edge-enabled).
export function iconText(icons, { long = false } = {}) {
  if (!icons || typeof icons !== 'object') return '';
  return ICONS.map((i) => {
    const n = icons[i.key] || 0;
    const e = icons[i.edge] || 0;
    if (!n && !e) return null;
    const label = long ? i.name : i.short;
    return `${label} ${n}${e ? ` (+${e}${long ? ' edge-enabled' : ''})` : ''}`;
  }).filter(Boolean).join(long ? ', ' : ' · ');
}

// Every card the view shows, by id (hand, play areas and their attachments,
// edge stack, objectives to reveal, discard and victory piles).
export function cardIndex(view) {
  const map = new Map();
  const add = (c) => {
    if (!c || typeof c !== 'object' || !c.id) return;
    if (!map.has(c.id)) map.set(c.id, c);
    for (const a of Array.isArray(c.attachments) ? c.attachments : []) add(a);
  };
  for (const p of players(view)) {
    add(p.affiliationCard);
    for (const z of ['objectives', 'units', 'enhancements', 'hand', 'commonReserve', 'setAside', 'edge', 'edgeFaceUp', 'objectivesToReveal', 'discard', 'victory']) {
      for (const c of Array.isArray(p[z]) ? p[z] : []) add(c);
    }
  }
  return map;
}

// The Force struggle as the rules count it from what the view shows: the
// Force icons of committed units without focus tokens (card texts that add
// to the struggle are not in the view).
export function struggleTotal(view, side) {
  let n = 0;
  for (const p of players(view)) {
    if (p.side !== side) continue;
    for (const u of Array.isArray(p.units) ? p.units : []) {
      if (u.forceCommitted && !(u.focus > 0)) n += Math.max(0, u.force || 0);
    }
  }
  return n;
}
