import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn until /healthz answered. */
  bootMs: number;
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts `npm start`'s entry on a fresh data directory, as a new user would, and waits for /healthz. */
export async function startServer(options: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'casino-bench-'));
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The floor every endpoint is compared with (/bench/floor), served only when asked for.
      BENCH_ROUTES: '1',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const bootMs = Date.now() - started;
  return {
    url,
    pid: child.pid!,
    bootMs,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
