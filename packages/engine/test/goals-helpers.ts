// Helpers for the Goal variant tests: a scenario with chosen secret goals and a known token supply.
import { GOALS_OF, LEGENDARY_TOKENS, type Action, type CharacterId, type GameEvent, type GoalId, type SpaceId, type TokenValue } from '../src/index.js';
import { scenario, type Scenario } from './builder.js';

/** The characters of the goal tests, by seat. */
export const CHARS: CharacterId[] = ['billy-the-kid', 'annie-oakley', 'mary-fields', 'bloody-knife'];

const PARKING: SpaceId[] = ['cliff-junction-7', 'sunny-hills-1', 'mesitos-point-woods', 'cliff-junction-8', 'spikes-view-1', 'sunny-hills-6'];

/**
 * A table of these characters, no bandits or items, minis parked apart, the Goal variant on with
 * these secret goals (the character's remaining goal discarded) and this token supply (top first).
 */
export function goalTable(secret: GoalId[][], chars: CharacterId[] = CHARS, supply: TokenValue[] = [...LEGENDARY_TOKENS]): Scenario {
  const t = scenario(chars.length, chars).bandits([]);
  chars.forEach((_, i) => t.at(i, PARKING[i]).items(i, []));
  t.s.goals = {
    secret: secret.map((x) => [...x]),
    discarded: chars.map((c, i) => GOALS_OF[c].find((id) => !secret[i].includes(id)) ?? null),
    done: chars.map(() => []),
    missed: chars.map(() => []),
    progress: chars.map(() => ({})),
    supply: [...supply],
    tokens: chars.map(() => []),
  };
  t.s.setup = { ...t.s.setup, options: { ...t.s.setup.options, goals: true } }; // the setup is frozen: replaced, not changed
  return t;
}

/** The ids of the goals completed in these events, as [seat, id]. */
export function completed(events: readonly GameEvent[]): [number | undefined, string | undefined][] {
  return events.filter((e) => e.type === 'goalCompleted').map((e) => [e.seat, e.kind]);
}

/** A legal Move action of the prompted seat ending in a region, or undefined. */
export function moveInto(t: Scenario, region: string, pick: (to: SpaceId) => boolean = () => true): Action | undefined {
  return t.legal().find((a) => a.type === 'move' && a.to.startsWith(region) && pick(a.to));
}
