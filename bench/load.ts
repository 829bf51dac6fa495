import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Loads one URL with 50 connections (the architecture's budget setting) and reports req/s and p99. */
export async function load(name: string, url: string, connections = 50): Promise<LoadResult> {
  // A short warm-up so caches and the JIT are in their steady state.
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({ url, connections, duration: BENCH_SECONDS });
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
