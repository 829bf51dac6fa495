import { type RefObject, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';

/** How long a banner stays before the next one comes (autoplay). */
const AUTOPLAY_MS = 6_000;

/**
 * Arrows, dots and autoplay for the home banners. The banners are a scroll-snapped strip that works
 * by swipe, trackpad and keyboard without any script; these controls are loaded after the page is
 * live and only shown when the strip overflows. Autoplay pauses while the pointer is over the banners
 * or focus is in them, while the tab is hidden, and never runs under reduced motion.
 */
export function BannerControls({
  track,
  count,
}: {
  track: RefObject<HTMLUListElement | null>;
  count: number;
}) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [overflows, setOverflows] = useState(false);

  const slides = () => Array.from(track.current?.children ?? []) as HTMLElement[];
  const show = (index: number) => {
    const list = track.current;
    const slide = slides()[(index + count) % count];
    if (list && slide) list.scrollTo({ left: slide.offsetLeft - list.offsetLeft, behavior: 'smooth' });
  };

  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const measure = () => {
      setOverflows(list.scrollWidth > list.clientWidth + 1);
      const offsets = slides().map((slide) => Math.abs(slide.offsetLeft - list.offsetLeft - list.scrollLeft));
      setCurrent(offsets.indexOf(Math.min(...offsets)));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  });

  useEffect(() => {
    const list = track.current;
    if (!list || !overflows || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const region = list.parentElement ?? list;
    const engaged = () => region.matches(':hover') || region.contains(document.activeElement);
    let paused = engaged();
    const pause = () => {
      paused = true;
    };
    const resume = () => {
      paused = engaged();
    };
    region.addEventListener('pointerenter', pause);
    region.addEventListener('pointerleave', resume);
    region.addEventListener('focusin', pause);
    region.addEventListener('focusout', resume);
    const timer = window.setInterval(() => {
      if (!paused && document.visibilityState === 'visible') show(current + 1);
    }, AUTOPLAY_MS);
    return () => {
      window.clearInterval(timer);
      region.removeEventListener('pointerenter', pause);
      region.removeEventListener('pointerleave', resume);
      region.removeEventListener('focusin', pause);
      region.removeEventListener('focusout', resume);
    };
  });

  if (!overflows) return null;
  return (
    <div className="banner-controls">
      <button
        type="button"
        className="icon-button banner-controls__arrow"
        aria-controls={track.current?.id}
        aria-label={t('home.carousel.previous')}
        onClick={() => show(current - 1)}
      >
        ‹
      </button>
      <ol className="banner-controls__dots">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per banner position, in order.
          <li key={index}>
            <button
              type="button"
              className="banner-controls__dot"
              aria-label={t('home.carousel.show', { number: index + 1, count })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="icon-button banner-controls__arrow"
        aria-controls={track.current?.id}
        aria-label={t('home.carousel.next')}
        onClick={() => show(current + 1)}
      >
        ›
      </button>
    </div>
  );
}
