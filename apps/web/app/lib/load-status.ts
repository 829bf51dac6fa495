import { type DependencyList, useEffect, useState } from 'react';

/** Spec §3: a load is idle (not asked for), pending, success or error. */
export type LoadStatus = 'idle' | 'pending' | 'success' | 'error';

/** A load's status, with what it loaded once it succeeded. */
export type Loaded<T> = { status: 'idle' | 'pending' | 'error'; data: null } | { status: 'success'; data: T };

const IDLE = { status: 'idle', data: null } as const;
const PENDING = { status: 'pending', data: null } as const;
const ERROR = { status: 'error', data: null } as const;

/**
 * Reports a load to `set`: pending at once, then success or error. The answer stops the reports, for a
 * load that no longer matters (its component went, or asks for something else now).
 */
export function followLoad<T>(load: Promise<T>, set: (state: Loaded<T>) => void): () => void {
  let live = true;
  set(PENDING);
  load.then(
    (data) => live && set({ status: 'success', data }),
    () => live && set(ERROR),
  );
  return () => {
    live = false;
  };
}

/**
 * The status of `load`, started when the component mounts and again when `deps` change; idle while
 * `load` is null (nothing to load).
 */
export function useLoad<T>(load: (() => Promise<T>) | null, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(load ? PENDING : IDLE);
  useEffect(
    () => {
      if (!load) {
        setState(IDLE);
        return;
      }
      return followLoad(load(), setState);
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what its load depends on
    deps,
  );
  return state;
}
