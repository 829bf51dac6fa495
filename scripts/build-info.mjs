import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = path.join(root, 'apps/server/dist/main.js');
export const stampFile = path.join(root, 'apps/server/dist/build-stamp.txt');

const INPUTS = ['apps/server/src', 'apps/web/app', 'apps/web/public', 'packages/shared/src'];
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

export function isBuildCurrent() {
  return (
    existsSync(serverBundle) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === sourceFingerprint()
  );
}
