// The table chat (online): the one-line form a seated player writes in (in the game's log panel
// and the waiting room), and the waiting room's list of lines. The lines live in the log as
// 'chat' events (reducer.ts), so the game's log shows them among its own.
import { useState } from 'react';
import type { Seat } from '@wl/engine';
import { useTranslation } from 'react-i18next';
import { chatSentence } from '../labels';
import { CHAT_PHRASES, type Said } from '../state/protocol';
import type { LogEntry } from '../state/reducer';
import { withBdi } from './bdi';
import './chat.css';

/** The longest chat line the server keeps (server chat.ts CHAT_MAX). */
const CHAT_MAX = 200;

/** The chat's one-line form and its quick phrases; `onSay` gets what was said, and the field empties. */
export function ChatForm({ onSay }: { onSay: (said: Said) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <form className="chat-form" onSubmit={(e) => { e.preventDefault(); if (text.trim()) { onSay({ text }); setText(''); } }}>
      <input type="text" dir="auto" value={text} maxLength={CHAT_MAX} aria-label={t('chat.label')} placeholder={t('chat.placeholder')}
        onChange={(e) => setText(e.target.value)} />
      <button type="submit" disabled={!text.trim()}>{t('chat.send')}</button>
      <select className="phrases" value="" aria-label={t('chat.phrases')} onChange={(e) => { if (e.target.value) onSay({ phrase: e.target.value }); }}>
        <option value="">{t('chat.phrases')}</option>
        {CHAT_PHRASES.map((p) => <option key={p} value={p}>{t(`phrase.${p}`)}</option>)}
      </select>
    </form>
  );
}

/** The waiting room's chat: the form for a seated player (`onSay`), then the lines so far, newest first. */
export function WaitingChat({ log, seat, onSay }: { log: readonly LogEntry[]; seat: number | null; onSay?: (said: Said) => void }) {
  const { t } = useTranslation();
  const lines = log.filter((l) => l.event.type === 'chat');
  if (!onSay && !lines.length) return null;
  return (
    <section className="lobby-card table-chat">
      <h2>{t('chat.label')}</h2>
      {onSay && <ChatForm onSay={onSay} />}
      {lines.length > 0 && (
        <ol className="chat-lines">
          {lines.map((l) => (
            <li key={l.id} className={l.event.seat === seat ? 'mine' : undefined}>
              {withBdi(chatSentence(l.event, t))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What a seat's mute switch needs (online): the muted seats, the seats that wrote in the chat, and the switch. */
export interface MuteControl { muted: readonly Seat[]; spoke: ReadonlySet<number>; onMute: (seat: Seat, on: boolean) => void }

/** The seats with a line in the chat (log entries of type 'chat'). */
export function chatSeats(log: readonly LogEntry[]): Set<number> {
  const out = new Set<number>();
  for (const l of log) if (l.event.type === 'chat' && typeof l.event.seat === 'number') out.add(l.event.seat);
  return out;
}

/** A seat's switch to hide its chat lines on this device, shown once it has written (or while it is muted). */
export function MuteButton({ seat, name, control }: { seat: Seat; name: string; control?: MuteControl }) {
  const { t } = useTranslation();
  if (!control) return null;
  const on = control.muted.includes(seat);
  if (!on && !control.spoke.has(seat)) return null;
  return (
    <button type="button" className={`mute${on ? ' on' : ''}`} aria-label={t(on ? 'chat.unmuteLabel' : 'chat.muteLabel', { name })}
      onClick={() => control.onMute(seat, !on)}>{t(on ? 'chat.unmute' : 'chat.mute')}</button>
  );
}
