// The new-table form as plain data: seats, length, variants and timer, kept consistent by
// `draftFits` and turned into the body of `POST /api/tables` by `createRequest`. The engine
// judges the options (validateOptions); the form only offers what the engine can set up.
import { characterPool, startGame, validateOptions, type CharacterId, type GameLength } from '@wl/engine';
import type { CreateTableRequest, SeatRequest, TableInfo } from './protocol';

/** Who plays a seat: a human (invited) or a bot of a level. */
export type SeatChoice = 'human' | 'random' | 'casual' | 'heuristic' | 'ismcts';

/** The form's state; `seats[0]` is the creator's own seat. */
export interface CreateDraft {
  name: string;
  players: number;
  seats: SeatChoice[];
  length: GameLength;
  /** Seconds per decision before a bot plays for an absent player; null for none. */
  turnTimer: number | null;
  goals: boolean;
  beginner: boolean;
  visibility: 'public' | 'private';
  /** Characters chosen (R3.2) instead of dealt. */
  choose: boolean;
  /** With `choose`, the character you take your seat with ('': at random); also your pick on an invite page. */
  character: string;
}

/** Seat choices in the order the form lists them. */
export const SEAT_CHOICES: readonly SeatChoice[] = ['human', 'random', 'casual', 'heuristic', 'ismcts'];
/** Turn timers offered, in seconds (null: none). */
export const TIMERS: readonly (number | null)[] = [null, 30, 60, 120, 300, 86_400];
/** Game lengths, in LP. */
export const LENGTHS: readonly GameLength[] = [15, 20, 25];

/** The form as it first opens: you, a friend and a bot, 20 LP, no timer. */
export const DEFAULT_DRAFT: CreateDraft = {
  name: '', players: 3, seats: ['human', 'human', 'heuristic'], length: 20, turnTimer: null, goals: false, beginner: false, visibility: 'private',
  choose: false, character: '',
};

let supported: Map<number, boolean> | null = null;

/** Whether the engine can set up a game of `players` players with its default options (2 needs the Man in Black). */
export function playersSupported(players: number): boolean {
  supported ??= new Map();
  let ok = supported.get(players);
  if (ok === undefined) {
    try {
      startGame({ players: Array.from({ length: players }, () => ({})), options: validateOptions({}, players), seed: 0 });
      ok = true;
    } catch {
      ok = false;
    }
    supported.set(players, ok);
  }
  return ok;
}

/** Whether a variant can be switched on for this draft (the engine accepts it and can set it up). */
export function variantSupported(d: CreateDraft, variant: 'goals' | 'beginner'): boolean {
  try {
    const game = validateOptions({ ...gameOptions(d), characters: 'deal', [variant]: true, ...(variant === 'beginner' ? { length: 15, goals: false } : {}) }, d.players); // characters do not bear on a variant
    startGame({ players: Array.from({ length: d.players }, () => ({})), options: game, seed: 0 });
    return true;
  } catch {
    return false;
  }
}

/** The draft made consistent: one seat per player, the first one yours, the Beginner variant at 15 LP without goals, your character one of its pool (R22.1) or ''. */
export function draftFits(d: CreateDraft): CreateDraft {
  const players = Math.min(6, Math.max(2, Math.round(d.players)));
  const seats = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : d.seats[i] ?? 'heuristic'));
  const beginner = d.beginner;
  const character = (characterPool(beginner) as readonly string[]).includes(d.character) ? d.character : '';
  return { ...d, players, seats, beginner, length: beginner ? 15 : d.length, goals: beginner ? false : d.goals, character };
}

/** Your pick of a draft, for taking the first seat of the table it creates (R3.2); undefined: at random. */
export const pickOf = (d: CreateDraft): CharacterId | undefined => (d.character ? (d.character as CharacterId) : undefined);

/** The characters the seats of a table chose (R3.2). */
export const takenCharacters = (info: TableInfo): CharacterId[] => info.seats.flatMap((x) => (x.character ? [x.character] : []));

/**
 * Your pick of a draft for joining the table `info` (the invite page's select and the join):
 * undefined (at random) at a table that deals, or when the pick is not of its pool (R22.1) or
 * another seat chose it meanwhile, so the page never shows one pick and sends another.
 */
export function pickAt(d: CreateDraft, info: TableInfo | null | undefined): CharacterId | undefined {
  const c = pickOf(d);
  const open = !!info && info.options.game.characters === 'choose' && !!c && characterPool(info.options.game.beginner).includes(c) && !takenCharacters(info).includes(c);
  return open ? c : undefined;
}

function gameOptions(d: CreateDraft): { length: GameLength; goals: boolean; beginner: boolean; characters: 'deal' | 'choose' } {
  return { length: d.length, goals: d.goals, beginner: d.beginner, characters: d.choose ? 'choose' : 'deal' };
}

/** The body of the create-table request for a draft. */
export function createRequest(d: CreateDraft): CreateTableRequest {
  const seats: SeatRequest[] = d.seats.map((s) => (s === 'human' ? { kind: 'human' } : { kind: 'bot', level: s }));
  return { players: d.players, seats, game: gameOptions(d), turnTimer: d.turnTimer, visibility: d.visibility };
}
