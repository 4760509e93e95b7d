import { describe, expect, it } from 'vitest';
import {
  applyListed, cloneState, createGame, fastApply, fastLegal, fastStart, legalActions, randInt, seedRng, viewFor, type Action,
} from '@wl/engine';
import { botByName, randomBot, randomFastIndex, randomIndex } from '../src/index.js';

describe('random bot', () => {
  it('picks uniformly among kinds of action, then within the kind', () => {
    const legal: Action[] = [
      ...['darkrock-bank', 'darkrock-center', 'darkrock-east', 'darkrock-saloon-east', 'darkrock-saloon-west', 'darkrock-saloon-north', 'darkrock-sheriff-office', 'darkrock-general-store-east']
        .map((to) => ({ type: 'move', to }) as Action),
      { type: 'work' },
    ];
    const s = createGame({ players: [{}, {}, {}], seed: 1, characters: 'deal' });
    const rng = seedRng('bot-test');
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const a = randomBot(viewFor(s, 0), legal, rng);
      const key = a.type === 'move' ? a.to : a.type;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.get('work')! / 4000).toBeGreaterThan(0.45);
    expect(counts.get('work')! / 4000).toBeLessThan(0.55);
    for (const a of legal.slice(0, 8)) {
      const n = counts.get(a.type === 'move' ? a.to : '')!;
      expect(n / 4000).toBeGreaterThan(0.04);
      expect(n / 4000).toBeLessThan(0.085);
    }
  });

  it('randomIndex picks as the definition does (kinds in order of first appearance, then within), with the same draws', () => {
    const TYPES = ['move', 'work', 'pass', 'deposit'] as const;
    const make = (t: (typeof TYPES)[number], i: number): Action =>
      t === 'move' ? { type: 'move', to: `s${i}` as never } : t === 'deposit' ? { type: 'deposit', nuggets: i + 1 } : { type: t };
    const lists = seedRng('lists');
    const a = seedRng('same');
    const b = seedRng('same');
    for (let n = 0; n < 500; n++) {
      const legal = Array.from({ length: 1 + randInt(lists, 12) }, (_, i) => make(TYPES[randInt(lists, TYPES.length)], i));
      const kinds = [...new Set(legal.map((x) => x.type))];
      const kind = kinds[randInt(a, kinds.length)];
      const within = legal.filter((x) => x.type === kind);
      expect(legal[randomIndex(legal, b)]).toBe(within[randInt(a, within.length)]);
    }
    expect(() => randomIndex([], b)).toThrow(/no legal action/);
  });

  it('randomFastIndex picks on a fast game the index randomIndex picks on the same list, with the same draws', () => {
    let steps = 0;
    for (const seed of [1, 2, 3]) {
      const setup = { players: [{}, {}, {}, {}], seed: `fast-pick:${seed}`, characters: 'deal' as const };
      const s = cloneState(createGame(setup));
      const g = fastStart(setup);
      const a = seedRng(`pick:${seed}`), b = seedRng(`pick:${seed}`);
      while (!s.finished && s.turn.round <= 15) {
        const legal = legalActions(s, s.prompt!.seat);
        const i = randomIndex(legal, a);
        expect(randomFastIndex(g, fastLegal(g), b)).toBe(i);
        applyListed(s, s.prompt!.seat, legal, i);
        fastApply(g, i);
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(1000);
  });

  it('always returns one of the legal actions', () => {
    const s = createGame({ players: [{}, {}, {}, {}], seed: 9, characters: 'deal' });
    const seat = s.prompt!.seat;
    const legal = legalActions(s, seat);
    const rng = seedRng(1);
    for (let i = 0; i < 50; i++) expect(legal).toContainEqual(randomBot(viewFor(s, seat), legal, rng));
  });

  it('is found by name, and an unknown name is an error', () => {
    expect(botByName('random')).toBe(randomBot);
    expect(() => botByName('genius')).toThrow(/unknown bot/);
  });
});
