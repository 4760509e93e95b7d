/** Item ids of the General Store (CONTENT.md §2). */
export const ITEM_IDS = ['revolver', 'shotgun', 'rifle', 'mule', 'mustang', 'whiskey', 'ten-gallon', 'provisions', 'prospectors-map'] as const;
/** An item id. */
export type ItemId = (typeof ITEM_IDS)[number];
/** Weapon, mount or miscellaneous (R16). */
export type ItemKind = 'weapon' | 'mount' | 'misc';

/** One item type: its kind, price and the numbers of both sides. */
export interface ItemDef {
  readonly id: ItemId;
  readonly name: string;
  readonly kind: ItemKind;
  readonly cost: number;
  readonly copies: number;
  /** Movement value of a mount's base and upgraded sides (R5.1). */
  readonly movement?: readonly [number, number];
  /** LP printed on the upgraded side, scored at the end (R16.3, R19.2). */
  readonly upgradedLp?: number;
  /** Upgraded side lowers the card a player plays against you by 1 (CONTENT.md §2). */
  readonly upgradedModOpp?: number;
}

/** The 9 items (CONTENT.md §2). */
export const ITEMS: Readonly<Record<ItemId, ItemDef>> = {
  revolver: { id: 'revolver', name: 'Revolver', kind: 'weapon', cost: 20, copies: 6, upgradedLp: 1, upgradedModOpp: 1 },
  shotgun: { id: 'shotgun', name: 'Shotgun', kind: 'weapon', cost: 30, copies: 6, upgradedLp: 1, upgradedModOpp: 1 },
  rifle: { id: 'rifle', name: 'Rifle', kind: 'weapon', cost: 40, copies: 6, upgradedLp: 2, upgradedModOpp: 1 },
  mule: { id: 'mule', name: 'Mule', kind: 'mount', cost: 30, copies: 6, movement: [3, 4], upgradedLp: 1 },
  mustang: { id: 'mustang', name: 'Mustang', kind: 'mount', cost: 50, copies: 6, movement: [4, 5], upgradedLp: 2 },
  whiskey: { id: 'whiskey', name: 'Whiskey', kind: 'misc', cost: 10, copies: 6 },
  'ten-gallon': { id: 'ten-gallon', name: 'Ten-Gallon', kind: 'misc', cost: 20, copies: 6 },
  provisions: { id: 'provisions', name: 'Provisions', kind: 'misc', cost: 20, copies: 6 },
  'prospectors-map': { id: 'prospectors-map', name: "Prospector's Map", kind: 'misc', cost: 10, copies: 6 },
};

/**
 * The definition of an item (ITEMS[id]) by comparison of ids: the rules ask for it at most
 * steps, and a lookup by a varying key goes through V8's slow generic path.
 */
export function itemDef(id: ItemId): ItemDef {
  switch (id) {
    case 'revolver': return ITEMS.revolver;
    case 'shotgun': return ITEMS.shotgun;
    case 'rifle': return ITEMS.rifle;
    case 'mule': return ITEMS.mule;
    case 'mustang': return ITEMS.mustang;
    case 'whiskey': return ITEMS.whiskey;
    case 'ten-gallon': return ITEMS['ten-gallon'];
    case 'provisions': return ITEMS.provisions;
    case 'prospectors-map': return ITEMS['prospectors-map'];
  }
}

/** At most this many miscellaneous items per player (R2.7, R16.2). */
export const MAX_MISC = 3;
/** Movement on foot (R5.1). */
export const FOOT_MOVEMENT = 2;

/** True when `x` is an item id. */
export function isItemId(x: unknown): x is ItemId {
  return typeof x === 'string' && (ITEM_IDS as readonly string[]).includes(x);
}
