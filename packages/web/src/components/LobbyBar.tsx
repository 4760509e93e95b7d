// The online game's status notes (a corner of the screen): the connection (reconnecting after a drop),
// seats played by a stand-in bot (one's own with "I'm back"), players whose connection dropped (with, once they have been gone
// a while, a button that lets a bot play for them), and the time left for the owed decision; and
// "Let a bot play for me" (under the players' panel).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView, Seat } from '@wl/engine';
import { playerName, refusalText } from '../labels';
import type { OnlineState, Refusal } from '../state/reducer';
import { useNetwork } from '../pwa/network';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/** "1:05" from milliseconds. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** The state of this page's link to the server, while it is not open: connecting, reconnecting, or the device offline. */
export function ConnNote({ conn }: { conn: OnlineState['conn'] }) {
  const { t } = useTranslation();
  const network = useNetwork();
  if (conn === 'open') return null;
  return <p className="conn" role="status">{!network ? t('lobby.offlineTable') : conn === 'connecting' ? t('lobby.connecting') : t('lobby.reconnecting')}</p>;
}

/** "Let a bot play for me" (under the players' panel of an online game): after a confirmation, this page's seat goes to its stand-in bot until "I'm back". */
export function BotForMe({ onStandIn }: { onStandIn: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) return <button type="button" className="bot-for-me" onClick={() => setAsking(true)}>{t('lobby.botForMe')}</button>;
  return (
    <span className="bot-for-me-ask" role="group" aria-label={t('lobby.botForMe')}>
      <span>{t('lobby.botForMeAsk')}</span>
      <button type="button" className="confirm-bot" onClick={() => { setAsking(false); onStandIn(); }}>{t('lobby.botForMeYes')}</button>
      <button type="button" onClick={() => setAsking(false)}>{t('lobby.botForMeNo')}</button>
    </span>
  );
}

/** The online status line (connection, absent or disconnected players, the clock, a request the server refused); nothing when all is well. */
export function LobbyBar({ online, view, error, onStandIn, onBack }: {
  online: OnlineState; view: PlayerView; error: Refusal | null;
  /** Asks that a stand-in bot play a seat whose player is gone (offered to seated players once the server allows it). */
  onStandIn?: (seat: Seat) => void;
  /** Takes this page's seat back from its stand-in bot (offered while one plays it). */
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const away = online.autoplay.filter((s) => s !== online.seat);
  // Seated people whose connection dropped and whom no stand-in bot plays for (yet): the game waits
  // for them. Not while our own link is down (that is the news then), nor after the end.
  const seats = online.conn === 'open' && !view.finished ? online.info?.seats ?? [] : [];
  const gone = seats.filter((s) => s.kind === 'human' && s.taken && !s.connected && !s.autoplay && s.seat !== online.seat);
  // Once a seat has been gone the grace time (its standInFrom), a seated player may hand it to its stand-in.
  const ask = online.seat !== null ? onStandIn : undefined;
  const now = useNow(online.deadline !== null || (!!ask && gone.some((s) => typeof s.standInFrom === 'number')));
  const lines = [
    online.conn !== 'open' && <ConnNote key="conn" conn={online.conn} />,
    // Our own seat played by its stand-in (our time ran out, or others asked while our link was down): the bot
    // answers each of our decisions at once, so the seat comes back only by saying so.
    online.seat !== null && online.autoplay.includes(online.seat) && !view.finished && (
      <p key="me-away" className="away mine" role="status">
        {t('lobby.autoplayYou')}
        {onBack && <button type="button" className="stand-in" onClick={onBack}>{t('lobby.imBack')}</button>}
      </p>
    ),
    ...away.map((s) => <p key={`away-${s}`} className="away">{t('lobby.autoplay', { name: playerName(view, s, t) })}</p>),
    ...gone.map(({ seat, standInFrom }) => (
      <p key={`gone-${seat}`} className="away gone">
        {t('lobby.disconnected', { name: playerName(view, seat, t) })}
        {ask && now >= (standInFrom ?? Infinity) && (
          <button type="button" className="stand-in" onClick={() => ask(seat)}>{t('lobby.standIn', { name: playerName(view, seat, t) })}</button>
        )}
      </p>
    )),
    online.deadline !== null && !view.finished && view.prompt && (
      <p key="clock" className={`deadline${view.prompt.seat === online.seat ? ' mine' : ''}`}>
        {view.prompt.seat === online.seat
          ? t('lobby.yourTime', { time: clockText(online.deadline - now) })
          : t('lobby.timeOf', { name: playerName(view, view.prompt.seat, t), time: clockText(online.deadline - now) })}
      </p>
    ),
    online.seat === null && <p key="watch" className="watching">{t('lobby.watching')}</p>,
    error && <p key="error" className="lobby-error" role="alert">{t('lobby.error', { message: refusalText(error, t), code: error.code })}</p>,
  ].filter(Boolean);
  if (!lines.length) return null;
  return <div className="lobby-bar" data-conn={online.conn}>{lines}</div>;
}
