// English: choosing characters for an offline game (components/OfflineModes.tsx, R3.2).

/** English strings: characters dealt or chosen, and each person's pick. */
export const enChoose = {
  modes: {
    characters: 'Characters',
    dealt: 'Dealt: 2 each, keep 1',
    dealtBeginner: 'Dealt: 1 each',
    chosen: 'Chosen',
    chosenSummary: 'characters chosen',
    yourCharacter: 'Your character',
    characterOf: "{{name}}'s character",
    randomCharacter: 'At random',
    botsRandom: 'The bots get characters at random from those left.',
  },
};
