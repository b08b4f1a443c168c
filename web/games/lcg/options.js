// Labels and help for the LCG's options in the setup form
// (listGames().optionSpecs). The engine takes a preset name or a deck code;
// `choices` offers the four preset decks as a list, and `savedDecks` adds the
// player's legal decks of that side from the deck builder (web/RENDERER.md).

export const OPTION_LABELS = {
  dark: {
    label: 'Dark Side deck (Player 1)',
    choices: ['imperial-navy', 'sith'],
    savedDecks: 'dark',
    values: { 'imperial-navy': 'Imperial Navy (preset deck)', sith: 'Sith (preset deck)' },
    help: 'Player 1 plays the Dark Side: it wins when the Death Star dial reaches 12, or by destroying three Light Side objectives.',
  },
  light: {
    label: 'Light Side deck (Player 2)',
    choices: ['jedi', 'rebel-alliance'],
    savedDecks: 'light',
    values: { jedi: 'Jedi (preset deck)', 'rebel-alliance': 'Rebel Alliance (preset deck)' },
    help: 'Player 2 plays the Light Side: it wins by destroying three Dark Side objectives before the dial reaches 12.',
  },
  // The 2v2 team mode and its second decks: not on the page yet (maxPlayers 2).
  mode: { hidden: true },
  dark2: { hidden: true },
  light2: { hidden: true },
  mulligan: {
    label: 'Mulligan',
    help: 'Each player may once shuffle the opening hand back and draw 6 new cards.',
  },
};
