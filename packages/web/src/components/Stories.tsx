// The two face-up story cards, drawn as cards: title, objective, reward, the bandits it places,
// the Sheriff move, and the discs on it (empty slots up to the discs it needs, R14.3).
import { useTranslation } from 'react-i18next';
import { STORY_CARDS } from '@wl/engine';
import type { PlayerView, StoryId } from '@wl/engine';
import { playerName } from '../labels';
import { storyObjective, storyReward, storyTitle } from '../story-text';
import { SeatBadge, SheriffStar } from './shapes';

function Story({ view, id, slot }: { view: PlayerView; id: StoryId; slot: 0 | 1 }) {
  const { t } = useTranslation();
  const card = STORY_CARDS[id];
  const discs = view.storyDiscs[slot];
  const need = view.players.length + (view.manInBlack ? 1 : 0) >= 5 ? 3 : 2; // the Man in Black counts (R14.3)
  const who = discs.map((s) => playerName(view, s, t)).join(', ');
  const offered = view.choice?.kind === 'moveDisc' && view.choice.about === slot; // a disc may move onto this card now (R14.4)
  const taken = view.storyContributed[slot]; // this turn's disc on it is taken (R14.2)
  return (
    <article className={`story-card${offered ? ' offered' : ''}`} aria-label={t('ui.storyCard', { n: slot + 1, title: storyTitle(id, t) })} data-story={id}>
      <header>
        <h3 dir="auto">{storyTitle(id, t)}</h3>
        {taken && <span className="story-taken" title={t('ui.storyTakenHint')}>✓ {t('ui.storyTaken')}</span>}
      </header>
      <p className="objective" dir="auto">{storyObjective(id, t)}</p>
      <p className="reward"><span className="k">{t('story.rewardLabel')}</span> {storyReward(id, t)}</p>
      <div className="story-foot">
        <span className="bandits" title={card.bandits.length ? t('ui.bandits', { letters: card.bandits.join(' ') }) : t('ui.noBandits')}>
          {card.bandits.map((l) => <span key={l} className="hideout-chip" aria-label={t('game.hideout', { letter: l })}>{l}</span>)}
        </span>
        {card.sheriff > 0 && (
          <span className="sheriff-move" title={t('ui.sheriffMove', { n: card.sheriff })}>
            <svg width="18" height="18" viewBox="-20 -20 40 40" aria-hidden="true"><SheriffStar r={14} /></svg> {card.sheriff}
          </span>
        )}
        <span className="discs" role="img" aria-label={`${t('ui.discsNeeded', { have: discs.length, need })}${who ? `: ${who}` : ''}`}>
          {Array.from({ length: Math.max(need, discs.length) }, (_, i) => (
            discs[i] !== undefined ? <SeatBadge key={i} seat={discs[i]} size={18} /> : <span key={i} className="disc-slot" aria-hidden="true" />
          ))}
        </span>
      </div>
    </article>
  );
}

/** The stories strip. */
export function Stories({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  return (
    <section className="stories-strip" aria-label={t('ui.stories')}>
      {view.stories.map((s, i) => s
        ? <Story key={`${i}-${s}`} view={view} id={s} slot={i as 0 | 1} />
        : <article key={i} className="story-card empty"><p className="muted">{t('ui.deckLeft', { n: 0 })}</p></article>)}
    </section>
  );
}
