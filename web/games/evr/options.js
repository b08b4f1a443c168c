// Labels and help for the Empire vs Rebellion options of the setup form
// (listGames().optionSpecs). Unknown values fall back to the raw value.

export const OPTION_LABELS = {
  variant: {
    label: 'Game',
    values: { full: 'Full game (first to 7 victory points)', learning: 'Learning game (one struggle, no extras)' },
    help: 'New to the game? Start with the learning game: one event, no characters, strategies or influence, with step-by-step hints.',
  },
  rebelSeat: {
    label: 'Sides',
    // The setup form passes the names of the chosen players (seatLabel(seat)).
    values: (value, seatLabel) => (Number(value) === -1
      ? 'Decided at random'
      : `${seatLabel(Number(value))} plays the Rebels, ${seatLabel(1 - Number(value))} the Empire`),
    help: 'Who plays the Rebels; the other player plays the Empire.',
  },
  characters: {
    label: 'Characters',
    values: { choose: 'Each player chooses 4 of 8', random: 'Dealt at random' },
    help: 'Each side shuffles 4 of its 8 characters into its deck; the other 4 wait in the reserve.',
  },
};
