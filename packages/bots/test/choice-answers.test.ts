// The heuristic's answers to small decisions, found by an audit of 300 heuristic games
// (3 Dec 2026): each checked on a real game's view, shaped for the decision.
import { distance, seedRng, SPACE_IDS, viewFor, type Action, type CardId, type GameState, type PlayerView } from '@wl/engine';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../src/index.js';
import { chooseOption, reaction } from '../src/choices.js';
import { choose, shapedGame, viewWith } from './position.js';
import { meOf, shopValue } from '../src/plans.js';

/** A 4-player game with seat 0 shaped by `fields` and holding `hand`. */
const game = (fields: Record<string, unknown> = {}, hand: CardId[] = []): GameState => shapedGame('answers', fields, hand);

const rng = () => seedRng('answers');

describe('heuristic answers', () => {
  it('R17.4 Vamoose cancels a Duel its other cards would lose (the Vamoose, a Jack, does not count), not one they win', () => {
    const react: Action[] = [{ type: 'pass' }, { type: 'playReaction', card: 'JH' }];
    const weak = viewWith(game({}, ['4S', '5C', 'JH']), 'reaction', { kind: 'duel', attacker: 1, target: 0 });
    expect(reaction(meOf(weak, 0), react)).toEqual(react[1]);
    const strong = viewWith(game({}, ['KS', '5C', 'JH']), 'reaction', { kind: 'duel', attacker: 1, target: 0 });
    expect(reaction(meOf(strong, 0), react)).toEqual(react[0]);
  });

  it('R2.6 at 3 wounds F7\'s wound is free: the heuristic takes it instead of discarding', () => {
    const v = viewWith(game({ wounds: 3 }, ['5H', '8C']), 'woundOrDiscard');
    expect(chooseOption(meOf(v, 0), ['wound', 'discardRandom'], 'woundOrDiscard', rng())).toBe('wound');
    const u = viewWith(game({ wounds: 2 }, ['5H', '8C']), 'woundOrDiscard');
    expect(chooseOption(meOf(u, 0), ['wound', 'discardRandom'], 'woundOrDiscard', rng())).toBe('discardRandom');
  });

  it('R2.10 a robber with no room for nuggets takes the money', () => {
    const s = game({ money: 10, nuggets: 4 });
    Object.assign(s.players[1], { money: 90, nuggets: 3 });
    const v = viewWith(s, 'robLoot', { kind: 'rob', attacker: 0, target: 1 });
    expect(chooseOption(meOf(v, 0), ['money', 'nuggets'], 'robLoot', rng())).toBe('money');
  });

  it('R16 a Mustang is worth buying over a base Mule, not over an upgraded one (both move 4)', () => {
    const buy: Action = { type: 'buy', item: 'mustang', activate: false } as Action;
    const base = viewFor(game({ items: [{ id: 'mule', upgraded: false }], activeMount: 'mule', money: 120 }), 0);
    const upgraded = viewFor(game({ items: [{ id: 'mule', upgraded: true }], activeMount: 'mule', money: 120 }), 0);
    expect(shopValue(base.players[0], buy, 120)).toBeGreaterThan(0);
    expect(shopValue(upgraded.players[0], buy, 120)).toBeLessThan(0);
  });

  it('Annie Oakley\'s victim discards its least useful card, or takes the wound when it is free (3 wounds)', () => {
    const legal: Action[] = [{ type: 'discard', card: '2C' }, { type: 'discard', card: 'KS' }, choose('wound')];
    const fresh = viewWith(game({ wounds: 0 }, ['2C', 'KS']), 'annieOakley');
    expect(heuristicBot(fresh, legal, rng())).toEqual(legal[0]);
    const hurt = viewWith(game({ wounds: 3 }, ['2C', 'KS']), 'annieOakley');
    expect(heuristicBot(hurt, legal, rng())).toEqual(legal[2]);
  });

  it('R10.3 against an NPC Dynamite counts 3 more: 8 (−3 on the fight card) beats a plain 9', () => {
    const legal: Action[] = [{ type: 'playCard', card: '9C' }, { type: 'playCard', card: '8D' }];
    const npc = viewWith(game({}, ['9C', '8D']), 'placeFightCard', { kind: 'guard', attacker: 0, target: null });
    expect(heuristicBot(npc, legal, rng())).toEqual(legal[1]);
    const duel = viewWith(game({}, ['9C', '8D']), 'placeFightCard', { kind: 'duel', attacker: 0, target: 1 });
    expect(heuristicBot(duel, legal, rng())).toEqual(legal[0]);
  });

  it('R6.5 the Prospector\'s Map rerolls the die that shows least against its odds, and keeps two nuggets', () => {
    const options = ['keep', 'reroll1', 'reroll2'] as const;
    const ask = (faces: [string, string], fields: Record<string, unknown> = {}) => {
      const v = viewWith(game(fields), 'prospectorsMap');
      return chooseOption(meOf({ ...v, mine: { seat: 0, faces } as PlayerView['mine'] }, 0), [...options], 'prospectorsMap', rng());
    };
    expect(ask(['nugget', 'nugget'])).toBe('keep');
    expect(ask(['gravel', 'nugget'])).toBe('reroll1');
    expect(ask(['nugget', 'gravel'])).toBe('reroll2');
    expect(ask(['gravel', 'gravel'])).toBe('reroll1'); // die 1 has 3 nugget faces, die 2 two
    expect(ask(['nugget', 'tailings'])).toBe('reroll2'); // $10 shown, but 2 in 5 final faces of die 2 are nuggets
    expect(ask(['nugget', 'tailings'], { nuggets: 4 })).toBe('reroll1'); // no room for a nugget: it is worth nothing, a reroll may give $10
  });

  it('R5.8 an extra step (Kit Carson) is not taken off the place the plan came to: a mine with room for nuggets', () => {
    const s = game({ pos: 'sunny-hills-mine', nuggets: 0 });
    const steps = SPACE_IDS.filter((x) => distance('sunny-hills-mine', x) === 1).map((to): Action => ({ type: 'move', to }));
    const legal: Action[] = [{ type: 'pass' }, ...steps];
    expect(heuristicBot(viewWith(s, 'extendMove'), legal, rng())).toEqual({ type: 'pass' });
  });
});
