// The built server as a child process (for crash tests): started on a random port, its JSON log
// lines collected, killed with any signal.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The built server entry point. */
export const MAIN = new URL('../dist/main.js', import.meta.url).pathname;

/** A server child process. */
export interface ChildServer {
  proc: ChildProcess;
  port: number;
  /** Every JSON log line so far. */
  lines: Record<string, unknown>[];
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts `dist/main.js` with DATA_DIR=`dir` on a random loopback port; resolves once it listens. */
export function spawnServer(dir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const proc = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  proc.stderr!.on('data', (b: Buffer) => { stderr += b.toString(); });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 20_000);
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      let obj: Record<string, unknown>;
      try {
        obj = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      lines.push(obj);
      if (obj.msg === 'listening') {
        clearTimeout(timer);
        resolve({
          proc, port: obj.port as number, lines, exited,
          async kill(signal) {
            if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
            await exited;
          },
        });
      }
    });
    void exited.then((code) => { clearTimeout(timer); reject(new Error(`server exited with ${code} before listening: ${stderr}`)); });
  });
}
