/** A deep copy of plain JSON data (objects, arrays, primitives): the state is always such data. */
export function clone<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) return x.map(clone) as T;
  const out: Record<string, unknown> = {};
  for (const k in x) out[k] = clone((x as Record<string, unknown>)[k]);
  return out as T;
}
