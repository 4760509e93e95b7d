// "Since your last turn (3 turns): Bob +2 LP and Cy −1 LP." at the head of the viewer's new turn
// in an online game (recap.ts), where a turn may come back hours later: the news in one line,
// the log keeps the details.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@wl/engine';
import type { LogEntry } from '../state/reducer';
import { recapSince } from '../recap';
import { formatNumber, listFormat, nameInSentence } from '../labels';
import { withBdi } from './bdi';

/** The recap line, or nothing when there is no news (recapSince). */
export function RecapLine({ view, log }: { view: PlayerView; log: readonly LogEntry[] }) {
  const { t, i18n } = useTranslation();
  const r = useMemo(() => recapSince(view, log), [view, log]);
  if (!r) return null;
  const changes = r.lp.length
    ? listFormat(r.lp.map(({ seat, delta }) => t('game.recapLp', { who: nameInSentence(view, seat, t), delta: formatNumber(delta, i18n.language, { signed: true }) })), i18n.language)
    : t('game.recapNone');
  return <p className="recap" dir="auto">{withBdi(t('game.recap', { count: r.turns, changes }))}</p>;
}
