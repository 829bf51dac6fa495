import type { SiteLocale } from '@casino/shared/content/site-content';
import { useT } from '../../lib/i18n.ts';
import { pageInLocale } from '../../lib/routing/locale-redirect.ts';

/** A disclosure of links to the same page in every language; works without JavaScript. */
export function LanguageSwitcher(props: {
  locales: SiteLocale[];
  current: string;
  defaultLocale: string;
  path: string;
  search: string;
}) {
  const t = useT();
  const current = props.locales.find((locale) => locale.code === props.current);
  return (
    <details className="language-switcher">
      {/* The name starts with the code it shows (WCAG 2.5.3), then says what the button is for. */}
      <summary>
        {props.current.toUpperCase()}
        <span className="visually-hidden">
          , {t('common.language')}: {current?.name}
        </span>
      </summary>
      <ul className="language-switcher__list">
        {props.locales.map((locale) => (
          <li key={locale.code}>
            <a
              href={pageInLocale(props.path, props.search, locale.code, props.defaultLocale)}
              hrefLang={locale.hreflang}
              lang={locale.hreflang}
              aria-current={locale.code === props.current ? 'true' : undefined}
            >
              {locale.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
