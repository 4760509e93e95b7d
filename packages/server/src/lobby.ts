// The lobby: creates tables, seats players (secret tokens), starts matches when the seats are
// filled, starts rematches, and loads tables and matches from the store (rebuilding by replay).
import { castCharacters, checkBeginnerChoices, RuleError, stateHash, type CharacterId, type Seat, type Setup } from '@wl/engine';
import type { Logger } from './logger.js';
import { Match } from './match.js';
import { gameOptionsOf, type TableOptions } from './options.js';
import { ClientError, type MatchRunner } from './runner.js';
import type { MatchStore, SeatRecord, TableRecord } from './store.js';
import { Table, tableInfo, type TableInfo } from './table.js';
import { hashToken, newSeatToken, randomId, randomSeed, tokenMatches } from './tokens.js';

/** What the lobby needs. */
export interface LobbyDeps {
  store: MatchStore;
  runner: MatchRunner;
  log: Logger;
  now: () => number;
  /** How long a seat's connection must have been gone before the other players may hand it to its stand-in bot. */
  leftGraceMs: number;
  /** The next match's seed (ServerConfig `matchSeeds`); default random. */
  seeds?: () => number;
  /** At most this many unfinished matches in memory; new tables are refused beyond it. */
  maxMatches: number;
}

/** Tables in memory, loaded from the store on first use. */
export class Lobby {
  private readonly tables = new Map<string, Table>();
  private readonly loading = new Map<string, Promise<Table | null>>();

  constructor(private readonly d: LobbyDeps) {}

  /** Creates a table; an all-bot table starts at once. */
  async create(options: TableOptions): Promise<Table> {
    if (this.activeCount() >= this.d.maxMatches) throw new ClientError({ code: 'ERR_TOO_MANY_MATCHES', message: 'The server is full; try later.' });
    const seats: SeatRecord[] = options.seats.map((s, seat) => s.kind === 'bot'
      ? { seat, kind: 'bot', level: s.level, name: `Bot ${seat + 1}`, tokenHash: null }
      : { seat, kind: 'human', level: options.standIn, name: null, tokenHash: null });
    const record = { id: randomId(10), options, seats, createdAt: this.d.now() };
    await this.d.store.createTable(record);
    const table = new Table({ ...record, matchId: null, finished: false }, this.d.now(), this.d.leftGraceMs);
    this.tables.set(table.id, table);
    this.d.log.info({ table: table.id, players: options.players }, 'table created');
    await table.queue.run(() => this.startIfReady(table));
    return table;
  }

  /** A table by id, loading it (and rebuilding its match) if needed; null if unknown. */
  get(id: string): Promise<Table | null> {
    const t = this.tables.get(id);
    if (t) return Promise.resolve(t);
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /** Public tables, newest first, for the lobby list. */
  async list(limit = 100): Promise<TableInfo[]> {
    const recs = await this.d.store.listTables({ publicOnly: true, limit });
    return recs.map((r) => this.tables.get(r.id)?.info() ?? tableInfo(r));
  }

  /**
   * Claims a free human seat (`seat`, or the first free one) for `name`, with the `character` its
   * player chooses at a table whose characters are chosen (R3.2; none: left to chance); returns
   * the secret token once.
   */
  async join(table: Table, name: string, seat?: Seat, character?: CharacterId): Promise<{ seat: Seat; token: string }> {
    return table.queue.run(async () => {
      const free = table.record.seats.filter((s) => s.kind === 'human' && s.tokenHash === null);
      const target = seat === undefined ? free[0] : table.record.seats[seat];
      if (!target) throw new ClientError({ code: seat === undefined ? 'ERR_TABLE_FULL' : 'ERR_NOT_FOUND', message: seat === undefined ? 'Every seat is taken.' : 'No such seat.' });
      if (target.kind !== 'human' || target.tokenHash !== null) throw new ClientError({ code: 'ERR_SEAT_TAKEN', message: 'That seat is taken.' });
      if (character !== undefined) checkCharacter(table, character);
      const token = newSeatToken();
      const tokenHash = hashToken(token);
      if (!(await this.d.store.claimSeat(table.id, target.seat, name, tokenHash, character ?? null))) {
        throw new ClientError({ code: 'ERR_SEAT_TAKEN', message: 'That seat is taken.' });
      }
      target.name = name;
      target.tokenHash = tokenHash;
      target.character = character ?? null;
      table.seatGone(target.seat, this.d.now()); // until its player connects
      this.d.log.info({ table: table.id, seat: target.seat }, 'seat claimed');
      table.broadcastTable();
      await this.startIfReady(table);
      return { seat: target.seat, token };
    });
  }

  /** Starts a waiting table now, at the request of a seated player (`token`): bots of `level` take the free seats. */
  async startNow(table: Table, token: string, level: string): Promise<void> {
    return table.queue.run(async () => {
      if (this.seatOf(table, token) === null) throw new ClientError({ code: 'ERR_BAD_TOKEN', message: 'Only a seated player can start the table.' });
      if (table.record.matchId !== null) throw new ClientError({ code: 'ERR_STARTED', message: 'The table has started already.' });
      for (const s of table.record.seats) {
        if (s.kind !== 'human' || s.tokenHash !== null) continue;
        const name = `Bot ${s.seat + 1}`;
        if (!(await this.d.store.seatBot(table.id, s.seat, level, name))) throw new ClientError({ code: 'ERR_SEAT_TAKEN', message: 'A seat was taken meanwhile; try again.' });
        Object.assign(s, { kind: 'bot', level, name });
      }
      this.d.log.info({ table: table.id }, 'table started early');
      table.broadcastTable();
      await this.startIfReady(table);
    });
  }

  /** The seat whose token this is, or null; every seat is checked in constant time. */
  seatOf(table: Table, token: string): Seat | null {
    let found: Seat | null = null;
    for (const s of table.record.seats) if (tokenMatches(token, s.tokenHash)) found = s.seat;
    return found;
  }

  /** Starts a new match with the same seats once the current one is over. */
  rematch(table: Table): Promise<void> {
    return table.queue.run(async () => {
      if (!table.match) throw new ClientError({ code: 'ERR_NOT_STARTED', message: 'No match has been played here yet.' });
      if (!table.match.finished) throw new ClientError({ code: 'ERR_NOT_FINISHED', message: 'The match is not over.' });
      await this.startMatch(table);
    });
  }

  /** Loads every table with an unfinished match, so bots and timers resume after a restart. */
  async resumeAll(): Promise<number> {
    const ids = await this.d.store.activeMatches();
    let n = 0;
    for (const id of ids) {
      try {
        const m = await this.d.store.getMatch(id);
        if (m && (await this.get(m.tableId))) n++;
      } catch (e) {
        // One match that does not replay must not keep the others down; it stays in the store.
        this.d.log.error({ match: id, err: (e as Error).message }, 'could not resume a match');
      }
    }
    return n;
  }

  /** Rebuilds a table's match from the store (after a write conflict). */
  async reload(table: Table): Promise<void> {
    const rec = await this.d.store.getTable(table.id);
    if (!rec) return;
    table.record = rec;
    table.match = rec.matchId ? await this.rebuild(rec) : null;
    for (const c of table.conns) table.sendSync(c);
  }

  /** Counts for health checks: tables in memory, unfinished matches, open connections. */
  stats(): { tables: number; activeMatches: number; connections: number } {
    let connections = 0;
    for (const t of this.tables.values()) connections += t.conns.size;
    return { tables: this.tables.size, activeMatches: this.activeCount(), connections };
  }

  /** Drops finished tables that nobody has open from memory (they load again on demand); returns how many. */
  sweep(): number {
    let n = 0;
    for (const [id, t] of this.tables) {
      if (t.match?.finished && t.conns.size === 0 && t.queue.size === 0 && !t.botJob) {
        this.tables.delete(id);
        n++;
      }
    }
    return n;
  }

  /** Tables in memory. */
  loaded(): Table[] {
    return [...this.tables.values()];
  }

  private activeCount(): number {
    let n = 0;
    for (const t of this.tables.values()) if (t.match && !t.match.finished) n++;
    return n;
  }

  private async load(id: string): Promise<Table | null> {
    const rec = await this.d.store.getTable(id);
    if (!rec) return null;
    const table = new Table(rec, this.d.now(), this.d.leftGraceMs);
    if (rec.matchId) table.match = await this.rebuild(rec);
    this.tables.set(id, table);
    this.d.runner.afterChange(table);
    return table;
  }

  private async rebuild(rec: TableRecord): Promise<Match> {
    const m = await this.d.store.getMatch(rec.matchId!);
    if (!m) throw new Error(`table ${rec.id}: match ${rec.matchId} is missing`);
    const match = Match.rebuild(m, await this.d.store.loadLog(m.id));
    if (match.finished && !m.finished) await this.d.store.markFinished(m.id);
    rec.finished = match.finished;
    this.d.log.info({ table: rec.id, match: m.id, v: match.v, actions: match.actions.length, finished: match.finished,
      hash: stateHash(match.state) }, 'match rebuilt');
    return match;
  }

  /** Inside a table task: starts the first match when every human seat is claimed. */
  private async startIfReady(table: Table): Promise<void> {
    if (table.record.matchId !== null) return;
    if (table.record.seats.some((s) => s.kind === 'human' && s.tokenHash === null)) return;
    await this.startMatch(table);
  }

  private async startMatch(table: Table): Promise<void> {
    const game = gameOptionsOf(table.record.options), seed = (this.d.seeds ?? randomSeed)();
    // Chosen characters (R3.2): the players' picks, the other seats' (bots, no pick) drawn from the match's seed.
    const cast = game.characters === 'choose' ? castCharacters(table.record.seats.map((s) => s.character ?? null), table.record.seats.length, game.beginner, seed) : null;
    const setup: Setup = { players: table.record.seats.map((s, i) => ({ name: s.name ?? `Seat ${s.seat + 1}`, ...(cast ? { character: cast[i] } : {}) })), options: game, seed };
    const record = { id: randomId(12), tableId: table.id, setup, createdAt: this.d.now() };
    const match = Match.start(record);
    await this.d.store.startMatch(record, table.record.matchId);
    this.d.runner.stop(table);
    table.record.matchId = record.id;
    table.record.finished = false;
    table.match = match;
    table.botJob = null;
    this.d.log.info({ table: table.id, match: record.id }, 'match started');
    table.broadcastTable();
    this.d.runner.afterChange(table);
    table.broadcastUpdate(match.eventsAt(0) ?? []);
  }
}

/**
 * Refuses a character a player may not choose at `table` (R3.2): the table deals them, it is not of
 * the game's pool (the Beginner variant's 6, R22.1), or another seat's player chose it.
 */
function checkCharacter(table: Table, character: CharacterId): void {
  const game = gameOptionsOf(table.record.options);
  if (game.characters !== 'choose') throw new ClientError({ code: 'ERR_BAD_CHARACTER', message: 'This table deals the characters: none is chosen.', rule: 'R3.2' });
  if (game.beginner) {
    try {
      checkBeginnerChoices([{ character }]); // the engine's own R22.1 check, which the setup would make when the match starts
    } catch (e) {
      if (e instanceof RuleError) throw new ClientError({ code: 'ERR_BAD_CHARACTER', message: e.message, rule: e.rule });
      throw e;
    }
  }
  if (table.record.seats.some((s) => s.character === character)) throw new ClientError({ code: 'ERR_CHARACTER_TAKEN', message: 'Another player chose that character.', rule: 'R3.2' });
}
