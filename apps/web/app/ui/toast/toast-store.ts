import { TOAST_DEFAULT_TIME_MS } from '@casino/shared/constants';
import type { ComponentType } from 'react';

/** The toast kinds of spec §2.3; each gets its own accent. */
export const TOAST_KINDS = ['quest', 'register', 'profile', 'confirm', 'product', 'level'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/** What a kind's toast says: a title, maybe words under it, maybe one action. */
export interface ToastData {
  title: string;
  text?: string;
  /** A link to follow, or something to do here (the toast closes either way). */
  action?: { label: string; href: string } | { label: string; onSelect: () => void };
}

/** What a component toast is drawn with: its id and the props it was shown with. */
export interface ToastComponentProps {
  id: number;
  props: Record<string, unknown>;
}

/**
 * Spec §3 Toast: a kind's toast (type, time, icon size, data), or a dialog-style one drawn by its own
 * component and told when it is open. `duration` (the spec's time, in ms) defaults to the content
 * service's toast time. A component toast may take a kind for its accent.
 */
export type ToastRequest =
  | { kind: ToastKind; data: ToastData; iconSize?: number; duration?: number }
  | {
      kind?: ToastKind;
      component: ComponentType<ToastComponentProps>;
      props?: Record<string, unknown>;
      /** Called with the toast's id once it is shown. */
      onOpened?: (id: number) => void;
      duration?: number;
    };

export type Toast = ToastRequest & { id: number; duration: number };

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
      if ('onOpened' in request) request.onOpened?.(toast.id);
      return toast.id;
    },
    dismiss,
  };
}
