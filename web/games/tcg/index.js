// The Star Wars Trading Card Game (TCG, Attack of the Clones) renderer:
// everything the page knows about the TCG. The game-neutral shell calls
// these functions (see web/RENDERER.md); they read the view, the legal
// actions and the card list only.

import { renderTable } from './table.js';
import { GLOSSARY, howToPlay, TERM_NAMES } from './help.js';
import { helpElement } from '../../help-panel.js';
import { OPTION_LABELS } from './options.js';
import { deckEditor } from './deck-editor.js';
import { actionText, sortActions, verbOf } from './actions.js';
import { ARENAS, arenaUnits, controllerOf, PHASE_NAMES, players, seatLabel, sideOf, STEP_NAMES, titleCase } from './words.js';
import { withCards } from './facts.js';

export function endSummary(view, status, ctx = {}) {
  const winners = (status && Array.isArray(status.winners) && status.winners) || (view.winner >= 0 ? [view.winner] : []);
  const name = (s) => (ctx.seatName ? ctx.seatName(s) : seatLabel(view, s));
  const humans = players(view).map((p) => p.seat).filter((s) => (typeof ctx.isHuman === 'function' ? ctx.isHuman(s) : false));
  let title;
  if (!winners.length) title = 'The game is over: a draw';
  else if (humans.length === 1) title = winners.includes(humans[0]) ? 'You won!' : 'You lost';
  else title = `The ${name(winners[0])} wins!`;
  const held = (seat) => ARENAS.filter((a) => controllerOf(view, a) === seat);
  const lines = players(view).map((p) => {
    const mine = held(p.seat);
    return {
      seat: p.seat,
      label: name(p.seat),
      cls: `tcg-${p.side}`,
      score: `${mine.length} / 3 arenas`,
      winner: winners.includes(p.seat),
      detail: mine.length ? `controls ${mine.join(', ')} · ${ARENAS.map((a) => `${arenaUnits(p, a).length} ${a}`).join(', ')} units` : 'controls no arena',
    };
  });
  const text = winners.length
    ? `At the end of turn ${view.turn}, the ${seatLabel(view, winners[0])} controlled two or more of the three arenas.`
    : 'The turn limit was reached with no side holding two arenas.';
  return { title, text, lines };
}

// Notes under the prompt: what the current decision is about, in short.
function promptNotes(view, actions) {
  const kind = view && view.prompt && view.prompt.kind;
  const out = [];
  const verbs = new Set((actions || []).map(verbOf));
  if (kind === 'build' && (verbs.has('start') || verbs.has('add'))) {
    out.push({ kind: 'guide', text: 'Click a card in your hand to build it face down with as many counters as its cost; the small buttons under it choose another number. Ready cards deploy with a click.' });
  }
  if (kind === 'setup' && verbs.has('send')) {
    out.push({ kind: 'guide', text: 'Units go into battle for free during setup, up to a total cost of 30. The side with the lower total sends the next unit.' });
  }
  if (kind === 'window' && verbs.size === 1 && verbs.has('pass')) {
    out.push({ kind: 'guide', text: 'Nothing of yours can be played now: pass to go on.' });
  }
  return out;
}

export const tcgRenderer = {
  gameId: 'tcg',

  // The view's cards carry our text and current figures; subtype, keywords
  // and printed figures come from the card list (./facts.js).
  withCards,

  seatName: seatLabel,
  seatLabel,
  seatPlural: () => false,
  seatClass(view, seat) {
    const s = sideOf(view, seat);
    return s ? `tcg-${s}` : '';
  },
  playerName: seatLabel,

  sortActions,
  actionText(action, view) {
    return actionText(action, view);
  },

  phaseLabel(view) {
    const phase = PHASE_NAMES[view.phase] || titleCase(view.phase || '');
    if (view.phase === 'battle' && view.arena) return `${phase}: ${view.arena} battle`;
    const step = STEP_NAMES[view.step];
    return step && view.phase !== 'setup' ? `${phase}: ${step}` : phase;
  },

  renderTable,
  endSummary,
  optionLabels: OPTION_LABELS,
  // The deck builder's TCG part (web/shell/deck-builder.js).
  deckEditor,

  help() {
    return helpElement(howToPlay());
  },
  glossary: Object.fromEntries(Object.keys(GLOSSARY).map((k) => [TERM_NAMES[k], GLOSSARY[k]])),

  promptNotes,
};
