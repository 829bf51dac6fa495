import { TOAST_DEFAULT_TIME_MS } from '@casino/shared/constants';
import type { ReactNode } from 'react';
import { DIALOG_COMPONENTS } from './dialog-registry.ts';
import { StartEffects } from './features/site-shell/start-effects.tsx';
import { DialogProvider } from './ui/dialog/dialog-context.tsx';
import { DialogHost } from './ui/dialog/dialog-host.tsx';
import { ToastProvider } from './ui/toast/toast-context.tsx';

/** Everything every page needs around it: dialogs, toasts and the start-up effects. */
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
        <StartEffects />
        {children}
        <DialogHost components={DIALOG_COMPONENTS} />
      </ToastProvider>
    </DialogProvider>
  );
}
