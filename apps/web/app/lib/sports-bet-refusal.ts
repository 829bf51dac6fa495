import { ApiError } from '@casino/shared/errors/api-error';
import { SPORTS_BET_ERRORS } from '@casino/shared/errors/sports-bet-errors';
import type { Translate } from './i18n.ts';
import { refusalMessage } from './use-form-submit.ts';

/**
 * What the player reads when a bet or a cash-out is refused: the site's `sportsBetErrors.{code}` text for
 * the sportsbook's codes, else what the platform said (or the generic error). The bet slip and the bet
 * history both show it.
 */
export function sportsBetRefusal(error: unknown, t: Translate): string {
  return error instanceof ApiError && (SPORTS_BET_ERRORS as readonly string[]).includes(error.code)
    ? t(`sportsBetErrors.${error.code}`)
    : refusalMessage(error, t('common.errorGeneric'));
}
