// Final scoring and the winners (scoring.ts, R19.2, R19.3) for the typed engine. The Goal
// variant's tokens count (tokens.ts); the Man in Black's line comes last and he wins every tie (mib.ts).
import { ITEMS } from '../content/items.js';
import { trackRow } from '../content/tracks.js';
import { MIB_END_LP } from '../content/mib-cards.js';
import { ITEM, MIB_SEAT } from './codes.js';
import { emitT, EVENT, type TypedCtx } from './ctx.js';
import * as L from './layout.js';
import { popFrameT } from './stack.js';
import { tokenScoreT } from './tokens.js';

/** LP per $60 at the end, at most 2 (R19.2). */
const MONEY_PER_LP = 60;
/** Each item code's LP on its upgraded side. */
const UPGRADED_LP = Int32Array.from(ITEM.values, (id) => ITEMS[id].upgradedLp ?? 0);
const GAME_ENDED = EVENT.code('gameEnded');

/** Writes every player's final score line (scoring.ts `finalScores`) into SCORES. */
function finalScoresT(m: Int32Array): void {
  const n = m[L.N_SEATS];
  let most = 0;
  for (let seat = 0; seat < n; seat++) most = Math.max(most, m[L.playerAt(seat) + L.P_WANTED]);
  let tiedForMost = 0;
  for (let seat = 0; seat < n; seat++) if (most > 0 && m[L.playerAt(seat) + L.P_WANTED] === most) tiedForMost++;
  m[L.HAS_SCORES] = 1;
  m[L.SCORES] = n;
  for (let seat = 0; seat < n; seat++) {
    const p = L.playerAt(seat), o = L.SCORES + 1 + seat * L.SCORE_SIZE;
    let items = 0;
    for (let i = 1; i <= m[p + L.P_ITEMS]; i++) if ((m[p + L.P_ITEMS + i] & 1) === 1) items += UPGRADED_LP[m[p + L.P_ITEMS + i] >> 1];
    const money = Math.min(2, Math.floor(m[p + L.P_MONEY] / MONEY_PER_LP));
    const marshal = m[p + L.P_MARSHAL] > 0 ? trackRow(m[p + L.P_MARSHAL]) : 0;
    const wanted = m[p + L.P_WANTED];
    const wantedLp = wanted > 0 ? (wanted === most ? (tiedForMost === 1 ? 3 : 1) : 1) : 0;
    m[o] = seat; m[o + 1] = m[p + L.P_LP]; m[o + 2] = items; m[o + 3] = money; m[o + 4] = 0 - m[p + L.P_WOUNDS];
    const tokens = m[L.HAS_GOALS] === 1 ? tokenScoreT(m, seat) : -1; // Goal variant only
    m[o + 5] = marshal; m[o + 6] = wantedLp; m[o + 7] = tokens;
    m[o + 8] = m[p + L.P_LP] + items + money - m[p + L.P_WOUNDS] + marshal + wantedLp + Math.max(0, tokens);
  }
}

/** The winners (scoring.ts `winners`): highest total, then most track points, most nuggets, fewest wounds; else shared. */
function winnersT(m: Int32Array): void {
  const n = m[L.N_SEATS];
  const key = (seat: number, k: number): number => {
    const p = L.playerAt(seat);
    if (k === 0) return m[L.SCORES + 1 + seat * L.SCORE_SIZE + 8];
    if (k === 1) return Math.max(m[p + L.P_MARSHAL], m[p + L.P_WANTED]);
    return k === 2 ? m[p + L.P_NUGGETS] : -m[p + L.P_WOUNDS];
  };
  const best: number[] = [];
  for (let seat = 0; seat < n; seat++) {
    if (best.length === 0) { best.push(seat); continue; }
    let k = 0;
    while (k < 4 && key(seat, k) === key(best[0], k)) k++;
    if (k === 4) best.push(seat);
    else if (key(seat, k) > key(best[0], k)) best.splice(0, best.length, seat);
  }
  L.writeList(m, L.WINNERS, L.CAP.competitors, best);
}

/** The Man in Black's line after the players' and his win of every tie for most LP (mib.ts `mibScoreLine`, `withMibWinner`, R19.3). */
function mibScoreT(m: Int32Array): void {
  const n = m[L.N_SEATS], o = L.SCORES + 1 + n * L.SCORE_SIZE, total = m[L.MIB_LP] + MIB_END_LP;
  m[L.SCORES] = n + 1;
  m[o] = MIB_SEAT; m[o + 1] = m[L.MIB_LP]; m[o + 2] = 0; m[o + 3] = MIB_END_LP; m[o + 4] = 0; m[o + 5] = 0; m[o + 6] = 0; m[o + 7] = -1; m[o + 8] = total;
  let best = -Infinity;
  for (let seat = 0; seat < n; seat++) best = Math.max(best, m[L.SCORES + 1 + seat * L.SCORE_SIZE + 8]);
  if (total < best) return;
  L.zero(m, L.WINNERS, L.CAP.competitors + 1);
  L.writeList(m, L.WINNERS, L.CAP.competitors, [MIB_SEAT]);
}

/** Ends the game: final scoring, winners, no further decision (scoring.ts `finishGame`, R19.1). */
export function finishGameT(c: TypedCtx): void {
  const { m } = c;
  finalScoresT(m);
  winnersT(m);
  if (m[L.HAS_MIB] === 1) mibScoreT(m);
  m[L.FINISHED] = 1;
  while (m[L.STACK] > 0) popFrameT(m);
  emitT(c, GAME_ENDED, -1);
}
