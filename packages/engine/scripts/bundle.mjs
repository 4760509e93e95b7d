// The engine as one module (`dist/engine.js`, the package's entry): Rolldown joins tsc's modules
// into one scope. V8 (Node 20) reads a binding imported from another module through a cell with
// a check at every use, and does not fold it; a module's own `const` it folds into the code. The
// typed engine reads its layout's offsets (`L.STACK`, `L.playerAt`…) from other modules at every
// step, so the same code runs about a quarter faster as one module (×1.27 on the fast path: README,
// "How wl bench measures").
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

/** The engine's entry as tsc writes it, and the bundle the package exports. */
export const ENTRY = fileURLToPath(new URL('../dist/index.js', import.meta.url));
export const BUNDLE = fileURLToPath(new URL('../dist/engine.js', import.meta.url));

/**
 * Bundles the engine from `input` (tsc's `dist/index.js`, or `src/index.ts` for the tests) into
 * one ES module at `file`, with its source map; returns the file.
 */
export async function bundleEngine(input = ENTRY, file = BUNDLE) {
  const bundle = await rolldown({ input, platform: 'neutral', logLevel: 'warn' });
  try {
    await bundle.write({ file, format: 'esm', sourcemap: true });
  } finally {
    await bundle.close();
  }
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = await bundleEngine();
  console.log(`engine bundled: ${file}`);
}
