// @wl/server: the online multiplayer server (tables, seats, per-seat views, bots, match logs).
export { createServer, configFromEnv, launchServer, type ServerConfig, type WlServer } from './app.js';
export { InlineBots, WorkerBots, type BotJob, type BotRunner } from './bots.js';
export { ManualClock, systemClock, type Clock, type TimerHandle } from './clock.js';
export { Lobby } from './lobby.js';
export { assertLoopback, LOADTEST_LIMITS, runLoadtest, type LoadtestOptions, type LoadtestResult } from './loadtest.js';
export { Match, EVENT_WINDOW } from './match.js';
export { parseTableOptions, TableOptionsSchema, type TableOptions, type TableOptionsInput } from './options.js';
export { PgStore, type PgStoreOptions } from './pg-store.js';
export { ClientMessageSchema, parseClientMessage, SERVER_ERRORS, type ClientMessage, type ServerMessage, type Snapshot, type ErrorPayload } from './protocol.js';
export { effectiveActions, replayFile, type ReplayFile } from './replay.js';
export { MatchRunner, ClientError } from './runner.js';
export { SqliteStore } from './sqlite-store.js';
export { ConflictError, type LogEntry, type LogRecord, type MatchRecord, type MatchStore, type SeatRecord, type TableRecord } from './store.js';
export { tableInfo, type SeatInfo, type TableInfo } from './table.js';
export { hashToken, tokenMatches } from './tokens.js';
export { isBarrier, undoCheck, REVEAL_EVENTS, type ActionMeta } from './undo.js';
export { backupSqlite, type BackupResult } from './backup.js';
