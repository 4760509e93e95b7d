// `wl replay FILE`: replays a recorded game through the public API and prints its final hash.
import { readFileSync } from 'node:fs';
import { replay, stateHash, type LoggedAction, type Setup } from '@wl/engine';

/** A recorded game: its setup and every action with the seat that took it. */
export interface GameFile { setup: Setup; actions: LoggedAction[] }

/** Reads and checks the outline of a game file. */
export function readGameFile(path: string): GameFile {
  const text = readFileSync(path, 'utf8');
  let data: Partial<GameFile>;
  try {
    data = JSON.parse(text) as Partial<GameFile>;
  } catch (e) {
    throw new Error(`${path}: not valid JSON (${(e as Error).message})`);
  }
  if (!data || typeof data !== 'object' || !data.setup || !Array.isArray(data.actions)) {
    throw new Error(`${path}: not a game file ({ setup, actions })`);
  }
  return data as GameFile;
}

/** Replays a file; returns the process exit code (0 when it replays and matches `expect`, whenever given). */
export function runReplay(path: string, expect?: string): number {
  let file: GameFile;
  try {
    file = readGameFile(path);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  try {
    const s = replay(file.setup, file.actions);
    const hash = stateHash(s);
    process.stdout.write(`${hash}\n`);
    if (expect !== undefined && expect !== hash) {
      process.stderr.write(`hash mismatch: expected ${expect}, got ${hash}\n`);
      return 1;
    }
    return 0;
  } catch (e) {
    const err = e as Error & { code?: string; rule?: string };
    process.stderr.write(`illegal replay: ${err.code ?? 'ERROR'} ${err.rule ?? ''} ${err.message}\n`);
    return 1;
  }
}
