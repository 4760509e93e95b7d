// The setup decisions (setup.ts `setupHandler`: keeping a character, start spaces) and the
// discards owed one card at a time (choices.ts `discardHandler`), for the typed engine.
import { CHARACTERS } from '../content/characters.js';
import { CHARACTER, SPACE } from './codes.js';
import { emitT, type TypedCtx } from './ctx.js';
import { E } from './events.js';
import { A, argsOf, code, kindOf } from './action-codes.js';
import { packPrompt, promptsT, type TypedHandler } from './handler.js';
import { PROMPT_KIND, RULE } from './codes.js';
import * as L from './layout.js';
import { discardCardT } from './ops.js';
import { beginPlayT } from './setup.js';
import { K, frameKindT, popFrameT } from './stack.js';
import { WHY } from './codes.js';

/** Per character code: its start spaces (codes) and whether spaces already taken are excluded. */
const START = CHARACTER.values.map((id) => ({ spaces: CHARACTERS[id].start.map((s) => SPACE.code(s)), exclude: CHARACTERS[id].excludeTaken === true }));
const KEEP = [PROMPT_KIND.code('keepCharacter'), RULE.code('R3.2')];
const START_SPACE = [PROMPT_KIND.code('chooseStartSpace'), RULE.code('R3.4')];

/** The start spaces a seat may choose now (setup.ts `startSpaceOptions`). */
function startSpaceOptionsT(m: Int32Array, seat: number): number[] {
  const st = START[m[L.playerAt(seat) + L.P_CHARACTER]];
  if (!st.exclude) return st.spaces;
  const taken = new Set<number>();
  for (let s = 0; s < m[L.N_SEATS]; s++) if (m[L.playerAt(s) + L.P_POS] !== -1) taken.add(m[L.playerAt(s) + L.P_POS]);
  return st.spaces.filter((x) => !taken.has(x));
}

/** The seat whose setup decision is next, or -1 (the frame's body: index, order length, order). */
const seatOf = (m: Int32Array, f: number): number => (m[f] < m[f + 1] ? m[f + 2 + m[f]] : -1);

function place(c: TypedCtx, f: number, at: number): void {
  const seat = seatOf(c.m, f);
  c.m[L.playerAt(seat) + L.P_POS] = at;
  emitT(c, E.startSpaceChosen, seat, -1, at);
  c.m[f]++;
}

/** Keeping 1 of 2 dealt characters, then start spaces in order from the first player. */
export const setupHandlerT: TypedHandler = {
  prompt(m, f) {
    const seat = seatOf(m, f);
    if (seat < 0) return -1;
    if (frameKindT(m, f) === K.keepCharacter) return packPrompt(seat, KEEP[0], KEEP[1]);
    return startSpaceOptionsT(m, seat).length > 1 ? packPrompt(seat, START_SPACE[0], START_SPACE[1]) : -1;
  },
  legal(m, f, out) {
    const seat = seatOf(m, f);
    if (frameKindT(m, f) === K.keepCharacter) {
      const dealt = L.playerAt(seat) + L.P_DEALT;
      for (let i = 0; i < m[dealt]; i++) out[i] = code(A.keepCharacter, m[dealt + 1 + i]);
      return m[dealt];
    }
    const options = startSpaceOptionsT(m, seat);
    options.forEach((s, i) => { out[i] = code(A.chooseStartSpace, s); });
    return options.length;
  },
  apply(c, f, action) {
    const { m } = c;
    if (kindOf(action) === A.chooseStartSpace) { place(c, f, argsOf(action)); return; }
    const seat = seatOf(m, f);
    const o = L.playerAt(seat), kept = argsOf(action);
    m[o + L.P_CHARACTER] = kept;
    for (let i = 1; i <= m[o + L.P_DEALT]; i++) if (m[o + L.P_DEALT + i] !== kept) L.listPush(m, L.BOX, m[o + L.P_DEALT + i]);
    L.writeList(m, o + L.P_DEALT, L.CAP.dealt, []);
    m[o + L.P_DEALT + 1] = 0; m[o + L.P_DEALT + 2] = 0;
    emitT(c, E.characterKept, seat, kept);
    m[f]++;
  },
  run(c, f) {
    const { m } = c;
    if (m[f] >= m[f + 1]) {
      const keep = frameKindT(m, f) === K.keepCharacter;
      popFrameT(m);
      if (keep) beginPlayT(c);
      return;
    }
    place(c, f, startSpaceOptionsT(m, seatOf(m, f))[0]);
  },
};

/** The discard prompts by seat, by WHY code (an array: a Map's get on every settle step of a discard costs more). */
const DISCARD_PROMPTS: readonly (readonly number[])[] = ((): (readonly number[])[] => {
  const out: (readonly number[])[] = [];
  out[WHY.code('handLimit')] = promptsT('discard', 'R15.3');
  out[WHY.code('fightCard')] = promptsT('discard', 'R10.3');
  out[WHY.code('sheriff')] = promptsT('discard', 'R12.2');
  return out;
})();

/** Discards chosen by their owner, one card per decision (the body: seat, count, WHY). */
export const discardHandlerT: TypedHandler = {
  prompt: (m, f) => (m[f + 1] > 0 && m[L.playerAt(m[f]) + L.P_HAND] > 0 ? DISCARD_PROMPTS[m[f + 2]][m[f]] : -1),
  legal(m, f, out) {
    const hand = L.playerAt(m[f]) + L.P_HAND;
    for (let i = 0; i < m[hand]; i++) out[i] = code(A.discard, m[hand + 1 + i]);
    return m[hand];
  },
  apply(c, f, action) {
    discardCardT(c, c.m[f], argsOf(action), c.m[f + 2]);
    c.m[f + 1]--;
  },
  run(c) {
    popFrameT(c.m);
  },
};

