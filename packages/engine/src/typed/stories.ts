// Story objectives (stories.ts, R14, CONTENT.md §8) for the typed engine: the events of the active
// player's own turn checked against the face-up stories, discs placed, completions noted. The
// resolution runs card operations (effects-stories.ts). NotPorted: an objective whose events come
// from a module not ported yet.
import { SPACES } from '../content/map.js';
import { discsNeeded, DISCS_PER_PLAYER, objectiveEvent, STORY_CARDS, type Objective, type StoryIf } from '../content/stories.js';
import { ITEMS } from '../content/items.js';
import { CARD, ITEM, SPACE, STORY } from './codes.js';
import { cardValue } from '../content/poker-cards.js';
import { FIGHT_KIND } from './fight-layout.js';
import { emitT, EVENT, EVENT_SIZE, type TypedCtx } from './ctx.js';
import { CHOICE_KIND, CHOICE_OPTION, FRAME_KIND, TURN_STEP } from './frames.js';
import { E } from './events.js';
import { NotPorted } from './handler.js';
import { onStoryContributionT } from './abilities.js';
import * as L from './layout.js';
import { resolveCompletedT } from './effects-stories.js';
import { frameKindT, popFrameT, pushFrameT, topFrameT } from './stack.js';

const byId = new Map(SPACES.map((s) => [s.id, s]));
/** Per space code: its region's name when it is in a town, else null. */
const TOWN = SPACE.values.map((id) => (byId.get(id)!.inTown ? String(byId.get(id)!.region) : null));
const REGION = SPACE.values.map((id) => String(byId.get(id)!.region));
const LETTER = SPACE.values.map((id) => byId.get(id)!.hideout);
/** Per story code: its objective and the event type code it listens to. */
const OBJECTIVE: readonly Objective[] = STORY.values.map((id) => STORY_CARDS[id].objective);
const LISTENS: Int32Array = Int32Array.from(OBJECTIVE, (o) => EVENT.code(objectiveEvent(o)));
const TURN = FRAME_KIND.code('turn'), GUARD = FIGHT_KIND.code('guard');
/** 1 for the turn steps whose events count for stories (R14.2), by TURN_STEP code. */
const COUNTING = Int8Array.from(TURN_STEP.values, (x) => (x === 'actions' || x === 'benefit' || x === 'start' || x === 'items' ? 1 : 0));
const ACTIONS_ENDED = E.actionsEnded;
const MOVE_DISC = [CHOICE_OPTION.code('moveDisc'), CHOICE_OPTION.code('keep')];
const CHOICE = FRAME_KIND.code('choice'), MOVE_DISC_KIND = CHOICE_KIND.code('moveDisc');

function holds(m: Int32Array, seat: number, cond: StoryIf | undefined): boolean {
  const o = L.playerAt(seat);
  return cond === undefined || (cond === 'wounds' ? m[o + L.P_WOUNDS] >= 1 : cond === 'marshal' ? m[o + L.P_MARSHAL] >= 1 : m[o + L.P_WANTED] >= 1);
}

/** True when the event record at `i` fulfils the objective for the active seat (stories.ts `fulfils`). */
function fulfilsT(c: TypedCtx, seat: number, o: Objective, i: number): boolean {
  const { m, ev } = c;
  const a = ev[i + 3];
  switch (o.kind) {
    case 'heist': return !o.win || (ev[i + 2] === GUARD && a === seat); // fightResolved: kind, a winner
    case 'defeatBandit': return LETTER[a] === o.letter; // banditDefeated: a hideout
    case 'winFight': { // fightResolved (typed/fight.ts): kind, a winner, b at, c flags (fled, no target, target Wanted) + (card + 1) << 3
      const flags = ev[i + 5];
      if (a !== seat) return false;
      if (o.vs === 'player' && (flags & 2) !== 0) return false;
      if (o.fight && ev[i + 2] !== FIGHT_KIND.code(o.fight)) return false;
      if (o.where && (TOWN[ev[i + 4]] !== null) !== (o.where === 'town')) return false;
      if (o.targetWanted && (flags & 4) === 0) return false;
      return o.cardMax === undefined || ((flags & 1) === 0 && ((flags >> 3) & 63) !== 0 && cardValue(CARD.at(((flags >> 3) & 63) - 1)) <= o.cardMax);
    }
    case 'deposit': return a >= o.min;
    case 'revel': return a >= o.minLp;
    case 'doctor': return true;
    case 'takeCattle': case 'work': return a === SPACE.code(o.at);
    case 'endMove': {
      if (!holds(m, seat, o.if)) return false;
      if (o.at && a !== SPACE.code(o.at)) return false;
      if (o.hideout && LETTER[a] !== o.hideout) return false;
      if (o.region && REGION[a] !== o.region) return false;
      if (o.outside && TOWN[a] !== null) return false;
      return !o.startedAt || m[L.T_START_POS] === SPACE.code(o.startedAt);
    }
    case 'endActions': return TOWN[a] === o.town && holds(m, seat, o.if);
    case 'mine': return (!o.at || a === SPACE.code(o.at)) && ev[i + 4] >= (o.minNuggets ?? 0);
    case 'buy': return TOWN[a] === o.town && (!o.kinds || o.kinds.includes(ITEMS[ITEM.at(ev[i + 2])].kind));
    case 'upgrade': return true;
    case 'deliver': return !o.mode || ev[i + 2] === (o.mode === 'wrangle' ? 0 : 1);
    case 'poker': return ev[i + 2] === 0 && TOWN[a] === o.town; // pokerPlayed: kind 0 is 'won'
    default: throw new NotPorted(`story objective: ${(o as Objective).kind}`);
  }
}

/** Discs a competitor (a seat, or the Man in Black's MIB_SEAT) still has in its supply. */
export function discsLeftT(m: Int32Array, who: number): number {
  let used = 0;
  for (const at of [L.STORY_DISCS_0, L.STORY_DISCS_1]) for (let i = 1; i <= m[at]; i++) if (m[at + i] === who) used++;
  return DISCS_PER_PLAYER - used;
}


/** True when a face-up story has all its discs (R14.4); the Man in Black counts (R14.3). */
export function storyFullT(m: Int32Array, slot: number): boolean {
  return m[L.storyDiscsAt(slot)] >= discsNeeded(m[L.N_SEATS] + m[L.HAS_MIB]);
}

/** Places a disc on a story, from the supply or moved from the other card, then notes its completion (stories.ts `placeDisc`). */
export function placeDiscT(c: TypedCtx, seat: number, slot: number, moved = false): void {
  const { m } = c;
  if (moved) {
    const other = L.storyDiscsAt(1 - slot);
    const at = L.listIndexOf(m, other, seat);
    if (at < 0 || storyFullT(m, 1 - slot)) return; // locked on a full card (R14.4)
    L.listRemoveAt(m, other, at);
    // One event fulfilling both cards offers both moves: the other offer would only move this disc back.
    const top = topFrameT(m);
    if (top >= 0 && frameKindT(m, top) === CHOICE && m[top] === seat && m[top + 1] === MOVE_DISC_KIND && m[top + 2] === 1 - slot) popFrameT(m);
  }
  L.listPush(m, L.storyDiscsAt(slot), seat);
  m[L.STORY_CONTRIBUTED + slot] = 1;
  emitT(c, E.storyContributed, seat, m[L.STORIES + slot], slot, moved ? 1 : 0);
  onStoryContributionT(c, seat);
  if (storyFullT(m, slot)) L.listPush(m, L.STORY_COMPLETED, slot * 8 + seat);
}

/** A fulfilled objective: a disc from the supply, or with none left the offer to move one (stories.ts `contribute`). */
function contributeT(c: TypedCtx, seat: number, slot: number): void {
  const { m } = c;
  if (m[L.STORY_CONTRIBUTED + slot] === 1 || storyFullT(m, slot)) return;
  if (discsLeftT(m, seat) > 0) { placeDiscT(c, seat, slot, false); return; }
  const other = 1 - slot;
  if (L.listIndexOf(m, L.storyDiscsAt(other), seat) >= 0 && !storyFullT(m, other)) {
    m[L.STORY_CONTRIBUTED + slot] = 1;
    const f = pushFrameT(m, CHOICE, 11 + MOVE_DISC.length);
    m[f] = seat; m[f + 1] = MOVE_DISC_KIND; m[f + 2] = slot; // about: the slot; no source (six 0s)
    m[f + 10] = MOVE_DISC.length; m[f + 11] = MOVE_DISC[0]; m[f + 12] = MOVE_DISC[1];
  }
}

/** Checks the events since the last check against the face-up stories (stories.ts `checkStories`, R14.2). */
export function checkStoriesT(c: TypedCtx): void {
  const { m, ev } = c;
  const from = c.checked;
  if (from === c.evLen) return;
  c.checked = c.evLen;
  const id0 = m[L.STORIES], id1 = m[L.STORIES + 1];
  const t0 = id0 >= 0 ? LISTENS[id0] : -2, t1 = id1 >= 0 ? LISTENS[id1] : -2;
  if (m[L.FINISHED] === 1 || m[L.STACK] === 0) return;
  const bottom = m[L.STACK + 1];
  if (m[bottom] !== TURN) return;
  const seat = m[L.T_SEAT];
  const counting = COUNTING[m[bottom + 2]] === 1; // the turn frame's step (R14.2: not its end-of-turn steps)
  for (let i = from; i < c.evLen; i += EVENT_SIZE) {
    const type = ev[i];
    if (ev[i + 1] !== seat || (type !== t0 && type !== t1) || !(counting || type === ACTIONS_ENDED)) continue;
    if (type === t0 && fulfilsT(c, seat, OBJECTIVE[id0], i)) contributeT(c, seat, 0);
    if (type === t1 && fulfilsT(c, seat, OBJECTIVE[id1], i)) contributeT(c, seat, 1);
  }
}

/** R14.5: resolves the stories completed this turn, in order (stories.ts `resolveStories`): rewards, bandits, Sheriff, next card, as operations. */
export function resolveStoriesT(c: TypedCtx): void {
  if (c.m[L.STORY_COMPLETED] > 0) resolveCompletedT(c);
}
