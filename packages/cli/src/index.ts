// @wl/cli as a library: the pieces behind `wl`, for tests and other tools.
export { playGame, countEvents, simulationSetup, type GameSpec, type GameRecord } from './play.js';
export { simulate, type SimulateOptions } from './simulate.js';
export { summarize, formatSummary, type Summary } from './summary.js';
export { readGameFile, runReplay, type GameFile } from './replay.js';
