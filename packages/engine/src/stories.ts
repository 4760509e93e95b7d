// Story cards (R14, CONTENT.md §8): objectives checked against the events of the active
// player's own turn, discs placed (or moved), and resolution at the end of the turn.
import { onStoryContribution } from './abilities.js';
import { emit, type Ctx } from './ctx.js';
import type { Op } from './content/card-effects.js';
import { ITEMS } from './content/items.js';
import { HIDEOUTS, space, type SpaceId } from './content/map.js';
import { cardValue, type CardId } from './content/poker-cards.js';
import { DISCS_PER_PLAYER, discsNeeded, objectiveEvent, STORY_CARDS, storyEvent, type Objective, type StoryIf, type StoryReward } from './content/stories.js';
import { runOps, source } from './effects.js';
import { player } from './ops.js';
import { mibStoryReward, playerCount } from './mib.js';
import { push } from './stack.js';
import type { EngineOp, GameEvent, GameState, Seat } from './types.js';


const town = (at: unknown): string | null => (typeof at === 'string' ? (space(at as SpaceId).inTown ? space(at as SpaceId).region : null) : null);
const holds = (s: GameState, seat: Seat, cond: StoryIf | undefined): boolean => {
  const p = player(s, seat);
  return cond === undefined || (cond === 'wounds' ? p.wounds >= 1 : cond === 'marshal' ? p.marshal >= 1 : p.wanted >= 1);
};

/** True when an event fulfils an objective for the active player `seat` (CONTENT.md §8 grammar). */
export function fulfils(s: GameState, seat: Seat, o: Objective, e: GameEvent): boolean {
  if (e.type !== objectiveEvent(o)) return false;
  const d = (e.data ?? {}) as Record<string, unknown>;
  switch (o.kind) {
    case 'defeatBandit':
      return space(d.hideout as SpaceId).hideout === o.letter;
    case 'winFight': {
      if (d.winner !== seat) return false;
      if (o.vs === 'player' && d.target === null) return false;
      if (o.fight && e.kind !== o.fight) return false;
      if (o.where && (town(d.at) !== null) !== (o.where === 'town')) return false;
      if (o.targetWanted && d.targetWanted !== true) return false;
      if (o.cardMax !== undefined && (d.fled || typeof d.card !== 'string' || cardValue(d.card as CardId) > o.cardMax)) return false;
      return true;
    }
    case 'heist':
      return !o.win || (e.kind === 'guard' && d.winner === seat);
    case 'mine':
      return (!o.at || d.at === o.at) && (d.nuggets as number) >= (o.minNuggets ?? 0);
    case 'deposit':
      return (d.nuggets as number) >= o.min;
    case 'buy':
      return town(d.at) === o.town && (!o.kinds || o.kinds.includes(ITEMS[e.kind as keyof typeof ITEMS].kind));
    case 'upgrade': case 'doctor':
      return true;
    case 'poker':
      return e.kind === 'won' && town(d.at) === o.town;
    case 'revel':
      return (d.lp as number) >= o.minLp;
    case 'takeCattle': case 'work':
      return d.at === o.at;
    case 'deliver':
      return !o.mode || e.kind === o.mode;
    case 'endMove': {
      if (!holds(s, seat, o.if)) return false;
      const at = d.at as SpaceId;
      if (o.at && at !== o.at) return false;
      if (o.hideout && space(at).hideout !== o.hideout) return false;
      if (o.region && space(at).region !== o.region) return false;
      if (o.outside && space(at).inTown) return false;
      return !o.startedAt || s.turn.startPos === o.startedAt;
    }
    case 'endActions':
      return town(d.at) === o.town && holds(s, seat, o.if);
  }
}

/** Discs a player still has in their supply. */
export function discsLeft(s: GameState, seat: Seat): number {
  return DISCS_PER_PLAYER - s.storyDiscs[0].filter((x) => x === seat).length - s.storyDiscs[1].filter((x) => x === seat).length;
}

/** True when a face-up story has all the discs it needs: its discs are locked (R14.4). */
export function storyFull(s: GameState, slot: 0 | 1): boolean {
  return s.storyDiscs[slot].length >= discsNeeded(playerCount(s)); // the Man in Black counts (R14.3)
}

/** Places a disc on a story (from the supply, or moved from the other card), then checks completion. */
export function placeDisc(ctx: Ctx, seat: Seat, slot: 0 | 1, moved: boolean): void {
  const { s } = ctx;
  if (moved) {
    const other = s.storyDiscs[1 - slot];
    if (!other.includes(seat) || storyFull(s, (1 - slot) as 0 | 1)) return; // locked on a full card (R14.4)
    other.splice(other.indexOf(seat), 1);
    // One event fulfilling both cards offers both moves: the other offer would only move this disc back.
    const top = s.stack[s.stack.length - 1];
    if (top?.k === 'choice' && top.kind === 'moveDisc' && top.seat === seat && top.about === 1 - slot) s.stack.pop();
  }
  s.storyDiscs[slot].push(seat);
  s.storyContributed[slot] = true;
  emit(ctx, { type: 'storyContributed', seat, kind: s.stories[slot]!, data: { slot, moved } });
  onStoryContribution(ctx, seat); // Calamity Jane, Mary Fields (CONTENT.md §6)
  if (storyFull(s, slot)) s.storyCompleted.push({ slot, by: seat });
}

/** A fulfilled objective: a disc from the supply (mandatory), or, with none left, an optional move (CONTENT.md §8). */
function contribute(ctx: Ctx, seat: Seat, slot: 0 | 1): void {
  const { s } = ctx;
  if (s.storyContributed[slot] || storyFull(s, slot)) return;
  if (discsLeft(s, seat) > 0) { placeDisc(ctx, seat, slot, false); return; }
  const other = (1 - slot) as 0 | 1;
  if (s.storyDiscs[other].includes(seat) && !storyFull(s, other)) {
    s.storyContributed[slot] = true; // the chance is taken now, whatever the answer
    push(s, { k: 'choice', seat, kind: 'moveDisc', options: ['moveDisc', 'keep'], about: slot });
  }
}

/**
 * Checks the events emitted since the last check against the face-up stories (R14.2). `emit`
 * notes an event of a type one of them listens to (Ctx `storyHit`, against the types read for the
 * stories `storyId0/1`): with none, and the same stories face up, there is nothing to look at.
 */
export function checkStories(ctx: Ctx): void {
  const { s, events } = ctx;
  const from = ctx.checked;
  if (from === events.length) return;
  ctx.checked = events.length;
  const id0 = s.stories[0], id1 = s.stories[1];
  if (id0 !== ctx.storyId0 || id1 !== ctx.storyId1) {
    // Other stories face up: read the event types they listen to (they do not change while this runs).
    ctx.storyId0 = id0;
    ctx.storyId1 = id1;
    ctx.storyType0 = id0 ? storyEvent(id0) : undefined;
    ctx.storyType1 = id1 ? storyEvent(id1) : undefined;
  } else if (!ctx.storyHit) return;
  ctx.storyHit = false;
  const t0 = ctx.storyType0, t1 = ctx.storyType1;
  const turn = s.stack[0];
  if (s.finished || turn?.k !== 'turn') return;
  const seat = s.turn.seat;
  // Objectives count during the player's own turn, not its end-of-turn steps (R14.2).
  const step = turn.step;
  const counting = step === 'actions' || step === 'benefit' || step === 'start' || step === 'items';
  for (let i = from; i < events.length; i++) {
    const e = events[i];
    if (e.seat !== seat || (e.type !== t0 && e.type !== t1) || !(counting || e.type === 'actionsEnded')) continue;
    if (e.type === t0 && fulfils(s, seat, STORY_CARDS[id0!].objective, e)) contribute(ctx, seat, 0);
    if (e.type === t1 && fulfils(s, seat, STORY_CARDS[id1!].objective, e)) contribute(ctx, seat, 1);
  }
}

/** Appends a story's reward for one seat to `ops`, as operations (the typed engine's resolution uses it too). */
export function rewardOps(r: StoryReward, to: Seat, ops: (Op | EngineOp)[]): void {
  if (r.lp) ops.push({ op: 'lp', n: r.lp, to, why: 'story' });
  if (r.money) ops.push({ op: 'money', n: r.money, to, why: 'story' });
  if (r.cards) ops.push({ op: 'draw', n: r.cards, to, why: 'story' });
  if (r.nuggets) ops.push({ op: 'nugget', n: r.nuggets, to });
  if (r.choice) {
    const point = r.choice === 'mpOrLp' ? 'marshal' : 'wanted';
    ops.push({ op: 'choice', a: [{ op: 'lp', n: 1, to, why: 'story' }], b: [{ op: point, n: 1, to, why: 'story' }], labels: ['lp', point], to });
  }
}

/** R14.5: resolves the stories completed this turn, in order: rewards, bandits, Sheriff, next card. */
export function resolveStories(ctx: Ctx): void {
  const { s } = ctx;
  if (s.storyCompleted.length === 0) return; // most turns: nothing to resolve
  const n = s.players.length;
  const ops: (Op | EngineOp)[] = [];
  for (const { slot, by } of s.storyCompleted) {
    const card = STORY_CARDS[s.stories[slot]!];
    ops.push({ op: 'storyStart', slot });
    // Each seat with a disc on the card, once, in turn order from the active player.
    const discs = s.storyDiscs[slot];
    for (let k = 0; k < n; k++) {
      const seat = (s.turn.seat + k) % n;
      if (discs.includes(seat)) rewardOps(card.reward, seat, ops);
    }
    ops.push({ op: 'storyBandits', slot });
    // The Man in Black's reward comes at storyStart (mibStoryReward); a Sheriff move he completes is his own (MIB-00).
    if (card.sheriff > 0) ops.push(by === 'mib' ? { op: 'mib', act: 'sheriff', n: card.sheriff } : { op: 'moveSheriff', n: card.sheriff, to: by });
    ops.push({ op: 'storyEnd', slot });
  }
  s.storyCompleted = [];
  runOps(ctx, s.turn.seat, ops, source());
}

/** Turns up the top card of a story deck into its slot (R3.6, R14.5): an empty deck leaves the slot empty. The deck is replaced, not changed (copies share it, clone.ts). */
export function turnUpStory(s: GameState, slot: 0 | 1): void {
  const deck = s.storyDecks[slot];
  s.stories[slot] = deck[0] ?? null;
  s.storyDecks[slot] = deck.slice(1);
}

/** The story steps of the resolution, as operations. */
export const STORY_OPS = {
  storyStart(ctx: Ctx, slot: 0 | 1): void {
    const { s } = ctx;
    emit(ctx, { type: 'storyCompleted', seat: s.turn.seat, kind: s.stories[slot]!, data: { slot, contributors: [...new Set(s.storyDiscs[slot])] } });
    mibStoryReward(ctx, slot);
  },
  storyBandits(ctx: Ctx, slot: 0 | 1): void {
    const { s } = ctx;
    for (const letter of STORY_CARDS[s.stories[slot]!].bandits) {
      for (const h of HIDEOUTS) {
        if (space(h).hideout !== letter || s.bandits.includes(h)) continue;
        s.bandits.push(h); // a bandit placed on a player's space causes no fight (R13.1)
        emit(ctx, { type: 'banditPlaced', data: { hideout: h, story: s.stories[slot] } });
      }
    }
  },
  storyEnd(ctx: Ctx, slot: 0 | 1): void {
    const { s } = ctx;
    const old = s.stories[slot];
    s.storyDiscs[slot] = [];
    turnUpStory(s, slot);
    emit(ctx, { type: 'storyTurnedUp', data: { slot, discarded: old, story: s.stories[slot] } });
  },
};
