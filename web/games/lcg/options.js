// Labels and help for the LCG's options in the setup form
// (listGames().optionSpecs). The engine takes a preset name or a deck code;
// `choices` offers the preset decks as a list, and `savedDecks` adds the
// player's legal decks of that side from the deck builder (web/RENDERER.md).
// The mode decides the seats (./modes.js, seatLayout): each deck option is
// shown in its seat's row, labelled "Deck".

import { MODES } from './modes.js';

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
  dark: { label: 'Dark Side deck', seatLabel: 'Deck', ...DARK_DECKS },
  dark2: { label: 'Dark Side #2 deck', seatLabel: 'Deck', ...DARK_DECKS },
  light: { label: 'Light Side deck', seatLabel: 'Deck', ...LIGHT_DECKS },
  light2: { label: 'Light Side #2 deck', seatLabel: 'Deck', ...LIGHT_DECKS },
  mulligan: {
    label: 'Mulligan',
    help: 'Each player may once shuffle the opening hand back and draw 6 new cards.',
  },
};
