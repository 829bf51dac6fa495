import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  otpauthUri,
  type TotpAlgorithm,
  totpCode,
  verifyTotp,
} from './totp.ts';

// RFC 6238 Appendix B: each algorithm has its own ASCII seed of the hash's output length.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

const RFC6238_VECTORS: [number, TotpAlgorithm, string][] = [
  [59, 'sha1', '94287082'],
  [59, 'sha256', '46119246'],
  [59, 'sha512', '90693936'],
  [1111111109, 'sha1', '07081804'],
  [1111111109, 'sha256', '68084774'],
  [1111111109, 'sha512', '25091201'],
  [1111111111, 'sha1', '14050471'],
  [1111111111, 'sha256', '67062674'],
  [1111111111, 'sha512', '99943326'],
  [1234567890, 'sha1', '89005924'],
  [1234567890, 'sha256', '91819424'],
  [1234567890, 'sha512', '93441116'],
  [2000000000, 'sha1', '69279037'],
  [2000000000, 'sha256', '90698825'],
  [2000000000, 'sha512', '38618901'],
  [20000000000, 'sha1', '65353130'],
  [20000000000, 'sha256', '77737706'],
  [20000000000, 'sha512', '47863826'],
];

describe('totpCode', () => {
  it.each(RFC6238_VECTORS)('RFC 6238 vector: T=%i %s → %s', (seconds, algorithm, expected) => {
    const options = { algorithm, digits: 8 };
    expect(totpCode(SEEDS[algorithm], seconds * 1000, options)).toBe(expected);
    expect(totpCode(base32Encode(SEEDS[algorithm]), seconds * 1000, options)).toBe(expected);
    expect(verifyTotp(SEEDS[algorithm], expected, { ...options, now: seconds * 1000, window: 0 })).toBe(
      Math.floor(seconds / 30),
    );
  });

  it('defaults to SHA-1, 6 digits and 30-second steps', () => {
    expect(totpCode(SEEDS.sha1, 59_000)).toBe('287082');
    expect(totpCode(SEEDS.sha1, 30_000)).toBe('287082');
    expect(totpCode(SEEDS.sha1, 60_000)).not.toBe('287082');
    expect(totpCode(SEEDS.sha1, 1111111109_000)).toBe('081804');
  });

  it('refuses unsupported options and times', () => {
    expect(() => totpCode(SEEDS.sha1, 0, { digits: 5 })).toThrow(RangeError);
    expect(() => totpCode(SEEDS.sha1, 0, { digits: 9 })).toThrow(RangeError);
    expect(() => totpCode(SEEDS.sha1, 0, { period: 0 })).toThrow(RangeError);
    expect(() => totpCode(SEEDS.sha1, 0, { algorithm: 'md5' as TotpAlgorithm })).toThrow(RangeError);
    expect(() => totpCode(SEEDS.sha1, -1)).toThrow(RangeError);
    expect(() => totpCode(SEEDS.sha1, Number.NaN)).toThrow(RangeError);
    expect(() => totpCode('not base32!', 0)).toThrow(SyntaxError);
  });
});

describe('verifyTotp', () => {
  // Fixed secrets keep the window assertions deterministic (random ones could collide across steps).
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const now = 1_700_000_015_000;
  const step = Math.floor(now / 30_000);
  const codeAt = (offset: number) => totpCode(secret, (step + offset) * 30_000);

  it('accepts the current step and one step either side by default', () => {
    expect(verifyTotp(secret, codeAt(0), { now })).toBe(step);
    expect(verifyTotp(secret, codeAt(-1), { now })).toBe(step - 1);
    expect(verifyTotp(secret, codeAt(1), { now })).toBe(step + 1);
    expect(verifyTotp(secret, codeAt(-2), { now })).toBeNull();
    expect(verifyTotp(secret, codeAt(2), { now })).toBeNull();
  });

  it('honours a narrower or wider window', () => {
    expect(verifyTotp(secret, codeAt(0), { now, window: 0 })).toBe(step);
    expect(verifyTotp(secret, codeAt(1), { now, window: 0 })).toBeNull();
    expect(verifyTotp(secret, codeAt(-2), { now, window: 2 })).toBe(step - 2);
    expect(() => verifyTotp(secret, codeAt(0), { now, window: -1 })).toThrow(RangeError);
    expect(() => verifyTotp(secret, codeAt(0), { now, window: 1.5 })).toThrow(RangeError);
  });

  it('refuses a replayed step and anything older than the last accepted one', () => {
    const accepted = verifyTotp(secret, codeAt(0), { now });
    expect(accepted).toBe(step);
    expect(verifyTotp(secret, codeAt(0), { now, lastAcceptedStep: accepted })).toBeNull();
    expect(verifyTotp(secret, codeAt(-1), { now, lastAcceptedStep: accepted })).toBeNull();
    expect(verifyTotp(secret, codeAt(1), { now, lastAcceptedStep: accepted })).toBe(step + 1);
    expect(verifyTotp(secret, codeAt(0), { now, lastAcceptedStep: null })).toBe(step);
  });

  it('rejects a code from a different secret', () => {
    expect(verifyTotp('KRSXG5CTMVRXEZLU', codeAt(0), { now, window: 0 })).toBeNull();
  });

  it.each(['', '12345', '1234567', '12345a', ' 123456', '12 456', '１２３４５６', '+12345', '-12345'])(
    'rejects the malformed code %j',
    (code) => {
      expect(verifyTotp(secret, code, { now })).toBeNull();
    },
  );

  it('does not look before the Unix epoch', () => {
    expect(verifyTotp(secret, totpCode(secret, 0), { now: 0 })).toBe(0);
  });

  it('verifies 8-digit SHA-512 codes with a 60-second period', () => {
    const options = { algorithm: 'sha512', digits: 8, period: 60 } as const;
    const code = totpCode(secret, now, options);
    expect(code).toMatch(/^[0-9]{8}$/);
    expect(verifyTotp(secret, code, { ...options, now })).toBe(Math.floor(now / 60_000));
    expect(verifyTotp(secret, code.slice(2), { ...options, now })).toBeNull();
  });
});

describe('base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('RFC 4648 vector %j ↔ %j (padding dropped)', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
    expect(base32Decode(encoded.toLowerCase()).toString()).toBe(text);
  });

  it('accepts the padded RFC 4648 forms', () => {
    expect(base32Decode('MY======').toString()).toBe('f');
    expect(base32Decode('MZXW6YTBOI======').toString()).toBe('foobar');
  });

  it('round-trips any bytes, case-insensitively', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = base32Encode(bytes);
        expect(encoded).toMatch(/^[A-Z2-7]*$/);
        expect(encoded.length).toBe(Math.ceil((bytes.length * 8) / 5));
        expect(new Uint8Array(base32Decode(encoded))).toEqual(bytes);
        expect(new Uint8Array(base32Decode(encoded.toLowerCase()))).toEqual(bytes);
      }),
    );
  });

  it.each(['MZXW1', 'MZ0W6', 'MZ W6', 'MZXW6!', 'M', 'MZX', 'MZXW6Y'])('rejects %j', (text) => {
    expect(() => base32Decode(text)).toThrow(SyntaxError);
  });
});

describe('generateTotpSecret', () => {
  it('makes distinct 160-bit base32 secrets', () => {
    const a = generateTotpSecret();
    const b = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(a).not.toBe(b);
  });
});

describe('otpauthUri', () => {
  it('builds a Key URI with an encoded label and explicit parameters', () => {
    expect(otpauthUri('Lucky Casino', 'alice@example.com', 'jbswy3dpehpk3pxp')).toBe(
      'otpauth://totp/Lucky%20Casino:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Lucky%20Casino' +
        '&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('encodes raw secret bytes and non-default options', () => {
    const uri = otpauthUri('A:B', 'bob', SEEDS.sha256, { algorithm: 'sha256', digits: 8, period: 60 });
    expect(uri).toBe(
      `otpauth://totp/A%3AB:bob?secret=${base32Encode(SEEDS.sha256)}&issuer=A%3AB&algorithm=SHA256&digits=8&period=60`,
    );
  });

  it('refuses a secret that is not base32', () => {
    expect(() => otpauthUri('Casino', 'bob', 'not base32!')).toThrow(SyntaxError);
  });
});
