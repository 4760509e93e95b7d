import type { EffectId, Op, WindowId } from './content/card-effects.js';
import type { CattleId } from './content/cattle.js';
import type { CharacterId } from './content/characters.js';
import type { DieFace } from './content/dice.js';
import type { FightCardId } from './content/fight-cards.js';
import type { GoalId, TokenValue } from './content/goals.js';
import type { ItemId } from './content/items.js';
import type { MibCardId } from './content/mib-cards.js';
import type { SpaceId } from './content/map.js';
import type { CardId } from './content/poker-cards.js';
import type { StoryId } from './content/stories.js';
import type { RngState } from './rng.js';
import type { GameOptions } from './options.js';

/** A seat index, 0-based, in clockwise order. */
export type Seat = number;
/** A competitor: a seat, or the Man in Black ('mib') in a 2-player game (R20). */
export type Competitor = Seat | 'mib';
/** A per-seat array. */
export type BySeat<T> = T[];
/** The game lengths of R3.1. */
export type GameLength = 15 | 20 | 25;

/** What a table asks for: plain data, validated by `createGame` (R3). */
export interface Setup {
  /** 2 to 6 players (2 with the Man in Black); `character` is required when `characters` is 'choose'. */
  players: { name?: string; character?: CharacterId }[];
  /** Shorthand for `options.characters`. */
  characters?: 'choose' | 'deal';
  /** Shorthand for `options.length`. */
  length?: GameLength;
  /** The table options (`options.ts`); missing ones take their defaults. */
  options?: Partial<GameOptions>;
  /** The seed of every random draw of the game. */
  seed: number | string;
}

/** An owned item card, on its base or upgraded side. */
export interface OwnedItem { id: ItemId; upgraded: boolean }

/** Everything about one player. */
export interface PlayerState {
  name: string;
  character: CharacterId | null;
  /** Characters dealt for 2-keep-1, until one is kept (secret). */
  dealt: CharacterId[];
  pos: SpaceId | null;
  money: number;
  nuggets: number;
  lp: number;
  wounds: number;
  marshal: number;
  wanted: number;
  hand: CardId[];
  items: OwnedItem[];
  activeWeapon: ItemId | null;
  activeMount: ItemId | null;
  cattle: CattleId | null;
  /** Unlocked the first time LP reach 5 (R18.2): the Legendary ability works from then on (abilities.ts). */
  legendary: boolean;
}

/** One turn's bookkeeping. */
export interface TurnState {
  seat: Seat;
  round: number;
  actionsLeft: number;
  /** Seats this player has declared a fight against this turn (R9.1). */
  fought: Competitor[];
  heisted: boolean;
  /** Items bought this turn (R4.5). */
  bought: ItemId[];
  /** Where the player's mini was at the start of the turn (R4.1, story objectives). */
  startPos: SpaceId | null;
  /** Wyatt Earp's extra action was already gained this turn (R18, CONTENT.md §6). */
  earpBonus?: boolean;
}

/** Kinds of fight (the `fightResolved` event kinds). */
export type FightKind = 'duel' | 'rob' | 'arrest' | 'bandit' | 'guard' | 'sheriff';
/** The player-fight kinds a player may declare (R9.1). */
export type PlayerFightKind = 'duel' | 'rob' | 'arrest';

/** The steps of a fight, in order (R9, R10). */
export type FightStep =
  | 'declared' | 'startFight' | 'sheriffWindow' | 'sheriffDiscard' | 'draw' | 'npcChoose' | 'attackerPlace' | 'placed'
  | 'targetRespond' | 'reveal' | 'react' | 'restart' | 'cardEffect' | 'result' | 'end' | 'fightEnd' | 'closed';

/** A fight in progress. In an NPC fight `attacker` is the fighter and `target` is null. */
export interface FightFrame {
  k: 'fight';
  kind: FightKind;
  attacker: Seat;
  target: Seat | null;
  step: FightStep;
  /** Where an NPC fight's bandit stands. */
  hideout: SpaceId | null;
  /** The seat that chooses the NPC's card (R10.1). */
  chooser: Seat | null;
  drawn: FightCardId[];
  npcCard: FightCardId | null;
  attackerCard: CardId | null;
  /** The attacker's card came from the top of the deck, unseen (R10.2). */
  blind: boolean;
  targetCard: CardId | null;
  revealed: boolean;
  fled: boolean;
  attackerValue: number;
  targetValue: number;
  winner: 'attacker' | 'target' | null;
  /** Cards a seat was shown by a start-of-fight effect (Rifle, R23.4). */
  peeks: { seat: Seat; of: Seat; cards: CardId[]; faceDown?: boolean }[];
  /** F5 and F9 forbid the bandit reward's Marshal point (R13.3). */
  noMarshal: boolean;
  /** How much the attacker's / the target's (or NPC's) card is lowered (R9.5, modOpp). */
  modOnAttacker: number;
  modOnTarget: number;
  /** Seats holding a "win ties" effect in this fight (CONTENT.md §0 tie precedence). */
  winTies: Seat[];
  /** The fighters Legendary at the reveal: only their value abilities apply, even if the fight makes another Legendary (R10.3, R18.2). */
  legends: Seat[];
  /** Effects waiting for the result (onWin) or the end of the fight (atFightEnd). */
  onWin: { seat: Seat; effect: EffectId; card: CardId | null; ops: Op[] }[];
  atEnd: { seat: Seat; effect: EffectId; card: CardId | null; ops: Op[] }[];
  /** Vamoose or Alibi ended the fight with no result. */
  cancelled: boolean;
  /** A fight with the Man in Black (mib-fight.ts): his side; `attacker` is then always the player and `target` null. */
  mib?: 'attacker' | 'target';
  /** The player looked at his face-down fight card (Instinct). */
  mibPeeked?: true;
}

/** The movement of one Move action (or card move) in progress (R5.8). */
export interface MoveFrame {
  k: 'move';
  seat: Seat;
  /** Never changed once made (a Sprint replaces it): the walk's moved event holds it. */
  path: readonly SpaceId[];
  step: 'walk' | 'moveEnd' | 'moveWindow' | 'deliver' | 'whiskey' | 'done';
  /** The move ended on a bandit and its fight happened (no extension, R5.8). */
  banditStop: boolean;
  /** A Move action (R5) or a card move (R5.9: no W.moveEnd, no Whiskey). */
  kind: 'action' | 'card';
  /** A Sprint was played on this move (at most one, CONTENT.md §0 W.moveEnd). */
  sprinted: boolean;
  /** Mesa crossings on the route (Bloody Knife, CONTENT.md §6). */
  crossings?: number;
}

/** Where an effect came from and what it was aimed at. */
export interface EffectSource {
  effect: EffectId | null;
  card: CardId | null;
  target: Competitor | null;
  hideout: SpaceId | null;
  story: 0 | 1 | null;
  /** Stack index of the fight the effect belongs to. */
  fightAt: number | null;
}

/** Operations the engine itself sequences, beside the card vocabulary. */
export type EngineOp =
  | { op: 'discard'; n: number; to?: Seat; why: DiscardFrame['why'] }
  | { op: 'discardRandom'; n: number; to?: Seat }
  | { op: 'pay'; n: number; to?: Seat }
  | { op: 'arrest'; to: Seat; by: Seat | 'sheriff' }
  | { op: 'ask'; kind: ChoiceKind; options: ChoiceOption[]; to: Seat; about: Seat | null }
  | { op: 'robLoot'; to: Seat; victim: Seat }
  | { op: 'robCattle'; to: Seat; victim: Seat }
  | { op: 'fightCardEffect'; to: Seat }
  | { op: 'storyStart'; slot: 0 | 1 }
  | { op: 'storyBandits'; slot: 0 | 1 }
  | { op: 'storyEnd'; slot: 0 | 1 }
  | { op: 'winEffects' }
  | { op: 'discardPlayed'; card: CardId }
  | { op: 'mib'; act: 'lp' | 'sheriff' | 'robbed'; n: number; to?: Seat; why?: string };

/** A sequence of operations run one by one; an operation may push frames, and the rest waits. */
export interface OpsFrame { k: 'ops'; seat: Seat; ops: (Op | EngineOp)[]; src: EffectSource; announce: boolean }

/** A reaction window (R17.5): concerned seats in order, asked in turn until all pass in succession. */
export interface WindowFrame { k: 'window'; w: WindowId; seats: Seat[]; next: number; passes: number; src: EffectSource }

/** Wounds about to be taken, after the W.wound window (R2.6, Dodge). */
export interface WoundFrame { k: 'wound'; seat: Seat; n: number; uncancellable: boolean; why: string; stage: 'window' | 'apply' }

/** Money and nuggets about to be lost, after the W.loseGoods window (Fool's Gold); `to` receives them. */
export interface LoseGoodsFrame { k: 'loseGoods'; seat: Seat; money: number; nuggets: number; to: Seat | null; why: string; stage: 'window' | 'apply'; protected: boolean }

/** A game of poker at a Saloon (R8). */
export interface PokerFrame {
  k: 'poker';
  seat: Seat;
  at: SpaceId;
  town: 'darkrock' | 'red-falls';
  step: 'invite' | 'deal' | 'choose' | 'showdown';
  /** Players asked to join, in seat order from the active player, and who has answered. */
  invited: Seat[];
  answered: number;
  participants: Seat[];
  dealer: Seat | null;
  dealerHand: CardId[];
  flop: CardId[];
  /** Cards chosen by each participant, secret until the showdown (by seat). */
  chosen: CardId[][];
  /** Participants who have finished choosing. */
  done: Seat[];
}

/** A destination choice for a card move, a move extension or a free Move action (Saddle Up). */
export interface StepFrame { k: 'step'; seat: Seat; n: number; mode: 'card' | 'extend' | 'free'; left: number; src: EffectSource; ability?: CharacterId }

/** A Sheriff move chosen by `seat`, up to `steps` spaces (R12.1). */
export interface SheriffMoveFrame { k: 'sheriffMove'; seat: Seat; steps: number }

/** A purchase session at the General Store (R6.1). */
export interface ShopFrame { k: 'shop'; seat: Seat; at: SpaceId }

/** A Mine action's dice, before collection (CONTENT.md §1). */
export interface MineFrame { k: 'mine'; seat: Seat; faces: [DieFace, DieFace]; money: number; at: SpaceId; mapDone: boolean }

/** The named options of small choices. */
export type ChoiceOption =
  | 'lp' | 'marshal' | 'wanted' | 'wound' | 'discardRandom' | 'discardCard' | 'pay'
  | 'money' | 'nuggets' | 'take' | 'leave' | 'deliver' | 'keep' | 'restart' | 'reroll1' | 'reroll2' | 'join' | 'decline' | 'moveDisc' | 'card' | 'rifle' | 'annie';
/** Kinds of small choice, each with its handler in `choices.ts`. */
export type ChoiceKind = 'moveDisc' | 'banditReward' | 'pointReward' | 'woundOrDiscard' | 'discardOrPay' | 'robLoot' | 'robCattle' | 'deliver' | 'restartFight' | 'prospectorsMap' | 'effectChoice' | 'mibLoot';

/** A small choice owed by `seat` among named options. */
export interface ChoiceFrame { k: 'choice'; seat: Seat; kind: ChoiceKind; options: ChoiceOption[]; about: Seat | null; branches?: Partial<Record<ChoiceOption, Op[]>>; src?: EffectSource }

/** Discards owed by `seat`, one card at a time. */
export interface DiscardFrame { k: 'discard'; seat: Seat; count: number; why: 'handLimit' | 'fightCard' | 'sheriff' }

/** A choice of another seat (Whiskey's target, the Wanted player the Sheriff fights). */
export interface PickSeatFrame { k: 'pickSeat'; seat: Seat; why: 'whiskey' | 'sheriffTarget'; options: Seat[]; canPass: boolean; at: SpaceId }

/** Setup decisions: keeping a dealt character, choosing a start space (R3.2, R3.4). */
export interface SetupFrame { k: 'keepCharacter' | 'startSpace'; order: Seat[]; index: number }

/**
 * A decision or a pending step of a Legendary ability (R18, src/abilities.ts): Annie Oakley's
 * victim, Y. B. Rowdy's discard, Billy the Kid's victim and loot, Wild Bill's kept card, and the
 * start-of-fight effects of one seat (R9.3: asked which first when it has both), or its Rifle put after Annie's.
 */
export interface AbilityFrame {
  k: 'ability';
  /** The seat that owes the decision (or whose start-of-fight effects run). */
  seat: Seat;
  stage: 'startOfFight' | 'rifle' | 'annie' | 'rowdy' | 'billyPick' | 'billyTake' | 'wildBill';
  /** The ability's owner (for Annie Oakley's victim, Annie). */
  owner: Seat;
  /** The other seat concerned: Annie's opponent, Billy's victim. */
  about: Seat | null;
  /** Seats to pick from (Billy the Kid). */
  options: Seat[];
  /** Wild Bill's chosen cards (public since the showdown). */
  cards: CardId[];
  /** Billy the Kid may also pick the Man in Black (CONTENT.md §10). */
  mib?: true;
}

/** Legendary tokens drawn for a completed goal, until `keep` of `held` are kept (CONTENT.md §9); `held` is null before the draw. */
export interface TokensFrame { k: 'tokens'; seat: Seat; keep: number; held: TokenValue[] | null }

/** The active player's turn, step by step (R4). */
export interface TurnFrame { k: 'turn'; step: 'start' | 'benefit' | 'items' | 'actions' | 'stories' | 'handLimit' | 'wanted' | 'next' | 'mib' }

/** The Man in Black's turn at the end of a round (CONTENT.md §10, mib.ts). */
export interface MibTurnFrame { k: 'mibTurn'; step: 'reveal' | 'resolve' | 'stories' | 'end'; card: MibCardId | null }

/** One entry of the decision stack (DESIGN.md: nested interrupts are a stack of prompts). */
export type Frame = TurnFrame | MibTurnFrame | SetupFrame | MoveFrame | FightFrame | ShopFrame | MineFrame | ChoiceFrame | DiscardFrame | PickSeatFrame
  | SheriffMoveFrame | OpsFrame | WindowFrame | WoundFrame | LoseGoodsFrame | StepFrame | PokerFrame | AbilityFrame | TokensFrame;

/** The pending decision: who owes it, what kind, and the rule behind it. */
export interface Prompt { seat: Seat; kind: string; rule: string }

/** Final scoring of one player (R19.2). */
export interface ScoreLine {
  seat: Competitor;
  trackLp: number;
  items: number;
  money: number;
  wounds: number;
  marshal: number;
  wanted: number;
  /** Kept Legendary tokens (Goal variant only, R19.2). */
  tokens?: number;
  total: number;
}

/** The Goal variant's state (R21, CONTENT.md §9); absent from games without it. */
export interface GoalsState {
  /** Per seat: kept goals not yet completed, secret to all but their owner (R23.1). */
  secret: BySeat<GoalId[]>;
  /** Per seat: the goal discarded unseen at setup, secret to all (R21.1). */
  discarded: BySeat<GoalId | null>;
  /** Per seat: completed goals, revealed, in order (R23.3). */
  done: BySeat<GoalId[]>;
  /** Per seat: goals of the character whose condition held without completing them: the discarded one, now deducible. */
  missed: BySeat<GoalId[]>;
  /** Per seat: progress of the character's C and T goals (counts, or keys of distinct events), public. */
  progress: BySeat<Partial<Record<GoalId, number | string[]>>>;
  /** The face-down supply of Legendary tokens; its order is secret (R23.2). */
  supply: TokenValue[];
  /** Per seat: kept Legendary tokens, public (R23.3). */
  tokens: BySeat<TokenValue[]>;
}

/** The Man in Black's state (R20, CONTENT.md §10); his $120 and 4 nuggets never change, so they are constants. */
export interface MibState {
  lp: number;
  pos: SpaceId;
  /** His face-down action cards, top first (secret order, R23.2). */
  deck: MibCardId[];
  /** Cards revealed since the last reshuffle, in order (public); the last one is his current card. */
  revealed: MibCardId[];
}

/** The whole game: plain JSON data, the RNG included. */
export interface GameState {
  v: 1;
  setup: { players: { name: string }[]; seed: number | string; options: GameOptions };
  rng: RngState;
  players: BySeat<PlayerState>;
  firstSeat: Seat;
  turn: TurnState;
  sheriff: SpaceId;
  /** Hideouts that hold a bandit. */
  bandits: SpaceId[];
  pokerDeck: CardId[];
  pokerDiscard: CardId[];
  fightDeck: FightCardId[];
  /** The ranches' tokens, top first. Like the story decks and the box, replaced when they change, never changed in place: copies of a state share them (clone.ts). */
  ranches: { green: readonly CattleId[]; blue: readonly CattleId[] };
  /** Copies left in the store. */
  store: Record<ItemId, number>;
  /** The story decks, top first (replaced, never changed in place). */
  storyDecks: [readonly StoryId[], readonly StoryId[]];
  stories: [StoryId | null, StoryId | null];
  /** Owners of the discs on each face-up story (R14.2). */
  storyDiscs: [Competitor[], Competitor[]];
  /** Whether a disc went on each face-up story this turn (1 per card per turn, R14.2). */
  storyContributed: [boolean, boolean];
  /** Stories completed this turn, in order, with the completing player (R14.5). */
  storyCompleted: { slot: 0 | 1; by: Competitor }[];
  /** Characters not in play (the box; replaced, never changed in place). */
  box: readonly CharacterId[];
  stack: Frame[];
  prompt: Prompt | null;
  /** Round in which the end was triggered (R19.1). */
  endTriggeredRound: number | null;
  finished: boolean;
  scores: ScoreLine[] | null;
  winners: Competitor[];
  /** The Man in Black, only in a 2-player game (R20); absent otherwise. */
  mib?: MibState;
  /** Number of actions applied, for logs and stale-state checks. */
  seq: number;
  /** The Goal variant (R21); absent otherwise. */
  goals?: GoalsState;
}

/** Every action a seat can take: the engine's only input (DESIGN.md). */
export type Action =
  | { type: 'keepCharacter'; character: CharacterId }
  | { type: 'chooseStartSpace'; space: SpaceId }
  | { type: 'takeBenefit'; benefit: 'money' | 'cards' | 'mixed' }
  | { type: 'chooseActive'; weapon: ItemId | null; mount: ItemId | null }
  | { type: 'move'; to: SpaceId; crossings?: number }
  | { type: 'fight'; target: Competitor; kind: PlayerFightKind }
  | { type: 'buy'; item: ItemId; activate: boolean }
  | { type: 'upgrade'; item: ItemId }
  | { type: 'finishShopping' }
  | { type: 'prospect' }
  | { type: 'deposit'; nuggets: number }
  | { type: 'heist' }
  | { type: 'takeCattle' }
  | { type: 'revel'; lp: number }
  | { type: 'heal' }
  | { type: 'work' }
  | { type: 'useItem'; item: 'provisions' }
  | { type: 'playCard'; card: CardId }
  | { type: 'flee' }
  | { type: 'chooseFightCard'; card: FightCardId }
  | { type: 'discard'; card: CardId }
  | { type: 'choose'; option: ChoiceOption }
  | { type: 'target'; seat: Competitor }
  | { type: 'pass' }
  | { type: 'moveSheriff'; to: SpaceId }
  | { type: 'playAction'; card: CardId; target?: Competitor; hideout?: SpaceId; story?: 0 | 1 }
  | { type: 'playReaction'; card: CardId }
  | { type: 'poker' }
  | { type: 'finishChoosing' }
  | { type: 'keepTokens'; ones: number; twos: number; threes: number };

/** The type names of actions. */
export type ActionType = Action['type'];

/** Something that happened: past-tense, with an optional secret part shown only to some seats. */
export interface GameEvent {
  type: string;
  kind?: string;
  seat?: Seat;
  data?: Record<string, unknown>;
  /** Shown only to `to`; everyone else gets the event without it (R23). */
  secret?: { to: Seat[]; data: Record<string, unknown> };
}
