// The evaluation of a position for search cut-offs: each seat's LP plus its assets converted to
// LP-equivalents (money at the Cabaret's price, nuggets at the Bank's, cards, cattle, track rows,
// upgraded items as final scoring counts them, wounds as their end-of-game cost).
import { ITEMS, trackRow, type GameState, type Seat } from '@wl/engine';

/** LP-equivalent of one seat's position (R19.2 plus assets still to be converted). */
export function evaluateSeat(s: GameState, seat: Seat): number {
  const p = s.players[seat];
  if (s.finished && s.scores) return s.scores[seat].total;
  let v = p.lp - p.wounds;
  for (const it of p.items) {
    const def = ITEMS[it.id];
    if (it.upgraded) v += def.upgradedLp ?? 0;
    if (def.kind === 'mount') v += 0.8;
    else if (def.kind === 'weapon') v += 0.4;
  }
  v += p.money / 35;
  v += p.nuggets * 1.4;
  v += p.hand.length * 0.35;
  if (p.cattle) v += 1;
  v += trackRow(p.marshal) + 0.1 * p.marshal;
  v += trackRow(p.wanted) * 1.2;
  return v;
}

/**
 * Rewards in [0, 1] per seat: at the end 1 for a winner (shared on a tie) and 0 otherwise; before
 * it, a logistic of the seat's lead over the best other seat.
 */
export function rewards(s: GameState): number[] {
  const n = s.players.length;
  if (s.finished) {
    const w = s.winners.length;
    return s.players.map((_, i) => (s.winners.includes(i) ? 1 / w : 0));
  }
  const e = s.players.map((_, i) => evaluateSeat(s, i));
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let other = -Infinity;
    for (let j = 0; j < n; j++) if (j !== i && e[j] > other) other = e[j];
    out[i] = 1 / (1 + Math.exp(-(e[i] - other) / 2.5));
  }
  return out;
}
