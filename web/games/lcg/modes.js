// The LCG's game modes as data (the engine's option "mode", docs/api.md): who
// sits in which seat (side, number in the team, the option that is its
// deck), what each side must reach to win, and the words the page uses.
// A new mode (3 or 4 seats, teams of 1 against 2 or 3) is one more entry
// here: the setup form (seat rows, decks) and the table (teams, areas, dial,
// end screen) read it; nothing else names a mode.
//
// seats[i] is the engine's seat i: {side: 'dark'|'light', deck: option name
// (none: the mode gives that seat its deck), optional: true for a seat that
// may stay empty (a team of 2 or 3)}. The seats' numbers in their team (#1,
// #2) follow their order.
// dial: the top of the Death Star dial (null: no dial in this mode);
// dialWins: the Dark Side wins when the dial reaches it; lightObjectives: Dark
// Side objectives the Light Side destroys to win (its team's total);
// darkObjectives: Light Side objectives the Dark Side destroys to win (null:
// not a way to win in this mode); countsSeats: the engine's option "players"
// is the number of seats filled; reasons (optional): the end screen's words
// for the engine's `reason` values of this mode; options (optional): the
// engine's options only this mode reads (the new-game form leaves them out in
// the other modes).

export const MODES = {
  '1v1': {
    label: 'Two players',
    seats: [{ side: 'dark', deck: 'dark' }, { side: 'light', deck: 'light' }],
    dial: 12,
    dialWins: true,
    lightObjectives: 3,
    darkObjectives: 3,
  },
  '2v2': {
    label: 'Four players, 2 against 2',
    help: 'Two teams of two. Each player engages only the opponent across the table; a team shares its turn and its three Force cards.',
    seats: [
      { side: 'dark', deck: 'dark' }, { side: 'dark', deck: 'dark2' },
      { side: 'light', deck: 'light' }, { side: 'light', deck: 'light2' },
    ],
    dial: 16,
    dialWins: true,
    lightObjectives: 5,
    darkObjectives: null,
  },
  // The challenge decks (MP-CHAL): one player with the challenge deck (no deck
  // option: the mode gives it) against a team of two or three.
  'jerjerrods-task': {
    label: 'Jerjerrod\'s Task: 1 Dark Side player against 2 or 3',
    seats: [
      { side: 'dark' }, { side: 'light', deck: 'light' }, { side: 'light', deck: 'light2' },
      { side: 'light', deck: 'light3', optional: true },
    ],
    dial: 16,
    dialWins: false,
    lightObjectives: null,
    darkObjectives: null,
    countsSeats: true,
    // MP-JT-5, MP-JT-6: what the scenario's victory conditions are, by the winning side.
    reasons: {
      scenario: (side) => (side === 'light'
        ? 'The Light Side destroyed Death Star II or left the Dark Side without an objective in play.'
        : 'Death Star II holds the affiliation card of every Light Side player.'),
    },
  },
  'hunt-for-skywalker': {
    label: 'The Hunt for Skywalker: 2 or 3 Dark Side players against 1',
    seats: [
      { side: 'dark', deck: 'dark' }, { side: 'dark', deck: 'dark2' }, { side: 'dark', deck: 'dark3', optional: true },
      { side: 'light' },
    ],
    dial: null,
    dialWins: false,
    lightObjectives: null,
    darkObjectives: null,
    countsSeats: true,
    // MP-HFS-8/9, the pyramid (OQ-49) and its vulnerable rows (C11).
    options: ['reinforcements', 'pyramid', 'vulnerableRows'],
    // MP-HFS-21, MP-HFS-22.
    reasons: {
      scenario: (side) => (side === 'light'
        ? 'The Dark Side players ran out of cards before they found Luke Skywalker.'
        : 'The Dark Side found Luke Skywalker and killed him.'),
    },
  },
};

export const DEFAULT_MODE = '1v1';

export function modeInfo(mode) {
  return MODES[mode] || MODES[DEFAULT_MODE];
}

// The mode of a view (the engine says it; older views have none: 1v1).
export function modeOf(view) {
  return view && typeof view.mode === 'string' && MODES[view.mode] ? view.mode : DEFAULT_MODE;
}

// Every deck option some mode uses.
export function deckOptions() {
  const out = [];
  for (const m of Object.values(MODES)) for (const s of m.seats) if (s.deck && !out.includes(s.deck)) out.push(s.deck);
  return out;
}

// The options some mode reads and the others do not (MODES[...].options).
export function modeOnlyOptions() {
  const out = [];
  for (const m of Object.values(MODES)) for (const o of m.options || []) if (!out.includes(o)) out.push(o);
  return out;
}

// The side whose decks an option holds ('dark', 'light'), from the modes.
export function deckSide(option) {
  for (const m of Object.values(MODES)) for (const s of m.seats) if (s.deck === option) return s.side;
  return null;
}

export const SIDE_WORDS = { dark: 'Dark Side', light: 'Light Side' };

// The seats of a mode with their names: "Dark Side" alone, "Dark Side #1"
// in a team.
export function seatNames(mode) {
  const seats = modeInfo(mode).seats;
  const count = (side) => seats.filter((s) => s.side === side).length;
  const seen = { dark: 0, light: 0 };
  return seats.map((s) => {
    seen[s.side]++;
    return count(s.side) > 1 ? `${SIDE_WORDS[s.side]} #${seen[s.side]}` : SIDE_WORDS[s.side];
  });
}

// The new-game form's seats for the chosen mode (web/RENDERER.md, seatLayout):
// each seat named, in its side's team, with its deck in its row.
export const seatLayout = {
  shapedBy: ['mode'],
  describe(options) {
    const mode = options && MODES[options.mode] ? options.mode : DEFAULT_MODE;
    const m = MODES[mode];
    const names = seatNames(mode);
    const teams = ['Dark Side', 'Light Side'];
    const used = m.seats.map((s) => s.deck).filter(Boolean);
    return {
      teams: teams.map((t) => `${t} team`),
      seats: m.seats.map((s, i) => ({ label: names[i], team: s.side === 'dark' ? 0 : 1, options: s.deck ? [s.deck] : [], optional: !!s.optional })),
      unused: [...deckOptions().filter((d) => !used.includes(d)), ...modeOnlyOptions().filter((o) => !(m.options || []).includes(o))],
      settings: (count) => (m.countsSeats ? { players: count } : {}),
    };
  },
};
