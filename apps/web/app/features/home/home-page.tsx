import type { Banner } from '@casino/shared/contract/content.contract';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { isUnbuiltPage, withoutUnbuiltLinks } from '../../lib/routing/unbuilt-pages.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Image } from '../../ui/image.tsx';

/** The home tiles; `page` is the page each leads to, so tiles of unbuilt pages are left out. */
const SECTIONS = [
  { key: 'popular', to: 'gamehall', page: '/gamehall' },
  { key: 'liveCasino', to: 'live', page: '/gamehall' },
  { key: 'jackpots', to: 'jackpots', page: '/jackpots' },
  { key: 'tournaments', to: 'tournaments', page: '/tournaments' },
  { key: 'promotions', to: 'promotions', page: '/promotions' },
  { key: 'providers', to: 'providers', page: '/providers' },
] as const;

export function HomePage({ banners: allBanners }: { banners: Banner[] }) {
  const t = useT();
  const paths = usePaths();
  const banners = withoutUnbuiltLinks(allBanners);
  const sections = SECTIONS.filter((section) => !isUnbuiltPage(section.page));
  const sectionHref = (to: (typeof SECTIONS)[number]['to']) => {
    switch (to) {
      case 'gamehall':
        return paths.gamehall();
      case 'live':
        return paths.gamehall({ category: 'live' });
      case 'jackpots':
        return paths.jackpots();
      case 'tournaments':
        return paths.tournaments();
      case 'promotions':
        return paths.promotions();
      case 'providers':
        return paths.providers();
    }
  };
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title" className="hero__title">
            {t('home.heroTitle')}
          </h1>
          <p className="hero__subtitle">{t('home.heroSubtitle')}</p>
          <p className="hero__offer">
            <strong>{t('home.welcomeOffer.title')}</strong> {t('home.welcomeOffer.text')}
          </p>
          {isUnbuiltPage('/promotions') ? null : (
            <Link className="button button--gold button--lg" to={paths.promotions()}>
              {t('home.heroButton')}
            </Link>
          )}
        </div>
      </section>
      {banners.length > 0 ? (
        <section className="section container" aria-label={t('home.sections.promotions')}>
          <ul className="banner-carousel">
            {banners.map((banner, index) => (
              <li key={banner.id} className="banner-card">
                <Image
                  src={banner.image}
                  alt=""
                  width={1200}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
                <div className="banner-card__text">
                  <h2 className="banner-card__title">{banner.title}</h2>
                  {banner.subtitle ? <p>{banner.subtitle}</p> : null}
                  {banner.url && banner.button ? (
                    <Link className="button button--primary button--sm" to={banner.url}>
                      {banner.button}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="section container" aria-labelledby="home-sections">
        <h2 id="home-sections" className="visually-hidden">
          {t('menu.gamehall')}
        </h2>
        <ul className="menu-blocks">
          {sections.map((section) => (
            <li key={section.key}>
              <Link className="menu-block card" to={sectionHref(section.to)}>
                <span className="menu-block__title">{t(`home.sections.${section.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
