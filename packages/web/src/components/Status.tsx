// The table's public state beside the prompt: round and turn, stories with their discs, and the
// fight or poker game in progress.
import { useTranslation } from 'react-i18next';
import { FIGHT_CARDS, STORY_TITLES } from '@wl/engine';
import { storyObjective, storyReward } from '../story-text';
import type { PlayerView } from '@wl/engine';
import { cardShort, fightCardEffect, playerName } from '../labels';
import { SeatBadge } from './shapes';

/** Round, turn, stories, fight and poker. */
export function Status({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  const f = view.fight;
  const pk = view.poker;
  return (
    <section className="status">
      <p>
        <strong>{t('game.round', { n: view.round })}</strong> · <SeatBadge seat={view.turnSeat} size={14} /> {view.turnSeat === view.you?.seat ? t('game.yourTurnNow') : t('game.turnOf', { name: playerName(view, view.turnSeat, t) })}
      </p>
      {view.endTriggeredRound !== null && <p className="alert">{t('game.endTriggered')}</p>}
      <div className="stories">
        {view.stories.map((s, i) => s && (
          <div key={i} className="story">
            <strong dir="auto">{STORY_TITLES[s]}</strong>
            <span>{storyObjective(s, t)}</span>
            <span className="muted">{t('story.rewardLabel')}: {storyReward(s, t)} · {t('game.discs', { who: view.storyDiscs[i].length ? '' : t('game.none') })}
              {view.storyDiscs[i].map((seat, j) => <SeatBadge key={j} seat={seat} size={12} />)}
            </span>
          </div>
        ))}
      </div>
      {f && !f.cancelled && (
        <p className="fight">
          <strong>{t('game.fight')}</strong>: {t(`fightKind.${f.kind}`)} · {playerName(view, f.attacker, t)}
          {f.target !== null ? ` ⟷ ${playerName(view, f.target, t)}` : ''}
          {f.attackerCard && ` · ${cardShort(f.attackerCard)}`}{f.targetCard && ` / ${cardShort(f.targetCard)}`}
          {f.npcCard && ` / ${FIGHT_CARDS[f.npcCard].value} (${fightCardEffect(f.npcCard, t)})`}
        </p>
      )}
      {pk && (
        <p className="poker">
          <strong>{t('game.poker')}</strong>: {t('game.flop')} {pk.flop.map(cardShort).join(' ') || '—'}
          {pk.yourChosen.length > 0 && ` · ${t('game.yourChosen')}: ${pk.yourChosen.map(cardShort).join(' ')}`}
        </p>
      )}
    </section>
  );
}
