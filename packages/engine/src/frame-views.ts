// What a view (view.ts) shows of the frames on the stack: a fight and a game of poker as one seat
// sees them (R23.2, R23.4, R8.6), and the frames a view reads, found in one pass over the stack.
import type { CardId } from './content/poker-cards.js';
import type { FightCardId } from './content/fight-cards.js';
import type { SpaceId } from './content/map.js';
import { fightValues } from './fight-results.js';
import { pokerPot } from './poker.js';
import { mibFightValues } from './mib-fight.js';
import type { FightFrame, FightKind, GameState, MineFrame, PokerFrame, Seat, WindowFrame } from './types.js';
import type { Viewer } from './view.js';

/** A fight as a seat sees it: face-down cards and NPC cards only for those allowed (R23.2, R23.4). */
export interface FightView {
  kind: FightKind;
  attacker: Seat;
  target: Seat | null;
  hideout: SpaceId | null;
  step: FightFrame['step'];
  chooser: Seat | null;
  drawnCount: number;
  /** The NPC's drawn fight cards: only for the chooser before the reveal. */
  drawn: FightCardId[] | null;
  npcCard: FightCardId | null;
  attackerPlaced: boolean;
  attackerCard: CardId | null;
  targetPlaced: boolean;
  targetCard: CardId | null;
  revealed: boolean;
  fled: boolean;
  /** The values after modifiers once the cards are revealed: as they stand until the result (reactions may change them), then final. */
  attackerValue: number | null;
  targetValue: number | null;
  winner: 'attacker' | 'target' | null;
  /** Cards the viewer was shown from another hand (or a face-down card, Instinct) during this fight. */
  peeked: { of: Seat; cards: CardId[] }[];
  /** Seats holding a "win ties" effect. */
  winTies: Seat[];
  cancelled: boolean;
  /** A fight with the Man in Black: his side (`attacker` is then the player, `npcCard` his card). */
  manInBlack?: 'attacker' | 'target';
}

/** A game of poker as a seat sees it: chosen cards stay secret until the showdown (R8.6). */
export interface PokerView {
  seat: Seat;
  at: SpaceId;
  invited: Seat[];
  answered: number;
  participants: Seat[];
  dealer: Seat | null;
  dealerCards: number;
  /** What the winner takes: the house's $50 plus every participant's ante (R8.4). */
  pot: number;
  flop: CardId[];
  chosenCounts: number[];
  /** The viewer's own chosen cards. */
  yourChosen: CardId[];
  done: Seat[];
}

/** A fight as `viewer` sees it. */
export function fightView(s: GameState, f: FightFrame, viewer: Viewer): FightView {
  // Before the result the frame holds no values yet: they are worked out from the public cards and modifiers.
  const values = !f.revealed ? null : f.winner !== null ? { attacker: f.attackerValue, target: f.targetValue } : f.mib ? mibFightValues(s, f) : fightValues(s, f);
  const sees = (seat: Seat | null, blind: boolean) => f.revealed || (!blind && viewer === seat);
  const chooser = viewer === f.chooser && !f.revealed;
  return {
    kind: f.kind, attacker: f.attacker, target: f.target, hideout: f.hideout, step: f.step, chooser: f.chooser,
    drawnCount: f.drawn.length,
    drawn: chooser ? [...f.drawn] : null,
    npcCard: f.revealed || chooser || (f.mibPeeked && viewer === f.attacker) ? f.npcCard : null,
    attackerPlaced: f.attackerCard !== null,
    attackerCard: sees(f.attacker, f.blind) || f.peeks.some((p) => p.faceDown && p.seat === viewer) ? f.attackerCard : null,
    targetPlaced: f.targetCard !== null,
    targetCard: sees(f.target, false) ? f.targetCard : null,
    revealed: f.revealed, fled: f.fled,
    attackerValue: values && values.attacker,
    targetValue: values && values.target,
    winner: f.winner,
    peeked: f.peeks.filter((p) => p.seat === viewer).map((p) => ({ of: p.of, cards: [...p.cards] })),
    winTies: [...f.winTies],
    cancelled: f.cancelled,
    ...(f.mib ? { manInBlack: f.mib } : {}),
  };
}

/** A game of poker as `viewer` sees it. */
export function pokerView(f: PokerFrame, viewer: Viewer): PokerView {
  return {
    seat: f.seat, at: f.at, invited: [...f.invited], answered: f.answered, participants: [...f.participants], dealer: f.dealer,
    dealerCards: f.dealerHand.length, pot: pokerPot(f.participants.length), flop: [...f.flop], chosenCounts: f.chosen.map((c) => c.length),
    yourChosen: viewer === 'spectator' ? [] : [...f.chosen[viewer]], done: [...f.done],
  };
}

/** The frames a view shows: the nearest of each kind from the top of the stack (stack.ts `nearest`), found in one pass. */
export function viewFrames(s: GameState): { fight?: FightFrame; poker?: PokerFrame; win?: WindowFrame; mine?: MineFrame } {
  let fight: FightFrame | undefined, poker: PokerFrame | undefined, win: WindowFrame | undefined, mine: MineFrame | undefined;
  const stack = s.stack;
  for (let i = stack.length - 1; i >= 0; i--) {
    const f = stack[i];
    const k = f.k; // read once: frames are of many shapes
    if (k === 'fight') fight ??= f;
    else if (k === 'poker') poker ??= f;
    else if (k === 'window') win ??= f;
    else if (k === 'mine') mine ??= f;
  }
  return { fight, poker, win, mine };
}
