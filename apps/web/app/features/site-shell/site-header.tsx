import { localizePath, splitLocale, withQuery } from '@casino/shared/routing/site-paths';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { pageInLocale } from '../../lib/routing/locale-redirect.ts';
import { useShell } from '../../lib/use-shell.ts';
import { DemoRibbon } from './demo-ribbon.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

type AccountBarModule = typeof import('./account-bar.tsx');
let accountBar: AccountBarModule | undefined;

/**
 * A signed-in player's balance and menu: guests, most of the home page's visitors, do not download it.
 * A signed-in page loads it before hydrating (entry.client.tsx), so the bar is live with the rest of the
 * page and no early click on it is lost; a player who signs in without a new page loads it then.
 */
export async function preloadAccountBar(): Promise<void> {
  accountBar ??= await import('./account-bar.tsx');
}

const LazyAccountBar = lazy(() =>
  preloadAccountBar().then(() => ({ default: (accountBar as AccountBarModule).AccountBar })),
);

export function SiteHeader() {
  const t = useT();
  const shell = useShell();
  const location = useLocation();
  const localize = (url: string) => localizePath(url, shell.locale, shell.defaultLocale);
  // The page as the browser shows it (the root loader's path is that of the request that last ran it).
  const codes = shell.locales.map((locale) => locale.code);
  const path = splitLocale(location.pathname, codes, shell.defaultLocale).path;
  // This page with a popup flag; a not-found page at an address that is no path of the site (`//host`)
  // gets the home page's instead, so its links never lead away.
  const withPopupFlag = (flag: string) =>
    withQuery(pageInLocale(path, location.search, shell.locale, shell.defaultLocale), { [flag]: '1' });
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <DemoRibbon />
      <div className="site-header__inner container">
        <Link to={localize('/')} className="site-logo" aria-label={shell.site.siteName}>
          <img src={shell.site.logo} alt="" width={36} height={36} />
          <span className="site-logo__name">{shell.site.siteName}</span>
        </Link>
        <nav className="site-nav" aria-label={t('common.mainNavigation')}>
          <ul>
            {shell.site.menus.header.map((item) => (
              <li key={item.url}>
                <NavLink to={localize(item.url)} data-prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Two groups: on a phone the preferences move to the navigation row, so the account has the top row. */}
        <div className="site-header__actions site-header__actions--prefs">
          <LanguageSwitcher
            locales={shell.locales}
            current={shell.locale}
            defaultLocale={shell.defaultLocale}
            path={path}
            search={location.search}
          />
          <ThemeToggle theme={shell.theme} />
        </div>
        <div className="site-header__actions site-header__actions--account">
          {shell.user ? (
            <Suspense fallback={null}>
              {accountBar ? (
                <accountBar.AccountBar user={shell.user} />
              ) : (
                <LazyAccountBar user={shell.user} />
              )}
            </Suspense>
          ) : (
            <>
              <Link className="button button--ghost button--sm" to={withPopupFlag('show_popup_auth')}>
                {t('common.signIn')}
              </Link>
              <Link className="button button--primary button--sm" to={withPopupFlag('show_popup_reg')}>
                {t('common.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
