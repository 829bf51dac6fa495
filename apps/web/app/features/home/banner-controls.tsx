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
export function BannerControls({ track }: { track: RefObject<HTMLUListElement | null> }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  /** Where the strip can stop: each banner's start, up to the end of the strip (two banners may share the last). */
  const [stops, setStops] = useState<number[]>([]);
  const overflows = stops.length > 1;

  const show = (index: number) => {
    const stop = stops[(index + stops.length) % stops.length];
    if (stop !== undefined) track.current?.scrollTo({ left: stop, behavior: 'smooth' });
  };

  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const measure = () => {
      const end = list.scrollWidth - list.clientWidth;
      const starts = (Array.from(list.children) as HTMLElement[]).map((slide) =>
        Math.min(slide.offsetLeft - list.offsetLeft, end),
      );
      const next = [...new Set(starts.map(Math.round))];
      setStops((before) => (before.join() === next.join() ? before : next));
      const distances = next.map((stop) => Math.abs(stop - list.scrollLeft));
      setCurrent(distances.indexOf(Math.min(...distances)));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [track]);

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
        {stops.map((stop, index) => (
          <li key={stop}>
            <button
              type="button"
              className="banner-controls__dot"
              aria-label={t('home.carousel.show', { number: index + 1, count: stops.length })}
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
