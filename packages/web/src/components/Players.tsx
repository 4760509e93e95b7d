// The other players' public information: colour and shape, name and character, LP, money, gold,
// wounds of 3, hand size, track points, items (active ones starred), cattle colour, Legendary; online,
// under them, "Let a bot play for me".
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView, PublicPlayer } from '@wl/engine';
import type { SeatInfo } from '../state/protocol';
import { nameBeside, playerName } from '../labels';
import { mibCardTitle } from '../modes-labels';
import { CardIcon, SeatBadge } from './shapes';
import { Items, Wounds } from './YouPanel';
import { MuteButton, type MuteControl } from './Chat';

/** Online, whether a person's seat is here, gone, or played by a stand-in bot (none for bot seats and offline). */
function Presence({ seat }: { seat?: SeatInfo }) {
  const { t } = useTranslation();
  if (!seat || seat.kind !== 'human') return null;
  const label = seat.autoplay ? t('lobby.standInPlays') : seat.connected ? t('lobby.connected') : t('lobby.away');
  return <span className={`presence ${seat.connected && !seat.autoplay ? 'on' : 'off'}`} title={label}>{seat.connected && !seat.autoplay ? '' : label}</span>;
}

function Row({ view, p, seat, mute }: { view: PlayerView; p: PublicPlayer; seat?: SeatInfo; mute?: MuteControl }) {
  const { t } = useTranslation();
  const turn = view.turnSeat === p.seat;
  const waiting = view.prompt?.seat === p.seat;
  const beside = nameBeside(view, p.seat, t);
  return (
    <li className={`player${turn ? ' turn' : ''}${waiting ? ' waiting' : ''}`} data-seat={p.seat}>
      <div className="player-head">
        <span className="who"><SeatBadge seat={p.seat} size={20} /><strong>{playerName(view, p.seat, t)}</strong><Presence seat={seat} />
          {seat?.kind === 'human' && <MuteButton seat={p.seat} name={playerName(view, p.seat, t)} control={mute} />}</span>
        {/* The seat's own name beside its character's, unless it says no more: "Bot 1", a player's chosen name, not the "You" of a game against bots seen by its player. */}
        {beside !== null && <span className="char" dir="auto">{beside}</span>}
        <span className="lp">{t('stat.lpValue', { n: p.lp })}</span>
      </div>
      <div className="stats">
        {p.legendary && <span className="tag" title={t('ui.ability')}>★ {t('stat.legendary')}</span>}
        <span title={t('stat.money')}>{t('stat.moneyValue', { n: p.money })}</span>
        <span title={t('stat.nuggets')}>{t('stat.nuggetsValue', { n: p.nuggets })}</span>
        <Wounds n={p.wounds} />
        <span title={t('stat.hand')} className="hand-size"><CardIcon /> {t('stat.handValue', { count: p.handSize })}</span>
        {p.marshal > 0 && <span className="badge marshal">{t('ui.marshalPoints', { n: p.marshal })}</span>}
        {p.wanted > 0 && <span className="badge wanted">{t('ui.wantedPoints', { n: p.wanted })}</span>}
        {p.cattle && <span className={`cattle cattle-${p.cattle}`}>{t('stat.cattle')}: {t(`ui.colour.${p.cattle}`)}</span>}
      </div>
      {p.items.length > 0 && <Items p={p} />}
    </li>
  );
}

/** The players' panel: everyone but the viewer, in seat order after the viewer; online (`seats`, the table's), with who is here and the chat's mute switches. */
export function Players({ view, seats, mute, extra }: {
  view: PlayerView; seats?: readonly SeatInfo[]; mute?: MuteControl;
  /** Shown under the list (online: "Let a bot play for me"). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const me = view.you?.seat ?? -1;
  const n = view.players.length;
  const order = view.players.filter((p) => p.seat !== me).sort((a, b) => ((a.seat - me + n) % n) - ((b.seat - me + n) % n));
  return (
    <section className="players" aria-label={t('game.players')}>
      <h2>{t('game.players')}</h2>
      <ul>
        {order.map((p) => <Row key={p.seat} view={view} p={p} seat={seats?.[p.seat]} mute={mute} />)}
        {view.manInBlack && (
          <li className="player mib" data-seat="mib">
            <div className="player-head">
              <span className="who"><SeatBadge seat="mib" size={20} /><strong>{playerName(view, 'mib', t)}</strong></span>
              <span className="lp">{t('stat.lpValue', { n: view.manInBlack.lp })}</span>
            </div>
            <div className="stats">
              <span title={t('stat.money')}>{t('stat.moneyValue', { n: view.manInBlack.money })}</span>
              <span title={t('stat.nuggets')}>{t('stat.nuggetsValue', { n: view.manInBlack.nuggets })}</span>
              {view.manInBlack.card && <span className="tag">{mibCardTitle(view.manInBlack.card, t)}</span>}
            </div>
          </li>
        )}
      </ul>
      {extra}
    </section>
  );
}
