// "How to play" for Empire vs Rebellion, in our own words, and the glossary
// behind the dotted terms on the table. Plain data: the game-neutral help
// panel (web/help-panel.js) and glossary (web/glossary.js) render it.

export const GLOSSARY = {
  event: 'The card in the middle that both sides fight over this round. It shows its capacity, target, victory points and influence reward, and sometimes an effect.',
  capacity: 'The most cards each side may have in play during this struggle. At capacity you cannot play another card, neither by the action nor by a power.',
  target: 'The highest total that can still win. Go over it and you cannot win the event, and your strategy card has no effect.',
  total: 'The sum of the values of your cards in play. Exhausted characters count their lower value.',
  influence: 'Tokens (◆) you win from events. Spend one on your turn to ready one of your exhausted cards, so its power can be used again.',
  reserve: 'The characters you did not put in your deck. Some powers and events bring one into play or into your deck, or send one back.',
  balance: 'The balance token shows one side. That side takes the first turn of the struggle and wins ties. After each round it turns to the side with fewer victory points.',
  strategies: 'Each side has five strategy cards. You choose one secretly each round; both are revealed after the struggle and take effect then, unless your total is over the target. A used card comes back only when all five are used.',
  vp: 'Victory points come from the events you win. The first side with 7 or more wins the game.',
  exhausted: 'A card whose power has been used. It still counts for your total (characters count less). Spend influence to ready it.',
  deck: 'Your face-down resource deck. Playing a card always takes the top one; you do not choose it.',
  discard: 'Cards removed from play. When your deck runs out, the discard pile is shuffled into a new deck.',
  pass: 'Do nothing this turn. The struggle ends when both sides pass one after the other.',
};

export const TERM_NAMES = {
  event: 'Event', capacity: 'Capacity', target: 'Target', total: 'Total', influence: 'Influence', reserve: 'Reserve',
  balance: 'Balance token', strategies: 'Strategy cards', vp: 'Victory points', exhausted: 'Exhausted', deck: 'Deck',
  discard: 'Discard pile', pass: 'Pass',
};

export function howToPlay(view) {
  const learning = view && view.variant === 'learning';
  const sections = [
    {
      heading: 'The goal',
      text: [
        'Two sides, the Rebels and the Empire, compete for events: battles, escapes and negotiations from the films. Each round one event is at stake.',
        'To win an event, end the struggle with a higher total than your opponent, without going over the event\'s target. In the full game each won event gives victory points; 7 points win the game.',
      ],
    },
    {
      heading: 'A round',
      list: [
        'Planning: the event is revealed. Each side secretly chooses one strategy card.',
        'Struggle: the sides take turns. On your turn you do exactly one thing: play the top card of your deck, use the power of one of your cards (it becomes exhausted), spend an influence token to ready an exhausted card, or pass. Two passes in a row end the struggle. With no card in play you must play one.',
        'Dominance: the strategy cards are revealed and take effect (not for a side over the target), then the winner takes the event, its victory points and its influence. Everyone reshuffles their cards into a new deck for the next round.',
      ],
    },
    {
      heading: 'Winning an event',
      list: [
        'Only totals at or under the target count. If one side is over, the other wins, even with a lower total.',
        'Both under: the higher total wins; a tie goes to the side on the balance token.',
        'Both over: nobody wins and the event goes back under the event deck.',
      ],
    },
    {
      heading: 'Cards',
      text: [
        'Resource cards have a value (top right) and a power. Military discards an opponent\'s card, Diplomacy discards one of yours, The Force exhausts a card, Recon looks at the top of a deck. Characters (grey frame) have stronger powers and are worth 6, but only 1 once exhausted.',
        'Using powers is how you steer your total towards the target and your opponent\'s over it or down.',
      ],
    },
  ];
  if (learning) {
    sections.push({
      heading: 'The learning game',
      text: ['One struggle for Escape from Tatooine (target 11, capacity 3), with no characters, strategies, influence or victory points. The Rebels start. The guide under the prompt explains each step.'],
    });
  }
  sections.push({
    heading: 'On this page',
    list: [
      'Your options are the buttons next to the table; the highlighted cards can be clicked too. Keys 1–9 pick an option.',
      'Click or long-press a card (or focus it and press Z) to see it enlarged. Dotted words explain themselves when tapped.',
      'Hint asks the computer for a suggestion and says why. Undo takes your last move back.',
    ],
  });
  return {
    title: 'How to play Empire vs Rebellion',
    sections,
    glossary: Object.keys(GLOSSARY).map((k) => ({ term: TERM_NAMES[k], key: k, text: GLOSSARY[k] })),
  };
}
