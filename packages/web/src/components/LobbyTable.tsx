// The waiting room of an online table (the invite link's page): the invite link to copy, the
// seats as they fill (live, from the server's `table` messages), a free seat to take by name,
// what the table is waiting for, and the table's chat. The match starts by itself when every seat is taken.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableInfo } from '../state/protocol';
import { store, table } from '../state/session';
import { useStore } from '../state/store';
import { timerLabel } from './LobbyCreate';
import { refusalText } from '../labels';
import { SeatRow } from './SeatRow';
import { CharacterSelect } from './CharacterSelect';
import { pickAt, takenCharacters } from '../state/draft';
import { chatSeats, WaitingChat, type MuteControl } from './Chat';
import { withoutMuted } from '../state/mute';
import { ConnNote } from './LobbyBar';
import { InviteQr } from './InviteQr';

type T = ReturnType<typeof useTranslation>['t'];

/** "3 players · 20 LP · 1 min" */
export function tableSummary(info: TableInfo, t: T): string {
  const parts = [t('lobby.summary', { players: info.options.players, lp: info.options.game.length })];
  if (info.options.turnTimer !== null) parts.push(`${t('lobby.timer')}: ${timerLabel(info.options.turnTimer, t)}`);
  if (info.options.game.manInBlack) parts.push(t('lobby.manInBlack'));
  if (info.options.game.goals) parts.push(t('lobby.goals').split(':')[0]);
  if (info.options.game.beginner) parts.push(t('lobby.beginner').split(':')[0]);
  if (info.options.game.characters === 'choose') parts.push(t('modes.chosenSummary'));
  return parts.join(' · ');
}

function InviteLink({ info }: { info: TableInfo }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const url = new URL(info.invite, location.href).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      (document.getElementById('invite-url') as HTMLInputElement | null)?.select();
      document.execCommand('copy');
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  // The device's own share sheet (phones; some desktops), with the table in words.
  const canShare = typeof navigator.share === 'function';
  const share = () => navigator.share({ title: t('app.title'), text: t('lobby.shareText', { table: tableSummary(info, t) }), url }).catch(() => undefined); // closed without sharing
  return (
    <div className="invite">
      <label htmlFor="invite-url">{t('lobby.invite')}</label>
      <div className="invite-row">
        <input id="invite-url" dir="ltr" readOnly value={url} onFocus={(e) => e.target.select()} />
        <button type="button" className="copy" onClick={() => void copy()}>{copied ? t('lobby.copied') : t('lobby.copy')}</button>
        {canShare && <button type="button" className="share" onClick={() => void share()}>{t('lobby.share')}</button>}
      </div>
      <p className="muted small">{t('lobby.inviteHint')}</p>
      <InviteQr url={url} />
    </div>
  );
}


/** The waiting room; `head` is the page's title bar. */
export function LobbyTable({ head }: { head: ReactNode }) {
  const { t } = useTranslation();
  const o = useStore(store, (s) => s.online)!;
  const busy = useStore(store, (s) => s.busy);
  const error = useStore(store, (s) => s.lobbyError);
  const name = useStore(store, (s) => s.draft.name);
  const draft = useStore(store, (s) => s.draft);
  const all = useStore(store, (s) => s.log);
  const log = withoutMuted(all, o.muted);
  const mute: MuteControl = { muted: o.muted, spoke: chatSeats(all), onMute: table.mute };
  const info = o.info;
  const free = info ? info.seats.filter((s) => s.kind === 'human' && !s.taken).length : 0;
  const canTake = o.seat === null;
  return (
    <main className="home lobby-table" data-table={o.tableId} data-status={info?.status ?? 'connecting'}>
      {head}
      <section className="lobby-card">
        <h2>{t('lobby.table', { id: o.tableId })}
          {info && <small className={`status-chip chip-${info.status}`}>{t(`lobby.status${info.status[0].toUpperCase()}${info.status.slice(1)}`)}</small>}</h2>
        {info && <p className="muted">{tableSummary(info, t)}</p>}
        <ConnNote conn={o.conn} />
        {info && <InviteLink info={info} />}
      </section>
      {info && (
        <section className="lobby-card">
          <h2>{t('lobby.seats')}</h2>
          {o.seat === null && free > 0 && (
            <label className="field">
              <span>{t('lobby.yourName')}</span>
              <input name="name" value={name} maxLength={24} autoComplete="nickname" placeholder={t('lobby.namePlaceholder')}
                onChange={(e) => store.dispatch({ type: 'draft', patch: { name: e.target.value } })} />
            </label>
          )}
          {o.seat === null && free > 0 && info.options.game.characters === 'choose' && (
            <CharacterSelect value={pickAt(draft, info) ?? ''} beginner={info.options.game.beginner} taken={takenCharacters(info)}
              onChange={(character) => store.dispatch({ type: 'draft', patch: { character } })} />
          )}
          <ol className="seat-list">
            {info.seats.map((s) => (
              <SeatRow key={s.seat} s={s} mine={s.seat === o.seat} canTake={canTake} busy={busy} named={!!name.trim()} onTake={() => void table.join(name, s.seat)} mute={mute} />
            ))}
          </ol>
          {error && <p className="refusal" role="alert">{t('lobby.error', { message: refusalText(error, t), code: error.code })}</p>}
          <p className="waiting-line" role="status">
            {info.status !== 'waiting' ? '' : free > 0
              ? <>{t('lobby.waitingPlayers', { count: free })} <span className="muted">{o.seat === null ? t('lobby.chooseSeat') : t('lobby.startsWhenFull')}</span></>
              : t('home.loading')}
          </p>
          {info.status === 'waiting' && o.seat !== null && free > 0 && (
            <p className="start-now">
              <button type="button" className="start" disabled={busy} onClick={() => void table.startNow()}>{t('lobby.startNow')}</button>{' '}
              <span className="muted small">{t('lobby.startNowHint', { count: free })}</span>
            </p>
          )}
        </section>
      )}
      {info && <WaitingChat log={log} seat={o.seat} onSay={o.seat !== null && o.conn === 'open' ? (said) => table.say(said) : undefined} />}
      {!info && error && <section className="lobby-card"><p className="refusal" role="alert">{t('lobby.error', { message: refusalText(error, t), code: error.code })}</p></section>}
    </main>
  );
}
