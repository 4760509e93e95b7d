// Words for the Goal variant and the Man in Black (R20, R21): goal titles and conditions, his
// action cards, Legendary tokens, and the log sentences of his turn and of what he does.
import { GOAL_CARDS, MIB_CARDS, STORY_TITLES } from '@wl/engine';
import type { GameEvent, GoalId, MibCardId, PlayerView, SpaceId, StoryId } from '@wl/engine';
import { actorName, isolate, spaceName, type T } from './labels';

/** A goal's title in the current language (English: the engine's title). */
export function goalTitle(id: GoalId, t: T): string {
  return t(`goals.name.${id}`, { defaultValue: GOAL_CARDS[id]?.title ?? id });
}

/** A goal's condition in words. */
export function goalCondition(id: GoalId, t: T): string {
  return t(`goals.cond.${id}`, { defaultValue: '' });
}

/** The title of one of the Man in Black's action cards. */
export function mibCardTitle(id: MibCardId, t: T): string {
  return t(`mib.cards.${id}`, { defaultValue: MIB_CARDS[id]?.title ?? id });
}

/** What one of his action cards makes him do, in words. */
export function mibCardEffect(id: MibCardId, t: T): string {
  return t(`mib.effect.${id}`, { defaultValue: '' });
}

/** Legendary token values as "3 + 2 LP" in the language's digits and words; `none` for an empty list. */
export function tokensText(xs: readonly number[], t: T): string {
  return xs.length ? t('goals.tokenValue', { n: xs }) : t('goals.noTokens');
}

/** The values of a keepTokens choice, highest first. */
export function keptValues(a: { ones: number; twos: number; threes: number }): number[] {
  return [...Array<number>(a.threes).fill(3), ...Array<number>(a.twos).fill(2), ...Array<number>(a.ones).fill(1)];
}

const num = (x: unknown) => (typeof x === 'number' ? x : 0);
const isCard = (x: unknown): x is MibCardId => typeof x === 'string' && x in MIB_CARDS;

/**
 * The sentence of an event of the Man in Black (his turn, his moves and LP, a fight he starts or
 * is challenged to, what he does to stories, bandits and the Sheriff), or null for any other event.
 */
export function mibEventSentence(e: GameEvent, view: PlayerView, t: T): string | null {
  const d = e.data ?? {};
  const sp = (x: unknown) => (typeof x === 'string' && x ? isolate(spaceName(x as SpaceId, t)) : '');
  const by = d.by === 'mib';
  switch (e.type) {
    case 'manInBlackJoined': return t('mib.event.joined', { space: sp(d.at) });
    case 'manInBlackTurnStarted': return t('mib.event.turnStarted', { round: num(d.round) });
    case 'manInBlackActed': return isCard(e.kind) ? t('mib.event.acted', { title: isolate(mibCardTitle(e.kind, t)), effect: mibCardEffect(e.kind, t) }) : '';
    case 'manInBlackMoved': return t('mib.event.moved', { space: sp(d.to), n: num(d.steps) });
    case 'manInBlackLp': return t('mib.event.lp', { n: num(d.amount), total: num(d.total) });
    case 'manInBlackReshuffled': return t('mib.event.reshuffled');
    case 'manInBlackCardPlaced': return t('mib.event.cardPlaced');
    case 'manInBlackTurnEnded': return '';
    case 'fightDeclared':
      if (d.target === 'mib' && e.seat !== undefined) return t('mib.event.fightVs', { who: isolate(actorName(view, e.seat, t)), fight: t(`fightKind.${e.kind}`) });
      if (d.attacker === 'mib') return t('mib.event.fightBy', { fight: t(`fightKind.${e.kind}`), name: isolate(actorName(view, num(d.target), t)) });
      return null;
    case 'banditRemoved': return by ? t('mib.event.banditRemoved', { space: sp(d.hideout) }) : null;
    case 'storyContributed':
      return by ? t('mib.event.contributed', { story: isolate(e.kind && e.kind in STORY_TITLES ? t(`storyTitle.${e.kind}`, { defaultValue: STORY_TITLES[e.kind as StoryId] }) : (e.kind ?? '')) }) : null;
    case 'sheriffMoved': return by ? t('mib.event.sheriffMoved', { space: sp(d.to) }) : null;
    case 'gameEndTriggered': return by ? t('mib.event.endTriggered', { lp: num(d.lp) }) : null;
    default: return null;
  }
}
