// The viewer's hand: rank and suit large in the corner, effect name and type in a coloured band
// (ACTION amber, BONUS blue, REACTION green), the effect's text below. Cards the prompt lets the
// player use now are marked, and pressing one makes that choice.
import { useTranslation } from 'react-i18next';
import { cardEffect, cardSuit } from '@wl/engine';
import type { Action, CardId } from '@wl/engine';
import { cardShort, formatNumber } from '../labels';

/** One poker card; `small` cards (fights, poker) flip in when they appear. A card with `onPick`
 * is a button that makes the prompt's choice for it. */
export function Card({ card, small = false, playable = false, onPick }: { card: CardId; small?: boolean; playable?: boolean; onPick?: (c: CardId) => void }) {
  const { t } = useTranslation();
  const e = cardEffect(card);
  const suit = cardSuit(card);
  const red = suit === 'H' || suit === 'D';
  const label = `${cardShort(card)} (${t(`suit.${suit}`)}) ${t(`effect.${e.id}`)}, ${t(`effectType.${e.type}`)}: ${t(`effectText.${e.id}`)}`;
  const cls = `card${red ? ' red' : ''}${small ? ' small flip' : ''}${playable ? ' playable' : ''}`;
  const face = (
    <>
      <span className="rank">{cardShort(card)}</span><span className="sr-only"> ({t(`suit.${suit}`)})</span>
      <span className={`band etype-${e.type}`}><span className="ename" dir="auto">{t(`effect.${e.id}`)}</span> <span className="etype-name">{t(`effectType.${e.type}`)}</span></span>
      <span className="etext" dir="auto">{t(`effectText.${e.id}`)}</span>
    </>
  );
  // A button is named by what it shows (the suit's name added out of sight), so a voice command can say the words on it.
  if (onPick && playable) return <button type="button" className={cls} data-card={card} onClick={() => onPick(card)}>{face}</button>;
  return <div className={cls} role="img" aria-label={label} data-card={card}>{face}</div>;
}

/** The hand panel. */
export function Hand({ cards, legal = [], onPick }: { cards: readonly CardId[]; legal?: readonly Action[]; onPick?: (c: CardId) => void }) {
  const { t, i18n } = useTranslation();
  const usable = new Set(legal.flatMap((a) => ('card' in a && typeof a.card === 'string' ? [a.card] : [])));
  return (
    <section className="hand" aria-label={t('game.hand')}>
      <h2>{t('game.hand')} <small className="muted">({formatNumber(cards.length, i18n.language)})</small></h2>
      {cards.length
        ? <div className="cards">{cards.map((c, i) => <Card key={`${c}-${i}`} card={c} playable={usable.has(c)} onPick={onPick} />)}</div>
        : <p className="muted">{t('game.emptyHand')}</p>}
    </section>
  );
}
