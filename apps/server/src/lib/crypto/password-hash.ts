import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters: N (CPU/memory cost, a power of two), r (block size), p (parallelism). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * 2^15 × r=8 needs 32 MiB and takes roughly 50–100 ms on a modern core: costly to brute-force, yet
 * cheap enough per login.
 */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MIN_KEY_BYTES = 16;
const MAX_KEY_BYTES = 64;
// Limits on what a stored string may ask for, so a corrupted or planted record cannot make a login
// allocate gigabytes or burn seconds of CPU.
const MAX_LOG2_N = 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;

const DECIMAL = /^[1-9][0-9]{0,9}$/;
const BASE64_UNPADDED = /^[A-Za-z0-9+/]+$/;

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

function checkParams({ N, r, p }: ScryptParams): boolean {
  return (
    Number.isInteger(N) &&
    N >= 2 &&
    N <= 2 ** MAX_LOG2_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_R &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_P &&
    128 * N * r <= MAX_MEMORY_BYTES
  );
}

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  { N, r, p }: ScryptParams,
): Promise<Buffer> {
  // scrypt needs about 128·N·r bytes; Node's default maxmem (32 MiB) is exactly 2^15 × 8 and would reject it.
  const maxmem = 256 * N * r + 128 * r * p;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function encodeBase64(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}

// Buffer.from(…, 'base64') silently skips junk, so the text must also re-encode to itself.
function decodeBase64(text: string): Buffer | null {
  if (!BASE64_UNPADDED.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return encodeBase64(bytes) === text ? bytes : null;
}

function parseStoredHash(stored: string): StoredHash | null {
  if (typeof stored !== 'string') return null;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  if (!DECIMAL.test(n) || !DECIMAL.test(r) || !DECIMAL.test(p)) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!checkParams(params)) return null;
  const salt = decodeBase64(saltText);
  const hash = decodeBase64(hashText);
  if (!salt || salt.length < SALT_BYTES) return null;
  if (!hash || hash.length < MIN_KEY_BYTES || hash.length > MAX_KEY_BYTES) return null;
  return { params, salt, hash };
}

/**
 * Hashes a password into a self-describing `scrypt$N$r$p$salt$hash` string (unpadded base64), so the
 * cost can be raised later without breaking existing records. `params` exists for tests; production
 * code uses the default.
 */
export async function hashPassword(
  password: string,
  params: Readonly<ScryptParams> = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  if (!checkParams(params)) throw new RangeError('Invalid scrypt parameters');
  const salt = randomBytes(SALT_BYTES);
  const hash = await deriveKey(password, salt, KEY_BYTES, params);
  return ['scrypt', params.N, params.r, params.p, encodeBase64(salt), encodeBase64(hash)].join('$');
}

/** True when the password matches. A malformed or tampered stored string yields false, never an exception. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    const parsed = parseStoredHash(stored);
    if (!parsed) return false;
    const actual = await deriveKey(password, parsed.salt, parsed.hash.length, parsed.params);
    return timingSafeEqual(actual, parsed.hash);
  } catch {
    return false;
  }
}

/**
 * True when the stored hash is weaker than `params` (or unreadable), so the caller should re-hash the
 * password it has just verified and store the result.
 */
export function needsRehash(stored: string, params: Readonly<ScryptParams> = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parseStoredHash(stored);
  if (!parsed) return true;
  const current = parsed.params;
  return (
    current.N < params.N || current.r < params.r || current.p < params.p || parsed.hash.length < KEY_BYTES
  );
}
