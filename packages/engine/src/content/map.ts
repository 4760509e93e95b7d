import { MESA_DATA, SPACE_DATA } from './map-data.js';

/** The id of a board space. */
export type SpaceId = (typeof SPACE_DATA)[number]['id'];
/** A region of the board: the 5 countryside regions and the 2 towns. */
export type Region = (typeof SPACE_DATA)[number]['region'];
/** A location feature a space may carry. */
export type Feature = 'general-store' | 'saloon' | 'sheriff-office' | 'bank' | 'doctor' | 'cabaret' | 'mine' | 'ranch-green' | 'ranch-blue' | 'rail-station';
/** A hideout letter (R13.1). */
export type HideoutLetter = 'A' | 'B' | 'C';

/** One board space as typed data. */
export interface Space {
  readonly id: SpaceId;
  readonly x: number;
  readonly y: number;
  readonly region: Region;
  readonly inTown: boolean;
  readonly features: readonly Feature[];
  readonly hideout: HideoutLetter | null;
  readonly neighbors: readonly SpaceId[];
}

/** A mesa: not a space; its outline and the spaces bordering it. */
export interface Mesa {
  readonly id: string;
  readonly polygon: readonly (readonly [number, number])[];
  readonly borders: readonly SpaceId[];
}

/** All spaces, in the order of map.json. */
export const SPACES: readonly Space[] = SPACE_DATA as unknown as readonly Space[];
/** Both mesas with their geometry (R5.2). */
export const MESAS: readonly Mesa[] = MESA_DATA as unknown as readonly Mesa[];
/** Every space id, sorted: the order that breaks route ties (R5.7). */
export const SPACE_IDS: readonly SpaceId[] = SPACES.map((s) => s.id).sort();

const byId = new Map<string, Space>(SPACES.map((s) => [s.id, s]));

/** Each space's index in SPACE_IDS (sorted order), for fast array-based searches. */
export const SPACE_INDEX: ReadonlyMap<SpaceId, number> = new Map(SPACE_IDS.map((id, i) => [id, i]));
/**
 * The index of a space id in SPACE_IDS from its length and three of its characters, through a
 * table made once: a perfect hash of the board's ids, found when the module loads (a few
 * multiplications, where a Map lookup hashes the string). -1 for anything that is not a space
 * id. Asked at most steps (a player's space, a Move's destination, a space's features).
 */
export function spaceIndexOf(id: string): number {
  const n = id.length;
  if (MULT === 0) return SPACE_INDEX.get(id as SpaceId) ?? -1;
  if (n < 3) return -1;
  const i = SLOT_INDEX[slotOf(id, n)];
  return i >= 0 && SPACE_IDS[i] === id ? i : -1;
}

/** The hash's key: the length and the characters at 1, n − 3 and n − 1. */
function keyOf(id: string, n: number): number {
  return (((n * 131 + id.charCodeAt(n - 3)) * 131 + id.charCodeAt(n - 1)) * 131 + id.charCodeAt(1)) | 0;
}
/** The table has 2^SLOT_BITS slots. */
const SLOT_BITS = 9;
/** The multiplier of the perfect hash, found at load (0 if none: every lookup then goes to SPACE_INDEX). */
const MULT = findMultiplier();
const slotOf = (id: string, n: number): number => (MULT === 0 ? 0 : Math.imul(keyOf(id, n), MULT) >>> (32 - SLOT_BITS));
/** Slot → space index, -1 for an empty slot. */
const SLOT_INDEX = new Int8Array(1 << SLOT_BITS).fill(-1);
if (MULT !== 0) SPACE_IDS.forEach((id, i) => { SLOT_INDEX[slotOf(id, id.length)] = i; });

/** The first odd multiplier that sends the ids to distinct slots (deterministic), or 0. */
function findMultiplier(): number {
  if (SPACE_IDS.length > 127 || SPACE_IDS.some((id) => id.length < 3)) return 0;
  const keys = SPACE_IDS.map((id) => keyOf(id, id.length));
  for (let m = 0x9e3779b1 | 0, tries = 0; tries < 100_000; tries++, m = (m + 0x6d2b79f6) | 1) {
    const seen = new Set<number>();
    for (const k of keys) seen.add(Math.imul(k, m) >>> (32 - SLOT_BITS));
    if (seen.size === keys.length) return m;
  }
  return 0;
}

/** Neighbours by space index, ascending (so ascending index order is space id order). */
export const NEIGHBOR_INDEX: readonly (readonly number[])[] = SPACE_IDS.map((id) =>
  byId.get(id)!.neighbors.map((n) => SPACE_INDEX.get(n)!).sort((a, b) => a - b));

/** True when `id` names a board space. */
export function isSpaceId(id: unknown): id is SpaceId {
  return typeof id === 'string' && byId.has(id);
}

/** The spaces by index in SPACE_IDS. */
const BY_INDEX: readonly Space[] = SPACE_IDS.map((id) => byId.get(id)!);

/** The space with this id (throws on an unknown id: a programming error, not a rules error). */
export function space(id: SpaceId): Space {
  const i = spaceIndexOf(id);
  if (i < 0) throw new Error(`unknown space ${id}`);
  return BY_INDEX[i];
}

/** The spaces that carry a feature, sorted by id. */
export function spacesWith(feature: Feature): SpaceId[] {
  return SPACE_IDS.filter((id) => space(id).features.includes(feature));
}

/** One bit per feature, for `featureMask`. */
export const FEATURE_BIT: Readonly<Record<Feature, number>> = {
  'general-store': 1, saloon: 2, 'sheriff-office': 4, bank: 8, doctor: 16, cabaret: 32, mine: 64, 'ranch-green': 128, 'ranch-blue': 256, 'rail-station': 512,
};
/** Each space's features as a bit mask by space index, tabulated once (asked for on every listing of actions). */
const FEATURE_MASK: readonly number[] = SPACE_IDS.map((id) => byId.get(id)!.features.reduce((m, f) => m | FEATURE_BIT[f], 0));

/** The features of a space as a mask of FEATURE_BIT values. */
export function featureMask(id: SpaceId): number {
  const i = spaceIndexOf(id);
  if (i < 0) throw new Error(`unknown space ${id}`);
  return FEATURE_MASK[i];
}

/** True when the space carries the feature. */
export function hasFeature(id: SpaceId, feature: Feature): boolean {
  return (featureMask(id) & FEATURE_BIT[feature]) !== 0;
}

/** The 6 hideouts (R13.1), in the order of CONTENT.md §10. */
export const HIDEOUTS: readonly SpaceId[] = [
  'mesitos-point-hideout', 'sunny-hills-hideout-east', 'sunny-hills-hideout',
  'dixon-creek-hideout', 'spikes-view-hideout', 'cliff-junction-hideout',
];

/** Named places used by the rules. */
export const PLACES = {
  sheriffOffice: 'darkrock-sheriff-office',
  bank: 'darkrock-bank',
  doctor: 'red-falls-doctor',
  cabaret: 'red-falls-cabaret',
  railStation: 'spikes-view-rail-station',
  greenRanch: 'mesitos-point-ranch',
  blueRanch: 'sunny-hills-ranch',
} as const satisfies Record<string, SpaceId>;

/**
 * Steps between all spaces by index (SPACE_INDEX), entry `a * SPACE_IDS.length + b`, 255 when
 * unreachable, over a graph whose nodes are the spaces and possibly more (`next(v)`: the nodes one
 * step from node v; nodes from SPACE_IDS.length on are not spaces, e.g. a mesa to cross).
 */
export function distanceTable(next: (v: number) => readonly number[]): Uint8Array {
  const n = SPACE_IDS.length;
  const out = new Uint8Array(n * n).fill(255);
  for (let a = 0; a < n; a++) {
    const dist = new Map<number, number>([[a, 0]]);
    const queue = [a];
    for (let i = 0; i < queue.length; i++) {
      for (const v of next(queue[i])) if (!dist.has(v)) { dist.set(v, dist.get(queue[i])! + 1); queue.push(v); }
    }
    for (const [v, d] of dist) if (v < n) out[a * n + v] = Math.min(d, 255);
  }
  return out;
}

/** Shortest-path distances between spaces by index (`distanceTable` over the neighbours; no mesas, no blocking). */
export const DISTANCE_INDEX: Uint8Array = distanceTable((v) => NEIGHBOR_INDEX[v]);

/** Shortest-path distances between all pairs of spaces by id (DISTANCE_INDEX; unreachable pairs left out). */
export const DISTANCES: ReadonlyMap<SpaceId, ReadonlyMap<SpaceId, number>> = new Map(SPACE_IDS.map((a, i) => [a, new Map(
  SPACE_IDS.flatMap((b, j) => {
    const d = DISTANCE_INDEX[i * SPACE_IDS.length + j];
    return d === 255 ? [] : [[b, d] as const];
  }),
)]));

/** Distance in steps between two spaces. */
export function distance(a: SpaceId, b: SpaceId): number {
  return DISTANCES.get(a)!.get(b) ?? Infinity;
}
