import { Agent, get } from 'node:http';
import { BENCH_SECONDS } from './load.ts';
import { percentile } from './percentile.ts';

export interface LatencyResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

const SEARCHES = [
  'gold',
  'book of',
  'dragon',
  'rou',
  'mega',
  'fruit',
  'zeus',
  'lucky',
  'hold',
  'crash',
  'pharaoh',
];
const CATEGORIES = ['popular', 'new', 'slots', 'live', 'table', 'fast', 'egypt', 'megaways', 'jackpot'];
const PROVIDERS = [
  'nebula-forge',
  'red-lantern,golden-scarab',
  'studio-nine,harbor-lights,boreal-live',
  'pixel-rocket',
];
const SORTS = ['position', 'popularity', 'name', 'created'];

/**
 * games.get as the game hall asks it: a category, providers, types, a search, a sort and a page, in
 * varying combinations over the full catalogue (no two consecutive requests alike).
 */
function gamesQueries(): string[] {
  const queries: string[] = [];
  for (let index = 0; index < 240; index += 1) {
    const params = new URLSearchParams({ lang: 'en', v: '2.34', count: '18' });
    params.set('offset', String((index % 4) * 18));
    params.set('sort', SORTS[index % SORTS.length]!);
    if (index % 3 === 0) params.set('category', CATEGORIES[index % CATEGORIES.length]!);
    if (index % 4 === 1) params.set('providers', PROVIDERS[index % PROVIDERS.length]!);
    if (index % 5 === 2) params.set('types', index % 2 ? 'slot' : 'live,casino');
    if (index % 2 === 1) params.set('query', SEARCHES[index % SEARCHES.length]!);
    if (index % 7 === 3) params.set('options', JSON.stringify({ has_demo: true }));
    queries.push(`/api/games.get?${params}`);
  }
  return queries;
}

/**
 * One request on a kept-alive connection, asking for a compressed answer as a browser does; answers its
 * status once the whole body has arrived. The body is not decompressed: a player's browser does that on
 * its own CPU, and here it would take the two cores' time from the server being measured (Node's fetch
 * with decompression cost the client more CPU than the server's whole answer).
 */
function request(agent: Agent, url: string, cookie: string | undefined): Promise<number> {
  const headers = { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) };
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Each of `connections` clients sends its next request as soon as the last one is answered: as guests,
 * whose same questions share one answer for a second (decision 0072), or with a player's `cookie`,
 * every answer the player's own.
 */
export async function gamesGetLatency(
  baseUrl: string,
  options: { connections?: number; cookie?: string } = {},
): Promise<LatencyResult> {
  const connections = options.connections ?? 8;
  const queries = gamesQueries();
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const path = queries[next++ % queries.length]!;
      const started = performance.now();
      const status = await request(agent, `${baseUrl}${path}`, options.cookie);
      if (!record) continue;
      latencies.push(performance.now() - started);
      if (status !== 200) errors += 1;
    }
  };
  const clients = (seconds: number, record: boolean) =>
    Promise.all(Array.from({ length: connections }, () => run(performance.now() + seconds * 1000, record)));
  await clients(1, false);
  await clients(BENCH_SECONDS, true);
  agent.destroy();
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / BENCH_SECONDS),
    p50Ms: round(percentile(latencies, 0.5)),
    p95Ms: round(percentile(latencies, 0.95)),
    p99Ms: round(percentile(latencies, 0.99)),
    errors,
  };
}

/** One line of the bench's report for a games.get run. */
export function describeGamesLatency(who: string, result: LatencyResult): string {
  return `games.get with filters and search, 8 clients, ${who}: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms, ${result.requestsPerSecond} req/s, ${result.errors} errors (budget p95 <= 8 ms)`;
}
