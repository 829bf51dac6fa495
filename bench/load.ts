import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * Loads one URL with 50 connections (the architecture's budget setting) and reports req/s and p99.
 * `uniqueQuery` names a query parameter that gets a different value in every request: a page parameter
 * (`page`) makes every request a page of its own, a tracking or unknown one shows whether it does not;
 * `headers` go with every request (a session cookie, for a signed-in player's pages), beside the
 * Accept-Encoding a browser sends: what is measured is what players are answered, compressed.
 */
export async function load(
  name: string,
  url: string,
  options: { connections?: number; uniqueQuery?: string; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  let counter = 0;
  const unique = options.uniqueQuery;
  const requests: Request[] | undefined = unique
    ? [
        {
          setupRequest: (request: Request) => {
            counter += 1;
            return { ...request, path: `${new URL(url).pathname}?${unique}=${counter}` };
          },
        },
      ]
    : undefined;
  // A short warm-up so caches and the JIT are in their steady state.
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers };
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
