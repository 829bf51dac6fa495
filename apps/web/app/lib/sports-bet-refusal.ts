import { MONEY_LIMIT_KINDS, type MoneyLimitKind } from '@casino/shared/constants';
import { ApiError } from '@casino/shared/errors/api-error';
import { SPORTS_BET_ERRORS } from '@casino/shared/errors/sports-bet-errors';
import { formatDateTime, formatMoney } from './format.ts';
import type { Translate } from './i18n.ts';
import { refusalMessage } from './use-form-submit.ts';

/**
 * What the player reads when a bet or a cash-out is refused: the site's `sportsBetErrors.{code}` text for
 * the sportsbook's codes, else what the platform said (or the generic error). A bet over a money limit
 * says which limit and what is left of it until when (in the player's `currency`, when given). The bet
 * slip and the bet history both show it.
 */
export function sportsBetRefusal(error: unknown, t: Translate, currency?: string): string {
  if (!(error instanceof ApiError) || !(SPORTS_BET_ERRORS as readonly string[]).includes(error.code)) {
    return refusalMessage(error, t('common.errorGeneric'));
  }
  const limit = error.code === 'PLAY_LIMIT_REACHED' ? moneyLimitLeft(error.errorData) : undefined;
  if (limit && currency !== undefined) {
    return t('sportsBetErrors.PLAY_LIMIT_LEFT', {
      limit: t(`responsibleGame.playLimits.kinds.${limit.kind}`),
      remaining: formatMoney(limit.remaining, currency),
      resetsAt: formatDateTime(limit.resetsAt),
    });
  }
  return t(`sportsBetErrors.${error.code}`);
}

/** The money limit a refusal names (`kind`, `remaining`, `resets_at`), when its data is whole. */
function moneyLimitLeft(
  data: Record<string, unknown> | undefined,
): { kind: MoneyLimitKind; remaining: number; resetsAt: string } | undefined {
  const kind = data?.kind;
  const remaining = data?.remaining;
  const resetsAt = data?.resets_at;
  if (!(MONEY_LIMIT_KINDS as readonly unknown[]).includes(kind)) return undefined;
  if (typeof remaining !== 'number' || !Number.isSafeInteger(remaining) || remaining < 0) return undefined;
  if (typeof resetsAt !== 'string' || Number.isNaN(Date.parse(resetsAt))) return undefined;
  return { kind: kind as MoneyLimitKind, remaining, resetsAt };
}
