import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildStore, currentBuildIfFresh, root, serverBundle, sourceFingerprint } from './build-info.mjs';
import { createBuildDir, ensureBuilt, pruneBuilds, publishBuild } from './build-store.mjs';
import { precompressDir } from './precompress.mjs';

/**
 * Builds the player site (React Router / Vite) and bundles the server into one file, in a new folder of
 * the build store, and makes it current. Running processes keep serving the build they started from.
 */
async function buildNew({ quiet }) {
  const started = Date.now();
  const fingerprint = sourceFingerprint();
  const { id, dir } = createBuildDir(buildStore);
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIRECTORY: path.join(dir, 'web') },
  });
  precompressDir(path.join(dir, 'web', 'client'));
  await buildBackoffice(path.join(dir, 'backoffice'));
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: serverBundle(id),
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
  publishBuild(buildStore, id, fingerprint);
  pruneBuilds(buildStore);
  if (!quiet) console.info(`Built web and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return id;
}

/**
 * The operator back-office (apps/backoffice): its own small bundle, never part of the player site's, made
 * by esbuild in well under a second. One page (index.html) loads the hashed script and style sheet.
 */
async function buildBackoffice(outDir) {
  const assets = path.join(outDir, 'assets');
  const result = await build({
    entryPoints: [
      path.join(root, 'apps/backoffice/src/main.tsx'),
      path.join(root, 'apps/backoffice/src/styles.css'),
    ],
    outdir: assets,
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
  });
  const file = (ext) =>
    path.basename(Object.keys(result.metafile.outputs).find((output) => output.endsWith(ext)));
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en" data-theme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Back-office</title>
<link rel="stylesheet" href="/backoffice/assets/${file('.css')}">
<script type="module" src="/backoffice/assets/${file('.js')}"></script>
</head>
<body><div id="root"></div></body>
</html>
`,
  );
  precompressDir(assets);
}

/**
 * The id of a build of the current sources: the current one when it is fresh, else a new one. Several
 * processes starting at once build once: the first takes the lock, the others wait and use its build.
 * `force` builds anew even when the current build is fresh (`npm run build`).
 */
export function ensureBuild({ quiet = false, force = false } = {}) {
  return ensureBuilt(buildStore, {
    force,
    fresh: currentBuildIfFresh,
    build: () => {
      if (!quiet) console.info('Building the casino (first start or sources changed)…');
      return buildNew({ quiet });
    },
    onWait: () => quiet || console.info('Another process is building; waiting for its build…'),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureBuild({ force: true });
}
