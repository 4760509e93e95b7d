// The Man in Black and stories, the Sheriff, the end of the game, scoring, ties and hidden information.
import { describe, expect, it } from 'vitest';
import { determinize, MIB_CARD_IDS, seedRng, viewFor } from '../src/index.js';
import { duo, mibDeck, mibTurn, trail } from './mib-helpers.js';
import { randomGame, randomSetup } from './random-games.js';

describe('R14.3 / CONTENT.md §8 stories with the Man in Black', () => {
  it('R14.3 he counts as a player (2 discs needed); his Tall Tales disc completes a card at the end of his turn; he takes only the LP part', () => {
    const t = mibDeck(duo(), ['MIB-10']);
    t.s.stories[0] = 'ST01'; // 1 LP + $20, bandits B and C
    t.s.storyDiscs = [[0], []];
    mibTurn(t);
    const tr = trail(t);
    expect(tr.indexOf('storyCompleted:ST01')).toBeGreaterThan(tr.indexOf('manInBlackActed:MIB-10'));
    expect(tr.indexOf('storyCompleted:ST01')).toBeLessThan(tr.indexOf('manInBlackTurnEnded:MIB-10'));
    expect(t.p(0)).toMatchObject({ lp: 1, money: 20 });
    expect(t.s.mib!.lp).toBe(1);
    expect(t.s.bandits.sort()).toEqual(['cliff-junction-hideout', 'dixon-creek-hideout', 'spikes-view-hideout', 'sunny-hills-hideout']);
    expect(t.s.stories[0]).not.toBe('ST01');
  });

  it('CONTENT.md §8 mpOrLp and wpOrLp give him 1 LP', () => {
    const t = mibDeck(duo(), ['MIB-10']);
    t.s.stories[0] = 'ST02';
    t.s.storyDiscs = [[1], []];
    mibTurn(t);
    expect(t.s.mib!.lp).toBe(1);
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'effectChoice' }); // the player chooses LP or the Marshal point
  });

  it('MIB-00 the Sheriff move of a story he completes goes toward the most Wanted player, who is fought', () => {
    const t = mibDeck(duo('red-falls-doctor', 'darkrock-bank'), ['MIB-10']).set(0, { wanted: 1 }).set(1, { wanted: 2 });
    t.s.stories[0] = 'ST03'; // Sheriff up to 3
    t.s.storyDiscs = [['mib'], []];
    mibTurn(t);
    expect(t.ofType('sheriffMoved')[0].data).toMatchObject({ by: 'mib', to: 'darkrock-bank' });
    expect(t.s.sheriff).toBe('darkrock-bank');
    expect(t.ofType('fightDeclared')[0]).toMatchObject({ seat: 1, kind: 'sheriff' });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'chooseNpcCard' });
  });

  it('MIB-00 with nobody Wanted the Sheriff stays home', () => {
    const t = mibDeck(duo(), ['MIB-10']);
    t.s.stories[0] = 'ST03';
    t.s.storyDiscs = [['mib'], []];
    mibTurn(t);
    expect(t.ofType('sheriffMoved')).toEqual([]);
    expect(t.s.sheriff).toBe('darkrock-sheriff-office');
  });
});

describe('R19 the end with the Man in Black', () => {
  it('R19.2 final scoring gives him +2 LP for his $120; his line comes after the players\'', () => {
    const t = mibDeck(duo(), ['MIB-09']).set(0, { lp: 3 }).set(1, { lp: 4 });
    t.s.mib!.lp = 10;
    t.s.endTriggeredRound = t.s.turn.round - 1;
    mibTurn(t);
    expect(t.s.finished).toBe(true);
    expect(t.s.scores!.map((l) => l.seat)).toEqual([0, 1, 'mib']);
    expect(t.s.scores![2]).toEqual({ seat: 'mib', trackLp: 12, items: 0, money: 2, wounds: 0, marshal: 0, wanted: 0, total: 14 });
    expect(t.s.winners).toEqual(['mib']);
    expect(viewFor(t.s, 0).winners).toEqual(['mib']);
  });

  it('R19.3 he wins every tie for most LP', () => {
    const t = mibDeck(duo(), ['MIB-09']).set(0, { lp: 14 });
    t.s.mib!.lp = 10;
    t.s.endTriggeredRound = t.s.turn.round - 1;
    mibTurn(t);
    expect(t.s.scores![0].total).toBe(14);
    expect(t.s.scores![2].total).toBe(14);
    expect(t.s.winners).toEqual(['mib']);
  });

  it('R19.3 a player with more LP than him wins; ties between players still break as usual', () => {
    const t = mibDeck(duo(), ['MIB-09']).set(0, { lp: 15, nuggets: 2 }).set(1, { lp: 15 });
    t.s.mib!.lp = 10;
    t.s.endTriggeredRound = t.s.turn.round - 1;
    mibTurn(t);
    expect(t.s.winners).toEqual([0]);
  });

  it('R19.1 his LP trigger the end; the round ends, then every competitor, him included, takes one more turn', () => {
    const t = mibDeck(duo(), ['MIB-09', 'MIB-02']);
    t.s.mib!.lp = 19;
    mibTurn(t);
    expect(t.ofType('gameEndTriggered')[0].data).toMatchObject({ by: 'mib', round: 1, lp: 21 });
    expect(t.s.finished).toBe(false);
    expect(t.s.turn).toMatchObject({ seat: 0, round: 2 });
    t.turnOf(0, 0);
    expect(t.s.finished).toBe(false);
    mibTurn(t);
    expect(t.ofType('manInBlackActed').map((e) => e.kind)).toEqual(['MIB-09', 'MIB-02']);
    expect(t.s.finished).toBe(true);
    expect(t.s.winners).toEqual(['mib']);
  });

  it('R20.1 a whole game he wins: his score line tops every player\'s', () => {
    let won = false;
    for (let seed = 0; seed < 20 && !won; seed++) {
      const { state } = randomGame(randomSetup(seed, 2), 100);
      if (!state.finished || !state.winners.includes('mib')) continue;
      won = true;
      const mib = state.scores!.find((l) => l.seat === 'mib')!;
      expect(mib.total).toBe(state.mib!.lp + 2);
      for (const l of state.scores!) expect(mib.total).toBeGreaterThanOrEqual(l.total);
      expect(state.winners).toEqual(['mib']);
    }
    expect(won).toBe(true);
  });
});

describe('R23 his hidden deck', () => {
  it('R23.2 the order of his face-down cards is secret: determinize resamples it and no view changes', () => {
    const t = mibDeck(duo(), [...MIB_CARD_IDS]);
    mibTurn(t);
    const views = [0, 1, 'spectator' as const].map((v) => JSON.stringify(viewFor(t.s, v)));
    let changed = 0;
    for (let i = 0; i < 5; i++) {
      const d = determinize(t.s, 0, seedRng(`mib:${i}`));
      expect([...d.mib!.deck].sort()).toEqual([...t.s.mib!.deck].sort());
      expect(d.mib!.revealed).toEqual(t.s.mib!.revealed);
      if (JSON.stringify(d.mib!.deck) !== JSON.stringify(t.s.mib!.deck)) changed++;
      expect([0, 1, 'spectator' as const].map((v) => JSON.stringify(viewFor(d, v)))).toEqual(views);
    }
    expect(changed).toBeGreaterThan(0);
    expect(JSON.stringify(viewFor(t.s, 0))).not.toContain('MIB-05');
  });
});
