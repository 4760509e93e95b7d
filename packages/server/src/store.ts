// The MatchStore: tables, seats and one append-only log per match. The log is the source of
// truth (DESIGN.md): a match is its setup plus its entries, and is rebuilt by replaying them.
import { isCharacterId, type Action, type CharacterId, type Seat, type Setup } from '@wl/engine';
import type { TableOptions } from './options.js';

/** Why a seat was handed to a bot for a while: its turn timer ran out, it left a timed table, or another player asked (`by`) after it had been gone a while. */
export type AutoplayReason = 'timeout' | 'left' | 'asked' | 'self';

/** One entry of a match log, after the setup. */
export type LogEntry =
  /** A decision; `by` says whether the seat's player, its bot or a stand-in bot took it. */
  | { kind: 'action'; seat: Seat; action: Action; by: 'player' | 'bot' | 'autoplay'; ackId?: string | number }
  /** The seat took back its last actions: only the first `to` actions of the log now count. */
  | { kind: 'undo'; seat: Seat; to: number; ackId?: string | number }
  /** A bot plays for an absent human seat from here on (`by`: the seat that asked, for reason 'asked'). */
  | { kind: 'autoplay'; seat: Seat; reason: AutoplayReason; by?: Seat }
  /** The human seat is back and plays again. */
  | { kind: 'returned'; seat: Seat };

/** A stored log entry with its sequence number (1, 2, ... per match) and commit time. */
export interface LogRecord { seq: number; entry: LogEntry; at: number }

/** A seat of a table as stored: a bot, or a human seat claimed with a name and a token hash. */
export interface SeatRecord {
  seat: Seat;
  kind: 'human' | 'bot';
  /** The bot level of a bot seat, and of the stand-in bot of a human seat. */
  level: string;
  name: string | null;
  /** sha256 of the seat token (hex); null while the seat is free. */
  tokenHash: string | null;
  /** At a table whose characters are chosen (R3.2): the character its player chose when taking it; null (or absent): left to chance. */
  character?: CharacterId | null;
}

/** A table: its options, seats and the match now played at it. */
export interface TableRecord {
  id: string;
  options: TableOptions;
  seats: SeatRecord[];
  createdAt: number;
  matchId: string | null;
  /** Whether the current match has finished (false when there is none). */
  finished: boolean;
}

/** A match as stored: its table and its setup (seed included). */
export interface MatchRecord {
  id: string;
  tableId: string;
  setup: Setup;
  createdAt: number;
  finished: boolean;
}

/** A write lost a race: the sequence number or the table's match pointer moved meanwhile. */
/** A stored character id, or null for none (or for an id the engine does not know: the engine would refuse the setup). */
export function characterOrNull(raw: string | null | undefined): CharacterId | null {
  return isCharacterId(raw) ? raw : null;
}

/** True when a stored JSON column parses: a row whose JSON is corrupt is left out of listings (one bad row must not hide the others). */
export function isJsonText(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** Storage of tables and match logs; one implementation per database, one test suite for all. */
export interface MatchStore {
  /** 'sqlite' or 'postgres', for logs. */
  readonly kind: string;
  /** Creates the schema if needed. */
  init(): Promise<void>;
  /** Releases the connection(s). */
  close(): Promise<void>;
  /** Stores a new table with its seats. */
  createTable(table: Omit<TableRecord, 'matchId' | 'finished'>): Promise<void>;
  /** A table with its seats, or null. */
  getTable(id: string): Promise<TableRecord | null>;
  /** Tables, newest first; only public ones when asked. */
  listTables(query: { publicOnly: boolean; limit: number }): Promise<TableRecord[]>;
  /** Claims a free human seat (with the character its player chose, R3.2, or null); false when it was already taken or is not a human seat. */
  claimSeat(tableId: string, seat: Seat, name: string, tokenHash: string, character: CharacterId | null): Promise<boolean>;
  /** Gives a free human seat to a bot of `level` (a table started before it filled); false if the seat is not free. */
  seatBot(tableId: string, seat: Seat, level: string, name: string): Promise<boolean>;
  /**
   * Starts a match at a table: stores it and points the table at it, only if the table still
   * points at `previous` (optimistic concurrency); else throws ConflictError.
   */
  startMatch(match: Omit<MatchRecord, 'finished'>, previous: string | null): Promise<void>;
  /** A match record, or null. */
  getMatch(id: string): Promise<MatchRecord | null>;
  /** The log entries of a match with seq > `after`, in order. */
  loadLog(matchId: string, after?: number): Promise<LogRecord[]>;
  /**
   * Appends entry `seq` to a match log, durably, only if the log holds exactly seq - 1 entries;
   * else throws ConflictError. Resolves once the entry is committed.
   */
  append(matchId: string, seq: number, entry: LogEntry, at: number): Promise<void>;
  /** Marks a match finished (its replay becomes public). */
  markFinished(matchId: string): Promise<void>;
  /** Ids of the matches that are current at their table and not finished, to resume on start. */
  activeMatches(): Promise<string[]>;
}
