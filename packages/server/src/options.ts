// Table options, parsed at the edge with zod: the only shapes a table can be created with.
import { BOTS } from '@wl/bots';
import { z } from 'zod';

const botLevel = z.string().max(32).refine((l) => Object.hasOwn(BOTS, l), { message: 'unknown bot level' });

/** One seat as asked for when creating a table. */
export const SeatOptionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), level: botLevel.default('random') }).strict(),
]);

/** The options of a new table; defaults fill what is left out. */
export const TableOptionsSchema = z.object({
  /** 3 to 6 players (2 needs the Man in Black, a later issue). */
  players: z.number().int().min(3).max(6),
  length: z.union([z.literal(15), z.literal(20), z.literal(25)]).default(20),
  /** One per player; all human when left out. */
  seats: z.array(SeatOptionSchema).min(3).max(6).optional(),
  visibility: z.enum(['public', 'private']).default('private'),
  spectators: z.boolean().default(true),
  /** Seconds a human seat has for each decision before a bot plays for it; null for none. */
  turnTimer: z.number().int().min(5).max(7 * 24 * 3600).nullable().default(null),
  /** The bot that stands in for an absent human seat. */
  standIn: botLevel.default('random'),
}).strict().refine((o) => !o.seats || o.seats.length === o.players, { message: 'seats must list one entry per player', path: ['seats'] });

/** Table options as given by a client, before defaults. */
export type TableOptionsInput = z.input<typeof TableOptionsSchema>;

/** Table options with their defaults filled in and seats listed. */
export type TableOptions = Omit<z.output<typeof TableOptionsSchema>, 'seats'> & {
  seats: ({ kind: 'human' } | { kind: 'bot'; level: string })[];
};

/** Parses table options; throws a ZodError on bad input. */
export function parseTableOptions(input: unknown): TableOptions {
  const o = TableOptionsSchema.parse(input);
  return { ...o, seats: o.seats ?? Array.from({ length: o.players }, () => ({ kind: 'human' as const })) };
}

/** A display name: 1 to 24 printable characters, trimmed. */
export const DisplayNameSchema = z.string().trim().min(1).max(24).refine((s) => !/\p{C}/u.test(s), { message: 'no control characters' });
