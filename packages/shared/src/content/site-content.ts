/** The content service's data as the player site reads it (spec §3 Content-service data). */

export type Messages = { [key: string]: string | Messages };

export interface SiteLocale {
  code: string;
  name: string;
  hreflang: string;
}

export interface LocaleList {
  locales: SiteLocale[];
  defaultLocale: string;
}

export interface MenuLink {
  label: string;
  url: string;
  icon?: string;
}

export interface CustomCodeEntry {
  id: number;
  code: string;
  isEnabled: boolean;
  position: 'head' | 'bodyStart' | 'bodyEnd';
}

export interface PaymentMethodContent {
  id: number;
  sysname: string;
  name: string;
  description: string;
  icon: string;
  type: string;
}

/** The parts of cms-config the site shell uses; features read their own sections. */
export interface CmsConfig {
  common: {
    siteName: string;
    logo: string;
    loaderLogo: string;
    loaderAlt: string;
    themes: { id: string; label: string }[];
    defaultTheme: string;
    localeDetectionStrategy: string;
    ratingSites: { name: string; url: string; logo: string }[];
    menus: {
      header: MenuLink[];
      footer: { title: string; links: MenuLink[] }[];
      bottomNav: MenuLink[];
    };
    defaultImages: Record<string, string>;
    toastTime: number;
  };
  flags: Record<string, boolean | string>;
  balanceRefresh: Record<string, boolean | number>;
  cashier: { paymentMethods: PaymentMethodContent[] } & Record<string, unknown>;
  site: {
    favicons: Record<string, string>;
    manifest: string;
    customCode: CustomCodeEntry[];
  };
  [section: string]: unknown;
}

export interface ContentPage {
  slug: string;
  title: string;
  body: string;
  faq: { question: string; answer: string }[];
}

export interface RedirectRule {
  from: string;
  to: string;
  external: boolean;
}

/** Read access to the content service, handed to the site's loaders by the platform. */
export interface ContentAccess {
  locales(): Promise<LocaleList>;
  messages(locale: string): Promise<Messages>;
  /** The versioned URL of the file that brings the locale's messages to the browser. */
  messagesFileUrl(locale: string): Promise<string>;
  cmsConfig(locale: string): Promise<CmsConfig>;
  page(slug: string, locale: string): Promise<ContentPage | undefined>;
  pageSlugs(): Promise<string[]>;
  redirectRules(): Promise<RedirectRule[]>;
}
