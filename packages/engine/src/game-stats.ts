// A game's statistics per seat, read from its events: where each player's LP came from (the
// `why` of every `lpGained` event, by category) and a few counts a player recognises (gold mined
// and deposited, fights won and lost, bandits, poker hands won, cattle delivered, story discs), and
// the Man in Black's LP in a 2-player game.
// The end screen shows them; `wl simulate` sums the LP sources. Pure: events in, numbers out.
import { applyAction, startGame, type LoggedAction } from './api.js';
import { EFFECT_IDS } from './content/card-effects.js';
import { CHARACTER_IDS } from './content/characters.js';
import { RuleError } from './errors.js';
import type { GameEvent, Setup } from './types.js';

/** The categories of LP sources, in the order the end screen lists them. */
export const LP_SOURCES = ['gold', 'fights', 'poker', 'revels', 'stories', 'cattle', 'marshal', 'wanted', 'cards', 'other'] as const;
/** A category of LP source. */
export type LpSource = (typeof LP_SOURCES)[number];

/** The engine's reasons (`lpGained` data.why) of each category other than cards and abilities, which are the card effects' and the characters' ids. */
const SOURCE_OF: Readonly<Record<string, LpSource>> = {
  deposit: 'gold',
  duel: 'fights', bandit: 'fights', arrest: 'fights', rob: 'fights', fight: 'fights', heist: 'fights', manInBlack: 'fights',
  sheriff: 'fights', shotgun: 'fights', wallop: 'fights', lostFight: 'fights',
  poker: 'poker', 'ten-gallon': 'poker',
  revel: 'revels',
  story: 'stories',
  cattle: 'cattle',
  marshalTrack: 'marshal', marshalBeyond9: 'marshal',
  wantedRow: 'wanted', wantedTrack: 'wanted', wantedBeyond9: 'wanted',
};
const CARDS = new Set<string>([...EFFECT_IDS, ...CHARACTER_IDS]);

/** The category of an `lpGained` event's reason: a fight card's reward (`fightCard:…`) is a fight's; a card effect or a character's ability is 'cards'. */
export function lpSourceOf(why: string): LpSource {
  const known = SOURCE_OF[why];
  if (known) return known;
  if (why.startsWith('fightCard')) return 'fights';
  return CARDS.has(why) ? 'cards' : 'other';
}

/** What one seat did over a game. */
export interface SeatStats {
  /** LP gained, by category (LP_SOURCES), and by the engine's own reason. */
  lp: Record<LpSource, number>;
  lpBy: Record<string, number>;
  /** LP lost (R2.9): the track's LP is what was gained less this. */
  lpLost: number;
  nuggetsMined: number;
  nuggetsDeposited: number;
  fightsWon: number;
  fightsLost: number;
  banditsDefeated: number;
  pokerWon: number;
  cattleDelivered: number;
  /** Discs placed on story cards (R14.2). */
  storyDiscs: number;
  moneyGained: number;
  /** The LP on the track at the end of each round (`roundEnded`), round 1 first: the race over the game. */
  lpByRound: number[];
}

/** The counts of SeatStats, in the order tables list them. */
export const STAT_COUNTS = ['nuggetsMined', 'nuggetsDeposited', 'fightsWon', 'fightsLost', 'banditsDefeated', 'pokerWon', 'cattleDelivered', 'storyDiscs', 'moneyGained'] as const;

/** The Man in Black's part (R20): his LP on the track, by the engine's reason (`manInBlackLp` data.why), and at the end of each round. */
export interface MibStats { lp: number; lpBy: Record<string, number>; lpByRound: number[] }

/** A game's statistics: each seat's, and the Man in Black's in a 2-player game (else null). */
export interface GameStats { seats: SeatStats[]; mib: MibStats | null }

/** Statistics of `seats` seats (and the Man in Black when `mib`) before anything happened. */
export function emptyStats(seats: number, mib = false): GameStats {
  return {
    seats: Array.from({ length: seats }, () => ({
      lp: Object.fromEntries(LP_SOURCES.map((k) => [k, 0])) as Record<LpSource, number>, lpBy: {}, lpLost: 0,
      nuggetsMined: 0, nuggetsDeposited: 0, fightsWon: 0, fightsLost: 0, banditsDefeated: 0, pokerWon: 0, cattleDelivered: 0, storyDiscs: 0, moneyGained: 0, lpByRound: [],
    })),
    mib: mib ? { lp: 0, lpBy: {}, lpByRound: [] } : null,
  };
}

const amount = (e: GameEvent): number => Number(e.data?.amount ?? 0);

/** Adds an LP event's amount to `by` under its reason; returns the reason. */
function tally(by: Record<string, number>, e: GameEvent): string {
  const why = String(e.data?.why ?? 'other');
  by[why] = (by[why] ?? 0) + amount(e);
  return why;
}

/** The LP a seat's statistics put on its track: everything gained less what was lost. */
export function trackLpOf(x: SeatStats): number {
  let n = -x.lpLost;
  for (const k of LP_SOURCES) n += x.lp[k];
  return n;
}

/** Adds what `events` tell to `g` (in place): a seat's to its statistics, the Man in Black's LP to his (when `g.mib`); events of no seat add nothing. */
export function addStats(g: GameStats, events: readonly GameEvent[]): void {
  const stats = g.seats, mib = g.mib;
  const of = (seat: unknown): SeatStats | undefined => (typeof seat === 'number' ? stats[seat] : undefined);
  for (const e of events) {
    const p = of(e.seat);
    switch (e.type) {
      case 'lpGained': {
        if (p) p.lp[lpSourceOf(tally(p.lpBy, e))] += amount(e);
        break;
      }
      case 'lpLost': if (p) p.lpLost += amount(e); break;
      case 'nuggetsGained': if (p && e.data?.why === 'mine') p.nuggetsMined += amount(e); break;
      case 'nuggetsDeposited': if (p) p.nuggetsDeposited += Number(e.data?.nuggets ?? 0); break;
      case 'moneyGained': if (p) p.moneyGained += amount(e); break;
      case 'fightResolved': {
        const w = of(e.data?.winner), l = of(e.data?.loser);
        if (w) w.fightsWon++;
        if (l) l.fightsLost++;
        break;
      }
      case 'banditDefeated': if (p) p.banditsDefeated++; break;
      case 'pokerPlayed': for (const w of (e.data?.winners as unknown[] | undefined) ?? []) { const x = of(w); if (x) x.pokerWon++; } break;
      case 'cattleDelivered': if (p) p.cattleDelivered++; break;
      case 'storyContributed': if (p) p.storyDiscs++; break;
      case 'manInBlackLp': {
        if (mib) { tally(mib.lpBy, e); mib.lp += amount(e); }
        break;
      }
      case 'roundEnded':
        for (const x of stats) x.lpByRound.push(trackLpOf(x));
        mib?.lpByRound.push(mib.lp);
        break;
    }
  }
}

/** The statistics of a whole game: its setup's deal and its actions replayed (a RuleError names the first action that does not apply). */
export function statsOfGame(setup: Setup, actions: readonly LoggedAction[]): GameStats {
  let { state, events } = startGame(setup);
  const stats = emptyStats(state.players.length, !!state.mib);
  addStats(stats, events);
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(state, actions[i].seat, actions[i].action);
    if (!r.ok) throw new RuleError(r.error.code, r.error.rule, `action ${i}: ${r.error.message}`);
    ({ state, events } = r);
    addStats(stats, events);
  }
  return stats;
}
