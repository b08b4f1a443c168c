// Labels and help for the TCG's options in the setup form
// (listGames().optionSpecs, docs/api.md "Options"). The engine takes a
// preset's key or a deck code for each side; `choices` offers the two preset
// decks as a list, and `savedDecks` adds the player's legal decks of that
// side from the deck builder (web/RENDERER.md).

export const OPTION_LABELS = {
  dark: {
    label: 'Dark Side deck (Player 1)',
    choices: ['separatists'],
    savedDecks: 'dark',
    values: { separatists: 'Separatists (preset deck)' },
    help: 'Player 1 plays the Dark Side: it acts first in every step and wins ties.',
  },
  light: {
    label: 'Light Side deck (Player 2)',
    choices: ['republic'],
    savedDecks: 'light',
    values: { republic: 'Republic (preset deck)' },
    help: 'Player 2 plays the Light Side: it rolls the die for build points.',
  },
  rules: {
    label: 'Rules',
    values: { 2002: 'The 2002 rulebook', later: 'The later rules' },
    help: 'The later rules draw at the start of each build step instead of the Ready phase, and change some details of building and attacking.',
  },
  maxTurns: {
    label: 'Turn limit',
    help: '0: no limit. Otherwise the game is a draw after that many turns.',
  },
};
