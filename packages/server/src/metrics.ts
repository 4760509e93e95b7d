// The server's Prometheus metrics (prom-client), served at GET /metrics in the text format: what
// an operator graphs and alerts on. Each server has its own registry (tests run several in one
// process). Counters for the WebSocket messages by kind and the refusals by code, the committed
// log entries by kind and by whom, connections opened; histograms of the store's append time and
// the bots' decision time by level; gauges read at each scrape (connections, loaded tables, active
// matches); and Node's default process metrics (CPU, memory, event loop lag, GC).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read at each scrape (the lobby's stats). */
export type LiveCounts = () => { connections: number; tables: number; activeMatches: number };

/** The server's metrics, to count with, and the registry that serves them. */
export interface Metrics {
  registry: Registry;
  /** WebSocket messages received, by kind (`t`); `invalid` for those that did not parse. */
  messages: Counter<'kind'>;
  /** Errors sent to clients, by code (refused actions, bad messages, rate limits, ...). */
  refusals: Counter<'code'>;
  /** Entries committed to match logs: `entry` action/undo/autoplay/returned, `by` player/bot/autoplay ('' for non-actions). */
  entries: Counter<'entry' | 'by'>;
  /** WebSocket connections opened. */
  connections: Counter;
  /** Seconds one log append took to be durable. */
  appendSeconds: Histogram;
  /** Seconds one bot decision took, by level. */
  botSeconds: Histogram<'level'>;
}

/** A fresh registry with the server's metrics; `live` feeds the gauges. */
export function createMetrics(live: LiveCounts): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const gauge = (name: string, help: string, read: (c: ReturnType<LiveCounts>) => number) =>
    new Gauge({ name, help, registers: [registry], collect() { this.set(read(live())); } });
  gauge('wl_ws_connections', 'Open WebSocket connections at a table.', (c) => c.connections);
  gauge('wl_tables_loaded', 'Tables held in memory.', (c) => c.tables);
  gauge('wl_matches_active', 'Unfinished matches in memory.', (c) => c.activeMatches);
  return {
    registry,
    messages: new Counter({ name: 'wl_ws_messages_total', help: 'WebSocket messages received, by kind.', labelNames: ['kind'], registers: [registry] }),
    refusals: new Counter({ name: 'wl_refusals_total', help: 'Errors sent to clients, by code.', labelNames: ['code'], registers: [registry] }),
    entries: new Counter({ name: 'wl_log_entries_total', help: 'Entries committed to match logs, by kind and by whom.', labelNames: ['entry', 'by'], registers: [registry] }),
    connections: new Counter({ name: 'wl_ws_connections_opened_total', help: 'WebSocket connections opened.', registers: [registry] }),
    appendSeconds: new Histogram({ name: 'wl_store_append_seconds', help: 'Time for one log append to be durable.', buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1], registers: [registry] }),
    botSeconds: new Histogram({ name: 'wl_bot_decision_seconds', help: 'Time of one bot decision, by level.', labelNames: ['level'], buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry] }),
  };
}
