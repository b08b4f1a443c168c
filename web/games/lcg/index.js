// The Star Wars: The Card Game (LCG) renderer: everything the page knows
// about the LCG. The game-neutral shell calls these functions (see
// web/RENDERER.md); they read the view and the legal actions only.

import { renderTable } from './table.js';
import { GLOSSARY, howToPlay, TERM_NAMES } from './help.js';
import { helpElement } from '../../help-panel.js';
import { OPTION_LABELS } from './options.js';
import { deckEditor } from './deck-editor.js';
import { actionText, sortActions, verbOf } from './actions.js';
import {
  PHASE_NAMES, players, plural, seatLabel, sideName, sideOf, sidePlayers, teamSize, titleCase,
} from './words.js';
import { modeInfo, modeOf, seatLayout } from './modes.js';
import { withCards } from './facts.js';

// Why the game ended, in the words of the mode's targets.
function reasonText(view, mode) {
  const team = teamSize(view, 'light') > 1;
  const own = mode.reasons && mode.reasons[view.reason];
  if (typeof own === 'string') return own;
  if (typeof own === 'function') return own(view.winner >= 0 ? sideOf(view, view.winner) : '');
  switch (view.reason) {
    case 'dial': return `The Death Star dial reached ${mode.dial || 12}.`;
    case 'objectives': {
      const winners = view.winner >= 0 ? sideOf(view, view.winner) : '';
      const n = winners === 'dark' ? mode.darkObjectives : mode.lightObjectives;
      return `${n ? WORD_NUMBERS[n] || n : 'Enough'} enemy objectives were destroyed${team ? ' (the team\'s victory piles together)' : ''}.`;
    }
    case 'deck': return 'A player had to draw from an empty command deck.';
    case 'card': return 'A card\'s effect decided the game.';
    case 'conceded': return 'A player conceded.';
    case 'turns': return 'The game reached its 300th turn without a victory: it ends with no winner.';
    default: return '';
  }
}

const WORD_NUMBERS = { 3: 'Three', 5: 'Five' };

export function endSummary(view, status, ctx = {}) {
  const mode = modeInfo(modeOf(view));
  const winners = (status && Array.isArray(status.winners) && status.winners) || (view.winner >= 0 ? [view.winner] : []);
  const name = (s) => (ctx.seatName ? ctx.seatName(s) : seatLabel(view, s));
  const humans = players(view).map((p) => p.seat).filter((s) => (typeof ctx.isHuman === 'function' ? ctx.isHuman(s) : false));
  const winSide = winners.length ? sideOf(view, winners[0]) : '';
  let title;
  if (!winners.length) title = 'The game is over: no winner';
  else if (humans.length === 1) title = winners.includes(humans[0]) ? 'You won!' : 'You lost';
  else if (humans.length > 1 && humans.every((s) => winners.includes(s))) title = 'You won!';
  else if (humans.length > 1 && humans.every((s) => !winners.includes(s))) title = 'You lost';
  else if (teamSize(view, winSide) > 1) title = `The ${sideName(winSide)} team wins!`;
  else title = `The ${name(winners[0])} wins!`;
  const dial = Number(view.dial) || 0;
  const teamLight = teamSize(view, 'light') > 1;
  const lightTotal = sidePlayers(view, 'light').reduce((n, p) => n + (Array.isArray(p.victory) ? p.victory.length : 0), 0);
  const lines = players(view).map((p) => {
    const destroyed = Array.isArray(p.victory) ? p.victory.length : 0;
    const dark = p.side === 'dark';
    let score;
    let detail;
    if (dark) {
      score = mode.dial && mode.dialWins ? `dial ${dial} / ${mode.dial}` : `${destroyed} destroyed`;
      detail = mode.darkObjectives
        ? `destroyed ${destroyed} of ${mode.darkObjectives} Light Side objectives`
        : `${plural(destroyed, 'Light Side objective')} in its victory pile`;
    } else if (mode.lightObjectives) {
      score = teamLight ? `${lightTotal} / ${mode.lightObjectives} objectives (team)` : `${destroyed} / ${mode.lightObjectives} objectives`;
      detail = teamLight ? `${plural(destroyed, 'Dark Side objective')} in its victory pile; the dial stood at ${dial}` : `the dial stood at ${dial}`;
    } else {
      score = `${destroyed} destroyed`;
      detail = `${plural(destroyed, 'Dark Side objective')} in its victory pile`;
    }
    return { seat: p.seat, label: name(p.seat), cls: `lcg-${p.side}`, score, winner: winners.includes(p.seat), detail };
  });
  return { title, text: reasonText(view, mode), lines };
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
  // Teammates: the players of a side (the shell's header joins them with "&").
  teamOf: (view, seat) => sideOf(view, seat),
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
  // The seats follow the option "mode" (./modes.js): 2 seats, or 4 in two teams.
  seatLayout,
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
