import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formAmount, formFlag, formInt, formText } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';
import { MAX_AMOUNT_PARAM } from '../money/currencies.ts';

/** Amounts are integer minor units (cents), as everywhere in the API. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  sysname: z.string(),
  /** Translation keys (`t:…`) or text, as the content service gives them. */
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  type: z.enum(['card', 'ewallet', 'bank', 'crypto']),
  currency: z.string(),
  min: minorUnitsSchema(),
  max: minorUnitsSchema(),
  presets: z.array(minorUnitsSchema()),
});

export const PAYMENT_STATUSES = ['created', 'pending', 'success', 'failed', 'cancelled'] as const;
export const WITHDRAWAL_STATUSES = ['requested', 'cancelled', 'approved', 'declined'] as const;

const paymentSchema = z.object({
  transaction: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  status: z.enum([...PAYMENT_STATUSES, ...WITHDRAWAL_STATUSES]),
  method: z.string(),
  amount: minorUnitsSchema(),
  currency: z.string(),
  /** Card or account shown masked (withdrawals). */
  requisites: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

const transaction = formText({ max: 64 });

export const cashierContract = {
  getdepositsettings: defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'Deposit methods with icons, limits (minor units) and presets in the player currency; `promo_code` is the ' +
      'code the player registered with while its offer is still open to them (the deposit form fills it in).',
    params: z.object({}),
    result: z.object({
      currency: z.string(),
      methods: z.array(paymentMethodSchema),
      promo_code: z.string().nullable(),
    }),
  }),
  getwithdrawsettings: defineAction({
    method: 'GET',
    access: 'user',
    summary: 'Withdrawal methods, the withdrawable balance and the saved requisites of the player.',
    params: z.object({}),
    result: z.object({
      currency: z.string(),
      available: minorUnitsSchema(),
      /**
       * The bonus balance a withdrawal would burn, casino and betting bonuses together (the page asks the
       * burning-bonuses confirm first).
       */
      bonus_balance: minorUnitsSchema(),
      methods: z.array(paymentMethodSchema),
      requisites: z.array(z.object({ method: z.string(), value: z.string() })),
    }),
  }),
  getbanks: defineAction({
    method: 'GET',
    access: 'public',
    summary: 'Banks offered for bank transfers.',
    params: z.object({}),
    result: z.array(z.object({ id: z.string(), name: z.string(), country: z.string() })),
  }),
  'account.getcurrencyrates': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'Display-only exchange rates of the offered currencies: units of each that one unit of `base` buys ' +
      '(content `currencyRates`). Money never moves by them: every balance stays in its own currency.',
    params: z.object({}),
    result: z.object({ base: z.string(), rates: z.record(z.string(), z.number()) }),
  }),
  makedeposit: defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Starts a deposit; answers the payment gateway page to send the player to.',
    params: z.object({
      method: formText({ max: 64 }),
      amount: formAmount({ min: 1, max: MAX_AMOUNT_PARAM }),
      campaign_offer_id: formText({ max: 64 }).optional(),
      promo_code: formText({ max: 64 }).optional(),
    }),
    result: z.object({ transaction: z.string(), url: z.string() }),
  }),
  getdepositinfo: defineAction({
    method: 'GET',
    access: 'user',
    summary: "One of the player's payments (deposit or withdrawal) by transaction id.",
    params: z.object({ transaction }),
    result: paymentSchema,
  }),
  makewithdrawal: defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Requests a withdrawal: the amount is reserved at once; `idempotency_key` makes a retried request answer the first result. ' +
      'Gates the content service configures (`cashier.withdrawal`) answer UserNeedConfirmContact, UserNeedProfileData, ' +
      'KycUserProfile or KycWithdrawal with `error_data.buttons` (label, url). While the player holds bonuses ' +
      '(active or pending) it answers WithdrawalDeclined, code BONUSES_WILL_BURN, `error_data.bonus_balance`, ' +
      'until sent with `burn_bonuses=1`: the withdrawal then forfeits them in its own transaction.',
    params: z.object({
      method: formText({ max: 64 }),
      amount: formAmount({ min: 1, max: MAX_AMOUNT_PARAM }),
      card_number: formText({ max: 40 }).optional(),
      card_holder: formText({ max: 100 }).optional(),
      iban: formText({ max: 50 }).optional(),
      wallet: formText({ max: 100 }).optional(),
      idempotency_key: formText({ max: 100 }).optional(),
      /** The player confirmed that the withdrawal burns their bonuses (spec §2.3). */
      burn_bonuses: formFlag().optional(),
    }),
    result: paymentSchema,
  }),
  cancelwithdrawal: defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Cancels a requested withdrawal; the reserved amount returns to the main balance.',
    params: z.object({ transaction }),
    result: z.literal(1),
  }),
  gethistory: defineAction({
    method: 'GET',
    access: 'user',
    summary: "The player's deposits and withdrawals, newest first.",
    params: z.object({
      offset: formInt({ min: 0 }).default(0),
      count: formInt({ min: 1, max: 100 }).default(20),
      type: z.enum(['deposit', 'withdrawal']).optional(),
    }),
    result: z.object({ count: z.number().int(), items: z.array(paymentSchema) }),
  }),
} as const;

export type PaymentView = z.infer<typeof paymentSchema>;
export type PaymentMethodView = z.infer<typeof paymentMethodSchema>;
