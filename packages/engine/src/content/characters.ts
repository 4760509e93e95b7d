import type { ItemId } from './items.js';
import { HIDEOUTS, spacesWith, type SpaceId } from './map.js';

/** The 12 character ids (CONTENT.md §6). */
export const CHARACTER_IDS = [
  'annie-oakley', 'bass-reeves', 'billy-the-kid', 'bloody-knife', 'calamity-jane', 'doc-holliday',
  'jesse-james', 'kit-carson', 'mary-fields', 'wild-bill-hickok', 'wyatt-earp', 'yb-rowdy',
] as const;
/** A character id. */
export type CharacterId = (typeof CHARACTER_IDS)[number];

/** A start item, on its base or upgraded side. */
export interface StartItem { readonly item: ItemId; readonly upgraded?: boolean }

/** A character's start space options and start bonus (R3.3, R3.4). Legendary abilities: content/abilities.ts. */
export interface CharacterDef {
  readonly id: CharacterId;
  readonly name: string;
  /** Spaces the player may start on; `excludeTaken` drops spaces already chosen by earlier players. */
  readonly start: readonly SpaceId[];
  readonly excludeTaken?: boolean;
  readonly money: number;
  readonly cards: number;
  readonly items: readonly StartItem[];
  readonly marshal: number;
  readonly wanted: number;
  readonly wounds: number;
}

const def = (d: Partial<CharacterDef> & Pick<CharacterDef, 'id' | 'name' | 'start'>): CharacterDef =>
  ({ money: 0, cards: 0, items: [], marshal: 0, wanted: 0, wounds: 0, ...d });

/** The 12 characters' start data. */
export const CHARACTERS: Readonly<Record<CharacterId, CharacterDef>> = {
  'annie-oakley': def({ id: 'annie-oakley', name: 'Annie Oakley', start: spacesWith('general-store').filter((s) => s.startsWith('darkrock')), cards: 1, items: [{ item: 'rifle' }] }),
  'bass-reeves': def({ id: 'bass-reeves', name: 'Bass Reeves', start: ['darkrock-sheriff-office'], money: 10, cards: 1, items: [{ item: 'revolver', upgraded: true }], marshal: 1 }),
  'billy-the-kid': def({ id: 'billy-the-kid', name: 'Billy the Kid', start: ['mesitos-point-hideout', 'sunny-hills-hideout-east'], cards: 2, items: [{ item: 'revolver' }], wanted: 2 }),
  'bloody-knife': def({ id: 'bloody-knife', name: 'Bloody Knife', start: ['spikes-view-mine'], money: 20, cards: 2, items: [{ item: 'revolver' }] }),
  'calamity-jane': def({ id: 'calamity-jane', name: 'Calamity Jane', start: spacesWith('general-store').filter((s) => s.startsWith('red-falls')), money: 20, items: [{ item: 'revolver' }, { item: 'provisions' }] }),
  'doc-holliday': def({ id: 'doc-holliday', name: '"Doc" Holliday', start: ['red-falls-doctor'], money: 40, cards: 2, items: [{ item: 'revolver' }], wounds: 1 }),
  'jesse-james': def({ id: 'jesse-james', name: 'Jesse James', start: ['sunny-hills-hideout', 'dixon-creek-hideout'], money: 10, cards: 1, items: [{ item: 'revolver', upgraded: true }], wanted: 1 }),
  'kit-carson': def({ id: 'kit-carson', name: 'Kit Carson', start: ['sunny-hills-mine'], cards: 2, items: [{ item: 'prospectors-map' }, { item: 'revolver', upgraded: true }] }),
  'mary-fields': def({ id: 'mary-fields', name: '"Stagecoach" Mary Fields', start: spacesWith('saloon').filter((s) => s.startsWith('darkrock')), money: 10, cards: 1, items: [{ item: 'shotgun' }] }),
  'wild-bill-hickok': def({ id: 'wild-bill-hickok', name: 'Wild Bill Hickok', start: ['red-falls-cabaret'], money: 10, cards: 3, items: [{ item: 'revolver' }] }),
  'wyatt-earp': def({ id: 'wyatt-earp', name: 'Wyatt Earp', start: [...HIDEOUTS], excludeTaken: true, money: 10, cards: 2, items: [{ item: 'revolver' }], marshal: 1 }),
  'yb-rowdy': def({ id: 'yb-rowdy', name: 'Y. B. Rowdy', start: ['cliff-junction-mine'], cards: 3, items: [{ item: 'revolver', upgraded: true }] }),
};

/** True when `x` is a character id. */
export function isCharacterId(x: unknown): x is CharacterId {
  return typeof x === 'string' && (CHARACTER_IDS as readonly string[]).includes(x);
}
