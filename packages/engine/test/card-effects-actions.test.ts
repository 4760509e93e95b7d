// R17.2 and CONTENT.md §3: the 9 ACTION effects of the poker deck (saddle-up, manhunt,
// pickpocket, payday, cattle-drive, reputation, telegraph, tall-tale, hired-gun).
import { describe, expect, it } from 'vitest';
import { DISTANCES, PLACES, viewFor, type Action, type CardId, type GameEvent, type SpaceId } from '../src/index.js';
import { scenario, type Scenario } from './builder.js';

const HERE = 'darkrock-center';
const OFFICE = 'darkrock-sheriff-office';
const HIDEOUT = 'dixon-creek-hideout';
const NEXT_TO_HIDEOUT = 'darkrock-east';

const playAction = (card: CardId, named: { target?: number; hideout?: SpaceId; story?: 0 | 1 } = {}): Action => ({ type: 'playAction', card, ...named });
const choose = (option: Extract<Action, { type: 'choose' }>['option']): Action => ({ type: 'choose', option });
const used = (t: Scenario, kind: string): GameEvent[] => t.ofType('cardEffectUsed').filter((e) => e.kind === kind);
const cardActions = (t: Scenario, seat = 0) => t.legal(seat).filter((a) => a.type === 'playAction');
const movesOf = (t: Scenario) => t.legal().flatMap((a) => (a.type === 'move' ? [a.to] : []));
/** The spaces 1..n steps away, with the start itself (a walk out and back, R5.7) when `andBack`. */
const within = (from: SpaceId, n: number, andBack = false) =>
  [...DISTANCES.get(from)!.entries()].filter(([, d]) => (d >= 1 || andBack) && d <= n).map(([x]) => x).sort();

/** Seat 0 alone in a Darkrock space, no items, no bandits; the others spread out. */
function table(): Scenario {
  return scenario().bandits([]).at(0, HERE).at(1, 'red-falls-doctor').at(2, 'cliff-junction-mine').at(3, 'spikes-view-mine')
    .items(0, []).items(1, []).items(2, []).items(3, []);
}

/** The common part of R17.2: 1 action spent, the card revealed and discarded, the effect announced once. */
function expectActionPlayed(t: Scenario, card: CardId, effect: string, actionsLeft = 2): void {
  expect(t.s.turn.actionsLeft).toBe(actionsLeft);
  expect(t.p(0).hand).not.toContain(card);
  // Discarded, or (its effect still asking for a decision) to be discarded once the effect ends (R17.2).
  const pending = t.s.stack.some((f) => f.k === 'ops' && f.ops.some((o) => o.op === 'discardPlayed' && o.card === card));
  expect(t.s.pokerDiscard.includes(card) || pending).toBe(true);
  expect(t.ofType('actionCardPlayed').map((e) => e.data)).toEqual([{ card }]);
  expect(used(t, effect).map((e) => ({ seat: e.seat, card: e.data!.card }))).toEqual([{ seat: 0, card }]);
}

describe('R17.2 ACTION cards in general', () => {
  it('R17.2 an ACTION card is offered in the action phase only, never in a reaction window', () => {
    const t = table().at(0, NEXT_TO_HIDEOUT).bandits([HIDEOUT]).hand(0, ['2C', '5H', '7C', 'AH', '6H']).fightTop(['F8', 'F3']).turnOf(0);
    expect(cardActions(t)).toEqual([playAction('5H'), playAction('7C'), playAction('AH')]);
    t.act(0, { type: 'move', to: HIDEOUT });
    t.act(3, { type: 'chooseFightCard', card: 'F8' });
    t.act(0, { type: 'playCard', card: '2C' });
    // F8's wound opens W.wound for seat 0: Dodge (6H) may be played there, the ACTION cards may not.
    expect(viewFor(t.s, 0).window?.w).toBe('W.wound');
    expect(t.legal(0)).toEqual([{ type: 'pass' }, { type: 'playReaction', card: '6H' }]);
    t.refuse(0, playAction('5H'), 'ERR_WRONG_DECISION');
  });

  it('R17.6 a card played for its value in a fight does not also use its ACTION', () => {
    const t = table().at(1, HERE).hand(0, ['AH', '5H']).hand(1, ['3C']).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    t.act(0, { type: 'playCard', card: 'AH' });
    t.act(1, { type: 'playCard', card: '3C' });
    // Won the Duel with the Ace: 2 LP for the Duel, no Tall Tale LP or card.
    expect(t.p(0)).toMatchObject({ lp: 2, hand: ['5H'] });
    expect(t.ofType('cardEffectUsed')).toEqual([]);
    expect(t.ofType('actionCardPlayed')).toEqual([]);
  });
});

describe('saddle-up (3C 3S)', () => {
  it('saddle-up (R4.2) gives 2 Move actions that do not use the 3 actions', () => {
    const t = table().hand(0, ['3C']).turnOf(0);
    t.act(0, playAction('3C'));
    expectActionPlayed(t, '3C', 'saddle-up');
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'freeMove', rule: 'R4.2' });
    expect(t.legal()[0]).toEqual({ type: 'pass' });
    expect(movesOf(t)).toEqual(within(HERE, 2, true));
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    expect(t.p(0).pos).toBe('darkrock-bank');
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'freeMove', rule: 'R4.2' });
    expect(movesOf(t)).toEqual(within('darkrock-bank', 2, true));
    t.act(0, { type: 'move', to: NEXT_TO_HIDEOUT });
    expect(t.ofType('moved').map((e) => [e.kind, e.data!.to])).toEqual([['action', 'darkrock-bank'], ['action', NEXT_TO_HIDEOUT]]);
    // Both moves were free: the card's action is the only one spent.
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('saddle-up each move may be declined with pass', () => {
    const t = table().hand(0, ['3C']).turnOf(0);
    t.act(0, playAction('3C'));
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    t.act(0, { type: 'pass' });
    expect(t.ofType('moved')).toHaveLength(1);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);

    const u = table().hand(0, ['3S']).turnOf(0);
    u.act(0, playAction('3S'));
    u.act(0, { type: 'pass' });
    expect(u.ofType('moved')).toEqual([]);
    expect(u.p(0).pos).toBe(HERE);
    expect(u.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(u.s.turn.actionsLeft).toBe(2);
  });

  it('saddle-up uses the active mount, and each move is a full Move action (W.moveEnd opens: Sprint)', () => {
    const t = table().items(0, ['mustang']).hand(0, ['3C', '3H']).turnOf(0);
    t.act(0, playAction('3C'));
    expect(movesOf(t)).toEqual(within(HERE, 4, true));
    t.act(0, { type: 'move', to: 'darkrock-bank' });
    expect(viewFor(t.s, 0).window?.w).toBe('W.moveEnd');
    expect(t.legal(0)).toEqual([{ type: 'pass' }, { type: 'playReaction', card: '3H' }]);
  });

  it('saddle-up a bandit stop ends only the current move; the second is still offered', () => {
    const t = table().at(0, NEXT_TO_HIDEOUT).bandits([HIDEOUT]).hand(0, ['3C', 'AH']).fightTop(['F8', 'F3']).turnOf(0);
    t.act(0, playAction('3C'));
    t.act(0, { type: 'move', to: HIDEOUT });
    t.act(3, { type: 'chooseFightCard', card: 'F8' });
    t.act(0, { type: 'playCard', card: 'AH' });
    t.act(0, choose('lp'));
    expect(t.s.bandits).toEqual([]);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'freeMove', rule: 'R4.2' });
    t.act(0, { type: 'move', to: 'cliff-junction-1' });
    expect(t.p(0).pos).toBe('cliff-junction-1');
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('saddle-up gives no moves when played for its value in a fight (R17.6)', () => {
    const t = table().at(1, HERE).hand(0, ['3C', '9H']).hand(1, ['2D']).turnOf(0);
    t.act(0, { type: 'fight', target: 1, kind: 'duel' });
    t.act(0, { type: 'playCard', card: '3C' });
    t.act(1, { type: 'playCard', card: '2D' });
    expect(t.ofType('cardEffectUsed')).toEqual([]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
  });
});

describe('manhunt (4H 4D)', () => {
  /** Seat 1 Wanted next to the Sheriff's Office. */
  const wantedNextDoor = () => table().at(1, 'mesitos-point-3').set(1, { wanted: 2 });

  it('manhunt (R12.1) moves the Sheriff up to 3 spaces; the mover may leave him where he is', () => {
    const t = wantedNextDoor().at(1, 'cliff-junction-mine').hand(0, ['4H']).turnOf(0);
    t.act(0, playAction('4H'));
    expectActionPlayed(t, '4H', 'manhunt');
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'moveSheriff', rule: 'R12.1' });
    const to = t.legal(0).flatMap((a) => (a.type === 'moveSheriff' && a.to !== OFFICE ? [a.to] : [])).sort();
    expect(to).toEqual(within(OFFICE, 3));
    t.act(0, { type: 'moveSheriff', to: OFFICE });
    expect(t.s.sheriff).toBe(OFFICE);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('manhunt (R12.2) entering a Wanted player\'s space makes that player fight the Sheriff', () => {
    const t = wantedNextDoor().hand(0, ['4D']).hand(1, ['9C', '2H']).fightTop(['F8', 'F3', 'F4', 'FK']).turnOf(0);
    t.act(0, playAction('4D'));
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    expect(t.s.sheriff).toBe('mesitos-point-3');
    expect(t.ofType('fightDeclared').map((e) => [e.seat, e.kind])).toEqual([[1, 'sheriff']]);
    expect(t.s.prompt).toEqual({ seat: 1, kind: 'discard', rule: 'R12.2' });
  });

  it('manhunt is not listed while nobody is Wanted (R12.4)', () => {
    const t = table().hand(0, ['4H']).turnOf(0);
    expect(cardActions(t)).toEqual([]);
    t.refuse(0, playAction('4H'), 'ERR_ILLEGAL_ACTION', 'R17.2');
  });
});

describe('pickpocket (4C 4S)', () => {
  it('pickpocket takes up to $20 from a player in your space, then gives 1 Wanted point', () => {
    const t = table().at(1, HERE).set(1, { money: 50 }).hand(0, ['4C']).turnOf(0);
    // Only the player in the space can be named.
    expect(cardActions(t)).toEqual([playAction('4C', { target: 1 })]);
    t.act(0, playAction('4C', { target: 1 }));
    expectActionPlayed(t, '4C', 'pickpocket');
    expect(t.p(0)).toMatchObject({ money: 20, wanted: 1 });
    expect(t.p(1).money).toBe(30);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('pickpocket takes only what the victim has, and a Marshal loses all Marshal points (R11.3)', () => {
    const t = table().at(1, HERE).set(0, { marshal: 2, money: 110 }).set(1, { money: 10 }).hand(0, ['4S']).turnOf(0);
    t.act(0, playAction('4S', { target: 1 }));
    expect(t.p(1).money).toBe(0);
    expect(t.p(0)).toMatchObject({ money: 120, marshal: 0, wanted: 1 });
    expect(t.ofType('marshalPointsLost')).toHaveLength(1);
  });

  it('pickpocket needs another player in your space', () => {
    const t = table().set(1, { money: 50 }).hand(0, ['4C']).turnOf(0);
    expect(cardActions(t)).toEqual([]);
    t.refuse(0, playAction('4C', { target: 1 }), 'ERR_ILLEGAL_ACTION', 'R17.2');
    // With a player here, one elsewhere still cannot be named.
    const u = table().at(1, HERE).set(2, { money: 50 }).hand(0, ['4C']).turnOf(0);
    u.refuse(0, playAction('4C', { target: 2 }), 'ERR_ILLEGAL_ACTION', 'R17.2');
  });
});

describe('payday (5H 5D)', () => {
  it('payday gains $30', () => {
    const t = table().set(0, { money: 10 }).hand(0, ['5H']).turnOf(0);
    t.act(0, playAction('5H'));
    expectActionPlayed(t, '5H', 'payday');
    expect(t.p(0).money).toBe(40);
  });

  it('payday stops at the $120 cap (R2.1): at $120 it gains nothing, the action is still spent', () => {
    const t = table().set(0, { money: 100 }).hand(0, ['5D', '5H']).turnOf(0);
    t.act(0, playAction('5D'));
    expect(t.p(0).money).toBe(120);
    t.act(0, playAction('5H'));
    expect(t.p(0).money).toBe(120);
    expect(t.s.turn.actionsLeft).toBe(1);
  });
});

describe('cattle-drive (5C 5S)', () => {
  const RANCH = PLACES.greenRanch;

  it('cattle-drive takes a token at the ranch, then makes a card move of up to 3 spaces (R5.9)', () => {
    const t = table().at(0, RANCH).hand(0, ['5C', '3H']).turnOf(0);
    const top = t.s.ranches.green[0];
    const size = t.s.ranches.green.length;
    t.autoPass = false;
    t.act(0, playAction('5C'));
    expectActionPlayed(t, '5C', 'cattle-drive');
    expect(t.p(0).cattle).toBe(top);
    expect(t.s.ranches.green).toHaveLength(size - 1);
    expect(t.ofType('cattleTaken').map((e) => e.kind)).toEqual(['green']);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'cardMove', rule: 'R5.9' });
    expect(movesOf(t)).toEqual(within(RANCH, 3, true));
    t.act(0, { type: 'move', to: 'mesitos-point-woods' });
    expect(t.ofType('moved').map((e) => [e.kind, e.data!.to])).toEqual([['card', 'mesitos-point-woods']]);
    // A card move is not a Move action: no W.moveEnd, so no Sprint (R5.9).
    expect(t.ofType('reactionPlayed')).toEqual([]);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.s.turn.actionsLeft).toBe(2);
  });

  it('cattle-drive\'s move may be declined; a card move into a bandit stops there and fights it (R5.3)', () => {
    const t = table().at(0, RANCH).hand(0, ['5S']).turnOf(0);
    t.act(0, playAction('5S'));
    t.act(0, { type: 'pass' });
    expect(t.p(0).pos).toBe(RANCH);
    expect(t.p(0).cattle).not.toBeNull();
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });

    const u = table().at(0, RANCH).bandits(['mesitos-point-hideout']).hand(0, ['5S']).turnOf(0);
    u.act(0, playAction('5S'));
    expect(movesOf(u)).toContain('mesitos-point-hideout');
    u.act(0, { type: 'move', to: 'mesitos-point-hideout' });
    expect(u.ofType('fightDeclared').map((e) => e.kind)).toEqual(['bandit']);
  });

  it('cattle-drive needs a ranch with a token left and no token carried', () => {
    const offRanch = table().hand(0, ['5C']).turnOf(0);
    expect(cardActions(offRanch)).toEqual([]);
    offRanch.refuse(0, playAction('5C'), 'ERR_ILLEGAL_ACTION', 'R17.2');

    const carrying = table().at(0, RANCH).hand(0, ['5C']).turnOf(0);
    const [token, ...rest] = carrying.s.ranches.blue; // the ranch list is replaced, never changed (clone.ts)
    carrying.s.ranches.blue = rest;
    carrying.set(0, { cattle: token });
    expect(cardActions(carrying)).toEqual([]);

    const empty = table().at(0, RANCH).hand(0, ['5C']).turnOf(0);
    empty.s.ranches.green = [];
    expect(cardActions(empty)).toEqual([]);
    // The other ranch still works.
    const blue = table().at(0, PLACES.blueRanch).hand(0, ['5C']).turnOf(0);
    blue.s.ranches.green = [];
    expect(cardActions(blue)).toEqual([playAction('5C')]);
  });
});

describe('reputation (7C 7S)', () => {
  it('reputation gives 1 LP or 1 Marshal point, the player\'s choice', () => {
    const t = table().hand(0, ['7C', '7S']).turnOf(0);
    t.act(0, playAction('7C'));
    expectActionPlayed(t, '7C', 'reputation');
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'effectChoice', rule: 'R17.2' });
    expect(t.legal(0)).toEqual([choose('lp'), choose('marshal')]);
    t.act(0, choose('marshal'));
    // Marshal space 1 gives $20 (R11.2).
    expect(t.p(0)).toMatchObject({ marshal: 1, lp: 0, money: 20 });
    t.act(0, playAction('7S'));
    t.act(0, choose('lp'));
    expect(t.p(0)).toMatchObject({ marshal: 1, lp: 1 });
  });

  it('reputation gives a Wanted player the LP only, without asking (R11.4)', () => {
    const t = table().set(0, { wanted: 1 }).hand(0, ['7C']).turnOf(0);
    t.act(0, playAction('7C'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(0)).toMatchObject({ lp: 1, marshal: 0, wanted: 1 });
  });
});

describe('telegraph (QC QS)', () => {
  it('telegraph sends a face-up story to the bottom of its deck, turns up the next, then gives $10 and 1 card', () => {
    const t = table().hand(0, ['QC']).deckTop(['9D']).turnOf(0);
    const [old, next] = [t.s.stories[1], t.s.storyDecks[1][0]];
    const size = t.s.storyDecks[1].length;
    expect(cardActions(t)).toEqual([playAction('QC', { story: 0 }), playAction('QC', { story: 1 })]);
    t.act(0, playAction('QC', { story: 1 }));
    expectActionPlayed(t, 'QC', 'telegraph');
    expect(t.s.stories[1]).toBe(next);
    expect(t.s.storyDecks[1]).toHaveLength(size);
    expect(t.s.storyDecks[1].at(-1)).toBe(old);
    expect(t.ofType('storyCycled').map((e) => e.data)).toEqual([{ slot: 1, from: old, to: next }]);
    expect(t.p(0)).toMatchObject({ money: 10, hand: ['9D'] });
  });

  it('telegraph needs a face-up story with no discs on it', () => {
    const t = table().hand(0, ['QS']).turnOf(0);
    t.s.storyDiscs[0] = [2];
    expect(cardActions(t)).toEqual([playAction('QS', { story: 1 })]);
    t.refuse(0, playAction('QS', { story: 0 }), 'ERR_ILLEGAL_ACTION', 'R17.2');
    t.s.storyDiscs[1] = [3];
    expect(cardActions(t)).toEqual([]);
  });

  it('telegraph needs a face-up story with a card under it', () => {
    const t = table().hand(0, ['QS']).turnOf(0);
    t.s.storyDecks[0] = [];
    expect(cardActions(t)).toEqual([playAction('QS', { story: 1 })]);
    t.refuse(0, playAction('QS', { story: 0 }), 'ERR_ILLEGAL_ACTION', 'R17.2');
    t.s.storyDecks[1] = [];
    expect(cardActions(t)).toEqual([]);
    t.refuse(0, playAction('QS', { story: 1 }), 'ERR_ILLEGAL_ACTION', 'R17.2');
  });
});

describe('tall-tale (AH AD)', () => {
  it('tall-tale gains 1 LP and draws 1 poker card', () => {
    const t = table().hand(0, ['AD']).deckTop(['4S']).turnOf(0);
    t.act(0, playAction('AD'));
    expectActionPlayed(t, 'AD', 'tall-tale');
    expect(t.p(0)).toMatchObject({ lp: 1, hand: ['4S'] });
  });

  it('R17.2 R2.4 the card is discarded after its effect: with deck and discard pile empty, its draw finds nothing', () => {
    const t = table().hand(0, ['AD']).turnOf(0);
    t.s.pokerDeck = [];
    t.s.pokerDiscard = [];
    t.act(0, playAction('AD'));
    expect(t.p(0)).toMatchObject({ lp: 1, hand: [] });
    expect(t.s.pokerDiscard).toEqual(['AD']);
    expect(t.ofType('deckReshuffled')).toEqual([]);
    expect(t.legal(0).some((a) => a.type === 'playAction')).toBe(false);
  });

  it('tall-tale does nothing when the Ace is played for its value against a bandit (R17.6)', () => {
    const t = table().at(0, NEXT_TO_HIDEOUT).bandits([HIDEOUT]).hand(0, ['AH']).fightTop(['F8', 'F3']).turnOf(0);
    t.act(0, { type: 'move', to: HIDEOUT });
    t.act(3, { type: 'chooseFightCard', card: 'F8' });
    t.act(0, { type: 'playCard', card: 'AH' });
    t.act(0, choose('lp'));
    expect(t.p(0)).toMatchObject({ lp: 1, hand: [] });
    expect(t.ofType('cardEffectUsed')).toEqual([]);
  });
});

describe('hired-gun (AC AS)', () => {
  it('hired-gun removes any one bandit and gives the bandit reward; it is not a fight', () => {
    const t = table().bandits(['mesitos-point-hideout', 'cliff-junction-hideout']).hand(0, ['AC']).turnOf(0);
    expect(cardActions(t)).toEqual([
      playAction('AC', { hideout: 'mesitos-point-hideout' }), playAction('AC', { hideout: 'cliff-junction-hideout' }),
    ]);
    t.act(0, playAction('AC', { hideout: 'cliff-junction-hideout' }));
    expectActionPlayed(t, 'AC', 'hired-gun');
    expect(t.s.bandits).toEqual(['mesitos-point-hideout']);
    expect(t.ofType('banditRemoved').map((e) => e.data)).toEqual([{ hideout: 'cliff-junction-hideout', by: 'hired-gun' }]);
    expect(t.ofType('fightDeclared')).toEqual([]);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'banditReward', rule: 'R13.3' });
    t.act(0, choose('marshal'));
    expect(t.p(0)).toMatchObject({ marshal: 1, money: 20 });
  });

  it('hired-gun gives a Wanted player the LP only (R13.3)', () => {
    const t = table().set(0, { wanted: 1 }).bandits([HIDEOUT]).hand(0, ['AS']).turnOf(0);
    t.act(0, playAction('AS', { hideout: HIDEOUT }));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(0)).toMatchObject({ lp: 1, marshal: 0 });
    expect(t.s.bandits).toEqual([]);
  });

  it('hired-gun needs a bandit on the map', () => {
    const t = table().hand(0, ['AC']).turnOf(0);
    expect(cardActions(t)).toEqual([]);
    t.refuse(0, playAction('AC', { hideout: HIDEOUT }), 'ERR_ILLEGAL_ACTION', 'R17.2');
    const u = table().bandits(['mesitos-point-hideout']).hand(0, ['AC']).turnOf(0);
    u.refuse(0, playAction('AC', { hideout: HIDEOUT }), 'ERR_ILLEGAL_ACTION', 'R17.2');
  });
});
