// Italian: watching the replay of a finished match.
import type { FullTranslation } from '../extra';

/** Italian strings: the replay screen and its controls. */
export const itReplay: FullTranslation = {
  replay: {
    title: 'Replay della partita',
    controls: 'Comandi del replay',
    first: 'Primo passo',
    prev: 'Passo precedente',
    next: 'Passo successivo',
    last: 'Ultimo passo',
    step: 'Passo {{k, number}} di {{n, number}}',
    slider: 'Passo del replay',
    seenBy: 'Visto da',
    spectator: 'Spettatore (mani nascoste)',
    seatAs: 'Posto {{n, number}}: {{name}}',
    keysHint: 'Le frecce avanzano di un passo',
    loading: 'Caricamento del replay…',
    cannot: 'Impossibile mostrare questo replay.',
    error: '{{message}} ({{code}})',
    deciding: 'Decide {{name}}:',
    watch: 'Guarda il replay',
  },
};
