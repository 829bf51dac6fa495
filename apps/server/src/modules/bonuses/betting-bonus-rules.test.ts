import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import { meetsMinOdds, type WageringBet, type WageringBonus, wageringStake } from './betting-bonus-rules.ts';

const activated = new Date('2026-11-26T10:00:00Z');
const bonus: WageringBonus = { currency: 'EUR', min_odds: '1.80', activated_at: activated };
const bet: WageringBet = {
  status: 'lost',
  total_odds: '2100',
  total_stake: minorUnits(500),
  cashed_out: minorUnits(0),
  currency: 'EUR',
  placed_at: new Date('2026-11-26T10:05:00Z'),
};

describe('meetsMinOdds', () => {
  it.each([
    ['1800', '1.80', true],
    ['1800', '1.8', true],
    ['1810', '1.80', true],
    ['1799', '1.80', false],
    ['3422', '3.42', true],
    ['3419', '3.42', false],
    ['12000', '1.50', true],
    ['1010', '1.50', false],
  ])('%s thousandths against minimum %s: %s', (odds, min, expected) => {
    expect(meetsMinOdds(odds, min)).toBe(expected);
  });
});

describe('wageringStake: what a settled bet adds to the active betting bonus', () => {
  it.each<[string, Partial<WageringBet>, Partial<WageringBonus>, number]>([
    ['a lost bet at enough odds counts its stake', {}, {}, 500],
    ['a won bet counts the same', { status: 'won' }, {}, 500],
    ['odds exactly at the minimum count', { total_odds: '1800' }, {}, 500],
    ['odds below the minimum do not', { total_odds: '1799' }, {}, 0],
    ['a void bet does not (its stake came back)', { status: 'void' }, {}, 0],
    ['a bet cashed out in full does not', { status: 'cashed_out', cashed_out: minorUnits(450) }, {}, 0],
    ['a bet with a partial cash-out does not', { status: 'won', cashed_out: minorUnits(100) }, {}, 0],
    ['a bet still open does not (settled bets only)', { status: 'open' }, {}, 0],
    ['a system bet (no total odds) does not', { total_odds: null }, {}, 0],
    ['another currency does not', { currency: 'USD' }, {}, 0],
    ['a bet placed before the activation does not', { placed_at: new Date('2026-11-26T09:59:59Z') }, {}, 0],
    ['a bet placed at the activation counts', { placed_at: activated }, {}, 500],
    ['a pending bonus (never activated) counts nothing', {}, { activated_at: null }, 0],
    ['a higher minimum refuses the same bet', {}, { min_odds: '2.50' }, 0],
  ])('%s', (_name, betChange, bonusChange, expected) => {
    expect(wageringStake({ ...bet, ...betChange }, { ...bonus, ...bonusChange })).toBe(expected);
  });
});
