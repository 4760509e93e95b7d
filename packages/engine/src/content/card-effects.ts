// The effects printed on the poker cards, as data (CONTENT.md §3): a type, the window or
// condition that allows them, and a list of primitive operations run by effects.ts.
import { CARD_IDS, cardIndex, type Rank } from './poker-cards.js';

/** The moments at which BONUS and REACTION effects happen (CONTENT.md §0, effect windows). */
export const WINDOWS = ['W.declared', 'W.placed', 'W.reveal', 'W.react', 'W.result', 'W.fightEnd', 'W.moveEnd', 'W.wound', 'W.sheriff', 'W.mineDone', 'W.loseGoods'] as const;
/** A window id. */
export type WindowId = (typeof WINDOWS)[number];

/** The 26 effect ids (CONTENT.md §3). */
export const EFFECT_IDS = [
  'shootout', 'stick-em-up', 'sprint', 'saddle-up', 'manhunt', 'pickpocket', 'payday', 'cattle-drive', 'dodge',
  'lucky-strike', 'bulletproof', 'reputation', 'dynamite', 'wallop', 'instinct', 'tin-star', 'getaway', 'fools-gold',
  'vamoose', 'cheat', 'lady-luck', 'telegraph', 'alibi', 'turn-the-tables', 'tall-tale', 'hired-gun',
] as const;
/** An effect id, used in events (`cardEffectUsed`) and data. */
export type EffectId = (typeof EFFECT_IDS)[number];

/** Conditions used by effects: on the fight, the player or the board. */
export type Cond =
  | 'oppRankIsAce' | 'oppIsFightCard' | 'vsBandit' | 'vsPlayer' | 'isTarget' | 'inFight'
  | 'anyWanted' | 'playerHere' | 'canTakeCattle' | 'storyCyclable' | 'banditOnMap'
  | 'woundCancellable' | 'noSprintYet' | 'goodsAtRisk';

/**
 * The primitive operations (CONTENT.md §3 vocabulary, plus the engine's own steps). `to` names
 * an absolute seat; without it an op applies to the player who owns the effect.
 */
export type Op =
  | { op: 'money'; n: number; to?: number; why?: string }
  | { op: 'takeMoney'; n: number }
  | { op: 'draw'; n: number; to?: number; why?: string }
  | { op: 'lp'; n: number; to?: number; why?: string }
  | { op: 'loseLp'; n: number; to?: number }
  | { op: 'marshal'; n: number; to?: number; why?: string }
  | { op: 'wanted'; n: number; to?: number; why?: string }
  | { op: 'choice'; a: Op[]; b: Op[]; labels: ['lp', 'marshal' | 'wanted']; to?: number }
  | { op: 'banditReward'; to?: number }
  | { op: 'nugget'; n: number; to?: number }
  | { op: 'heal'; n: number; to?: number }
  | { op: 'wound'; n: number; to?: number; opp?: true; uncancellable?: true; why?: string }
  | { op: 'preventWound'; n: number }
  | { op: 'takeCattle' }
  | { op: 'move'; n: number }
  | { op: 'extendMove'; n: number }
  | { op: 'moveAction'; k: number }
  | { op: 'moveSheriff'; n: number; to?: number }
  | { op: 'sheriffHome' }
  | { op: 'modOpp'; n: number }
  | { op: 'winTies' }
  | { op: 'cancelFight' }
  | { op: 'peekFaceDown' }
  | { op: 'protectGoods' }
  | { op: 'removeBandit' }
  | { op: 'cycleStory' }
  | { op: 'pokerWild' }
  | { op: 'pokerChoose'; n: number }
  | { op: 'if'; cond: Cond; then: Op[] }
  | { op: 'onWin'; then: Op[] }
  | { op: 'atFightEnd'; then: Op[] };

/** The kinds of primitive operation. */
export type OpKind = Op['op'];

/** One card effect: its type, when it may be used, and what it does. */
export interface CardEffect {
  readonly id: EffectId;
  readonly name: string;
  readonly type: 'ACTION' | 'BONUS' | 'REACTION';
  /** For REACTION: the window it is played in; for BONUS: 'W.reveal' (fights) or null (poker). */
  readonly window: WindowId | null;
  /** All must hold for the card to be playable. */
  readonly when: readonly Cond[];
  /** What an ACTION needs named when played. */
  readonly param?: 'target' | 'hideout' | 'story';
  readonly ops: readonly Op[];
}

const e = (x: CardEffect): CardEffect => x;

/** Every effect, by id (CONTENT.md §3). */
export const CARD_EFFECTS: Readonly<Record<EffectId, CardEffect>> = {
  shootout: e({ id: 'shootout', name: 'Shootout', type: 'BONUS', window: 'W.reveal', when: [], ops: [{ op: 'if', cond: 'oppRankIsAce', then: [{ op: 'modOpp', n: 12 }, { op: 'winTies' }] }] }),
  'stick-em-up': e({ id: 'stick-em-up', name: "Stick 'Em Up", type: 'REACTION', window: 'W.react', when: ['oppRankIsAce'], ops: [{ op: 'modOpp', n: 12 }] }),
  sprint: e({ id: 'sprint', name: 'Sprint', type: 'REACTION', window: 'W.moveEnd', when: ['noSprintYet'], ops: [{ op: 'extendMove', n: 2 }] }),
  'saddle-up': e({ id: 'saddle-up', name: 'Saddle Up', type: 'ACTION', window: null, when: [], ops: [{ op: 'moveAction', k: 2 }] }),
  manhunt: e({ id: 'manhunt', name: 'Manhunt', type: 'ACTION', window: null, when: ['anyWanted'], ops: [{ op: 'moveSheriff', n: 3 }] }),
  pickpocket: e({ id: 'pickpocket', name: 'Pickpocket', type: 'ACTION', window: null, when: ['playerHere'], param: 'target', ops: [{ op: 'takeMoney', n: 20 }, { op: 'wanted', n: 1 }] }),
  payday: e({ id: 'payday', name: 'Payday', type: 'ACTION', window: null, when: [], ops: [{ op: 'money', n: 30 }] }),
  'cattle-drive': e({ id: 'cattle-drive', name: 'Cattle Drive', type: 'ACTION', window: null, when: ['canTakeCattle'], ops: [{ op: 'takeCattle' }, { op: 'move', n: 3 }] }),
  dodge: e({ id: 'dodge', name: 'Dodge', type: 'REACTION', window: 'W.wound', when: ['woundCancellable'], ops: [{ op: 'preventWound', n: 1 }] }),
  'lucky-strike': e({ id: 'lucky-strike', name: 'Lucky Strike', type: 'REACTION', window: 'W.mineDone', when: [], ops: [{ op: 'nugget', n: 1 }] }),
  bulletproof: e({ id: 'bulletproof', name: 'Bulletproof', type: 'BONUS', window: 'W.reveal', when: [], ops: [{ op: 'atFightEnd', then: [{ op: 'heal', n: 1 }] }] }),
  reputation: e({ id: 'reputation', name: 'Reputation', type: 'ACTION', window: null, when: [], ops: [{ op: 'choice', a: [{ op: 'lp', n: 1 }], b: [{ op: 'marshal', n: 1 }], labels: ['lp', 'marshal'] }] }),
  dynamite: e({ id: 'dynamite', name: 'Dynamite', type: 'BONUS', window: 'W.reveal', when: [], ops: [{ op: 'if', cond: 'oppIsFightCard', then: [{ op: 'modOpp', n: 3 }] }] }),
  wallop: e({ id: 'wallop', name: 'Wallop', type: 'BONUS', window: 'W.reveal', when: [], ops: [{ op: 'onWin', then: [{ op: 'if', cond: 'vsPlayer', then: [{ op: 'wound', n: 1, opp: true, why: 'wallop' }] }] }] }),
  instinct: e({ id: 'instinct', name: 'Instinct', type: 'REACTION', window: 'W.placed', when: ['isTarget'], ops: [{ op: 'peekFaceDown' }] }),
  'tin-star': e({ id: 'tin-star', name: 'Tin Star', type: 'BONUS', window: 'W.reveal', when: [], ops: [{ op: 'onWin', then: [{ op: 'if', cond: 'vsBandit', then: [{ op: 'banditReward' }] }] }] }),
  getaway: e({ id: 'getaway', name: 'Getaway', type: 'REACTION', window: 'W.fightEnd', when: [], ops: [{ op: 'move', n: 2 }] }),
  'fools-gold': e({ id: 'fools-gold', name: "Fool's Gold", type: 'REACTION', window: 'W.loseGoods', when: ['goodsAtRisk'], ops: [{ op: 'protectGoods' }] }),
  vamoose: e({ id: 'vamoose', name: 'Vamoose', type: 'REACTION', window: 'W.declared', when: ['isTarget'], ops: [{ op: 'cancelFight' }] }),
  cheat: e({ id: 'cheat', name: 'Cheat', type: 'BONUS', window: null, when: [], ops: [{ op: 'pokerWild' }] }),
  'lady-luck': e({ id: 'lady-luck', name: 'Lady Luck', type: 'BONUS', window: null, when: [], ops: [{ op: 'pokerChoose', n: 3 }] }),
  telegraph: e({ id: 'telegraph', name: 'Telegraph', type: 'ACTION', window: null, when: ['storyCyclable'], param: 'story', ops: [{ op: 'cycleStory' }, { op: 'money', n: 10 }, { op: 'draw', n: 1 }] }),
  alibi: e({ id: 'alibi', name: 'Alibi', type: 'REACTION', window: 'W.sheriff', when: [], ops: [{ op: 'sheriffHome' }] }),
  'turn-the-tables': e({ id: 'turn-the-tables', name: 'Turn the Tables', type: 'BONUS', window: 'W.reveal', when: [], ops: [{ op: 'onWin', then: [{ op: 'if', cond: 'isTarget', then: [{ op: 'lp', n: 1 }] }] }] }),
  'tall-tale': e({ id: 'tall-tale', name: 'Tall Tale', type: 'ACTION', window: null, when: [], ops: [{ op: 'lp', n: 1 }, { op: 'draw', n: 1 }] }),
  'hired-gun': e({ id: 'hired-gun', name: 'Hired Gun', type: 'ACTION', window: null, when: ['banditOnMap'], param: 'hideout', ops: [{ op: 'removeBandit' }, { op: 'banditReward' }] }),
};

/** Which effect each rank carries, for red (hearts, diamonds) and black (clubs, spades) cards. */
export const EFFECT_BY_RANK: Readonly<Record<Rank, readonly [EffectId, EffectId]>> = {
  '2': ['shootout', 'stick-em-up'], '3': ['sprint', 'saddle-up'], '4': ['manhunt', 'pickpocket'],
  '5': ['payday', 'cattle-drive'], '6': ['dodge', 'lucky-strike'], '7': ['bulletproof', 'reputation'],
  '8': ['dynamite', 'wallop'], '9': ['instinct', 'tin-star'], T: ['getaway', 'fools-gold'],
  J: ['vamoose', 'cheat'], Q: ['lady-luck', 'telegraph'], K: ['alibi', 'turn-the-tables'], A: ['tall-tale', 'hired-gun'],
};

/** Each card's effect definition by its index in CARD_IDS (card ids are `<rank><suit>`, CONTENT.md §0). */
const DEF_OF_CARD: readonly CardEffect[] = CARD_IDS.map((c) => CARD_EFFECTS[EFFECT_BY_RANK[c[0] as Rank][c[1] === 'H' || c[1] === 'D' ? 0 : 1]]);

/** The effect definition printed on a poker card (throws on an unknown card id). */
export function effectOfCard(card: string): CardEffect {
  const i = cardIndex(card);
  if (i < 0) throw new Error(`unknown card ${card}`);
  return DEF_OF_CARD[i];
}
