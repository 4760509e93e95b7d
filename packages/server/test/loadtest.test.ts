// `wl loadtest` end to end on a tiny run (the built CLI and server): it reports its figures as
// one JSON document and refuses anything but loopback. Figures are printed, never asserted.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertLoopback } from '../src/loadtest.js';
import { MAIN } from './child.js';

const CLI = new URL('../../cli/dist/main.js', import.meta.url).pathname;

describe('wl loadtest', () => {
  it('only targets loopback', () => {
    for (const ok of ['http://127.0.0.1:8080', 'http://localhost:1', 'http://[::1]:80', 'http://127.8.9.10']) expect(() => assertLoopback(ok)).not.toThrow();
    for (const bad of ['http://10.0.0.1:8080', 'http://example.com', 'http://192.168.1.2', 'http://128.0.0.1']) expect(() => assertLoopback(bad)).toThrow(/loopback/);
  });

  it.skipIf(!existsSync(CLI) || !existsSync(MAIN))('runs a bounded load test and prints one JSON document', () => {
    const out = execFileSync('node', [CLI, 'loadtest', '--tables', '3', '--seconds', '1', '--json'], { encoding: 'utf8', timeout: 60_000 });
    const r = JSON.parse(out) as Record<string, number>;
    expect(Object.keys(r).sort()).toEqual(['actions', 'actionsPerSec', 'errors', 'p50Ms', 'p99Ms', 'rssMbPerTable', 'seconds', 'tables']);
    expect(r.tables).toBe(3);
    expect(r.errors).toBe(0);
    expect(r.actions).toBeGreaterThan(0);
    const bad = spawnSync('node', [CLI, 'loadtest', '--tables', '5000'], { encoding: 'utf8' });
    expect(bad.status).not.toBe(0);
  });
});
