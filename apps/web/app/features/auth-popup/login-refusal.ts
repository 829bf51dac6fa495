import { ApiError } from '@casino/shared/errors/api-error';
import type { Translate } from '../../lib/i18n.ts';

/**
 * A refused sign-in's notice: one generic text (spec §4), but a limit says so — and when the account's
 * limit for new devices is reached, how the owner gets in anyway (decision 0011).
 */
export function refusalNotice(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError) || error.type !== 'TooManyRequestsException')
    return t('popups.auth.wrongEnterText');
  const limit = error.errorData?.limit;
  return typeof limit === 'string' && limit.startsWith('login:account')
    ? t('popups.auth.newDeviceLimit')
    : error.message;
}
