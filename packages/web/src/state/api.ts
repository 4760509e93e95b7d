// The server's REST endpoints the lobby uses: create a table, show it, take a seat. Errors come
// back as the server's `{ code, message, rule? }`, turned into a Refusal.
import type { CharacterId, Seat } from '@wl/engine';
import type { CreateTableRequest, ErrorPayload, TableInfo } from './protocol';
import type { Refusal } from './reducer';
import type { ReplayDoc } from './replay';

/** A request the server refused (or that did not reach it). */
export class ApiError extends Error {
  /** The refusal to show. */
  readonly refusal: Refusal;
  constructor(e: ErrorPayload) {
    super(e.message);
    this.refusal = { code: e.code, rule: e.rule ?? e.code, message: e.message };
  }
}

/** A seat taken: its number and the secret token that holds it. */
export interface SeatGrant { seat: Seat; token: string }

async function call<T>(origin: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let r: Response;
  try {
    r = await fetch(origin + path, {
      method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError({ code: 'ERR_NETWORK', message: (e as Error).message });
  }
  const data = (await r.json().catch(() => null)) as (T & { error?: ErrorPayload }) | null;
  if (!r.ok || !data) throw new ApiError(data?.error ?? { code: 'ERR_NETWORK', message: `HTTP ${r.status}` });
  return data;
}

/** Creates a table. */
export async function createTable(origin: string, req: CreateTableRequest): Promise<TableInfo> {
  return (await call<{ table: TableInfo }>(origin, 'POST', '/api/tables', req)).table;
}

/** The table's public info. */
export async function getTable(origin: string, id: string): Promise<TableInfo> {
  return (await call<{ table: TableInfo }>(origin, 'GET', `/api/tables/${encodeURIComponent(id)}`)).table;
}

/** Takes a free seat (`seat`, or the first free one) under `name`, with the `character` chosen at a table whose characters are chosen (R3.2). */
export async function joinTable(origin: string, id: string, name: string, seat?: Seat, character?: CharacterId): Promise<SeatGrant & { table: TableInfo }> {
  return call(origin, 'POST', `/api/tables/${encodeURIComponent(id)}/join`, { name, ...(seat === undefined ? {} : { seat }), ...(character ? { character } : {}) });
}

/** Public tables, newest first. */
export async function listTables(origin: string): Promise<TableInfo[]> {
  return (await call<{ tables: TableInfo[] }>(origin, 'GET', '/api/tables')).tables;
}

/** Starts a waiting table now (as the seat holding `token`): bots of `level` take the free seats. */
export async function startTable(origin: string, id: string, token: string, level: string): Promise<TableInfo> {
  return (await call<{ table: TableInfo }>(origin, 'POST', `/api/tables/${encodeURIComponent(id)}/start`, { token, level })).table;
}

/** A finished match's replay document (`409 ERR_NOT_FINISHED` while it is played, `ERR_NO_MATCH` when unknown). */
export async function getReplay(origin: string, match: string): Promise<ReplayDoc> {
  return call<ReplayDoc>(origin, 'GET', `/api/matches/${encodeURIComponent(match)}/replay`);
}
