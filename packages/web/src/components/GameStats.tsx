// The game's statistics under the final scoring (folded until opened): where each player's LP
// came from, by source, adding up to their LP track, and what they did over the game (gold mined,
// fights won, poker hands, cattle, story discs, money). Worked out by the engine from the whole
// game (`statsOfGame`): a game against bots from its own log, an online match from its replay.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LP_SOURCES, STAT_COUNTS, trackLpOf, type Competitor, type GameStats as Stats, type PlayerView, type Seat, type SeatStats } from '@wl/engine';
import { formatNumber, playerName } from '../labels';
import { LpRace } from './LpRace';
import { SeatBadge } from './shapes';

// Gold deposited is left out: it is the LP of the 'gold' row (1 LP a nugget, R6.6).
const COUNTS = STAT_COUNTS.filter((k) => k !== 'nuggetsDeposited');

type Loaded = { state: 'idle' | 'loading' } | { state: 'ok'; stats: Stats } | { state: 'failed'; reason: string };

/** A row of figures, one per player, headed by its label. */
function Row({ label, values, fmt, className }: { label: string; values: number[]; fmt: (n: number) => string; className?: string }) {
  return <tr className={className}><th scope="row">{label}</th>{values.map((v, i) => <td key={i}>{fmt(v)}</td>)}</tr>;
}

/** The statistics of the competitors in the scoring's `order` (the Man in Black in the race only), loaded by `load` when first unfolded. */
export function GameStats({ view, order, load }: { view: PlayerView; order: Competitor[]; load: () => Promise<Stats> }) {
  const seats = order.filter((s): s is Seat => typeof s === 'number');
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const open = (e: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!e.currentTarget.open || loaded.state !== 'idle') return;
    setLoaded({ state: 'loading' });
    load().then((stats) => setLoaded({ state: 'ok', stats }), (err: unknown) => setLoaded({ state: 'failed', reason: String((err as Error)?.message ?? err) }));
  };
  const num = (n: number) => formatNumber(n, i18n.language);
  let body: React.ReactNode = null;
  if (loaded.state === 'loading') body = <p className="muted" role="status">{t('stats.loading')}</p>;
  else if (loaded.state === 'failed') body = <p className="error" role="alert">{t('stats.failed', { reason: loaded.reason })}</p>;
  else if (loaded.state === 'ok') {
    const of = seats.map((s) => loaded.stats.seats[s]).filter((x): x is SeatStats => !!x);
    const sources = LP_SOURCES.filter((k) => of.some((x) => x.lp[k] !== 0));
    const counts = COUNTS.filter((k) => of.some((x) => x[k] !== 0));
    // One table, so that each player's figures stand in one column; a heading row opens each of its two parts.
    const part = (label: string) => <tr className="part"><th scope="colgroup" colSpan={of.length + 1}>{label}</th></tr>;
    body = (
      <>
      <LpRace view={view} order={order} stats={loaded.stats} />
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('stats.title')}><table>
        <thead><tr><td />{seats.map((s) => <th key={s} scope="col"><SeatBadge seat={s} /> {playerName(view, s, t)}</th>)}</tr></thead>
        <tbody>
          {part(t('stats.lpHead'))}
          {sources.map((k) => <Row key={k} label={t(`stats.source.${k}`)} values={of.map((x) => x.lp[k])} fmt={num} />)}
          {of.some((x) => x.lpLost > 0) && <Row label={t('stats.lpLost')} values={of.map((x) => (x.lpLost ? -x.lpLost : 0))} fmt={num} />}
          <Row className="sum" label={t('stats.track')} values={of.map(trackLpOf)} fmt={num} />
        </tbody>
        <tbody>
          {part(t('stats.countsHead'))}
          {counts.map((k) => <Row key={k} label={t(`stats.count.${k}`)} values={of.map((x) => x[k])} fmt={k === 'moneyGained' ? (n) => t('stat.moneyValue', { n }) : num} />)}
        </tbody>
      </table></div>
      </>
    );
  }
  return (
    <details className="game-stats" onToggle={open}>
      <summary>{t('stats.title')}</summary>
      {body}
    </details>
  );
}
