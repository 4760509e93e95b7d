// The final scoring screen: the R19.2 breakdown per player, winners first; after an online match
// a link to its replay. A replay's last step shows it inline (no dialog over the controls).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Competitor, GameStats as Stats, PlayerView } from '@wl/engine';
import { keyGoesElsewhere } from '../keys';
import { formatNumber, nameBeside, playerName, winnerList } from '../labels';
import { GameStats } from './GameStats';
import { SeatBadge } from './shapes';
import { saveFile } from './save-file';

// The total first, beside the name, so that a narrow screen shows it without scrolling; after the
// track, what final scoring adds to it (R19.2), shown signed: +2, −1.
const COLS = ['total', 'trackLp', 'items', 'money', 'wounds', 'marshal', 'wanted'] as const;

/**
 * The scoring table: a dialog with "Play again" (and the replay's link) that `onClose` (a button,
 * Esc) puts aside to look at the table and chat; or `inline` in a replay. With `stats`, the game's
 * statistics below it, folded (GameStats). `onReplay` watches a game against bots again (it has no
 * replay link); `download` gives the game's file for `wl replay`.
 */
export function Scores({ view, onAgain, onClose, replayOf = null, inline = false, stats, onReplay, download }: {
  view: PlayerView; onAgain?: () => void; onClose?: () => void; replayOf?: string | null; inline?: boolean; stats?: () => Promise<Stats>;
  onReplay?: () => void; download?: () => Promise<{ name: string; json: string }>;
}) {
  const { t, i18n } = useTranslation();
  /** The player's own name after the character's (nameBeside: "Bea", "Bot 2"); the viewer's "You" says enough. */
  const beside = (seat: Competitor) => {
    const name = seat !== 'mib' && seat !== view.you?.seat ? nameBeside(view, seat, t) : null;
    return name && <span className="who" dir="auto">{name}</span>;
  };
  useEffect(() => {
    if (inline || !onClose) return;
    const key = (e: KeyboardEvent) => { if (e.key === 'Escape' && !keyGoesElsewhere(e)) onClose(); }; // Esc in the rules dialog closes only that
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [inline, onClose]);
  const lines = [...(view.scores ?? [])].sort((a, b) => b.total - a.total);
  // Kept Legendary tokens score in goal games (R21, R19.2).
  const cols = lines.some((l) => l.tokens !== undefined) ? [...COLS, 'tokens' as const] : COLS;
  const head = (c: (typeof cols)[number]) => (c === 'tokens' ? t('goals.scoreTokens') : t(`score.${c}`));
  const body = (
    <section className={`scores${inline ? ' inline' : ''}`} {...(inline ? { 'aria-labelledby': 'scores-title' } : { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'scores-title' })}>
      <h2 id="scores-title">{t('score.title')}</h2>
      <p className="winner">{t('score.winner', { names: winnerList(view, t, i18n.language) })}</p>
      <p className="score-unit" id="scores-unit">{t('score.unit')}</p>
      {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('score.title')}><table aria-describedby="scores-unit">
        <thead><tr><th scope="col">{t('score.player')}</th>{cols.map((c) => <th key={c} scope="col">{head(c)}</th>)}</tr></thead>
        <tbody>
          {lines.map((l) => (
            <tr key={String(l.seat)} data-seat={String(l.seat)} className={view.winners.includes(l.seat) ? 'won' : ''}>
              <th scope="row"><SeatBadge seat={l.seat} /> {playerName(view, l.seat, t)}
                {beside(l.seat)}</th>
              {cols.map((c) => <td key={c}>{formatNumber(l[c] ?? 0, i18n.language, { signed: c !== 'total' && c !== 'trackLp' })}</td>)}
            </tr>
          ))}
        </tbody>
      </table></div>
      {view.manInBlack && <p className="small muted mib-note">{t('mib.scoreNote')}</p>}
      {stats && <GameStats view={view} order={lines.map((l) => l.seat)} load={stats} />}
      {(onAgain || replayOf || onClose) && (
        <p className="score-actions">
          {onAgain && <button type="button" className="primary" onClick={onAgain} autoFocus>{t('score.playAgain')}</button>}
          {replayOf && <a className="replay-link" href={`/r/${encodeURIComponent(replayOf)}`}>{t('replay.watch')}</a>}
          {onReplay && <button type="button" className="replay-link" onClick={onReplay}>{t('replay.watch')}</button>}
          {download && <button type="button" className="game-file" onClick={() => void saveFile(download)}>{t('score.download')}</button>}
          {onClose && <button type="button" className="score-close" onClick={onClose}>{t('score.close')}</button>}
        </p>
      )}
    </section>
  );
  return inline ? body : <div className="overlay">{body}</div>;
}
