// The typed engine's primitive operations (src/typed/ops.ts, docs/engine-v2.md) against ops.ts:
// from states of random games, each operation with random arguments gives the same state (by
// stateHash, through the converters) and the same events (types and seats, in order).
import { describe, expect, it } from 'vitest';
import { cloneState, newCtx, randInt, seedRng, stateHash, type GameState, type RngState } from '../src/index.js';
import * as V1 from '../src/ops.js';
import { CARD, CATTLE, ITEM, WHY } from '../src/typed/codes.js';
import { fromTyped, toTyped } from '../src/typed/convert.js';
import { EVENT, EVENT_SIZE, typedCtx, type TypedCtx } from '../src/typed/ctx.js';
import * as V2 from '../src/typed/ops.js';
import type { ItemId } from '../src/content/items.js';
import type { Ctx } from '../src/ctx.js';
import { hasFeature } from '../src/content/map.js';
import { randomGame, randomSetup } from './random-games.js';

/** One operation, both ways, with its arguments drawn from `r`; null when it does not apply to the state. */
type Op = (s: GameState, seat: number, r: RngState) => null | { v1(c: Ctx): void; v2(c: TypedCtx): void };

const why = (w: string): number => WHY.code(w);
const OPS: Record<string, Op> = {
  gainMoney: (_s, seat, r) => { const n = [0, 10, 20, 50, 120][randInt(r, 5)]; return { v1: (c) => V1.gainMoney(c, seat, n, 'work'), v2: (c) => V2.gainMoneyT(c, seat, n, why('work')) }; },
  loseMoney: (_s, seat, r) => { const n = [0, 10, 30, 200][randInt(r, 4)]; return { v1: (c) => V1.loseMoney(c, seat, n, 'revel'), v2: (c) => V2.loseMoneyT(c, seat, n, why('revel')) }; },
  gainNuggets: (_s, seat, r) => { const n = randInt(r, 4); return { v1: (c) => V1.gainNuggets(c, seat, n, 'prospect'), v2: (c) => V2.gainNuggetsT(c, seat, n, why('prospect')) }; },
  loseNuggets: (_s, seat, r) => { const n = randInt(r, 4); return { v1: (c) => V1.loseNuggets(c, seat, n, 'deposit'), v2: (c) => V2.loseNuggetsT(c, seat, n, why('deposit')) }; },
  gainLp: (_s, seat, r) => { const n = randInt(r, 7); return { v1: (c) => V1.gainLp(c, seat, n, 'deposit'), v2: (c) => V2.gainLpT(c, seat, n, why('deposit')) }; },
  loseLp: (_s, seat, r) => { const n = randInt(r, 4); return { v1: (c) => V1.loseLp(c, seat, n, 'duel'), v2: (c) => V2.loseLpT(c, seat, n, why('duel')) }; },
  drawCards: (_s, seat, r) => { const n = randInt(r, 4); return { v1: (c) => { V1.drawCards(c, seat, n, 'startOfTurn'); }, v2: (c) => { V2.drawCardsT(c, seat, n, why('startOfTurn')); } }; },
  discardCard: (s, seat, r) => {
    const hand = s.players[seat].hand;
    if (hand.length === 0) return null;
    const card = hand[randInt(r, hand.length)];
    return { v1: (c) => V1.discardCard(c, seat, card, 'handLimit'), v2: (c) => V2.discardCardT(c, seat, CARD.code(card), why('handLimit')) };
  },
  discardRandomCard: (_s, seat) => ({ v1: (c) => { V1.discardRandomCard(c, seat, 'fightCard'); }, v2: (c) => { V2.discardRandomCardT(c, seat, why('fightCard')); } }),
  takeWounds: (_s, seat, r) => { const n = 1 + randInt(r, 4); return { v1: (c) => { V1.takeWounds(c, seat, n, 'duel'); }, v2: (c) => { V2.takeWoundsT(c, seat, n, why('duel')); } }; },
  heal: (_s, seat, r) => { const n = randInt(r, 4); return { v1: (c) => { V1.heal(c, seat, n, 'doctor'); }, v2: (c) => { V2.healT(c, seat, n, why('doctor')); } }; },
  gainMarshal: (_s, seat, r) => { const n = randInt(r, 4); return { v1: (c) => V1.gainMarshal(c, seat, n, 'arrest'), v2: (c) => V2.gainMarshalT(c, seat, n, why('arrest')) }; },
  loseMarshal: (_s, seat) => ({ v1: (c) => V1.loseMarshal(c, seat, 'rob'), v2: (c) => V2.loseMarshalT(c, seat, why('rob')) }),
  gainWanted: (_s, seat, r) => { const n = randInt(r, 4); return { v1: (c) => V1.gainWanted(c, seat, n, 'rob'), v2: (c) => V2.gainWantedT(c, seat, n, why('rob')) }; },
  takeCattle: (s) => {
    const atRanch = (at: string | null): boolean => at !== null && (hasFeature(at as never, 'ranch-green') || hasFeature(at as never, 'ranch-blue'));
    const seat = s.players.findIndex((p) => atRanch(p.pos)); // whoever stands on a ranch
    if (seat < 0) return null;
    return { v1: (c) => V1.takeCattle(c, seat), v2: (c) => V2.takeCattleT(c, seat) };
  },
  returnCattle: (s, seat) => {
    const token = s.players[seat].cattle;
    if (!token) return null;
    return { v1: (c) => V1.returnCattle(c, token), v2: (c) => V2.returnCattleT(c, CATTLE.code(token)) };
  },
  gainItem: (s, seat, r) => {
    const items = ITEM.values.filter((id) => s.store[id] > 0);
    if (items.length === 0) return null;
    const item = items[randInt(r, items.length)] as ItemId;
    const up = randInt(r, 2) === 1;
    return { v1: (c) => V1.gainItem(c, seat, item, up), v2: (c) => V2.gainItemT(c, seat, ITEM.code(item), up) };
  },
  discardItem: (s, seat) => {
    if (!V1.owns(s.players[seat], 'provisions')) return null;
    return { v1: (c) => V1.discardItem(c, seat, 'provisions'), v2: (c) => V2.discardItemT(c, seat, ITEM.code('provisions')) };
  },
};

/** The typed events as "type/seat" strings. */
function typedEvents(c: TypedCtx): string[] {
  const out: string[] = [];
  for (let i = 0; i < c.evLen; i += EVENT_SIZE) out.push(`${EVENT.at(c.ev[i])}/${c.ev[i + 1]}`);
  return out;
}

describe('typed primitive operations (engine v2)', () => {
  it('change the state and emit events exactly as ops.ts does', () => {
    const r = seedRng('typed-ops');
    const states: GameState[] = [];
    for (const setup of [randomSetup(931, 4), randomSetup(932, 6), randomSetup(933, 2, { manInBlack: true }), randomSetup(934, 3, { goals: true })]) {
      randomGame(setup, 30, ({ state, index }) => { if (index % 5 === 0) states.push(state); });
    }
    const applied = new Map<string, number>();
    for (const s of states) {
      for (const [name, op] of Object.entries(OPS)) {
        const seat = randInt(r, s.players.length);
        const both = op(s, seat, r);
        if (!both) continue;
        const a = cloneState(s);
        const c1 = newCtx(a);
        both.v1(c1);
        const t = toTyped(s);
        const c2 = typedCtx(t);
        both.v2(c2);
        const want = toTyped(a).m;
        expect(stateHash(fromTyped(t)), `${name} seat ${seat} at seq ${s.seq}`).toBe(stateHash(a));
        expect(t.m.every((x, i) => x === want[i]), `${name}: the same ints`).toBe(true);
        expect(typedEvents(c2), name).toEqual(c1.events.map((e) => `${e.type}/${e.seat ?? -1}`));
        applied.set(name, (applied.get(name) ?? 0) + 1);
      }
    }
    for (const name of Object.keys(OPS)) expect(applied.get(name) ?? 0, name).toBeGreaterThan(5);
  });
});
