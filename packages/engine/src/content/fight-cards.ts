/** Fight card ids, one per rank (CONTENT.md §4). */
export const FIGHT_CARD_IDS = ['F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9', 'FT', 'FJ', 'FQ', 'FK', 'FA'] as const;
/** A fight card id. */
export type FightCardId = (typeof FIGHT_CARD_IDS)[number];

/** What a fight card does to the player fighting the NPC, as data. */
export type FightCardEffect =
  | { kind: 'wounds'; wounds: number; lp?: number; uncancellable?: boolean; discard?: number; noMarshal?: boolean }
  | { kind: 'woundOrRandomDiscard' }
  | { kind: 'discardOrPay'; money: number; noMarshal: true }
  | { kind: 'restart' }
  | { kind: 'gain'; money?: number; cards?: number; lp?: number }
  | { kind: 'pointChoice' };

/** One fight card: value and effect. */
export interface FightCardDef { readonly id: FightCardId; readonly value: number; readonly effect: FightCardEffect }

/** The 13 fight cards. */
export const FIGHT_CARDS: Readonly<Record<FightCardId, FightCardDef>> = {
  F2: { id: 'F2', value: 2, effect: { kind: 'wounds', wounds: 1, lp: -1 } },
  F3: { id: 'F3', value: 3, effect: { kind: 'wounds', wounds: 2 } },
  F4: { id: 'F4', value: 4, effect: { kind: 'wounds', wounds: 1, discard: 1 } },
  F5: { id: 'F5', value: 5, effect: { kind: 'wounds', wounds: 1, noMarshal: true } },
  F6: { id: 'F6', value: 6, effect: { kind: 'wounds', wounds: 1, uncancellable: true } },
  F7: { id: 'F7', value: 7, effect: { kind: 'woundOrRandomDiscard' } },
  F8: { id: 'F8', value: 8, effect: { kind: 'wounds', wounds: 1 } },
  F9: { id: 'F9', value: 9, effect: { kind: 'discardOrPay', money: 10, noMarshal: true } },
  FT: { id: 'FT', value: 10, effect: { kind: 'restart' } },
  FJ: { id: 'FJ', value: 11, effect: { kind: 'gain', money: 10 } },
  FQ: { id: 'FQ', value: 12, effect: { kind: 'gain', cards: 1 } },
  FK: { id: 'FK', value: 13, effect: { kind: 'gain', lp: 1 } },
  FA: { id: 'FA', value: 14, effect: { kind: 'pointChoice' } },
};
