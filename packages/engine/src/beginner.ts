// The Beginner variant (R22.1, CONTENT.md §11): 15 LP (options.ts), 1 character dealt to each
// player from a pool of 6 with simple abilities, Legendary abilities from the start, and one
// story deck of 20 with a single face-up card.
import { emit, type Ctx } from './ctx.js';
import { CHARACTER_IDS, type CharacterId } from './content/characters.js';
import { RuleError } from './errors.js';
import { seedRng, shuffle } from './rng.js';
import type { GameState, Setup } from './types.js';

/** The 6 characters of the Beginner variant, all with simple, passive abilities (CONTENT.md §11). */
export const BEGINNER_POOL: readonly CharacterId[] = ['bass-reeves', 'calamity-jane', 'kit-carson', 'mary-fields', 'wild-bill-hickok', 'wyatt-earp'];

/** The characters a player may choose from (R3.2): the 12, or the Beginner variant's 6 (R22.1). */
export const characterPool = (beginner: boolean): readonly CharacterId[] => (beginner ? BEGINNER_POOL : CHARACTER_IDS);

/**
 * Every seat's character of a game whose characters are chosen (R3.2), for the setup's `players`:
 * the picks kept, and the seats left to chance (null, or beyond the picks) given characters of the
 * pool no one picked, drawn from `seed`, so the same picks and seed cast the same again.
 */
export function castCharacters(picks: readonly (CharacterId | null)[], players: number, beginner: boolean, seed: number | string): CharacterId[] {
  const left = shuffle(seedRng(`characters:${seed}`), characterPool(beginner).filter((c) => !picks.includes(c)));
  return Array.from({ length: players }, (_, i) => picks[i] ?? left.pop()!);
}

/** With chosen characters, a Beginner game is played with characters from the pool only (R22.1). */
export function checkBeginnerChoices(players: Setup['players']): void {
  for (const p of players) {
    if (p.character && !BEGINNER_POOL.includes(p.character)) {
      throw new RuleError('ERR_BAD_SETUP', 'R22.1', `The Beginner variant is played with ${BEGINNER_POOL.join(', ')}, not ${p.character}.`);
    }
  }
}

/** Deals each player 1 character at random from the pool; the rest go to the box (no keep-1-of-2). */
export function dealBeginnerCharacters(ctx: Ctx): void {
  const { s } = ctx;
  const pool = shuffle(s.rng, [...BEGINNER_POOL]);
  s.players.forEach((p, seat) => {
    p.character = pool.pop()!;
    emit(ctx, { type: 'characterDealt', seat, kind: p.character });
  });
  s.box = CHARACTER_IDS.filter((c) => !s.players.some((p) => p.character === c));
}

/** One story deck of 20; the other 20 cards stay in the box and the second slot stays empty (CONTENT.md §11). */
export function beginnerStories(s: GameState): void {
  s.storyDecks[1] = [];
}

/** Legendary abilities work from the start: the 5-LP gate of R18.2 is ignored. */
export function unlockAbilities(ctx: Ctx): void {
  ctx.s.players.forEach((p, seat) => {
    p.legendary = true;
    emit(ctx, { type: 'legendaryUnlocked', seat, data: { why: 'beginner' } });
  });
}
