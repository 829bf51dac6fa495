import type { ProfileChild } from '@casino/shared/routing/site-paths';
import { type ReactNode, useId } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';

/** Message keys of the profile tabs (spec §2.1 profile children). */
const TAB_KEYS: Record<ProfileChild, string> = {
  bets: 'profile.tabs.bets',
  bonuses: 'profile.tabs.bonuses',
  loyalty: 'profile.tabs.loyalty',
  cashback: 'profile.tabs.cashback',
  security: 'profile.tabs.security',
  settings: 'profile.tabs.settings',
  notification: 'profile.tabs.notification',
  verification: 'profile.tabs.verification',
  'responsible-game': 'profile.tabs.responsibleGame',
};

/** The frame of a profile page: its title, the player's id and the navigation between profile pages. */
export function ProfilePage({
  current,
  tabs,
  children,
}: {
  current: ProfileChild;
  tabs: readonly ProfileChild[];
  children: ReactNode;
}) {
  const t = useT();
  const paths = usePaths();
  const { user, site } = useShell();
  return (
    <div className="container section profile">
      <header className="profile__header">
        <p className="profile__eyebrow">{t('profile.title')}</p>
        <h1 className="page-title">{t(TAB_KEYS[current])}</h1>
        {user ? <p className="profile__uid">{t('profile.uid', { uid: user.uid })}</p> : null}
      </header>
      <nav className="profile__nav" aria-label={t('profile.navigation')}>
        <ul className="tabs">
          {tabs.map((child) => (
            <li key={child}>
              <NavLink to={paths.profile(child)} data-prefetch="intent">
                {t(TAB_KEYS[child])}
              </NavLink>
            </li>
          ))}
          {/* The deposit button and the detalization, when the content puts them here (cashier.depositButtonPlacement). */}
          {site.depositPlacement === 'profileMenu' ? (
            <>
              <li>
                <NavLink to={paths.cashierDeposit()} data-testid="profile-menu-deposit">
                  {t('common.deposit')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.cashier('history')}>{t('cashier.history.title')}</NavLink>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** A titled card of a profile page; `id` lets links (e.g. the confirm hint) jump to it. */
export function ProfileCard({
  title,
  id,
  description,
  children,
}: {
  title: string;
  id?: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="card profile-card" id={id} aria-labelledby={titleId}>
      <h2 className="profile-card__title" id={titleId}>
        {title}
      </h2>
      {description ? <p className="profile-card__description">{description}</p> : null}
      {children}
    </section>
  );
}
