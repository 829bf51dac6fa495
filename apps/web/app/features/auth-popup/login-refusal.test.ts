import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { refusalNotice } from './login-refusal.ts';

const t = (key: string) => `t:${key}`;
const limited = (limit: string) =>
  new ApiError('TooManyRequestsException', 'Too many attempts. Please try again later.', {
    errorData: { retry_after: 60, limit },
  });

describe('a refused sign-in', () => {
  it('shows the generic wrong-credentials notice for any refusal but a limit (spec §4)', () => {
    expect(refusalNotice(new ApiError('AuthorizationException', 'Wrong login or password'), t)).toBe(
      't:popups.auth.wrongEnterText',
    );
    expect(refusalNotice(new Error('network'), t)).toBe('t:popups.auth.wrongEnterText');
  });

  it("tells the owner how to get in when the account's limit for new devices is reached", () => {
    expect(refusalNotice(limited('login:account'), t)).toBe('t:popups.auth.newDeviceLimit');
    expect(refusalNotice(limited('login:account:day'), t)).toBe('t:popups.auth.newDeviceLimit');
    expect(refusalNotice(limited('login:ip'), t)).toBe('Too many attempts. Please try again later.');
  });
});
