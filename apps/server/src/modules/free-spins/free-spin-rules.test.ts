import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import { canSpin, offerPackOnceKey, packEnding, packFromTerms, winningsBonus } from './free-spin-rules.ts';

const now = new Date('2026-11-26T12:00:00Z');
const later = new Date('2026-11-27T12:00:00Z');

describe('free-spin pack rules', () => {
  it.each([
    ['active with spins, in time', { status: 'active', spins_left: 3, expires_at: later }, true, null],
    ['active, last spin taken', { status: 'active', spins_left: 0, expires_at: later }, false, 'finished'],
    [
      'active, time over with spins left',
      { status: 'active', spins_left: 2, expires_at: now },
      false,
      'expired',
    ],
    [
      'active, time over and played out',
      { status: 'active', spins_left: 0, expires_at: now },
      false,
      'finished',
    ],
    ['already finished', { status: 'finished', spins_left: 0, expires_at: later }, false, null],
    ['already expired', { status: 'expired', spins_left: 4, expires_at: now }, false, null],
  ] as const)('%s: may spin %s, ends as %s', (_name, pack, spin, ending) => {
    expect(canSpin(pack, now)).toBe(spin);
    expect(packEnding(pack, now)).toBe(ending);
  });

  it.each([
    [0, 30, null],
    [250, 30, { amount: 250, wagerRequired: 7_500 }],
    [1, 0, { amount: 1, wagerRequired: 0 }],
  ])('winnings %i wagered %i times make %o', (winnings, wager, bonus) => {
    expect(winningsBonus({ winnings: minorUnits(winnings), wager })).toEqual(bonus);
  });

  it('grants count spins at the stake for days, titled per locale', () => {
    const row = packFromTerms(
      {
        titles: { en: 'Welcome spins', de: 'Willkommens-Freispiele' },
        game: 'a-slot',
        count: 10,
        stake: 100,
        days: 7,
        wager: 30,
      },
      { userId: 5, currency: 'USD', onceKey: 'offer:1', offerId: 1 },
      now,
    );
    expect(row).toMatchObject({
      sysname: 'a-slot',
      total: 10,
      spins_left: 10,
      stake: 100,
      wager: 30,
      bonus_days: 7,
    });
    expect(row.expires_at).toEqual(new Date('2026-12-03T12:00:00Z'));
    expect(JSON.parse(row.texts)).toEqual({
      en: { title: 'Welcome spins' },
      de: { title: 'Willkommens-Freispiele' },
    });
  });

  it('keys a once-only offer’s pack by the offer, a repeatable one’s by the deposit', () => {
    expect(offerPackOnceKey({ id: 1, repeatable: false }, 42)).toBe('offer:1');
    expect(offerPackOnceKey({ id: 2, repeatable: true }, 42)).toBe('payment:42');
  });
});
