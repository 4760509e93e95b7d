// Italian: the Man in Black (l'Uomo in Nero), the automated third competitor of two-player games.
import type { FullTranslation } from '../extra';

/** Italian Man in Black strings. */
export const itMib: FullTranslation = {
  mib: {
    title: 'L\'Uomo in Nero',
    name: 'Uomo in Nero',
    always: 'Sempre 120$ e 4 oro',
    at: 'A {{space}}',
    card: 'La sua carta azione',
    noCard: 'Ancora nessuna carta rivelata.',
    revealed: 'Rivelate dall\'ultimo rimescolamento',
    deck: 'Carte coperte rimaste: {{n, number}} su 10',
    discs: 'Dischi storia nella sua riserva: {{n, number}}',
    acting: 'Sta giocando il suo turno',
    rules: 'Agisce alla fine di ogni round, vince ogni pareggio per più PL e alla fine segna 2 PL per i suoi 120$.',
    scoreNote: 'L\'Uomo in Nero segna il suo tracciato PL più 2 PL per i suoi 120$, e vince ogni pareggio.',
    offlinePlayers: 'Giocatori',
    offlineHint: 'Tu contro {{n, number}} bot, su questo dispositivo.',
    offlineHint2: 'Tu contro un bot e l\'Uomo in Nero, su questo dispositivo.',
    cards: {
      'MIB-01': 'Febbre dell\'oro', 'MIB-02': 'All\'incasso', 'MIB-03': 'Serata in città', 'MIB-04': 'Baro di professione', 'MIB-05': 'Cacciatore di taglie',
      'MIB-06': 'Resa dei conti', 'MIB-07': 'Imboscata', 'MIB-08': 'Re del bestiame', 'MIB-09': 'Cavallo d\'acciaio', 'MIB-10': 'Fandonie',
    },
    effect: {
      'MIB-01': 'Cammina fino a 4 spazi verso la miniera più vicina. Se ci arriva: +2 PL; altrimenti +1 PL.',
      'MIB-02': 'Cammina fino a 4 spazi verso la Banca di Darkrock. Se ci arriva: +2 PL; altrimenti +1 PL.',
      'MIB-03': 'Cammina fino a 4 spazi verso il Cabaret di Red Falls. Se ci arriva: +2 PL; altrimenti +1 PL.',
      'MIB-04': 'Cammina fino a 4 spazi verso il Saloon più vicino. Se ci arriva: +2 PL; altrimenti +1 PL.',
      'MIB-05': 'Cammina fino a 5 spazi verso il covo con bandito più vicino. Se ci arriva: toglie il bandito, +2 PL; altrimenti +1 PL.',
      'MIB-06': 'Cammina fino a 4 spazi verso il giocatore con più PL. Se ci arriva: lo sfida a Duello; altrimenti +1 PL.',
      'MIB-07': 'Cammina fino a 3 spazi verso il giocatore più vicino. Se ci arriva: lo Rapina; altrimenti +1 PL.',
      'MIB-08': 'Cammina fino a 4 spazi verso il ranch più vicino. Se ci arriva: +2 PL; altrimenti +1 PL.',
      'MIB-09': 'Cammina fino a 5 spazi verso la Stazione ferroviaria. Se ci arriva: +2 PL; altrimenti +1 PL.',
      'MIB-10': 'Resta fermo. Mette un disco sulla Storia scoperta con più dischi; se non può, +1 PL.',
    },
    event: {
      joined: 'L\'Uomo in Nero entra in gioco a {{space}}.',
      turnStarted: 'Turno dell\'Uomo in Nero (round {{round, number}}).',
      acted: 'L\'Uomo in Nero rivela {{title}}: {{effect}}',
      moved: 'L\'Uomo in Nero cammina fino a {{space}} ({{n, number}} passi).',
      lp: 'L\'Uomo in Nero guadagna {{n, number}} PL ({{total, number}} in tutto).',
      reshuffled: 'L\'Uomo in Nero rimescola le sue 10 carte azione.',
      cardPlaced: 'L\'Uomo in Nero mette una carta Scontro coperta.',
      fightVs: '{{who}} dichiara: {{fight}} contro l\'Uomo in Nero.',
      fightBy: 'L\'Uomo in Nero dichiara: {{fight}} contro {{name}}.',
      banditRemoved: 'L\'Uomo in Nero toglie il bandito a {{space}}.',
      contributed: 'L\'Uomo in Nero mette un disco sulla storia {{story}}.',
      sheriffMoved: 'L\'Uomo in Nero sposta lo Sceriffo a {{space}}.',
      endTriggered: 'L\'Uomo in Nero raggiunge {{lp, number}} PL: è l\'ultimo round.',
    },
  },
};
