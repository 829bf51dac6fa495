import { useT } from '../../lib/i18n.ts';
import { useShell } from '../../lib/use-shell.ts';

/**
 * On a DEMO_MODE server (getgeneralinfo is_demo_mode) every page says that its payments and social
 * sign-ins are stand-ins, so nobody mistakes the demo for a real casino. The site header holds it; a
 * layout without one asks for its own `header`, so that it is still in a landmark.
 */
export function DemoRibbon({ ownHeader = false }: { ownHeader?: boolean }) {
  const t = useT();
  const shell = useShell();
  if (!shell.generalInfo.is_demo_mode) return null;
  const ribbon = (
    <p className="demo-ribbon" role="note">
      {t('common.demoSite')}
    </p>
  );
  return ownHeader ? <header>{ribbon}</header> : ribbon;
}
