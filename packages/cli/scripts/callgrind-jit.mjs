// Attributes a callgrind profile to V8's JIT code: each JavaScript function's share of the
// instructions (Ir) and of the level-1 instruction-cache misses (I1mr), from Valgrind's
// per-instruction costs and the code map node writes with --perf-basic-prof. Valgrind alone
// names only node's own C++; everything V8 compiled shows as '???'. How to make the two files,
// at the engine's steady state: docs/performance-history.md, "Which code misses the cache".
//   node packages/cli/scripts/callgrind-jit.mjs callgrind.out /tmp/perf-PID.map [rows]
import { readFileSync } from 'node:fs';

const [out, mapFile, rowsArg] = process.argv.slice(2);
if (!out || !mapFile) {
  process.stderr.write('usage: callgrind-jit.mjs <callgrind.out (--dump-instr=yes --compress-pos=no)> <perf-PID.map> [rows]\n');
  process.exit(2);
}

/** The code map: start, size and name of each code object, sorted by start. */
const code = readFileSync(mapFile, 'utf8').split('\n').filter(Boolean).map((l) => {
  const [a, size, ...name] = l.split(' ');
  return { start: parseInt(a, 16), end: parseInt(a, 16) + parseInt(size, 16), name: name.join(' ') };
}).sort((x, y) => x.start - y.start);

/** The name of the code object holding `addr`, or 'node (C++)' outside the map. */
function nameAt(addr) {
  let lo = 0, hi = code.length - 1, at = -1;
  while (lo <= hi) { const mid = (lo + hi) >> 1; if (code[mid].start <= addr) { at = mid; lo = mid + 1; } else hi = mid - 1; }
  return at >= 0 && addr < code[at].end ? code[at].name : 'node (C++)';
}

let events = [], positions = 1, skipNext = false;
const totals = new Map();
for (const line of readFileSync(out, 'utf8').split('\n')) {
  if (line.startsWith('events:')) { events = line.split(/\s+/).slice(1); continue; }
  if (line.startsWith('positions:')) { positions = line.split(/\s+/).length - 1; continue; }
  if (line.startsWith('calls=')) { skipNext = true; continue; } // the next cost line is a call's inclusive cost
  if (!line.startsWith('0x')) continue;
  if (skipNext) { skipNext = false; continue; }
  const parts = line.split(/\s+/);
  const name = nameAt(parseInt(parts[0], 16));
  const t = totals.get(name) ?? new Array(events.length).fill(0);
  for (let i = 0; i < events.length; i++) t[i] += Number(parts[positions + i] ?? 0);
  totals.set(name, t);
}
const ir = events.indexOf('Ir'), i1 = events.indexOf('I1mr');
if (ir < 0 || i1 < 0) throw new Error('the profile needs Ir and I1mr: run callgrind with --cache-sim=yes');
const sum = events.map((_, i) => [...totals.values()].reduce((s, t) => s + t[i], 0));
const pct = (x, of) => `${((100 * x) / of).toFixed(2).padStart(6)}%`;
process.stdout.write(`${'Ir'.padStart(7)} ${'I1mr'.padStart(7)}  code (${sum[ir].toLocaleString('en-US')} instructions, ${sum[i1].toLocaleString('en-US')} I1 misses)\n`);
for (const [name, t] of [...totals].sort((a, b) => b[1][i1] - a[1][i1]).slice(0, Number(rowsArg ?? 40))) {
  process.stdout.write(`${pct(t[ir], sum[ir])} ${pct(t[i1], sum[i1])}  ${name.replace(/file:\/\/\/\S*\//, '')}\n`);
}
