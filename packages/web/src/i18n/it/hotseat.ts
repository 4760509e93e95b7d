// Italian: pass and play, several people sharing one device.
import type { FullTranslation } from '../extra';

/** Italian strings: the people at this device, and the screen that hands the device over. */
export const itHotseat: FullTranslation = {
  hotseat: {
    start: 'Inizia la partita',
    yourTurn: '{{name}}, il tuo turno',
    people: 'Persone a questo dispositivo',
    justMe: 'Solo io',
    nameOf: 'Nome della persona {{n}}',
    defaultName: 'Giocatore {{n, number}}',
    hint_one: '{{n, number}} persone si passano questo dispositivo, contro un bot.',
    hint_many: '{{n, number}} persone si passano questo dispositivo, contro {{count, number}} bot.',
    hint_other: '{{n, number}} persone si passano questo dispositivo, contro {{count, number}} bot.',
    hintAll: '{{n, number}} persone si passano questo dispositivo, nessun bot.',
    passTo: 'Passa il dispositivo a {{name}}',
    asked: 'Decide {{name}}: {{what}}',
    private: 'Ora guardi solo {{name}}: la prossima schermata mostra le sue carte.',
    reveal: 'Sono {{name}}: mostra le mie carte',
    resume: '{{names}} a questo dispositivo · {{players, number}} giocatori, a {{length, number}} PL · round {{round, number}}',
  },
};
