// Fallback for games without a dedicated renderer: the view JSON, pretty-printed.
// Action buttons and the log are drawn by the shell (web/shell/screen.js) for every game.

import { h } from './dom.js';

export const genericRenderer = {
  id: '*',

  gameId: '*',

  seatName(view, seat) {
    return `Player ${seat + 1}`;
  },

  seatClass() {
    return '';
  },

  playerName(view, seat) {
    return `Player ${seat + 1}`;
  },

  sortActions(actions) {
    return actions;
  },

  actionText(action) {
    return { label: action.label || action.id, detail: '' };
  },

  phaseLabel(view) {
    return view && view.phase ? String(view.phase) : '';
  },

  renderTable(view) {
    const shown = { ...view };
    delete shown.ok;
    return h('section', { class: 'generic-table', testid: 'table', 'aria-label': 'Game state' },
      h('h2', null, 'Game state'),
      h('p', { class: 'hint' }, 'This game has no dedicated table yet; here is the raw view.'),
      h('pre', { class: 'view-json', tabindex: 0 }, JSON.stringify(shown, null, 2)));
  },

  endSummary(view, status) {
    const winners = (status && status.winners) || view.winners || [];
    const score = (status && status.score) || {};
    const seats = Object.keys(score).map(Number).sort((a, b) => a - b);
    const lines = seats.map((seat) => ({
      seat,
      label: `Player ${seat + 1}`,
      cls: '',
      vp: score[seat],
      score: `${score[seat] ?? 0}`,
      winner: winners.includes(seat),
      detail: '',
    }));
    const title = winners.length
      ? `${winners.map((s) => `Player ${s + 1}`).join(' and ')} win${winners.length === 1 ? 's' : ''}!`
      : 'No winner';
    return { title, lines, text: view.result || '' };
  },
};
