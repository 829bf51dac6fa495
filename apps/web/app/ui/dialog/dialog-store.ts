/**
 * The dialog queue of spec §4: dialogs are opened, closed and queued; one shows at a time, the next
 * opens when it closes. A dialog opened with `preventClose` ignores the player's close requests (Esc,
 * overlay, close button) and only closes when code closes it with `immediate`.
 */

export type DialogType = 'popup' | 'confirm' | 'curtain';

export interface DialogRequest<Props = Record<string, unknown>> {
  name: string;
  type?: DialogType;
  props?: Props;
  preventClose?: boolean;
  /** Shown before whatever is queued, instead of waiting its turn. */
  priority?: boolean;
  onClose?: () => void;
}

export interface DialogEntry {
  id: number;
  name: string;
  type: DialogType;
  props: Record<string, unknown>;
  preventClose: boolean;
  onClose?: () => void;
}

export interface DialogStore {
  subscribe(listener: () => void): () => void;
  snapshot(): readonly DialogEntry[];
  open(request: DialogRequest): number;
  /** Closes the dialog (the current one by default). Returns false when closing was prevented. */
  close(id?: number, options?: { immediate?: boolean }): boolean;
  closeAll(): void;
}

export function createDialogStore(): DialogStore {
  let entries: readonly DialogEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => entries,
    open(request) {
      const entry: DialogEntry = {
        id: nextId++,
        name: request.name,
        type: request.type ?? 'popup',
        props: request.props ?? {},
        preventClose: request.preventClose ?? false,
        ...(request.onClose ? { onClose: request.onClose } : {}),
      };
      entries = request.priority ? [entry, ...entries] : [...entries, entry];
      emit();
      return entry.id;
    },
    close(id, options = {}) {
      const target = id === undefined ? entries[0] : entries.find((entry) => entry.id === id);
      if (!target) return false;
      if (target.preventClose && !options.immediate) return false;
      entries = entries.filter((entry) => entry !== target);
      target.onClose?.();
      emit();
      return true;
    },
    closeAll() {
      const closing = entries;
      entries = [];
      for (const entry of closing) entry.onClose?.();
      emit();
    },
  };
}
