import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useShell } from '../../lib/use-shell.ts';

/** The page loader with the logo from settings, shown while the next page's data loads. */
export function NavigationLoader() {
  const t = useT();
  const { site } = useShell();
  const loading = useNavigation().state === 'loading';
  return (
    <div className="page-loader" data-active={loading} role="status" aria-live="polite">
      {loading ? (
        <>
          <img
            className="page-loader__logo"
            src={site.loaderLogo}
            alt={site.loaderAlt}
            width={40}
            height={40}
          />
          <span className="visually-hidden">{t('common.loading')}</span>
        </>
      ) : null}
    </div>
  );
}
