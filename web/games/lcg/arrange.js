// Where each player's area goes on the LCG table, for any number of seats
// and teams of any size (1 against 1, 2 against 2, 1 against 3): the
// viewer's team at the bottom in its order (#1 first), the other team on top,
// each opponent above the player it faces across the table (the view's
// `across`), then the rest of that team in its order. In hot-seat and for a
// spectator the places do not follow the viewer: the side of seat 0 is on
// top. Pure: reads the view only.

import { players, sideOf, sidePlayers, acrossOf } from './words.js';

// -> {top: [player...], bottom: [player...], topSide, bottomSide}
export function arrange(view, viewer, stable) {
  const all = players(view);
  const me = all.find((p) => p.seat === viewer);
  const sides = [];
  for (const p of [...all].sort((a, b) => a.seat - b.seat)) {
    const s = sideOf(view, p.seat);
    if (!sides.includes(s)) sides.push(s);
  }
  let bottomSide;
  if (me && !stable) bottomSide = sideOf(view, me.seat);
  else bottomSide = sides.length > 1 ? sides[1] : sides[0];
  const bottom = sidePlayers(view, bottomSide);
  const others = all.filter((p) => sideOf(view, p.seat) !== bottomSide);
  const rest = sides.filter((s) => s !== bottomSide).flatMap((s) => sidePlayers(view, s));
  const top = [];
  for (const b of bottom) {
    const a = acrossOf(view, b.seat);
    const facing = rest.find((p) => p.seat === a);
    if (facing && !top.includes(facing)) top.push(facing);
  }
  for (const p of rest) if (!top.includes(p)) top.push(p);
  for (const p of others) if (!top.includes(p)) top.push(p);
  return { top, bottom, topSide: top.length ? sideOf(view, top[0].seat) : '', bottomSide };
}

// Teammates: same side.
export function sameTeam(view, a, b) {
  return sideOf(view, a) === sideOf(view, b);
}
