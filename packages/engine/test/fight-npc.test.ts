// R10: fighting an NPC (bandit, Bank Guard, Sheriff), the 13 fight cards (CONTENT.md §4), and
// the Heist (R6.7).
import { describe, expect, it } from 'vitest';
import { moveSheriff, newCtx, redactEvent, viewFor, type Action, type CardId, type FightCardId } from '../src/index.js';
import { scenario, type Scenario } from './builder.js';

const HIDEOUT = 'dixon-creek-hideout';
const NEXT_TO_HIDEOUT = 'darkrock-east';

const play = (card: CardId): Action => ({ type: 'playCard', card });
const pick = (card: FightCardId): Action => ({ type: 'chooseFightCard', card });
const choose = (option: Extract<Action, { type: 'choose' }>['option']): Action => ({ type: 'choose', option });
const options = (t: Scenario) => t.legal().map((a) => (a.type === 'choose' ? a.option : a.type)).sort();

/** Seat 0, with this hand and no items, walks into a bandit; the fight deck starts with `top`. */
function bandit(hand: CardId[], top: FightCardId[], setup: (t: Scenario) => Scenario = (t) => t): Scenario {
  const t = setup(scenario().bandits([HIDEOUT]).at(0, NEXT_TO_HIDEOUT).items(0, []).hand(0, hand).fightTop(top)).turnOf(0);
  t.act(0, { type: 'move', to: HIDEOUT });
  return t;
}

/** A bandit fight where the chooser (seat 3) picks `card` and seat 0 plays `card0`. */
function banditWith(card: FightCardId, card0: CardId, hand: CardId[] = [card0], setup?: (t: Scenario) => Scenario): Scenario {
  const other: FightCardId = card === 'F8' ? 'F3' : 'F8';
  const t = bandit(hand, [card, other], setup);
  t.act(3, pick(card));
  t.act(0, play(card0));
  return t;
}

/** Seat 0 heists at the Darkrock bank. */
function heist(hand: CardId[], top: FightCardId[], setup: (t: Scenario) => Scenario = (t) => t): Scenario {
  const t = setup(scenario().bandits([]).at(0, 'darkrock-bank').items(0, []).hand(0, hand).fightTop(top)).turnOf(0);
  t.act(0, { type: 'heist' });
  return t;
}

describe('R10.1 the NPC draws fight cards, the previous seat chooses', () => {
  it('R10.1 a bandit draws 2 fight cards; the previous seat chooses and only it sees them', () => {
    const t = bandit(['9H'], ['F8', 'F3']);
    expect(t.s.prompt).toEqual({ seat: 3, kind: 'chooseNpcCard', rule: 'R10.1' });
    expect(t.legal(3)).toEqual([pick('F8'), pick('F3')]);
    expect(viewFor(t.s, 3).fight).toMatchObject({ kind: 'bandit', chooser: 3, drawnCount: 2, drawn: ['F8', 'F3'] });
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(viewFor(t.s, viewer).fight).toMatchObject({ drawnCount: 2, drawn: null, npcCard: null });
    }
    const drawn = t.ofType('fightCardsDrawn')[0];
    expect(redactEvent(drawn, 3).data).toMatchObject({ cards: ['F8', 'F3'] });
    expect(redactEvent(drawn, 0).data).not.toHaveProperty('cards');
    t.refuse(0, pick('F8'), 'ERR_NOT_YOUR_DECISION');
    t.act(3, pick('F3'));
    // Chosen but not yet revealed: still the chooser's secret.
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'placeFightCard', rule: 'R10.2' });
    expect(viewFor(t.s, 3).fight!.npcCard).toBe('F3');
    expect(viewFor(t.s, 0).fight!.npcCard).toBeNull();
    expect(viewFor(t.s, 1).fight!.npcCard).toBeNull();
  });

  it('R10.3 R23 once the cards are revealed, every view shows the values as they stand, before the result', () => {
    const t = bandit(['TH', '2C'], ['F8', 'F3']);
    t.autoPass = false;
    t.act(3, pick('F8'));
    t.act(0, play('TH'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'reaction' }); // W.react, after the reveal
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(viewFor(t.s, viewer).fight).toMatchObject({ revealed: true, winner: null, attackerValue: 10, targetValue: 8 });
    }
    while (t.s.prompt?.kind === 'reaction') t.act(0, { type: 'pass' });
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 10, targetValue: 8, winner: 0 });
  });

  it('R10.1 the chooser is the fighter\'s previous seat', () => {
    const t = scenario().bandits([HIDEOUT]).at(2, NEXT_TO_HIDEOUT).items(2, []).hand(2, ['9H']).turnOf(2);
    t.act(2, { type: 'move', to: HIDEOUT });
    expect(t.s.prompt).toMatchObject({ seat: 1, kind: 'chooseNpcCard' });

    const three = scenario(3).bandits([HIDEOUT]).at(0, NEXT_TO_HIDEOUT).items(0, []).hand(0, ['9H']).turnOf(0);
    three.act(0, { type: 'move', to: HIDEOUT });
    expect(three.s.prompt).toMatchObject({ seat: 2, kind: 'chooseNpcCard' });
  });

  it('R10.1 the Bank Guard draws 3 fight cards', () => {
    const t = heist(['9H'], ['F8', 'F3', 'FK']);
    expect(t.s.prompt).toEqual({ seat: 3, kind: 'chooseNpcCard', rule: 'R10.1' });
    expect(viewFor(t.s, 3).fight).toMatchObject({ kind: 'guard', drawnCount: 3, drawn: ['F8', 'F3', 'FK'] });
    expect(viewFor(t.s, 0).fight!.drawn).toBeNull();
    expect(t.s.fightDeck).toHaveLength(10);
  });

  it('R10.1 the Sheriff draws 4 fight cards', () => {
    const t = scenario().bandits([]).at(1, 'mesitos-point-3').set(1, { wanted: 1 }).hand(1, ['9H']).fightTop(['F8', 'F3', 'FK', 'F2']).turnOf(0);
    moveSheriff(newCtx(t.s), 0, 1);
    t.settle();
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    t.act(1, { type: 'discard', card: '9H' });
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'chooseNpcCard', rule: 'R10.1' });
    expect(viewFor(t.s, 0).fight).toMatchObject({ kind: 'sheriff', drawnCount: 4, drawn: ['F8', 'F3', 'FK', 'F2'] });
    expect(viewFor(t.s, 1).fight!.drawn).toBeNull();
  });
});

describe('R10.2 the fighter\'s card', () => {
  it('R10.2 a bandit fighter with no card plays the top card of the poker deck unseen', () => {
    const t = bandit([], ['F8', 'F3'], (x) => x.deckTop(['KH']));
    t.act(3, pick('F8'));
    expect(t.ofType('cardPlaced').map((e) => e.data)).toEqual([{ blind: true }]);
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 13, targetValue: 8 });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'banditReward' });
    expect(t.p(0).hand).toEqual([]);
    t.act(0, choose('lp'));
    expect(t.p(0).hand).toEqual([]);
    expect(t.s.pokerDiscard).toContain('KH');
  });

  it('R10.2 with no poker card anywhere, the fighter loses', () => {
    const t = bandit([], ['F3', 'F8'], (x) => { x.s.pokerDeck = []; x.s.pokerDiscard = []; return x; });
    t.act(3, pick('F8'));
    expect(t.ofType('fightRevealed')).toEqual([]);
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: null, loser: 0 });
    expect(t.p(0)).toMatchObject({ wounds: 1, lp: 0, marshal: 0, hand: [] });
    expect(t.s.bandits).toEqual([]);
  });
});

describe('R10.3 reveal', () => {
  it('R10.3 an upgraded weapon does not lower a fight card (CONTENT.md §2)', () => {
    const t = banditWith('F8', '8C', ['8C'], (x) => x.items(0, [['revolver', 'upgraded']]));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 8, targetValue: 8 });
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: null, loser: 0 });
  });
});

describe('R10.5 ties and the loser', () => {
  it('R10.5 the NPC wins ties, and a losing fighter takes the loser\'s penalty', () => {
    const t = banditWith('F8', '8C', ['8C'], (x) => x.deckTop(['3S']));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: null, loser: 0 });
    // F8's wound and the loser's wound; the loser's card.
    expect(t.p(0)).toMatchObject({ wounds: 2, lp: 0, marshal: 0, hand: ['3S'] });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });
});

describe('R10.3 the 13 fight cards (CONTENT.md §4)', () => {
  it('R10.3 F2: 1 wound and −1 LP', () => {
    const t = banditWith('F2', 'AH', ['AH'], (x) => x.set(0, { lp: 3 }));
    expect(t.p(0)).toMatchObject({ wounds: 1, lp: 2 });
    t.act(0, choose('marshal'));
    expect(t.p(0)).toMatchObject({ wounds: 1, lp: 2, marshal: 1 });
  });

  it('R10.3 F3: 2 wounds', () => {
    const t = banditWith('F3', 'AH');
    expect(t.p(0)).toMatchObject({ wounds: 2, lp: 0 });
  });

  it('R10.3 F4: 1 wound and a discard of the fighter\'s choice', () => {
    const t = banditWith('F4', 'AH', ['AH', '3C', '5D']);
    expect(t.p(0).wounds).toBe(1);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'discard', rule: 'R10.3' });
    expect(t.legal(0)).toEqual(expect.arrayContaining([{ type: 'discard', card: '3C' }, { type: 'discard', card: '5D' }]));
    expect(t.legal(0)).toHaveLength(2);
    t.act(0, { type: 'discard', card: '5D' });
    expect(t.p(0).hand).toEqual(['3C']);
    expect(t.s.pokerDiscard).toContain('5D');
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'banditReward' });
  });

  it('R10.3 F5: 1 wound, and a bandit beaten in this fight gives no Marshal point (R13.3)', () => {
    const t = banditWith('F5', 'AH');
    // LP is the only option, so it is taken without a question.
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(0)).toMatchObject({ wounds: 1, lp: 1, marshal: 0, money: 0 });
  });

  it('R10.3 F6: 1 wound', () => {
    const t = banditWith('F6', 'AH');
    expect(t.p(0)).toMatchObject({ wounds: 1, lp: 0 });
    expect(t.ofType('woundTaken').map((e) => e.data)).toEqual([{ amount: 1, ignored: 0, why: 'fightCard:F6' }]);
  });

  it('R10.3 F7: the fighter chooses 1 wound or a random discard', () => {
    const t = banditWith('F7', 'AH', ['AH', '3C']);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'woundOrDiscard', rule: 'R10.3' });
    expect(options(t)).toEqual(['discardRandom', 'wound']);
    t.act(0, choose('discardRandom'));
    expect(t.p(0)).toMatchObject({ wounds: 0, hand: [] });
    expect(t.s.pokerDiscard).toContain('3C');

    const u = banditWith('F7', 'AH', ['AH', '3C']);
    u.act(0, choose('wound'));
    expect(u.p(0)).toMatchObject({ wounds: 1, hand: ['3C'] });

    // With an empty hand only the wound is left, and no question is asked.
    const v = banditWith('F7', 'AH');
    expect(v.s.prompt).toMatchObject({ seat: 0, kind: 'banditReward' });
    expect(v.p(0).wounds).toBe(1);
  });

  it('R10.3 F8: 1 wound, and the bandit reward offers LP or a Marshal point', () => {
    const t = banditWith('F8', 'AH');
    expect(t.p(0).wounds).toBe(1);
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'banditReward', rule: 'R13.3' });
    expect(options(t)).toEqual(['lp', 'marshal']);
  });

  it('R10.3 F9: discard 1 card or lose $10, and no Marshal point from the bandit', () => {
    const t = banditWith('F9', 'AH', ['AH', '3C'], (x) => x.set(0, { money: 30 }));
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'discardOrPay', rule: 'R10.3' });
    expect(options(t)).toEqual(['discardCard', 'pay']);
    t.act(0, choose('pay'));
    expect(t.p(0)).toMatchObject({ money: 20, hand: ['3C'], wounds: 0, lp: 1, marshal: 0 });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });

    const u = banditWith('F9', 'AH', ['AH', '3C', '5D'], (x) => x.set(0, { money: 30 }));
    u.act(0, choose('discardCard'));
    expect(u.s.prompt).toMatchObject({ seat: 0, kind: 'discard' });
    u.act(0, { type: 'discard', card: '5D' });
    expect(u.p(0)).toMatchObject({ money: 30, hand: ['3C'], lp: 1, marshal: 0 });
  });

  it('R10.4 FT: the chooser restarts: the card is discarded, the fighter draws 1, new fight cards with the same chooser', () => {
    const t = bandit(['9H', '5C'], ['FT', 'F3', 'F8', 'FK'], (x) => x.deckTop(['KS']));
    t.act(3, pick('FT'));
    t.act(0, play('9H'));
    expect(t.s.prompt).toEqual({ seat: 3, kind: 'restartFight', rule: 'R10.4' });
    expect(options(t)).toEqual(['keep', 'restart']);
    t.act(3, choose('restart'));
    // No result, no effect: straight back to the chooser with new cards.
    expect(t.ofType('fightResolved')).toEqual([]);
    expect(t.s.prompt).toEqual({ seat: 3, kind: 'chooseNpcCard', rule: 'R10.1' });
    expect(viewFor(t.s, 3).fight!.drawn).toEqual(['F8', 'FK']);
    expect(sorted(t.s.fightDeck.slice(-2))).toEqual(['F3', 'FT']);
    expect(t.s.pokerDiscard).toContain('9H');
    expect(sorted(t.p(0).hand)).toEqual(['5C', 'KS']);
    expect(t.p(0).wounds).toBe(0);
    t.act(3, pick('F8'));
    t.act(0, play('KS'));
    expect(t.ofType('fightResolved')).toHaveLength(1);
    expect(t.p(0).wounds).toBe(1);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'banditReward' });
  });

  it('R10.4 FT: not restarted, FT has no effect and is worth 10', () => {
    const t = bandit(['JH', '5C'], ['FT', 'F3'], (x) => x.deckTop(['KS']));
    t.act(3, pick('FT'));
    t.act(0, play('JH'));
    t.act(3, choose('keep'));
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ attackerValue: 11, targetValue: 10 });
    expect(t.ofType('fightRestarted')).toEqual([]);
    expect(t.p(0)).toMatchObject({ wounds: 0, hand: ['5C'] });
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'banditReward' });
  });

  it('R10.4 FT restarted in a Sheriff fight asks for no second discard', () => {
    const t = scenario().bandits([]).at(1, 'mesitos-point-3').set(1, { wanted: 1 }).hand(1, ['9H', '2C', '5D'])
      .fightTop(['FT', 'F3', 'F4', 'F5', 'F8', 'FK', 'FQ', 'FJ']).deckTop(['KS']).turnOf(0);
    moveSheriff(newCtx(t.s), 0, 1);
    t.settle();
    t.act(0, { type: 'moveSheriff', to: 'mesitos-point-3' });
    t.act(1, { type: 'discard', card: '5D' });
    t.act(0, pick('FT'));
    t.act(1, play('9H'));
    t.act(0, choose('restart'));
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'chooseNpcCard', rule: 'R10.1' });
    expect(viewFor(t.s, 0).fight!.drawn).toEqual(['F8', 'FK', 'FQ', 'FJ']);
    expect(sorted(t.p(1).hand)).toEqual(['2C', 'KS']);
  });

  it('R10.4 FT restarted in a Heist: the same heist, no second action', () => {
    const t = heist(['9H', '5C'], ['FT', 'F3', 'F4', 'F8', 'FK', 'FQ']);
    t.act(3, pick('FT'));
    t.act(0, play('9H'));
    t.act(3, choose('restart'));
    expect(t.s.turn.actionsLeft).toBe(2);
    expect(viewFor(t.s, 3).fight).toMatchObject({ kind: 'guard', drawn: ['F8', 'FK', 'FQ'] });
    expect(t.ofType('heistAttempted')).toHaveLength(1);
  });

  it('R10.3 FJ: the fighter gains $10', () => {
    const t = banditWith('FJ', 'AH');
    expect(t.p(0)).toMatchObject({ money: 10, wounds: 0 });
  });

  it('R10.3 FQ: the fighter draws 1 poker card', () => {
    const t = banditWith('FQ', 'AH', ['AH'], (x) => x.deckTop(['4S']));
    expect(t.p(0)).toMatchObject({ hand: ['4S'], wounds: 0 });
  });

  it('R10.3 FK: the fighter gains 1 LP', () => {
    const t = banditWith('FK', 'AH');
    expect(t.p(0)).toMatchObject({ lp: 1, wounds: 0 });
    t.act(0, choose('lp'));
    expect(t.p(0).lp).toBe(2);
  });

  it('R10.3 FA: the fighter chooses 1 LP, 1 Marshal point or 1 Wanted point (here a tie the NPC wins)', () => {
    const t = banditWith('FA', 'AH');
    expect(t.s.prompt).toEqual({ seat: 0, kind: 'pointReward', rule: 'R10.3' });
    expect(options(t)).toEqual(['lp', 'marshal', 'wanted']);
    t.act(0, choose('marshal'));
    // Marshal space 1 gives $20; then the NPC wins the 14–14 tie.
    expect(t.p(0)).toMatchObject({ marshal: 1, money: 20, wounds: 1 });
    expect(t.ofType('fightResolved')[0].data).toMatchObject({ winner: null, loser: 0 });

    const u = banditWith('FA', 'AH');
    u.act(0, choose('wanted'));
    expect(u.p(0)).toMatchObject({ wanted: 1, marshal: 0 });
  });

  it('R10.3 FA does not offer the Marshal point to a Wanted player (R11.4)', () => {
    const t = banditWith('FA', 'AH', ['AH'], (x) => x.set(0, { wanted: 2 }));
    expect(options(t)).toEqual(['lp', 'wanted']);
    t.act(0, choose('lp'));
    expect(t.p(0)).toMatchObject({ lp: 1, wanted: 2, marshal: 0 });
  });
});

describe('R10.6 after the fight', () => {
  it('R10.6 the drawn fight cards go to the bottom of the fight deck; the poker card is discarded', () => {
    const t = banditWith('F8', 'AH');
    t.act(0, choose('lp'));
    expect(t.s.fightDeck).toHaveLength(13);
    expect(sorted(t.s.fightDeck.slice(-2))).toEqual(['F3', 'F8']);
    expect(t.s.pokerDiscard).toContain('AH');
  });

  it('R10.6 the Bank Guard\'s 3 cards all go to the bottom', () => {
    const t = heist(['AH'], ['F8', 'F3', 'FK']);
    t.act(3, pick('F3'));
    t.act(0, play('AH'));
    expect(t.s.fightDeck).toHaveLength(13);
    expect(sorted(t.s.fightDeck.slice(-3))).toEqual(['F3', 'F8', 'FK']);
  });

  it('R16.1 an active Shotgun draws 1 card after beating an NPC (CONTENT.md §2)', () => {
    const t = banditWith('FJ', 'AH', ['AH'], (x) => x.items(0, ['shotgun']).deckTop(['4S']));
    expect(t.p(0).hand).toEqual(['4S']);
  });
});

describe('R6.7 the Heist', () => {
  it('R6.7 a won Heist gives $80 and 3 Wanted points', () => {
    const t = heist(['KH', '3C'], ['F8', 'F3', 'FK'], (x) => x.deckTop(['7S']));
    t.act(3, pick('F8'));
    t.act(0, play('KH'));
    // Wanted space 2 draws 1 card; F8 gives 1 wound.
    expect(t.p(0)).toMatchObject({ money: 80, wanted: 3, wounds: 1 });
    expect(sorted(t.p(0).hand)).toEqual(['3C', '7S']);
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
  });

  it('R6.7 a lost Heist gives the loser\'s penalty and 1 Wanted point', () => {
    const t = heist(['2H'], ['FK', 'F3', 'F8'], (x) => x.deckTop(['7S']));
    t.act(3, pick('FK'));
    t.act(0, play('2H'));
    // FK's LP is the fight card's effect; the loss adds 1 wound, 1 card and 1 Wanted point.
    expect(t.p(0)).toMatchObject({ money: 0, wanted: 1, wounds: 1, lp: 1, hand: ['7S'] });
  });

  it('R6.7 a Marshal loses all Marshal points when the Heist is declared', () => {
    const t = heist(['2H'], ['FK', 'F3', 'F8'], (x) => x.set(0, { marshal: 4 }));
    expect(t.s.prompt).toMatchObject({ seat: 3, kind: 'chooseNpcCard' });
    expect(t.p(0).marshal).toBe(0);
    expect(t.ofType('marshalPointsLost')).toHaveLength(1);
  });

  it('R6.7 at most one Heist per turn', () => {
    const t = heist(['AH', '2C'], ['FJ', 'F3', 'F8']);
    t.act(3, pick('F3'));
    t.act(0, play('AH'));
    expect(t.s.prompt).toMatchObject({ seat: 0, kind: 'action' });
    expect(t.p(0).hand.length).toBeGreaterThan(0);
    expect(t.legal(0).some((a) => a.type === 'heist')).toBe(false);
    t.refuse(0, { type: 'heist' }, 'ERR_LIMIT', 'R6.7');
  });

  it('R6.7 a Heist needs a poker card in hand', () => {
    const t = scenario().bandits([]).at(0, 'darkrock-bank').items(0, []).hand(0, []).turnOf(0);
    expect(t.legal(0).some((a) => a.type === 'heist')).toBe(false);
    t.refuse(0, { type: 'heist' }, 'ERR_LIMIT', 'R6.7');
    const u = scenario().bandits([]).at(0, 'darkrock-bank').items(0, []).hand(0, ['2C']).turnOf(0);
    expect(u.can(0, { type: 'heist' })).toBe(true);
  });
});

function sorted(xs: readonly string[]): string[] {
  return [...xs].sort();
}
