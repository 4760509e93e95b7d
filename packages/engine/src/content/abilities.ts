// The 12 Legendary abilities (R18, CONTENT.md §6) as data: the named hook points of the rules
// each one uses, whether it asks its owner (optional) or applies by itself (automatic), and its
// amounts. The rules code calls the hooks of src/abilities.ts; an ability works only while its
// owner is Legendary (R18.2).
import type { CharacterId } from './characters.js';

/** The named points of the rules where abilities hook in. */
export type AbilityHook =
  | 'startOfTurn' | 'moveEnd' | 'moveExtension' | 'startOfFight' | 'fightValues' | 'afterFight'
  | 'pokerResult' | 'wound' | 'handLimit' | 'storyContribution' | 'movement';

/** How an ability applies at a hook: by itself, or only if its owner agrees. */
export type AbilityMode = 'automatic' | 'optional';

/** The amounts an ability uses (each ability reads its own). */
export interface AbilityParams {
  /** Poker cards drawn. */
  readonly draw?: number;
  /** Money gained or taken. */
  readonly money?: number;
  /** Poker cards discarded, taken or kept. */
  readonly cards?: number;
  /** Spaces moved. */
  readonly steps?: number;
  /** How much the card played against the owner is lowered (outside a town). */
  readonly modOpp?: number;
  /** Extra actions. */
  readonly actions?: number;
  /** Hand limit: `handLimit` is a fixed limit, `handBonus` adds to 5 − wounds (R15.3). */
  readonly handLimit?: number;
  readonly handBonus?: number;
  /** Wounds removed. */
  readonly heal?: number;
  /** Wins ties in fights against players (CONTENT.md §0 tie precedence). */
  readonly winTiesVsPlayers?: boolean;
  /** Only outside a town (R5.5). */
  readonly outsideTown?: boolean;
}

/** One character's Legendary ability. */
export interface AbilityDef {
  readonly id: CharacterId;
  /** The CONTENT.md §6 "exact rule", in short. */
  readonly text: string;
  /** Each hook point used, with its mode. */
  readonly hooks: Readonly<Partial<Record<AbilityHook, AbilityMode>>>;
  readonly params: AbilityParams;
}

/** The 12 abilities, keyed by character id (CONTENT.md §6). */
export const ABILITIES: Readonly<Record<CharacterId, AbilityDef>> = {
  'annie-oakley': {
    id: 'annie-oakley',
    text: 'At the start of every fight with another player (either side), that player discards 1 poker card of their choice or takes 1 wound.',
    hooks: { startOfFight: 'automatic' },
    params: { cards: 1 },
  },
  'bass-reeves': {
    id: 'bass-reeves',
    text: 'At the start of his turn (R4.1a), draw 1 poker card.',
    hooks: { startOfTurn: 'automatic' },
    params: { draw: 1 },
  },
  'billy-the-kid': {
    id: 'billy-the-kid',
    text: 'After each of his Move actions ends (after any extension) in a space with other players, he picks one, who gives him $10 (W.loseGoods) or 1 random poker card, as Billy chooses among what they can give.',
    hooks: { moveEnd: 'automatic' },
    params: { money: 10, cards: 1 },
  },
  'bloody-knife': {
    id: 'bloody-knife',
    text: 'In any movement he may cross a mesa: from a bordering space into the mesa (1 step) and out to another bordering space (1 step), never ending inside; each crossing removes 1 wound on entering the exit space.',
    hooks: { movement: 'optional' },
    params: { steps: 2, heal: 1 },
  },
  'calamity-jane': {
    id: 'calamity-jane',
    text: 'Hand limit 6 − wounds. After each contribution to a story, draw 1 poker card.',
    hooks: { handLimit: 'automatic', storyContribution: 'automatic' },
    params: { handBonus: 1, draw: 1 },
  },
  'doc-holliday': {
    id: 'doc-holliday',
    text: 'Each wound event in which he actually gains 1 or more wounds draws 1 poker card. Hand limit always 5.',
    hooks: { wound: 'automatic', handLimit: 'automatic' },
    params: { draw: 1, handLimit: 5 },
  },
  'jesse-james': {
    id: 'jesse-james',
    text: 'In fights outside a town the card played against him is −1 (NPCs too). He wins ties in fights against players, on either side.',
    hooks: { fightValues: 'automatic' },
    params: { modOpp: 1, outsideTown: true, winTiesVsPlayers: true },
  },
  'kit-carson': {
    id: 'kit-carson',
    text: 'At W.moveEnd of each of his Move actions he may move 1 more space as part of it. In fights outside a town the card played against him is −1.',
    hooks: { moveExtension: 'optional', fightValues: 'automatic' },
    params: { steps: 1, modOpp: 1, outsideTown: true },
  },
  'mary-fields': {
    id: 'mary-fields',
    text: 'At the start of her turn (R4.1a), gain $10. After each contribution to a story, gain $10.',
    hooks: { startOfTurn: 'automatic', storyContribution: 'automatic' },
    params: { money: 10 },
  },
  'wild-bill-hickok': {
    id: 'wild-bill-hickok',
    text: 'After winning poker, gain $20. After losing poker, he may return 1 random card of those he chose to his hand instead of discarding it.',
    hooks: { pokerResult: 'optional' },
    params: { money: 20, cards: 1 },
  },
  'wyatt-earp': {
    id: 'wyatt-earp',
    text: 'The first time in each of his own turns that he wins a fight against a bandit, he gets +1 action this turn.',
    hooks: { afterFight: 'automatic' },
    params: { actions: 1 },
  },
  'yb-rowdy': {
    id: 'yb-rowdy',
    text: 'At the start of his turn (R4.1a), if outside a town, he may discard 1 poker card to make a card move of up to 3 spaces.',
    hooks: { startOfTurn: 'optional' },
    params: { cards: 1, steps: 3, outsideTown: true },
  },
};
