// Built positions for the bot tests: a real game cleared to a clean slate, then shaped (minis,
// money, cards, stories and their discs) so that one decision shows what the heuristic does.
import {
  applyAction, createGame, legalActions, newCtx, seedRng, settle, viewFor,
  type Action, type CardId, type CharacterId, type Competitor, type GameState, type PlayerState, type PlayerView, type StoryId,
} from '@wl/engine';
import { heuristicBot, rankActions } from '../src/index.js';

const CHARACTERS: CharacterId[] = ['bass-reeves', 'mary-fields', 'doc-holliday', 'wild-bill-hickok', 'wyatt-earp', 'calamity-jane'];

/** What to change in a fresh game: seat 0 is the player to decide, at the start of its action phase. */
export interface Shape {
  players?: number;
  /** Fields of seat 0 (position, money, wounds, tracks, items...). */
  me?: Partial<PlayerState>;
  /** Seat 0's poker cards. */
  hand?: CardId[];
  /** Fields of other seats, by seat. */
  others?: Record<number, Partial<PlayerState>>;
  /** The two face-up stories and the discs on them. */
  stories: [StoryId | null, StoryId | null];
  discs?: [Competitor[], Competitor[]];
  bandits?: GameState['bandits'];
  actionsLeft?: number;
}

/** A game shaped as asked, waiting for seat 0's decision in its action phase. */
export function position(shape: Shape): GameState {
  const n = shape.players ?? 4;
  let s = createGame({ players: CHARACTERS.slice(0, n).map((character) => ({ character })), characters: 'choose', seed: 'story-position', length: 20 });
  while (s.prompt?.kind === 'chooseStartSpace') {
    const r = applyAction(s, s.prompt.seat, legalActions(s, s.prompt.seat)[0]);
    if (!r.ok) throw r.error;
    s = r.state;
  }
  for (const p of s.players) {
    s.pokerDeck.push(...p.hand);
    Object.assign(p, { hand: [], money: 0, wounds: 0, marshal: 0, wanted: 0, lp: 0, nuggets: 0, cattle: null });
  }
  for (const c of shape.hand ?? []) s.pokerDeck.splice(s.pokerDeck.indexOf(c), 1);
  Object.assign(s.players[0], { hand: [...(shape.hand ?? [])] }, shape.me);
  for (const [seat, fields] of Object.entries(shape.others ?? {})) Object.assign(s.players[Number(seat)], fields);
  s.stories = [...shape.stories];
  s.storyDiscs = shape.discs ? [[...shape.discs[0]], [...shape.discs[1]]] : [[], []];
  s.bandits = [...(shape.bandits ?? [])];
  const p = s.players[0];
  s.turn = { ...s.turn, seat: 0, actionsLeft: shape.actionsLeft ?? 3, fought: [], heisted: false, bought: [], startPos: p.pos };
  s.stack = [{ k: 'turn', step: 'actions' }];
  settle(newCtx(s));
  return s;
}

/** The heuristic's pick for the seat asked now. */
export function pick(s: GameState): Action {
  const seat = s.prompt!.seat;
  return heuristicBot(viewFor(s, seat), legalActions(s, seat), seedRng('pick'));
}

/** Where an action comes in the heuristic's ranking of the legal actions (0: its pick); -1 when not legal. */
export function rankOf(s: GameState, want: (a: Action) => boolean): number {
  const seat = s.prompt!.seat;
  return rankActions(viewFor(s, seat), legalActions(s, seat), seedRng('pick')).findIndex(want);
}

/** A 4-player game (dealt characters, seed `seed`) with seat 0 shaped by `fields` and holding `hand`. */
export function shapedGame(seed: string, fields: Record<string, unknown> = {}, hand: CardId[] = []): GameState {
  const s = createGame({ players: [{}, {}, {}, {}], seed, characters: 'deal' });
  Object.assign(s.players[0], { hand, ...fields });
  return s;
}

/** Seat 0's view with the prompt and fight replaced (the decision under test). */
export function viewWith(s: GameState, kind: string, fight: Partial<NonNullable<PlayerView['fight']>> | null = null): PlayerView {
  const v = viewFor(s, 0);
  return { ...v, prompt: { seat: 0, kind, rule: 'R0' }, fight: fight === null ? null : { ...(v.fight ?? {}), ...fight } as PlayerView['fight'] };
}

/** A `choose` action of this option. */
export const choose = (option: string): Action => ({ type: 'choose', option } as Action);
