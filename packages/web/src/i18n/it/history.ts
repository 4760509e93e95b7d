// Italian: the finished games of this device on the home page (components/PlayedGames.tsx).
import type { FullTranslation } from '../extra';

/** Italian strings: the tallies of the games against bots and each finished game's line. */
export const itHistory: FullTranslation = {
  history: {
    title: 'Partite finite su questo dispositivo',
    tally: 'Contro i bot: {{played}} giocate, {{won}} vinte · miglior punteggio {{best}} PL',
    seatAs: '{{character}} ({{name}})',
    youWon: 'Hai vinto con {{lp, number}} PL',
    theyWon: 'Ha vinto {{names}} con {{lp, number}} PL; tu avevi {{mine, number}} PL',
    won: 'Ha vinto {{names}} con {{lp, number}} PL',
    summary: '{{when}} · {{players, number}} giocatori, a {{length, number}} PL · {{rounds, number}} round',
    people: '{{names}} a questo dispositivo',
    online: 'Online, con {{names}}',
    watch: 'Guarda',
    older_one: '{{count, number}} partita precedente',
    older_many: '{{count, number}} partite precedenti',
    older_other: '{{count, number}} partite precedenti',
    onlineTally: 'Online: {{played}} giocate, {{won}} vinte',
    peopleTally: 'A turno sul dispositivo: {{list}}',
    person: '{{name}} ne ha vinte {{won}} su {{played}}',
    forget: 'Dimentica queste partite',
  },
};
