import { useEffect, useRef, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { createPrefetchSlots } from '../../lib/prefetch-slots.ts';

/** React Router's intent delay: a pointer only passing over a link does not prefetch it. */
const INTENT_DELAY_MS = 100;
/** A prefetch whose links never report (a browser without prefetch) gives its slot back after this. */
const PREFETCH_TIMEOUT_MS = 10_000;
const LINK = 'a[data-prefetch="intent"]';

/** The page of this site a link marked for intent prefetch leads to, or null. */
function pageOf(link: Element | null): string | null {
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url.pathname + url.search : null;
}

/** The route's data and modules (React Router's prefetch links); `onDone` once they all loaded. */
function SlotLinks({ page, onDone }: { page: string; onDone: () => void }) {
  const pending = useRef(0);
  const settled = () => {
    pending.current--;
    if (pending.current === 0) onDone();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per slot, after its links mounted
  useEffect(() => {
    if (pending.current === 0) onDone();
    const timer = setTimeout(onDone, PREFETCH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  const count = (link: HTMLLinkElement | null) => {
    if (link) pending.current++;
  };
  // React Router hands these to each <link> it renders (the ref counts them).
  const props = { page, ref: count, onLoad: settled, onError: settled };
  return <PrefetchPageLinks {...(props as { page: string })} />;
}

/**
 * Prefetch on intent for the links marked `data-prefetch="intent"`, at most 5 routes at once (spec §9),
 * in place of React Router's `prefetch="intent"`, which has no limit: 100 ms of hover, focus or touch
 * queues the route; leaving before it started drops it; once started it runs until its links loaded.
 * Loaded after the first interaction with the deferred effects (root.tsx); listens on the whole document.
 */
export function RoutePrefetcher() {
  const [running, setRunning] = useState<readonly { page: string; done: () => void }[]>([]);
  useEffect(() => {
    const slots = createPrefetchSlots();
    // Pages waiting for their delay or a slot (each with what calls it off), and pages running.
    const waiting = new Map<string, () => void>();
    const busy = new Set<string>();
    const intent = (event: Event) => {
      const page = pageOf(event.target instanceof Element ? event.target.closest(LINK) : null);
      if (page === null || busy.has(page)) return;
      busy.add(page);
      let giveBack = () => {};
      const finish = () => {
        giveBack();
        busy.delete(page);
        setRunning((list) => list.filter((entry) => entry.page !== page));
      };
      const timer = setTimeout(() => {
        giveBack = slots.take(() => {
          waiting.delete(page);
          setRunning((list) => [...list, { page, done: finish }]);
        });
      }, INTENT_DELAY_MS);
      waiting.set(page, () => {
        clearTimeout(timer);
        waiting.delete(page);
        finish();
      });
    };
    const leave = (event: Event) => {
      const page =
        event.target instanceof Element && event.target.matches(LINK) ? pageOf(event.target) : null;
      if (page !== null) waiting.get(page)?.();
    };
    const listen = { capture: true, passive: true };
    for (const type of ['mouseenter', 'focus', 'touchstart']) document.addEventListener(type, intent, listen);
    for (const type of ['mouseleave', 'blur']) document.addEventListener(type, leave, listen);
    return () => {
      for (const type of ['mouseenter', 'focus', 'touchstart'])
        document.removeEventListener(type, intent, listen);
      for (const type of ['mouseleave', 'blur']) document.removeEventListener(type, leave, listen);
      for (const callOff of [...waiting.values()]) callOff();
    };
  }, []);
  return running.map(({ page, done }) => <SlotLinks key={page} page={page} onDone={done} />);
}
