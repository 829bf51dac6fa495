import {
  DEPOSIT_LIMIT_PERIOD_DAYS,
  type DepositLimitPeriod,
  type SelfExclusionPeriod,
} from '@casino/shared/constants';

const UNIT_NAMES = { d: 'day', m: 'month', y: 'year' } as const;

/** Message key of a deposit limit period (spec §3: 1, 7, 14 or 30 days). */
export function depositPeriodKey(period: DepositLimitPeriod): string {
  return `responsibleGame.periods.day${DEPOSIT_LIMIT_PERIOD_DAYS[period]}`;
}

/** Message key of a self-exclusion period (spec §3: 1 day … Permanent), e.g. `3m` → month3. */
export function exclusionPeriodKey(period: SelfExclusionPeriod): string {
  if (period === 'permanent') return 'responsibleGame.selfExclusionPeriods.permanent';
  const unit = UNIT_NAMES[period.slice(-1) as keyof typeof UNIT_NAMES];
  return `responsibleGame.selfExclusionPeriods.${unit}${period.slice(0, -1)}`;
}
