import { BENCH_SECONDS, load, printTable } from './load.ts';
import { likeAGame, signUp } from './players.ts';
import { startServer } from './server-process.ts';

// `npm run bench:signed-in`: only issue 22's signed-in pages (decision 0047) against the same process's
// floor and its guest page cache, in one run: a player with a favourite game asks home and the hall.
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3210),
  env: process.env.SERVER_ENV ? JSON.parse(process.env.SERVER_ENV) : {},
});
try {
  const headers = { cookie: await signUp(server.url) };
  await likeAGame(server.url, headers.cookie);
  const ceiling = await load('a constant /bench/floor (ceiling)', `${server.url}/bench/floor`);
  const guest = await load('SSR home (guest page cache)', `${server.url}/`);
  const rows = [
    ceiling,
    guest,
    await load('SSR home, signed in', `${server.url}/`, { headers }),
    await load('SSR game hall, signed in', `${server.url}/gamehall`, { headers }),
  ];
  console.info(`\nLoad: 50 connections, ${BENCH_SECONDS} s each`);
  printTable(
    rows.map((result) => ({
      page: result.name,
      'req/s': result.requestsPerSecond,
      'p99 ms': result.p99Ms,
      errors: result.errors,
      'ratio to ceiling': (result.requestsPerSecond / ceiling.requestsPerSecond).toPrecision(2),
      budget: result === ceiling || result === guest ? '-' : '>= 1000 req/s, p99 <= 50 ms',
    })),
  );
} finally {
  await server.stop();
}
