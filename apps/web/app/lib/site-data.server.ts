import type { CmsConfig, LocaleList, Messages } from '@casino/shared/content/site-content';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { resolveBalanceRefresh } from './routing/balance-refresh.ts';
import { withoutUnbuiltLinks } from './routing/unbuilt-pages.ts';
import type { Theme } from './theme.ts';

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
    // The menus link to built pages only; a footer column left without links is dropped.
    menus: {
      header: withoutUnbuiltLinks(header),
      footer: footer
        .map((column) => ({ ...column, links: withoutUnbuiltLinks(column.links) }))
        .filter((column) => column.links.length > 0),
      bottomNav: withoutUnbuiltLinks(bottomNav),
    },
    ratingSites: common.ratingSites,
    defaultImages: common.defaultImages,
    toastTime: common.toastTime,
    paymentMethods: cashier.paymentMethods.map(({ sysname, name, icon }) => ({ sysname, name, icon })),
    balanceRefresh: resolveBalanceRefresh(balanceRefresh),
    favicons: site.favicons,
    manifest: site.manifest,
  };
}

export type ShellConfig = ReturnType<typeof shellConfig>;
