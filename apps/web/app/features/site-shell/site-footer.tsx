import { localizePath } from '@casino/shared/routing/site-paths';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useShell } from '../../lib/use-shell.ts';
import { Image } from '../../ui/image.tsx';

export function SiteFooter() {
  const t = useT();
  const shell = useShell();
  const localize = (url: string) => localizePath(url, shell.locale, shell.defaultLocale);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav className="site-footer__columns" aria-label={t('common.footerNavigation')}>
          {shell.site.menus.footer.map((column) => (
            <section key={column.title} className="site-footer__column">
              <h2 className="site-footer__title">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.url}>
                    <Link to={localize(link.url)}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <section className="site-footer__payments" aria-label={t('footer.paymentMethodsTitle')}>
          <h2 className="site-footer__title">{t('footer.paymentMethodsTitle')}</h2>
          <ul className="payment-icons">
            {shell.site.paymentMethods.map((method) => (
              <li key={method.sysname}>
                <Image src={method.icon} alt={method.name} width={64} height={40} />
              </li>
            ))}
          </ul>
        </section>
        <section className="site-footer__ratings" aria-label={t('footer.ratingSitesTitle')}>
          <h2 className="site-footer__title">{t('footer.ratingSitesTitle')}</h2>
          <ul className="rating-sites">
            {shell.site.ratingSites.map((site) => (
              <li key={site.url}>
                <a href={site.url} rel="noopener noreferrer external" target="_blank">
                  <Image src={site.logo} alt={site.name} width={96} height={32} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <div className="site-footer__legal">
          <p className="age-badge" role="img" aria-label={t('footer.ageNotice')}>
            {t('footer.ageBadge')}
          </p>
          <p>{t('footer.responsibleNotice')}</p>
          <p>{t('footer.licence')}</p>
          <p>{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
