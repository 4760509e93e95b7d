// The engine as one module (scripts/bundle.mjs): the package exports the bundle, and a bundle of
// these sources is the same engine as its modules: the same exports, the same states and events
// through the public API, the same listed codes and ints through the fast path.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../src/index.js';
import { BUNDLE, bundleEngine } from '../scripts/bundle.mjs';
import { randomGame, randomSetup } from './random-games.js';

const PKG = fileURLToPath(new URL('../package.json', import.meta.url));
const SRC = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** The first index where two int arrays differ, or -1 (toEqual on 3,000-int states at every step is slow). */
function firstDifference(x: Int32Array, y: Int32Array): number {
  if (x.length !== y.length) return Math.min(x.length, y.length);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return i;
  return -1;
}

let dir = '';
let bundled: typeof engine;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wl-bundle-'));
  const file = await bundleEngine(SRC, join(dir, 'engine.js'));
  bundled = (await import(pathToFileURL(file).href)) as typeof engine;
});

afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

describe('the engine bundle (scripts/bundle.mjs)', () => {
  it('is what the package exports: main and exports name the file the build writes', () => {
    const pkg = JSON.parse(readFileSync(PKG, 'utf8')) as { main: string; exports: { '.': { default: string } } };
    const target = (p: string) => fileURLToPath(new URL(`../${p.replace(/^\.\//, '')}`, import.meta.url));
    expect(target(pkg.main)).toBe(BUNDLE);
    expect(target(pkg.exports['.'].default)).toBe(BUNDLE);
  });

  it('exports what the modules export, of the same kinds', () => {
    expect(Object.keys(bundled).sort()).toEqual(Object.keys(engine).sort());
    for (const k of Object.keys(engine)) expect(typeof (bundled as Record<string, unknown>)[k]).toBe(typeof (engine as Record<string, unknown>)[k]);
  });

  it('reaches the same states (stateHash) and events through the public API on random games', () => {
    let steps = 0;
    for (const setup of [randomSetup(9700, 4), randomSetup(9701, 2, { manInBlack: true }), randomSetup(9702, 5, { goals: true })]) {
      let s = bundled.startGame(setup).state;
      randomGame(setup, 40, ({ state, seat, action }) => {
        expect(bundled.stateHash(s)).toBe(engine.stateHash(state));
        const mine = engine.applyAction(state, seat, action), theirs = bundled.applyAction(s, seat, action);
        expect(theirs.ok).toBe(true);
        if (!mine.ok || !theirs.ok) throw new Error('an illegal step in a random game');
        expect(theirs.events).toEqual(mine.events);
        s = theirs.state;
        steps++;
      });
    }
    expect(steps).toBeGreaterThan(1000);
  });

  it('lists the same codes and holds the same ints on the fast path, step by step', () => {
    let steps = 0;
    for (let g = 0; g < 6; g++) {
      const setup = randomSetup(9800 + g, 2 + (g % 5));
      const a = engine.fastStart(setup), b = bundled.fastStart(setup);
      const rng = engine.seedRng(`bundle:${g}`);
      while (!engine.fastFinished(a) && engine.fastRound(a) <= 60) {
        const n = engine.fastLegal(a);
        expect(bundled.fastLegal(b)).toBe(n);
        expect(Array.from(b.codes.subarray(0, n))).toEqual(Array.from(a.codes.subarray(0, n)));
        const i = engine.randInt(rng, n);
        engine.fastApply(a, i);
        bundled.fastApply(b, i);
        expect(firstDifference(b.t.m, a.t.m)).toBe(-1);
        steps++;
      }
      expect(bundled.fastFinished(b)).toBe(engine.fastFinished(a));
    }
    expect(steps).toBeGreaterThan(2000);
  });

  it('throws its own RuleError with the stable code on an illegal step', () => {
    const f = bundled.fastStart(randomSetup(9900, 4));
    let caught: unknown;
    try { bundled.fastApply(f, 0); } catch (e) { caught = e; } // no list yet
    expect(caught).toBeInstanceOf(bundled.RuleError);
    expect((caught as engine.RuleError).code).toBe('ERR_ILLEGAL_ACTION');
  });
});
