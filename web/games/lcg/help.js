// "How to play" for Star Wars: The Card Game, in our own words, and the
// glossary behind the dotted words on the table (web/help-panel.js and
// web/glossary.js render it).

export const GLOSSARY = {
  dial: 'The Death Star dial. It moves up 1 at the start of each Dark Side turn (2 while the Balance of the Force shows the Dark Side), and more when the Dark Side destroys a Light Side objective. At 12 the Dark Side wins.',
  balance: 'The Balance of the Force token shows the side that won the last Force struggle. On the Dark Side: the dial moves 2 instead of 1. On the Light Side: the Light Side may deal 1 damage to a Dark Side objective at the start of its turn.',
  objective: 'Each player has three objectives in play. They give resources; enough damage destroys one and it goes to the enemy\'s victory pile. Three destroyed objectives win the game.',
  capacity: 'Damage capacity: a card with this much damage is destroyed.',
  resources: 'Focus a ready card (objective, affiliation, some units) to pay for cards: it gives its resources. One card used to pay must match the card\'s affiliation.',
  focus: 'A focus token shows a card has been used (to pay, strike, or by a tactics icon). A card with focus is not ready. One token comes off each of your cards when your turn begins.',
  shield: 'A shield stops 1 damage to the card. Shields are removed at the start of its controller\'s turn.',
  force: 'Each side commits units to the Force (at most 3). In the Force phase, committed units without focus tokens add their Force icons; the higher total turns the Balance of the Force.',
  edge: 'Before strikes, both players place cards face down in turn; then they are revealed. The Force icons on them decide the edge battle (ties go to the defender). Edge-enabled combat icons count only for the winner.',
  icons: 'Combat icons: unit damage (UD) damages an enemy unit, blast damage (BD) the engaged objective, tactics (T) puts focus tokens on enemy units. In brackets: edge-enabled icons, only for the side that won the edge battle.',
  reserve: 'Your reserve value: you draw up to this many cards in your draw phase.',
  victory: 'Destroyed enemy objectives. Three win the game.',
  engagement: 'An attack on one enemy objective: attackers and defenders are declared, the edge battle is fought, then the units strike in turn. An attack nobody defends deals 1 more damage.',
  commonReserve: 'Two against two: at the end of its draw a player may put one card from hand here, face down. It counts toward its owner\'s hand when drawing; the owner and the teammate may play it as if from their hand. The other team sees only how many cards lie there.',
  support: 'Two against two: after declaring an attacker or a defender, a player may ask the teammate for one ready unit. If the teammate agrees, the unit joins the engagement under the player\'s control (marked "Lent by …") until the engagement ends.',
};

export const TERM_NAMES = {
  dial: 'Death Star dial', balance: 'Balance of the Force', objective: 'Objective', capacity: 'Damage capacity',
  resources: 'Resources', focus: 'Focus', shield: 'Shield', force: 'Force', edge: 'Edge battle',
  icons: 'Combat icons', reserve: 'Reserve', victory: 'Victory pile', engagement: 'Engagement',
  commonReserve: 'Common reserve', support: 'Supporting unit',
};

export function howToPlay() {
  return {
    title: 'How to play Star Wars: The Card Game',
    sections: [
      {
        heading: 'The goal',
        text: [
          'The Dark Side (Player 1) and the Light Side (Player 2) each have three objectives in play. Destroy three enemy objectives to win.',
          'The Dark Side also wins when the Death Star dial reaches 12. The dial moves every Dark Side turn, so the Light Side must attack quickly.',
        ],
      },
      {
        heading: 'A turn',
        list: [
          'Balance: the dial moves (Dark Side), or the Light Side may damage a Dark Side objective if the Balance of the Force shows the Light Side.',
          'Refresh: one focus token comes off each of your cards; missing objectives are replaced.',
          'Draw: draw up to your reserve value (you may discard one card first).',
          'Deployment: play units and enhancements. Pay their cost by focusing resource cards (objectives, your affiliation card, some units).',
          'Conflict: engage enemy objectives one at a time with your ready units (see below).',
          'Force: commit units to the Force. The side with more Force icons on its committed, unfocused units turns the Balance of the Force.',
        ],
      },
      {
        heading: 'An engagement',
        list: [
          'Choose attackers among your ready units; the defender chooses defenders. Attacking or defending puts a focus token on the unit.',
          'Edge battle: both place cards face down in turn, then reveal them. More Force icons wins (ties: the defender). The winner strikes first and uses edge-enabled icons.',
          'Each unit strikes once: unit damage hits an enemy unit, blast damage the objective, tactics place focus tokens.',
          'If the attackers are left alone (no defender left), they may deal 1 more damage to the objective.',
        ],
      },
      {
        heading: 'Two against two',
        list: [
          'Four players: Dark Side #1 and #2 against Light Side #1 and #2. Each player engages only the opponent sitting across (Dark Side #1 faces Light Side #2, Dark Side #2 faces Light Side #1).',
          'A team takes its turn together: in each phase player #1 acts first, then player #2 (the table marks the active player). The team shares three Force cards and sees both hands.',
          'The Dark Side team wins when the dial reaches 16; the Light Side team when it has destroyed five Dark Side objectives in all. Running out of cards does not lose.',
          'Common reserve: one face-down card per player that the player or the teammate may play. Supporting units: ask your teammate to lend a ready unit for an engagement.',
        ],
      },
      {
        heading: 'On this page',
        list: [
          'Your options are the buttons next to the table; highlighted cards can be clicked too. Keys 1–9 pick an option.',
          'Click or long-press a card (or focus it and press Z) to read it enlarged. Dotted words explain themselves when tapped.',
          'Tokens on a card: Damage (D), Focus (F), Shield (S). "Force" marks a unit committed to the Force.',
        ],
      },
    ],
    glossary: Object.keys(GLOSSARY).map((k) => ({ term: TERM_NAMES[k], key: k, text: GLOSSARY[k] })),
  };
}
