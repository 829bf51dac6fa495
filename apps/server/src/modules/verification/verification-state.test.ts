import { describe, expect, it } from 'vitest';
import type { ApplicantStatus } from '../../db/tables/verification.table.ts';
import { accountFlags, mayMove } from './verification-state.ts';

const ALL: ApplicantStatus[] = ['init', 'pending', 'approved', 'rejected'];

describe('the verification state machine', () => {
  it.each([
    ['init', 'pending', true],
    ['pending', 'approved', true],
    ['pending', 'rejected', true],
    ['rejected', 'pending', true],
    ['pending', 'pending', false],
    ['pending', 'init', false],
    ['rejected', 'rejected', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(mayMove(from, to)).toBe(allowed);
  });

  it('never leaves approved: a late notice cannot undo a decision', () => {
    for (const to of ALL) expect(mayMove('approved', to)).toBe(false);
  });

  it('sets the account flags of spec §3 from the status', () => {
    expect(accountFlags('init')).toEqual({ is_on_verification: false, is_verified: false });
    expect(accountFlags('pending')).toEqual({ is_on_verification: true, is_verified: false });
    expect(accountFlags('approved')).toEqual({ is_on_verification: false, is_verified: true });
    expect(accountFlags('rejected')).toEqual({ is_on_verification: false, is_verified: false });
  });
});
