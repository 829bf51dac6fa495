import { useT } from '../../lib/i18n.ts';
import { useShell } from '../../lib/use-shell.ts';

/**
 * On a DEMO_MODE server (getgeneralinfo is_demo_mode) every page says that its payments and social
 * sign-ins are stand-ins, so nobody mistakes the demo for a real casino.
 */
export function DemoRibbon() {
  const t = useT();
  const shell = useShell();
  if (!shell.generalInfo.is_demo_mode) return null;
  return (
    <p className="demo-ribbon" role="note">
      {t('common.demoSite')}
    </p>
  );
}
