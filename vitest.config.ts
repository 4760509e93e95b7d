import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// Tests import sibling packages from source, so `npm test` never runs against a stale build.
export default defineConfig({
  resolve: {
    alias: {
      '@wl/engine': src('engine'),
      '@wl/bots': src('bots'),
      '@wl/server/v8-tuning': fileURLToPath(new URL('./packages/server/src/v8-tuning.ts', import.meta.url)), // before '@wl/server', its prefix
      '@wl/server': src('server'),
    },
  },
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine (CI's), where
    // the browser tests mostly wait on Chromium. Two there ran the suite in about 10 minutes instead of 13.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
