// Legendary tokens (CONTENT.md §9, R21.1): on completing the k-th goal a player draws k tokens
// from the face-down supply and reveals them, keeps k of all they now hold, and returns the rest
// face down to the supply, which is shuffled. Kept tokens are public and score at the end (R19.2).
import { emit, type Ctx } from './ctx.js';
import type { TokenValue } from './content/goals.js';
import type { FrameHandler } from './frame.js';
import { shuffle } from './rng.js';
import { pop } from './stack.js';
import type { Action, GameState, TokensFrame } from './types.js';

/** A choice of tokens to keep: how many of each value. */
export type TokenKeep = Extract<Action, { type: 'keepTokens' }>;

const count = (xs: readonly TokenValue[], v: TokenValue): number => xs.filter((x) => x === v).length;

/** Every distinct way to keep `keep` tokens (or all, when fewer are held) out of `held`. */
export function keepOptions(held: readonly TokenValue[], keep: number): TokenKeep[] {
  const k = Math.min(keep, held.length);
  const [n1, n2, n3] = [count(held, 1), count(held, 2), count(held, 3)];
  const out: TokenKeep[] = [];
  for (let threes = Math.min(n3, k); threes >= 0; threes--) {
    for (let twos = Math.min(n2, k - threes); twos >= 0; twos--) {
      const ones = k - threes - twos;
      if (ones <= n1) out.push({ type: 'keepTokens', ones, twos, threes });
    }
  }
  return out; // the highest total first
}

/** The LP of a choice of tokens. */
export function keepValue(a: TokenKeep): number {
  return a.ones + 2 * a.twos + 3 * a.threes;
}

/** The LP of a seat's kept Legendary tokens at the end (R19.2); undefined without the Goal variant. */
export function tokenScore(s: GameState, seat: number): number | undefined {
  return s.goals ? s.goals.tokens[seat].reduce((n: number, v) => n + v, 0) : undefined;
}

/** Keeps the chosen tokens, returns the others face down and shuffles the supply. */
function keepTokens(ctx: Ctx, f: TokensFrame, a: TokenKeep): void {
  const g = ctx.s.goals!;
  const rest = [...f.held!];
  const kept: TokenValue[] = [];
  for (const [v, n] of [[3, a.threes], [2, a.twos], [1, a.ones]] as [TokenValue, number][]) {
    for (let i = 0; i < n; i++) { rest.splice(rest.indexOf(v), 1); kept.push(v); }
  }
  g.tokens[f.seat] = kept;
  if (rest.length > 0) {
    g.supply.push(...rest);
    shuffle(ctx.s.rng, g.supply);
  }
  emit(ctx, { type: 'tokensKept', seat: f.seat, data: { kept: [...kept], returned: [...rest] } });
  pop(ctx.s);
}

/** Draws the tokens of a completed goal; a short supply gives what is left. */
function drawTokens(ctx: Ctx, f: TokensFrame): void {
  const g = ctx.s.goals!;
  const drawn = g.supply.splice(0, f.keep);
  emit(ctx, { type: 'tokensDrawn', seat: f.seat, data: { tokens: [...drawn], nth: f.keep } });
  f.held = [...g.tokens[f.seat], ...drawn];
  g.tokens[f.seat] = [];
}

const options = (f: TokensFrame): TokenKeep[] => (f.held ? keepOptions(f.held, f.keep) : []);

/** The tokens frame: the draw, then the player's choice when there is a real one (else the only way is taken). */
export const tokensHandler: FrameHandler<TokensFrame> = {
  prompt(_s, f) {
    return options(f).length > 1 ? { seat: f.seat, kind: 'keepTokens', rule: 'R21.1' } : null;
  },
  legal(_s, f) {
    return options(f);
  },
  apply(ctx, f, a) {
    if (a.type === 'keepTokens') keepTokens(ctx, f, a);
  },
  run(ctx, f) {
    if (f.held === null) { drawTokens(ctx, f); return; }
    keepTokens(ctx, f, keepOptions(f.held, f.keep)[0] ?? { type: 'keepTokens', ones: 0, twos: 0, threes: 0 });
  },
};
