// V8's settings for the processes that run the engine and its bots hot: the server's bot workers,
// `wl simulate` and `wl bench`. The engine's frames, events and actions are plain objects of many
// shapes (DESIGN.md), so a property read that sees more than V8's default of 4 shapes goes
// megamorphic: a lookup in V8's global stub cache instead of a few map checks. Allowing 16
// shapes a site keeps the commonest reads polymorphic: 4.9% fewer instructions an ISMCTS
// iteration and 1.5% fewer a fast-path step under Valgrind (8 gave nothing, 32 no more), x1.04
// and x1.03 in alternating native runs of a worker running those two loops, less inside whole
// `wl bench` runs (docs/performance-history.md, 6 Dec 2026). The typed engine (the fast path) is
// many small functions over one Int32Array, and TurboFan stops inlining into a function once 920
// bytes of bytecode are in. A budget of 1,840 made the fast path faster in 12 of 12 alternating
// process pairs (median x1.05); 2,400, 3,000 and 4,000 gave medians of 1.85 M against 1.75 M
// with V8's 920 over 8 rounds; the search stayed within the noise (-1 to -3% in 14 pairs)
// (docs/performance-history.md, twelfth session).
import { setFlagsFromString } from 'node:v8';

/** The most shapes an inline cache tracks before it goes megamorphic, in the processes tuneV8ForEngine sets up (V8's default is 4). */
export const POLYMORPHIC_SHAPES = 16;

/**
 * The most bytecode TurboFan inlines into one optimised function, in bytes, in the processes
 * tuneV8ForEngine sets up (V8's default is 920). The typed engine's hot functions (settle, the
 * handlers' lists) call many small ones, and the default budget runs out among them.
 */
export const INLINE_BUDGET = 3000;

/**
 * Sets V8's flags for running the engine hot. A flag is process-wide: every isolate of the process
 * (the main thread, workers already made or made later) reads it from then on, since V8 reads this
 * one whenever an inline cache changes state. Call it before the hot code runs; calling it again
 * changes nothing.
 */
export function tuneV8ForEngine(): void {
  setFlagsFromString(`--max-valid-polymorphic-map-count=${POLYMORPHIC_SHAPES}`);
  setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${INLINE_BUDGET}`);
}
