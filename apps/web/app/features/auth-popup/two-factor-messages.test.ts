import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { resendTime, twoFactorMessageKey, twoFactorRequired } from './two-factor-messages.ts';

describe('two-factor messages', () => {
  it.each([
    ['the code must contain 6 digits', 'popups.auth.twoFaErrorCodeDigits'],
    ['Time expired', 'popups.auth.twoFaErrorTimeExpired'],
    ['two_factor_auth: code is invalid', 'popups.auth.twoFaErrorInvalidCode'],
    ['two_factor_auth is enable', 'popups.auth.twoFaErrorSomethingWrong'],
    ['Resend time is 42', 'popups.auth.twoFaErrorSomethingWrong'],
    ['anything else', 'popups.auth.twoFaErrorSomethingWrong'],
  ])('%s → %s', (text, key) => {
    expect(twoFactorMessageKey(text)).toBe(key);
  });

  it('recognises the two-factor step and its resend time', () => {
    const enabled = new ApiError('AuthorizationException', 'two_factor_auth is enable', {
      errorData: { resend_time: 60 },
    });
    expect(twoFactorRequired(enabled)).toEqual({ resendTime: 60 });
    const resend = new ApiError('AuthorizationException', 'Resend time is 17');
    expect(resendTime(resend)).toBe(17);
    expect(twoFactorRequired(new ApiError('AuthorizationException', 'Wrong login or password'))).toBeNull();
    expect(twoFactorRequired(new Error('x'))).toBeNull();
  });
});
