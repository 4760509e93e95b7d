// Italian: the game's statistics under the final scoring.
import type { FullTranslation } from '../extra';

/** Italian strings: where each player's LP came from, and what they did over the game. */
export const itStats: FullTranslation = {
  stats: {
    title: 'Statistiche della partita',
    lpHead: 'PL guadagnati durante la partita, per fonte',
    countsHead: 'Durante la partita',
    loading: 'Calcolo delle statistiche…',
    failed: 'Impossibile calcolare le statistiche: {{reason}}',
    source: {
      gold: 'Oro depositato', fights: 'Scontri', poker: 'Poker', revels: 'Baldorie al Cabaret', stories: 'Storie', cattle: 'Bestiame',
      marshal: 'Tracciato Marshal', wanted: 'Tracciato Ricercato', cards: 'Carte e abilità', other: 'Altro',
    },
    race: 'PL sul tracciato alla fine di ogni round',
    raceRounds: 'Round',
    lpLost: 'PL persi',
    track: 'Sul tracciato PL',
    count: {
      nuggetsMined: 'Oro estratto', fightsWon: 'Scontri vinti', fightsLost: 'Scontri persi',
      banditsDefeated: 'Banditi sconfitti', pokerWon: 'Mani di poker vinte', cattleDelivered: 'Bestiame consegnato',
      storyDiscs: 'Dischi sulle storie', moneyGained: 'Denaro guadagnato',
    },
  },
};
