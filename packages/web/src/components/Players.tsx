// Every player's public information: colour and shape, character, LP, money, gold, wounds,
// hand size, track points, items; the viewer's own secrets (cattle token) in their row.
import { useTranslation } from 'react-i18next';
import type { PlayerView, PublicPlayer } from '@wl/engine';
import { playerName } from '../labels';
import { SeatBadge } from './shapes';

function Row({ view, p }: { view: PlayerView; p: PublicPlayer }) {
  const { t, i18n } = useTranslation();
  const num = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const me = view.you?.seat === p.seat;
  const turn = view.turnSeat === p.seat;
  return (
    <li className={`player${me ? ' me' : ''}${turn ? ' turn' : ''}`} data-seat={p.seat}>
      <div className="player-head">
        <SeatBadge seat={p.seat} />
        <strong>{playerName(view, p.seat, t)}</strong>
        {me && p.character && <span className="char">{t(`character.${p.character}`)}</span>}
        <span className="lp">{t('stat.lpValue', { n: p.lp })}</span>
      </div>
      <div className="stats">
        {p.legendary && <span className="tag">★ {t('stat.legendary')}</span>}
        <span title={t('stat.money')}>{t('stat.moneyValue', { n: p.money })}</span>
        <span title={t('stat.nuggets')}>{t('stat.nuggetsValue', { n: p.nuggets })}</span>
        <span title={t('stat.wounds')} className={p.wounds ? 'hurt' : ''}>{t('stat.woundsValue', { n: p.wounds })}</span>
        <span title={t('stat.hand')}>{t('stat.handValue', { count: p.handSize })}</span>
        <span>{t('stat.marshal')} {num(p.marshal)}</span>
        <span>{t('stat.wanted')} {num(p.wanted)}</span>
        {p.cattle && <span className={`cattle cattle-${p.cattle}`}>{t('stat.cattle')}{me && view.you?.cattle ? ` (${t('stat.ownCattle', { id: view.you.cattle })})` : ''}</span>}
      </div>
      {p.items.length > 0 && (
        <div className="items">
          {p.items.map((it, i) => {
            const active = it.id === p.activeWeapon || it.id === p.activeMount;
            return <span key={i} className={`item${active ? ' active' : ''}`}>{active ? '★ ' : ''}{t(`item.${it.id}`)}{it.upgraded ? ` ⬆` : ''}</span>;
          })}
        </div>
      )}
    </li>
  );
}

/** The players' panel, the viewer first. */
export function Players({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  const me = view.you?.seat ?? 0;
  const order = [...view.players].sort((a, b) => ((a.seat - me + 99) % view.players.length) - ((b.seat - me + 99) % view.players.length));
  return (
    <section className="players" aria-label={t('game.players')}>
      <ul>{order.map((p) => <Row key={p.seat} view={view} p={p} />)}</ul>
    </section>
  );
}
