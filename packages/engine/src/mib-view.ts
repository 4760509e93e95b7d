// What everyone knows about the Man in Black (R23.3): his LP, position, fixed amounts, discs and
// the cards revealed since his last reshuffle. The order of his face-down cards stays secret (R23.2).
import { MIB_MONEY, MIB_NUGGETS, type MibCardId } from './content/mib-cards.js';
import type { SpaceId } from './content/map.js';
import type { GameState } from './types.js';

/** The Man in Black as every viewer sees him. */
export interface MibView {
  lp: number;
  pos: SpaceId;
  money: number;
  nuggets: number;
  /** His current (or last) revealed action card, null before his first turn. */
  card: MibCardId | null;
  /** Cards revealed since the last reshuffle, in order. */
  revealed: MibCardId[];
  /** Face-down cards left before he reshuffles all 10. */
  deckSize: number;
  /** His story discs still in his supply. */
  discsLeft: number;
  /** True while he takes his turn (after the last seat of the round). */
  acting: boolean;
}

/** His public state, or null when he is not in the game. */
export function mibView(s: GameState): MibView | null {
  const m = s.mib;
  if (!m) return null;
  const onCards = s.storyDiscs[0].filter((x) => x === 'mib').length + s.storyDiscs[1].filter((x) => x === 'mib').length;
  return {
    lp: m.lp, pos: m.pos, money: MIB_MONEY, nuggets: MIB_NUGGETS, card: m.revealed[m.revealed.length - 1] ?? null,
    revealed: [...m.revealed], deckSize: m.deck.length, discsLeft: 2 - onCards, acting: s.stack.some((f) => f.k === 'mibTurn'),
  };
}
