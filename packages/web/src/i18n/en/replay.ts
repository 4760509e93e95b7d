// English: watching the replay of a finished match.

/** English strings: the replay screen and its controls. */
export const enReplay = {
  replay: {
    title: 'Replay',
    controls: 'Replay controls',
    first: 'First step',
    prev: 'Previous step',
    next: 'Next step',
    last: 'Last step',
    step: 'Step {{k, number}} of {{n, number}}',
    slider: 'Step of the replay',
    seenBy: 'Seen by',
    spectator: 'Spectator (hands hidden)',
    seatAs: 'Seat {{n, number}}: {{name}}',
    keysHint: 'Arrow keys step',
    loading: 'Loading the replay…',
    cannot: 'This replay cannot be shown.',
    error: '{{message}} ({{code}})',
    deciding: '{{name}} decides:',
    watch: 'Watch the replay',
  },
} as const;
