import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formText } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';

/** Spec §9: the loyalty programmes fetch asks for 2. */
export const LOYALTY_PROGRAMMES_LIMIT = 2;

const levelSchema = z.object({
  /** 1 for the first level. */
  level: z.number().int().positive(),
  name: z.string(),
  /** Lifetime points the level starts at. */
  points: z.number().int().nonnegative(),
  /** The level's perk: this many percent more points on every stake. */
  points_bonus: z.number().int().nonnegative(),
});

const programmeSchema = z.object({
  id: z.number().int(),
  sysname: z.string(),
  title: z.string(),
  text: z.string(),
  pointsAlias: z.string(),
  /** Game type → points per 1.00 staked. */
  rates: z.record(z.string(), z.number()),
  levels: z.array(levelSchema),
});

export type LoyaltyProgramme = z.infer<typeof programmeSchema>;

/** A selectable character (spec §1, §3 Loyalty characters). */
export const characterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A picture path under the site's images. */
  picture: z.string(),
});

export type LoyaltyCharacter = z.infer<typeof characterSchema>;

/** Spec §3 Loyalty notice; `id` lets a client tell notices apart. */
const noticeSchema = z.object({
  id: z.number().int(),
  /** What happened: a level reached or a quest completed. */
  trigger: z.enum(['level', 'quest']),
  /** The level reached (1 for the first) for a level notice, else the points. */
  amount: z.number().int(),
  type: z.enum(['credit', 'other']),
  image: z.string().nullable(),
  /** In the player's locale: the level's name or the quest's title. */
  title: z.string(),
  /** In the player's locale: the programme's title. */
  message: z.string(),
  amountType: z.enum(['level', 'points']),
  created_at: z.string(),
});

export type LoyaltyNotice = z.infer<typeof noticeSchema>;

/** A quest of the programme with the player's progress in its current period (issue 17). */
const questSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  goal: z.enum(['rounds', 'deposits']),
  /** Rounds of this game type only; null for any. */
  game_type: z.string().nullable(),
  count: z.number().int().positive(),
  /** Events counted in the current period, at most `count`. */
  progress: z.number().int().nonnegative(),
  /** Points the quest pays when completed. */
  reward: z.number().int().positive(),
  period: z.enum(['day', 'week', 'month', 'none']),
  completed: z.boolean(),
  /** When progress starts again (UTC), null for a one-time quest. */
  resets_at: z.string().nullable(),
});

export type LoyaltyQuest = z.infer<typeof questSchema>;

/** Spec §3 loyalty info; each level says how far the player's lifetime points have come towards it. */
const infoSchema = z.object({
  id: z.number().int(),
  sysname: z.string(),
  is_active: z.boolean(),
  /** Points to spend. */
  points: z.number().int().nonnegative(),
  /** The player's character, null before one is chosen. */
  character: characterSchema.nullable(),
  levels: z.array(
    levelSchema.extend({
      /** percentProgress from the level below's points to this level's, by lifetime points. */
      progress: z.number().int().min(0).max(100),
      is_current: z.boolean(),
    }),
  ),
  pointsAlias: z.string(),
  uid: z.number().int(),
  /** Points ever earned (stakes less their rollbacks); levels are reached by them. */
  lifetime_points: z.number().int().nonnegative(),
  /** The programme's quests with the player's progress. */
  quests: z.array(questSchema),
  /** The newest changes of the points, newest first. */
  history: z.array(
    z.object({
      id: z.number().int(),
      delta: z.number().int(),
      reason: z.enum(['stake', 'stake_rollback', 'purchase', 'quest']),
      /** The product's title for a purchase, the quest's for a quest reward. */
      title: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

export type LoyaltyInfo = z.infer<typeof infoSchema>;

const productSchema = z.object({
  id: z.number().int(),
  programme: z.string(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  price: z.number().int().positive(),
  /**
   * What buying it grants: a bonus of this amount in the player's currency (guests see none), or a
   * free-spin pack: `count` spins of the house slot `game` at `stake` each (minor units of the player's
   * currency), playable `days`, their winnings a bonus wagered `wager` times.
   */
  grant: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('bonus'),
      amount: minorUnitsSchema().nullable(),
      currency: z.string().nullable(),
      wager: z.number().int(),
      days: z.number().int(),
    }),
    z.object({
      kind: z.literal('free_spins'),
      game: z.string(),
      count: z.number().int(),
      stake: minorUnitsSchema(),
      currency: z.string().nullable(),
      wager: z.number().int(),
      days: z.number().int(),
    }),
  ]),
});

export type LoyaltyProduct = z.infer<typeof productSchema>;

const sysnameParam = formText({ min: 1, max: 64 });

export const loyaltyContract = {
  'loyalty.getPrograms': defineAction({
    method: 'GET',
    access: 'public',
    summary: 'The loyalty programmes with their levels and point rates, in content order.',
    params: z.object({
      limit: formInt({ min: 1, max: 50 }).default(LOYALTY_PROGRAMMES_LIMIT),
      offset: formInt({ min: 0 }).default(0),
    }),
    result: z.object({ items: z.array(programmeSchema), total: z.number().int() }),
  }),
  'loyalty.getProgram': defineAction({
    method: 'GET',
    access: 'public',
    summary: 'One loyalty programme by sysname; an unknown one is an InvalidParameter on `sysname`.',
    params: z.object({ sysname: sysnameParam }),
    result: programmeSchema,
  }),
  'loyalty.getinfo': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The player's standing in a programme (the first one unless `sysname` names another): points, " +
      'levels with progress, and the newest changes of the points.',
    params: z.object({ sysname: sysnameParam.optional() }),
    result: infoSchema,
  }),
  'loyalty.getproducts': defineAction({
    method: 'GET',
    access: 'public',
    summary: 'The loyalty shop: products bought with points, in content order.',
    params: z.object({ sysname: sysnameParam.optional() }),
    result: z.array(productSchema),
  }),
  'loyalty.buyproduct': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Buys a product: takes its price in points and grants it in one transaction. `idempotency_key` makes ' +
      'a repeated request answer the first result and buy nothing more. Refusals are InvalidParameter ' +
      'with the reason in `error_data.id`: NOT_FOUND, INSUFFICIENT_POINTS, CURRENCY_NOT_OFFERED, SELF_EXCLUDED, ' +
      'TIME_OUT (the player takes a break).',
    params: z.object({ id: formInt({ min: 1 }), idempotency_key: formText({ min: 1, max: 100 }).optional() }),
    result: z.literal(1),
  }),
  'loyalty.getcharacters': defineAction({
    method: 'GET',
    access: 'public',
    summary: 'The characters a player may pick (spec §3 Loyalty characters), in content order.',
    params: z.object({
      limit: formInt({ min: 1, max: 100 }).default(50),
      offset: formInt({ min: 0 }).default(0),
    }),
    result: z.object({
      items: z.array(characterSchema),
      offset: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
    }),
  }),
  'loyalty.setcharacter': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      "Sets the player's character. An unknown id is an InvalidParameter on `id` (error_data NOT_FOUND).",
    params: z.object({ id: formInt({ min: 1 }) }),
    result: z.literal(1),
  }),
  'loyalty.getnotifications': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The player's loyalty notices not yet handed out, oldest first; each is answered once (two tabs " +
      'asking at once share them out, never both), then it is seen.',
    params: z.object({}),
    result: z.object({ items: z.array(noticeSchema) }),
  }),
} as const;
