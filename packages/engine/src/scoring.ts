// Final scoring and the winners (R19.2, R19.3).
import { emit, type Ctx } from './ctx.js';
import { mibScoreLine, withMibWinner } from './mib.js';
import { ITEMS } from './content/items.js';
import { trackRow } from './content/tracks.js';
import { tokenScore } from './tokens.js';
import type { GameState, ScoreLine, Seat } from './types.js';

/** LP per $60 at the end, at most 2 (R19.2). */
export const MONEY_PER_LP = 60;

/** The final score of every player (R19.2). */
export function finalScores(s: GameState): ScoreLine[] {
  const wanted = s.players.map((p) => p.wanted);
  const most = Math.max(0, ...wanted);
  const tiedForMost = wanted.filter((w) => w === most && w > 0).length;
  return s.players.map((p, seat) => {
    const items = p.items.reduce((n, i) => n + (i.upgraded ? ITEMS[i.id].upgradedLp ?? 0 : 0), 0);
    const money = Math.min(2, Math.floor(p.money / MONEY_PER_LP));
    const marshal = p.marshal > 0 ? trackRow(p.marshal) : 0;
    let wantedLp = 0;
    if (p.wanted > 0) wantedLp = p.wanted === most ? (tiedForMost === 1 ? 3 : 1) : 1;
    const tokens = tokenScore(s, seat); // Goal variant only
    const total = p.lp + items + money - p.wounds + marshal + wantedLp + (tokens ?? 0);
    return { seat, trackLp: p.lp, items, money, wounds: 0 - p.wounds, marshal, wanted: wantedLp, ...(tokens === undefined ? {} : { tokens }), total }; // 0 - x: never -0, which JSON cannot keep
  });
}

/** The winners: highest total, then most track points, most nuggets, fewest wounds; else shared (R19.3). */
export function winners(s: GameState, scores: ScoreLine[]): Seat[] {
  const key = (seat: Seat): number[] => {
    const p = s.players[seat];
    return [scores[seat].total, Math.max(p.marshal, p.wanted), p.nuggets, -p.wounds];
  };
  let best: Seat[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    if (best.length === 0) { best = [seat]; continue; }
    const a = key(seat), b = key(best[0]);
    const cmp = a.findIndex((x, i) => x !== b[i]);
    if (cmp < 0) best.push(seat);
    else if (a[cmp] > b[cmp]) best = [seat];
  }
  return best;
}

/** Ends the game: final scoring, winners, no further decision (R19.1). */
export function finishGame(ctx: Ctx): void {
  const { s } = ctx;
  const mib = mibScoreLine(s); // the Man in Black's line comes last (R20.1)
  s.scores = mib ? [...finalScores(s), mib] : finalScores(s);
  s.winners = withMibWinner(s.scores, winners(s, s.scores));
  s.finished = true;
  s.stack.length = 0; // emptied in place: a new [] is an array of another elements kind, which made every reader of the stack polymorphic
  emit(ctx, { type: 'gameEnded', data: { scores: s.scores, winners: s.winners } });
}
