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
  lines.push(...table('seat', s.winsBySeat), ...table('character', s.winsByCharacter));
  return lines.join('\n');
}
