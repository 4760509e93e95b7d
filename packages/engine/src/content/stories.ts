// The 40 story cards (CONTENT.md §8): objectives as data (a kind plus parameters), rewards,
// bandit letters and Sheriff moves. stories.ts checks the objectives against events.
import type { ItemKind } from './items.js';
import type { HideoutLetter, Region, SpaceId } from './map.js';

/** A story card id, ST01..ST40. */
export type StoryId = `ST${string}`;

/** A condition on the player when an objective's event happens. */
export type StoryIf = 'wounds' | 'marshal' | 'wanted';

/** An objective: one typed event on the player's own turn (CONTENT.md §8 objective grammar). */
export type Objective =
  | { kind: 'defeatBandit'; letter: HideoutLetter }
  | { kind: 'winFight'; vs?: 'player'; fight?: 'duel' | 'rob' | 'arrest'; where?: 'town' | 'outside'; cardMax?: number; targetWanted?: true }
  | { kind: 'heist'; win: boolean }
  | { kind: 'mine'; at?: SpaceId; minNuggets?: number }
  | { kind: 'deposit'; min: number }
  | { kind: 'buy'; town: 'darkrock' | 'red-falls'; kinds?: ItemKind[] }
  | { kind: 'upgrade' }
  | { kind: 'poker'; town: 'darkrock' | 'red-falls' }
  | { kind: 'revel'; minLp: number }
  | { kind: 'doctor' }
  | { kind: 'takeCattle'; at: SpaceId }
  | { kind: 'deliver'; mode?: 'wrangle' | 'rustle' }
  | { kind: 'work'; at: SpaceId }
  | { kind: 'endMove'; at?: SpaceId; hideout?: HideoutLetter; region?: Region; outside?: true; if?: StoryIf; startedAt?: SpaceId }
  | { kind: 'endActions'; town: 'red-falls'; if: StoryIf };

/** The objective kinds. */
export type ObjectiveKind = Objective['kind'];

/** What each contributor gains once (CONTENT.md §8 reward notation). */
export interface StoryReward { lp?: number; money?: number; cards?: number; nuggets?: number; choice?: 'mpOrLp' | 'wpOrLp' }

/** One story card. */
export interface StoryCard {
  readonly id: StoryId;
  readonly title: string;
  readonly objective: Objective;
  readonly reward: StoryReward;
  readonly bandits: readonly HideoutLetter[];
  /** Up to how many spaces the completing player moves the Sheriff (0: no move). */
  readonly sheriff: number;
}

const card = (id: StoryId, title: string, objective: Objective, reward: StoryReward, bandits: HideoutLetter[], sheriff = 0): StoryCard =>
  ({ id, title, objective, reward, bandits, sheriff });

/** All 40 story cards. */
export const STORY_CARDS: Readonly<Record<StoryId, StoryCard>> = Object.fromEntries([
  card('ST01', "Bandits at Mesito's Point", { kind: 'defeatBandit', letter: 'A' }, { lp: 1, money: 20 }, ['B', 'C']),
  card('ST02', 'Hired Guns Wanted', { kind: 'defeatBandit', letter: 'C' }, { choice: 'mpOrLp' }, ['A', 'B']),
  card('ST03', 'Manhunt: The Posse Rides', { kind: 'winFight', vs: 'player', fight: 'arrest' }, { lp: 2, money: 10 }, ['C'], 3),
  card('ST04', 'Showdown on Main Street', { kind: 'winFight', vs: 'player', fight: 'duel', where: 'town' }, { lp: 1, money: 10 }, ['A']),
  card('ST05', 'Highway Robbery', { kind: 'winFight', vs: 'player', fight: 'rob', where: 'outside' }, { lp: 1, money: 20 }, ['C'], 2),
  card('ST06', 'The Big Score', { kind: 'heist', win: true }, { lp: 2 }, ['A', 'B'], 2),
  card('ST07', 'Cattle for the Railroad', { kind: 'deliver', mode: 'wrangle' }, { money: 30, cards: 1 }, ['B']),
  card('ST08', 'Midnight Rustlers', { kind: 'deliver', mode: 'rustle' }, { choice: 'wpOrLp' }, ['A', 'C'], 2),
  card('ST09', 'Assay Office', { kind: 'deposit', min: 2 }, { lp: 1, money: 10 }, ['C']),
  card('ST10', 'Sunny Hills Strike', { kind: 'mine', at: 'sunny-hills-mine' }, { nuggets: 1, money: 10 }, ['B']),
  card('ST11', 'High Stakes in Darkrock', { kind: 'poker', town: 'darkrock' }, { lp: 1, money: 20 }, ['A']),
  card('ST12', "Doctor's Orders", { kind: 'endMove', at: 'red-falls-doctor', if: 'wounds' }, { lp: 1, cards: 1 }, ['C']),
  card('ST13', 'Grand Opening', { kind: 'buy', town: 'red-falls' }, { money: 20, cards: 1 }, ['B']),
  card('ST14', 'Opening Night', { kind: 'revel', minLp: 2 }, { lp: 1, cards: 1 }, ['A']),
  card('ST15', 'Manhunt: Wanted Posters', { kind: 'endMove', at: 'darkrock-sheriff-office', if: 'marshal' }, { choice: 'mpOrLp' }, ['B'], 3),
  card('ST16', 'Jailbreak', { kind: 'endMove', outside: true, startedAt: 'darkrock-sheriff-office' }, { choice: 'wpOrLp' }, ['A', 'C']),
  card('ST17', 'Green Pastures', { kind: 'takeCattle', at: 'mesitos-point-ranch' }, { money: 20, cards: 1 }, ['B']),
  card('ST18', 'Cliff Junction Claim', { kind: 'mine', at: 'cliff-junction-mine' }, { nuggets: 1, money: 10 }, ['A']),
  card('ST19', 'Against the Odds', { kind: 'winFight', cardMax: 7 }, { lp: 1, money: 20 }, ['C']),
  card('ST20', 'Hideout Rendezvous', { kind: 'endMove', hideout: 'B', if: 'wanted' }, { choice: 'wpOrLp' }, ['A', 'C']),
  card('ST21', 'Ambush at Dixon Creek', { kind: 'defeatBandit', letter: 'B' }, { lp: 1, money: 20 }, ['A', 'C']),
  card('ST22', "Outlaws of Spike's View", { kind: 'defeatBandit', letter: 'C' }, { money: 30, cards: 1 }, ['A', 'B']),
  card('ST23', 'Frontier Justice', { kind: 'defeatBandit', letter: 'A' }, { choice: 'mpOrLp' }, ['B', 'C']),
  card('ST24', 'Manhunt: Bounty Hunters', { kind: 'winFight', vs: 'player', targetWanted: true }, { choice: 'mpOrLp' }, ['B'], 3),
  card('ST25', 'Duel at Dawn', { kind: 'winFight', vs: 'player', fight: 'duel', where: 'outside' }, { lp: 1, money: 20 }, ['C']),
  card('ST26', 'Stagecoach Robbery', { kind: 'winFight', vs: 'player', fight: 'rob' }, { money: 30, cards: 1 }, ['A'], 2),
  card('ST27', 'Inside Job', { kind: 'heist', win: false }, { lp: 1, cards: 1 }, ['B'], 2),
  card('ST28', 'Cattle Baron', { kind: 'deliver' }, { lp: 1, money: 20 }, ['C']),
  card('ST29', 'Blue Ribbon Herd', { kind: 'takeCattle', at: 'sunny-hills-ranch' }, { money: 20, cards: 1 }, ['A']),
  card('ST30', 'Gold Rush', { kind: 'mine', minNuggets: 2 }, { lp: 1, money: 20 }, ['B']),
  card('ST31', "Spike's View Diggings", { kind: 'mine', at: 'spikes-view-mine' }, { nuggets: 1, money: 10 }, ['C']),
  card('ST32', 'Run on the Bank', { kind: 'deposit', min: 3 }, { lp: 2 }, ['A']),
  card('ST33', 'Card Sharp in Red Falls', { kind: 'poker', town: 'red-falls' }, { lp: 1, money: 20 }, ['B']),
  card('ST34', 'Night at the Cabaret', { kind: 'revel', minLp: 1 }, { money: 20, cards: 1 }, ['C']),
  card('ST35', 'Fancy Iron', { kind: 'upgrade' }, { lp: 1, cards: 1 }, ['A']),
  card('ST36', 'Outfitting the Posse', { kind: 'buy', town: 'darkrock', kinds: ['weapon', 'mount'] }, { money: 20, cards: 1 }, ['B']),
  card('ST37', 'Manhunt: Cutting Them Off', { kind: 'endMove', region: 'dixon-creek', if: 'marshal' }, { lp: 1, money: 10 }, ['C'], 3),
  card('ST38', 'Sawbones', { kind: 'doctor' }, { lp: 1, cards: 1 }, ['A']),
  card('ST39', 'Lying Low', { kind: 'endActions', town: 'red-falls', if: 'wanted' }, { choice: 'wpOrLp' }, ['B'], 2),
  card('ST40', 'Railroad Payroll', { kind: 'work', at: 'spikes-view-rail-station' }, { money: 20, cards: 1 }, ['C']),
].map((c) => [c.id, c]));

/** All 40 story ids in order. */
export const STORY_IDS: readonly StoryId[] = Object.keys(STORY_CARDS) as StoryId[];

/** The index of a story id in STORY_IDS ("ST07" is 6) from its digits, or -1 for anything else. */
export function storyIndex(id: string): number {
  const i = id.length === 4 ? (id.charCodeAt(2) - 48) * 10 + id.charCodeAt(3) - 49 : -1;
  return i >= 0 && i < STORY_IDS.length && STORY_IDS[i] === id ? i : STORY_IDS.indexOf(id as StoryId);
}

/** The one event type that can fulfil each objective kind (CONTENT.md §8: each objective is one typed event). */
const EVENT_OF: { [K in Objective['kind']]: (o: Extract<Objective, { kind: K }>) => string } = {
  defeatBandit: () => 'banditDefeated', winFight: () => 'fightResolved', heist: (o) => (o.win ? 'fightResolved' : 'heistAttempted'),
  mine: () => 'prospected', deposit: () => 'nuggetsDeposited', buy: () => 'itemBought', upgrade: () => 'itemUpgraded',
  poker: () => 'pokerPlayed', revel: () => 'revelled', doctor: () => 'healed', takeCattle: () => 'cattleTaken',
  deliver: () => 'cattleDelivered', work: () => 'worked', endMove: () => 'moveEnded', endActions: () => 'actionsEnded',
};

/** The event type an objective listens to. */
export function objectiveEvent(o: Objective): string {
  return (EVENT_OF[o.kind] as (x: Objective) => string)(o);
}

/** Per story index (STORY_IDS), the event type its objective listens to. */
const STORY_EVENT: readonly string[] = STORY_IDS.map((id) => objectiveEvent(STORY_CARDS[id].objective));

/** The event type a story's objective listens to (undefined for an unknown id). */
export function storyEvent(id: string): string | undefined {
  return STORY_EVENT[storyIndex(id)];
}

/** The titles of the story cards. */
export const STORY_TITLES: Readonly<Record<StoryId, string>> = Object.fromEntries(STORY_IDS.map((id) => [id, STORY_CARDS[id].title]));

/** Story discs each player owns (CONTENT.md §8, Q6). */
export const DISCS_PER_PLAYER = 2;

/** Discs needed to complete a card: 2 with 2–4 players, 3 with 5–6 (R14.3). */
export function discsNeeded(players: number): number {
  return players >= 5 ? 3 : 2;
}
