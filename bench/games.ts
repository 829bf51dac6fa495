import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gamesGetLatency } from './games-latency.ts';
import { startServer } from './server-process.ts';

// `npm run bench:games`: only the games.get latency scenario of `npm run bench`, on its own server.
const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-bench-'));
const server = await startServer({ port, dataDir });
try {
  const games = await gamesGetLatency(server.url);
  console.info(
    `games.get with filters and search, 8 clients: p50 ${games.p50Ms} ms, p95 ${games.p95Ms} ms, p99 ${games.p99Ms} ms, ${games.requestsPerSecond} req/s, ${games.errors} errors`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
