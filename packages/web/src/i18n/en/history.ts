// English: the finished games of this device on the home page (components/PlayedGames.tsx).

/** English strings: the tallies of the games against bots and each finished game's line. */
export const enHistory = {
  history: {
    title: 'Finished games on this device',
    tally: 'Against bots: {{played}} played, {{won}} won · best score {{best}} LP',
    seatAs: '{{character}} ({{name}})',
    youWon: 'You won with {{lp, number}} LP',
    theyWon: '{{names}} won with {{lp, number}} LP; you had {{mine, number}} LP',
    won: '{{names}} won with {{lp, number}} LP',
    summary: '{{when}} · {{players, number}} players, to {{length, number}} LP · {{rounds, number}} rounds',
    people: '{{names}} at this device',
    online: 'Online, with {{names}}',
    watch: 'Watch',
    older_one: '{{count, number}} older game',
    older_other: '{{count, number}} older games',
    onlineTally: 'Online: {{played}} played, {{won}} won',
    peopleTally: 'Pass and play: {{list}}',
    person: '{{name}} won {{won}} of {{played}}',
    forget: 'Forget these games',
  },
};
