import { useEffect } from 'react';

/** Locks the page's scroll while `active` (spec §4: while any dialog is open). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const { body } = document;
    // The scrollbar's width is kept as padding so the page does not shift when it disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.setProperty('--scrollbar-width', `${scrollbar}px`);
    body.classList.add('scroll-locked');
    return () => {
      body.classList.remove('scroll-locked');
      body.style.removeProperty('--scrollbar-width');
    };
  }, [active]);
}
