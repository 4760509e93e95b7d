// One seat of an online table's waiting room (LobbyTable.tsx): its colour and shape, its
// player's name (a bot's stored "Bot 3" in the page's language, a person's as typed), its tags,
// its presence, the character its player chose (R3.2), and the button to take it when it is free.
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../state/protocol';
import { seatName } from '../labels';
import { SeatBadge } from './shapes';
import { MuteButton, type MuteControl } from './Chat';

/** One seat of the waiting room, with Take when it is free and `canTake`, and another player's chat mute switch. */
export function SeatRow({ s, mine, canTake, busy, named, onTake, mute }: { s: SeatInfo; mine: boolean; canTake: boolean; busy: boolean; named: boolean; onTake: () => void; mute?: MuteControl }) {
  const { t } = useTranslation();
  const free = s.kind === 'human' && !s.taken;
  return (
    <li className={`seat-row${free ? ' free' : ''}${mine ? ' mine' : ''}`} data-seat={s.seat}>
      <SeatBadge seat={s.seat} size={22} />
      <span className="seat-name">
        {free ? <em>{t('lobby.freeSeat')}</em> : <strong dir="auto">{s.name ? seatName(s.name, t) : t('lobby.seat', { n: s.seat + 1 })}</strong>}
        {s.kind === 'bot' && <small className="seat-tag">{t(`lobby.level.${s.level ?? 'random'}`, { defaultValue: s.level ?? '' })}</small>}
        {s.character && <small className="seat-tag seat-character">{t(`character.${s.character}`)}</small>}
        {mine && <small className="seat-tag seat-tag-you">{t('lobby.yourSeat')}</small>}
      </span>
      {s.kind === 'human' && s.taken && (
        <span className={`presence ${s.connected ? 'on' : 'off'}`}>{s.connected ? t('lobby.connected') : t('lobby.away')}</span>
      )}
      {s.kind === 'human' && s.taken && !mine && <MuteButton seat={s.seat} name={s.name ?? t('lobby.seat', { n: s.seat + 1 })} control={mute} />}
      {free && canTake && <button type="button" className="primary take" disabled={busy || !named} onClick={onTake}>{busy ? t('lobby.joining') : t('lobby.takeSeat')}</button>}
    </li>
  );
}
