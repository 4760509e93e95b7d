// The score tracks drawn as boards: Legend Points 0–30 with the game's target marked, and the
// Marshal and Wanted tracks (9 spaces in 3 rows) with their rewards; every player's cube is its
// colour and shape.
import { useTranslation } from 'react-i18next';
import { MARSHAL_REWARDS, WANTED_REWARDS, type PlayerView, type TrackReward } from '@wl/engine';
import { formatNumber, isolate, playerName, type T } from '../labels';
import { SeatShape } from './shapes';

const LP_MAX = 30;
// Phones get the track in four rows of 8, wider screens in two rows of 16.
const PER_ROW = typeof matchMedia === 'function' && matchMedia('(max-width: 700px)').matches ? 8 : 16;
const C = 40;

/** Where the cubes of `n` seats sharing a square of width `w` stand, around (0, 0), and their size: one row of up to three, else two rows, never wider than the square (3 px of margin a side). */
export function cubeLayout(n: number, w: number, size: number): { size: number; at: [number, number][] } {
  const rows = n > 3 ? 2 : 1;
  const perRow = Math.ceil(n / rows);
  const s = Math.min(rows === 2 ? Math.min(size, 11) : size, (w - 6) / perRow);
  const step = perRow > 1 ? Math.min(s * 1.1, (w - 6 - s) / (perRow - 1)) : 0;
  const dy = rows === 2 ? s * 0.6 : 0;
  const at: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const row = i < perRow ? 0 : 1;
    const inRow = row === 0 ? Math.min(perRow, n) : n - perRow;
    const col = i - row * perRow;
    at.push([(col - (inRow - 1) / 2) * step, rows === 2 ? (row === 0 ? -dy : dy) : 0]);
  }
  return { size: s, at };
}

/** Small cubes of several seats sharing one square of width `w`, centred at (x, y) (cubeLayout). */
function Cubes({ seats, x, y, size, w }: { seats: number[]; x: number; y: number; size: number; w: number }) {
  const l = cubeLayout(seats.length, w, size);
  return <>{seats.map((s, i) => <g key={s} className="cube" transform={`translate(${x + l.at[i][0]},${y + l.at[i][1]})`}><SeatShape seat={s} r={l.size / 2} /></g>)}</>;
}

const bySpace = (view: PlayerView, pick: (p: PlayerView['players'][number]) => number) => {
  const m = new Map<number, number[]>();
  for (const p of view.players) m.set(pick(p), [...(m.get(pick(p)) ?? []), p.seat]);
  return m;
};

/** The Legend Points track, 0 to 30, the end target marked. */
export function LpTrack({ view }: { view: PlayerView }) {
  const { t, i18n } = useTranslation();
  const at = bySpace(view, (p) => Math.min(p.lp, LP_MAX));
  const rows = Math.ceil((LP_MAX + 1) / PER_ROW);
  const summary = view.players.map((p) => `${playerName(view, p.seat, t)} ${t('stat.lpValue', { n: p.lp })}`).join(', ');
  return (
    <figure className="track lp-track">
      <figcaption>{t('ui.lpTrack')} · <span className="target-note">{t('ui.lpTarget', { n: view.length })}</span></figcaption>
      <svg viewBox={`-2 -2 ${PER_ROW * C + 4} ${rows * (C + 8) + 4}`} role="img" aria-label={`${t('ui.lpTrack')}: ${summary}. ${t('ui.lpTarget', { n: view.length })}`}>
        {Array.from({ length: LP_MAX + 1 }, (_, n) => {
          const x = (n % PER_ROW) * C;
          const y = Math.floor(n / PER_ROW) * (C + 8);
          const target = n === view.length;
          return (
            <g key={n}>
              <rect x={x + 1} y={y + 1} width={C - 2} height={C - 2} rx={4} className={`sq${n % 5 === 0 ? ' five' : ''}${target ? ' goal' : ''}`} />
              <text x={x + 4} y={y + 12} className="sq-n">{formatNumber(n, i18n.language)}</text>
              {target && <text x={x + C - 4} y={y + 12} textAnchor="end" className="goal-mark">★</text>}
              {at.get(n) && <Cubes seats={at.get(n)!} x={x + C / 2} y={y + C / 2 + 5} size={15} w={C} />}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

const reward = (r: TrackReward, t: T) => [r.money ? t('story.reward.money', { n: r.money }) : '', r.lp ? t('ui.lpShort', { n: r.lp }) : '', r.cards ? t('stat.handValue', { count: r.cards }) : ''].filter(Boolean).join(' ');

/** A Marshal or Wanted track: 3 rows of 3 spaces, the row's LP at the side (a Marshal's at the end, R19.2; a Wanted player's each turn, R11.6). */
export function PointTrack({ view, kind }: { view: PlayerView; kind: 'marshal' | 'wanted' }) {
  const { t, i18n } = useTranslation();
  const num = (n: number) => formatNumber(n, i18n.language);
  const rewards = kind === 'marshal' ? MARSHAL_REWARDS : WANTED_REWARDS;
  const at = bySpace(view, (p) => p[kind]);
  const name = t(kind === 'marshal' ? 'ui.marshalTrack' : 'ui.wantedTrack');
  const summary = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => at.get(n)).map((n) => t('ui.trackCell', { track: name, n, who: at.get(n)!.map((s) => playerName(view, s, t)).join(', ') })).join('; ');
  const W = 58;
  const H = 46;
  return (
    <figure className={`track point-track ${kind}`}>
      <figcaption>{name}</figcaption>
      <svg viewBox={`-2 -2 ${3 * W + 64} ${3 * H + 4}`} role="img" aria-label={`${name}: ${summary || t('ui.nobody')}`}>
        {[0, 1, 2].map((row) => (
          <g key={row}>
            {[0, 1, 2].map((col) => {
              const n = row * 3 + col + 1;
              const x = col * W;
              const y = row * H;
              return (
                <g key={n}>
                  <title>{`${name} ${num(n)}${reward(rewards[n - 1], t) ? ` · ${t('ui.trackReward', { reward: reward(rewards[n - 1], t) })}` : ''}`}</title>
                  <rect x={x + 1} y={y + 1} width={W - 2} height={H - 2} rx={4} className="sq" />
                  <text x={x + 4} y={y + 12} className="sq-n">{num(n)}</text>
                  <text x={x + W - 4} y={y + 12} textAnchor="end" className="sq-r">{isolate(reward(rewards[n - 1], t))}</text>
                  {at.get(n) && <Cubes seats={at.get(n)!} x={x + W / 2} y={y + H / 2 + 6} size={14} w={W} />}
                </g>
              );
            })}
            <text x={3 * W + 31} y={row * H + H / 2 + 5} textAnchor="middle" className="row-lp">
              <title>{t(kind === 'marshal' ? 'ui.rowLpMarshal' : 'ui.rowLpWanted')}</title>
              {isolate(t('ui.rowLp', { n: row + 1 }))}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** All three tracks. */
export function Tracks({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  return (
    <section className="tracks" aria-label={t('ui.tracks')}>
      <LpTrack view={view} />
      <div className="point-tracks">
        <PointTrack view={view} kind="marshal" />
        <PointTrack view={view} kind="wanted" />
      </div>
    </section>
  );
}
