import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bonusPlaySchema, DEFAULT_BONUS_PLAY } from '@casino/shared/content/bonus-play-config';
import { generalInfoSchema, pageMetadataSchema } from '@casino/shared/contract/content.contract';
import { GAME_TYPES } from '@casino/shared/contract/games.contract';
import { isCurrencyCode } from '@casino/shared/money/currencies';
import { currencyCodeSchema, currencyRatesSchema } from '@casino/shared/money/currency-schema';
import { SEO_TEMPLATE_PATHS } from '@casino/shared/seo/seo-templates';
import { z } from 'zod';
import type { Messages } from './resolve-messages.ts';

const localesFileSchema = z.object({
  defaultLocale: z.string(),
  locales: z.array(
    z.object({ code: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/), name: z.string(), hreflang: z.string() }),
  ),
});

const seoDomainSchema = z.object({
  organization: pageMetadataSchema.shape.organization,
  pages: z.record(z.string().startsWith('/'), pageMetadataSchema),
  // Metadata of every page of one kind (a game, a tournament…), with {{placeholders}} for its entity.
  templates: z.partialRecord(z.enum(SEO_TEMPLATE_PATHS), pageMetadataSchema).default({}),
});

/**
 * A free-spin pack (decision 0035): `count` spins of the house slot `game` at `stake` (minor units of the
 * player's currency), playable for `days`; their winnings become a bonus wagered `wager` times. Deposit
 * offers, promo codes, shop products and tournament prizes grant it alike (decision 0044).
 */
const freeSpinsSchema = z
  .object({
    title: z.string().min(1),
    game: z.string().regex(/^[a-z0-9-]+$/),
    count: z.number().int().min(1).max(500),
    stake: z.number().int().positive(),
    days: z.number().int().min(1).max(365),
    wager: z.number().int().min(0).max(200),
  })
  .strict();

const loyaltySchema = z
  .object({
    programmes: z.array(
      z.object({
        id: z.number().int().positive(),
        sysname: z.string().regex(/^[a-z0-9-]+$/),
        title: z.string(),
        text: z.string(),
        /** What the points are called, e.g. "Coins". */
        pointsAlias: z.string(),
        /** Game type → points per 100 minor units staked (1.00 of a currency); a type not listed earns none. */
        rates: z.partialRecord(z.enum(GAME_TYPES), z.number().min(0).max(10_000)),
        /**
         * From the first level (at 0 points) up; each starts at `points` lifetime points, and its perk is
         * `pointsBonus` percent more points on every stake.
         */
        levels: z
          .array(
            z.object({
              points: z.number().int().nonnegative(),
              name: z.string(),
              pointsBonus: z.number().int().min(0).max(500).default(0),
            }),
          )
          .min(1)
          .refine(
            (levels) =>
              levels[0]!.points === 0 && levels.every((l, i) => i === 0 || l.points > levels[i - 1]!.points),
            'levels start at 0 points and ascend',
          ),
      }),
    ),
    /** Shop products bought with a programme's points. */
    products: z.array(
      z.object({
        id: z.number().int().positive(),
        programmeId: z.number().int().positive(),
        title: z.string(),
        text: z.string(),
        image: z.string().optional(),
        price: z.number().int().positive(),
        grant: z.discriminatedUnion('kind', [
          z.object({
            kind: z.literal('bonus'),
            /** Currency → amount in minor units. */
            amounts: z.record(currencyCodeSchema(), z.number().int().positive()),
            wager: z.number().int().min(0).max(200),
            days: z.number().int().min(1).max(365),
          }),
          /** A free-spin pack titled as the product (its own `title` is not used). */
          z.object({ kind: z.literal('free_spins'), freeSpins: freeSpinsSchema.omit({ title: true }) }),
        ]),
      }),
    ),
    /** The characters a player may pick (spec §1 selectable characters), in the order offered. */
    characters: z
      .array(
        z.object({
          id: z.number().int().positive(),
          name: z.string(),
          picture: z.string().startsWith('/'),
        }),
      )
      .default([]),
    /** Quests: a goal within a period, rewarded with the programme's points once per period. */
    quests: z
      .array(
        z.object({
          id: z.number().int().positive(),
          programmeId: z.number().int().positive(),
          title: z.string(),
          text: z.string(),
          goal: z.discriminatedUnion('kind', [
            z.object({
              kind: z.literal('rounds'),
              /** Rounds of this game type only (`betting`: sports bets); any casino game when left out. */
              gameType: z.enum(GAME_TYPES).optional(),
              count: z.number().int().min(1).max(100_000),
            }),
            z.object({ kind: z.literal('deposits'), count: z.number().int().min(1).max(1_000) }),
          ]),
          /** When progress starts again (UTC): each day, each week from Monday, each month, or never. */
          period: z.enum(['day', 'week', 'month', 'none']),
          reward: z.number().int().positive(),
        }),
      )
      .default([]),
  })
  .refine(
    (loyalty) => loyalty.quests.every((q) => loyalty.programmes.some((g) => g.id === q.programmeId)),
    'every quest belongs to a programme',
  )
  .refine(
    (loyalty) => loyalty.products.every((p) => loyalty.programmes.some((g) => g.id === p.programmeId)),
    'every product belongs to a programme',
  )
  .default({ programmes: [], products: [], characters: [], quests: [] });

const siteFileSchema = z.object({
  generalInfo: generalInfoSchema.refine(
    (info) =>
      info.available_currencies.every((code): boolean => isCurrencyCode(code)) &&
      info.available_currencies.includes(info.default_currency),
    'available_currencies are platform currencies (decision 0051) and include default_currency',
  ),
  /** Display-only rates; a site without them rates only its default currency (decision 0051). */
  currencyRates: currencyRatesSchema.optional(),
  robotsTxt: z.string(),
  seo: z.record(z.string(), seoDomainSchema),
  redirects: z.array(
    z.object({ from: z.string().startsWith('/'), to: z.string().min(1), external: z.boolean() }),
  ),
  pages: z.array(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      title: z.string(),
      body: z.string(),
      faq: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
    }),
  ),
  banners: z.array(
    z.object({
      id: z.number().int(),
      position: z.string(),
      image: z.string(),
      title: z.string(),
      subtitle: z.string().optional(),
      button: z.string().optional(),
      url: z.string().optional(),
      startsAt: z.string().datetime().optional(),
      finishedAt: z.string().datetime().optional(),
    }),
  ),
  popups: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      text: z.string(),
      button: z.string().optional(),
      url: z.string().optional(),
      image: z.string().optional(),
    }),
  ),
  offers: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: z.string(),
        text: z.string(),
        image: z.string().optional(),
        trigger: z.object({
          action: z.literal('deposit'),
          firstDeposit: z.boolean().default(false),
          repeatable: z.boolean().default(false),
          minAmount: z.number().int().nonnegative().default(0),
          excludeMethods: z.array(z.string()).default([]),
        }),
        bonus: z.object({
          percent: z.number().int().min(1).max(1000),
          maxAmount: z.number().int().positive(),
          wager: z.number().int().min(0).max(200),
          days: z.number().int().min(1).max(365),
        }),
        /**
         * A free-spin pack granted with the bonus (decision 0035): `count` spins of the house slot `game`
         * at `stake` (minor units), playable for `days`; their winnings become a bonus wagered `wager` times.
         */
        freeSpins: freeSpinsSchema.optional(),
        /**
         * The least deposit and largest bonus in other currencies than the default (whose are
         * `trigger.minAmount` and `bonus.maxAmount`), minor units of each; a currency listed nowhere has
         * no such offer (decision 0051).
         */
        amounts: z
          .record(
            currencyCodeSchema(),
            z.object({ minAmount: z.number().int().nonnegative(), maxAmount: z.number().int().positive() }),
          )
          .default({}),
        promoCode: z.string().min(1).max(64).optional(),
        startsAt: z.string().datetime().optional(),
        finishedAt: z.string().datetime().optional(),
      }),
    )
    .default([]),
  /**
   * Codes a player activates by themselves for a bonus, a free-spin pack or both; each player takes a
   * code once.
   */
  promoCodes: z
    .array(
      z
        .object({
          id: z.number().int().positive(),
          code: z.string().trim().min(1).max(64),
          title: z.string(),
          text: z.string(),
          bonus: z
            .object({
              /** Currency → amount in minor units. */
              amounts: z.record(currencyCodeSchema(), z.number().int().positive()),
              wager: z.number().int().min(0).max(200),
              days: z.number().int().min(1).max(365),
            })
            .optional(),
          freeSpins: freeSpinsSchema.optional(),
          maxUses: z.number().int().positive().optional(),
          startsAt: z.string().datetime().optional(),
          finishedAt: z.string().datetime().optional(),
        })
        .refine((promo) => promo.bonus !== undefined || promo.freeSpins !== undefined, {
          message: 'a promo code grants a bonus, free spins or both',
        }),
    )
    .default([]),
  /** Periodic cashback: `percent` of each period's net real-money losses, within `limits` per currency. */
  cashback: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: z.string(),
        text: z.string(),
        period: z.object({
          anchor: z.string().datetime(),
          hours: z.number().int().min(1).max(8784),
        }),
        percent: z.number().int().min(1).max(100),
        limits: z.record(
          currencyCodeSchema(),
          z
            .object({ min: z.number().int().positive(), max: z.number().int().positive() })
            .refine((limits) => limits.min <= limits.max, 'min must not exceed max'),
        ),
        payoutDays: z.number().int().min(1).max(365),
        /**
         * How a payout is credited (decision 0044): `money` to the main balance, or `bonus`, a casino
         * bonus wagered `wager` times within `days`.
         */
        payAs: z
          .discriminatedUnion('kind', [
            z.object({ kind: z.literal('money') }),
            z.object({
              kind: z.literal('bonus'),
              wager: z.number().int().min(0).max(200),
              days: z.number().int().min(1).max(365),
            }),
          ])
          .default({ kind: 'money' }),
      }),
    )
    .default([]),
  /**
   * Betting bonuses (decision 0036): the sports welcome offer (`registration`, granted to a player who
   * registers with is_betting = 1) and promo codes; wagered by settled bets at `minOdds` or more.
   */
  bettingOffers: z
    .array(
      z
        .object({
          id: z.number().int().positive(),
          title: z.string(),
          text: z.string(),
          trigger: z.enum(['registration', 'promo_code']),
          code: z.string().trim().min(1).max(64).optional(),
          bonus: z.object({
            /** Currency → amount in minor units. */
            amounts: z.record(currencyCodeSchema(), z.number().int().positive()),
            wager: z.number().int().min(0).max(200),
            minOdds: z.number().min(1.01).max(1000),
            days: z.number().int().min(1).max(365),
          }),
          maxUses: z.number().int().positive().optional(),
          startsAt: z.string().datetime().optional(),
          finishedAt: z.string().datetime().optional(),
        })
        .refine((offer) => (offer.trigger === 'promo_code') === (offer.code !== undefined), {
          message: 'a promo_code betting offer has a code, a registration one has none',
        }),
    )
    .default([]),
  /**
   * The promotions page: each names exactly one deposit offer, cashback programme or promo code that
   * runs here; a promo-code promotion is taken with one click (`campaigns.takepromotions`).
   */
  promotions: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: z.string(),
        text: z.string(),
        image: z.string().optional(),
        promotes: z.union([
          z.object({ offer: z.number().int().positive() }).strict(),
          z.object({ cashback: z.number().int().positive() }).strict(),
          z.object({ promoCode: z.number().int().positive() }).strict(),
        ]),
        startsAt: z.string().datetime().optional(),
        finishedAt: z.string().datetime().optional(),
      }),
    )
    .default([]),
  /** Loyalty programmes with levels and their points shop. */
  loyalty: loyaltySchema,
  /** How bonus money is staked, capped and counted while wagering (decision 0041). */
  bonusPlay: bonusPlaySchema.default(DEFAULT_BONUS_PLAY),
  /**
   * Tournaments: a round of a listed game (or of a game of `category`; neither given: any game) in
   * `currency` staking at least `minStake` scores by `scoring`; `prizes` pays places 1, 2, … when it ends.
   */
  tournaments: z
    .array(
      z
        .object({
          id: z.number().int().positive(),
          title: z.string(),
          description: z.string(),
          rules: z.string(),
          image: z.string().startsWith('/'),
          startsAt: z.string().datetime(),
          endsAt: z.string().datetime(),
          currency: currencyCodeSchema(),
          scoring: z.discriminatedUnion('rule', [
            z.object({ rule: z.literal('total_win') }),
            z.object({ rule: z.literal('biggest_multiplier') }),
            z.object({
              rule: z.literal('stake_points'),
              per: z.number().int().positive(),
              points: z.number().int().positive(),
            }),
          ]),
          minStake: z.number().int().nonnegative().default(0),
          games: z.array(z.string().min(1)).default([]),
          category: z.string().min(1).optional(),
          /** Opt-in tournaments score only players who pressed Participate; others score everyone. */
          optIn: z.boolean(),
          /** Each place's prize: cash in minor units, or a free-spin pack (decision 0044). */
          prizes: z
            .array(z.union([z.number().int().positive(), z.object({ freeSpins: freeSpinsSchema }).strict()]))
            .min(1)
            .max(100),
          /**
           * Demo content only: the final points of players created for the demo, seeded into a tournament
           * that has already ended, so it is finished (and its prizes paid) like any other.
           */
          demoStandings: z
            .array(
              z.object({
                player: z.string().regex(/^[A-Za-z0-9_]{4,20}$/),
                points: z.number().int().positive(),
              }),
            )
            .max(20)
            .default([]),
        })
        .refine((tournament) => tournament.startsAt < tournament.endsAt, 'startsAt must precede endsAt')
        .refine(
          (tournament) => tournament.games.length === 0 || tournament.category === undefined,
          'a tournament names games or a category, not both',
        ),
    )
    .default([]),
});

export type SiteFile = z.infer<typeof siteFileSchema>;
export type LocalesFile = z.infer<typeof localesFileSchema>;

export interface ContentFiles {
  locales: LocalesFile;
  messages: Record<string, Messages>;
  cmsConfig: Record<string, unknown>;
  site: SiteFile;
}

function readJson(dir: string, file: string): unknown {
  const fullPath = path.join(dir, file);
  try {
    return JSON.parse(readFileSync(fullPath, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read content file ${fullPath}: ${(error as Error).message}`);
  }
}

/** Reads and checks the demo content folder; a malformed file stops the seed with its name. */
export function readContentFiles(contentDir: string): ContentFiles {
  const locales = localesFileSchema.parse(readJson(contentDir, 'locales.json'));
  if (!locales.locales.some((locale) => locale.code === locales.defaultLocale)) {
    throw new Error(`Default locale ${locales.defaultLocale} is not in locales.json`);
  }
  const messages = Object.fromEntries(
    locales.locales.map((locale) => [
      locale.code,
      readJson(contentDir, `messages/${locale.code}.json`) as Messages,
    ]),
  );
  return {
    locales,
    messages,
    cmsConfig: z.record(z.string(), z.unknown()).parse(readJson(contentDir, 'cms-config.json')),
    site: checkPromotions(siteFileSchema.parse(readJson(contentDir, 'site.json'))),
  };
}

/** A promotion must describe something that exists: the page never promises what the engine lacks. */
function checkPromotions(site: SiteFile): SiteFile {
  const lists = { offer: site.offers, cashback: site.cashback, promo_code: site.promoCodes };
  for (const promotion of site.promotions) {
    const { promotes } = promotion;
    const { kind, refId } = promotedThing(promotes);
    if (!lists[kind].some((item) => item.id === refId)) {
      throw new Error(
        `Promotion ${promotion.id} promotes ${JSON.stringify(promotes)}, which is not in site.json`,
      );
    }
  }
  return site;
}

/** What a promotion's `promotes` names, as the promotions table stores it. */
export function promotedThing(promotes: SiteFile['promotions'][number]['promotes']) {
  if ('offer' in promotes) return { kind: 'offer', refId: promotes.offer } as const;
  if ('cashback' in promotes) return { kind: 'cashback', refId: promotes.cashback } as const;
  return { kind: 'promo_code', refId: promotes.promoCode } as const;
}
