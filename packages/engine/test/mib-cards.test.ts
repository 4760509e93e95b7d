// R20 / CONTENT.md §10: the Man in Black's setup, his turn and his 10 action cards.
import { describe, expect, it } from 'vitest';
import { createGame, MIB_CARD_IDS, pathToward, viewFor } from '../src/index.js';
import { duo, mibDeck, mibTurn, trail } from './mib-helpers.js';

describe('R20.1 setup (MIB-00)', () => {
  it('R20.1 a 2-player game has the Man in Black: LP 0, on the Rail Station, 10 shuffled cards', () => {
    const s = createGame({ players: [{}, {}], seed: 3 });
    expect(s.mib).toMatchObject({ lp: 0, pos: 'spikes-view-rail-station', revealed: [] });
    expect([...s.mib!.deck].sort()).toEqual([...MIB_CARD_IDS]);
    expect(createGame({ players: [{}, {}], seed: 4 }).mib!.deck).not.toEqual(s.mib!.deck);
    const v = viewFor(s, 0).manInBlack!;
    expect(v).toEqual({ lp: 0, pos: 'spikes-view-rail-station', money: 120, nuggets: 4, card: null, revealed: [], deckSize: 10, discsLeft: 2, acting: false });
  });

  it('R20.1 standard games have no Man in Black field at all', () => {
    const s = createGame({ players: [{}, {}, {}], seed: 3 });
    expect('mib' in s).toBe(false);
    expect('manInBlack' in viewFor(s, 0)).toBe(false);
  });
});

describe('MIB-00 his turn', () => {
  it('MIB-00 he acts after the last seat of each round, before the next round starts', () => {
    const t = mibDeck(duo(), ['MIB-09', 'MIB-02']);
    mibTurn(t);
    const tr = trail(t);
    const at = (x: string) => tr.indexOf(x);
    expect(at('turnEnded')).toBeLessThan(at('manInBlackActed:MIB-09'));
    expect(at('manInBlackActed:MIB-09')).toBeLessThan(at('roundEnded'));
    expect(at('roundEnded')).toBeLessThan(at('turnStarted'));
    expect(t.s.turn.seat).toBe(0);
    expect(t.s.mib!.revealed).toEqual(['MIB-09']);
    expect(t.s.mib!.deck).toEqual(['MIB-02']);
    expect(viewFor(t.s, 1).manInBlack!.card).toBe('MIB-09');
  });

  it('MIB-00 he does not act after the first seat', () => {
    const t = mibDeck(duo(), ['MIB-09']);
    t.turnOf(0, 0);
    expect(t.ofType('manInBlackActed')).toEqual([]);
    expect(t.s.turn.seat).toBe(1);
  });

  it('MIB-00 when his cards run out, all 10 are reshuffled', () => {
    const t = mibDeck(duo(), []);
    t.s.mib!.revealed = [...MIB_CARD_IDS];
    mibTurn(t);
    expect(t.ofType('manInBlackReshuffled')).toHaveLength(1);
    expect(t.s.mib!.revealed).toHaveLength(1);
    expect(t.s.mib!.deck).toHaveLength(9);
    expect([...t.s.mib!.deck, ...t.s.mib!.revealed].sort()).toEqual([...MIB_CARD_IDS]);
  });

  it('MIB-00 his path takes, at each step, the neighbour on a shortest path first in id order, and stops at the target', () => {
    const path = pathToward('spikes-view-rail-station', ['darkrock-bank'], 4);
    expect(path).toHaveLength(3);
    expect(path[2]).toBe('darkrock-bank');
    expect(pathToward('darkrock-bank', ['darkrock-bank'], 4)).toEqual(['darkrock-bank']);
    expect(pathToward('spikes-view-rail-station', ['sunny-hills-mine'], 4)).toHaveLength(5);
  });
});

describe('MIB-01 … MIB-09 his moving cards', () => {
  it('MIB-01 Gold Fever: toward the nearest mine, +2 LP when there', () => {
    const t = mibDeck(duo(), ['MIB-01']);
    mibTurn(t);
    expect(t.s.mib!.pos).toBe('cliff-junction-mine');
    expect(t.s.mib!.lp).toBe(2);
    expect(t.ofType('manInBlackMoved')[0].data).toMatchObject({ from: 'spikes-view-rail-station', to: 'cliff-junction-mine', steps: 2 });
  });

  it('MIB-01 Gold Fever: equal distances follow the card order (Sunny Hills first)', () => {
    const t = mibDeck(duo('darkrock-center', 'red-falls-doctor', 'red-falls-cabaret'), ['MIB-01']);
    mibTurn(t); // Sunny Hills and Cliff Junction mines are both 4 away
    expect(t.s.mib!.pos).toBe('sunny-hills-mine');
    expect(t.s.mib!.lp).toBe(2);
  });

  it('MIB-02 Cashing In: toward the Bank, +2 LP there', () => {
    const t = mibDeck(duo(), ['MIB-02']);
    mibTurn(t);
    expect(t.s.mib!.pos).toBe('darkrock-bank');
    expect(t.s.mib!.lp).toBe(2);
  });

  it('MIB-03 Painting the Town: 4 steps toward the Cabaret; short of it, +1 LP', () => {
    const t = mibDeck(duo(), ['MIB-03']);
    mibTurn(t); // the Cabaret is 5 away
    expect(t.s.mib!.lp).toBe(1);
    expect(t.ofType('manInBlackMoved')[0].data).toMatchObject({ steps: 4 });
    expect(t.s.mib!.pos).not.toBe('red-falls-cabaret');
  });

  it('MIB-04 Card Sharp: the nearest Saloon space (any of its 3), +2 LP', () => {
    const t = mibDeck(duo(), ['MIB-04']);
    mibTurn(t);
    expect(t.s.mib!.pos).toBe('darkrock-saloon-east');
    expect(t.s.mib!.lp).toBe(2);
  });

  it('MIB-04 already being at the target counts', () => {
    const t = mibDeck(duo('darkrock-center', 'red-falls-doctor', 'red-falls-cabaret'), ['MIB-04']);
    mibTurn(t);
    expect(t.ofType('manInBlackMoved')).toEqual([]);
    expect(t.s.mib!.lp).toBe(2);
  });

  it('MIB-05 Bounty Hunter: removes the nearest bandit (ties in card order), +2 LP', () => {
    const t = mibDeck(duo(), ['MIB-05']).bandits(['spikes-view-hideout', 'dixon-creek-hideout', 'mesitos-point-hideout']);
    mibTurn(t); // Dixon Creek and Spike's View hideouts are both 4 away: Dixon Creek comes first on the card
    expect(t.s.mib!.pos).toBe('dixon-creek-hideout');
    expect(t.s.bandits).toEqual(['spikes-view-hideout', 'mesitos-point-hideout']);
    expect(t.s.mib!.lp).toBe(2);
    expect(t.ofType('banditRemoved')[0].data).toMatchObject({ hideout: 'dixon-creek-hideout', by: 'mib' });
    expect(t.ofType('banditDefeated')).toEqual([]);
  });

  it('MIB-05 Bounty Hunter: with no bandit on the map he does not move, +1 LP', () => {
    const t = mibDeck(duo(), ['MIB-05']);
    mibTurn(t);
    expect(t.ofType('manInBlackMoved')).toEqual([]);
    expect(t.s.mib!.lp).toBe(1);
  });

  it('MIB-05 Bounty Hunter: a bandit out of reach (5 steps) leaves him short, +1 LP, bandit stays', () => {
    const t = mibDeck(duo(), ['MIB-05']).bandits(['mesitos-point-hideout']);
    mibTurn(t); // 7 away
    expect(t.s.bandits).toEqual(['mesitos-point-hideout']);
    expect(t.s.mib!.lp).toBe(1);
  });

  it('MIB-06 Showdown: out of reach of the player with most LP, +1 LP and no fight', () => {
    const t = mibDeck(duo('mesitos-point-ranch', 'red-falls-doctor'), ['MIB-06']).set(0, { lp: 4 }).set(1, { lp: 2 });
    mibTurn(t);
    expect(t.ofType('fightDeclared')).toEqual([]);
    expect(t.s.mib!.lp).toBe(1);
  });

  it('MIB-06 Showdown: ties for most LP go to the nearer player, and he Duels them there', () => {
    const t = mibDeck(duo('darkrock-bank', 'red-falls-doctor'), ['MIB-06']).set(0, { lp: 3 }).set(1, { lp: 3 }).hand(0, []);
    mibTurn(t);
    expect(t.s.mib!.pos).toBe('darkrock-bank');
    expect(t.ofType('fightDeclared')[0]).toMatchObject({ seat: 0, kind: 'duel', data: { attacker: 'mib', target: 0 } });
  });

  it('MIB-07 Ambush: he Robs the nearest player he reaches', () => {
    const t = mibDeck(duo('darkrock-bank', 'red-falls-doctor'), ['MIB-07']).hand(0, []).set(0, { money: 50 });
    mibTurn(t);
    expect(t.ofType('fightDeclared')[0]).toMatchObject({ seat: 0, kind: 'rob' });
  });

  it('MIB-07 Ambush: nobody within 3 steps: +1 LP', () => {
    const t = mibDeck(duo('mesitos-point-ranch', 'red-falls-doctor'), ['MIB-07']);
    mibTurn(t);
    expect(t.ofType('fightDeclared')).toEqual([]);
    expect(t.s.mib!.lp).toBe(1);
  });

  it('MIB-08 Cattle Baron: toward the nearest ranch, 4 steps; short of it +1 LP', () => {
    const t = mibDeck(duo(), ['MIB-08']);
    mibTurn(t); // the green ranch is 6 away
    expect(t.s.mib!.lp).toBe(1);
    const far = mibDeck(duo('darkrock-center', 'red-falls-doctor', 'darkrock-center'), ['MIB-08']);
    mibTurn(far); // green ranch 3 away
    expect(far.s.mib!.pos).toBe('mesitos-point-ranch');
    expect(far.s.mib!.lp).toBe(2);
  });

  it('MIB-09 Iron Horse: already on the Rail Station: +2 LP without moving', () => {
    const t = mibDeck(duo(), ['MIB-09']);
    mibTurn(t);
    expect(t.ofType('manInBlackMoved')).toEqual([]);
    expect(t.s.mib!.lp).toBe(2);
  });
});

describe('MIB-10 Tall Tales', () => {
  it('MIB-10 he puts a disc on the story with more discs, ties to the first deck\'s card', () => {
    const t = mibDeck(duo(), ['MIB-10', 'MIB-10']);
    mibTurn(t);
    expect(t.s.storyDiscs).toEqual([['mib'], []]);
    expect(t.ofType('manInBlackMoved')).toEqual([]);
    expect(t.s.mib!.lp).toBe(0);
  });

  it('MIB-10 the card with more discs gets his disc even when one is his, and 2 discs complete it (2 players + him)', () => {
    const t = mibDeck(duo(), ['MIB-10']);
    t.s.storyDiscs = [[], ['mib']];
    const story = t.s.stories[1]!;
    mibTurn(t);
    expect(t.ofType('storyCompleted')[0]).toMatchObject({ kind: story });
    expect(t.s.stories[1]).not.toBe(story);
    expect(t.s.storyDiscs[1]).toEqual([]);
  });

  it('MIB-10 with no disc left he moves one from the other card', () => {
    const t = mibDeck(duo(), ['MIB-10']);
    // Both his discs are out: one on each card. Card 0 has 1 disc, card 1 has 1: card 0 wins the tie.
    t.s.storyDiscs = [['mib'], ['mib']];
    mibTurn(t);
    expect(t.ofType('storyContributed')[0].data).toMatchObject({ slot: 0, moved: true, by: 'mib' });
  });

  it('MIB-10 +1 LP when he cannot contribute (no face-up story)', () => {
    const t = mibDeck(duo(), ['MIB-10']);
    t.s.stories = [null, null];
    mibTurn(t);
    expect(t.s.mib!.lp).toBe(1);
    expect(t.ofType('storyContributed')).toEqual([]);
  });
});
