// `wl bench` and the tournament side of `wl simulate`: seat rotation, Wilson intervals, the
// HTML report and the JSON shape (fields only added).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botByName, ISMCTS_LEVEL_BUDGET, MAX_HORIZON, parseBudget, parseHorizon, type IsmctsBot } from '@wl/bots';
import * as engine from '@wl/engine';
import { applyAction, createGame, legalActions, seedRng } from '@wl/engine';
import { bench, BENCH_KEYS, BENCH_YOUNG_MB, BENCH_YOUNG_START_MB, benchRun, formatBench, measureRates, PROBE_LABEL } from '../src/bench.js';
import { probeCycle, probeRate, PROBE_SLOTS } from '../src/bench-probe.js';
import { compare, enginePath, formatCompare, loadEngine } from '../src/bench-compare.js';
import { fastActions, randomGames, type SimEngine } from '../src/bench-loops.js';
import { combinePasses, costsByKind, formatKinds, pass, type Sums } from '../src/bench-kinds.js';
import { resolveBot } from '../src/play.js';
import { seatBots, simulate } from '../src/simulate.js';
import { wilson } from '../src/summary.js';

const BIN = new URL('../dist/main.js', import.meta.url).pathname;
const ROOT = new URL('../../..', import.meta.url).pathname;
const KEYS = ['publicActionsPerSec', 'fastActionsPerSec', 'gamesPerSec', 'ismctsIterationsPerSec', 'heuristicDecisionsPerSec'];

describe('wl bench', () => {
  it('measures the five figures (a tiny run)', () => {
    const r = bench({ reps: 1, scale: 0.02 });
    expect(Object.keys(r).sort()).toEqual([...KEYS].sort());
    for (const k of KEYS) expect(r[k as keyof typeof r]).toBeGreaterThan(0);
  });

  it('prints them as one JSON document with --json (the built binary)', () => {
    const out = execFileSync('node', [BIN, 'bench', '--json', '--reps', '1', '--scale', '0.02'], { encoding: 'utf8' });
    const doc = JSON.parse(out) as Record<string, unknown>;
    expect(Object.keys(doc).sort()).toEqual([...KEYS].sort());
    for (const k of KEYS) expect(typeof doc[k]).toBe('number');
  });

  it('gives each figure the range of its repetitions, with the median inside it (the human output)', () => {
    const { result, spread, probe } = benchRun({ reps: 3, scale: 0.02 });
    expect([...BENCH_KEYS].sort()).toEqual([...KEYS].sort());
    for (const k of BENCH_KEYS) {
      expect(spread[k][0]).toBeGreaterThan(0);
      expect(spread[k][0]).toBeLessThanOrEqual(result[k]);
      expect(result[k]).toBeLessThanOrEqual(spread[k][1]);
    }
    for (const k of BENCH_KEYS) expect(probe[k]).toBeGreaterThan(0);
    const rows = formatBench(result, spread, probe).trimEnd().split('\n');
    expect(rows).toHaveLength(6);
    expect(rows[0].trim().split(/\s+/)).toEqual(['median', '[slowest–fastest]', PROBE_LABEL]);
    const f = rows[2];
    expect(f).toMatch(/^fast path actions\/s/);
    expect(f).toContain(result.fastActionsPerSec.toLocaleString('en-US'));
    expect(f).toContain(`[${spread.fastActionsPerSec[0].toLocaleString('en-US')}–${spread.fastActionsPerSec[1].toLocaleString('en-US')}]`);
    expect(f.trim().split(/\s+/).at(-1)).toBe(probe.fastActionsPerSec.toLocaleString('en-US'));
    expect(new Set(rows.map((r) => r.length)).size).toBe(1); // aligned columns
  });

  it('probes the machine with one cycle of dependent loads through all of its 32 KB table (bench-probe.ts)', () => {
    const next = probeCycle(PROBE_SLOTS);
    const seen = new Uint8Array(PROBE_SLOTS);
    let p = 0;
    for (let k = 0; k < PROBE_SLOTS; k++) { expect(seen[p]).toBe(0); seen[p] = 1; p = next[p]; }
    expect(p).toBe(0); // back at the start after visiting every slot once
    expect(probeCycle(PROBE_SLOTS)).toEqual(next); // seeded: the same table every run
    expect(probeRate(5)).toBeGreaterThan(0);
  });

  it('keeps every repetition\'s rate (measureRates), in the order timed, and runs `between` around them', () => {
    let rep = 0;
    const calls: string[] = [];
    const rates = measureRates(3, (r) => {
      if (r >= 0) calls.push(`run ${r}`);
      if (r < 0) return 1; // warm-up
      rep = r;
      const t = performance.now();
      while (performance.now() - t < 2 * (r + 1)); // 2, 4 then 6 ms of work, 1 unit each
      return 1;
    }, 5, () => calls.push('between'));
    expect(calls).toEqual(['between', 'run 0', 'between', 'run 1', 'between', 'run 2', 'between']);
    expect(rep).toBe(2);
    expect(rates).toHaveLength(3);
    rates.forEach((x, r) => expect(x).toBeLessThanOrEqual(1000 / (2 * (r + 1)))); // 1 unit in at least 2, 4, 6 ms: a slow machine only lowers them
  });

  it('warms up on other games at each run than the timed repetitions play, then times reps 0, 1, …', () => {
    const seen: number[] = [];
    const rates = measureRates(3, (rep) => {
      seen.push(rep);
      const t = performance.now();
      while (performance.now() - t < 2); // about 2 ms of work, 1 unit
      return 1;
    }, 15);
    const warm = seen.slice(0, -3);
    expect(seen.slice(-3)).toEqual([0, 1, 2]);
    expect(warm.length).toBeGreaterThanOrEqual(2); // 15 ms of 2 ms runs
    expect(warm).toEqual(warm.map((_, i) => -1 - i)); // a new rep (so new seeds) each run, never a timed one's
    expect(rates).toHaveLength(3);
    for (const rate of rates) {
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThanOrEqual(500); // units/s of runs of at least 2 ms
    }
  });

  it('measures in a worker whose young generation starts at half its limit, not at V8\'s small default', () => {
    const out = execFileSync('node', [BIN, 'bench', '--reps', '1', '--scale', '0.01'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const m = /young generation (\d+(?:\.\d+)?) MB at the start, up to (\d+) MB/.exec(out);
    expect(m).not.toBeNull();
    expect(Number(m![2])).toBe(BENCH_YOUNG_MB);
    expect(Number(m![1])).toBe(BENCH_YOUNG_START_MB); // without --min-semi-space-size the worker starts at 8 MB
    // It names the engine module it measured: the bundle (scripts/bundle.mjs), the package's entry.
    expect(out).toMatch(/engine module packages\/engine\/dist\/engine\.js\)/);
  });
});

describe('the bench loops (bench-loops.ts)', () => {
  /** `engine` recording the index of every step, through the typed fast path (fast.ts) or, as builds before it, legalActions and applyListed. */
  function recording(fast: boolean): { e: SimEngine; picks: number[] } {
    const picks: number[] = [];
    const base: SimEngine = {
      startGame: engine.startGame, cloneState: engine.cloneState, legalActions: engine.legalActions, seedRng: engine.seedRng, randInt: engine.randInt,
      applyListed: (s, seat, legal, i) => { picks.push(i); return engine.applyListed(s, seat, legal, i); },
    };
    if (!fast) return { e: base, picks };
    const e: SimEngine = {
      ...base, fastStart: engine.fastStart, fastLegal: engine.fastLegal, fastFinished: engine.fastFinished, fastRound: engine.fastRound, fastKind: engine.fastKind,
      fastApply: (g, i) => { picks.push(i); engine.fastApply(g, i); },
    };
    return { e, picks };
  }

  it('play the very same games on the typed fast path as on the object path of older builds (wl bench --against)', () => {
    for (const run of [(e: SimEngine) => fastActions(6000, 3, e), (e: SimEngine) => randomGames(3, 4, e)]) {
      const typed = recording(true), objects = recording(false);
      run(typed.e);
      run(objects.e);
      expect(typed.picks.length).toBeGreaterThan(1000);
      expect(typed.picks).toEqual(objects.picks);
    }
  });
});

describe('wl bench --against', () => {
  it('finds a build\'s engine from a checkout, its packages/engine or the file, and names what is wrong otherwise', async () => {
    const file = join(ROOT, 'packages', 'engine', 'dist', 'engine.js'); // the bundle, the package's entry
    expect(enginePath(ROOT)).toBe(file);
    expect(enginePath(join(ROOT, 'packages', 'engine'))).toBe(file);
    expect(enginePath(file)).toBe(file);
    const empty = mkdtempSync(join(tmpdir(), 'wl-against-'));
    expect(() => enginePath(empty)).toThrow(/no built engine at .*packages\/engine\/dist\/engine\.js or dist\/index\.js/);
    const older = join(empty, 'dist'); // a build before the bundle: tsc's modules only
    mkdirSync(older);
    writeFileSync(join(older, 'index.js'), '');
    expect(enginePath(empty)).toBe(join(older, 'index.js'));
    await expect(loadEngine(new URL('../dist/summary.js', import.meta.url).pathname)).rejects.toThrow(/not an engine build with a fast path: it lacks startGame/);
  });

  it('times both builds on the same work and reports each rate and the paired ratio (a tiny run)', async () => {
    const r = compare(await loadEngine(ROOT), 'this checkout', { reps: 2, scale: 0.02 });
    expect(r.against).toBe('this checkout');
    expect(r.pairs).toBe(2);
    for (const m of [r.fastActions, r.randomGames]) {
      expect(m.thisPerSec).toBeGreaterThan(0);
      expect(m.otherPerSec).toBeGreaterThan(0);
      expect(m.ratio).toBeGreaterThan(0);
    }
    // A tiny run on a busy machine can time the two builds 10× apart (x10.318 seen in CI): the ratio may have any number of digits.
    expect(formatCompare(r)).toMatch(/fast path actions\/s .*x\d+\.\d{3}\nrandom 4-player games\/s .*x\d+\.\d{3}\n\(other: this checkout; medians of 2 /);
  });

  it('prints the comparison as JSON from the built binary, and fails at once on a path without a build', () => {
    const out = execFileSync('node', [BIN, 'bench', '--json', '--reps', '1', '--scale', '0.02', '--against', ROOT], { encoding: 'utf8' });
    const doc = JSON.parse(out) as { against: string; pairs: number; fastActions: Record<string, number>; randomGames: Record<string, number> };
    expect(doc.pairs).toBe(1);
    expect(Object.keys(doc.fastActions).sort()).toEqual(['otherPerSec', 'ratio', 'thisPerSec']);
    expect(typeof doc.randomGames.ratio).toBe('number');
    const empty = mkdtempSync(join(tmpdir(), 'wl-against-'));
    expect(() => execFileSync('node', [BIN, 'bench', '--against', empty], { encoding: 'utf8', stdio: 'pipe' })).toThrow(/no built engine at/);
  });
});

describe('wl bench --by-kind', () => {
  it('splits random fast-path steps by the kind of decision, with shares that add up (a tiny run)', () => {
    const r = costsByKind({ reps: 1, scale: 0.02 });
    expect(r.steps).toBe(4000);
    expect(r.kinds.reduce((a, k) => a + k.steps, 0)).toBe(r.steps);
    expect(r.kinds.reduce((a, k) => a + k.stepShare, 0)).toBeCloseTo(1, 9);
    expect(r.kinds.reduce((a, k) => a + k.timeShare, 0)).toBeCloseTo(1, 9);
    const names = r.kinds.map((k) => k.kind);
    // The action phase is split by the action taken; every player's turn starts with a benefit (R4.1).
    expect(names).toEqual(expect.arrayContaining(['turn:action:move', 'turn:startBenefit', 'window:reaction']));
    expect(names.every((n) => /^[a-zA-Z]+:[a-zA-Z]+(:[a-zA-Z]+)?$/.test(n))).toBe(true);
    for (let i = 1; i < r.kinds.length; i++) expect(r.kinds[i - 1].timeShare).toBeGreaterThanOrEqual(r.kinds[i].timeShare);
    const table = formatKinds(r, 3);
    expect(table.split('\n')[1]).toMatch(new RegExp(`^${r.kinds[0].kind} `));
    expect(table).toMatch(new RegExp(`\\(${r.kinds.length - 3} other kinds\\)`));
  });

  it('with several passes (--reps), counts the steps of all; each pass plays its own games, the same each time', () => {
    const one = costsByKind({ reps: 1, scale: 0.01 });
    const three = costsByKind({ reps: 3, scale: 0.01 });
    expect([one.passes, three.passes]).toEqual([1, 3]);
    expect(three.steps).toBe(3 * one.steps);
    expect(three.kinds.reduce((a, k) => a + k.steps, 0)).toBe(three.steps);
    expect(three.kinds.reduce((a, k) => a + k.timeShare, 0)).toBeCloseTo(1, 9);
    const counts = (m: Map<string, Sums>) => Object.fromEntries([...m].map(([k, e]) => [k, e.n]));
    expect(counts(pass(2000, 1, 0))).toEqual(counts(pass(2000, 1, 0)));
    expect(counts(pass(2000, 1, 0))).not.toEqual(counts(pass(2000, 0, 0)));
    expect(formatKinds(three)).toMatch(/in 3 passes after a warm-up; ns: the median/);
    expect(formatKinds(one)).not.toMatch(/passes/);
  });

  it('gives each kind the median of its passes\' means, its steps over all passes, and time shares from those medians', () => {
    const p = (rows: [string, Sums][]) => new Map(rows);
    const kinds = combinePasses([
      p([['a', { n: 2, list: 20, apply: 40 }], ['b', { n: 1, list: 5, apply: 5 }]]), // a: 10 and 20 ns per step
      p([['a', { n: 1, list: 40, apply: 80 }]]), // a: 40 and 80 (means would give 23.3 and 46.7)
      p([['a', { n: 1, list: 20, apply: 40 }], ['c', { n: 4, list: 4, apply: 0 }]]), // a: 20 and 40
    ]);
    expect(kinds.map((k) => [k.kind, k.steps, k.listNs, k.applyNs])).toEqual([['a', 4, 20, 40], ['b', 1, 5, 5], ['c', 4, 1, 0]]);
    expect(kinds.map((k) => k.stepShare)).toEqual([4 / 9, 1 / 9, 4 / 9]);
    const total = 4 * 60 + 10 + 4;
    expect(kinds.map((k) => k.timeShare)).toEqual([240 / total, 10 / total, 4 / total]);
  });

  it('prints them as JSON from the built binary', () => {
    const out = execFileSync('node', [BIN, 'bench', '--by-kind', '--json', '--scale', '0.01'], { encoding: 'utf8' });
    const doc = JSON.parse(out) as { steps: number; passes: number; timerNs: number; kinds: { kind: string; steps: number }[] };
    expect(doc.steps).toBe(2000);
    expect(doc.passes).toBe(1);
    expect(doc.kinds.reduce((a, k) => a + k.steps, 0)).toBe(2000);
    expect(typeof doc.timerNs).toBe('number');
    expect(() => execFileSync('node', [BIN, 'bench', '--by-kind', '--against', ROOT], { encoding: 'utf8', stdio: 'pipe' })).toThrow(/cannot be used with/);
  });
});

describe('wl simulate tournaments', () => {
  it('rotates the bot list by the game index so every bot sits in every seat', () => {
    expect(seatBots(['ismcts', 'heuristic', 'random', 'random'], 4, 0)).toEqual(['ismcts', 'heuristic', 'random', 'random']);
    expect(seatBots(['ismcts', 'heuristic', 'random', 'random'], 4, 1)).toEqual(['heuristic', 'random', 'random', 'ismcts']);
    expect(seatBots(['heuristic', 'random'], 3, 2)).toEqual(['heuristic', 'heuristic', 'random']);
    const seats = new Set([0, 1, 2, 3].map((i) => seatBots(['a', 'b', 'b', 'b'], 4, i).indexOf('a')));
    expect(seats.size).toBe(4);
  });

  it('computes 95% Wilson intervals', () => {
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.4902, 3);
    expect(hi).toBeCloseTo(0.9433, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [l2, h2] = wilson(0, 20);
    expect(l2).toBe(0);
    expect(h2).toBeCloseTo(0.1611, 3);
  });

  it('gives ismcts seats the budget and playout length asked for, and other seats their named bot', () => {
    const both = resolveBot('ismcts', { budget: '20', horizon: '70' }) as IsmctsBot;
    expect([2, 4, 6].map((n) => both.horizonFor(n))).toEqual([70, 70, 70]);
    const perSeat = resolveBot('ismcts', { horizon: '17.5/seat' }) as IsmctsBot;
    expect([2, 3, 4, 5, 6].map((n) => perSeat.horizonFor(n))).toEqual([35, 53, 70, 88, 105]);
    expect((resolveBot('ismcts', { budget: '20' }) as IsmctsBot).horizonFor(4)).toBe('next-turn');
    expect((resolveBot('ismcts', { horizon: 'next-turn' }) as IsmctsBot).horizonFor(6)).toBe('next-turn');
    expect(resolveBot('ismcts')).toBe(botByName('ismcts'));
    expect(resolveBot('heuristic', { budget: '20', horizon: '70', root: 8 })).toBe(botByName('heuristic'));
    // Without a budget the named level's 30 iterations apply.
    let st = createGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 20, seed: 11 });
    while (st.prompt!.kind !== 'action') {
      const seat = st.prompt!.seat;
      const r = applyAction(st, seat, legalActions(st, seat)[0]);
      if (!r.ok) throw r.error;
      st = r.state;
    }
    perSeat.search(st, st.prompt!.seat, seedRng('h'));
    expect(perSeat.lastStats!.iterations).toBe(ISMCTS_LEVEL_BUDGET.iterations);
    // --root: how many of the heuristic's best actions the root searches (4 by default).
    const legal = legalActions(st, st.prompt!.seat).length;
    expect(legal).toBeGreaterThan(8);
    const widths = [undefined, 2, 8].map((root) => {
      const bot = resolveBot('ismcts', { budget: '16', root }) as IsmctsBot;
      bot.search(st, st.prompt!.seat, seedRng('r'));
      return bot.lastStats!.rootVisits.length;
    });
    expect(widths).toEqual([4, 2, 8]);
    // --tree: the root's actions only (the default) or SO-ISMCTS's tree below them too.
    const trees = [undefined, 'root', 'full'] as const;
    const nodes = trees.map((tree) => {
      const bot = resolveBot('ismcts', { budget: '16', tree }) as IsmctsBot;
      bot.search(st, st.prompt!.seat, seedRng('t'));
      return bot.lastStats!.nodes;
    });
    expect(nodes.slice(0, 2)).toEqual([4, 4]);
    expect(nodes[2]).toBeGreaterThan(4);
    expect(() => simulate({ games: 1, players: 4, bots: ['ismcts'], seed: 1, length: 15, maxRounds: 1, json: true, root: 0 })).toThrow(/--root 0: a root width/);
    expect(() => simulate({ games: 1, players: 4, bots: ['ismcts'], seed: 1, length: 15, maxRounds: 1, json: true, horizon: '0' })).toThrow(/bad horizon "0"/);
  });

  it('parses playout lengths in actions or in actions per seat', () => {
    expect(parseHorizon('70')).toEqual({ horizon: 70 });
    expect(parseHorizon(' next-turn ')).toEqual({ horizon: 'next-turn' });
    expect(parseHorizon(' 17.5 / seat ')).toEqual({ horizonPerSeat: 17.5 });
    expect(parseHorizon(String(MAX_HORIZON))).toEqual({ horizon: MAX_HORIZON });
    for (const bad of ['0', '1001', '2.5', '-1', 'x', '0/seat', '167/seat', '17.5/player', '']) expect(() => parseHorizon(bad), bad).toThrow(/bad horizon/);
  });

  it('parses budgets in milliseconds, seconds or iterations', () => {
    expect(parseBudget('50ms')).toEqual({ ms: 50 });
    expect(parseBudget('2s')).toEqual({ ms: 2000 });
    expect(parseBudget('300')).toEqual({ iterations: 300 });
    expect(() => parseBudget('fast')).toThrow(/bad budget/);
  });

  it('reports win rates per bot with intervals, keeps the JSON shape and writes a self-contained HTML report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-report-'));
    const report = join(dir, 'report.html');
    const r = simulate({ games: 8, players: 4, bots: ['ismcts', 'heuristic', 'random', 'random'], seed: 3, length: 15, maxRounds: 100, json: true, budget: '4', horizon: '9', root: 2, report });
    // Seats rotate: the ismcts bot sat in seats 0, 3, 2, 1, ...
    expect(r.games.map((g) => g.players.find((p) => p.bot === 'ismcts')!.seat).slice(0, 4)).toEqual([0, 3, 2, 1]);
    expect(Object.keys(r.summary.bots).sort()).toEqual(['heuristic', 'ismcts', 'random']);
    const b = r.summary.bots.random;
    expect(b.seats).toBe(16);
    expect(b.ci95[0]).toBeLessThanOrEqual(b.winRate);
    expect(b.ci95[1]).toBeGreaterThanOrEqual(b.winRate);
    // The existing fields are still there.
    for (const k of ['games', 'finished', 'unfinished', 'finishedRate', 'seconds', 'gamesPerSec', 'meanRounds', 'meanActions', 'meanFinalLp', 'winsBySeat', 'winsByCharacter', 'winsByBot', 'events']) {
      expect(r.summary).toHaveProperty(k);
    }
    for (const g of r.games) for (const p of g.players) expect(Object.keys(p)).toEqual(expect.arrayContaining(['seat', 'character', 'bot', 'lp', 'trackLp', 'winner', 'lpSources']));
    const html = readFileSync(report, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect((html.match(/<svg /g) ?? []).length).toBeGreaterThanOrEqual(5);
    for (const title of ['Win rate by bot', 'Win rate by character', 'LP sources by category', 'LP sources by reason', 'Game length', 'Final LP']) expect(html).toContain(title);
    expect(html).toMatch(/>gold</); // deposits, grouped
    expect(html).not.toMatch(/<script|<link|src="http|href="http/);
    expect(html).toContain('deposit');
    // The search's settings are named, so a report says which bot it measured.
    expect(html).toContain('ISMCTS budget 4, ISMCTS horizon 9, ISMCTS root width 2');
  });

  it('the built binary prints the results table with intervals', () => {
    const out = execFileSync('node', [BIN, 'simulate', '--games', '4', '--players', '4', '--bots', 'heuristic,random', '--seed', '5'], { encoding: 'utf8' });
    expect(out).toMatch(/bot\s+seats\s+wins\s+win rate\s+95% CI/);
    expect(out).toMatch(/heuristic\s+8\s+\d+/);
  });
});
