import { createHash, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Crockford base32 without look-alike letters, grouped for reading aloud and copying.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The recovery secret key: 24 random base32 characters (120 bits) in groups of four. */
export function newSecretKey(): string {
  const bytes = randomBytes(24);
  let out = '';
  for (let i = 0; i < 24; i++) {
    if (i > 0 && i % 4 === 0) out += '-';
    out += ALPHABET[bytes[i]! % 32];
  }
  return out;
}

/** Keys are compared in a normal form: upper case, no spaces or dashes. */
export function normalizeSecretKey(key: string): string {
  return key.replace(/[\s-]/g, '').toUpperCase();
}
