import { ApiError } from '@casino/shared/errors/api-error';

/** Spec §8: the server's two-factor texts and the messages the player reads for them. */
export function twoFactorMessageKey(serverText: string): string {
  const text = serverText.toLowerCase();
  if (text.includes('must contain 6 digits')) return 'popups.auth.twoFaErrorCodeDigits';
  if (text.includes('time expired')) return 'popups.auth.twoFaErrorTimeExpired';
  if (text.includes('code is invalid')) return 'popups.auth.twoFaErrorInvalidCode';
  return 'popups.auth.twoFaErrorSomethingWrong';
}

/** The reply of a sign-in that needs the second step: two-factor enabled, or a resend time. */
export function twoFactorRequired(error: unknown): { resendTime: number } | null {
  if (!(error instanceof ApiError)) return null;
  const resend = resendTime(error);
  if (error.message.includes('two_factor_auth is enable') || resend !== null)
    return { resendTime: resend ?? 0 };
  return null;
}

/** The countdown restarts from error_data.resend_time, or from a number ending the text (spec §8). */
export function resendTime(error: ApiError): number | null {
  const fromData = error.errorData?.resend_time;
  if (typeof fromData === 'number' && Number.isFinite(fromData)) return Math.max(0, Math.round(fromData));
  const trailing = /(\d+)\s*$/.exec(error.message);
  return trailing ? Number(trailing[1]) : null;
}
