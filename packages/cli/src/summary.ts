// The summary of a simulation run: rates, means, wins by seat and character.
import type { GameRecord } from './play.js';

/** What `wl simulate` reports about a whole run. */
export interface Summary {
  games: number;
  finished: number;
  unfinished: number;
  finishedRate: number;
  seconds: number;
  gamesPerSec: number;
  meanRounds: number;
  meanActions: number;
  meanFinalLp: number;
  winsBySeat: Record<string, number>;
  winsByCharacter: Record<string, number>;
  winsByBot: Record<string, number>;
  events: Record<string, number>;
  /** Per bot level: seats played, wins, win rate and its 95% Wilson interval, mean final LP. */
  bots: Record<string, RateLine & { meanFinalLp: number }>;
  /** Per character: seats played, wins, win rate and its 95% Wilson interval. */
  characters: Record<string, RateLine>;
}

/** A win rate over `seats` player-games, with its 95% confidence interval. */
export interface RateLine { seats: number; wins: number; winRate: number; ci95: [number, number] }

/** The Wilson score interval of `wins` successes in `n` trials (95% by default). */
export function wilson(wins: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function rateLines(records: readonly GameRecord[], keyOf: (p: GameRecord['players'][number]) => string): Record<string, RateLine & { lp: number }> {
  const acc: Record<string, { seats: number; wins: number; lp: number }> = {};
  for (const r of records) {
    for (const p of r.players) {
      const k = keyOf(p);
      const a = (acc[k] ??= { seats: 0, wins: 0, lp: 0 });
      a.seats++;
      a.lp += p.lp;
      if (r.finished && p.winner) a.wins++;
    }
  }
  const out: Record<string, RateLine & { lp: number }> = {};
  for (const [k, a] of Object.entries(acc)) {
    const [lo, hi] = wilson(a.wins, a.seats);
    out[k] = { seats: a.seats, wins: a.wins, winRate: round3(a.wins / a.seats), ci95: [round3(lo), round3(hi)], lp: a.lp / a.seats };
  }
  return out;
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Summarises game records; unfinished games never count as wins. */
export function summarize(records: readonly GameRecord[], seconds: number): Summary {
  const winsBySeat: Record<string, number> = {};
  const winsByCharacter: Record<string, number> = {};
  const winsByBot: Record<string, number> = {};
  const events: Record<string, number> = {};
  for (const r of records) {
    for (const [k, n] of Object.entries(r.events)) events[k] = (events[k] ?? 0) + n;
    if (!r.finished) continue;
    if (r.manInBlack?.winner) { // the Man in Black is a competitor and can win (R20.1)
      winsBySeat.mib = (winsBySeat.mib ?? 0) + 1;
      winsByCharacter['man-in-black'] = (winsByCharacter['man-in-black'] ?? 0) + 1;
    }
    for (const p of r.players) {
      if (!p.winner) continue;
      winsBySeat[p.seat] = (winsBySeat[p.seat] ?? 0) + 1;
      winsByCharacter[p.character ?? '?'] = (winsByCharacter[p.character ?? '?'] ?? 0) + 1;
      winsByBot[p.bot] = (winsByBot[p.bot] ?? 0) + 1;
    }
  }
  const finished = records.filter((r) => r.finished);
  return {
    games: records.length,
    finished: finished.length,
    unfinished: records.length - finished.length,
    finishedRate: round2(records.length ? finished.length / records.length : 0),
    seconds: round2(seconds),
    gamesPerSec: round2(seconds > 0 ? records.length / seconds : 0),
    meanRounds: round2(mean(records.map((r) => r.rounds))),
    meanActions: round2(mean(records.map((r) => r.actions))),
    meanFinalLp: round2(mean(finished.flatMap((r) => r.players.map((p) => p.lp)))),
    winsBySeat, winsByCharacter, winsByBot, events,
    bots: Object.fromEntries(Object.entries(rateLines(records, (p) => p.bot)).map(([k, { lp, ...l }]) => [k, { ...l, meanFinalLp: round2(lp) }])),
    characters: Object.fromEntries(Object.entries(rateLines(records, (p) => p.character ?? '?')).map(([k, { lp: _lp, ...l }]) => [k, l])),
  };
}

/** The summary as a readable table. */
export function formatSummary(s: Summary): string {
  const rows: [string, string][] = [
    ['games', `${s.games} (${s.finished} finished, ${s.unfinished} unfinished)`],
    ['games/s', String(s.gamesPerSec)],
    ['mean rounds', String(s.meanRounds)],
    ['mean actions', String(s.meanActions)],
    ['mean final LP', String(s.meanFinalLp)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`);
  const table = (title: string, m: Record<string, number>) => {
    const entries = Object.entries(m).sort((a, b) => b[1] - a[1]);
    const w = Math.max(title.length, ...entries.map(([k]) => k.length));
    return [``, `${title.padEnd(w)}  wins`, ...entries.map(([k, n]) => `${k.padEnd(w)}  ${n}`)];
  };
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const botRows = Object.entries(s.bots).sort((a, b) => b[1].winRate - a[1].winRate);
  const bw = Math.max(3, ...botRows.map(([k]) => k.length));
  lines.push('', `${'bot'.padEnd(bw)}  seats  wins  win rate  95% CI (Wilson)   mean final LP`);
  for (const [k, b] of botRows) {
    lines.push(`${k.padEnd(bw)}  ${String(b.seats).padStart(5)}  ${String(b.wins).padStart(4)}  ${pct(b.winRate).padStart(8)}  ${`${pct(b.ci95[0])} – ${pct(b.ci95[1])}`.padEnd(17)}  ${b.meanFinalLp}`);
  }
  lines.push(...table('seat', s.winsBySeat), ...table('character', s.winsByCharacter));
  return lines.join('\n');
}
