import { useT } from '../../lib/i18n.ts';
import { ToastRegion } from '../../ui/toast/toast-region.tsx';

/** The toast area, placed by the layouts right below the header. */
export function SiteToasts() {
  const t = useT();
  return <ToastRegion label={t('common.notifications')} closeLabel={t('common.close')} />;
}
