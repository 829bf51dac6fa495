import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generalInfoSchema, pageMetadataSchema } from '@casino/shared/contract/content.contract';
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
});

const siteFileSchema = z.object({
  generalInfo: generalInfoSchema,
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
        promoCode: z.string().min(1).max(64).optional(),
        startsAt: z.string().datetime().optional(),
        finishedAt: z.string().datetime().optional(),
      }),
    )
    .default([]),
  /** Codes a player activates for a bonus by themselves; each player takes a code once. */
  promoCodes: z
    .array(
      z.object({
        id: z.number().int().positive(),
        code: z.string().trim().min(1).max(64),
        title: z.string(),
        text: z.string(),
        bonus: z.object({
          /** Currency → amount in minor units. */
          amounts: z.record(z.string().length(3), z.number().int().positive()),
          wager: z.number().int().min(0).max(200),
          days: z.number().int().min(1).max(365),
        }),
        maxUses: z.number().int().positive().optional(),
        startsAt: z.string().datetime().optional(),
        finishedAt: z.string().datetime().optional(),
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
          z.string().regex(/^[A-Z]{3}$/),
          z
            .object({ min: z.number().int().positive(), max: z.number().int().positive() })
            .refine((limits) => limits.min <= limits.max, 'min must not exceed max'),
        ),
        payoutDays: z.number().int().min(1).max(365),
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
