// Who sits where in the new-game form, for any game and any number of seats.
// By default the seats come from listGames() (players.min/max, named
// "Player N", teams chosen per seat when the game has `teams`). A renderer
// whose seats follow from an option (a game mode: two players, two teams of
// two, one against three) describes them with `seatLayout` (RENDERER.md):
// each seat's name, its team, the options that belong to that seat (its deck)
// and the options the chosen mode does not use. No game knowledge here.

// The seats a game offers (from listGames(), capped by the renderer's
// maxPlayers, an older way to say "this renderer draws fewer seats").
export function seatRange(game, renderer = null) {
  const p = (game && game.players) || {};
  const min = Number.isInteger(p.min) && p.min > 0 ? p.min : 2;
  let max = Number.isInteger(p.max) && p.max >= min ? p.max : min;
  const cap = renderer && Number.isInteger(renderer.maxPlayers) ? renderer.maxPlayers : null;
  if (cap !== null && max > cap) max = Math.max(cap, min);
  return { min, max };
}

// The options whose values shape the seats (shown above the seat rows; a
// change redraws the rows).
export function shapingOptions(renderer) {
  const l = renderer && renderer.seatLayout;
  return l && Array.isArray(l.shapedBy) ? l.shapedBy.filter((n) => typeof n === 'string') : [];
}

// The seats for these option values:
// {min, max, seats: [{seat, label, team, teamLabel, options, optional}],
//  teams: [label...] | null, grouped, unused: Set, shapedBy: [...], custom,
//  settings(count) | null}
// `team` is an index into `teams` (null: the game has no fixed teams);
// `options` are the option names shown in that seat's row; `grouped` says
// the rows are shown under their team's heading (some team has 2+ seats).
export function seatLayout(game, renderer, options = {}) {
  const l = renderer && renderer.seatLayout;
  let d = null;
  if (l && typeof l.describe === 'function') {
    try { d = l.describe(options || {}, game); } catch (e) { d = null; }
  }
  if (!d || !Array.isArray(d.seats) || !d.seats.length) {
    const { min, max } = seatRange(game, renderer);
    const seats = [];
    for (let s = 0; s < max; s++) seats.push({ seat: s, label: `Player ${s + 1}`, team: null, teamLabel: '', options: [], optional: s >= min });
    return { min, max, seats, teams: null, grouped: false, unused: new Set(), shapedBy: shapingOptions(renderer), custom: false, settings: null };
  }
  const teams = Array.isArray(d.teams) ? d.teams.map(String) : null;
  const settings = typeof d.settings === 'function' ? d.settings : null;
  const seats = d.seats.map((x, s) => {
    const team = Number.isInteger(x.team) && teams && x.team >= 0 && x.team < teams.length ? x.team : null;
    return {
      seat: s,
      label: typeof x.label === 'string' && x.label ? x.label : `Player ${s + 1}`,
      team,
      teamLabel: team === null ? '' : teams[team],
      options: Array.isArray(x.options) ? x.options.filter((n) => typeof n === 'string') : [],
      optional: !!x.optional,
    };
  });
  // An optional seat may be anywhere (a team's third player before the solo
  // player's seat): left empty, it is left out and the seats after it move up.
  const min = seats.filter((x) => !x.optional).length;
  const sizes = new Map();
  for (const s of seats) if (s.team !== null) sizes.set(s.team, (sizes.get(s.team) || 0) + 1);
  return {
    min: Math.max(1, min),
    max: seats.length,
    seats,
    teams,
    grouped: [...sizes.values()].some((n) => n > 1),
    unused: new Set(Array.isArray(d.unused) ? d.unused : []),
    shapedBy: shapingOptions(renderer),
    custom: true,
    // Option values the chosen seats imply (count: the seats filled), e.g. {players: 3}.
    settings,
  };
}

// What decides whether the seat rows must be drawn again.
export function layoutKey(layout) {
  return JSON.stringify(layout.seats.map((s) => [s.label, s.team, s.options, s.optional]).concat([layout.teams]));
}

// The seats in the order the form shows them: team by team (each in seat
// order) when grouped, else by seat.
export function seatOrder(layout) {
  if (!layout.grouped || !layout.teams) return layout.seats.map((s) => s.seat);
  const out = [];
  layout.teams.forEach((_, t) => { for (const s of layout.seats) if (s.team === t) out.push(s.seat); });
  for (const s of layout.seats) if (s.team === null) out.push(s.seat);
  return out;
}

// Which option goes in which seat's row: name -> seat.
export function seatOptionMap(layout) {
  const m = new Map();
  for (const s of layout.seats) for (const name of s.options) if (!m.has(name)) m.set(name, s.seat);
  return m;
}
