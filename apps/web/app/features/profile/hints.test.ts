import { describe, expect, it } from 'vitest';
import { inConfirmHintWindow, showsConfirmHint, showsRegistrationHint } from './hints.ts';

const REG = '2025-03-01T10:00:00.000Z';
const at = (offsetMs: number) => Date.parse(REG) + offsetMs;
const HOUR = 60 * 60 * 1000;

describe('hints', () => {
  it('shows the registration hint for 2 hours after reg_time, only without a deposit', () => {
    expect(showsRegistrationHint({ regTime: REG, now: at(0), hasDeposit: false })).toBe(true);
    expect(showsRegistrationHint({ regTime: REG, now: at(2 * HOUR - 1), hasDeposit: false })).toBe(true);
    expect(showsRegistrationHint({ regTime: REG, now: at(2 * HOUR), hasDeposit: false })).toBe(false);
    expect(showsRegistrationHint({ regTime: REG, now: at(HOUR), hasDeposit: true })).toBe(false);
    // A clock behind the server's is no reason to show it.
    expect(showsRegistrationHint({ regTime: REG, now: at(-1), hasDeposit: false })).toBe(false);
  });

  it('shows the confirm hint for 5 days while the login is unconfirmed and nothing was sent', () => {
    const base = { regTime: REG, loginConfirmed: false, confirmSent: false };
    expect(showsConfirmHint({ ...base, now: at(5 * 24 * HOUR - 1) })).toBe(true);
    expect(showsConfirmHint({ ...base, now: at(5 * 24 * HOUR) })).toBe(false);
    expect(showsConfirmHint({ ...base, now: at(HOUR), loginConfirmed: true })).toBe(false);
    expect(showsConfirmHint({ ...base, now: at(HOUR), confirmSent: true })).toBe(false);
    expect(inConfirmHintWindow(REG, at(HOUR))).toBe(true);
  });

  it('shows nothing for an unreadable reg_time', () => {
    expect(showsRegistrationHint({ regTime: 'soon', now: at(0), hasDeposit: false })).toBe(false);
  });
});
