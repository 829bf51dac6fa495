import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What every page loads statically from the root (the shell), as esbuild resolves it: dynamic imports
 * are left out, as the browser only fetches them when they run.
 */
async function staticallyLoaded(entry: string): Promise<Set<string>> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    outdir: 'unused',
    external: ['*.css', '*.css?url', '*.svg?url&no-inline'],
  });
  const inputs = (result.metafile as Metafile).inputs;
  const [root] = Object.keys(inputs).filter((path) => path.endsWith(entry.replace('./', 'app/')));
  const seen = new Set<string>([root as string]);
  const queue = [root as string];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const { path: imported, kind } of inputs[path]?.imports ?? []) {
      if (kind === 'dynamic-import' || seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return seen;
}

describe('the first bundle of every page', () => {
  // The home page's JavaScript has a budget (ARCHITECTURE §8); the contract's schemas (zod, about 20 KB
  // gzip) came into it once through one constant imported from a contract file.
  it('brings no validation library: the site imports constants from zod-free modules', async () => {
    const loaded = [...(await staticallyLoaded('./root.tsx'))];
    expect(loaded.filter((path) => path.includes('node_modules/zod/'))).toEqual([]);
  }, 60_000);

  // A guest's page makes no API call and opens no dialog at first paint; a signed-in player's bar is
  // not a guest's. Each is loaded when used (about 4 KB gzip together).
  it('loads the API client, the dialog registry and the account bar when they are used', async () => {
    const loaded = [...(await staticallyLoaded('./root.tsx'))];
    const deferred = [
      'app/lib/api-client.ts',
      'app/dialog-registry.ts',
      'features/site-shell/account-bar.tsx',
    ];
    expect(loaded.filter((path) => deferred.some((file) => path.endsWith(file)))).toEqual([]);
  }, 60_000);
});
