import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A CSS custom property of the theme (`--chart-1`…), read when the chart is drawn. */
  colorVar: string;
}

const HEIGHT = 220;

function themeColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';
}

/**
 * A daily series as a uPlot line chart (decision 0038: small, maintained, no install scripts, canvas).
 * The canvas is hidden from assistive technology: the page's daily table carries the same numbers, and
 * the figure's caption says so. Redrawn when the theme changes (its colours are the theme's) and
 * resized with its container.
 */
export function LineChart({
  title,
  days,
  series,
  format,
}: {
  title: string;
  /** `YYYY-MM-DD`, oldest first. */
  days: string[];
  series: ChartSeries[];
  format: (value: number) => string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let plot: uPlot | undefined;
    const draw = () => {
      plot?.destroy();
      const text = themeColor('--muted');
      const grid = themeColor('--border');
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      plot = new uPlot(
        {
          width: Math.max(element.clientWidth, 280),
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: true, drag: { x: false, y: false } },
          // Days are UTC days: label them so, whatever the browser's zone.
          tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
          scales: { x: { time: true } },
          axes: [axis, { ...axis, size: 70, values: (_plot, ticks) => ticks.map(format) }],
          series: [
            {},
            ...series.map((each) => ({
              label: each.label,
              stroke: themeColor(each.colorVar),
              width: 2,
              points: { show: false },
            })),
          ],
        },
        [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), ...series.map((each) => each.values)],
        element,
      );
    };
    draw();
    const resize = new ResizeObserver(() =>
      plot?.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      plot?.destroy();
    };
  }, [days, series, format]);

  return (
    <figure className="chart">
      <figcaption>
        <strong>{title}</strong>
        <span className="chart-legend">
          {series.map((each) => (
            <span key={each.label} className="chart-key">
              <span className="chart-swatch" data-color={each.colorVar} aria-hidden="true" />
              {each.label}
            </span>
          ))}
        </span>
        <span className="visually-hidden"> (the same figures are in the daily table below)</span>
      </figcaption>
      <div ref={ref} className="chart-canvas" aria-hidden="true" />
    </figure>
  );
}
