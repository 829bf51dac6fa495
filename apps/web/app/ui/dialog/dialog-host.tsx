import { type ComponentType, Suspense, useEffect, useState } from 'react';
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
 * the page's scroll while any dialog is open. The registry is loaded when the first dialog opens.
 */
export function DialogHost({ loadComponents }: { loadComponents: () => Promise<DialogComponents> }) {
  const entries = useDialogEntries();
  const { close } = useDialogs();
  const [components, setComponents] = useState<DialogComponents>();
  const open = entries.length > 0;
  const current = entries[0];
  const Component = current ? components?.[current.name as DialogName] : undefined;

  useEffect(() => {
    if (!open || components) return;
    loadComponents().then(setComponents, (error: unknown) =>
      console.warn('the dialogs could not be loaded', error),
    );
  }, [open, components, loadComponents]);

  useEffect(() => {
    // A dialog whose feature has not registered a component would block the queue and the page's scroll.
    if (current && components && !Component) {
      console.warn(`No component is registered for dialog ${current.name}`);
      close(current.id, { immediate: true });
    }
  }, [current, components, Component, close]);

  useScrollLock(open);

  if (!current || !Component) return null;
  return (
    <Suspense fallback={null}>
      <Component key={current.id} entry={current} />
    </Suspense>
  );
}
