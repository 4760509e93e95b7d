// Secrets and ids: seat tokens from node:crypto, stored only as hashes, compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

/** A random id of `length` base32 characters (5 bits each), e.g. a table's invite code. */
export function randomId(length = 10): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i] & 31];
  return out;
}

/** A new secret seat token: 32 random bytes, base64url. */
export function newSeatToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The hash of a seat token, as stored (hex sha256). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` hashes to `storedHash`; constant time in the token's content. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A random 32-bit match seed. */
export function randomSeed(): number {
  return randomBytes(4).readUInt32BE(0);
}
