// The Man in Black (R20, CONTENT.md §10) as every player sees him: his LP and space, his fixed
// $120 and 4 gold, the action card he revealed last (title and effect in words), the cards
// revealed since his last shuffle, the face-down cards left and his story discs.
import { useTranslation } from 'react-i18next';
import { MIB_CARD_IDS } from '@wl/engine';
import type { MibCardId, PlayerView } from '@wl/engine';
import { spaceName } from '../labels';
import { mibCardEffect, mibCardTitle } from '../modes-labels';
import { SeatBadge } from './shapes';
import './modes.css';

/** One of his action cards, face up: number, title and what it makes him do. */
export function MibCard({ id, small }: { id: MibCardId; small?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`mib-card flip${small ? ' small' : ''}`} data-card={id}>
      <span className="mib-card-band"><span className="mib-card-n">{id.slice(4)}</span> <strong>{mibCardTitle(id, t)}</strong></span>
      {!small && <span className="mib-card-text">{mibCardEffect(id, t)}</span>}
    </div>
  );
}

/** The Man in Black's panel; nothing in games without him. */
export function ManInBlack({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  const m = view.manInBlack;
  if (!m) return null;
  const earlier = m.revealed.slice(0, -1);
  return (
    <section className={`mib-panel${m.acting ? ' acting' : ''}`} aria-labelledby="mib-title" data-lp={m.lp}>
      <h2 id="mib-title">
        <SeatBadge seat="mib" size={20} />
        <span>{t('mib.title')}</span>
        <span className="lp">{t('stat.lpValue', { n: m.lp })}</span>
      </h2>
      <p className="stats">
        {m.acting && <span className="tag">{t('mib.acting')}</span>}
        <span>{t('mib.at', { space: spaceName(m.pos, t) })}</span>
        <span>{t('mib.always')}</span>
      </p>
      <h3>{t('mib.card')}</h3>
      {m.card ? <MibCard key={m.card} id={m.card} /> : <p className="muted small">{t('mib.noCard')}</p>}
      {earlier.length > 0 && (
        <>
          <h3>{t('mib.revealed')}</h3>
          <ol className="mib-revealed">{earlier.map((id) => <li key={id} title={mibCardEffect(id, t)}><MibCard id={id} small /></li>)}</ol>
        </>
      )}
      <p className="small mib-deck">
        <span className="mib-backs" aria-hidden="true">{MIB_CARD_IDS.slice(0, m.deckSize).map((id) => <span key={id} className="mib-back" />)}</span>
        {t('mib.deck', { n: m.deckSize })} · {t('mib.discs', { n: m.discsLeft })}
      </p>
      <p className="small muted">{t('mib.rules')}</p>
    </section>
  );
}
