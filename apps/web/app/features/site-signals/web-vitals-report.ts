import type { WebVitalName } from '@casino/shared/analytics/signals';

export interface VitalSample {
  name: WebVitalName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

/** The route a report is grouped by: the page's route id, one for every locale. */
export function reportRoute(routeId: string): string {
  return routeId.replace(/___lang$/, '').slice(0, 120) || 'unknown';
}

/**
 * Real-user monitoring: keeps each Core Web Vital's latest value and sends what is new when the page
 * is hidden or left (the moment web-vitals recommends: CLS and INP keep changing until then), with
 * sendBeacon, which the browser delivers even as the page goes away. Answers the function to feed
 * metrics to and a stop function.
 */
export function webVitalsReporter(options: {
  route: string;
  beacon: (url: string, body: URLSearchParams) => boolean;
  win?: Window;
  doc?: Document;
}): { add: (sample: VitalSample) => void; flush: () => void; stop: () => void } {
  const win = options.win ?? window;
  const doc = options.doc ?? document;
  const pending = new Map<WebVitalName, VitalSample>();
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending.values()].map(({ name, value, rating }) => ({
      name,
      // Milliseconds need no fraction; CLS is a small unitless score that does.
      value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value),
      rating,
    }));
    pending.clear();
    options.beacon(
      '/api/signals.webVitals',
      new URLSearchParams({ route: options.route, metrics: JSON.stringify(metrics) }),
    );
  };
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  doc.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', flush);
  return {
    add: (sample) => pending.set(sample.name, sample),
    flush,
    stop: () => {
      doc.removeEventListener('visibilitychange', onHidden);
      win.removeEventListener('pagehide', flush);
    },
  };
}

/** Starts measuring with the web-vitals library, loaded with this code (after the first interaction). */
export async function startWebVitals(route: string): Promise<() => void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const reporter = webVitalsReporter({
    route,
    beacon: (url, body) => navigator.sendBeacon?.(url, body) ?? false,
  });
  const add = (metric: VitalSample) =>
    reporter.add({ name: metric.name, value: metric.value, rating: metric.rating });
  onCLS(add);
  onFCP(add);
  onINP(add);
  onLCP(add);
  onTTFB(add);
  return reporter.stop;
}
