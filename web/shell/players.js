// Who plays which seat, and how the page names them. No game knowledge.

export const BOT_LEVELS = [
  { kind: 'random', label: 'easy', long: 'Easy (random)' },
  { kind: 'heuristic', label: 'normal', long: 'Normal (heuristic)' },
  { kind: 'search', label: 'hard', long: 'Hard (search)' },
];

export function botLevelLabel(kind) {
  const l = BOT_LEVELS.find((x) => x.kind === kind);
  return l ? l.label : 'normal';
}

// A session config from anything stored (also the older {mode, humanSeat,
// botKind} form of the autosave), for a game with `count` seats.
export function normalizeConfig(config, count = 2) {
  const c = { ...(config || {}) };
  if (!Array.isArray(c.seats) || !c.seats.length) {
    const n = Math.max(2, count);
    if (c.mode === 'hotseat') c.seats = Array.from({ length: n }, () => ({ human: true, name: '' }));
    else {
      const you = Number.isInteger(c.humanSeat) ? c.humanSeat : 0;
      const bot = BOT_LEVELS.some((l) => l.kind === c.botKind) ? c.botKind : 'heuristic';
      c.seats = Array.from({ length: n }, (_, s) => (s === you ? { human: true, name: '' } : { human: false, bot }));
    }
  }
  c.seats = c.seats.map((s) => (s && s.human === false
    ? { human: false, bot: BOT_LEVELS.some((l) => l.kind === s.bot) ? s.bot : 'heuristic' }
    : { human: true, name: s && typeof s.name === 'string' ? s.name.slice(0, 24) : '' }));
  if (!['secret', 'always', 'never'].includes(c.privacy)) c.privacy = 'secret';
  if (!Number.isFinite(c.botDelay)) c.botDelay = 700;
  delete c.mode;
  delete c.humanSeat;
  delete c.botKind;
  return c;
}

export const humanSeats = (config) => config.seats.map((s, i) => (s.human ? i : -1)).filter((i) => i >= 0);
export const botSeats = (config) => config.seats.map((s, i) => (s.human ? -1 : i)).filter((i) => i >= 0);
export const isHuman = (config, seat) => !!(config.seats[seat] && config.seats[seat].human);

// The player's name for sentences: 'You' when one person plays against the
// computer, the entered name, 'Player 2', or 'the computer'.
export function playerName(config, seat) {
  const s = config.seats[seat];
  if (!s) return `Player ${seat + 1}`;
  if (s.human) {
    if (s.name) return s.name;
    return humanSeats(config).length === 1 ? 'You' : `Player ${seat + 1}`;
  }
  const bots = botSeats(config);
  if (bots.length === 1) return 'the computer';
  return `computer ${bots.indexOf(seat) + 1}`;
}

export function seatsForRenderer(config) {
  return config.seats.map((s, seat) => ({
    seat,
    human: s.human,
    name: playerName(config, seat),
    bot: s.human ? null : s.bot,
  }));
}

// Log text names players by number ("Player 2", seat 1): the page says who
// they are ("You", "Ben", "the computer").
export function namePlayersIn(text, config) {
  return String(text).replace(/\bPlayer ([1-9])\b/g, (m, n) => {
    const seat = Number(n) - 1;
    return config && Array.isArray(config.seats) && seat < config.seats.length ? playerName(config, seat) : m;
  });
}
