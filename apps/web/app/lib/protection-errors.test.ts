import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { protectionErrorKey } from './protection-errors.ts';

describe('protectionErrorKey', () => {
  it.each([
    [{ id: ['TIME_OUT'] }, 'common.protectionErrors.TIME_OUT'],
    [{ bonus_id: ['SELF_EXCLUDED'] }, 'common.protectionErrors.SELF_EXCLUDED'],
    [{ cashback_id: ['TIME_OUT'] }, 'common.protectionErrors.TIME_OUT'],
    [{ id: ['INSUFFICIENT_POINTS'] }, null],
  ])('%j → %s', (errorData, key) => {
    const error = new ApiError('InvalidParameterException', 'refused', { errorData });
    expect(protectionErrorKey(error)).toBe(key);
  });

  it('is null for other errors', () => {
    expect(protectionErrorKey(new Error('network'))).toBeNull();
  });
});
