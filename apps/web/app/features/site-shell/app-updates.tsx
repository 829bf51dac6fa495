import { useEffect } from 'react';
import { useT } from '../../lib/i18n.ts';
import { reloadPageOnce } from '../../lib/page-reload.ts';
import { browserStorage, readStored, STORAGE_KEYS, writeStored } from '../../lib/storage-keys.ts';
import { useToasts } from '../../ui/toast/toast-context.tsx';
import { followInstallPrompt, startAppUpdates } from './app-updates.ts';

/** Long enough to read and decide; the new build also arrives with the next visit. */
const UPDATE_TOAST_MS = 30_000;

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * The installable, updatable site (spec §4): the service worker, the build check and the install prompt,
 * offered through toasts. Loaded after the page is idle (app-updates-starter.tsx); renders nothing.
 * The worker's state is kept on `<html data-sw>` for whoever needs to know (tests, support).
 */
export function AppUpdates() {
  const t = useT();
  const toasts = useToasts();
  useEffect(() => {
    // A framed page (the embedded forms) is someone else's site: it installs nothing.
    if (window.top !== window.self) return;
    const stopUpdates = startAppUpdates(
      {
        serviceWorker: window.isSecureContext ? navigator.serviceWorker : undefined,
        fetchJson: async (url) => {
          const response = await fetch(url, { cache: 'no-store' });
          if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
          return response.json();
        },
        buildId: window.__reactRouterManifest?.version,
        reload: () => window.location.reload(),
        reloadOnce: () => reloadPageOnce(),
        onVisible: (listener) => {
          const onChange = () => {
            if (document.visibilityState === 'visible') listener();
          };
          document.addEventListener('visibilitychange', onChange);
          return () => document.removeEventListener('visibilitychange', onChange);
        },
        every: (ms, run) => {
          const handle = setInterval(run, ms);
          return () => clearInterval(handle);
        },
      },
      {
        state: (state) => {
          document.documentElement.dataset.sw = state;
        },
        needsRefresh: (apply) =>
          toasts.show({
            kind: 'confirm',
            data: {
              title: t('pwa.updateTitle'),
              text: t('pwa.updateText'),
              action: { label: t('pwa.reload'), onSelect: apply },
            },
            duration: UPDATE_TOAST_MS,
          }),
      },
    );
    const storage = browserStorage();
    const stopInstall = followInstallPrompt(
      window,
      {
        get: () => readStored(storage, STORAGE_KEYS.installDeclined) !== null,
        set: () => writeStored(storage, STORAGE_KEYS.installDeclined, '1'),
      },
      (install) =>
        toasts.show({
          kind: 'product',
          data: {
            title: t('pwa.installTitle'),
            text: t('pwa.installText'),
            action: { label: t('pwa.install'), onSelect: () => void install() },
          },
        }),
    );
    return () => {
      stopUpdates();
      stopInstall();
    };
  }, [t, toasts]);
  return null;
}
