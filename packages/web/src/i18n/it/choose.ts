// Italian: choosing characters for an offline game (components/OfflineModes.tsx, R3.2).
import type { FullTranslation } from '../extra';

/** Italian strings: characters dealt or chosen, and each person's pick. */
export const itChoose: FullTranslation = {
  modes: {
    characters: 'Personaggi',
    dealt: 'Distribuiti: 2 a testa, se ne tiene 1',
    dealtBeginner: 'Distribuiti: 1 a testa',
    chosen: 'Scelti',
    chosenSummary: 'personaggi scelti',
    yourCharacter: 'Il tuo personaggio',
    characterOf: 'Personaggio di {{name}}',
    randomCharacter: 'A caso',
    botsRandom: 'I bot ricevono a caso i personaggi rimasti.',
  },
};
