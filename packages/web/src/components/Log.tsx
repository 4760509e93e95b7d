// The log: events as plain sentences, newest first, each with the rule behind it on hover
// (the engine's eventRule, and that rule's summary). The names a sentence carries between
// isolates (labels.ts isolate) are drawn as <bdi>: a Latin or number-bearing name never
// reorders the Persian words around it, and dir="auto" takes the line's direction from its words.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventRule, type PlayerView } from '@wl/engine';
import type { LogEntry } from '../state/reducer';
import { eventSentence, FSI, LRI, PDI, type T } from '../labels';
import { ruleText } from '../rule-text';

/** A sentence with its isolated names as <bdi> elements (real elements, so the log's tests and styles can find each name; other screens leave the marks to the browser) (FSI: direction from the name; LRI, a card's "9♥": left to right), nested ones too. */
function withBdi(text: string, key = ''): ReactNode[] {
  const out: ReactNode[] = [];
  let depth = 0, start = 0, open = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === FSI || c === LRI) {
      if (depth++ === 0) { if (i > start) out.push(text.slice(start, i)); start = i + 1; open = c; }
    } else if (c === PDI && depth > 0 && --depth === 0) {
      const k = `${key}${i}`;
      out.push(<bdi key={k} dir={open === LRI ? 'ltr' : undefined}>{withBdi(text.slice(start, i), `${k}.`)}</bdi>);
      start = i + 1;
    }
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

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

/** The longest chat line the server keeps (server chat.ts CHAT_MAX). */
const CHAT_MAX = 200;

/** The table chat's one-line form, above the log (online, for a seated player). */
function ChatForm({ onSay }: { onSay: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <form className="chat-form" onSubmit={(e) => { e.preventDefault(); if (text.trim()) { onSay(text); setText(''); } }}>
      <input type="text" dir="auto" value={text} maxLength={CHAT_MAX} aria-label={t('chat.label')} placeholder={t('chat.placeholder')}
        onChange={(e) => setText(e.target.value)} />
      <button type="submit" disabled={!text.trim()}>{t('chat.send')}</button>
    </form>
  );
}

/** The log panel; at an online table, with the chat's form (`onSay`), its lines among the game's. */
export function Log({ view, log, onSay }: { view: PlayerView; log: readonly LogEntry[]; onSay?: (text: string) => void }) {
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
