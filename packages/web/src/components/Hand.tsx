// The viewer's hand: rank and suit large, effect name and type in a coloured band.
import { useTranslation } from 'react-i18next';
import { cardEffect } from '@wl/engine';
import type { CardId } from '@wl/engine';
import { cardShort } from '../labels';

/** One poker card. */
export function Card({ card }: { card: CardId }) {
  const { t } = useTranslation();
  const e = cardEffect(card);
  const red = card.endsWith('H') || card.endsWith('D');
  return (
    <div className={`card${red ? ' red' : ''}`} role="img" aria-label={`${cardShort(card)} ${t(`effect.${e.id}`)} (${t(`effectType.${e.type}`)}): ${t(`effectText.${e.id}`)}`}>
      <span className="rank">{cardShort(card)}</span>
      <span className={`band etype-${e.type}`}>{t(`effectType.${e.type}`)}</span>
      <span className="ename" dir="auto">{t(`effect.${e.id}`)}</span>
      <span className="etext" dir="auto">{t(`effectText.${e.id}`)}</span>
    </div>
  );
}

/** The hand panel. */
export function Hand({ cards }: { cards: readonly CardId[] }) {
  const { t } = useTranslation();
  return (
    <section className="hand" aria-label={t('game.hand')}>
      <h3>{t('game.hand')}</h3>
      {cards.length ? <div className="cards">{cards.map((c, i) => <Card key={`${c}-${i}`} card={c} />)}</div> : <p className="muted">{t('game.emptyHand')}</p>}
    </section>
  );
}
