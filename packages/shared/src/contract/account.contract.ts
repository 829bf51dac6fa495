import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formFlag, formInt, formText } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';
import { characterSchema } from './loyalty.contract.ts';
import { trackingParamsSchema } from './tracking.contract.ts';

/** An amount in integer minor units (cents) with its currency (spec §3). */
export const moneySchema = z.object({ amount: minorUnitsSchema(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** Account info of spec §3. */
export const accountInfoSchema = z.object({
  uid: z.number().int().positive(),
  reg_time: z.string(),
  login: z.string(),
  fakename: z.string().nullable(),
  is_subscribed: z.boolean(),
  balance_main: moneySchema,
  balance_bonus: moneySchema,
  balance_betting_bonus: moneySchema,
  balance_fun: moneySchema,
  is_on_verification: z.boolean(),
  is_verified: z.boolean(),
  is_kyc_block_enabled: z.boolean(),
  is_registration_completed: z.boolean(),
  country_code: z.string().nullable(),
  locale: z.string(),
  two_factor_auth: z.boolean(),
  /** The loyalty character the player chose (spec §1 selectable characters), shown in the header. */
  character: characterSchema.nullable(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const balanceSchema = accountInfoSchema.pick({
  balance_main: true,
  balance_bonus: true,
  balance_betting_bonus: true,
  balance_fun: true,
});
export type AccountBalance = z.infer<typeof balanceSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  is_current: z.boolean(),
});

// Length and characters are checked by the service with the shared validators, for the spec's messages.
const password = formText({ max: 200 });

export const accountContract = {
  'auth.register': defineAction({
    method: 'POST',
    access: 'public',
    summary: 'Registers a player (spec §3 Registration values) and signs them in.',
    params: z.object({
      email: formText({ max: 254 }).optional(),
      mobile: formText({ max: 32 }).optional(),
      phone_country_code: formText({ max: 8 }).optional(),
      login: formText({ max: 254 }).optional(),
      password: password.optional(),
      locale: formText({ max: 10 }).optional(),
      currency: formText({ max: 8 }).optional(),
      promo_code: formText({ max: 64 }).optional(),
      terms: formFlag().optional(),
      notify: formFlag().optional(),
      is_betting: formInt({ min: 0, max: 1 }).optional(),
      character_id: formInt({ min: 0 }).optional(),
      fakename: formText({ max: 64 }).optional(),
      country_code: formText({ max: 2 }).optional(),
      region: formText({ max: 64 }).optional(),
      // Telegram mini-app auto-registration (spec §7): `payload` is the signed initData.
      is_tg: formFlag().optional(),
      id: formText({ max: 32 }).optional(),
      username: formText({ max: 64 }).optional(),
      hash: formText({ max: 128 }).optional(),
      language_code: formText({ max: 10 }).optional(),
      payload: formText({ max: 4096 }).optional(),
      // Spec §4 Analytics: the landing's tracking parameters, stored on the new player.
      ...trackingParamsSchema,
    }),
    result: accountInfoSchema,
  }),
  'auth.login': defineAction({
    method: 'POST',
    access: 'public',
    summary:
      'Signs a player in. With two-factor sign-in on, the first call answers AuthorizationException ' +
      '"two_factor_auth is enable" with error_data.resend_time and sends a code; the second carries `code`.',
    params: z.object({
      login: formText({ max: 254 }),
      password: formText({ max: 200 }),
      code: formText({ max: 10 }).optional(),
    }),
    result: accountInfoSchema,
  }),
  'auth.restore': defineAction({
    method: 'POST',
    access: 'public',
    summary:
      'Password restore. With `login` only, sends a code to the account (the answer is the same whether ' +
      'or not the account exists); with `login`, `code` and `password`, sets the new password.',
    params: z.object({
      login: formText({ max: 254 }),
      code: formText({ max: 10 }).optional(),
      password: formText({ max: 200 }).optional(),
    }),
    result: z.literal(1),
  }),
  'auth.logout': defineAction({
    method: 'GET',
    access: 'public',
    sameSiteOnly: true,
    summary: 'Ends the current session (same-site requests only).',
    params: z.object({}),
    result: z.literal(1),
  }),
  'account.getInfo': defineAction({
    method: 'GET',
    access: 'user',
    summary: 'The signed-in player (spec §3 Account info).',
    params: z.object({}),
    result: accountInfoSchema,
  }),
  'account.getBalance': defineAction({
    method: 'GET',
    access: 'user',
    summary: 'The signed-in player balances in minor units.',
    params: z.object({}),
    result: balanceSchema,
  }),
  'account.changelocale': defineAction({
    method: 'POST',
    access: 'user',
    summary: "Changes the player's locale.",
    params: z.object({ locale: formText({ max: 10 }) }),
    result: z.literal(1),
  }),
  'account.changepassword': defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Changes the password; every other session of the player is signed out.',
    params: z.object({ old_password: formText({ max: 200 }), password }),
    result: z.literal(1),
  }),
  'account.getSessions': defineAction({
    method: 'GET',
    access: 'user',
    summary: "The player's active sessions.",
    params: z.object({}),
    result: z.array(sessionSchema),
  }),
  'account.revokeSessions': defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Signs out one session (`id`) or every session but the current one (no `id`).',
    params: z.object({ id: formText({ max: 64 }).optional() }),
    result: z.literal(1),
  }),
} as const;
