// English: pass and play, several people sharing one device (state/offline.ts `names`).

/** English strings: the people at this device, and the screen that hands the device over. */
export const enHotseat = {
  hotseat: {
    start: 'Start the game',
    yourTurn: '{{name}}, your turn',
    people: 'People at this device',
    justMe: 'Just me',
    nameOf: 'Name of person {{n}}',
    defaultName: 'Player {{n, number}}',
    hint_one: '{{n, number}} people pass this device round, against a bot.',
    hint_other: '{{n, number}} people pass this device round, against {{count, number}} bots.',
    hintAll: '{{n, number}} people pass this device round, no bots.',
    passTo: 'Pass the device to {{name}}',
    asked: '{{name}} decides: {{what}}',
    private: 'Only {{name}} should look now: the next screen shows their cards.',
    reveal: "I'm {{name}}: show my cards",
    resume: '{{names}} at this device · {{players, number}} players, to {{length, number}} LP · round {{round, number}}',
  },
};
