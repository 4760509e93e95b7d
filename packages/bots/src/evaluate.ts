// The evaluation of a position for search cut-offs: each seat's LP plus its assets converted to
// LP-equivalents (money at the Cabaret's price, nuggets at the Bank's, cards, cattle, track rows,
// upgraded items as final scoring counts them, wounds as their end-of-game cost).
import { ITEMS, STORY_CARDS, trackRow, type GameState, type Seat, type StoryReward } from '@wl/engine';

/** LP per round a player gains on average (a 20-LP game lasts about 10 rounds). */
const LP_PER_ROUND = 2.2;

/** LP-equivalent of a story reward, each contributor's share (R14.5). */
export function rewardValue(r: StoryReward): number {
  return (r.lp ?? 0) + (r.money ?? 0) / 35 + (r.cards ?? 0) * 0.35 + (r.nuggets ?? 0) * 1.4 + (r.choice ? 1 : 0);
}

/**
 * How many more turns `seat` will play: exact once the end is triggered (R19.1: the round
 * after the trigger is the last), else estimated from the leader's distance to the goal.
 */
export function turnsLeft(s: GameState, seat: Seat): number {
  if (s.finished) return 0;
  const n = s.players.length;
  const order = (x: Seat) => (x - s.firstSeat + n) % n;
  const still = order(seat) > order(s.turn.seat) ? 1 : order(seat) === order(s.turn.seat) ? 0.5 : 0; // the turn in progress counts half
  if (s.endTriggeredRound !== null) return Math.max(0, s.endTriggeredRound + 1 - s.turn.round) + still;
  let lead = 0;
  for (const p of s.players) lead = Math.max(lead, p.lp);
  const length = s.setup.options?.length ?? 20;
  return Math.ceil(Math.max(0, length - lead) / LP_PER_ROUND) + 1 + still;
}

/**
 * LP-equivalent of one seat's position: what final scoring would give now (R19.2), plus assets
 * still to be converted (money at the Cabaret's price, nuggets at the Bank's, cards, cattle,
 * story discs, the Wanted row's LP per turn), weighed down when few turns are left to use them.
 */
export function evaluateSeat(s: GameState, seat: Seat): number {
  const p = s.players[seat];
  if (s.finished && s.scores) return s.scores[seat].total;
  const t = turnsLeft(s, seat);
  const use = Math.min(1, t / 2);
  const money = Math.min(2, Math.floor(p.money / 60));
  let mostWanted = 0, tied = 0;
  for (const q of s.players) if (q.wanted > mostWanted) { mostWanted = q.wanted; tied = 1; } else if (q.wanted === mostWanted) tied++;
  const wantedLp = p.wanted <= 0 ? 0 : p.wanted === mostWanted && tied === 1 ? 3 : 1;
  let v = p.lp - p.wounds + money + trackRow(p.marshal) + wantedLp;
  let assets = Math.max(0, p.money / 35 - money) + p.nuggets * 1.4 + p.hand.length * 0.35 + (p.cattle ? 1 : 0) + 0.1 * p.marshal;
  for (const it of p.items) {
    const def = ITEMS[it.id];
    if (it.upgraded) v += def.upgradedLp ?? 0;
    if (def.kind === 'mount') assets += 0.8;
    else if (def.kind === 'weapon') assets += 0.4;
  }
  for (const slot of [0, 1] as const) {
    const story = s.stories[slot];
    if (story && s.storyDiscs[slot].includes(seat)) assets += 0.5 * rewardValue(STORY_CARDS[story].reward);
  }
  v += use * assets + trackRow(p.wanted) * Math.min(t, 1.2);
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
