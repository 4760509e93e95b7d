// Movement granted by effects: card moves (Getaway, Cattle Drive; R5.9), a Move action's
// extension (Sprint, W.moveEnd) and extra Move actions (Saddle Up). Each asks for a destination.
import { crossingAbilities } from './abilities.js';
import { crossingMoves, crossingRoute } from './crossings.js';
import { playerWalk, walkMoves, walkRoute } from './walks.js';
import { emit } from './ctx.js';
import { startNpcFight } from './fight.js';
import type { FrameHandler } from './frame.js';
import { movedData, startMove } from './movement.js';
import { player } from './ops.js';
import { pop } from './stack.js';
import { ACT } from './listed.js';
import type { GameState, StepFrame } from './types.js';

function search(s: GameState, f: StepFrame) {
  return playerWalk(s, f.seat, f.n);
}

const KINDS = { card: ['cardMove', 'R5.9'], extend: ['extendMove', 'R5.8'], free: ['freeMove', 'R4.2'] } as const;

/** A destination choice; `pass` declines the movement (each of Saddle Up's moves may be declined). */
export const stepHandler: FrameHandler<StepFrame> = {
  prompt: (_s, f) => ({ seat: f.seat, kind: KINDS[f.mode][0], rule: KINDS[f.mode][1] }),
  legal: (s, f) => {
    const out = walkMoves(search(s, f), [ACT.pass]);
    crossingMoves(s, f.seat, f.n, out);
    return out;
  },
  apply(ctx, f, a) {
    const { s } = ctx;
    if (a.type !== 'move') { pop(s); return; }
    const crossings = a.crossings ?? 0; // Bloody Knife's mesa crossings (R18)
    const path = crossings > 0 ? crossingRoute(s, f.seat, f.n, a.to, crossings)! : walkRoute(search(s, f), a.to)!;
    f.left--;
    if (f.left <= 0) pop(s);
    if (f.ability) emit(ctx, { type: 'abilityUsed', seat: f.seat, kind: f.ability }); // Kit Carson's step (R18)
    if (f.mode === 'extend') {
      // Sprint continues the current Move action: same triggers, at the new final space (R5.8).
      const m = s.stack.findLast((x) => x.k === 'move');
      if (m?.k !== 'move') return;
      const p = player(s, f.seat);
      m.path = m.path.concat(path.slice(1)); // replaced, not changed: the walk's 'moved' event holds the old one
      p.pos = a.to;
      emit(ctx, { type: 'moved', seat: f.seat, kind: 'extension', data: movedData(path, a.to, crossings) });
      if (crossings) crossingAbilities(ctx, f.seat, crossings);
      if (s.bandits.includes(a.to)) { m.banditStop = true; startNpcFight(ctx, f.seat, 'bandit', a.to); }
      return;
    }
    startMove(ctx, f.seat, path, f.mode === 'card' ? 'card' : 'action', crossings);
  },
  run: () => undefined,
};
