import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root, serverBundle, sourceFingerprint, stampFile } from './build-info.mjs';

/** Builds the player site (React Router / Vite) and bundles the server into one file. */
export async function buildAll({ quiet = false } = {}) {
  const started = Date.now();
  const fingerprint = sourceFingerprint();
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  rmSync(path.dirname(serverBundle), { recursive: true, force: true });
  mkdirSync(path.dirname(serverBundle), { recursive: true });
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Workspace code is bundled; installed packages stay in node_modules.
    plugins: [
      {
        name: 'externalize-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@casino/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  writeFileSync(stampFile, `${fingerprint}\n`);
  if (!quiet) console.info(`Built web and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
