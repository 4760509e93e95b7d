// The Prometheus metrics at GET /metrics: what happened on the server shows up in the counters
// (messages by kind, refusals by code, committed entries by kind and by whom, connections), the
// histograms (log appends, bot decisions by level), the gauges read at the scrape and Node's
// process metrics; METRICS=0 turns the endpoint off.
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/app.js';
import { createTable, joinTable, useTestServer, waitFor } from './helpers.js';

/** The scrape's samples: `name{labels}` → value. */
async function scrape(url: string): Promise<{ type: string | null; samples: Map<string, number> }> {
  const r = await fetch(`${url}/metrics`);
  expect(r.status).toBe(200);
  const samples = new Map<string, number>();
  for (const line of (await r.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return { type: r.headers.get('content-type'), samples };
}

describe('metrics', () => {
  const s = useTestServer();

  it('counts messages, refusals, committed entries, connections, appends and bot decisions; reads the gauges at the scrape', async () => {
    const info = await createTable(s, { players: 2, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] });
    const a = await joinTable(s, info.id, 'Ann');
    const c = await s.ws();
    await c.request({ t: 'hello', d: { table: info.id, token: a.token } }, 'welcome');
    const snap = (await c.next((m) => m.t === 'sync', 0)).d as { v: number; legal: unknown[] };
    await c.request({ t: 'action', d: { action: snap.legal[0], ackId: 1, v: snap.v } }, 'ack');
    c.send('{not json');
    await c.next((m) => m.t === 'error' && m.d.code === 'ERR_BAD_JSON', 0);
    await waitFor(() => s.server.lobby.stats().activeMatches === 1);
    let m = (await scrape(s.url)).samples;
    await waitFor(async () => { m = (await scrape(s.url)).samples; return (m.get('wl_log_entries_total{entry="action",by="bot"}') ?? 0) > 0; });
    const { type } = await scrape(s.url);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(m.get('wl_ws_messages_total{kind="hello"}')).toBe(1);
    expect(m.get('wl_ws_messages_total{kind="action"}')).toBe(1);
    expect(m.get('wl_ws_messages_total{kind="invalid"}')).toBe(1);
    expect(m.get('wl_refusals_total{code="ERR_BAD_JSON"}')).toBe(1);
    expect(m.get('wl_log_entries_total{entry="action",by="player"}')).toBe(1);
    expect(m.get('wl_ws_connections_opened_total')).toBe(1);
    expect(m.get('wl_store_append_seconds_count')).toBe((m.get('wl_log_entries_total{entry="action",by="player"}') ?? 0) + (m.get('wl_log_entries_total{entry="action",by="bot"}') ?? 0));
    expect(m.get('wl_bot_decision_seconds_count{level="random"}')).toBeGreaterThan(0);
    expect(m.get('wl_ws_connections')).toBe(1);
    expect(m.get('wl_matches_active')).toBe(1);
    expect(m.get('wl_tables_loaded')).toBe(1);
    expect(m.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect([...m.keys()].some((k) => k.startsWith('nodejs_eventloop_lag_seconds'))).toBe(true);
    // The gauges are read at each scrape: the connection closed, none is open.
    c.close();
    await waitFor(async () => (await scrape(s.url)).samples.get('wl_ws_connections') === 0);
  });
});

describe('metrics off', () => {
  const s = useTestServer({ metrics: false });

  it('METRICS=0: GET /metrics is not served', async () => {
    expect([configFromEnv({}).metrics, configFromEnv({ METRICS: '1' }).metrics, configFromEnv({ METRICS: '0' }).metrics]).toEqual([true, true, false]);
    const r = await s.get<{ error: { code: string } }>('/metrics');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('ERR_NOT_FOUND');
  });
});

describe('metrics behind a token', () => {
  const s = useTestServer({ metricsToken: 'scrape-secret-7' });

  it('METRICS_TOKEN: GET /metrics answers only Authorization: Bearer <token>; else 401 ERR_UNAUTHORIZED, nothing served', async () => {
    expect([configFromEnv({}).metricsToken, configFromEnv({ METRICS_TOKEN: 'x1' }).metricsToken, configFromEnv({ METRICS_TOKEN: '' }).metricsToken]).toEqual([null, 'x1', null]);
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 'scrape-secret-7' }, { authorization: 'Bearer scrape-secret-77' }, { authorization: 'Basic scrape-secret-7' }] as Record<string, string>[]) {
      const r = await fetch(`${s.url}/metrics`, { headers });
      expect(r.status, JSON.stringify(headers)).toBe(401);
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
      const body = await r.json() as { error: { code: string; message: string } };
      expect(body.error.code).toBe('ERR_UNAUTHORIZED');
      expect(body.error.message).not.toContain('scrape-secret-7');
    }
    const ok = await fetch(`${s.url}/metrics`, { headers: { authorization: 'Bearer scrape-secret-7' } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/^wl_tables_loaded \d+$/m);
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200); // the rest of the API asks for no token
  });
});
