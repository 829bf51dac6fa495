import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formList, formText } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';

/**
 * A deposit offer (spec §3): what triggers it, how it is described and what it gives. Amounts are minor
 * units of the player's currency. `user_satisfies_params` is false for guests (the site shows them every
 * offer) and for a player whose history rules the offer out (a first-deposit offer after a deposit, an
 * offer already used, a bonus still being wagered).
 */
const offerTriggerSchema = z.object({
  action: z.literal('deposit'),
  user_satisfies_params: z.boolean(),
  params: z.object({
    exclude_methods: z.array(z.string()),
    first_deposit: z.boolean(),
    min_amount: minorUnitsSchema(),
  }),
});

const offerDescriptionSchema = z.object({
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
});

/** A bonus of `percent` of the deposit up to `max_amount`, released once `wager` × bonus is staked. */
const bonusPromotionSchema = z.object({
  type: z.literal('bonus'),
  percent: z.number().int(),
  max_amount: minorUnitsSchema(),
  wager: z.number().int(),
  days: z.number().int(),
});

export const OFFER_FIELDS = ['trigger', 'description', 'promotions'] as const;

const offerSchema = z.object({
  id: z.number().int(),
  trigger: offerTriggerSchema.optional(),
  description: offerDescriptionSchema.optional(),
  promotions: z.array(bonusPromotionSchema).optional(),
});

/** `pending` waits for the player to activate it (one bonus is active at a time); both hold bonus money. */
export const BONUS_STATUSES = ['pending', 'active', 'wagered', 'expired', 'removed'] as const;

/**
 * `makewithdrawal` answers WithdrawalDeclined with this code while the player holds bonuses a withdrawal
 * would burn, until it is sent again with `burn_bonuses=1` (spec §2.3, the burning-bonuses confirm).
 */
export const BURN_BONUSES_CODE = 'BONUSES_WILL_BURN';

const bonusSchema = z.object({
  id: z.number().int(),
  /** Casino bonuses; betting bonuses have their own actions. */
  type: z.literal('casino'),
  status: z.enum(BONUS_STATUSES),
  offer_id: z.number().int().nullable(),
  title: z.string(),
  amount: minorUnitsSchema(),
  /** The bonus's money now: its amount less stakes taken, plus wins given back (decision 0041). */
  money: minorUnitsSchema(),
  currency: z.string(),
  wager_required: minorUnitsSchema(),
  /** Real-money stakes while the bonus was active (at most `wager_required`). */
  wagered: minorUnitsSchema(),
  /** `wagered` of `wager_required` in whole percent (spec §3 percent progress). */
  wager_percent: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  finished_at: z.string().nullable(),
});

/** `offer_id` names a deposit offer the code goes with; null for a code that grants a bonus itself. */
const promoCodeCheckSchema = z.object({
  offer_id: z.number().int().nullable(),
  title: z.string(),
  text: z.string(),
});

/**
 * What a promo code granted: its bonus (active, or pending while another bonus is active; the bonus
 * fields are null for a code that grants free spins only) and its free-spin pack, if it has one.
 */
const promoCodeActivationSchema = z.object({
  bonus_id: z.number().int().nullable(),
  status: z.enum(['active', 'pending']).nullable(),
  title: z.string(),
  text: z.string(),
  amount: minorUnitsSchema().nullable(),
  currency: z.string(),
  wager_required: minorUnitsSchema().nullable(),
  expires_at: z.string().nullable(),
  free_spins: z
    .object({
      pack_id: z.number().int(),
      /** The pack's title in the request's language. */
      title: z.string(),
      /** The house slot the spins are played in. */
      game: z.string(),
      count: z.number().int(),
      /** The fixed stake of each spin, minor units of `currency`. */
      stake: minorUnitsSchema(),
      expires_at: z.string(),
    })
    .nullable(),
});

/**
 * A promotion (spec §2.1 `/promotions`): the page's words for one thing that really runs. `kind` says
 * which: a deposit offer (`ref_id` is the offer's id, taken with a deposit), the cashback programme
 * (paid by itself each period) or a promo code the player takes with `campaigns.takepromotions`.
 */
export const PROMOTION_KINDS = ['offer', 'cashback', 'promo_code'] as const;

const promotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  ref_id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
});

const bonusIdParams = z.object({ bonus_id: formInt({ min: 1 }) });

export type DepositOffer = z.infer<typeof offerSchema>;
export type BonusView = z.infer<typeof bonusSchema>;
export type PromoCodeCheck = z.infer<typeof promoCodeCheckSchema>;
export type PromoCodeActivation = z.infer<typeof promoCodeActivationSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const bonusesContract = {
  'campaigns.getoffers': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'Deposit offers running now, in the page language. `fields` picks trigger, description and promotions; ' +
      'a deposit names the chosen one in `campaign_offer_id`.',
    params: z.object({
      offset: formInt({ min: 0 }).default(0),
      count: formInt({ min: 1, max: 100 }).default(20),
      fields: formList(z.enum(OFFER_FIELDS), OFFER_FIELDS.length).optional(),
    }),
    result: z.array(offerSchema),
  }),
  'campaigns.checkPromocode': defineAction({
    method: 'POST',
    access: 'public',
    summary:
      'Whether a promo code names an offer running now (and, for a signed-in player, one still open to them). ' +
      'A refusal is an InvalidParameter with the reason in `error_data.promo_code` (NOT_FOUND, EXPIRED, ' +
      'ALREADY_USED, NOT_FIRST_DEPOSIT, LIMIT_REACHED, CURRENCY_NOT_OFFERED). `offer_id` is null for a code ' +
      'that grants a bonus by itself (`campaigns.activateOffer`).',
    params: z.object({ promo_code: formText({ max: 64 }) }),
    result: promoCodeCheckSchema,
  }),
  'campaigns.activateOffer': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Activates a promo code that grants a bonus, a free-spin pack or both by itself: once per player, ' +
      "within its dates and its total number of uses, in the player's currency. The bonus is active, or " +
      'pending while another bonus is; `free_spins` describes the pack. A refusal is an InvalidParameter ' +
      'with the reason in `error_data.promo_code` (NOT_FOUND, EXPIRED, ALREADY_USED, LIMIT_REACHED, ' +
      'CURRENCY_NOT_OFFERED, SELF_EXCLUDED, TIME_OUT while the player takes a break); nothing changes. A ' +
      "deposit offer's code is entered with the deposit instead.",
    params: z.object({ promo_code: formText({ max: 64 }) }),
    result: promoCodeActivationSchema,
  }),
  'campaigns.getpromotions': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'The promotions running now, in page order and the page language (the `/promotions` pages). Each ' +
      'describes a deposit offer, the cashback programme or a promo code taken with one click.',
    params: z.object({}),
    result: z.array(promotionSchema),
  }),
  'campaigns.takepromotions': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Takes the promotion `offer_id` names: a promo-code promotion grants its bonus by the rules of ' +
      '`campaigns.activateOffer` (once per player, its dates and uses, the player currency), active or ' +
      'pending. A refusal is an InvalidParameter with the reason in `error_data.offer_id` (NOT_FOUND, ' +
      'EXPIRED, ALREADY_USED, LIMIT_REACHED, CURRENCY_NOT_OFFERED, SELF_EXCLUDED, TIME_OUT, or DEPOSIT_REQUIRED for ' +
      'a deposit offer or cashback, which are not taken this way); nothing changes.',
    params: z.object({ offer_id: formInt({ min: 1 }) }),
    result: promoCodeActivationSchema,
  }),
  'bonuses.get': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The player's casino bonuses, newest first, with wagering progress. Bonus money stays on the bonus " +
      'balance until `wager_required` is staked with real money while the bonus is active, then moves to ' +
      'the main balance; it is forfeited when the bonus expires (pending ones too), is removed, or a ' +
      'withdrawal burns it.',
    params: z.object({}),
    result: z.array(bonusSchema),
  }),
  'bonuses.activate': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Makes a pending bonus the active one; its wagering goes on from here. Refused (error_data.bonus_id: ' +
      'BONUS_ACTIVE) while another bonus is active, or NOT_PENDING, NOT_FOUND.',
    params: bonusIdParams,
    result: z.literal(1),
  }),
  'bonuses.deactivate': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Returns the active bonus to pending, keeping its wagering so far; stakes stop counting until it is ' +
      'activated again. Refused with NOT_ACTIVE or NOT_FOUND.',
    params: bonusIdParams,
    result: z.literal(1),
  }),
  'bonuses.remove': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Forfeits an active or pending bonus: its money leaves the bonus balance and wagering stops. ' +
      'Refused with NOT_OPEN or NOT_FOUND.',
    params: bonusIdParams,
    result: z.literal(1),
  }),
} as const;
