// Italian. UI chrome, prompts, stats and scoring are translated; card effects, spaces and log
// sentences still fall back to English.
import type { Translation } from './en';

export const it: Translation = {
  app: { title: 'Western Legends', tagline: 'Edizione digitale del gioco da tavolo del Far West. Cavalca, sfida a duello, cerca l\'oro, gioca a poker e diventa una leggenda.', language: 'Lingua', skip: 'Vai alla domanda' },
  home: {
    playNow: 'Gioca subito contro i bot', playNowHint: 'Tu contro 3 bot, su questo dispositivo. Nessun account, nessun server.',
    botLevel: 'Livello dei bot', length: 'Durata', lengthValue: '{{lp}} PL', speed: 'Velocità dei bot', speedNormal: 'Da guardare', speedFast: 'Istantanea',
    online: 'I tavoli online (crea, invita, unisciti) arrivano con il server.', loading: 'Si distribuiscono le carte…',
  },
  bot: { random: 'Facile (casuale)', heuristic: 'Normale (euristico)' },
  game: {
    you: 'Tu', yourTurn: 'Tocca a te decidere', yourTurnNow: 'Il tuo turno', promptTab: 'Tavolo', autoPass: 'Passa da solo quando non ho reazioni giocabili', confirmTitle: 'Coperta, segreta fino alla rivelazione', confirm: 'Conferma', cancel: 'Scegli un\'altra', waitingFor: 'In attesa di {{name}}…', round: 'Round {{n}}', turnOf: 'Turno di {{name}}', actionsLeft: 'Azioni rimaste: {{n}}',
    rule: 'Regola {{id}}', refused: 'Non consentito: {{message}} ({{rule}})', newGame: 'Nuova partita', home: 'Esci',
    endTriggered: 'La fine è innescata: si finisce il round, poi il punteggio.', board: 'Tabellone di Western Legends', players: 'Giocatori', hand: 'La tua mano', log: 'Registro',
    emptyHand: 'Nessuna carta', orClickBoard: 'Oppure clicca uno spazio evidenziato sul tabellone.', moveTo: 'Muovi verso…', stories: 'Storie', story: 'Storia {{id}}',
    discs: 'Dischi: {{who}}', none: 'nessuno', sheriff: 'Sceriffo', bandit: 'Bandito', hideout: 'Covo {{letter}}', fight: 'Scontro', poker: 'Poker', flop: 'Carte comuni',
    yourChosen: 'Le tue carte scelte', drawn: 'Carte scontro pescate',
  },
  stat: {
    money: 'Denaro', nuggets: 'Oro', wounds: 'Ferite', lp: 'PL', marshal: 'Marshal', wanted: 'Ricercato', hand: 'Carte', items: 'Oggetti', cattle: 'Bestiame', legendary: 'Leggendario',
    moneyValue: '${{n}}', nuggetsValue: '{{n}} oro', woundsValue: '{{n}} ferite su 3', lpValue: '{{n}} PL', handValue_one: '{{count}} carta', handValue_other: '{{count}} carte', active: 'attivo', upgraded: 'potenziato', ownCattle: 'il tuo segnalino: {{id}}',
  },
  prompt: {
    generic: 'Scegli', keepCharacter: 'Scegli il personaggio da tenere', chooseStartSpace: 'Scegli lo spazio di partenza', startBenefit: 'Inizio turno: prendi un beneficio',
    chooseActive: 'Scegli arma e cavalcatura attive', action: 'Compi un\'azione', shop: 'Emporio: compra o potenzia, poi finisci', reaction: 'Finestra di reazione: gioca una reazione o passa',
    moveSheriff: 'Muovi lo Sceriffo', discard: 'Scarta una carta', placeFightCard: 'Scontro: scegli la tua carta', fleeOrFight: 'Sei attaccato: fuggi o scegli una carta',
    pokerInvite: 'Poker: partecipi?', pokerChoose: 'Poker: scegli le tue carte', banditReward: 'Bandito sconfitto: scegli la ricompensa',
  },
  score: { title: 'Punteggio finale', winner: 'Vince: {{names}}', player: 'Giocatore', trackLp: 'Tracciato PL', items: 'Oggetti potenziati', money: 'Denaro', wounds: 'Ferite', marshal: 'Marshal', wanted: 'Ricercato', total: 'Totale', playAgain: 'Gioca ancora' },
  action: { pass: 'Passa', flee: 'Fuggi', finishShopping: 'Fine acquisti', finishChoosing: 'Fine scelta', work: 'Lavora', heist: 'Rapina la Banca', poker: 'Gioca a poker', heal: 'Cura dal Dottore', prospect: 'Cerca l\'oro', takeCattle: 'Prendi un segnalino bestiame' },
};
