// The viewer's own area: money, gold, wounds of 3, items (active ones starred), the face of the
// carried cattle token, track points, and the Legendary ability, locked or unlocked.
import { useTranslation } from 'react-i18next';
import type { PlayerView, PublicPlayer } from '@wl/engine';
import { cattleFace, nameBeside } from '../labels';
import { LockIcon, SeatBadge } from './shapes';

/** Three wound pips, filled for each wound. */
export function Wounds({ n }: { n: number }) {
  const { t } = useTranslation();
  return (
    <span className="wounds" role="img" aria-label={t('ui.woundsOf', { n })} title={t('ui.woundsOf', { n })}>
      {[0, 1, 2].map((i) => <span key={i} className={`pip${i < n ? ' on' : ''}`} />)}
    </span>
  );
}

/** A player's items, the active weapon and mount starred. */
export function Items({ p }: { p: PublicPlayer }) {
  const { t } = useTranslation();
  if (!p.items.length) return <span className="muted">{t('ui.noItems')}</span>;
  return (
    <ul className="items">
      {p.items.map((it, i) => {
        const active = it.id === p.activeWeapon || it.id === p.activeMount;
        return (
          <li key={i} className={`item${active ? ' active' : ''}`} title={active ? t('ui.activeMark') : undefined}>
            {active && <span aria-label={t('stat.active')}>★ </span>}{t(`item.${it.id}`)}{it.upgraded && <span aria-label={t('stat.upgraded')}> ⬆</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The "You" panel; on a shared device (pass and play) it names the person whose view it is. */
export function YouPanel({ view, shared = false }: { view: PlayerView; shared?: boolean }) {
  const { t } = useTranslation();
  if (!view.you) return null;
  const p = view.players[view.you.seat];
  const beside = shared ? nameBeside(view, p.seat, t) : null; // on a shared device: whose view this is
  const cap = p.items.some((i) => i.id === 'mule') ? 6 : 4;
  return (
    <section className="you" aria-label={t('ui.you')}>
      <h2><SeatBadge seat={p.seat} size={22} /> {p.character ? t(`character.${p.character}`) : shared ? <bdi>{p.name}</bdi> : t('ui.you')}
        {beside && <span className="who" dir="auto">{beside}</span>} <span className="lp">{t('stat.lpValue', { n: p.lp })}</span></h2>
      <dl className="you-stats">
        <div><dt>{t('stat.money')}</dt><dd className="money">{t('stat.moneyValue', { n: p.money })}</dd></div>
        <div><dt>{t('stat.nuggets')}</dt><dd>{t('ui.nuggetsOf', { n: p.nuggets, cap })}</dd></div>
        <div><dt>{t('stat.wounds')}</dt><dd><Wounds n={p.wounds} /></dd></div>
        <div><dt>{t('stat.hand')}</dt><dd>{t('stat.handValue', { count: p.handSize })}</dd></div>
        <div className="wide"><dt>{t('ui.items')}</dt><dd><Items p={p} /></dd></div>
        <div className="wide"><dt>{t('ui.cattle')}</dt><dd className={view.you.cattle ? `cattle-${view.you.cattle.split('-')[0]}` : 'muted'}>{view.you.cattle ? cattleFace(view.you.cattle, t) : t('ui.noCattle')}</dd></div>
        <div className="wide"><dt>{t('ui.tracks')}</dt><dd>
          {p.marshal > 0 ? <span className="badge marshal">{t('ui.marshalPoints', { n: p.marshal })}</span>
            : p.wanted > 0 ? <span className="badge wanted">{t('ui.wantedPoints', { n: p.wanted })}</span>
              : <span className="muted">{t('ui.noPoints')}</span>}
        </dd></div>
      </dl>
      {p.character && (
        <div className={`ability${p.legendary ? ' unlocked' : ' locked'}`}>
          <p className="ability-head"><strong>{t('ui.ability')}</strong> <span className="state">{p.legendary ? <>★ {t('ui.unlocked')}</> : <><LockIcon /> {t('ui.locked')}</>}</span></p>
          <p className="ability-text" dir="auto">{t(`ability.${p.character}`)}</p>
        </div>
      )}
    </section>
  );
}
