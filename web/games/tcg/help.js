// "How to play" for the Star Wars Trading Card Game (Attack of the Clones),
// in our own words after our rules digest, and the glossary behind the
// dotted words on the table (web/help-panel.js and web/glossary.js render it).

export const GLOSSARY = {
  space: 'Space units fight here: in the Space battle, the first of the three battle steps. Bombard lets a Space unit attack a Ground unit instead.',
  ground: 'Ground units fight here, in the Ground battle (the second battle step). Ion Cannon lets a Ground unit attack a Space unit instead.',
  character: 'Characters fight here, in the Character battle, the last battle step of the turn.',
  control: 'You control an arena when you have a unit in it and your opponent has none. At the end of a turn, whoever controls 2 of the 3 arenas wins.',
  force: 'Your Force pool. Each side gains 4 Force every turn; it pays for Battle cards, abilities and bids, and is kept from turn to turn.',
  buildPoints: 'Build points of this turn: the build roll, +1 for having a unit in every arena. Each point puts a build counter on a face-down card. Unspent points are lost at the end of your build step.',
  buildRoll: 'The Light Side rolls one die each turn; both sides get that many build points (+1 with a unit in each arena).',
  build: 'Cards being built lie face down here with their build counters; the opponent sees only the counters. A unit with as many counters as its cost can be deployed. Retreated units wait here face up.',
  setup: 'At the start both sides send units into battle for free, in turns, each staying under a total cost of 30. A last card may start face down with the points left.',
  attack: 'The attacker rolls as many dice as its power. Each 4, 5 or 6 is a hit and deals 1 damage. A unit with damage equal to its health is discarded.',
  bid: 'Both sides have the same unique unit in play: they bid Force for it. Bid + cost (+1 per card under a stack) is the score; the Dark Side wins ties, the loser\'s unit retreats.',
};

export const TERM_NAMES = {
  space: 'Space arena', ground: 'Ground arena', character: 'Character arena', control: 'Arena control', force: 'Force',
  buildPoints: 'Build points', buildRoll: 'Build roll', build: 'Build zone', setup: 'Setup total', attack: 'Attack', bid: 'Bidding',
};

export function howToPlay() {
  return {
    title: 'How to play the Star Wars Trading Card Game',
    sections: [
      {
        heading: 'The goal',
        text: [
          'The Dark Side and the Light Side fight in three arenas: Space, Ground and Character. You control an arena when you have units there and your opponent has none.',
          'At the end of a turn, a side that controls two of the three arenas wins the game.',
        ],
      },
      {
        heading: 'Setting up',
        list: [
          'Each side draws 7 cards. Once, you may put back any Mission and Battle cards and draw as many new ones (the Dark Side decides first).',
          'Then the sides send units from their hands straight into battle, free of charge: the Dark Side one unit, then the Light Side until its total cost is higher, and so on, each up to 30. Each unit sent draws a card.',
          'Instead of the last unit, you may put one card face down in your build zone with the points left to 30 as build counters.',
        ],
      },
      {
        heading: 'A turn',
        list: [
          'Ready: your units untap, you gain 4 Force and draw a card (Dark Side first in every step).',
          'Command: the Light Side rolls a die; both sides get that many build points (one more with a unit in every arena). In your build step, put cards face down in your build zone and spend points on build counters. A unit with as many counters as its cost may be deployed into its arena; a Mission with enough counters is completed. You may over-pay to bluff. Then each side may retreat untapped units to its build zone.',
          'Battle: first the Space battle, then Ground, then Characters. In each, the fastest untapped unit attacks next (the Dark Side wins ties) until every unit of that arena has attacked or declined.',
          'End of turn: two of the three arenas controlled wins.',
        ],
      },
      {
        heading: 'An attack',
        list: [
          'The attacker chooses an enemy unit in the same arena (or declines) and taps. Bombard and Ion Cannon let it attack the other arena.',
          'It rolls as many dice as its power. Each 4, 5 or 6 is a hit: 1 damage. Before the roll, after it (rerolls) and before the damage (prevent, Evade, Deflect), both sides may play Battle cards and abilities, Dark Side first; two passes in a row go on.',
          'Damage counters stay. A unit with as much damage as its health is discarded. Shields lower the attacker\'s power; Critical Hit adds damage when a die shows a natural six.',
        ],
      },
      {
        heading: 'Unique units and stacks',
        list: [
          'A unit with a version letter (A, B, C…) is unique: one of each person in play. Another version of the same person can be stacked on it or under it: each card under adds +10 speed, +1 power and +1 health.',
          'If both sides have the same unique unit in play, they bid Force for it when the Battle phase begins; the loser\'s unit retreats.',
        ],
      },
      {
        heading: 'On this page',
        list: [
          'Your options are the buttons next to the table; highlighted cards can be clicked too, and the small buttons under a card are its other options (how many build counters, for example). Keys 1–9 pick an option.',
          'Click or long-press a card (or focus it and press Z) to read it enlarged. On a card: S speed, P power, H health, D damage counters, B build counters. Dotted words explain themselves when tapped.',
          'The dice of the attack in progress are shown above the arenas; hits (4–6) are marked.',
          'Decks: choose each side\'s deck in the new-game form (the two preset decks or your own), or build one with "Build or import a deck…" (LackeyCCG .dek files and deck codes import and export).',
        ],
      },
    ],
    glossary: Object.keys(GLOSSARY).map((k) => ({ term: TERM_NAMES[k], key: k, text: GLOSSARY[k] })),
  };
}
