// A bounded memo for pure functions of numeric keys (route searches, crossings): two
// generations, so reaching the bound drops only the entries not used since the last turnover
// instead of emptying the whole memo at once. It never changes a result, only how soon it comes.

/** A memo of at most 2 × `size` entries: hits in the old generation move to the young one. */
export class BoundedMemo<V> {
  private young = new Map<number, V>();
  private old = new Map<number, V>();

  /** `size`: entries per generation. */
  constructor(private readonly size: number) {}

  /** The remembered value of `key`, or undefined. */
  get(key: number): V | undefined {
    const v = this.young.get(key);
    if (v !== undefined) return v;
    const o = this.old.get(key);
    if (o !== undefined) this.set(key, o);
    return o;
  }

  /** Remembers the value of `key`. */
  set(key: number, v: V): void {
    if (this.young.size >= this.size) { this.old = this.young; this.young = new Map(); }
    this.young.set(key, v);
  }
}
