// The log: events as plain sentences, newest first, each with the rule behind it on hover
// (the engine's eventRule, and that rule's summary). The names a sentence carries between
// isolates (labels.ts isolate) are drawn as <bdi>: a Latin or number-bearing name never
// reorders the Persian words around it, and dir="auto" takes the line's direction from its words.
import { useTranslation } from 'react-i18next';
import { eventRule, type PlayerView } from '@wl/engine';
import type { LogEntry } from '../state/reducer';
import { eventSentence, type T } from '../labels';
import { withBdi } from './bdi';
import { ruleText } from '../rule-text';
import { ChatForm } from './Chat';
import type { Said } from '../state/protocol';

/** A line's hover text: its rule id and the rule's summary. */
function ruleHover(rule: string | null, t: T): string | undefined {
  if (!rule) return undefined;
  const text = ruleText(rule, t);
  return text ? `${t('ui.rulesTitle', { id: rule })} — ${text}` : t('ui.rulesTitle', { id: rule });
}

/** The newest `max` lines of the log that say something, newest first. */
function logLines(view: PlayerView, log: readonly LogEntry[], t: T, max: number) {
  const out: { id: number; text: string; seat?: number; rule: string | null; chat: boolean }[] = [];
  for (const l of log) {
    if (out.length >= max) break;
    const text = eventSentence(l.event, view, t);
    const chat = l.event.type === 'chat';
    if (text) out.push({ id: l.id, text, seat: l.event.seat, rule: chat ? null : eventRule(l.event), chat });
  }
  return out;
}

/** Log lines as list items: the player's own in bold, each with its rule on hover. */
function Lines({ view, lines }: { view: PlayerView; lines: ReturnType<typeof logLines> }) {
  const { t } = useTranslation();
  return <>{lines.map((l) => (
    // A chat line takes the page's direction: its words are all isolated (the name, the text), so "auto" would find none and read it left to right in Persian too.
    <li key={l.id} dir={l.chat ? undefined : 'auto'} className={[l.seat === view.you?.seat ? 'mine' : '', l.chat ? 'chat' : ''].filter(Boolean).join(' ') || undefined}
      title={ruleHover(l.rule, t)} data-rule={l.rule ?? undefined}>{withBdi(l.text)}</li>
  ))}</>;
}

/** The log panel; at an online table, with the chat's form (`onSay`), its lines among the game's. */
export function Log({ view, log, onSay }: { view: PlayerView; log: readonly LogEntry[]; onSay?: (said: Said) => void }) {
  const { t } = useTranslation();
  return (
    <section className="log" aria-label={t('game.log')}>
      <h3>{t('game.log')}</h3>
      {onSay && <ChatForm onSay={onSay} />}
      <ol><Lines view={view} lines={logLines(view, log, t, 120)} /></ol>
    </section>
  );
}

/** The newest lines of the log, shown under the prompt while others decide (what the bots just did, without scrolling to the log); nothing while no line says anything. */
export function RecentLines({ view, log }: { view: PlayerView; log: readonly LogEntry[] }) {
  const { t } = useTranslation();
  const lines = logLines(view, log, t, 3);
  return lines.length ? <ol className="recent" aria-live="off" aria-label={t('game.recent')}><Lines view={view} lines={lines} /></ol> : null;
}
