import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * Loads one URL with 50 connections (the architecture's budget setting) and reports req/s and p99.
 * `uniqueQuery` adds a different query parameter to every request, so no response can be reused;
 * `headers` go with every request (a session cookie, for a signed-in player's pages).
 */
export async function load(
  name: string,
  url: string,
  options: { connections?: number; uniqueQuery?: boolean; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  let counter = 0;
  const requests: Request[] | undefined = options.uniqueQuery
    ? [
        {
          setupRequest: (request: Request) => {
            counter += 1;
            return { ...request, path: `${new URL(url).pathname}?bench=${counter}` };
          },
        },
      ]
    : undefined;
  // A short warm-up so caches and the JIT are in their steady state.
  const headers = options.headers;
  await autocannon({ url, connections, duration: 1, requests, headers });
  const result = await autocannon({ url, connections, duration: BENCH_SECONDS, requests, headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: Record<string, string | number>[]) {
  console.table(rows);
}
