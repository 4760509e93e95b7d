// The heuristic's character play (characters.ts) and its answers to setup, ability and movement
// prompts (ability-answers.ts, reactions.ts), found by counting what weak characters did in 300
// heuristic games (3 Dec 2026). Each answer was random, or the ability unused, before.
import { distance, seedRng, spacesWith, type Action, type CardId, type GameState, type PlayerView } from '@wl/engine';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../src/index.js';
import { heading, mainActionScore } from '../src/action-phase.js';
import { reaction } from '../src/choices.js';
import { choose, shapedGame, viewWith } from './position.js';
import { meOf } from '../src/plans.js';

/** A 4-player game with seat 0 shaped by `fields` and holding `hand`. */
const game = (fields: Record<string, unknown> = {}, hand: CardId[] = []): GameState => shapedGame('abilities', fields, hand);

/** The bot's pick under 8 different seeds: an answer that was a random draw differs among them. */
const picks = (v: PlayerView, legal: Action[]) => Array.from({ length: 8 }, (_, i) => heuristicBot(v, legal, seedRng(`a${i}`)));
/** A Marshal of 3 points: no heist plan (characters.ts plansHeist) for the hands with a King below. */
const noHeist = { marshal: 3 };
const far = { pos: 'darkrock-bank', nuggets: 0, money: 20, ...noHeist }; // the plan heads for a mine

describe('heuristic ability and setup answers', () => {
  it('R3.2 keeps the dealt character the heuristic plays better (Kit Carson over Doc Holliday)', () => {
    const legal: Action[] = [{ type: 'keepCharacter', character: 'doc-holliday' }, { type: 'keepCharacter', character: 'kit-carson' }];
    for (const a of picks(viewWith(game(), 'keepCharacter'), legal)) expect(a).toEqual(legal[1]);
  });

  it('R3.4 starts on the space nearest a mine', () => {
    const spaces = ['mesitos-point-hideout', 'sunny-hills-hideout-east'];
    const legal: Action[] = spaces.map((space) => ({ type: 'chooseStartSpace', space } as Action));
    const mineDist = (x: string) => Math.min(...spacesWith('mine').map((m) => distance(x, m)));
    const want = legal[mineDist(spaces[0]) <= mineDist(spaces[1]) ? 0 : 1];
    for (const a of picks(viewWith(game({ pos: null }), 'chooseStartSpace'), legal)) expect(a).toEqual(want);
  });

  it('R4.1 Y. B. Rowdy discards his lowest card to move toward the plan, and stays at the mine he came to work', () => {
    const legal: Action[] = [{ type: 'discard', card: '2C' }, { type: 'discard', card: 'KS' }, { type: 'pass' }];
    for (const a of picks(viewWith(game(far, ['2C', 'KS']), 'ybRowdy'), legal)) expect(a).toEqual(legal[0]);
    for (const a of picks(viewWith(game({ pos: 'cliff-junction-mine', nuggets: 0, ...noHeist }, ['2C', 'KS']), 'ybRowdy'), legal)) expect(a).toEqual(legal[2]);
  });

  it('R5.8 Billy the Kid robs the player with money and cards, not the one with nothing', () => {
    const s = game();
    Object.assign(s.players[1], { money: 0, hand: [] });
    Object.assign(s.players[2], { money: 50, hand: ['5C', '6D'] });
    const legal: Action[] = [{ type: 'target', seat: 1 }, { type: 'target', seat: 2 }];
    for (const a of picks(viewWith(s, 'billyTheKid'), legal)) expect(a).toEqual(legal[1]);
  });

  it('R8.9 Wild Bill keeps a card of a lost poker game', () => {
    const legal: Action[] = [{ type: 'pass' }, choose('keep')];
    for (const a of picks(viewWith(game({}, ['5C']), 'wildBill'), legal)) expect(a).toEqual(legal[1]);
  });

  it('R16.2 Whiskey wounds the leader, never a player at 3 wounds (a 4th is ignored)', () => {
    const s = game();
    Object.assign(s.players[1], { lp: 12, wounds: 0 });
    Object.assign(s.players[2], { lp: 6, wounds: 0 });
    Object.assign(s.players[3], { lp: 14, wounds: 3 });
    const legal: Action[] = [{ type: 'pass' }, { type: 'target', seat: 1 }, { type: 'target', seat: 2 }, { type: 'target', seat: 3 }];
    for (const a of picks(viewWith(s, 'whiskey'), legal)) expect(a).toEqual(legal[1]);
  });

  it('CONTENT §3 Sprint and Getaway move on toward the plan; neither is played on the place it came to', () => {
    for (const card of ['3H', 'TH'] as CardId[]) {
      const legal: Action[] = [{ type: 'pass' }, { type: 'playReaction', card }];
      expect(reaction(meOf(viewWith(game(far, [card, 'KS', '5C', '6D']), 'reaction'), 0), legal)).toEqual(legal[1]);
      expect(reaction(meOf(viewWith(game({ pos: 'sunny-hills-mine', nuggets: 0, ...noHeist }, [card, 'KS', '5C', '6D']), 'reaction'), 0), legal)).toEqual(legal[0]);
    }
  });

  it('CONTENT §3 Instinct looks at the attacker\'s card, then the cheapest winning card is played or the fight fled', () => {
    const legal: Action[] = [{ type: 'pass' }, { type: 'playReaction', card: '9H' }];
    const placed = viewWith(game({}, ['9H', 'KS', '4C']), 'reaction', { kind: 'duel', attacker: 1, target: 0, attackerCard: null, winTies: [] });
    expect(reaction(meOf(placed, 0), legal)).toEqual(legal[1]);
    const fight: Action[] = [{ type: 'flee' }, { type: 'playCard', card: 'JS' }, { type: 'playCard', card: 'KS' }, { type: 'playCard', card: '4C' }];
    const seen = (card: CardId) => viewWith(game({}, ['JS', 'KS', '4C']), 'fleeOrFight', { kind: 'duel', attacker: 1, target: 0, attackerCard: card, winTies: [] });
    expect(heuristicBot(seen('TC'), fight, seedRng('i'))).toEqual(fight[1]); // the Jack beats a 10: the King is kept
    expect(heuristicBot(seen('AC'), fight, seedRng('i'))).toEqual(fight[0]); // nothing beats the Ace
  });
});

describe('heuristic character play', () => {
  const score = (fields: Record<string, unknown>, hand: CardId[], a: Action) => {
    const me = meOf(viewWith(game(fields, hand), 'action'), 0);
    return mainActionScore(heading(me), a);
  };
  const saloon = { pos: 'darkrock-saloon-east', money: 40, lp: 6 };

  it('Wild Bill plays poker (+$20 on a win) over Work; others with a weak hand do not', () => {
    const poker: Action = { type: 'poker' };
    const wildBill = { ...saloon, character: 'wild-bill-hickok', legendary: true };
    expect(score(wildBill, ['5C', '9D'], poker)).toBeGreaterThan(1.5);
    expect(score(wildBill, ['5C', '9D'], poker)).toBeGreaterThan(score(wildBill, ['5C', '9D'], { type: 'work' }));
    expect(score({ ...saloon, character: 'kit-carson', legendary: true }, ['5C', '9D'], poker)).toBeLessThan(0.5);
  });

  it('Mary Fields revels without a $30 reserve (she gains $10 every turn)', () => {
    const revel: Action = { type: 'revel', lp: 2 };
    const at = { pos: 'red-falls-cabaret', money: 70, lp: 6 };
    expect(score({ ...at, character: 'mary-fields', legendary: true }, [], revel)).toBeGreaterThan(2);
    expect(score({ ...at, character: 'kit-carson', legendary: true }, [], revel)).toBeLessThan(1);
  });

  it('Doc Holliday duels with a 10 (a loss costs him no hand size) and fights with an 8 rather than flee', () => {
    const duel: Action = { type: 'fight', target: 1, kind: 'duel' };
    expect(score({ character: 'doc-holliday', legendary: true, lp: 6 }, ['TC', '4D'], duel)).toBeGreaterThan(0);
    expect(score({ character: 'kit-carson', legendary: true, lp: 6 }, ['TC', '4D'], duel)).toBeLessThan(0);
    const legal: Action[] = [{ type: 'flee' }, { type: 'playCard', card: '8C' }];
    const v = viewWith(game({ character: 'doc-holliday', legendary: true, lp: 6 }, ['8C']), 'fleeOrFight', { kind: 'duel', attacker: 1, target: 0, attackerCard: null, winTies: [] });
    expect(heuristicBot(v, legal, seedRng('d'))).toEqual(legal[1]);
  });

  it('Calamity Jane (hand limit 6) takes 2 cards at the start of her turn with 2 in hand', () => {
    const legal: Action[] = ['money', 'cards', 'mixed'].map((benefit) => ({ type: 'takeBenefit', benefit } as Action));
    const v = viewWith(game({ character: 'calamity-jane', money: 40 }, ['5C', '9D']), 'startBenefit');
    expect(heuristicBot(v, legal, seedRng('c'))).toEqual(legal[1]);
  });
});
