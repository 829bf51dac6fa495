import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { sportsBetRefusal } from './sports-bet-refusal.ts';

const t = (key: string) => `<${key}>`;

describe('a refused bet or cash-out', () => {
  it("reads the sportsbook's codes in the site's words", () => {
    const error = new ApiError('InvalidRequestException', 'Cash out is unavailable', {
      code: 'CASH_OUT_UNAVAILABLE',
    });
    expect(sportsBetRefusal(error, t)).toBe('<sportsBetErrors.CASH_OUT_UNAVAILABLE>');
  });

  it('shows what the platform said about anything else, or the generic error', () => {
    expect(
      sportsBetRefusal(new ApiError('AccessDeniedException', 'Self-excluded', { code: 'SelfExcluded' }), t),
    ).toBe('Self-excluded');
    expect(sportsBetRefusal(new Error('offline'), t)).toBe('<common.errorGeneric>');
  });
});
