// The V8 settings of the processes that run the engine hot (v8-tuning.ts), checked where they act:
// V8's inline-cache log of a child process that reads one property of objects of 10 shapes, and
// TurboFan's inlining trace of a child whose hot function calls eight middle-sized ones.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_BUDGET, POLYMORPHIC_SHAPES } from '../src/v8-tuning.js';

const TUNING = new URL('../dist/v8-tuning.js', import.meta.url).href;
const dir = mkdtempSync(join(tmpdir(), 'wl-ic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The states (V8's letters: 1 monomorphic, P polymorphic, N megamorphic) the inline cache of
 * `o.k` on line 4 of the child's script goes through, calling tuneV8ForEngine first or not.
 */
function statesOfRead(tuned: boolean): string[] {
  const log = join(dir, `ic-${tuned}.log`);
  const script = [
    `import { tuneV8ForEngine } from ${JSON.stringify(TUNING)};`,
    `if (${tuned}) tuneV8ForEngine();`,
    'const shapes = Array.from({ length: 10 }, (_, i) => ({ ["f" + i]: i, k: i }));',
    'function readK(o) { return o.k; }',
    'let t = 0; for (let r = 0; r < 1000; r++) for (const o of shapes) t += readK(o);',
  ].join('\n');
  execFileSync('node', ['--log-ic', `--logfile=${log}`, '--no-logfile-per-isolate', '--input-type=module', '-e', script]);
  // LoadIC,<code>,<time>,<line>,<column>,<old state>,<new state>,<map>,<key>,... (V8 11, Node 20)
  return readFileSync(log, 'utf8').split('\n').map((l) => l.split(','))
    .filter((f) => f[0] === 'LoadIC' && f[3] === '4' && f[8] === 'k').map((f) => f[6]);
}

/** How many of eight callees (each about 200 bytes of bytecode) TurboFan inlines into their hot caller, calling tuneV8ForEngine first or not. */
function calleesInlined(tuned: boolean): number {
  const callee = (i: number): string => `function f${i}(a) { let s = 0; for (let j = 0; j < a.length; j++) { s += a[j] * ${i + 1}; `
    + `if (s > 1e9) s -= ${i}; s ^= (a[j] << ${i % 5}) | (s >>> 3); s += Math.imul(s, ${i + 7}) & 255; } `
    + `for (let j = 0; j < a.length; j++) { s -= a[j] % ${i + 2}; s = (s * 31 + j) | 0; if (s < 0) s = -s; } return s; }`;
  const script = [
    `import { tuneV8ForEngine } from ${JSON.stringify(TUNING)};`,
    `if (${tuned}) tuneV8ForEngine();`,
    ...Array.from({ length: 8 }, (_, i) => callee(i)),
    `function caller(a) { return ${Array.from({ length: 8 }, (_, i) => `f${i}(a)`).join(' + ')}; }`,
    'let t = 0; const a = [1, 2, 3, 4]; for (let i = 0; i < 200000; i++) t += caller(a);',
  ].join('\n');
  const trace = execFileSync('node', ['--trace-turbo-inlining', '--input-type=module', '-e', script], { encoding: 'utf8' });
  // "Inlining 0x… {… <SharedFunctionInfo f7>} into 0x… {… <SharedFunctionInfo caller>}" (V8 11, Node 20)
  return trace.split('\n').filter((l) => /^Inlining .*<SharedFunctionInfo f\d>.* into .*<SharedFunctionInfo caller>/.test(l)).length;
}

describe('V8 tuning for the engine (server v8-tuning.ts)', () => {
  it(`inlines up to ${INLINE_BUDGET} bytes of bytecode into a hot function, where V8 alone stops at 920`, () => {
    const plain = calleesInlined(false);
    expect(plain).toBeGreaterThan(0);
    expect(plain).toBeLessThan(8); // V8's budget runs out
    expect(calleesInlined(true)).toBe(8); // set at run time, after the process started
  });

  it(`keeps a property read of 10 shapes polymorphic (up to ${POLYMORPHIC_SHAPES}), where V8 alone makes it megamorphic`, () => {
    expect(POLYMORPHIC_SHAPES).toBeGreaterThanOrEqual(10);
    const plain = statesOfRead(false);
    expect(plain).toContain('N'); // V8's default: 4 shapes
    const tuned = statesOfRead(true);
    expect(tuned).toContain('P');
    expect(tuned).not.toContain('N'); // set at run time, after the process started
  });
});
