import { describe, expect, it } from 'vitest';
import {
  isValidId,
  isValidSlug,
  isValidSysname,
  isValidTournamentId,
  isValidTransaction,
} from './route-validity.ts';

describe('route validity', () => {
  it('accepts well-formed values', () => {
    expect(isValidId('42')).toBe(true);
    expect(isValidId('summer-race')).toBe(true);
    expect(isValidSysname('book_of_dead.v2')).toBe(true);
    expect(isValidSlug('bonus-terms')).toBe(true);
  });

  it.each(['', '../etc', 'a b', '<script>', '-x', 'x'.repeat(200)])('refuses %j', (value) => {
    expect(isValidId(value)).toBe(false);
    expect(isValidSysname(value)).toBe(false);
    expect(isValidSlug(value)).toBe(false);
  });

  it('takes transaction ids as the platform issues them (URL-safe base64, any first character)', () => {
    for (const id of ['-glbkUBge30jqv5D', '_a9Zx', 'Ab12-_cd']) expect(isValidTransaction(id)).toBe(true);
    for (const id of ['', 'a.b', 'a/b', '<x>', 'x'.repeat(65), undefined]) {
      expect(isValidTransaction(id)).toBe(false);
    }
  });

  it('takes tournament ids only as the platform issues them (/tournaments/abc is not found, not refused)', () => {
    for (const id of ['1', '42', '999999999']) expect(isValidTournamentId(id)).toBe(true);
    for (const id of ['abc', '0', '01', '1234567890', '-1', '1.5', '', undefined]) {
      expect(isValidTournamentId(id)).toBe(false);
    }
  });

  it('refuses uppercase and doubled dashes in slugs', () => {
    expect(isValidSlug('About')).toBe(false);
    expect(isValidSlug('a--b')).toBe(false);
    expect(isValidSlug(undefined)).toBe(false);
  });
});
