// Italian: the board (regions keep their proper names), items, poker-card effects in our own
// words, characters and the fight vocabulary.
import type { FullTranslation } from '../extra';

/** Italian names of the game's things. */
export const itCards: FullTranslation = {
  region: {
    'mesitos-point': 'Mesitos Point', 'sunny-hills': 'Sunny Hills', darkrock: 'Darkrock', 'red-falls': 'Red Falls',
    'dixon-creek': 'Dixon Creek', 'cliff-junction': 'Cliff Junction', 'spikes-view': "Spike's View",
  },
  place: {
    hideout: 'Covo', ranch: 'Ranch', woods: 'Bosco', mine: 'Miniera', general: 'Generale', store: 'Negozio', saloon: 'Saloon',
    sheriff: 'Sceriffo', office: 'Ufficio', bank: 'Banca', doctor: 'Dottore', cabaret: 'Cabaret', rail: 'Ferrovia', station: 'Stazione',
    north: 'nord', south: 'sud', east: 'est', west: 'ovest', center: 'centro', southwest: 'sud-ovest', river: 'fiume', creek: 'torrente',
    format: '{{region}}, {{rest}}', number: '{{region}} {{n, number}}',
  },
  feature: {
    'general-store': 'Emporio', saloon: 'Saloon', 'sheriff-office': 'Ufficio dello Sceriffo', bank: 'Banca', doctor: 'Dottore',
    cabaret: 'Cabaret', mine: 'Miniera', 'ranch-green': 'Ranch verde', 'ranch-blue': 'Ranch blu', 'rail-station': 'Stazione ferroviaria',
  },
  item: {
    revolver: 'Rivoltella', shotgun: 'Fucile a canne mozze', rifle: 'Carabina', mule: 'Mulo', mustang: 'Cavallo mustang', whiskey: 'Whiskey',
    'ten-gallon': 'Cappello da cowboy', provisions: 'Provviste', 'prospectors-map': 'Mappa del cercatore', none: 'nessuno',
  },
  effect: {
    shootout: 'Sparatoria', 'stick-em-up': 'Mani in alto', sprint: 'Scatto', 'saddle-up': 'In sella', manhunt: 'Caccia all\'Uomo',
    pickpocket: 'Borseggio', payday: 'Giorno di paga', 'cattle-drive': 'Mandria in marcia', dodge: 'Schivata', 'lucky-strike': 'Colpo di fortuna',
    bulletproof: 'A prova di proiettile', reputation: 'Reputazione', dynamite: 'Dinamite', wallop: 'Batosta', instinct: 'Istinto',
    'tin-star': 'Stella di latta', getaway: 'Fuga', 'fools-gold': 'Oro degli sciocchi', vamoose: 'Tagliare la corda', cheat: 'Baro',
    'lady-luck': 'Dea bendata', telegraph: 'Telegrafo', alibi: 'Alibi di ferro', 'turn-the-tables': 'Ribaltone',
    'tall-tale': 'Fandonia', 'hired-gun': 'Pistolero a pagamento',
  },
  effectText: {
    'shootout': 'Contro un Asso: vale 2 e vinci i pareggi.',
    'stick-em-up': 'Scarta: un Asso giocato in questo scontro vale 2.',
    'sprint': 'Scarta: prosegui il movimento fino a 2 spazi in più.',
    'saddle-up': 'Compi subito 2 azioni Movimento gratuite.',
    'manhunt': 'Muovi lo Sceriffo fino a 3 spazi.',
    'pickpocket': 'Prendi fino a 20$ da un giocatore nel tuo spazio; ottieni 1 punto Ricercato.',
    'payday': 'Ottieni 30$.',
    'cattle-drive': 'Prendi un segnalino Bestiame, poi muovi fino a 3 spazi.',
    'dodge': 'Scarta: subisci 1 ferita in meno.',
    'lucky-strike': 'Scarta: ottieni 1 pepita.',
    'bulletproof': 'Alla fine di questo scontro, cura 1 ferita.',
    'reputation': 'Ottieni 1 PL, oppure 1 punto Marshal se non sei Ricercato.',
    'dynamite': 'Una carta Scontro giocata contro di te vale 3 in meno.',
    'wallop': 'Se sconfiggi un giocatore, subisce 1 ferita in più.',
    'instinct': 'Scarta: guarda la carta coperta di chi ti attacca.',
    'tin-star': 'Sconfiggi un bandito: prendi due volte la ricompensa.',
    'getaway': 'Scarta: muovi fino a 2 spazi.',
    'fools-gold': 'Scarta: questa volta non perdi né denaro né pepite.',
    'vamoose': 'Scarta: annulla lo scontro.',
    'cheat': 'Poker: vale qualsiasi valore e seme.',
    'lady-luck': 'Poker: scegli 3 carte invece di 2.',
    'telegraph': 'Sostituisci una storia; ottieni 10$ e pesca 1 carta.',
    'alibi': 'Scarta: sfuggi allo Sceriffo; torna al suo Ufficio.',
    'turn-the-tables': 'Vinci uno scontro da bersaglio: ottieni 1 PL.',
    'tall-tale': 'Ottieni 1 PL e pesca 1 carta.',
    'hired-gun': 'Togli un bandito e prendi la sua ricompensa.',
  },
  effectType: { ACTION: 'Azione', BONUS: 'Bonus', REACTION: 'Reazione' },
  pokerHand: {
    'five-of-a-kind': 'pokerissimo', 'royal-flush': 'scala reale', 'straight-flush': 'scala colore', 'four-of-a-kind': 'poker',
    'full-house': 'full', flush: 'colore', straight: 'scala', 'three-of-a-kind': 'tris', 'two-pair': 'doppia coppia', pair: 'coppia', 'high-card': 'carta alta',
  },
  suit: { H: 'Cuori', D: 'Quadri', C: 'Fiori', S: 'Picche' },
  rank: { T: '10', J: 'Fante', Q: 'Donna', K: 'Re', A: 'Asso' },
  character: {
    'annie-oakley': 'Annie Oakley', 'bass-reeves': 'Bass Reeves', 'billy-the-kid': 'Billy the Kid', 'bloody-knife': 'Bloody Knife',
    'calamity-jane': 'Calamity Jane', 'doc-holliday': '"Doc" Holliday', 'jesse-james': 'Jesse James', 'kit-carson': 'Kit Carson',
    'mary-fields': '"Stagecoach" Mary Fields', 'wild-bill-hickok': 'Wild Bill Hickok', 'wyatt-earp': 'Wyatt Earp', 'yb-rowdy': 'Y. B. Rowdy',
  },
  fightEffect: {
    wounds_one: '1 ferita', wounds_many: '{{count, number}} di ferite', wounds_other: '{{count, number}} ferite', loseLp: 'perdi {{n, number}} PL',
    discard_one: 'scarta una carta', discard_many: 'scarta {{count, number}} di carte', discard_other: 'scarta {{count, number}} carte', uncancellable: 'non annullabile',
    noMarshal: 'nessun punto Marshal', money: '+{{n, number}}$', cards_one: 'pesca una carta', cards_many: 'pesca {{count, number}} di carte', cards_other: 'pesca {{count, number}} carte', lp: '+{{n, number}} PL',
    discardOrPay: 'scarta una carta o paga {{n, number}}$', woundOrRandomDiscard: 'una ferita o uno scarto a caso', restart: 'lo scontro ricomincia',
    pointChoice: '1 PL o un punto Marshal/Ricercato',
  },
  npc: { bandit: 'bandito', guard: 'Guardia della Banca', sheriff: 'Sceriffo' },
  fightKind: { duel: 'duello', rob: 'rapina', arrest: 'arresto', bandit: 'scontro col bandito', guard: 'scontro con la Guardia', sheriff: 'scontro con lo Sceriffo' },
  fightTitle: { duel: 'Duello', rob: 'Rapina', arrest: 'Arresto', bandit: 'Scontro col bandito', guard: 'Scontro con la Guardia', sheriff: 'Scontro con lo Sceriffo' },
};
