// The log: events as plain sentences, newest first. The names a sentence carries between
// isolates (labels.ts isolate) are drawn as <bdi>: a Latin or number-bearing name never
// reorders the Persian words around it, and dir="auto" takes the line's direction from its words.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@wl/engine';
import type { LogEntry } from '../state/reducer';
import { eventSentence } from '../labels';

const FSI = '\u2068', PDI = '\u2069';

/** A sentence with its outermost isolated names as <bdi> elements (inner isolates stay as marks). */
function withBdi(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let depth = 0, start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === FSI && depth++ === 0) { if (i > start) out.push(text.slice(start, i)); start = i + 1; }
    else if (text[i] === PDI && depth > 0 && --depth === 0) { out.push(<bdi key={i}>{text.slice(start, i)}</bdi>); start = i + 1; }
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

/** The log panel. */
export function Log({ view, log }: { view: PlayerView; log: readonly LogEntry[] }) {
  const { t } = useTranslation();
  const lines = log.map((l) => ({ id: l.id, text: eventSentence(l.event, view, t), seat: l.event.seat })).filter((l) => l.text).slice(0, 120);
  return (
    <section className="log" aria-label={t('game.log')}>
      <h3>{t('game.log')}</h3>
      <ol>{lines.map((l) => <li key={l.id} dir="auto" className={l.seat === view.you?.seat ? 'mine' : ''}>{withBdi(l.text)}</li>)}</ol>
    </section>
  );
}
