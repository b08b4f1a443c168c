// The Star Wars: The Card Game (LCG) renderer: everything the page knows
// about the LCG. The game-neutral shell calls these functions (see
// web/RENDERER.md); they read the view and the legal actions only.

import { renderTable } from './table.js';
import { GLOSSARY, howToPlay, TERM_NAMES } from './help.js';
import { helpElement } from '../../help-panel.js';
import { OPTION_LABELS } from './options.js';
import { deckEditor } from './deck-editor.js';
import { actionText, sortActions, verbOf } from './actions.js';
import { PHASE_NAMES, players, seatLabel, sideOf, titleCase } from './words.js';
import { withCards } from './facts.js';

const REASONS = {
  dial: 'The Death Star dial reached 12.',
  objectives: 'Three enemy objectives were destroyed.',
  deck: 'A player had to draw from an empty command deck.',
  card: 'A card\'s effect decided the game.',
  conceded: 'A player conceded.',
};

export function endSummary(view, status, ctx = {}) {
  const winners = (status && Array.isArray(status.winners) && status.winners) || (view.winner >= 0 ? [view.winner] : []);
  const name = (s) => (ctx.seatName ? ctx.seatName(s) : seatLabel(view, s));
  const humans = players(view).map((p) => p.seat).filter((s) => (typeof ctx.isHuman === 'function' ? ctx.isHuman(s) : false));
  let title;
  if (!winners.length) title = 'The game is over: no winner';
  else if (humans.length === 1) title = winners.includes(humans[0]) ? 'You won!' : 'You lost';
  else title = `The ${name(winners[0])} wins!`;
  const dial = Number(view.dial) || 0;
  const lines = players(view).map((p) => {
    const destroyed = Array.isArray(p.victory) ? p.victory.length : 0;
    const dark = p.side === 'dark';
    return {
      seat: p.seat,
      label: name(p.seat),
      cls: `lcg-${p.side}`,
      score: dark ? `dial ${dial} / 12` : `${destroyed} / 3 objectives`,
      winner: winners.includes(p.seat),
      detail: dark ? `destroyed ${destroyed} of 3 Light Side objectives` : `the dial stood at ${dial}`,
    };
  });
  const text = REASONS[view.reason] || '';
  return { title, text, lines };
}

// Notes under the prompt: what the current decision is about, in short.
const NOTES = {
  setup: null,
  pay: 'Click a highlighted card to focus it for resources, or pay automatically.',
  edge: 'Cards in the edge stack count their Force icons (◆). The winner strikes first and uses edge-enabled icons.',
  force: 'Committed units without focus tokens add their Force icons (◆) to the Force struggle.',
};

function promptNotes(view, actions) {
  const kind = view && view.prompt && view.prompt.kind;
  const out = [];
  if (NOTES[kind] && actions.length) out.push({ kind: 'guide', text: NOTES[kind] });
  if (kind === 'setup' && actions.some((a) => verbOf(a) === 'bottom')) {
    out.push({ kind: 'guide', text: 'You drew four objectives: one goes back to the bottom of your objective deck, the other three come into play.' });
  }
  return out;
}

export const lcgRenderer = {
  gameId: 'lcg',

  // The view's cards carry their key and what changed; the printed facts and
  // text come from the card list (./facts.js).
  withCards,

  seatName: seatLabel,
  seatLabel,
  seatPlural: () => false,
  seatClass(view, seat) {
    const s = sideOf(view, seat);
    return s ? `lcg-${s}` : '';
  },
  playerName: seatLabel,

  sortActions,
  actionText(action, view) {
    return actionText(action, view);
  },

  phaseLabel(view) {
    return PHASE_NAMES[view.phase] || titleCase(view.phase || '');
  },

  renderTable,
  endSummary,
  optionLabels: OPTION_LABELS,
  // The page draws the two-player game; the engine's 2v2 mode (four seats) is
  // API-only until the table draws four play areas (issue 16).
  maxPlayers: 2,
  // The deck builder's LCG part (web/shell/deck-builder.js).
  deckEditor,

  help() {
    return helpElement(howToPlay());
  },
  glossary: Object.fromEntries(Object.keys(GLOSSARY).map((k) => [TERM_NAMES[k], GLOSSARY[k]])),

  promptNotes,

  // The engine's log lines, with "Seat 0" said as the side ("Dark Side draws 6.").
  logText(entry, view) {
    const text = entry && typeof entry.text === 'string' ? entry.text : (entry && entry.type) || '';
    return text.replace(/\bSeat (\d+)\b/g, (m, n) => seatLabel(view || {}, Number(n)));
  },
};
