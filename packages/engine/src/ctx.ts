import { storyEvent, type StoryId } from './content/stories.js';
import type { GameEvent, GameState } from './types.js';

/** What a rules step works on: a private copy of the state and the events it emits. */
export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** How many of `events` the story objectives have already seen. */
  checked: number;
  /** How many of `events` the goals (Goal variant) have already seen. */
  goalsChecked: number;
  /** The face-up stories (slots 0 and 1) `storyType0/1` were read for (checkStories reads them again when these change); scalars, not a pair, so a context is one allocation less. */
  storyId0: StoryId | null;
  storyId1: StoryId | null;
  /** The event types their objectives listen to. */
  storyType0: string | undefined;
  storyType1: string | undefined;
  /** An event of one of `storyType0/1` was emitted since the last check (stories.ts `checkStories`). */
  storyHit: boolean;
}

/** A fresh context for one rules step on `s` (every field set, so all contexts share one shape). */
export function newCtx(s: GameState): Ctx {
  const id0 = s ? s.stories[0] : null, id1 = s ? s.stories[1] : null;
  return {
    s, events: [], checked: 0, goalsChecked: 0,
    storyId0: id0, storyId1: id1, storyType0: id0 ? storyEvent(id0) : undefined, storyType1: id1 ? storyEvent(id1) : undefined, storyHit: false,
  };
}

/** Emits an event (and notes one a face-up story listens to, for checkStories). */
export function emit(ctx: Ctx, e: GameEvent): void {
  ctx.events.push(e);
  if (e.type === ctx.storyType0 || e.type === ctx.storyType1) ctx.storyHit = true;
}
