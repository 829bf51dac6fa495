import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import {
  bonusTerms,
  depositRefusal,
  type OfferRow,
  offerInCurrency,
  onceKey,
  type PlayerStanding,
  playerRefusal,
} from './offer-rules.ts';

const now = new Date('2026-11-25T12:00:00Z');

function offer(overrides: Partial<OfferRow> = {}): OfferRow {
  return {
    id: 7,
    position: 0,
    action: 'deposit',
    first_deposit: false,
    repeatable: false,
    min_amount: minorUnits(1_000),
    exclude_methods: ['crypto_usdt'],
    percent: 100,
    max_amount: minorUnits(50_000),
    amounts: {
      USD: { min: minorUnits(1_000), max: minorUnits(50_000) },
      USDT: { min: minorUnits(10_000_000), max: minorUnits(500_000_000) },
    },
    wager: 30,
    days: 14,
    promo_code: null,
    image: null,
    free_spins: null,
    texts: {},
    started_at: null,
    finished_at: null,
    ...overrides,
  };
}

const newcomer: PlayerStanding = { hasDeposited: false, usedOfferIds: new Set() };

describe('who may take an offer', () => {
  it.each([
    ['a newcomer', offer(), newcomer, null],
    [
      'an offer not started yet',
      offer({ started_at: new Date('2026-11-26T00:00:00Z') }),
      newcomer,
      'EXPIRED',
    ],
    ['an offer that ended', offer({ finished_at: now }), newcomer, 'EXPIRED'],
    ['a once-only offer taken before', offer(), { ...newcomer, usedOfferIds: new Set([7]) }, 'ALREADY_USED'],
    [
      'a repeatable offer taken before',
      offer({ repeatable: true }),
      { ...newcomer, usedOfferIds: new Set([7]) },
      null,
    ],
    [
      'a first-deposit offer after a deposit',
      offer({ first_deposit: true }),
      { ...newcomer, hasDeposited: true },
      'NOT_FIRST_DEPOSIT',
    ],
  ] as const)('%s', (_case, row, standing, expected) => {
    expect(playerRefusal(row, standing, now)).toBe(expected);
  });

  it('checks the method and the amount of the deposit', () => {
    expect(depositRefusal(offer(), newcomer, { method: 'crypto_usdt', amount: 5_000 }, now)).toBe(
      'METHOD_EXCLUDED',
    );
    expect(depositRefusal(offer(), newcomer, { method: 'visa', amount: 999 }, now)).toBe('AMOUNT_TOO_LOW');
    expect(depositRefusal(offer(), newcomer, { method: 'visa', amount: 1_000 }, now)).toBeNull();
  });
});

describe('what a deposit earns', () => {
  it('gives the percentage in whole minor units, capped, with wagering on the bonus', () => {
    expect(bonusTerms(offer(), minorUnits(5_000))).toEqual({ amount: 5_000, wagerRequired: 150_000 });
    expect(bonusTerms(offer({ percent: 25 }), minorUnits(1_003))).toEqual({
      amount: 250,
      wagerRequired: 7_500,
    });
    expect(bonusTerms(offer(), minorUnits(90_000))).toEqual({ amount: 50_000, wagerRequired: 1_500_000 });
    expect(bonusTerms(offer({ wager: 0 }), minorUnits(2_000))).toEqual({ amount: 2_000, wagerRequired: 0 });
  });

  it('keys a once-only offer by offer and a repeatable one by payment', () => {
    expect(onceKey(offer(), 42)).toBe('offer:7');
    expect(onceKey(offer({ repeatable: true }), 42)).toBe('payment:42');
  });
});

describe('an offer in a currency', () => {
  it("takes the currency's own least deposit and largest bonus, converting nothing", () => {
    const inUsdt = offerInCurrency(offer(), 'USDT');
    expect(inUsdt).toMatchObject({ min_amount: 10_000_000, max_amount: 500_000_000 });
    expect(depositRefusal(inUsdt!, newcomer, { method: 'visa', amount: 9_999_999 }, now)).toBe(
      'AMOUNT_TOO_LOW',
    );
    expect(bonusTerms(inUsdt!, minorUnits(1_000_000_000)).amount).toBe(500_000_000);
  });

  it('is not made in a currency it lists no amounts for', () => {
    expect(offerInCurrency(offer(), 'EUR')).toBeUndefined();
    expect(offerInCurrency(offer(), 'toString')).toBeUndefined();
  });
});
