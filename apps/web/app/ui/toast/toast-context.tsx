import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { createToastStore, type Toast, type ToastStore } from './toast-store.ts';

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ duration, children }: { duration: number; children: ReactNode }) {
  const [store] = useState(() => createToastStore(duration));
  return <ToastContext.Provider value={store}>{children}</ToastContext.Provider>;
}

function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToasts used outside ToastProvider');
  return store;
}

const NO_TOASTS: readonly Toast[] = [];

export function useToastList(): readonly Toast[] {
  const store = useToastStore();
  return useSyncExternalStore(store.subscribe, store.snapshot, () => NO_TOASTS);
}

export function useToasts() {
  const store = useToastStore();
  return useMemo(() => ({ show: store.show, dismiss: store.dismiss }), [store]);
}
