// Online play: the server runs the engine; this table keeps one WebSocket to it, turns its
// `{ t, d }` messages into the same store messages offline play sends (snapshot, refused), and
// reconnects after a dropped socket with the seat's token and the last version it saw, so the
// server sends only what was missed.
import type { Action, CharacterId, Seat } from '@wl/engine';
import { ApiError, getReplay, joinTable, startTable, type SeatGrant } from './api';
import type { Said, ServerMessage, Snapshot } from './protocol';
import type { Msg } from './reducer';
import type { ReplayDoc } from './replay';
import type { GameTable } from './table';

/** The part of a WebSocket the table uses (the browser's WebSocket, or a fake in tests). */
export type SocketLike = Pick<WebSocket, 'readyState' | 'onopen' | 'onmessage' | 'onclose' | 'onerror' | 'send' | 'close'>;

/** Where the seat tokens are kept (localStorage in the browser). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What an online table needs from the page. */
export interface OnlineDeps {
  /** The server's origin, e.g. `http://localhost:8080`. */
  origin: string;
  connect(url: string): SocketLike;
  storage: TokenStorage;
  dispatch(m: Msg): void;
  /** Waits before each reconnection attempt, in ms (the last one repeats). */
  retryMs?: readonly number[];
}

/** A table on the server, as a lobby and as a game. */
export interface OnlineTable extends GameTable {
  /** Takes a free seat under `name` (the given seat, or the first free one), then plays it. */
  join(name: string, seat?: Seat, character?: CharacterId): Promise<void>;
  /** Starts the waiting table now: bots of `level` take the free seats. */
  startNow(level: string): Promise<void>;
  /** Starts a new match with the same seats once this one is over. */
  rematch(): void;
  /** Asks that a stand-in bot play `seat`, whose player has been gone a while (the server judges it). */
  standIn(seat: Seat): void;
  /** Writes a line, or a quick phrase, in the table's chat (a seated player). */
  say(said: Said): void;
  /** Takes the seat back from its stand-in bot (after a timeout, or a stand-in others asked for). */
  back(): void;
  /** Drops the socket as a network failure would (tests and the "reconnect" button); it reconnects by itself. */
  drop(): void;
}

const OPEN = 1;
const PING_MS = 25_000;
const RETRY_MS = [250, 500, 1000, 2000, 4000];
const TOKEN_KEY = 'wl.seat.';
const tokenKey = (table: string) => `${TOKEN_KEY}${table}`;

/** The seat and token this browser holds at a table, if any. */
export function savedSeat(storage: TokenStorage, table: string): (SeatGrant & { ended?: string }) | null {
  try {
    const g = JSON.parse(storage.getItem(tokenKey(table)) ?? 'null') as (SeatGrant & { ended?: string }) | null;
    return g && typeof g.token === 'string' && Number.isInteger(g.seat) ? g : null;
  } catch {
    return null;
  }
}

/** The tables this browser holds a seat at (their tokens in `storage`), by table id, each with the last match whose end this browser saw there (endSeen). */
export function heldSeats(storage: Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>): { table: string; seat: Seat; ended: string | null }[] {
  const out: { table: string; seat: Seat; ended: string | null }[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    const table = key?.startsWith(TOKEN_KEY) ? key.slice(TOKEN_KEY.length) : null;
    const grant = table ? savedSeat(storage, table) : null;
    if (table && grant) out.push({ table, seat: grant.seat, ended: typeof grant.ended === 'string' ? grant.ended : null });
  }
  return out;
}

/** Notes beside this browser's seat at `table` that it has seen `match` end (the home page's "Your tables" then leaves the table out until a rematch). */
export function endSeen(storage: TokenStorage, table: string, match: string): void {
  const grant = savedSeat(storage, table);
  if (grant && grant.ended !== match) storage.setItem(tokenKey(table), JSON.stringify({ ...grant, ended: match }));
}

/** Forgets this browser's seat at a table (the server no longer knows the table, or not this token). */
export function forgetSeat(storage: TokenStorage, table: string): void {
  storage.removeItem(tokenKey(table));
}

/** Opens a table: as its seat when this browser holds a token for it, else as a watcher until it joins. */
export function openOnline(tableId: string, d: OnlineDeps): OnlineTable {
  const retry = d.retryMs ?? RETRY_MS;
  let grant = savedSeat(d.storage, tableId);
  let ws: SocketLike | null = null;
  let stopped = false;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let match: string | null = null;
  let fetched: { match: string; doc: Promise<ReplayDoc> } | null = null;
  let v = -1;
  // AckIds are unique per seat on the server: a page reload must not reuse the last page's.
  const ackPrefix = Math.random().toString(36).slice(2, 10);
  let nextAck = 1;
  // The decision sent last and not yet answered: sent again after a reconnection if the game has
  // not moved on (the server drops a repeated ackId), forgotten once answered or outdated.
  let pending: { action: Action; v: number; ackId: string } | null = null;
  const ping = setInterval(() => send({ t: 'ping', d: {} }), PING_MS);

  const send = (m: unknown) => {
    if (ws && ws.readyState === OPEN) ws.send(JSON.stringify(m));
  };

  const snapshot = (s: Snapshot, events: Extract<Msg, { type: 'snapshot' }>['events'], resend = false) => {
    match = s.match;
    v = s.v;
    d.dispatch({ type: 'snapshot', view: s.view, legal: s.legal, events, online: { match: s.match, v: s.v, deadline: s.deadline, autoplay: s.autoplay }, canUndo: s.canUndo });
    if (pending && pending.v !== v) pending = null;
    else if (pending && resend) send({ t: 'action', d: { action: pending.action, ackId: pending.ackId, v } });
  };

  const receive = (m: ServerMessage) => {
    switch (m.t) {
      case 'welcome':
        attempts = 0;
        d.dispatch({ type: 'tableInfo', info: m.d.table });
        d.dispatch({ type: 'seated', seat: m.d.seat });
        d.dispatch({ type: 'conn', conn: 'open' });
        return;
      case 'table':
        return d.dispatch({ type: 'tableInfo', info: m.d });
      case 'sync': { // a full view's events are the log's history: only the versions this page has not shown yet
        const seen = m.d.full && m.d.match === match ? v : -1;
        return snapshot(m.d, m.d.events.filter((x) => x.v > seen).flatMap((x) => x.events), true);
      }
      case 'update':
        // Updates arrive in order on one socket; one already shown (by a sync racing it) is skipped.
        if (m.d.match === match && m.d.v <= v) return;
        return snapshot(m.d, m.d.events);
      case 'clock':
        if (m.d.match === match) d.dispatch({ type: 'clock', deadline: m.d.deadline });
        return;
      case 'error':
        return failed(m.d);
      case 'chat':
        return d.dispatch({ type: 'chat', lines: m.d.lines });
      case 'ack':
        if (pending?.ackId === m.d.ackId) pending = null;
        return;
      case 'pong':
        return;
    }
  };

  const failed = (e: Extract<ServerMessage, { t: 'error' }>['d']) => {
    if (e.ackId !== undefined && pending?.ackId === e.ackId) pending = null;
    if (e.code === 'ERR_DUPLICATE_ACK') return;
    if (e.code === 'ERR_STALE') return; // the server sends the current state with it
    if (e.code === 'ERR_BAD_TOKEN') {
      // The token holds no seat here (an old table, another server): watch instead.
      forgetSeat(d.storage, tableId);
      grant = null;
      d.dispatch({ type: 'seated', seat: null });
      return reconnect(0);
    }
    const refusal = { code: e.code, rule: e.rule ?? e.code, message: e.message };
    if (e.ackId !== undefined) d.dispatch({ type: 'refused', refusal });
    else d.dispatch({ type: 'lobby', error: refusal });
    if (e.code === 'ERR_NO_TABLE') stop();
  };

  const connect = () => {
    retryTimer = null;
    if (stopped) return;
    const base = d.origin.replace(/^http/, 'ws');
    const sock = d.connect(`${base}/ws`);
    ws = sock;
    sock.onopen = () => {
      const hello: Record<string, unknown> = { table: tableId };
      if (grant) hello.token = grant.token;
      if (match !== null && v >= 0) Object.assign(hello, { match, v });
      sock.send(JSON.stringify({ t: 'hello', d: hello }));
    };
    sock.onmessage = (ev) => {
      if (ws !== sock || typeof ev.data !== 'string') return;
      let m: ServerMessage;
      try {
        m = JSON.parse(ev.data) as ServerMessage;
      } catch {
        return;
      }
      receive(m);
    };
    sock.onclose = () => {
      if (ws !== sock || stopped) return;
      ws = null;
      d.dispatch({ type: 'conn', conn: 'reconnecting' });
      reconnect(retry[Math.min(attempts++, retry.length - 1)]);
    };
    sock.onerror = () => undefined;
  };

  const reconnect = (ms: number) => {
    if (stopped || retryTimer) return;
    const old = ws;
    ws = null;
    old?.close();
    retryTimer = setTimeout(connect, ms);
  };

  const stop = () => {
    stopped = true;
    clearInterval(ping);
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const old = ws;
    ws = null;
    old?.close();
  };

  d.dispatch({ type: 'openTable', tableId, seat: grant?.seat ?? null });
  connect();

  return {
    act(action: Action) {
      if (!grant || match === null) return;
      pending = { action, v, ackId: `${ackPrefix}-${nextAck++}` };
      send({ t: 'action', d: { action, ackId: pending.ackId, v } });
    },
    undo() {
      if (!grant || match === null) return;
      send({ t: 'undo', d: { ackId: `${ackPrefix}-${nextAck++}`, v } });
    },
    async join(name, seat, character) {
      d.dispatch({ type: 'lobby', busy: true, error: null });
      try {
        const r = await joinTable(d.origin, tableId, name, seat, character);
        grant = { seat: r.seat, token: r.token };
        d.storage.setItem(tokenKey(tableId), JSON.stringify(grant));
        d.dispatch({ type: 'seated', seat: r.seat });
        d.dispatch({ type: 'tableInfo', info: r.table });
        d.dispatch({ type: 'lobby', busy: false });
        // A connection says hello once: reconnect as the seat.
        reconnect(0);
      } catch (e) {
        d.dispatch({ type: 'lobby', busy: false, error: e instanceof ApiError ? e.refusal : { code: 'ERR_NETWORK', rule: 'ERR_NETWORK', message: String(e) } });
      }
    },
    async startNow(level) {
      if (!grant) return;
      d.dispatch({ type: 'lobby', busy: true, error: null });
      try {
        d.dispatch({ type: 'tableInfo', info: await startTable(d.origin, tableId, grant.token, level) });
        d.dispatch({ type: 'lobby', busy: false });
      } catch (e) {
        d.dispatch({ type: 'lobby', busy: false, error: e instanceof ApiError ? e.refusal : { code: 'ERR_NETWORK', rule: 'ERR_NETWORK', message: String(e) } });
      }
    },
    rematch() {
      send({ t: 'rematch' });
    },
    standIn(seat) {
      if (grant) send({ t: 'standIn', d: { seat } });
    },
    back() {
      if (grant) send({ t: 'back', d: {} });
    },
    say(said) {
      if (!grant) return;
      if ('phrase' in said) send({ t: 'chat', d: { phrase: said.phrase } });
      else if (said.text.trim()) send({ t: 'chat', d: { text: said.text.trim() } });
    },
    drop() {
      ws?.close();
    },
    doc() {
      if (match === null) return Promise.reject(new Error('No match has been played at this table.'));
      // Fetched once per match (the statistics and the file both read it); a refusal (ERR_NOT_FINISHED before its end) is not kept.
      if (fetched?.match !== match) {
        const m = match;
        fetched = { match: m, doc: getReplay(d.origin, m).catch((e: unknown) => { if (fetched?.match === m) fetched = null; throw e; }) };
      }
      return fetched.doc;
    },
    stop,
  };
}
