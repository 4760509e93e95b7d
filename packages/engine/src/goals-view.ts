// What a viewer may know of the Goal variant (R23): completed goals and kept tokens are public,
// unrevealed goals only to their owner, the discarded goals and the token supply's order to nobody.
import { GOALS_OF, type GoalId, type TokenValue } from './content/goals.js';
import { shuffle, type RngState } from './rng.js';
import { nearest } from './stack.js';
import type { GameState, Seat } from './types.js';

/** The Goal variant as one viewer sees it. */
export interface GoalsView {
  /**
   * Per seat: completed goals (revealed, in order), how many are still secret, kept Legendary
   * tokens, and the progress of the character's counting goals (C and T: events so far, distinct
   * ones counted once). Progress is kept for all 4 goals of the character from public events, so
   * it shows nothing of which goals a player holds.
   */
  players: { done: GoalId[]; secretCount: number; tokens: TokenValue[]; progress: Partial<Record<GoalId, number>> }[];
  /** The viewer's own unrevealed goals (none for a spectator). */
  yours: GoalId[];
  /** Face-down tokens left in the supply. */
  supplySize: number;
  /** Tokens being kept now: the player's kept tokens and the ones just drawn, all revealed. */
  choice: { seat: Seat; keep: number; held: TokenValue[] } | null;
}

/** A seat's goal progress as counts (a list of distinct keys counts its length). */
function counts(prog: Partial<Record<GoalId, number | string[]>>): Partial<Record<GoalId, number>> {
  const out: Partial<Record<GoalId, number>> = {};
  for (const id in prog) {
    const v = prog[id as GoalId]!;
    out[id as GoalId] = typeof v === 'number' ? v : v.length;
  }
  return out;
}

/** The Goal variant's part of a view (R23.1, R23.3). */
export function goalsView(s: GameState, viewer: Seat | 'spectator'): GoalsView | undefined {
  const g = s.goals;
  if (!g) return undefined;
  const f = nearest(s, 'tokens');
  return {
    players: s.players.map((_, seat) => ({ done: [...g.done[seat]], secretCount: g.secret[seat].length, tokens: [...g.tokens[seat]], progress: counts(g.progress[seat]) })),
    yours: viewer === 'spectator' ? [] : [...g.secret[viewer]],
    supplySize: g.supply.length,
    choice: f && f.held ? { seat: f.seat, keep: f.keep, held: [...f.held] } : null,
  };
}

/**
 * Redraws what `seat` cannot see of the Goal variant (determinization, R23): the other players'
 * unrevealed goals and discarded goal, from their character's goals neither completed nor missed
 * (a goal whose condition held without completing is known to be the discarded one), and the
 * order of the token supply. The result depends only on public pools and the RNG.
 */
export function resampleGoals(s: GameState, seat: Seat, rng: RngState): void {
  const g = s.goals;
  if (!g) return;
  s.players.forEach((p, other) => {
    if (other === seat || !p.character) return;
    const known = g.missed[other][0] ?? null;
    const pool = shuffle(rng, GOALS_OF[p.character].filter((id) => !g.done[other].includes(id) && id !== known).sort());
    const secretCount = g.secret[other].length;
    g.secret[other] = pool.slice(0, secretCount);
    g.discarded[other] = known ?? pool[secretCount] ?? null;
  });
  g.supply = shuffle(rng, [...g.supply].sort());
}
