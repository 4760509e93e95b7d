// The typed engine's General Store and Mine (src/typed/store.ts, src/typed/mine.ts, docs/engine-v2.md)
// against store.ts, mine.ts and actions.ts: from states of random games, and from the same states
// made to reach what random play seldom does (a rich player at a store with items, wounds and an
// empty deck; a prospector with the Map, a Mule, a full purse or a short supply at a mine), each Buy,
// Upgrade and Prospect started, each decision of a shop frame and each step of a mine frame give
// the same ints and the same events (with their values) both ways.
import { describe, expect, it } from 'vitest';
import {
  cloneState, FEATURE_BIT, featureMask, ITEM_IDS, itemDef, legalActions, newCtx, randInt, seedRng, SPACE_IDS, type Action, type Ctx,
  type DieFace, type GameEvent, type GameState, type ItemId, type MineFrame, type RngState, type Setup, type SpaceId,
} from '../src/index.js';
import { applyMainAction } from '../src/actions.js';
import { handlerOf } from '../src/handlers.js';
import { rollDie } from '../src/mine.js';
import { NUGGET_SUPPLY } from '../src/ops.js';
import { top } from '../src/stack.js';
import { codeOfAction } from '../src/typed/action-codes.js';
import { ITEM, PROMPT_KIND, RULE, SPACE, WHY } from '../src/typed/codes.js';
import { toTyped } from '../src/typed/convert.js';
import type { TypedCtx } from '../src/typed/ctx.js';
import { DIE_FACE } from '../src/typed/frames.js';
import { packPrompt } from '../src/typed/handler.js';
import * as L from '../src/typed/layout.js';
import { mineHandlerT, rollDieT, startMineT } from '../src/typed/mine.js';
import { topFrameT } from '../src/typed/stack.js';
import { shopHandlerT, startShoppingT } from '../src/typed/store.js';
import { randomGame } from './random-games.js';
import { everyTable, settleVisiting, sideBySideRunner, typedRecordOf } from './typed-helpers.js';

/** The event types whose values are compared (the others by type and seat). */
const DETAILED = new Set(['moneyGained', 'moneyLost', 'nuggetsGained', 'woundsRemoved', 'cardsDrawn', 'deckReshuffled', 'itemBought', 'itemUpgraded', 'diceRolled', 'prospected']);
const face = (f: unknown): number => DIE_FACE.code(f as DieFace);
/** A v1 event as the typed record: type/seat, then kind a b c for the DETAILED types (events.ts). */
function v1Record(e: GameEvent): string {
  const head = `${e.type}/${e.seat ?? -1}`;
  const d = (e.data ?? {}) as Record<string, unknown>;
  const why = (): number => WHY.code(d.why as string);
  const at = (): number => SPACE.code(d.at as SpaceId);
  switch (e.type) {
    case 'moneyGained': case 'moneyLost': case 'nuggetsGained': case 'woundsRemoved': return `${head} -1 ${d.amount} ${why()} 0`;
    case 'cardsDrawn': return `${head} -1 ${d.count} ${why()} 0`;
    case 'deckReshuffled': return `${head} -1 ${d.cards} 0 0`;
    case 'itemBought': return `${head} ${ITEM.code(e.kind as ItemId)} ${at()} ${d.cost} ${d.activate ? 1 : 0}`;
    case 'itemUpgraded': return `${head} ${ITEM.code(e.kind as ItemId)} ${at()} ${d.cost} 0`;
    case 'diceRolled': { const f = d.faces as DieFace[]; return `${head} -1 ${face(f[0])} ${face(f[1])} 0`; }
    case 'prospected': { const f = d.faces as DieFace[]; return `${head} ${face(f[0]) * 4 + face(f[1])} ${at()} ${d.nuggets} ${d.money}`; }
    default: return head;
  }
}
/** One step both ways (typed-helpers.ts), the typed records compared the same way. */
const runner = sideBySideRunner(v1Record, typedRecordOf(DETAILED));

/** Cases compared by label, and how often a path of interest came up. */
const tally = new Map<string, number>();
const notes = new Map<string, number>();
const count = (label: string): void => { tally.set(label, (tally.get(label) ?? 0) + 1); };
const note = (label: string): void => { notes.set(label, (notes.get(label) ?? 0) + 1); };

/** Runs a step both ways from `s` and expects the same ints and events (all of it is ported: NotPorted fails); returns v1's state and events after. */
function sideBySide(label: string, s: GameState, v1: (ctx: Ctx) => void, v2: (c: TypedCtx) => void): { after: GameState; events: GameEvent[] } {
  const r = runner.sideBySide(label, s, v1, v2);
  if (r === null) throw new Error(`${label}: NotPorted at seq ${s.seq}`);
  count(label);
  return { after: r.s, events: r.events };
}

const isShopping = (a: Action): boolean => a.type === 'buy' || a.type === 'upgrade';

/** Notes the purchase's paths: what became active, the Whiskey's heal, the Provisions' draw and reshuffle. */
function notePurchase(label: string, a: Action, events: GameEvent[]): void {
  if (a.type === 'upgrade') { note(`${label}: upgrade`); return; }
  if (a.type !== 'buy') return;
  note(`${label}: buy ${itemDef(a.item).kind}${itemDef(a.item).kind === 'misc' ? '' : a.activate ? ' made active' : ' kept inactive'}`);
  for (const e of events) if (e.type === 'woundsRemoved' || e.type === 'cardsDrawn' || e.type === 'deckReshuffled') note(`${label}: buy with ${e.type}`);
}

/** The action phase: each listed Buy, Upgrade and Prospect started both ways. */
function checkActionPhase(s: GameState, label: string, legal: readonly Action[]): void {
  const seat = s.prompt!.seat;
  for (const a of legal) {
    if (isShopping(a)) {
      const { events } = sideBySide(`${label}: ${a.type} started`, s, (ctx) => applyMainAction(ctx, seat, a), (c) => {
        c.m[L.T_ACTIONS_LEFT]--;
        startShoppingT(c, seat, codeOfAction(a));
      });
      notePurchase(label, a, events);
    } else if (a.type === 'prospect') {
      const { events } = sideBySide(`${label}: prospect started`, s, (ctx) => applyMainAction(ctx, seat, a), (c) => {
        c.m[L.T_ACTIONS_LEFT]--;
        startMineT(c, seat);
      });
      if (events.some((e) => e.type === 'moneyGained')) note(`${label}: gold dust`);
    }
  }
}

/** A shop frame's prompt, list, run and every listed decision both ways. */
function checkShopFrame(s: GameState, label: string): void {
  const f = top(s)!;
  if (f.k !== 'shop') throw new Error('not a shop frame');
  const t = toTyped(s).m, at = topFrameT(t), h = handlerOf(f);
  const p = h.prompt(s, f)!;
  expect(shopHandlerT.prompt(t, at), `${label} shop prompt`).toBe(packPrompt(p.seat, PROMPT_KIND.code(p.kind), RULE.code(p.rule)));
  const legal = h.legal(s, f);
  const out = new Int32Array(256);
  expect(Array.from(out.subarray(0, shopHandlerT.legal(t, at, out))), `${label} shop list at seq ${s.seq}`).toEqual(legal.map(codeOfAction));
  count(`${label}: shop list`);
  sideBySide(`${label}: shop run`, s, (ctx) => h.run(ctx, top(ctx.s) as typeof f), (c) => shopHandlerT.run(c, topFrameT(c.m)));
  for (const a of legal) {
    const { events } = sideBySide(`${label}: shop ${a.type}`, s, (ctx) => h.apply(ctx, top(ctx.s) as typeof f, a), (c) => shopHandlerT.apply(c, topFrameT(c.m), codeOfAction(a)));
    notePurchase(`${label} (shop)`, a, events);
  }
}

/** A mine frame's step both ways, and both dice rerolled from it (what the Map's choice does). */
function checkMineStep(s: GameState, label: string): void {
  const f = top(s) as MineFrame;
  if (f.k !== 'mine') throw new Error('not a mine frame');
  const t = toTyped(s).m;
  expect(mineHandlerT.prompt(t, topFrameT(t)), `${label} mine prompt`).toBe(-1);
  const map = s.players[f.seat].items.some((i) => i.id === 'prospectors-map');
  const step = f.mapDone ? 'collect' : map ? 'map offered' : 'no map';
  const { after, events } = sideBySide(`${label}: mine ${step}`, s, (ctx) => handlerOf(f).run(ctx, top(ctx.s) as MineFrame), (c) => mineHandlerT.run(c, topFrameT(c.m)));
  if (f.mapDone) {
    if (top(after)?.k === 'window') note(`${label}: W.mineDone opened`);
    const faces = f.faces.filter((x) => x === 'nugget').length;
    const got = events.filter((e) => e.type === 'nuggetsGained').reduce((n, e) => n + ((e.data as { amount: number }).amount), 0);
    if (got < faces) note(`${label}: nuggets capped`);
    if (got < faces && NUGGET_SUPPLY - s.players.reduce((n, q) => n + q.nuggets, 0) < faces) note(`${label}: nuggets short in the supply`);
    if (events.some((e) => e.type === 'moneyGained' && (e.data as { amount: number }).amount < 10)) note(`${label}: money capped`);
  }
  for (const die of [0, 1] as const) {
    let v1Face: DieFace = 'gravel', v2Face = -1;
    sideBySide(`${label}: rollDie`, s, (ctx) => { v1Face = rollDie(ctx, top(ctx.s) as MineFrame, die); }, (c) => { v2Face = rollDieT(c, topFrameT(c.m), die); });
    expect(v2Face, `${label}: the rerolled face`).toBe(DIE_FACE.code(v1Face));
  }
}

/** Plays `first`, then random decisions while a shop or mine frame is on the stack, visiting each shop decision and mine step. */
function drive(s: GameState, first: (ctx: Ctx) => void, r: RngState, label: string): void {
  let ctx = newCtx(s);
  first(ctx);
  let rerolled = false;
  for (let n = 0; n < 40; n++) {
    settleVisiting(ctx, (x) => {
      if (rerolled && (top(x) as MineFrame).mapDone) note(`${label}: collect after a reroll`);
      checkMineStep(x, label);
    }, (f) => f.k === 'mine');
    const f = top(s);
    if (!f || !s.prompt || !s.stack.some((x) => x.k === 'shop' || x.k === 'mine')) return;
    if (f.k === 'shop') checkShopFrame(cloneState(s), label);
    const legal = handlerOf(f).legal(s, f);
    // At the store, finish a third of the time; elsewhere at random.
    const shopping = legal.filter(isShopping);
    const a = f.k === 'shop' && shopping.length > 0 && randInt(r, 3) > 0 ? shopping[randInt(r, shopping.length)] : legal[randInt(r, legal.length)];
    if (a.type === 'choose' && (a.option === 'reroll1' || a.option === 'reroll2')) rerolled = true;
    ctx = newCtx(s);
    handlerOf(f).apply(ctx, f, a);
    s.seq++;
  }
}

const STORES: readonly SpaceId[] = SPACE_IDS.filter((id) => (featureMask(id) & FEATURE_BIT['general-store']) !== 0);
const MINES: readonly SpaceId[] = SPACE_IDS.filter((id) => (featureMask(id) & FEATURE_BIT.mine) !== 0);
const pick = <T>(r: RngState, xs: readonly T[]): T => xs[randInt(r, xs.length)];

/** Gives the seat an item from the store (when it has a copy and the seat may hold it), made active when the seat has none of its kind active. */
function give(x: GameState, seat: number, id: ItemId, upgraded: boolean): void {
  const p = x.players[seat], kind = itemDef(id).kind;
  const misc = p.items.filter((i) => itemDef(i.id).kind === 'misc').length;
  if (x.store[id] <= 0 || p.items.some((i) => i.id === id) || (kind === 'misc' && misc >= 3)) return;
  x.store[id]--;
  p.items.push({ id, upgraded: kind !== 'misc' && upgraded });
  if (kind === 'weapon' && p.activeWeapon === null) p.activeWeapon = id;
  if (kind === 'mount' && p.activeMount === null) p.activeMount = id;
}

/** The action phase moved to a store: money, items, wounds, sometimes an empty deck or a store out of an item. */
function storeVariant(s: GameState, r: RngState): GameState {
  const x = cloneState(s);
  const seat = x.prompt!.seat, p = x.players[seat];
  p.pos = pick(r, STORES);
  p.money = randInt(r, 4) === 0 ? 120 : randInt(r, 121);
  for (let k = randInt(r, 4); k > 0; k--) give(x, seat, pick(r, ITEM_IDS), randInt(r, 3) === 0);
  p.wounds = randInt(r, 4);
  if (randInt(r, 4) === 0) { x.pokerDiscard.push(...x.pokerDeck); x.pokerDeck = []; }
  if (randInt(r, 5) === 0) x.store[pick(r, ITEM_IDS)] = 0;
  return x;
}

/** The action phase moved to a mine: the Map half the time, a Mule, nuggets, a full purse or a short nugget supply. */
function mineVariant(s: GameState, r: RngState): GameState {
  const x = cloneState(s);
  const seat = x.prompt!.seat, p = x.players[seat];
  p.pos = pick(r, MINES);
  if (randInt(r, 2) === 0) give(x, seat, 'prospectors-map', false);
  if (randInt(r, 3) === 0) give(x, seat, 'mule', randInt(r, 2) === 0);
  const cap = p.items.some((i) => i.id === 'mule') ? 6 : 4;
  p.nuggets = randInt(r, cap + 1);
  if (randInt(r, 4) === 0) p.money = 100 + randInt(r, 21);
  if (randInt(r, 5) === 0) {
    // The other players hold all but 0–1 of the supply.
    const other = (seat + 1) % x.players.length;
    const held = x.players.reduce((n, q, i) => (i === other ? n : n + q.nuggets), 0);
    x.players[other].nuggets = Math.max(0, NUGGET_SUPPLY - held - randInt(r, 2));
  }
  if (randInt(r, 4) === 0) { x.pokerDiscard.push(...p.hand); p.hand = []; }
  return x;
}

const SETUPS: Setup[] = everyTable(5100);

describe('typed General Store and Mine (engine v2)', () => {
  it('buys, upgrades, shops and prospects exactly as store.ts and mine.ts do', () => {
    const r = seedRng('typed-store-mine');
    const actionStates: { s: GameState; legal: Action[] }[] = [], phases: GameState[] = [], shopStates: GameState[] = [], mineStates: GameState[] = [];
    for (const setup of SETUPS) {
      randomGame(setup, 12, ({ state, legal, action, index }) => {
        const f = top(state);
        if (state.prompt?.kind === 'action') {
          if (legal.some((a) => isShopping(a) || a.type === 'prospect')) actionStates.push({ s: state, legal });
          if (index % 4 === 0) phases.push(state);
        }
        if (f?.k === 'shop') shopStates.push(state);
        if (action.type !== 'prospect' && f?.k !== 'choice') return;
        // Replays the step on a copy to see the mine frames settle runs through.
        const s = cloneState(state);
        const ctx = newCtx(s);
        handlerOf(f!).apply(ctx, top(s)!, action); // the copy's frame: the game being played stays as it is
        s.seq++;
        settleVisiting(ctx, (x) => mineStates.push(x), (f) => f.k === 'mine');
      });
    }
    for (const { s, legal } of actionStates) checkActionPhase(s, 'random', legal);
    for (const s of shopStates) checkShopFrame(s, 'random');
    for (const s of mineStates) checkMineStep(s, 'random');
    // Action phases moved to a store or a mine, each driven through a purchase or a prospect and what follows.
    for (const s of phases) {
      const seat = s.prompt!.seat;
      const x = storeVariant(s, r);
      const legal = legalActions(x, seat);
      checkActionPhase(x, 'store', legal);
      const buys = legal.filter(isShopping);
      if (buys.length > 0) { const a = pick(r, buys); drive(cloneState(x), (ctx) => applyMainAction(ctx, seat, a), r, 'store'); }
      const y = mineVariant(s, r);
      const mineLegal = legalActions(y, seat);
      checkActionPhase(y, 'mine', mineLegal);
      const prospect = mineLegal.find((a) => a.type === 'prospect');
      if (prospect) for (let k = 0; k < 2; k++) drive(cloneState(y), (ctx) => applyMainAction(ctx, seat, prospect), r, 'mine');
    }
    const rows = [...tally].sort(([a], [b]) => a.localeCompare(b));
    console.log(rows.map(([k, n]) => `${k.padEnd(34)} ${String(n).padStart(6)} cases`).join('\n'));
    console.log([...notes].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k.padEnd(44)} ${String(n).padStart(6)}`).join('\n'));
    console.log(`all: ${rows.reduce((n, [, c]) => n + c, 0)} cases compared, none NotPorted`);
    for (const label of ['random: buy started', 'random: prospect started', 'random: shop list', 'random: shop buy', 'random: shop finishShopping',
      'random: mine no map', 'random: mine collect', 'random: rollDie', 'store: buy started', 'store: upgrade started', 'store: shop buy',
      'store: shop upgrade', 'store: shop finishShopping', 'store: shop run', 'mine: prospect started', 'mine: mine map offered',
      'mine: mine no map', 'mine: mine collect', 'mine: rollDie']) {
      expect(tally.get(label) ?? 0, label).toBeGreaterThan(10);
    }
    for (const label of ['store: buy weapon made active', 'store: buy weapon kept inactive', 'store: buy mount made active', 'store: buy mount kept inactive',
      'store: buy misc', 'store: upgrade', 'store: buy with woundsRemoved', 'store: buy with cardsDrawn', 'store: buy with deckReshuffled',
      'store (shop): buy misc', 'store (shop): upgrade', 'random: gold dust', 'mine: gold dust', 'mine: W.mineDone opened', 'mine: nuggets capped',
      'mine: money capped', 'mine: nuggets short in the supply', 'mine: collect after a reroll']) {
      expect(notes.get(label) ?? 0, label).toBeGreaterThan(2);
    }
  });
});
