// The Empire vs Rebellion renderer: everything the page knows about EvR.
// The game-neutral shell calls these functions (see web/RENDERER.md); they
// read the view and the legal actions only (docs/api.md).

import { renderTable } from './table.js';
import { endSummary } from './result.js';
import { GLOSSARY, howToPlay, TERM_NAMES } from './help.js';
import { helpElement } from '../../help-panel.js';
import { explainAction, promptNotes } from './coach.js';
import { OPTION_LABELS } from './options.js';
import { PHASE_NAMES, playerName, seatFaction, seatLabel, titleCase } from './words.js';

const ACTION_ORDER = { play: 0, force: 1, influence: 2, yes: 3, no: 4, done: 5, pass: 6 };

function cardDetail(c) {
  if (!c || typeof c !== 'object') return '';
  const bits = [];
  if (typeof c.value === 'number') {
    const now = typeof c.current === 'number' ? c.current : c.value;
    bits.push(c.character && c.exhaustedValue !== c.value ? `value ${now} (${c.exhaustedValue} when exhausted)` : `value ${now}`);
  }
  if (c.power) bits.push(c.power);
  return bits.join(' · ');
}

export const evrRenderer = {
  gameId: 'evr',

  seatName: seatLabel,
  seatLabel,

  // "The Rebels are thinking" / "The Empire is thinking".
  seatPlural(view, seat) {
    return seatFaction(view, seat) === 'rebel';
  },

  seatClass(view, seat) {
    return seatFaction(view, seat) || '';
  },

  playerName,

  // The usual struggle moves first, pass last.
  sortActions(actions) {
    return actions
      .map((a, i) => ({ a, i, r: ACTION_ORDER[a.kind] ?? 3 }))
      .sort((x, y) => x.r - y.r || x.i - y.i)
      .map((x) => x.a);
  },

  // Button label (the engine's) and a detail line (card value and power, event numbers).
  actionText(action) {
    const label = action.label || titleCase(action.id || '');
    if (action.kind === 'pick-event' && action.event && typeof action.event === 'object') {
      const e = action.event;
      return { label, detail: `capacity ${e.capacity}, target ${e.target}, ${e.vp} VP${e.effect ? ' · ' + e.effect : ''}` };
    }
    return { label, detail: cardDetail(action.card) };
  },

  phaseLabel(view) {
    return PHASE_NAMES[view.phase] || titleCase(view.phase || '');
  },

  renderTable,

  // {title, lines, text, reasons}; ctx.you = the seat of the only person playing, if any.
  endSummary,

  // Setup form: player-facing option names, value labels and help.
  optionLabels: OPTION_LABELS,

  // "How to play": an Element (web/help-panel.js shows it in a dialog).
  help(view) {
    return helpElement(howToPlay(view));
  },

  // {term: explanation}: the dotted words on the table.
  glossary: Object.fromEntries(Object.keys(GLOSSARY).map((k) => [TERM_NAMES[k], GLOSSARY[k]])),

  // Why Hint suggests `action` (one of the legal actions), in words.
  explainHint(action, view) {
    return explainAction(view, action);
  },

  // Notes under the prompt: [{kind: 'why'|'guide', text}].
  promptNotes,
  // No logText: the engine's log lines read right as they are (RENDERER.md).
};
