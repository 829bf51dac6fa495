import { describe, expect, it } from 'vitest';
import { inactivityLimit, inactivityPhase } from './inactivity.ts';

describe('forced logout', () => {
  it.each([
    [0, 'active', 100],
    [79_999, 'active', 21],
    [80_000, 'warning', 20],
    [99_001, 'warning', 1],
    [100_000, 'expired', 0],
    [500_000, 'expired', 0],
  ] as const)('after %i ms of a 100 s limit: %s with %i s left', (idle, phase, left) => {
    expect(inactivityPhase(idle, 100)).toEqual({ phase, secondsLeft: left });
  });
});

describe('the inactivity a page allows', () => {
  const times = {
    time_to_force_logout: 1800,
    user_inactivity_cashier_time: 600,
    user_inactivity_pp_time: 900,
  };

  it('is the cashier time in the cashier, the payment page time on a payment page', () => {
    expect(inactivityLimit(times, '/cashier/deposit')).toBe(600);
    expect(inactivityLimit(times, '/cashier/deposit/demo-card')).toBe(600);
    expect(inactivityLimit(times, '/cashier')).toBe(600);
    expect(inactivityLimit(times, '/cashier/paysuccess')).toBe(900);
    expect(inactivityLimit(times, '/cashier/paypending/17')).toBe(900);
  });

  it('is the forced-logout time elsewhere, and where the page time is unset', () => {
    expect(inactivityLimit(times, '/')).toBe(1800);
    expect(inactivityLimit(times, '/cashiers-guide')).toBe(1800);
    expect(inactivityLimit({ ...times, user_inactivity_cashier_time: 0 }, '/cashier/withdraw')).toBe(1800);
    expect(inactivityLimit({ ...times, user_inactivity_pp_time: 0 }, '/cashier/payfail')).toBe(1800);
  });
});
