// The final scoring screen: the R19.2 breakdown per player, winners first.
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@wl/engine';
import { playerName } from '../labels';
import { SeatBadge } from './shapes';

const COLS = ['trackLp', 'items', 'money', 'wounds', 'marshal', 'wanted', 'total'] as const;

/** The scoring table. */
export function Scores({ view, onAgain }: { view: PlayerView; onAgain: () => void }) {
  const { t } = useTranslation();
  const lines = [...(view.scores ?? [])].sort((a, b) => b.total - a.total);
  return (
    <div className="overlay">
    <section className="scores" role="dialog" aria-modal="true" aria-labelledby="scores-title">
      <h2 id="scores-title">{t('score.title')}</h2>
      <p className="winner">{t('score.winner', { names: view.winners.map((s) => playerName(view, s, t)).join(', ') })}</p>
      <table>
        <thead><tr><th scope="col">{t('score.player')}</th>{COLS.map((c) => <th key={c} scope="col">{t(`score.${c}`)}</th>)}</tr></thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.seat} className={view.winners.includes(l.seat) ? 'won' : ''}>
              <th scope="row"><SeatBadge seat={l.seat} /> {playerName(view, l.seat, t)}</th>
              {COLS.map((c) => <td key={c}>{l[c]}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="primary" onClick={onAgain} autoFocus>{t('score.playAgain')}</button>
    </section>
    </div>
  );
}
