import { ApiError } from '@casino/shared/errors/api-error';
import type { Translate } from './i18n.ts';

const REASONS = ['invalid', 'expired', 'used'] as const;

/**
 * Why the platform refused a link from an e-mail (decision 0029: forged, expired or already used), in
 * the page's language; null for any other refusal, which the form shows as it does every error.
 */
export function mailLinkRefusalText(error: unknown, t: Translate): string | null {
  const reason = error instanceof ApiError ? error.errorData?.reason : undefined;
  return REASONS.find((each) => each === reason) ? t(`mailLinks.${reason}`) : null;
}
