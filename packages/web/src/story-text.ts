// A story card in words: its objective and its reward, built from the engine's story data.
import { STORY_CARDS, STORY_TITLES } from '@wl/engine';
import type { StoryId } from '@wl/engine';
import { cjkTidy, comma, spaceName, type T } from './labels';

/** A story's title in the current language (English: the engine's title). */
export function storyTitle(id: StoryId, t: T): string {
  return t(`storyTitle.${id}`, { defaultValue: STORY_TITLES[id] });
}

/** Joins objective fragments: no space next to CJK text or full-width punctuation, and the language's full stop. */
const tidy = (s: string, t: T) => cjkTidy(s).replace(/\.$/, t('story.end', { defaultValue: '.' }));

/** The objective of a story as a sentence. */
export function storyObjective(id: StoryId, t: T): string {
  return tidy(objective(id, t), t);
}

function objective(id: StoryId, t: T): string {
  const o = STORY_CARDS[id].objective;
  const sp = (x: string) => spaceName(x as Parameters<typeof spaceName>[0], t);
  const town = (x: string) => t(`region.${x}`);
  const cond = (c?: string) => (c ? ` ${t(`story.if.${c}`)}` : '');
  switch (o.kind) {
    case 'defeatBandit': return t('story.defeatBandit', { letter: o.letter });
    case 'winFight': return [
      t(o.fight ? `story.win.${o.fight}` : 'story.win.any'), o.vs ? t('story.vsPlayer') : '', o.targetWanted ? t('story.vsWanted') : '',
      o.where ? t(`story.where.${o.where}`) : '', o.cardMax ? t('story.cardMax', { n: o.cardMax }) : '',
    ].filter(Boolean).join(' ') + '.';
    case 'heist': return t(o.win ? 'story.heistWin' : 'story.heist');
    case 'mine': return t('story.mine') + (o.at ? ` ${t('story.at', { space: sp(o.at) })}` : '') + (o.minNuggets ? ` ${t('story.minNuggets', { n: o.minNuggets })}` : '') + '.';
    case 'deposit': return t('story.deposit', { n: o.min });
    case 'buy': return t(o.kinds?.length ? 'story.buyKind' : 'story.buy', { town: town(o.town), kind: (o.kinds ?? []).map((k) => t(`story.kind.${k}`)).join('/') });
    case 'upgrade': return t('story.upgrade');
    case 'poker': return t('story.poker', { town: town(o.town) });
    case 'revel': return t('story.revel', { n: o.minLp });
    case 'doctor': return t('story.doctor');
    case 'takeCattle': return t('story.takeCattle', { space: sp(o.at) });
    case 'deliver': return t(o.mode ? `story.deliver.${o.mode}` : 'story.deliver.any');
    case 'work': return t('story.work', { space: sp(o.at) });
    case 'endMove': return t('story.endMove') + (o.at ? ` ${t('story.at', { space: sp(o.at) })}` : '') + (o.hideout ? ` ${t('story.atHideout', { letter: o.hideout })}` : '')
      + (o.region ? ` ${t('story.inRegion', { region: t(`region.${o.region}`) })}` : '') + (o.outside ? ` ${t('story.where.outside')}` : '')
      + (o.startedAt ? ` ${t('story.startedAt', { space: sp(o.startedAt) })}` : '') + cond(o.if) + '.';
    case 'endActions': return t('story.endActions', { town: town(o.town) }) + cond(o.if) + '.';
  }
}

/** What each contributor of a story gains. */
export function storyReward(id: StoryId, t: T): string {
  const r = STORY_CARDS[id].reward;
  return [
    r.lp ? t('story.reward.lp', { n: r.lp }) : '', r.money ? t('story.reward.money', { n: r.money }) : '',
    r.cards ? t('story.reward.cards', { count: r.cards }) : '', r.nuggets ? t('story.reward.nuggets', { n: r.nuggets }) : '',
    r.choice ? t(`story.reward.${r.choice}`) : '',
  ].filter(Boolean).join(comma(t));
}
