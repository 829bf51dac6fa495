import { benchPages, lighthousePages, printPageMetrics, withinPageBudgets } from './lighthouse-pages.ts';
import { signUp } from './players.ts';
import { startServer } from './server-process.ts';

// `npm run bench:pages`: Lighthouse alone on the pages of issue 22 (`npm run bench` runs it too), on a
// server started as a new user would; exits non-zero when a page misses a budget.
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3200) });
try {
  const pages = await lighthousePages(server.url, benchPages(await signUp(server.url)));
  printPageMetrics(pages);
  if (!pages.every(withinPageBudgets)) process.exitCode = 1;
} finally {
  await server.stop();
}
