// English: the tour of the game screen (components/Tour.tsx), shown at a device's first game.

/** English strings: each card of the tour (a title and a few sentences) and its buttons. */
export const enTour = {
  tour: {
    count: '{{n}} of {{of}}',
    next: 'Next',
    back: 'Back',
    done: "Let's play",
    skip: 'Skip the tour',
    again: 'Show me around the screen',
    welcome: {
      title: 'Welcome to the West',
      text: 'Become a legend: gain Legend Points (LP) by mining gold, fighting, playing poker, driving cattle, completing stories and more. When someone reaches {{target, number}} LP the round is finished and everyone takes one more turn; after final scoring the most LP wins (R19). On your turn you take $20, cards or both, then exactly 3 actions (R4).',
    },
    board: {
      title: 'The board',
      text: 'Towns, mines, ranches, hideouts and the Bank. Your mini has your colour and shape. When you move, the spaces you can reach glow: click one. Drag to look around; pinch, the mouse wheel or + and − zoom.',
    },
    prompt: {
      title: 'What the game asks',
      text: 'One question at a time, always saying whom the game waits for. Each choice is a button (keys 1 to 9 work too), with the rule it comes from below. Undo takes back a misclick of your own turn.',
    },
    you: {
      title: 'Your things',
      text: 'Your money, gold, wounds, items (the active ones starred), cattle token, Marshal or Wanted points, and your character\'s Legendary ability, which unlocks at 5 LP (R18.2).',
    },
    hand: {
      title: 'Your hand',
      text: 'Poker cards. Rank and suit count in fights and poker; each card also has an effect (ACTION, BONUS or REACTION) you can play when the question lists it. The cards you can use now are lit.',
    },
    players: {
      title: 'The other players',
      text: 'What the whole table can see of them: LP, money, gold, wounds, cards in hand, items. Below them, the two stories everyone races to complete.',
    },
    tracks: {
      title: 'Legend Points, Marshal and Wanted',
      text: 'Everyone\'s LP and the target. Below, the Marshal track for those who uphold the law and the Wanted track for outlaws: each space pays its reward (R11).',
    },
    tabs: {
      title: 'The tabs',
      text: 'On a phone, your hand, the other players and the log are in these tabs; the first holds the board and the question.',
    },
    log: {
      title: 'What happened',
      text: 'Every step of the game in plain sentences, the newest first, each with its rule.',
    },
    rules: {
      title: 'The rules',
      text: 'Every rule in a few words, one click (or the ? key) away. You can take this tour again from there.',
    },
  },
};
