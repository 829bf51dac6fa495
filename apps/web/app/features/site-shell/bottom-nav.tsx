import { localizePath } from '@casino/shared/routing/site-paths';
import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useShell } from '../../lib/use-shell.ts';
import { Icon, isIconName } from '../../ui/icon.tsx';

/** The mobile bottom navigation (home, game hall, betting, promotions, profile). */
export function BottomNav() {
  const t = useT();
  const shell = useShell();
  return (
    <nav className="bottom-nav" aria-label={t('common.quickNavigation')}>
      <ul>
        {shell.site.menus.bottomNav.map((item) => (
          <li key={item.url}>
            <NavLink to={localizePath(item.url, shell.locale, shell.defaultLocale)} end={item.url === '/'}>
              <Icon name={item.icon && isIconName(item.icon) ? item.icon : 'home'} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
