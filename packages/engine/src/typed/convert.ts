// Converters between the GameState of this engine and the typed state (docs/engine-v2.md,
// stage 1): `fromTyped(toTyped(s))` has the stateHash of `s` for every state the rules reach
// (tested over random games), so that the two engines can be compared step by step.
import type { GoalId, TokenValue } from '../content/goals.js';
import type { ItemId } from '../content/items.js';
import type { GameState, GoalsState, MibState, PlayerState, Prompt, ScoreLine } from '../types.js';
import {
  CARD, CATTLE, CHARACTER, CodeError, competitorCode, competitorOf, FIGHT_CARD, GOAL, GOAL_KEY, ITEM, MIB_CARD, PROMPT_KIND, RULE, SPACE, STORY,
  type Codes,
} from './codes.js';
import { readStack, writeStack } from './frames.js';
import * as L from './layout.js';

/** A game in the typed representation: the ints, and the setup (names, seed, options), which never changes. */
export interface TypedGame {
  m: Int32Array;
  setup: GameState['setup'];
  /** An event buffer to start from (ctx.ts `typedCtx`). */
  ev?: Int32Array;
  /** The context the steps reuse (ctx.ts `typedCtx`), made at the first step. */
  ctx?: import('./ctx.js').TypedCtx;
}

const codesOf = <T extends string | number>(c: Codes<T>, xs: readonly T[]): number[] => xs.map((x) => c.code(x));
const valuesOf = <T extends string | number>(c: Codes<T>, m: Int32Array, at: number): T[] => L.readList(m, at).map((x) => c.at(x));
const orNull = (x: number): number | null => (x === -1 ? null : x);

/** The typed copy of a state, written into `into` when given (its ints are all rewritten); throws a CodeError for a value without a code. */
export function toTyped(s: GameState, into?: Int32Array): TypedGame {
  const m = into ?? L.emptyState();
  if (into) { m.fill(0); m[L.HEAP_END] = L.HEAP; }
  m[L.N_SEATS] = s.players.length;
  m[L.SEQ] = s.seq;
  m[L.FIRST_SEAT] = s.firstSeat;
  m[L.SHERIFF] = SPACE.code(s.sheriff);
  m[L.END_ROUND] = s.endTriggeredRound ?? -1;
  m[L.FINISHED] = s.finished ? 1 : 0;
  m.set(s.rng, L.RNG);
  writePrompt(m, s.prompt);
  const t = s.turn;
  m[L.T_SEAT] = t.seat; m[L.T_ROUND] = t.round; m[L.T_ACTIONS_LEFT] = t.actionsLeft; m[L.T_HEISTED] = t.heisted ? 1 : 0;
  L.writeList(m, L.T_FOUGHT, L.CAP.fought, t.fought.map(competitorCode));
  L.writeList(m, L.T_BOUGHT, L.CAP.bought, codesOf(ITEM, t.bought));
  m[L.T_START_POS] = SPACE.code(t.startPos);
  m[L.T_EARP] = t.earpBonus === undefined ? -1 : t.earpBonus ? 1 : 0;
  s.players.forEach((p, seat) => writePlayer(m, L.playerAt(seat), p));
  L.writeList(m, L.BANDITS, L.CAP.bandits, codesOf(SPACE, s.bandits));
  L.writeList(m, L.POKER_DECK, L.CAP.pokerDeck, codesOf(CARD, s.pokerDeck));
  L.writeList(m, L.POKER_DISCARD, L.CAP.pokerDeck, codesOf(CARD, s.pokerDiscard));
  L.writeList(m, L.FIGHT_DECK, L.CAP.fightDeck, codesOf(FIGHT_CARD, s.fightDeck));
  L.writeList(m, L.RANCH_GREEN, L.CAP.ranch, codesOf(CATTLE, s.ranches.green));
  L.writeList(m, L.RANCH_BLUE, L.CAP.ranch, codesOf(CATTLE, s.ranches.blue));
  ITEM.values.forEach((id, i) => { m[L.STORE + i] = s.store[id]; });
  if (Object.keys(s.store).length !== ITEM.values.length) throw new CodeError('the store lists other items');
  L.writeList(m, L.STORY_DECK_0, L.CAP.storyDeck, codesOf(STORY, s.storyDecks[0]));
  L.writeList(m, L.STORY_DECK_1, L.CAP.storyDeck, codesOf(STORY, s.storyDecks[1]));
  m[L.STORIES] = STORY.code(s.stories[0]); m[L.STORIES + 1] = STORY.code(s.stories[1]);
  L.writeList(m, L.STORY_DISCS_0, L.CAP.discs, s.storyDiscs[0].map(competitorCode));
  L.writeList(m, L.STORY_DISCS_1, L.CAP.discs, s.storyDiscs[1].map(competitorCode));
  m[L.STORY_CONTRIBUTED] = s.storyContributed[0] ? 1 : 0; m[L.STORY_CONTRIBUTED + 1] = s.storyContributed[1] ? 1 : 0;
  L.writeList(m, L.STORY_COMPLETED, L.CAP.completed, s.storyCompleted.map((c) => c.slot * 8 + competitorCode(c.by)));
  L.writeList(m, L.BOX, L.CAP.box, codesOf(CHARACTER, s.box));
  writeEnd(m, s);
  if (s.mib) writeMib(m, s.mib);
  if (s.goals) writeGoals(m, s.goals);
  writeStack(m, s.stack);
  return { m, setup: s.setup };
}

/** The GameState of a typed game (the same stateHash as the state it was made from). */
export function fromTyped(t: TypedGame): GameState {
  const { m } = t;
  const n = m[L.N_SEATS];
  const s: GameState = {
    v: 1,
    setup: t.setup,
    rng: [m[L.RNG], m[L.RNG + 1], m[L.RNG + 2], m[L.RNG + 3]],
    players: Array.from({ length: n }, (_, seat) => readPlayer(m, L.playerAt(seat), t.setup.players[seat].name)),
    firstSeat: m[L.FIRST_SEAT],
    turn: {
      seat: m[L.T_SEAT], round: m[L.T_ROUND], actionsLeft: m[L.T_ACTIONS_LEFT], fought: L.readList(m, L.T_FOUGHT).map(competitorOf),
      heisted: m[L.T_HEISTED] === 1, bought: valuesOf(ITEM, m, L.T_BOUGHT), startPos: SPACE.value(m[L.T_START_POS]),
    },
    sheriff: SPACE.at(m[L.SHERIFF]),
    bandits: valuesOf(SPACE, m, L.BANDITS),
    pokerDeck: valuesOf(CARD, m, L.POKER_DECK),
    pokerDiscard: valuesOf(CARD, m, L.POKER_DISCARD),
    fightDeck: valuesOf(FIGHT_CARD, m, L.FIGHT_DECK),
    ranches: { green: valuesOf(CATTLE, m, L.RANCH_GREEN), blue: valuesOf(CATTLE, m, L.RANCH_BLUE) },
    store: Object.fromEntries(ITEM.values.map((id, i) => [id, m[L.STORE + i]])) as Record<ItemId, number>,
    storyDecks: [valuesOf(STORY, m, L.STORY_DECK_0), valuesOf(STORY, m, L.STORY_DECK_1)],
    stories: [STORY.value(m[L.STORIES]), STORY.value(m[L.STORIES + 1])],
    storyDiscs: [L.readList(m, L.STORY_DISCS_0).map(competitorOf), L.readList(m, L.STORY_DISCS_1).map(competitorOf)],
    storyContributed: [m[L.STORY_CONTRIBUTED] === 1, m[L.STORY_CONTRIBUTED + 1] === 1],
    storyCompleted: L.readList(m, L.STORY_COMPLETED).map((c) => ({ slot: (c >> 3) as 0 | 1, by: competitorOf(c & 7) })),
    box: valuesOf(CHARACTER, m, L.BOX),
    stack: readStack(m),
    prompt: readPrompt(m),
    endTriggeredRound: orNull(m[L.END_ROUND]),
    finished: m[L.FINISHED] === 1,
    scores: readScores(m),
    winners: L.readList(m, L.WINNERS).map(competitorOf),
    seq: m[L.SEQ],
  };
  if (m[L.T_EARP] !== -1) s.turn.earpBonus = m[L.T_EARP] === 1;
  if (m[L.HAS_MIB] === 1) s.mib = readMib(m);
  if (m[L.HAS_GOALS] === 1) s.goals = readGoals(m, n);
  return s;
}

function writePrompt(m: Int32Array, p: Prompt | null): void {
  m[L.PROMPT_SEAT] = p ? p.seat : -1;
  m[L.PROMPT_KIND_AT] = p ? PROMPT_KIND.code(p.kind) : -1;
  m[L.PROMPT_RULE_AT] = p ? RULE.code(p.rule) : -1;
}

function readPrompt(m: Int32Array): Prompt | null {
  return m[L.PROMPT_SEAT] === -1 ? null : { seat: m[L.PROMPT_SEAT], kind: PROMPT_KIND.at(m[L.PROMPT_KIND_AT]), rule: RULE.at(m[L.PROMPT_RULE_AT]) };
}

function writePlayer(m: Int32Array, o: number, p: PlayerState): void {
  m[o + L.P_CHARACTER] = CHARACTER.code(p.character);
  L.writeList(m, o + L.P_DEALT, L.CAP.dealt, codesOf(CHARACTER, p.dealt));
  m[o + L.P_POS] = SPACE.code(p.pos);
  m[o + L.P_MONEY] = p.money; m[o + L.P_NUGGETS] = p.nuggets; m[o + L.P_LP] = p.lp; m[o + L.P_WOUNDS] = p.wounds;
  m[o + L.P_MARSHAL] = p.marshal; m[o + L.P_WANTED] = p.wanted;
  L.writeList(m, o + L.P_HAND, L.CAP.hand, codesOf(CARD, p.hand));
  L.writeList(m, o + L.P_ITEMS, L.CAP.items, p.items.map((it) => ITEM.code(it.id) * 2 + (it.upgraded ? 1 : 0)));
  m[o + L.P_WEAPON] = ITEM.code(p.activeWeapon); m[o + L.P_MOUNT] = ITEM.code(p.activeMount);
  m[o + L.P_CATTLE] = CATTLE.code(p.cattle); m[o + L.P_LEGENDARY] = p.legendary ? 1 : 0;
}

function readPlayer(m: Int32Array, o: number, name: string): PlayerState {
  return {
    name, character: CHARACTER.value(m[o + L.P_CHARACTER]), dealt: valuesOf(CHARACTER, m, o + L.P_DEALT), pos: SPACE.value(m[o + L.P_POS]),
    money: m[o + L.P_MONEY], nuggets: m[o + L.P_NUGGETS], lp: m[o + L.P_LP], wounds: m[o + L.P_WOUNDS], marshal: m[o + L.P_MARSHAL],
    wanted: m[o + L.P_WANTED], hand: valuesOf(CARD, m, o + L.P_HAND),
    items: L.readList(m, o + L.P_ITEMS).map((c) => ({ id: ITEM.at(c >> 1), upgraded: (c & 1) === 1 })),
    activeWeapon: ITEM.value(m[o + L.P_WEAPON]), activeMount: ITEM.value(m[o + L.P_MOUNT]), cattle: CATTLE.value(m[o + L.P_CATTLE]),
    legendary: m[o + L.P_LEGENDARY] === 1,
  };
}

const SCORE_FIELDS = ['trackLp', 'items', 'money', 'wounds', 'marshal', 'wanted'] as const;

function writeEnd(m: Int32Array, s: GameState): void {
  m[L.HAS_SCORES] = s.scores ? 1 : 0;
  const lines = s.scores ?? [];
  if (lines.length > L.CAP.competitors) throw new CodeError('too many score lines');
  m[L.SCORES] = lines.length;
  lines.forEach((line, i) => {
    const o = L.SCORES + 1 + i * L.SCORE_SIZE;
    m[o] = competitorCode(line.seat);
    SCORE_FIELDS.forEach((k, j) => { m[o + 1 + j] = line[k]; });
    m[o + 7] = line.tokens ?? -1;
    m[o + 8] = line.total;
  });
  L.writeList(m, L.WINNERS, L.CAP.competitors, s.winners.map(competitorCode));
}

function readScores(m: Int32Array): ScoreLine[] | null {
  if (m[L.HAS_SCORES] !== 1) return null;
  return Array.from({ length: m[L.SCORES] }, (_, i) => {
    const o = L.SCORES + 1 + i * L.SCORE_SIZE;
    const line: ScoreLine = {
      seat: competitorOf(m[o]), trackLp: m[o + 1], items: m[o + 2], money: m[o + 3], wounds: m[o + 4], marshal: m[o + 5], wanted: m[o + 6],
      total: m[o + 8],
    };
    if (m[o + 7] !== -1) line.tokens = m[o + 7];
    return line;
  });
}

function writeMib(m: Int32Array, mib: MibState): void {
  m[L.HAS_MIB] = 1; m[L.MIB_LP] = mib.lp; m[L.MIB_POS] = SPACE.code(mib.pos);
  L.writeList(m, L.MIB_DECK, L.CAP.mibDeck, codesOf(MIB_CARD, mib.deck));
  L.writeList(m, L.MIB_REVEALED, L.CAP.mibDeck, codesOf(MIB_CARD, mib.revealed));
}

function readMib(m: Int32Array): MibState {
  return { lp: m[L.MIB_LP], pos: SPACE.at(m[L.MIB_POS]), deck: valuesOf(MIB_CARD, m, L.MIB_DECK), revealed: valuesOf(MIB_CARD, m, L.MIB_REVEALED) };
}

function writeGoals(m: Int32Array, g: GoalsState): void {
  m[L.HAS_GOALS] = 1;
  L.writeList(m, L.TOKEN_SUPPLY, L.CAP.tokens, g.supply);
  g.secret.forEach((_, seat) => {
    const o = L.goalsAt(seat);
    L.writeList(m, o + L.G_SECRET, L.CAP.goals, codesOf(GOAL, g.secret[seat]));
    m[o + L.G_DISCARDED] = GOAL.code(g.discarded[seat]);
    L.writeList(m, o + L.G_DONE, L.CAP.goals, codesOf(GOAL, g.done[seat]));
    L.writeList(m, o + L.G_MISSED, L.CAP.goals, codesOf(GOAL, g.missed[seat]));
    L.writeList(m, o + L.G_TOKENS, L.CAP.tokens, g.tokens[seat]);
    const entries = Object.entries(g.progress[seat]).filter(([, v]) => v !== undefined);
    if (entries.length > L.CAP.goals) throw new CodeError('too many goals in progress');
    for (let i = 0; i < L.CAP.goals; i++) {
      const p = o + L.G_PROGRESS + i * L.PROGRESS_SIZE;
      const e = entries[i];
      m[p] = e ? GOAL.code(e[0] as GoalId) : -1;
      if (!e) continue;
      const v = e[1]!;
      m[p + 1] = Array.isArray(v) ? 1 : 0;
      if (Array.isArray(v)) L.writeList(m, p + 2, L.PROGRESS_KEYS, codesOf(GOAL_KEY, v));
      else m[p + 2] = v;
    }
  });
}

function readGoals(m: Int32Array, n: number): GoalsState {
  const g: GoalsState = { secret: [], discarded: [], done: [], missed: [], progress: [], supply: L.readList(m, L.TOKEN_SUPPLY) as TokenValue[], tokens: [] };
  for (let seat = 0; seat < n; seat++) {
    const o = L.goalsAt(seat);
    g.secret.push(valuesOf(GOAL, m, o + L.G_SECRET));
    g.discarded.push(GOAL.value(m[o + L.G_DISCARDED]));
    g.done.push(valuesOf(GOAL, m, o + L.G_DONE));
    g.missed.push(valuesOf(GOAL, m, o + L.G_MISSED));
    g.tokens.push(L.readList(m, o + L.G_TOKENS) as TokenValue[]);
    const prog: GoalsState['progress'][number] = {};
    for (let i = 0; i < L.CAP.goals; i++) {
      const p = o + L.G_PROGRESS + i * L.PROGRESS_SIZE;
      if (m[p] === -1) continue;
      prog[GOAL.at(m[p])] = m[p + 1] === 1 ? valuesOf(GOAL_KEY, m, p + 2) : m[p + 2];
    }
    g.progress.push(prog);
  }
  return g;
}
