import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeGamesLatency, gamesGetLatency } from './games-latency.ts';
import { signUp } from './players.ts';
import { startServer } from './server-process.ts';

// `npm run bench:games`: only the games.get latency scenario of `npm run bench`, on its own server.
const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-bench-'));
const server = await startServer({ port, dataDir });
try {
  console.info(describeGamesLatency('guests', await gamesGetLatency(server.url)));
  const cookie = await signUp(server.url);
  console.info(describeGamesLatency('a signed-in player', await gamesGetLatency(server.url, { cookie })));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
