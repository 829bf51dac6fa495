import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps a core for its main process (cores − 1 workers): on CI's 2 cores that ran the 224 files
    // one after another, most of them waiting on a database. Two workers there, the default above.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['app/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          // A worker runs its files one after another in one module graph (decision 0039): each file
          // still gets its own app and database, but the server's modules and PGlite's WebAssembly are
          // loaded once per worker instead of once per file — 17 files took 105 s instead of 260 s.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
