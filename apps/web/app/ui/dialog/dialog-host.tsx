import { type ComponentType, useEffect, useState } from 'react';
import { reloadPageOnce } from '../../lib/page-reload.ts';
import { useDialogEntries, useDialogs } from './dialog-context.tsx';
import type { DialogName } from './dialog-names.ts';
import type { DialogEntry } from './dialog-store.ts';
import { useScrollLock } from './use-scroll-lock.ts';

export interface DialogComponentProps {
  entry: DialogEntry;
}

export type DialogComponent = ComponentType<DialogComponentProps>;

export type DialogLoaders = Partial<Record<DialogName, () => Promise<DialogComponent>>>;

/**
 * Shows the dialog at the front of the queue with the component registered for its name, and locks
 * the page's scroll while any dialog is open. The registry, then each dialog's code, is loaded when its
 * first dialog opens.
 *
 * The component is loaded here and kept in state, not rendered through `lazy` and Suspense: React
 * throttles a Suspense boundary's reveal and may park it among suspended retries, and a dialog opened
 * right after hydration (when the page's other lazy parts were resolving too) then stayed unshown until
 * some later update. A loaded component is an ordinary render.
 */
export function DialogHost({ loadRegistry }: { loadRegistry: () => Promise<DialogLoaders> }) {
  const entries = useDialogEntries();
  const { close } = useDialogs();
  const [components, setComponents] = useState<Partial<Record<string, DialogComponent>>>({});
  const current = entries[0];
  const Component = current ? components[current.name] : undefined;

  useEffect(() => {
    if (!current || Component) return;
    loadRegistry()
      .then((loaders) => {
        const load = loaders[current.name as DialogName];
        if (load)
          return load().then((loaded) => setComponents((all) => ({ ...all, [current.name]: loaded })));
        // A dialog whose feature has not registered a component would block the queue and the page's scroll.
        console.warn(`No component is registered for dialog ${current.name}`);
        close(current.id, { immediate: true });
      })
      .catch((error: unknown) => {
        // Spec §4: a script that fails to load (an older build's, gone after a deploy) reloads the page
        // once; otherwise the dialog is given up so the queue and the page's scroll are not held.
        if (reloadPageOnce()) return;
        console.warn('the dialog could not be loaded', error);
        close(current.id, { immediate: true });
      });
  }, [current, Component, loadRegistry, close]);

  useScrollLock(entries.length > 0);

  if (!current || !Component) return null;
  return <Component key={current.id} entry={current} />;
}
