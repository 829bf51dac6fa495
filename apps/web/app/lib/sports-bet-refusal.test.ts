import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { sportsBetRefusal } from './sports-bet-refusal.ts';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `<${key} ${JSON.stringify(values)}>` : `<${key}>`;

describe('a refused bet or cash-out', () => {
  it("reads the sportsbook's codes in the site's words", () => {
    const error = new ApiError('InvalidRequestException', 'Cash out is unavailable', {
      code: 'CASH_OUT_UNAVAILABLE',
    });
    expect(sportsBetRefusal(error, t)).toBe('<sportsBetErrors.CASH_OUT_UNAVAILABLE>');
  });

  it('names the money limit a bet would go over and what is left of it until when', () => {
    const over = (errorData?: Record<string, unknown>) =>
      new ApiError('InvalidRequestException', 'Over a play limit', {
        code: 'PLAY_LIMIT_REACHED',
        ...(errorData ? { errorData } : {}),
      });
    const data = {
      kind: 'wager_day',
      limit_value: 1_500,
      remaining: 500,
      resets_at: '2026-11-28T00:00:00.000Z',
    };
    expect(sportsBetRefusal(over(data), t, 'USD')).toBe(
      `<sportsBetErrors.PLAY_LIMIT_LEFT ${JSON.stringify({
        limit: '<responsibleGame.playLimits.kinds.wager_day>',
        remaining: '$5',
        resetsAt: '28.11.2026 0:00',
      })}>`,
    );
    // A session's time limit, data that is not whole, or no currency: the general words.
    for (const [error, currency] of [
      [over(), 'USD'],
      [over({ ...data, kind: 'session_minutes' }), 'USD'],
      [over({ ...data, remaining: -1 }), 'USD'],
      [over({ ...data, resets_at: 'soon' }), 'USD'],
      [over(data), undefined],
    ] as const) {
      expect(sportsBetRefusal(error, t, currency)).toBe('<sportsBetErrors.PLAY_LIMIT_REACHED>');
    }
  });

  it('shows what the platform said about anything else, or the generic error', () => {
    expect(
      sportsBetRefusal(new ApiError('AccessDeniedException', 'Self-excluded', { code: 'SelfExcluded' }), t),
    ).toBe('Self-excluded');
    expect(sportsBetRefusal(new Error('offline'), t)).toBe('<common.errorGeneric>');
  });
});
