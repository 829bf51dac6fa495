import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formAmount, formInt, formText } from '../api/form-params.ts';
import {
  DEPOSIT_LIMIT_PERIODS,
  PLAY_LIMIT_KINDS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS,
  SESSION_LIMIT_MAX_MINUTES,
  TIME_OUT_PERIODS,
} from '../constants.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';
import { MAX_AMOUNT_PARAM } from '../money/currencies.ts';

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

/**
 * One wager, loss or session-time limit (decision 0031). Money kinds count in minor units over the UTC
 * calendar day, ISO week or month; `session_minutes` counts minutes since the latest sign-in.
 */
const playLimitSchema = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  /** The limit in force; null when none. */
  value: z.number().int().nullable(),
  /** Staked (wager), net loss (loss: stakes minus wins) or minutes played so far in the period/session. */
  used: z.number().int(),
  /** What is left before the limit (never below 0); null without a limit. */
  remaining: z.number().int().nullable(),
  /** When the period starts again (ISO time); null for the session limit (it restarts at sign-in). */
  resets_at: z.string().nullable(),
  /** A looser value or a removal waiting for its 24-hour cool-off (`pending_from` set, value null = removal). */
  pending_value: z.number().int().nullable(),
  pending_from: z.string().nullable(),
});

const timeOutSchema = z.object({
  is_active: z.boolean(),
  period: z.enum(TIME_OUT_PERIODS).nullable(),
  ends_at: z.string().nullable(),
});

const playProtectionSchema = z.object({
  currency: z.string(),
  limits: z.array(playLimitSchema),
  time_out: timeOutSchema,
  /** Minutes between reality checks; 0 = off. */
  reality_check_minutes: z.union(REALITY_CHECK_MINUTES.map((minutes) => z.literal(minutes))),
  /** The least break after a session time limit ended a play session (the operator's setting). */
  session_break_minutes: z.number().int().min(0),
});

const realityCheckSchema = z.object({
  interval_minutes: z.union(REALITY_CHECK_MINUTES.map((minutes) => z.literal(minutes))),
  /** Start of the play session (the latest sign-in); null when signed in nowhere live. */
  session_started_at: z.string().nullable(),
  played_seconds: z.number().int(),
  /** Wins minus stakes of real-money play this session (negative: a loss), minor units. */
  net_amount: z.number().int(),
  currency: z.string(),
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
      limit_amount: formAmount({ min: 1, max: MAX_AMOUNT_PARAM }).optional(),
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
  'account.getPlayLimits': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The player's wager, loss and session-time limits with what is used and left, waiting changes, any take-a-break time-out and the reality-check interval.",
    params: z.object({}),
    result: playProtectionSchema,
  }),
  'account.setPlayLimit': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Sets, changes or removes (no value) one limit: `amount` (minor units) for wager_*/loss_*, `minutes` for session_minutes. A first or lower limit applies at once; a higher one or a removal after a 24-hour cool-off.',
    params: z.object({
      kind: z.enum(PLAY_LIMIT_KINDS),
      amount: formAmount({ min: 1, max: MAX_AMOUNT_PARAM }).optional(),
      minutes: formInt({ min: 1, max: SESSION_LIMIT_MAX_MINUTES }).optional(),
    }),
    result: playProtectionSchema,
  }),
  'account.setRealityCheck': defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Sets the reality-check interval in minutes (0 = off); applies at once.',
    params: z.object({
      /** 0, 15, 30 or 60; other values are refused by the service with `invalid_parameters.minutes`. */
      minutes: formInt({ min: 0, max: 60 }),
    }),
    result: playProtectionSchema,
  }),
  'account.getRealityCheck': defineAction({
    method: 'GET',
    access: 'user',
    summary: 'Time played and net result of the current play session, with the reality-check interval.',
    params: z.object({}),
    result: realityCheckSchema,
  }),
  'account.takeBreak': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Starts a take-a-break time-out (24 hours to 6 weeks): no play and no deposits until it ends; it cannot be lifted early. Sign-in and withdrawals stay open.',
    params: z.object({ period: z.enum(TIME_OUT_PERIODS) }),
    result: timeOutSchema,
  }),
} as const;

export type PlayLimitView = z.infer<typeof playLimitSchema>;
export type PlayProtectionView = z.infer<typeof playProtectionSchema>;
export type RealityCheckView = z.infer<typeof realityCheckSchema>;
export type TimeOutView = z.infer<typeof timeOutSchema>;
export type DepositLimitView = z.infer<typeof depositLimitSchema>;
export type SelfExclusionView = z.infer<typeof selfExclusionSchema>;
