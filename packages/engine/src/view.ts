// Views (R23): what one seat, or a spectator, may know. Built field by field as their own type,
// never by deleting secrets from the state.
import type { CattleId, RanchColour } from './content/cattle.js';
import { cattleColour } from './content/cattle.js';
import type { CharacterId } from './content/characters.js';
import type { DieFace } from './content/dice.js';
import type { ItemId } from './content/items.js';
import type { SpaceId } from './content/map.js';
import type { CardId } from './content/poker-cards.js';
import type { StoryId } from './content/stories.js';
import { goalsView, type GoalsView } from './goals-view.js';
import type { GameOptions } from './options.js';
import { mibView, type MibView } from './mib-view.js';
import { RuleError } from './errors.js';
import { copyOptions, copyPrompt } from './clone.js';
import { fightView, pokerView, viewFrames, type FightView, type PokerView } from './frame-views.js';
import type { ChoiceKind, GameEvent, GameLength, GameState, OwnedItem, Prompt, ScoreLine, Seat, Competitor } from './types.js';

/** Who is looking: a seat or a spectator. */
export type Viewer = Seat | 'spectator';

/** What everyone knows about a player (R23.3). */
export interface PublicPlayer {
  seat: Seat;
  name: string;
  character: CharacterId | null;
  pos: SpaceId | null;
  money: number;
  nuggets: number;
  lp: number;
  wounds: number;
  marshal: number;
  wanted: number;
  handSize: number;
  items: OwnedItem[];
  activeWeapon: ItemId | null;
  activeMount: ItemId | null;
  /** The colour of the carried cattle token (its face stays secret, R23.1). */
  cattle: RanchColour | null;
  legendary: boolean;
}

/** Everything one viewer may know about the game. */
export interface PlayerView {
  viewer: Viewer;
  seq: number;
  length: GameLength;
  /** The table options (`options.ts`). */
  options: GameOptions;
  firstSeat: Seat;
  round: number;
  turnSeat: Seat;
  actionsLeft: number;
  foughtThisTurn: Competitor[];
  /** Where the turn's player stood when the turn began (R4.1; Jailbreak's objective). */
  turnStartedAt: SpaceId | null;
  players: PublicPlayer[];
  /** The viewer's own secrets; null for a spectator. */
  you: { seat: Seat; hand: CardId[]; cattle: CattleId | null; dealt: CharacterId[] } | null;
  sheriff: SpaceId;
  bandits: SpaceId[];
  stories: [StoryId | null, StoryId | null];
  /** Owners of the discs on each face-up story. */
  storyDiscs: [Competitor[], Competitor[]];
  /** Per face-up story: this turn's chance on it is taken, a disc placed or a move offered (1 per card per turn, R14.2). */
  storyContributed: [boolean, boolean];
  storyDeckSizes: [number, number];
  pokerDeckSize: number;
  pokerDiscard: CardId[];
  fightDeckSize: number;
  ranchSizes: { green: number; blue: number };
  store: Record<ItemId, number>;
  prompt: Prompt | null;
  /**
   * The named choice the prompt asks, with what it is about: the other seat (robbery loot, a
   * fight's restart) or, for `moveDisc`, the story slot the moved disc would go on (R14.4).
   */
  choice: { kind: ChoiceKind; about: number | null } | null;
  fight: FightView | null;
  poker: PokerView | null;
  /** The reaction window open now, if any, and the seats it concerns. */
  window: { w: string; seats: Seat[] } | null;
  /** A Mine action in progress: the prospecting dice as they lie (public: `diceRolled`), e.g. for the Prospector's Map reroll. */
  mine: { seat: Seat; faces: [DieFace, DieFace] } | null;
  endTriggeredRound: number | null;
  finished: boolean;
  scores: ScoreLine[] | null;
  winners: Competitor[];
  /** The Man in Black (R20), only in a 2-player game. */
  manInBlack?: MibView;
  /** The Goal variant (R21), only in games with it. */
  goals?: GoalsView;
}

/** The view of the game for one seat or a spectator (R23). */
export function viewFor(s: GameState, viewer: Viewer): PlayerView {
  return unshare(buildView(s, viewer));
}

/**
 * The same view as `viewFor`, built without copying: its players' items, the hand, the bandits,
 * the story discs and the other lists are the state's own arrays. For a search's playouts on a
 * private copy of a state (ismcts), where a view is built at every step and read only; never
 * hand it to anyone who could change it or keep it. Given `into`, a view it returned before for
 * a game with as many players, it refills that object instead of making a new one (a playout
 * builds one view per step, and their allocation was about a tenth of its time).
 */
export function sharedViewFor(s: GameState, viewer: Viewer, into?: PlayerView): PlayerView {
  if (into && into.players.length === s.players.length && into.you !== null && viewer !== 'spectator') {
    checkViewer(s, viewer);
    return refillView(into, s, viewer);
  }
  return buildView(s, viewer);
}

/** Throws ERR_BAD_SEAT unless `viewer` is a seat of this game or 'spectator'. */
function checkViewer(s: GameState, viewer: Viewer): void {
  if (viewer !== 'spectator' && !(Number.isInteger(viewer) && viewer >= 0 && viewer < s.players.length)) {
    throw new RuleError('ERR_BAD_SEAT', 'R23', `There is no seat ${String(viewer)} in this game.`);
  }
}

/**
 * Refills a shared view of this game (sharedViewFor) for `viewer`, field by field: the same
 * fields and values as buildView (a test compares the two at every step of
 * random games). Small records are rewritten in place; the fight and poker views are new.
 */
function refillView(v: PlayerView, s: GameState, viewer: Seat): PlayerView {
  const top = s.stack[s.stack.length - 1];
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat], q = v.players[seat];
    q.seat = seat; q.name = p.name; q.character = p.character; q.pos = p.pos; q.money = p.money; q.nuggets = p.nuggets; q.lp = p.lp;
    q.wounds = p.wounds; q.marshal = p.marshal; q.wanted = p.wanted; q.handSize = p.hand.length;
    if (q.items !== p.items) q.items = p.items; // the same list all through a playout: a store into an old view costs a write barrier
    q.activeWeapon = p.activeWeapon; q.activeMount = p.activeMount;
    q.cattle = p.cattle ? cattleColour(p.cattle) : null; q.legendary = p.legendary;
  }
  const me = s.players[viewer];
  const you = v.you!;
  you.seat = viewer; you.cattle = me.cattle;
  if (you.hand !== me.hand) you.hand = me.hand;
  if (you.dealt !== me.dealt) you.dealt = me.dealt;
  v.viewer = viewer; v.seq = s.seq; v.length = s.setup.options.length; v.options = s.setup.options; v.firstSeat = s.firstSeat;
  v.round = s.turn.round; v.turnSeat = s.turn.seat; v.actionsLeft = s.turn.actionsLeft; v.turnStartedAt = s.turn.startPos;
  if (v.foughtThisTurn !== s.turn.fought) v.foughtThisTurn = s.turn.fought;
  v.sheriff = s.sheriff;
  if (v.bandits !== s.bandits) v.bandits = s.bandits;
  v.stories[0] = s.stories[0]; v.stories[1] = s.stories[1];
  if (v.storyDiscs[0] !== s.storyDiscs[0]) v.storyDiscs[0] = s.storyDiscs[0];
  if (v.storyDiscs[1] !== s.storyDiscs[1]) v.storyDiscs[1] = s.storyDiscs[1];
  v.storyContributed[0] = s.storyContributed[0]; v.storyContributed[1] = s.storyContributed[1];
  v.storyDeckSizes[0] = s.storyDecks[0].length; v.storyDeckSizes[1] = s.storyDecks[1].length;
  v.pokerDeckSize = s.pokerDeck.length; v.fightDeckSize = s.fightDeck.length;
  v.ranchSizes.green = s.ranches.green.length; v.ranchSizes.blue = s.ranches.blue.length;
  if (v.pokerDiscard !== s.pokerDiscard) v.pokerDiscard = s.pokerDiscard;
  if (v.store !== s.store) v.store = s.store;
  v.prompt = s.prompt;
  v.choice = top?.k === 'choice' && s.prompt ? { kind: top.kind, about: top.about } : null;
  const { fight, poker, win, mine } = viewFrames(s);
  v.fight = fight ? fightView(s, fight, viewer) : null;
  v.poker = poker ? pokerView(poker, viewer) : null;
  v.window = win ? { w: win.w, seats: win.seats } : null;
  v.mine = mine ? { seat: mine.seat, faces: [mine.faces[0], mine.faces[1]] } : null;
  v.endTriggeredRound = s.endTriggeredRound; v.finished = s.finished;
  v.scores = s.scores ? s.scores.map((x) => ({ ...x })) : null; if (v.winners !== s.winners) v.winners = s.winners;
  if (s.mib) v.manInBlack = mibView(s)!;
  else if (v.manInBlack) delete v.manInBlack;
  if (s.goals) v.goals = goalsView(s, viewer)!;
  else if (v.goals) delete v.goals;
  return v;
}

/** A view on the state's own lists (sharedViewFor); viewFor copies them (`unshare`). */
function buildView(s: GameState, viewer: Viewer): PlayerView {
  checkViewer(s, viewer);
  const { fight, poker, win, mine } = viewFrames(s);
  const top = s.stack[s.stack.length - 1];
  const me = viewer === 'spectator' ? null : s.players[viewer];
  const players: PublicPlayer[] = new Array(s.players.length);
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat];
    players[seat] = {
      seat, name: p.name, character: p.character, pos: p.pos, money: p.money, nuggets: p.nuggets, lp: p.lp,
      wounds: p.wounds, marshal: p.marshal, wanted: p.wanted, handSize: p.hand.length,
      items: p.items, activeWeapon: p.activeWeapon, activeMount: p.activeMount,
      cattle: p.cattle ? cattleColour(p.cattle) : null, legendary: p.legendary,
    };
  }
  const v: PlayerView = {
    viewer, seq: s.seq, length: s.setup.options.length, options: s.setup.options, firstSeat: s.firstSeat,
    round: s.turn.round, turnSeat: s.turn.seat, actionsLeft: s.turn.actionsLeft, foughtThisTurn: s.turn.fought, turnStartedAt: s.turn.startPos,
    players,
    you: me && viewer !== 'spectator' ? { seat: viewer, hand: me.hand, cattle: me.cattle, dealt: me.dealt } : null,
    sheriff: s.sheriff, bandits: s.bandits, stories: [s.stories[0], s.stories[1]], storyDiscs: [s.storyDiscs[0], s.storyDiscs[1]],
    storyContributed: [s.storyContributed[0], s.storyContributed[1]], storyDeckSizes: [s.storyDecks[0].length, s.storyDecks[1].length],
    pokerDeckSize: s.pokerDeck.length, pokerDiscard: s.pokerDiscard, fightDeckSize: s.fightDeck.length,
    ranchSizes: { green: s.ranches.green.length, blue: s.ranches.blue.length }, store: s.store,
    prompt: s.prompt,
    choice: top?.k === 'choice' && s.prompt ? { kind: top.kind, about: top.about } : null,
    fight: fight ? fightView(s, fight, viewer) : null,
    poker: poker ? pokerView(poker, viewer) : null,
    window: win ? { w: win.w, seats: win.seats } : null,
    mine: mine ? { seat: mine.seat, faces: [mine.faces[0], mine.faces[1]] } : null,
    endTriggeredRound: s.endTriggeredRound, finished: s.finished,
    scores: s.scores ? s.scores.map((x) => ({ ...x })) : null, winners: s.winners,
  };
  if (s.mib) v.manInBlack = mibView(s)!;
  if (s.goals) v.goals = goalsView(s, viewer)!;
  return v;
}

/** Replaces each list and record a built view shares with the state by a copy of its own (viewFor: a view the caller may keep and change). */
function unshare(v: PlayerView): PlayerView {
  for (const q of v.players) q.items = q.items.map((i) => ({ id: i.id, upgraded: i.upgraded }));
  v.options = copyOptions(v.options);
  v.foughtThisTurn = v.foughtThisTurn.slice();
  if (v.you) { v.you.hand = v.you.hand.slice(); v.you.dealt = v.you.dealt.slice(); }
  v.bandits = v.bandits.slice();
  v.storyDiscs = [v.storyDiscs[0].slice(), v.storyDiscs[1].slice()];
  v.pokerDiscard = v.pokerDiscard.slice();
  v.store = { ...v.store };
  if (v.prompt) v.prompt = copyPrompt(v.prompt);
  if (v.window) v.window.seats = v.window.seats.slice();
  v.winners = v.winners.slice();
  return v;
}

/** An event as a viewer may see it: the secret part only for the seats it names (R23). */
export function redactEvent(e: GameEvent, viewer: Viewer): GameEvent {
  if (!e.secret) return e;
  const { secret, ...rest } = e;
  if (viewer !== 'spectator' && secret.to.includes(viewer)) return { ...rest, data: { ...rest.data, ...secret.data } };
  return rest;
}
