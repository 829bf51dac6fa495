import { createHash } from 'node:crypto';
import { messagesFileUrl } from '@casino/shared/content/messages-file';
import type { Messages } from '@casino/shared/content/site-content';
import { ApiError } from '@casino/shared/errors/api-error';
import {
  type Banner,
  type CampaignPopup,
  type GeneralInfo,
  generalInfoSchema,
  type PageMetadata,
} from '@casino/shared/contract/content.contract';
import { isPathDisallowed, parseDisallowRules } from '@casino/shared/seo/robots-rules';
import { type CurrencyRates, currencyRatesSchema } from '@casino/shared/money/currency-schema';
import { fillSeoTemplate, matchSeoTemplate, type SeoTemplateMatch } from '@casino/shared/seo/seo-templates';
import type { Db } from '../../db/schema.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import * as repository from './content.repository.ts';

/** Content is read on every page and changes rarely; 10 s keeps other processes' edits visible soon. */
export const CONTENT_CACHE_TTL_MS = 10_000;

export type ContentCache = TtlCache<unknown>;

export function createContentCache(): ContentCache {
  return new TtlCache<unknown>(CONTENT_CACHE_TTL_MS);
}

export interface LocaleList {
  locales: { code: string; name: string; hreflang: string }[];
  defaultLocale: string;
}

export function getLocales(db: Db, cache: ContentCache): Promise<LocaleList> {
  return cache.get('locales', async () => {
    const rows = await repository.findLocales(db);
    const defaultLocale = rows.find((row) => row.is_default)?.code ?? rows[0]?.code ?? '';
    return { locales: rows.map(({ code, name, hreflang }) => ({ code, name, hreflang })), defaultLocale };
  }) as Promise<LocaleList>;
}

/** The `lang` a caller asked for when the site has it, else the default locale. */
export async function resolveLocale(db: Db, cache: ContentCache, requested: string | undefined): Promise<string> {
  const { locales, defaultLocale } = await getLocales(db, cache);
  const wanted = requested?.toLowerCase();
  return locales.find((locale) => locale.code === wanted)?.code ?? defaultLocale;
}

async function requireKnownLocale(db: Db, cache: ContentCache, locale: string) {
  const { locales } = await getLocales(db, cache);
  if (!locales.some((known) => known.code === locale)) {
    throw new ApiError('InvalidParameterException', `Unknown locale: ${locale}`, {
      status: 404,
      invalidParameters: { locale: 'Unknown locale' },
    });
  }
}

/** Serialized once per cache period: these answers are the hottest and largest the site asks for. */
export async function getMessagesJson(db: Db, cache: ContentCache, locale: string): Promise<string> {
  await requireKnownLocale(db, cache, locale);
  return cache.get(`messages:${locale}`, async () =>
    JSON.stringify((await repository.findMessages(db, locale)) ?? {}),
  ) as Promise<string>;
}

/** A locale's messages as a tree, for server code that names things in the player's language. */
export async function getMessages(db: Db, cache: ContentCache, locale: string): Promise<Messages> {
  const json = await getMessagesJson(db, cache, locale);
  return cache.get(`messages-tree:${locale}`, async () => JSON.parse(json) as Messages) as Promise<Messages>;
}

export interface MessagesFile {
  url: string;
  version: string;
  json: string;
}

/**
 * The browser's copy of a locale's messages (see packages/shared/src/content/messages-file.ts): the JSON of
 * /nfx/i18n/messages with a version that is a hash of it, kept together so the two always match.
 */
export async function getMessagesFile(db: Db, cache: ContentCache, locale: string): Promise<MessagesFile> {
  const json = await getMessagesJson(db, cache, locale);
  return cache.get(`messages-file:${locale}`, async () => {
    const version = createHash('sha256').update(json).digest('base64url').slice(0, 16);
    return { url: messagesFileUrl(locale, version), version, json };
  }) as Promise<MessagesFile>;
}

export async function getCmsConfigJson(db: Db, cache: ContentCache, locale: string): Promise<string> {
  await requireKnownLocale(db, cache, locale);
  return cache.get(`cms-config:${locale}`, async () =>
    JSON.stringify((await repository.findCmsConfig(db, locale)) ?? {}),
  ) as Promise<string>;
}

/** The casino's name (cms-config `common.siteName`), as a merchant profile of a third party shows it. */
export async function siteName(db: Db, cache: ContentCache, locale: string): Promise<string> {
  return cache.get(`site-name:${locale}`, async () => {
    const config = JSON.parse(await getCmsConfigJson(db, cache, locale)) as { common?: { siteName?: unknown } };
    return typeof config.common?.siteName === 'string' ? config.common.siteName : '';
  }) as Promise<string>;
}

export function getGeneralInfo(db: Db, cache: ContentCache): Promise<GeneralInfo> {
  return cache.get('general-info', async () =>
    generalInfoSchema.parse(await repository.findSiteSetting(db, 'general_info')),
  ) as Promise<GeneralInfo>;
}

/**
 * The content's display rates of the offered currencies (decision 0051). Content seeded before rates
 * existed has none: then only the default currency is rated, never a guessed rate.
 */
export async function getCurrencyRates(db: Db, cache: ContentCache): Promise<CurrencyRates> {
  const info = await getGeneralInfo(db, cache);
  const table = (await cache.get('currency-rates', async () => {
    const value = await repository.findSiteSetting(db, 'currency_rates');
    return value === undefined ? null : currencyRatesSchema.parse(value);
  })) as CurrencyRates | null;
  if (!table) return { base: info.default_currency, rates: { [info.default_currency]: 1 } };
  const rates = Object.fromEntries(
    Object.entries(table.rates).filter(([code]) => info.available_currencies.includes(code)),
  );
  return { base: table.base, rates };
}

export function getRobotsTxt(db: Db, cache: ContentCache): Promise<string> {
  return cache.get('robots-txt', async () => {
    const value = await repository.findSiteSetting(db, 'robots_txt');
    return typeof value === 'string' ? value : 'User-agent: *\nDisallow:\n';
  }) as Promise<string>;
}

/** A path as the SEO settings key it: no query, no trailing slash, no locale prefix. */
export function normalizeSeoPath(url: string, localeCodes: readonly string[]): string {
  let path = url.split(/[?#]/)[0] || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/$/, '');
  const first = path.split('/')[1]?.toLowerCase();
  if (first && localeCodes.includes(first)) path = path.slice(first.length + 1) || '/';
  return path;
}

/** The values a template's placeholders take for one entity; null when there is no such entity. */
export type SeoEntityFacts = (match: SeoTemplateMatch) => Promise<Record<string, string> | null>;

export async function getPageMetadata(
  db: Db,
  cache: ContentCache,
  options: { host: string; url: string; locale: string },
  entityFacts?: SeoEntityFacts,
): Promise<PageMetadata> {
  const { locales } = await getLocales(db, cache);
  const rawPath = (options.url.split(/[?#]/)[0] || '/').replace(/\/{2,}/g, '/');
  const path = normalizeSeoPath(options.url, locales.map((locale) => locale.code));
  // A template's own key (`/game/:sysname`) is no page: asked for literally, it answers nothing.
  const stored = path.includes(':') ? {} : await storedSeoPage(db, cache, options.host, options.locale, path);
  const metadata =
    Object.keys(stored).length === 0 && entityFacts
      ? await templatedMetadata(db, cache, options, path, entityFacts)
      : stored;
  const rules = parseDisallowRules(await getRobotsTxt(db, cache));
  if (isPathDisallowed(rawPath, rules) || isPathDisallowed(path, rules)) {
    return { ...metadata, robots: 'noindex, follow' };
  }
  return metadata;
}

function storedSeoPage(db: Db, cache: ContentCache, host: string, locale: string, path: string) {
  return cache.get(`seo:${host}:${locale}:${path}`, async () =>
    (await repository.findSeoPage(db, host, path, locale)) ?? {},
  ) as Promise<PageMetadata>;
}

/**
 * Spec §2.1, §2.5: a page of one entity (a game, a tournament…) without metadata of its own takes its
 * kind's template, filled with the entity's values; an unknown entity (a 404 page) gets none.
 */
async function templatedMetadata(
  db: Db,
  cache: ContentCache,
  options: { host: string; locale: string },
  path: string,
  entityFacts: SeoEntityFacts,
): Promise<PageMetadata> {
  const match = matchSeoTemplate(path);
  if (!match) return {};
  const template = await storedSeoPage(db, cache, options.host, options.locale, match.template);
  if (Object.keys(template).length === 0) return {};
  const facts = await entityFacts(match);
  if (!facts) return {};
  // Links in the template are the default locale's; `base` is the page's locale prefix.
  const { defaultLocale } = await getLocales(db, cache);
  const base = options.locale === defaultLocale ? '' : `/${options.locale}`;
  return fillSeoTemplate(template, { ...match.params, path, base, home: base || '/', ...facts });
}

type BannerTexts = Record<string, { title?: string; subtitle?: string; button?: string }>;

/** Banners are read on every home page: all of them are cached and the time window applied per call. */
export async function listBanners(
  db: Db,
  cache: ContentCache,
  options: { locale: string; offset: number; count: number; position?: string | undefined; now?: Date },
): Promise<Banner[]> {
  const now = options.now ?? new Date();
  const all = (await cache.get('banners', () => repository.findBanners(db))) as Awaited<
    ReturnType<typeof repository.findBanners>
  >;
  const running = all.filter(
    (row) =>
      (!row.started_at || row.started_at <= now) &&
      (!row.finished_at || row.finished_at > now) &&
      (!options.position || row.position === options.position),
  );
  return running.slice(options.offset, options.offset + options.count).map((row) => {
    const texts = (row.texts as BannerTexts)[options.locale] ?? {};
    const banner: Banner = {
      id: row.id,
      title: texts.title ?? '',
      image: row.image,
      started_at: row.started_at?.toISOString() ?? null,
      finished_at: row.finished_at?.toISOString() ?? null,
      description: { position: row.position },
    };
    if (texts.subtitle) banner.subtitle = texts.subtitle;
    if (texts.button) banner.button = texts.button;
    if (row.url) banner.url = row.url;
    return banner;
  });
}

type PopupTexts = Record<string, { title?: string; text?: string; button?: string }>;

export async function listPopups(db: Db, locale: string): Promise<CampaignPopup[]> {
  const rows = await repository.findActivePopups(db);
  return rows.map((row) => {
    const texts = (row.texts as PopupTexts)[locale] ?? {};
    const popup: CampaignPopup = { id: row.id, title: texts.title ?? '', text: texts.text ?? '' };
    if (texts.button) popup.button = texts.button;
    if (row.url) popup.url = row.url;
    if (row.image) popup.image = row.image;
    return popup;
  });
}
