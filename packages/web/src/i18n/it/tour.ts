// Italian: the tour of the game screen (components/Tour.tsx).
import type { FullTranslation } from '../extra';

/** Italian strings of the tour. */
export const itTour: FullTranslation = {
  tour: {
    count: '{{n}} di {{of}}',
    next: 'Avanti',
    back: 'Indietro',
    done: 'Giochiamo',
    skip: 'Salta la guida',
    again: 'Mostrami lo schermo',
    welcome: {
      title: 'Benvenuto nel West',
      text: 'Diventa una leggenda: guadagna Punti Leggenda (PL) estraendo oro, combattendo, giocando a poker, portando il bestiame, completando storie e altro. Quando qualcuno arriva a {{target, number}} PL il round si conclude e ognuno gioca un altro turno; dopo il punteggio finale vince chi ha più PL (R19). Nel tuo turno prendi 20$, carte o entrambi, poi esattamente 3 azioni (R4).',
    },
    board: {
      title: 'Il tabellone',
      text: 'Città, miniere, ranch, covi e la Banca. La tua miniatura ha il tuo colore e la tua forma. Quando ti muovi, gli spazi che puoi raggiungere si illuminano: toccane uno. Trascina per guardarti intorno; con due dita, la rotella o + e − ingrandisci.',
    },
    prompt: {
      title: 'Che cosa chiede il gioco',
      text: 'Una domanda alla volta, che dice sempre chi il gioco sta aspettando. Ogni scelta è un pulsante (funzionano anche i tasti da 1 a 9), con sotto la regola da cui viene. Annulla ritira un errore nel tuo turno.',
    },
    you: {
      title: 'Le tue cose',
      text: 'Denaro, pepite, ferite, oggetti (quelli attivi con la stella), segnalino bestiame, punti Marshal o Ricercato, e l\'abilità Leggendaria del tuo personaggio, che si sblocca a 5 PL (R18.2).',
    },
    hand: {
      title: 'La tua mano',
      text: 'Carte da poker. Valore e seme contano nei combattimenti e a poker; ogni carta ha anche un effetto (Azione, Bonus o Reazione) da giocare quando la domanda lo elenca. Le carte che puoi usare ora sono illuminate.',
    },
    players: {
      title: 'Gli altri giocatori',
      text: 'Ciò che tutto il tavolo vede di loro: PL, denaro, pepite, ferite, carte in mano, oggetti. Sotto, le due storie che tutti corrono a completare.',
    },
    tracks: {
      title: 'Punti Leggenda, Marshal e Ricercato',
      text: 'I PL di tutti e il traguardo. Sotto, il tracciato Marshal per chi difende la legge e quello Ricercato per i fuorilegge: ogni spazio dà la sua ricompensa (R11).',
    },
    tabs: {
      title: 'Le schede',
      text: 'Sul telefono la tua mano, gli altri giocatori e il registro sono in queste schede; la prima contiene il tabellone e la domanda.',
    },
    log: {
      title: 'Che cosa è successo',
      text: 'Ogni passo della partita in frasi semplici, il più recente in alto, ognuno con la sua regola.',
    },
    rules: {
      title: 'Le regole',
      text: 'Tutte le regole in poche parole, a un clic (o al tasto ?). Da lì puoi rifare questa guida.',
    },
  },
};
