import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { DIALOG_TYPES, type DialogName } from './dialog-names.ts';
import { createDialogStore, type DialogEntry, type DialogRequest, type DialogStore } from './dialog-store.ts';

const DialogContext = createContext<DialogStore | null>(null);

/** One dialog queue per page tree (never module state: the server renders many players at once). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createDialogStore);
  return <DialogContext.Provider value={store}>{children}</DialogContext.Provider>;
}

function useDialogStore(): DialogStore {
  const store = useContext(DialogContext);
  if (!store) throw new Error('useDialogs used outside DialogProvider');
  return store;
}

const NO_DIALOGS: readonly DialogEntry[] = [];

export function useDialogEntries(): readonly DialogEntry[] {
  const store = useDialogStore();
  return useSyncExternalStore(store.subscribe, store.snapshot, () => NO_DIALOGS);
}

export interface NamedDialogRequest extends Omit<DialogRequest, 'name' | 'type'> {}

export function useDialogs() {
  const store = useDialogStore();
  return useMemo(
    () => ({
      open: (name: DialogName, request: NamedDialogRequest = {}) =>
        store.open({ ...request, name, type: DIALOG_TYPES[name] }),
      close: store.close,
      closeAll: store.closeAll,
    }),
    [store],
  );
}

/** Opens the confirm dialog (spec §2.3) with its texts and callbacks. */
export function useConfirm(): (props: ConfirmDialogProps) => void {
  const { open } = useDialogs();
  return useCallback(
    (props: ConfirmDialogProps) => {
      open('ConfirmDialog', { props: props as unknown as Record<string, unknown> });
    },
    [open],
  );
}
