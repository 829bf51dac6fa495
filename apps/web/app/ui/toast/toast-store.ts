import { TOAST_DEFAULT_TIME_MS } from '@casino/shared/constants';

/** The toast kinds of spec §2.3; each gets its own accent. */
export const TOAST_KINDS = ['quest', 'register', 'profile', 'confirm', 'product', 'level'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export interface ToastRequest {
  kind: ToastKind;
  title: string;
  text?: string;
  /** How long it stays, in ms; defaults to the content service's toast time. */
  duration?: number;
  /** A link to follow, or something to do here (the toast closes either way). */
  action?: { label: string; href: string } | { label: string; onSelect: () => void };
}

export interface Toast extends ToastRequest {
  id: number;
  duration: number;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  snapshot(): readonly Toast[];
  show(request: ToastRequest): number;
  dismiss(id: number): void;
}

/**
 * Toasts in order of arrival; each dismisses itself after its duration. Timers are injectable so
 * tests control time.
 */
export function createToastStore(
  defaultDuration = TOAST_DEFAULT_TIME_MS,
  // Wrapped: browsers refuse setTimeout called as a method of another object ("Illegal invocation").
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = {
    set: ((handler: () => void, ms: number) => setTimeout(handler, ms)) as typeof setTimeout,
    clear: (handle) => clearTimeout(handle),
  },
): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const dismiss = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clear(handle);
    handles.delete(id);
    const before = toasts.length;
    toasts = toasts.filter((toast) => toast.id !== id);
    if (toasts.length !== before) emit();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => toasts,
    show(request) {
      const toast: Toast = { ...request, id: nextId++, duration: request.duration ?? defaultDuration };
      toasts = [...toasts, toast];
      if (toast.duration > 0)
        handles.set(
          toast.id,
          timers.set(() => dismiss(toast.id), toast.duration),
        );
      emit();
      return toast.id;
    },
    dismiss,
  };
}
