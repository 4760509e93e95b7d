// Table options, parsed at the edge with zod: the only shapes a table can be created with. The
// game's own options (length, characters, variants) are judged by the engine, never here.
import { BOTS } from '@wl/bots';
import { castCharacters, RuleError, startGame, validateOptions, type GameOptions } from '@wl/engine';
import { z } from 'zod';
import { ClientError } from './runner.js';

const botLevel = z.string().max(32).refine((l) => Object.hasOwn(BOTS, l), { message: 'unknown bot level' });
/** A known bot level. */
export const BotLevelSchema = botLevel;

/** One seat as asked for when creating a table. */
export const SeatOptionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), level: botLevel.default('random') }).strict(),
]);

/** The options of a new table; defaults fill what is left out. */
export const TableOptionsSchema = z.object({
  /** 2 to 6 players (2 plays with the Man in Black, when the engine offers it). */
  players: z.number().int().min(2).max(6),
  /** Shorthand for `game.length`. */
  length: z.union([z.literal(15), z.literal(20), z.literal(25)]).optional(),
  /** The engine's game options (`GameOptions`: length, characters, manInBlack, goals, beginner), passed through unchanged. */
  game: z.record(z.string(), z.unknown()).optional(),
  /** One per player; all human when left out. */
  seats: z.array(SeatOptionSchema).min(2).max(6).optional(),
  visibility: z.enum(['public', 'private']).default('private'),
  spectators: z.boolean().default(true),
  /** Seconds a human seat has for each decision before a bot plays for it; null for none. */
  turnTimer: z.number().int().min(5).max(7 * 24 * 3600).nullable().default(null),
  /** The bot that stands in for an absent human seat. */
  standIn: botLevel.default('random'),
}).strict().refine((o) => !o.seats || o.seats.length === o.players, { message: 'seats must list one entry per player', path: ['seats'] });

/** Table options as given by a client, before defaults. */
export type TableOptionsInput = z.input<typeof TableOptionsSchema>;

/** Table options with their defaults filled in, seats listed and the game options validated by the engine. */
export type TableOptions = Omit<z.output<typeof TableOptionsSchema>, 'seats' | 'length' | 'game'> & {
  length: GameOptions['length'];
  /** The game options as the engine filled them in (absent on tables stored before they existed). */
  game?: GameOptions;
  seats: ({ kind: 'human' } | { kind: 'bot'; level: string })[];
};

const optionsError = (e: RuleError) => new ClientError({ code: 'ERR_BAD_OPTIONS', message: e.message, rule: e.rule });

/**
 * Parses table options; throws a ZodError on a bad shape and a ClientError `ERR_BAD_OPTIONS` (with
 * the engine's rule id) when the engine refuses the game options or cannot set such a game up.
 */
export function parseTableOptions(input: unknown): TableOptions {
  const o = TableOptionsSchema.parse(input);
  const raw: Record<string, unknown> = { ...(o.game ?? {}) };
  if (o.length !== undefined) {
    if (raw.length !== undefined && raw.length !== o.length) throw new ClientError({ code: 'ERR_BAD_OPTIONS', message: 'The options give two game lengths.', rule: 'R3.1' });
    raw.length = o.length;
  }
  let game: GameOptions;
  try {
    game = validateOptions(raw, o.players);
    // A dry run of the setup: what the engine cannot start yet (a variant still being built) is refused now, not when the last seat fills.
    const cast = game.characters === 'choose' ? castCharacters([], o.players, game.beginner, 0) : null; // chosen characters (R3.2): a setup names one each
    startGame({ players: Array.from({ length: o.players }, (_, i) => (cast ? { character: cast[i] } : {})), options: game, seed: 0 });
  } catch (e) {
    if (e instanceof RuleError) throw optionsError(e);
    throw e;
  }
  const { players, visibility, spectators, turnTimer, standIn } = o;
  return {
    players, length: game.length, game, visibility, spectators, turnTimer, standIn,
    seats: o.seats ?? Array.from({ length: players }, () => ({ kind: 'human' as const })),
  };
}

/** The game options of a stored table (older tables only had a length). */
export function gameOptionsOf(o: TableOptions): GameOptions {
  return o.game ?? validateOptions({ length: o.length }, o.players);
}

/** A display name: 1 to 24 printable characters, trimmed. */
export const DisplayNameSchema = z.string().trim().min(1).max(24).refine((s) => !/\p{C}/u.test(s), { message: 'no control characters' });
