// Legendary tokens (tokens.ts, R21.1) for the typed engine: the 'tokens' frame (body: seat, keep,
// the held tokens' count or -1 before the draw, then the held tokens) draws `keep` tokens from the
// front of the supply, then keeps `keep` of all held (the player's choice when there is a real
// one), returns the rest and shuffles the supply; and the tokens' LP at the end (R19.2).
// Records: tokensDrawn a the drawn tokens, b nth; tokensKept a kept, b returned (2 bits a token).
import { A, argsOf, code } from './action-codes.js';
import { PROMPT_KIND, RULE } from './codes.js';
import { emitT, EVENT, type TypedCtx } from './ctx.js';
import { packPrompt, type TypedHandler } from './handler.js';
import * as L from './layout.js';
import { shuffleListT } from './rng.js';
import { popFrameT } from './stack.js';

const DRAWN = EVENT.code('tokensDrawn'), KEPT = EVENT.code('tokensKept');
const PROMPT = [0, 1, 2, 3, 4, 5].map((seat) => packPrompt(seat, PROMPT_KIND.code('keepTokens'), RULE.code('R21.1')));
/** Scratch: the options' argument codes (ones | twos << 5 | threes << 10), and the tokens left. */
const opts = new Int32Array(64);
const rest = new Int32Array(L.CAP.tokens);

/** Writes every distinct way to keep `keep` of the held tokens into `opts`, highest total first (tokens.ts `keepOptions`); returns how many. */
function keepOptionsT(m: Int32Array, f: number): number {
  const held = m[f + 2];
  if (held === -1) return 0;
  const k = Math.min(m[f + 1], held);
  let n1 = 0, n2 = 0, n3 = 0;
  for (let i = 0; i < held; i++) { const v = m[f + 3 + i]; if (v === 1) n1++; else if (v === 2) n2++; else n3++; }
  let n = 0;
  for (let threes = Math.min(n3, k); threes >= 0; threes--) {
    for (let twos = Math.min(n2, k - threes); twos >= 0; twos--) {
      const ones = k - threes - twos;
      if (ones <= n1) opts[n++] = ones | (twos << 5) | (threes << 10);
    }
  }
  return n;
}

/** Packs tokens 2 bits each, the first lowest. */
const pack = (xs: Int32Array, from: number, n: number): number => {
  let x = 0;
  for (let i = n - 1; i >= 0; i--) x = (x << 2) | xs[from + i];
  return x;
};

/** Draws the tokens of a completed goal (a short supply gives what is left); the held tokens grow the frame (tokens.ts `drawTokens`). */
function drawT(c: TypedCtx, f: number): void {
  const m = c.m, seat = m[f], o = L.goalsAt(seat) + L.G_TOKENS;
  const k = Math.min(m[f + 1], m[L.TOKEN_SUPPLY]);
  emitT(c, DRAWN, seat, -1, pack(m, L.TOKEN_SUPPLY + 1, k), m[f + 1]);
  const had = m[o];
  for (let i = 0; i < had; i++) m[f + 3 + i] = m[o + 1 + i];
  for (let i = 0; i < k; i++) m[f + 3 + had + i] = m[L.TOKEN_SUPPLY + 1 + i];
  for (let i = 0; i < k; i++) L.listRemoveAt(m, L.TOKEN_SUPPLY, 0);
  L.zero(m, o, had + 1);
  m[f + 2] = had + k;
  m[f - 1] += had + k; // the frame is on top: it grows into the heap's free end
  m[L.HEAP_END] += had + k;
}

/** Keeps the chosen tokens (threes, twos, ones), returns the others and shuffles the supply (tokens.ts `keepTokens`). */
function keepT(c: TypedCtx, f: number, x: number): void {
  const m = c.m, seat = m[f], o = L.goalsAt(seat) + L.G_TOKENS, held = Math.max(0, m[f + 2]);
  let nRest = held;
  for (let i = 0; i < held; i++) rest[i] = m[f + 3 + i];
  L.zero(m, o, L.CAP.tokens + 1);
  const want = [x >> 10, (x >> 5) & 31, x & 31];
  for (let v = 3; v >= 1; v--) {
    for (let j = 0; j < want[3 - v]; j++) {
      let at = 0;
      while (rest[at] !== v) at++;
      for (let q = at; q < nRest - 1; q++) rest[q] = rest[q + 1];
      nRest--;
      L.listPush(m, o, v);
    }
  }
  if (nRest > 0) {
    for (let i = 0; i < nRest; i++) L.listPush(m, L.TOKEN_SUPPLY, rest[i]);
    shuffleListT(m, L.TOKEN_SUPPLY);
  }
  emitT(c, KEPT, seat, -1, pack(m, o + 1, m[o]), pack(rest, 0, nRest));
  popFrameT(m);
}

/** The tokens frame: the draw, then the player's choice when there is a real one, else the only way (tokens.ts `tokensHandler`). */
export const tokensHandlerT: TypedHandler = {
  prompt(m, f) {
    return keepOptionsT(m, f) > 1 ? PROMPT[m[f]] : -1;
  },
  legal(m, f, out) {
    const n = keepOptionsT(m, f);
    for (let i = 0; i < n; i++) out[i] = code(A.keepTokens, opts[i]);
    return n;
  },
  apply(c, f, action) {
    keepT(c, f, argsOf(action));
  },
  run(c, f) {
    if (c.m[f + 2] === -1) { drawT(c, f); return; }
    keepT(c, f, keepOptionsT(c.m, f) > 0 ? opts[0] : 0);
  },
};

/** The LP of a seat's kept Legendary tokens at the end (tokens.ts `tokenScore`; the caller checks HAS_GOALS). */
export function tokenScoreT(m: Int32Array, seat: number): number {
  const o = L.goalsAt(seat) + L.G_TOKENS;
  let k = 0;
  for (let i = 1; i <= m[o]; i++) k += m[o + i];
  return k;
}
