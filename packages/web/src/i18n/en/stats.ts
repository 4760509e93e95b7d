// English: the game's statistics under the final scoring.

/** English strings: where each player's LP came from, and what they did over the game. */
export const enStats = {
  stats: {
    title: 'Game statistics',
    lpHead: 'LP gained during the game, by source',
    countsHead: 'Over the game',
    loading: 'Working out the statistics…',
    failed: 'The statistics could not be worked out: {{reason}}',
    source: {
      gold: 'Gold deposited', fights: 'Fights', poker: 'Poker', revels: 'Cabaret revels', stories: 'Stories', cattle: 'Cattle',
      marshal: 'Marshal track', wanted: 'Wanted track', cards: 'Cards and abilities', other: 'Other',
    },
    race: 'LP on the track at the end of each round',
    raceRounds: 'Rounds',
    lpLost: 'LP lost',
    track: 'On the LP track',
    count: {
      nuggetsMined: 'Gold mined', fightsWon: 'Fights won', fightsLost: 'Fights lost',
      banditsDefeated: 'Bandits defeated', pokerWon: 'Poker hands won', cattleDelivered: 'Cattle delivered',
      storyDiscs: 'Discs on stories', moneyGained: 'Money earned',
    },
  },
};
