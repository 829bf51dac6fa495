import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printTable } from './load.ts';

/** Issue 22's page budgets, Lighthouse's mobile profile (simulated slow 4G and a 4× slower CPU). */
export const PAGE_BUDGETS = { lcpMs: 1_500, tbtMs: 100, cls: 0.02, score: 95 };

export interface PageMetrics {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Lighthouse's performance audit of each page, one after another in Debian's Chromium (CHROMIUM_PATH),
 * with the default mobile profile. `cookie` signs the pages in (the deposit page needs a player).
 */
export async function lighthousePages(
  origin: string,
  pages: readonly { path: string; cookie?: string }[],
): Promise<PageMetrics[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: PageMetrics[] = [];
    for (const page of pages) {
      const run = await lighthouse(
        `${origin}${page.path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        // A player's browser, not "HeadlessChrome", which the site rightly treats as a bot.
        {
          extends: 'lighthouse:default',
          settings: {
            emulatedUserAgent:
              'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
            ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
          },
        },
      );
      const audits = run?.lhr.audits;
      const value = (id: string) => audits?.[id]?.numericValue ?? Number.NaN;
      results.push({
        page: page.path,
        score: Math.round((run?.lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: Math.round(value('first-contentful-paint')),
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Number(value('cumulative-layout-shift').toFixed(3)),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** The pages issue 22 measures: a guest's home, game hall and game page, and a player's deposit page. */
export function benchPages(playerCookie: string) {
  return [
    { path: '/' },
    { path: '/gamehall' },
    { path: '/game/secrets-of-gems' },
    { path: '/cashier/deposit', cookie: playerCookie },
  ];
}

/** Prints one row per page with its budgets and whether it met them. */
export function printPageMetrics(pages: readonly PageMetrics[]): void {
  console.info('Lighthouse, mobile profile (simulated slow 4G, 4× CPU slowdown), Debian Chromium:');
  printTable(
    pages.map((metrics) => ({
      page: metrics.page,
      score: metrics.score,
      'FCP ms': metrics.fcpMs,
      'LCP ms': metrics.lcpMs,
      'TBT ms': metrics.tbtMs,
      CLS: metrics.cls,
      budget: `LCP <= ${PAGE_BUDGETS.lcpMs}, TBT <= ${PAGE_BUDGETS.tbtMs}, CLS <= ${PAGE_BUDGETS.cls}, score >= ${PAGE_BUDGETS.score}`,
      met: withinPageBudgets(metrics) ? 'yes' : 'NO',
    })),
  );
}

/** Whether a page meets every budget. */
export function withinPageBudgets(metrics: PageMetrics): boolean {
  return (
    metrics.lcpMs <= PAGE_BUDGETS.lcpMs &&
    metrics.tbtMs <= PAGE_BUDGETS.tbtMs &&
    metrics.cls <= PAGE_BUDGETS.cls &&
    metrics.score >= PAGE_BUDGETS.score
  );
}
