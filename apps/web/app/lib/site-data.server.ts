import { BUILTIN_FINGERPRINT_SCRIPT } from '@casino/shared/analytics/signals';
import { readLoyaltyConfig } from '@casino/shared/content/loyalty-config';
import type { CmsConfig, LocaleList, Messages } from '@casino/shared/content/site-content';
import type { PageMetadata } from '@casino/shared/contract/content.contract';
import { splitLocale } from '@casino/shared/routing/site-paths';
import { isbot } from 'isbot';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { depositPlacement } from './deposit-placement.ts';
import { createTranslator, type Translate } from './i18n.ts';
import { personalValue } from './personal-values.server.ts';
import { popupFallbacks } from './popup-fallbacks.ts';
import { resolveBalanceRefresh } from './routing/balance-refresh.ts';
import { ERROR_PAGE_KINDS, type ErrorPageKind, errorPageMessageKeys } from './routing/error-pages.ts';
import { pageJsonLd, serializeJsonLd } from './seo/json-ld.ts';
import { buildMetaDescriptors, hreflangLinks } from './seo/meta-tags.ts';
import { readThemeCookie, type Theme } from './theme.ts';
import { validationTiming } from './validation-timing.ts';

/**
 * Locales are essential: without them the site cannot route (spec §8: fatal 500 "LOCALES NOT FOUND").
 * Messages are not: a failure is logged and the page renders with keys.
 */
export async function loadLocales(context: AppLoadContext): Promise<LocaleList> {
  let list: LocaleList | undefined;
  try {
    list = await context.content.locales();
  } catch (error) {
    console.warn('locales could not be loaded', error);
  }
  if (!list || list.locales.length === 0) throw data('LOCALES NOT FOUND', { status: 500 });
  return list;
}

export async function loadMessages(context: AppLoadContext, locale: string): Promise<Messages> {
  try {
    return await context.content.messages(locale);
  } catch (error) {
    console.warn(`messages for ${locale} could not be loaded`, error);
    return {};
  }
}

/** The file that brings the messages to the browser; without it the page still renders (with keys). */
export async function loadMessagesUrl(context: AppLoadContext, locale: string): Promise<string | undefined> {
  try {
    return await context.content.messagesFileUrl(locale);
  } catch (error) {
    console.warn(`the messages file for ${locale} could not be found`, error);
    return undefined;
  }
}

/** The slice of cms-config the shell renders on every page (kept small: it is sent to the browser). */
export function shellConfig(config: CmsConfig) {
  const { common, cashier, site, balanceRefresh } = config;
  const { header, footer, bottomNav } = common.menus;
  return {
    siteName: common.siteName,
    logo: common.logo,
    loaderLogo: common.loaderLogo,
    loaderAlt: common.loaderAlt,
    themes: common.themes,
    defaultTheme: (common.defaultTheme === 'light' ? 'light' : 'dark') as Theme,
    menus: { header, footer, bottomNav },
    ratingSites: common.ratingSites,
    defaultImages: common.defaultImages,
    toastTime: common.toastTime,
    paymentMethods: cashier.paymentMethods.map(({ sysname, name, icon }) => ({ sysname, name, icon })),
    balanceRefresh: resolveBalanceRefresh(balanceRefresh),
    depositPlacement: depositPlacement(cashier),
    // The profile and cashier forms check as the content says (flags.validationTiming, spec §5).
    validationTiming: validationTiming(config.flags),
    // The lobby's row titles link to their pages when the content says so (spec §3 backend config flags).
    clickableTitles: config.flags.clickableTitles === true,
    // A blocked pop-up's fallback (spec §3 backend config flags, lib/popup-fallbacks.ts).
    popupFallbacks: popupFallbacks(config.flags),
    favicons: site.favicons,
    manifest: site.manifest,
    // Small, and every signed-in page's notices need it (spec §3 Loyalty config).
    loyalty: readLoyaltyConfig(config.loyalty),
  };
}

export type ShellConfig = ReturnType<typeof shellConfig>;

/**
 * The data the shell of every page renders, loaded by the root route for the page's locale. In
 * maintenance every other action is refused, so the page gets only what it needs to say so.
 */
export async function loadShell(
  context: AppLoadContext,
  request: Request,
  {
    locale,
    defaultLocale,
    locales,
  }: { locale: string; defaultLocale: string; locales: LocaleList['locales'] },
) {
  const url = new URL(request.url);
  const [messages, messagesUrl, cms, generalInfo] = await Promise.all([
    loadMessages(context, locale),
    loadMessagesUrl(context, locale),
    context.content.cmsConfig(locale),
    context.api('getgeneralinfo'),
  ]);
  const live = generalInfo.domain_state !== 'maintenance';
  const [metadata, user] = await Promise.all([
    live ? context.api('metadata.get', { url: url.pathname }) : ({} as PageMetadata),
    live && context.signedIn ? personalValue(context, 'user', (api) => api('account.getInfo')) : null,
  ]);
  const site = shellConfig(cms);
  return {
    locale,
    defaultLocale,
    locales,
    // The messages themselves come in their own file, which the browser keeps (lib/messages.ts), except
    // the error pages' titles, which `meta` needs and cannot read from React context.
    messagesUrl,
    errorTitles: errorPageTitles(createTranslator(messages)),
    site,
    customCode: cms.site.customCode,
    theme: readThemeCookie(request.headers.get('cookie')) ?? site.defaultTheme,
    head: pageHead(metadata, url, site.siteName, { locale, defaultLocale, locales }),
    origin: url.origin,
    isBot: isbot(request.headers.get('user-agent') ?? ''),
    user,
    generalInfo,
    // Decision 0052: the device-fingerprint agent when content turns it on, the vendor's or ours.
    fingerprintScript: generalInfo.is_seon_enabled
      ? (context.deviceFingerprintScript ?? BUILTIN_FINGERPRINT_SCRIPT)
      : null,
  };
}

/**
 * The page's meta tags and JSON-LD, built here rather than in the root's `meta` so that the browser
 * does not download the SEO helpers: the root loader runs on every navigation, so they stay current.
 */
function pageHead(
  metadata: PageMetadata,
  url: URL,
  siteName: string,
  { defaultLocale, locales }: { locale: string; defaultLocale: string; locales: LocaleList['locales'] },
) {
  const codes = locales.map((entry) => entry.code);
  const jsonLd = pageJsonLd(metadata, url.origin);
  return {
    meta: [
      ...buildMetaDescriptors(metadata, {
        url: `${url.origin}${url.pathname}`,
        siteName,
        noindex: metadata.robots?.includes('noindex') ?? false,
      }),
      ...hreflangLinks(
        splitLocale(url.pathname, codes, defaultLocale).path,
        locales,
        defaultLocale,
        url.origin,
      ),
    ],
    jsonLd: jsonLd.length > 0 ? serializeJsonLd(jsonLd.length === 1 ? jsonLd[0] : jsonLd) : null,
  };
}

function errorPageTitles(t: Translate): Record<ErrorPageKind, string> {
  return Object.fromEntries(
    ERROR_PAGE_KINDS.map((kind) => [kind, t(errorPageMessageKeys(kind).header)]),
  ) as Record<ErrorPageKind, string>;
}
