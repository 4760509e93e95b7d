// A small scenario builder for rules tests: start from a real game, then place minis, money,
// cards, bandits and decks so that each test reads like the rule it checks.
import { expect } from 'vitest';
import {
  applyAction, createGame, legalActions, newCtx, settle, type Action, type CardId, type CharacterId, type FightCardId,
  type GameEvent, type GameState, type ItemId, type PlayerState, type Seat, type SpaceId, type RuleError,
} from '../src/index.js';
import { DICE, randInt, seedRng, type DieFace, type RngState } from '../src/index.js';

const DEFAULT_CHARACTERS: CharacterId[] = ['bloody-knife', 'wild-bill-hickok', 'yb-rowdy', 'doc-holliday', 'kit-carson', 'mary-fields'];

/** A game under construction, with helpers to shape it and to act in it. */
export class Scenario {
  s: GameState;
  events: GameEvent[] = [];
  /** Pass reaction windows (R17.5) automatically while the asked seat holds no playable reaction. */
  autoPass = true;

  constructor(players = 4, characters: CharacterId[] = DEFAULT_CHARACTERS.slice(0, players), seed: number | string = 'scenario') {
    let s = createGame({ players: characters.map((character) => ({ character })), characters: 'choose', seed, length: 20 });
    // Resolve any start-space choices with the first option.
    while (s.prompt && s.prompt.kind === 'chooseStartSpace') {
      const seat = s.prompt.seat;
      const r = applyAction(s, seat, legalActions(s, seat)[0]);
      if (!r.ok) throw r.error;
      s = r.state;
    }
    this.s = s;
    // A clean slate: no cards, money, wounds or points; bandits kept.
    for (let i = 0; i < s.players.length; i++) this.hand(i, []);
    for (const p of s.players) Object.assign(p, { money: 0, wounds: 0, marshal: 0, wanted: 0, lp: 0, nuggets: 0 });
  }

  /** The player at a seat. */
  p(seat: Seat): PlayerState {
    return this.s.players[seat];
  }

  /** Changes a player's fields directly. */
  set(seat: Seat, fields: Partial<PlayerState>): this {
    Object.assign(this.s.players[seat], fields);
    return this;
  }

  /** Puts a mini on a space. */
  at(seat: Seat, pos: SpaceId): this {
    return this.set(seat, { pos });
  }

  /** Gives a player exactly these poker cards, taken from wherever they are. */
  hand(seat: Seat, cards: CardId[]): this {
    const s = this.s;
    s.pokerDeck.push(...s.players[seat].hand);
    s.players[seat].hand = [];
    for (const c of cards) this.take(c);
    s.players[seat].hand = [...cards];
    return this;
  }

  private take(c: CardId): void {
    const s = this.s;
    for (const pile of [s.pokerDeck, s.pokerDiscard, ...s.players.map((p) => p.hand)]) {
      const i = pile.indexOf(c);
      if (i >= 0) { pile.splice(i, 1); return; }
    }
    throw new Error(`card ${c} is nowhere`);
  }

  /** Puts cards on top of the poker deck, the first drawn first. */
  deckTop(cards: CardId[]): this {
    for (const c of cards) this.take(c);
    this.s.pokerDeck.push(...[...cards].reverse());
    return this;
  }

  /** Puts fight cards on top of the fight deck, in this order. */
  fightTop(cards: FightCardId[]): this {
    const rest = this.s.fightDeck.filter((c) => !cards.includes(c));
    this.s.fightDeck = [...cards, ...rest];
    return this;
  }

  /** Gives items (base side unless upgraded), making the first weapon and mount active. */
  items(seat: Seat, items: (ItemId | [ItemId, 'upgraded'])[]): this {
    const p = this.p(seat);
    p.items = items.map((i) => (Array.isArray(i) ? { id: i[0], upgraded: true } : { id: i, upgraded: false }));
    p.activeWeapon = p.items.find((i) => ['revolver', 'shotgun', 'rifle'].includes(i.id))?.id ?? null;
    p.activeMount = p.items.find((i) => ['mule', 'mustang'].includes(i.id))?.id ?? null;
    return this;
  }

  /** Sets the bandits on the board. */
  bandits(hideouts: SpaceId[]): this {
    this.s.bandits = [...hideouts];
    return this;
  }

  /** Starts the action phase of `seat` with `actions` actions left. */
  turnOf(seat: Seat, actions = 3): this {
    const s = this.s;
    s.turn = { ...s.turn, seat, round: s.turn.round, actionsLeft: actions, fought: [], heisted: false, bought: [], startPos: s.players[seat].pos };
    s.stack = [{ k: 'turn', step: 'actions' }];
    this.settle();
    return this;
  }

  /** Starts `seat`'s turn from its very beginning (R4.1). */
  turnStart(seat: Seat): this {
    const s = this.s;
    s.turn = { ...s.turn, seat, round: s.turn.round, actionsLeft: 3, fought: [], heisted: false, bought: [], startPos: s.players[seat].pos };
    s.stack = [{ k: 'turn', step: 'start' }];
    this.settle();
    return this;
  }

  /** Runs automatic steps to the next decision. */
  settle(): this {
    const ctx = newCtx(this.s);
    settle(ctx);
    this.events.push(...ctx.events);
    this.passIdle();
    return this;
  }

  /** Passes every reaction window whose asked seat can only pass (when `autoPass`). */
  private passIdle(): void {
    while (this.autoPass && this.s.prompt?.kind === 'reaction') {
      const seat = this.s.prompt.seat;
      const legal = legalActions(this.s, seat);
      if (legal.length !== 1) return;
      const r = applyAction(this.s, seat, legal[0]);
      if (!r.ok) throw r.error;
      this.s = r.state;
      this.events.push(...r.events);
    }
  }

  /** The legal actions of a seat now. */
  legal(seat: Seat = this.s.prompt!.seat): Action[] {
    return legalActions(this.s, seat);
  }

  /** Applies an action that must be legal; returns its events. */
  act(seat: Seat, action: Action): GameEvent[] {
    const r = applyAction(this.s, seat, action);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.rule}: ${r.error.message} (${JSON.stringify(action)})`);
    this.s = r.state;
    this.events.push(...r.events);
    const before = this.events.length;
    this.passIdle();
    return [...r.events, ...this.events.slice(before)];
  }

  /** Applies the next decision's action for whoever owes it. */
  next(action: Action): GameEvent[] {
    return this.act(this.s.prompt!.seat, action);
  }

  /** Expects an action to be refused with a code (and rule id), leaving the state as it was. */
  refuse(seat: Seat, action: Action, code: RuleError['code'], rule?: string): RuleError {
    const before = JSON.stringify(this.s);
    const r = applyAction(this.s, seat, action);
    expect(r.ok).toBe(false);
    if (r.ok) throw new Error('unreachable');
    expect(r.error.code).toBe(code);
    if (rule) expect(r.error.rule).toBe(rule);
    expect(JSON.stringify(this.s)).toBe(before);
    return r.error;
  }

  /** Whether the current legal list of a seat contains an action. */
  can(seat: Seat, action: Action): boolean {
    const key = JSON.stringify(action, Object.keys(action).sort());
    return this.legal(seat).some((a) => JSON.stringify(a, Object.keys(a).sort()) === key);
  }

  /** Events of a type, from all actions so far. */
  ofType(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }
}

/** A new scenario: `players` seats with default characters (no start-space choices), cleared of start bonuses. */
export function scenario(players = 4, characters?: CharacterId[]): Scenario {
  return new Scenario(players, characters);
}

/**
 * An RNG state whose next draws roll these prospecting-die faces, in order (CONTENT.md §1):
 * each entry is [die index 0|1, face]. Found by searching seeds; for setting `t.s.rng`.
 */
export function rngForRolls(rolls: [0 | 1, DieFace][]): RngState {
  for (let i = 0; i < 1_000_000; i++) {
    const r = seedRng(`rolls-${i}`);
    const probe: RngState = [...r];
    if (rolls.every(([die, face]) => DICE[die][randInt(probe, 6)] === face)) return r;
  }
  throw new Error(`no seed rolls ${JSON.stringify(rolls)}`);
}
