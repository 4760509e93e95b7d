// The Sheriff (R12): moved by the player who completes a story or plays a card; he stops on a
// Wanted player's space and fights them.
import { emit, type Ctx } from './ctx.js';
import type { SpaceId } from './content/map.js';
import { promptsOf, type FrameHandler } from './frame.js';
import { stoppingWalk, type RouteSearch } from './routes.js';
import { pop, push } from './stack.js';
import type { Action, GameState, Seat, SheriffMoveFrame } from './types.js';
import { startNpcFight } from './fight.js';

/** True while at least one player is Wanted: the Sheriff is active (R11.8, R12.4). */
export function sheriffActive(s: GameState): boolean {
  return s.players.some((p) => p.wanted > 0);
}

/** Wanted players standing on a space. */
export function wantedAt(s: GameState, at: SpaceId): Seat[] {
  return s.players.flatMap((p, i) => (p.wanted > 0 && p.pos === at ? [i] : []));
}

/** Where the Sheriff can go in up to `steps` spaces: he ignores bandits and stops on Wanted players (R12.1, R12.2). */
export function sheriffRoutes(s: GameState, steps: number): RouteSearch {
  const wantedSpaces: SpaceId[] = [];
  for (const p of s.players) if (p.wanted > 0 && p.pos !== null) wantedSpaces.push(p.pos);
  return stoppingWalk(s.sheriff, steps, wantedSpaces);
}

/**
 * The operation "move the Sheriff up to `steps` spaces", chosen by `mover` (R12.1). Stories and
 * cards such as Manhunt call it (issues #3, #4). While nobody is Wanted it does nothing (R12.4).
 */
export function moveSheriff(ctx: Ctx, mover: Seat, steps: number): void {
  if (sheriffActive(ctx.s)) push(ctx.s, { k: 'sheriffMove', seat: mover, steps });
}

const SHERIFF_PROMPTS = promptsOf('moveSheriff', 'R12.1');

/** The Sheriff-move decision: a destination, or staying put. */
export const sheriffMoveHandler: FrameHandler<SheriffMoveFrame> = {
  prompt: (s, f) => (sheriffActive(s) ? SHERIFF_PROMPTS[f.seat] : null),
  legal: (s, f) => {
    const out: Action[] = [{ type: 'moveSheriff', to: s.sheriff }];
    for (const to of sheriffRoutes(s, f.steps).destinations) if (to !== s.sheriff) out.push({ type: 'moveSheriff', to });
    return out;
  },
  apply(ctx, f, a) {
    const { s } = ctx;
    pop(s);
    if (a.type !== 'moveSheriff' || a.to === s.sheriff) return;
    const path = sheriffRoutes(s, f.steps).route(a.to)!;
    s.sheriff = a.to;
    emit(ctx, { type: 'sheriffMoved', seat: f.seat, data: { path, to: a.to } });
    const wanted = wantedAt(s, a.to);
    // R12.2: one fight per Sheriff move; with several Wanted players the mover picks one.
    if (wanted.length === 1) startNpcFight(ctx, wanted[0], 'sheriff');
    else if (wanted.length > 1) push(s, { k: 'pickSeat', seat: f.seat, why: 'sheriffTarget', options: wanted, canPass: false, at: a.to });
  },
  run(ctx) {
    pop(ctx.s);
  },
};
