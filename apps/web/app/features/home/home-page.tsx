import type { Banner } from '@casino/shared/contract/content.contract';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Image } from '../../ui/image.tsx';

type Paths = ReturnType<typeof usePaths>;

/** Arrows, dots and autoplay: an enhancement of the swipeable strip, loaded once the page is live. */
const BannerControls = lazy(() =>
  import('./banner-controls.tsx').then(({ BannerControls }) => ({ default: BannerControls })),
);

/** The home tiles and where each leads. */
const SECTIONS: readonly { key: string; href: (paths: Paths) => string }[] = [
  { key: 'popular', href: (paths) => paths.gamehall() },
  { key: 'liveCasino', href: (paths) => paths.gamehall({ category: 'live' }) },
  { key: 'jackpots', href: (paths) => paths.jackpots() },
  { key: 'tournaments', href: (paths) => paths.tournaments() },
  { key: 'promotions', href: (paths) => paths.promotions() },
  { key: 'providers', href: (paths) => paths.providers() },
];

/** The home lobby: the hero, the banners, the rows of games the route puts in (`children`) and the section tiles. */
export function HomePage({ banners, children }: { banners: Banner[]; children?: ReactNode }) {
  const t = useT();
  const paths = usePaths();
  const track = useRef<HTMLUListElement>(null);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
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
          <Link className="button button--gold button--lg" to={paths.promotions()}>
            {t('home.heroButton')}
          </Link>
        </div>
      </section>
      {banners.length > 0 ? (
        <section className="section container" aria-label={t('home.sections.promotions')}>
          <ul className="banner-carousel" id="home-banners" ref={track}>
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
          {live && banners.length > 1 ? (
            <Suspense fallback={null}>
              <BannerControls track={track} />
            </Suspense>
          ) : null}
        </section>
      ) : null}
      {children}
      <section className="section container" aria-labelledby="home-sections">
        <h2 id="home-sections" className="visually-hidden">
          {t('menu.gamehall')}
        </h2>
        <ul className="menu-blocks">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link className="menu-block card" to={section.href(paths)}>
                <span className="menu-block__title">{t(`home.sections.${section.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
