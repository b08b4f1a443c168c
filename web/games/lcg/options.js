// Labels and help for the LCG's options in the setup form
// (listGames().optionSpecs). The engine takes a preset name or a deck code;
// `choices` offers the preset decks as a list, and `savedDecks` adds the
// player's legal decks of that side from the deck builder (web/RENDERER.md).
// The mode decides the seats (./modes.js, seatLayout): each deck option is
// shown in its seat's row, labelled "Deck".

import { MODES, deckOptions, deckSide } from './modes.js';

const DARK_DECKS = {
  choices: ['imperial-navy', 'sith'],
  savedDecks: 'dark',
  values: { 'imperial-navy': 'Imperial Navy (preset deck)', sith: 'Sith (preset deck)' },
};
const LIGHT_DECKS = {
  choices: ['jedi', 'rebel-alliance'],
  savedDecks: 'light',
  values: { jedi: 'Jedi (preset deck)', 'rebel-alliance': 'Rebel Alliance (preset deck)' },
};

export const OPTION_LABELS = {
  mode: {
    label: 'Game mode',
    values: Object.fromEntries(Object.entries(MODES).map(([k, m]) => [k, m.label])),
    help: '2 against 2 (Balance of the Force): two teams; each player engages the opponent across the table. '
      + 'The Dark Side team wins at 16 on the Death Star dial, the Light Side team by destroying five Dark Side objectives.',
  },
  // Every deck option of every mode (dark, dark2, light, light2, ...): shown in its seat's row.
  ...Object.fromEntries(deckOptions().map((name) => [name, {
    label: `${deckSide(name) === 'dark' ? 'Dark' : 'Light'} Side deck`, seatLabel: 'Deck', ...(deckSide(name) === 'dark' ? DARK_DECKS : LIGHT_DECKS),
  }])),
  mulligan: {
    label: 'Mulligan',
    help: 'Each player may once shuffle the opening hand back and draw 6 new cards.',
  },
};
