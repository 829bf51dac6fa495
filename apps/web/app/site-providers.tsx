import { TOAST_DEFAULT_TIME_MS } from '@casino/shared/constants';
import type { ReactNode } from 'react';
import { AFTER_REGISTRATION_SOURCES } from './after-registration-sources.ts';
import { StartEffects } from './features/site-shell/start-effects.tsx';
import { AfterRegistrationSourcesProvider } from './lib/after-registration.ts';
import { DialogProvider } from './ui/dialog/dialog-context.tsx';
import { DialogHost } from './ui/dialog/dialog-host.tsx';
import { ToastProvider } from './ui/toast/toast-context.tsx';

/** Dialogs are closed at first paint, so their registry loads with the first one that opens. */
const loadDialogRegistry = () => import('./dialog-registry.ts').then((module) => module.DIALOG_LOADERS);

/** Everything every page needs around it: dialogs, toasts, the after-registration sources and the start-up effects. */
export function SiteProviders({
  toastTime,
  children,
}: {
  toastTime?: number | undefined;
  children: ReactNode;
}) {
  return (
    <DialogProvider>
      <ToastProvider duration={toastTime ?? TOAST_DEFAULT_TIME_MS}>
        <AfterRegistrationSourcesProvider value={AFTER_REGISTRATION_SOURCES}>
          <StartEffects />
          {children}
          <DialogHost loadRegistry={loadDialogRegistry} />
        </AfterRegistrationSourcesProvider>
      </ToastProvider>
    </DialogProvider>
  );
}
