import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFingerprint, currentBuildId } from './build-store.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * Every build of this checkout: build/<id>/web (React Router's output), build/<id>/backoffice and
 * build/<id>/server/main.js.
 */
export const buildStore = path.join(root, 'build');

const INPUTS = [
  'apps/server/src',
  'apps/web/app',
  'apps/web/public',
  'apps/backoffice/src',
  'packages/shared/src',
];
const INPUT_FILES = ['package-lock.json', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts'];
const SKIP = new Set(['node_modules', 'build', 'dist', '.react-router']);

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** A fingerprint of everything the build reads: the build reruns only when it changes. */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  const files = [
    ...INPUTS.flatMap((dir) => [...walk(path.join(root, dir))]),
    ...INPUT_FILES.map((file) => path.join(root, file)),
  ];
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    const stat = statSync(file);
    hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** The bundled server of a build. */
export function serverBundle(buildId) {
  return path.join(buildStore, buildId, 'server/main.js');
}

/** The current build's id when it was made from the sources as they are now. */
export function currentBuildIfFresh() {
  const id = currentBuildId(buildStore);
  if (id === undefined || !existsSync(serverBundle(id))) return undefined;
  return buildFingerprint(buildStore, id) === sourceFingerprint() ? id : undefined;
}
