import { type ComponentType, Suspense, useEffect } from 'react';
import { useDialogEntries, useDialogs } from './dialog-context.tsx';
import type { DialogName } from './dialog-names.ts';
import type { DialogEntry } from './dialog-store.ts';
import { useScrollLock } from './use-scroll-lock.ts';

export interface DialogComponentProps {
  entry: DialogEntry;
}

export type DialogComponents = Partial<Record<DialogName, ComponentType<DialogComponentProps>>>;

/**
 * Shows the dialog at the front of the queue with the component registered for its name, and locks
 * the page's scroll while any dialog is open.
 */
export function DialogHost({ components }: { components: DialogComponents }) {
  const entries = useDialogEntries();
  const { close } = useDialogs();
  const open = entries.length > 0;
  const current = entries[0];
  const Component = current ? components[current.name as DialogName] : undefined;

  useEffect(() => {
    // A dialog whose feature has not registered a component would block the queue and the page's scroll.
    if (current && !Component) {
      console.warn(`No component is registered for dialog ${current.name}`);
      close(current.id, { immediate: true });
    }
  }, [current, Component, close]);

  useScrollLock(open);

  if (!current || !Component) return null;
  return (
    <Suspense fallback={null}>
      <Component key={current.id} entry={current} />
    </Suspense>
  );
}
