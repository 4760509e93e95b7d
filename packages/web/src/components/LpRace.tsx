// The race for Legendary Points over a finished game (GameStats): each player's LP on the track at
// the end of every round, one line per player in their colour with their shape at its end (the Man
// in Black's black, in a 2-player game), and the
// game's target as a dashed line. Drawn as SVG, its rounds running right to left in a right-to-left
// language (as the tracks read); its label gives every figure for a screen reader.
import { useTranslation } from 'react-i18next';
import type { Competitor, GameStats, PlayerView } from '@wl/engine';
import { formatNumber, playerName } from '../labels';
import { SEAT_COLOURS, SeatShape } from './shapes';

// Small enough that its 13 px text stays readable when a phone scales it down to its width.
const W = 400, H = 190;
const PAD = { left: 30, right: 12, top: 10, bottom: 30 };

/** The LP of the competitors in `order` (their statistics `stats`) round by round, with the target `view.length`. */
export function LpRace({ view, order, stats }: { view: PlayerView; order: Competitor[]; stats: GameStats }) {
  const { t, i18n } = useTranslation();
  const byRound = (c: Competitor): number[] => (c === 'mib' ? stats.mib?.lpByRound : stats.seats[c]?.lpByRound) ?? [];
  const rounds = Math.max(0, ...order.map((c) => byRound(c).length));
  if (rounds < 2) return null; // a line needs two rounds
  const top = Math.max(view.length, ...order.flatMap(byRound));
  const rtl = i18n.dir() === 'rtl';
  const mx = (v: number) => (rtl ? W - v : v); // mirrored in a right-to-left language
  const x = (i: number) => mx(PAD.left + (i / (rounds - 1)) * (W - PAD.left - PAD.right));
  const before = rtl ? 'start' : 'end'; // the text anchor of a label left of its point (right of it, mirrored)
  const y = (lp: number) => H - PAD.bottom - (lp / top) * (H - PAD.top - PAD.bottom);
  const num = (n: number) => formatNumber(n, i18n.language);
  const step = rounds > 12 ? Math.ceil(rounds / 10) : 1; // round numbers every `step` rounds
  const every = top > 30 ? 10 : 5; // a grid line every 5 LP (10 past 30), the target's dashed
  const ticksY = [...Array.from({ length: Math.floor(top / every) + 1 }, (_, k) => k * every).filter((v) => Math.abs(v - view.length) >= every / 2), view.length];
  const label = `${t('stats.race')}. ${order.map((c) => `${playerName(view, c, t)}: ${byRound(c).map(num).join(', ')}`).join('; ')}.`;
  return (
    <figure className="lp-race">
      <figcaption>{t('stats.race')}</figcaption>
      {/* Anchored left to right whatever the page's direction: the mirroring is done by `mx`. */}
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} direction="ltr">
        {ticksY.map((v) => (
          <g key={v}>
            <line x1={mx(PAD.left)} x2={mx(W - PAD.right)} y1={y(v)} y2={y(v)} className={v === view.length ? 'target' : 'grid'} />
            <text x={mx(PAD.left - 6)} y={y(v) + 4} textAnchor={before}>{num(v)}</text>
          </g>
        ))}
        {Array.from({ length: rounds }, (_, i) => i).filter((i) => (i + 1) % step === 0 || i === 0).map((i) => (
          <text key={i} x={x(i)} y={H - PAD.bottom + 16} textAnchor="middle">{num(i + 1)}</text>
        ))}
        <text x={mx(W - PAD.right)} y={H - 2} textAnchor={before} className="axis">{t('stats.raceRounds')}</text>
        {order.map((c) => {
          const lps = byRound(c);
          if (lps.length === 0) return null;
          const last = lps.length - 1;
          return (
            <g key={c} data-seat={c} data-last={lps[last]}>
              <polyline points={lps.map((lp, i) => `${x(i).toFixed(1)},${y(lp).toFixed(1)}`).join(' ')} stroke={c === 'mib' ? '#111' : SEAT_COLOURS[c % SEAT_COLOURS.length]} />
              <g transform={`translate(${x(last).toFixed(1)},${y(lps[last]).toFixed(1)})`}><SeatShape seat={c} r={5} /></g>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
