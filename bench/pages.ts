import { lighthousePages, PAGE_BUDGETS, withinPageBudgets } from './lighthouse-pages.ts';
import { printTable } from './load.ts';
import { signUp } from './players.ts';
import { startServer } from './server-process.ts';

// `npm run bench:pages`: Lighthouse alone on the pages of issue 22 (`npm run bench` runs it too), on a
// server started as a new user would; exits non-zero when a page misses a budget.
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3200) });
try {
  const cookie = await signUp(server.url);
  const pages = await lighthousePages(server.url, [
    { path: '/' },
    { path: '/gamehall' },
    { path: '/game/secrets-of-gems' },
    { path: '/cashier/deposit', cookie },
  ]);
  printTable(
    pages.map((metrics) => ({
      page: metrics.page,
      score: metrics.score,
      'FCP ms': metrics.fcpMs,
      'LCP ms': metrics.lcpMs,
      'TBT ms': metrics.tbtMs,
      CLS: metrics.cls,
      met: withinPageBudgets(metrics) ? 'yes' : 'NO',
    })),
  );
  console.info(
    `Budgets: LCP <= ${PAGE_BUDGETS.lcpMs} ms, TBT <= ${PAGE_BUDGETS.tbtMs} ms, CLS <= ${PAGE_BUDGETS.cls}, score >= ${PAGE_BUDGETS.score}`,
  );
  if (!pages.every(withinPageBudgets)) process.exitCode = 1;
} finally {
  await server.stop();
}
