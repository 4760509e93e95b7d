// Italian: story cards (titles in our own words, objectives, rewards).
import type { FullTranslation } from '../extra';

/** Italian story texts. */
export const itStory: FullTranslation = {
  story: {
    defeatBandit: 'Sconfiggi il bandito del covo {{letter}}.',
    win: { any: 'Vinci uno scontro', duel: 'Vinci un duello', rob: 'Vinci una rapina', arrest: 'Vinci un arresto' },
    vsPlayer: 'contro un giocatore', vsWanted: 'contro un giocatore Ricercato', cardMax: 'con una carta di valore {{n, number}} o meno',
    where: { town: 'in città', outside: 'fuori città' },
    heist: 'Tenta una rapina in Banca.', heistWin: 'Metti a segno una rapina in Banca.',
    mine: 'Cerca l\'oro', at: 'a {{space}}', minNuggets: 'e trova almeno {{n, number}} pepite',
    deposit: 'Vendi almeno {{n, number}} pepite in Banca.',
    buy: 'Compra un oggetto a {{town}}.', buyKind: 'Compra {{kind}} a {{town}}.', kind: { weapon: 'un\'arma', mount: 'una cavalcatura', misc: 'un oggetto generico' },
    upgrade: 'Migliora un oggetto.', poker: 'Gioca a poker a {{town}}.', revel: 'Fai baldoria per almeno {{n, number}} PL.', doctor: 'Fatti curare dal Dottore.',
    takeCattle: 'Prendi un segnalino Bestiame a {{space}}.',
    deliver: { any: 'Consegna bestiame.', wrangle: 'Consegna bestiame alla Stazione ferroviaria.', rustle: 'Razzia bestiame verso l\'altro ranch.' },
    work: 'Lavora a {{space}}.', endMove: 'Termina un movimento', atHideout: 'al covo {{letter}}', inRegion: 'a {{region}}', startedAt: 'dopo essere partito da {{space}}',
    endActions: 'Termina le tue azioni a {{town}}',
    if: { wounds: 'da ferito', marshal: 'con punti Marshal', wanted: 'da Ricercato' },
    reward: {
      lp: '{{n, number}} PL', money: '{{n, number}}$', cards_one: 'una carta', cards_many: '{{count, number}} di carte', cards_other: '{{count, number}} carte',
      nuggets: '{{n, number}} oro', mpOrLp: 'un punto Marshal o 1 PL', wpOrLp: 'un punto Ricercato o 1 PL',
    },
    rewardLabel: 'Ricompensa',
    end: '.',
  },
  storyTitle: {
    ST01: 'Banditi a Mesitos Point', ST02: 'Cercasi pistoleri', ST03: 'Caccia all\'Uomo: la posse in sella', ST04: 'Resa dei conti sulla via principale',
    ST05: 'Assalto sulla strada', ST06: 'Il grande colpo', ST07: 'Bestiame per la ferrovia', ST08: 'Ladri di bestiame a mezzanotte', ST09: 'Ufficio del saggiatore',
    ST10: 'Filone a Sunny Hills', ST11: 'Posta alta a Darkrock', ST12: 'Ordini del dottore', ST13: 'Grande inaugurazione', ST14: 'Sera della prima',
    ST15: 'Caccia all\'Uomo: taglie sui muri', ST16: 'Evasione', ST17: 'Pascoli verdi', ST18: 'Concessione di Cliff Junction',
    ST19: 'Contro ogni pronostico', ST20: 'Appuntamento al covo', ST21: 'Imboscata a Dixon Creek', ST22: 'Fuorilegge di Spike\'s View',
    ST23: 'Giustizia di frontiera', ST24: 'Caccia all\'Uomo: cacciatori di taglie', ST25: 'Duello all\'alba', ST26: 'Assalto alla diligenza', ST27: 'Colpo dall\'interno',
    ST28: 'Il re del bestiame', ST29: 'Mandria da concorso', ST30: 'Corsa all\'oro', ST31: 'Scavi a Spike\'s View', ST32: 'Assalto agli sportelli',
    ST33: 'Un baro a Red Falls', ST34: 'Una notte al Cabaret', ST35: 'Ferro di lusso', ST36: 'Equipaggiare la posse',
    ST37: 'Caccia all\'Uomo: tagliare la strada', ST38: 'Il cerusico', ST39: 'Nascosto', ST40: 'La paga della ferrovia',
  },
};
