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
import { SeatBadge } from './shapes';
import { TURN_STARTS } from '../recap';
import './log.css';

/** A line's hover text: its rule id and the rule's summary. */
function ruleHover(rule: string | null, t: T): string | undefined {
  if (!rule) return undefined;
  const text = ruleText(rule, t);
  return text ? `${t('ui.rulesTitle', { id: rule })} — ${text}` : t('ui.rulesTitle', { id: rule });
}

/** A line of the log as drawn: `turn` marks the start of a turn (the head of that turn's lines). */
export interface LogLine { id: number; text: string; seat?: number | 'mib'; rule: string | null; chat: boolean; turn: boolean }

/**
 * The newest `max` lines of the log that say something, newest first. With `byTurn`, each turn's
 * start is drawn at the head of that turn's lines (newest turn first, its lines newest first
 * under it), so the log reads as a list of turns. Lines older than the oldest start shown are
 * the end of a turn whose start is not shown: cut at `max`, they are left out; at the log's own
 * start (the setup, or the oldest lines kept) they come last, under an "Earlier" head.
 */
export function logLines(view: PlayerView, log: readonly LogEntry[], t: T, max: number, byTurn = false): LogLine[] {
  const out: LogLine[] = [];
  let turn: LogLine[] = []; // the lines since the next turn start down the log, newest first
  let cut = false;
  for (const l of log) {
    if (out.length + turn.length >= max) { cut = true; break; }
    const text = eventSentence(l.event, view, t);
    if (!text) continue;
    const chat = l.event.type === 'chat';
    const starts = TURN_STARTS.has(l.event.type);
    const seat = l.event.type === 'manInBlackTurnStarted' ? 'mib' : l.event.seat;
    const line: LogLine = { id: l.id, text, seat, rule: chat ? null : eventRule(l.event), chat, turn: byTurn && starts };
    if (!byTurn) out.push(line);
    else if (starts) { out.push(line, ...turn); turn = []; }
    else turn.push(line);
  }
  if (turn.length && out.length === 0) return turn; // no turn started yet: the setup's lines
  if (turn.length && !cut) out.push({ id: -1, text: t('game.logEarlier'), rule: null, chat: false, turn: true }, ...turn);
  return out;
}

/** Log lines as list items: the player's own in bold, each with its rule on hover. */
function Lines({ view, lines }: { view: PlayerView; lines: readonly LogLine[] }) {
  const { t } = useTranslation();
  return <>{lines.map((l) => (
    // A chat line takes the page's direction: its words are all isolated (the name, the text), so "auto" would find none and read it left to right in Persian too.
    <li key={l.id} dir={l.chat ? undefined : 'auto'} className={[l.seat === view.you?.seat ? 'mine' : '', l.chat ? 'chat' : '', l.turn ? 'turn' : ''].filter(Boolean).join(' ') || undefined}
      title={ruleHover(l.rule, t)} data-rule={l.rule ?? undefined}>{l.turn && l.seat !== undefined && <SeatBadge seat={l.seat} size={14} />}{withBdi(l.text)}</li>
  ))}</>;
}

/** The log panel; at an online table, with the chat's form (`onSay`), its lines among the game's. */
export function Log({ view, log, onSay }: { view: PlayerView; log: readonly LogEntry[]; onSay?: (said: Said) => void }) {
  const { t } = useTranslation();
  return (
    <section className="log" aria-label={t('game.log')}>
      <h2>{t('game.log')}</h2>
      {onSay && <ChatForm onSay={onSay} />}
      {/* Focusable, so a keyboard can scroll it. */}
      <ol tabIndex={0} aria-label={t('game.log')}><Lines view={view} lines={logLines(view, log, t, 120, true)} /></ol>
    </section>
  );
}

/** The newest lines of the log, shown under the prompt while others decide (what the bots just did, without scrolling to the log); nothing while no line says anything. */
export function RecentLines({ view, log }: { view: PlayerView; log: readonly LogEntry[] }) {
  const { t } = useTranslation();
  const lines = logLines(view, log, t, 3);
  return lines.length ? <ol className="recent" aria-live="off" aria-label={t('game.recent')}><Lines view={view} lines={lines} /></ol> : null;
}
