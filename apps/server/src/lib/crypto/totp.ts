import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  /** HMAC hash; authenticator apps widely support only SHA-1, hence the default. */
  algorithm?: TotpAlgorithm;
  /** Code length, 6–8 (RFC 4226 requires at least 6). */
  digits?: number;
  /** Time step in seconds. */
  period?: number;
}

export interface VerifyTotpOptions extends TotpOptions {
  /** Current time in milliseconds since the Unix epoch. */
  now?: number;
  /** Neighbouring steps accepted on either side, to tolerate clock drift and typing time. */
  window?: number;
  /** The step accepted last time for this secret; it and anything earlier are refused as replays. */
  lastAcceptedStep?: number | null;
}

/** A secret as raw key bytes, or as the base32 text shown to the user and stored. */
export type TotpSecret = Uint8Array | string;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const SECRET_BYTES = 20;
const MAX_WINDOW = 10;

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** RFC 4648 base32, case-insensitive; trailing `=` padding is tolerated. Throws on anything else. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  // 1, 3 or 6 leftover characters cannot come from whole bytes.
  if ([1, 3, 6].includes(clean.length % 8)) throw new SyntaxError('Invalid base32 length');
  const out = Buffer.alloc(Math.floor((clean.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new SyntaxError('Invalid base32 character');
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

/** A new 160-bit secret (the RFC 4226 recommended length), base32-encoded. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

function resolveOptions({ algorithm = 'sha1', digits = 6, period = 30 }: TotpOptions) {
  if (!['sha1', 'sha256', 'sha512'].includes(algorithm)) throw new RangeError('Unsupported TOTP algorithm');
  if (!Number.isInteger(digits) || digits < 6 || digits > 8) throw new RangeError('TOTP digits must be 6–8');
  if (!Number.isInteger(period) || period < 1) throw new RangeError('TOTP period must be a positive integer');
  return { algorithm, digits, period };
}

function secretBytes(secret: TotpSecret): Uint8Array {
  return typeof secret === 'string' ? base32Decode(secret) : secret;
}

// RFC 4226 HOTP: HMAC over the 8-byte big-endian counter, dynamic truncation, then the low decimal digits.
function hotp(key: Uint8Array, step: number, algorithm: TotpAlgorithm, digits: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(algorithm, key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

function timeStep(timeMs: number, period: number): number {
  if (!Number.isFinite(timeMs) || timeMs < 0) throw new RangeError('TOTP time must be a non-negative number');
  return Math.floor(timeMs / 1000 / period);
}

/** The code for `timeMs` (milliseconds since the Unix epoch). */
export function totpCode(secret: TotpSecret, timeMs: number, options: TotpOptions = {}): string {
  const { algorithm, digits, period } = resolveOptions(options);
  return hotp(secretBytes(secret), timeStep(timeMs, period), algorithm, digits);
}

/**
 * Checks `code` against the steps around `now`. Returns the matched time step, which the caller must
 * store and pass back as `lastAcceptedStep` so the same code cannot be used twice, or null.
 */
export function verifyTotp(secret: TotpSecret, code: string, options: VerifyTotpOptions = {}): number | null {
  const { algorithm, digits, period } = resolveOptions(options);
  const { now = Date.now(), window = 1, lastAcceptedStep = null } = options;
  if (!Number.isInteger(window) || window < 0 || window > MAX_WINDOW)
    throw new RangeError('Invalid TOTP window');
  if (typeof code !== 'string' || code.length !== digits || !/^[0-9]+$/.test(code)) return null;
  const key = secretBytes(secret);
  const given = Buffer.from(code);
  const current = timeStep(now, period);
  let matched: number | null = null;
  // Every candidate is compared, so timing does not reveal which step matched.
  for (let step = Math.max(0, current - window); step <= current + window; step++) {
    const isMatch = timingSafeEqual(Buffer.from(hotp(key, step, algorithm, digits)), given);
    if (isMatch && (lastAcceptedStep === null || step > lastAcceptedStep)) matched = step;
  }
  return matched;
}

/** The Key URI (otpauth://totp/…) an authenticator app reads from a QR code. */
export function otpauthUri(
  issuer: string,
  account: string,
  secret: TotpSecret,
  options: TotpOptions = {},
): string {
  const { algorithm, digits, period } = resolveOptions(options);
  // encodeURIComponent rather than URLSearchParams: apps expect %20, not '+', for spaces.
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = [
    // Re-encoding validates a text secret and puts it in canonical form (upper case, unpadded).
    `secret=${base32Encode(secretBytes(secret))}`,
    `issuer=${encodeURIComponent(issuer)}`,
    `algorithm=${algorithm.toUpperCase()}`,
    `digits=${digits}`,
    `period=${period}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}
