/** JSON with object keys sorted, so equal states always print the same text (undefined values left out, as JSON does). */
export function canonicalJson(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x) ?? 'null';
  if (Array.isArray(x)) {
    let out = '[';
    for (let i = 0; i < x.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(x[i]);
    return `${out}]`;
  }
  const o = x as Record<string, unknown>;
  const keys = Object.keys(o).sort();
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const v = o[keys[i]];
    if (v === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(keys[i])}:${canonicalJson(v)}`;
  }
  return `${out}}`;
}

/** A 64-bit FNV-1a hash of a string, as 16 hex digits. */
export function fnv1a64(text: string): string {
  let h1 = 0x84222325 | 0, h0 = 0xcbf29ce4 | 0; // offset basis, high word h0 and low word h1
  for (let i = 0; i < text.length; i++) {
    h1 ^= text.charCodeAt(i);
    // multiply (h0:h1) by the FNV prime 0x100000001b3
    const lo = (h1 & 0xffff) * 0x1b3;
    const mid = (h1 >>> 16) * 0x1b3 + (lo >>> 16);
    const hi = Math.imul(h0, 0x1b3) + Math.imul(h1, 0x100) + (mid >>> 16);
    h1 = ((mid & 0xffff) << 16) | (lo & 0xffff);
    h0 = hi | 0;
  }
  return (h0 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** A stable fingerprint of any JSON-like value: equal states give equal hashes (DESIGN.md). */
export function hashOf(x: unknown): string {
  return fnv1a64(canonicalJson(x));
}
