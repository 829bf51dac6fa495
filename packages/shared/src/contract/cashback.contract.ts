import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formList } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';

/**
 * Spec §3 names active and paid_out; a cashback not paid out by `receiving_expired_at` becomes expired,
 * one the player gives up becomes removed.
 */
export const CASHBACK_STATUSES = ['active', 'paid_out', 'expired', 'removed'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

/** What `fields` may add to the id and status every item carries. */
export const CASHBACK_FIELDS = [
  'description',
  'receiving_expired_at',
  'amount',
  'losses',
  'period',
  'finished_at',
] as const;

export const CASHBACK_SORTS = ['period_end', 'amount'] as const;

const cashbackSchema = z.object({
  id: z.number().int(),
  status: z.enum(CASHBACK_STATUSES),
  /**
   * How a payout credits it (content, decision 0044): real money on the main balance, or a casino bonus
   * wagered `wager` times within `days`.
   */
  pays_as: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('money') }),
    z.object({ kind: z.literal('bonus'), wager: z.number().int(), days: z.number().int() }),
  ]),
  description: z.object({ title: z.string(), text: z.string() }).optional(),
  /** The deadline to pay it out; after it an active cashback expires. */
  receiving_expired_at: z.string().nullable().optional(),
  amount: z.object({ amount: minorUnitsSchema(), currency: z.string() }).optional(),
  /** Net real-money losses of the period the cashback is a share of. */
  losses: minorUnitsSchema().optional(),
  period: z.object({ start: z.string(), end: z.string() }).optional(),
  finished_at: z.string().nullable().optional(),
});

export type CashbackView = z.infer<typeof cashbackSchema>;

const cashbackIdParams = z.object({ cashback_id: formInt({ min: 1 }) });

export const cashbackContract = {
  'cashbacks.get': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The player's cashbacks, by default newest period first. `statuses` filters, `fields` adds " +
      'description, receiving_expired_at, amount, losses, period and finished_at to each id and status.',
    params: z.object({
      count: formInt({ min: 1, max: 100 }).default(20),
      sort: z.enum(CASHBACK_SORTS).default('period_end'),
      order: z.enum(['asc', 'desc']).default('desc'),
      statuses: formList(z.enum(CASHBACK_STATUSES), CASHBACK_STATUSES.length).optional(),
      fields: formList(z.enum(CASHBACK_FIELDS), CASHBACK_FIELDS.length).optional(),
    }),
    result: z.array(cashbackSchema),
  }),
  'cashbacks.payout': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Credits an active cashback once: to the main balance, or as a casino bonus with its own wagering ' +
      'when its programme pays as a bonus (`pays_as`). A refusal is an InvalidParameter with the reason in ' +
      '`error_data.cashback_id` (NOT_FOUND, EXPIRED, NOT_ACTIVE; SELF_EXCLUDED or TIME_OUT for a bonus ' +
      'payout during a self-exclusion or a break).',
    params: cashbackIdParams,
    result: z.literal(1),
  }),
  'cashbacks.remove': defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Gives up an active cashback; nothing is credited. Refusals as for cashbacks.payout.',
    params: cashbackIdParams,
    result: z.literal(1),
  }),
} as const;
