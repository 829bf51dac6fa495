import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formAmount, formText } from '../api/form-params.ts';
import { DEPOSIT_LIMIT_PERIODS, SELF_EXCLUSION_PERIODS } from '../constants.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';

const limitPeriod = z.enum(['none', ...DEPOSIT_LIMIT_PERIODS]);

/** Spec §3 Deposit limit; amounts in integer minor units of the player's currency. */
const depositLimitSchema = z.object({
  /** `none` when the player has no limit (the spec's default). */
  period: limitPeriod,
  limit_amount: minorUnitsSchema().nullable(),
  /** What may still be deposited in the current window: the limit minus deposits started in it. */
  available_amount: minorUnitsSchema().nullable(),
  /** End of the current window (ISO time); the window starts again there. */
  expired_at: z.string().nullable(),
  /** False while a higher limit (or its removal) waits for its 24-hour cool-off. */
  can_edit: z.boolean(),
  currency: z.string(),
  /** The waiting change, if any: its period (`none` = removal), amount and when it applies. */
  pending_period: limitPeriod.nullable(),
  pending_limit_amount: minorUnitsSchema().nullable(),
  pending_from: z.string().nullable(),
});

const selfExclusionSchema = z.object({
  is_excluded: z.boolean(),
  period: z.enum(SELF_EXCLUSION_PERIODS).nullable(),
  started_at: z.string().nullable(),
  /** Null for a permanent exclusion (and when not excluded). */
  ends_at: z.string().nullable(),
  /** Whether self-exclusion asks for the password (accounts made through a social network have none). */
  password_required: z.boolean(),
});

export const responsibleGamingContract = {
  'account.getDepositLimit': defineAction({
    method: 'GET',
    access: 'user',
    summary: "The player's deposit limit, what is left of it in the current window and any waiting change.",
    params: z.object({}),
    result: depositLimitSchema,
  }),
  'account.setDepositLimit': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Sets, changes or removes (`period=none`) the deposit limit. A first or lower limit applies at once; a higher limit or a removal after a 24-hour cool-off.',
    params: z.object({
      period: limitPeriod,
      limit_amount: formAmount({ min: 1, max: 1_000_000_000 }).optional(),
    }),
    result: depositLimitSchema,
  }),
  'account.getSelfExclusion': defineAction({
    method: 'GET',
    access: 'user',
    summary: "The player's current self-exclusion, if any.",
    params: z.object({}),
    result: selfExclusionSchema,
  }),
  'account.selfExclude': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Excludes the player from play and deposits for the period at once (never shortened) and signs out every session, this one too. Withdrawals stay open.',
    params: z.object({
      period: z.enum(SELF_EXCLUSION_PERIODS),
      password: formText({ max: 200 }).optional(),
    }),
    result: z.object({ ends_at: z.string().nullable(), signed_out: z.literal(true) }),
  }),
} as const;

export type DepositLimitView = z.infer<typeof depositLimitSchema>;
export type SelfExclusionView = z.infer<typeof selfExclusionSchema>;
