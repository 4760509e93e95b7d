// @wl/cli as a library: the pieces behind `wl`, for tests and other tools.
export { playGame, resolveBot, countEvents, simulationSetup, type GameSpec, type GameRecord } from './play.js';
export { simulate, seatBots, type SimulateOptions } from './simulate.js';
export { bench, midGame, type BenchOptions, type BenchResult } from './bench.js';
export { htmlReport } from './report.js';
export { summarize, formatSummary, wilson, type Summary, type RateLine } from './summary.js';
export { readGameFile, runReplay, type GameFile } from './replay.js';
