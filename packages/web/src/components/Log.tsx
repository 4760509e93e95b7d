// The log: events as plain sentences, newest first.
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@wl/engine';
import type { LogEntry } from '../state/reducer';
import { eventSentence } from '../labels';

/** The log panel. */
export function Log({ view, log }: { view: PlayerView; log: readonly LogEntry[] }) {
  const { t } = useTranslation();
  const lines = log.map((l) => ({ id: l.id, text: eventSentence(l.event, view, t), seat: l.event.seat })).filter((l) => l.text).slice(0, 120);
  return (
    <section className="log" aria-label={t('game.log')}>
      <h3>{t('game.log')}</h3>
      <ol>{lines.map((l) => <li key={l.id} dir="auto" className={l.seat === view.you?.seat ? 'mine' : ''}>{l.text}</li>)}</ol>
    </section>
  );
}
