import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits three levels below the repository root, as does the bundled build/<id>/server/main.js,
// so the same relative URL reaches the root from the sources (tsx, vitest) and from the build.
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const contentDir = path.join(repoRoot, 'content/');
/** The player site's public folder (the sources of the image optimiser). */
export const webPublicDir = path.join(repoRoot, 'apps/web/public/');
/** Every build of the checkout, one folder each; CURRENT names the newest (scripts/build-store.mjs). */
export const buildStoreDir = path.join(repoRoot, 'build/');

const bundled = !import.meta.url.endsWith('.ts');

/**
 * The web build this server goes with: bundled, the one built with it (build/<id>/web beside
 * build/<id>/server/main.js), so a newer build published later changes nothing for this process; run
 * from the sources, the current one.
 */
export function webBuildDir(): string {
  if (bundled) return fileURLToPath(new URL('../web/', import.meta.url));
  const current = readFileSync(path.join(buildStoreDir, 'CURRENT'), 'utf8').trim();
  return path.join(buildStoreDir, current, 'web/');
}

/** The client asset folders of the builds kept in the store, newest first (other processes may serve them). */
export function storedAssetDirs(): string[] {
  try {
    return readdirSync(buildStoreDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => path.join(buildStoreDir, entry.name, 'web/client/assets'))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

/** The back-office app's build (build/<id>/backoffice), chosen as webBuildDir chooses the web build. */
export function backofficeBuildDir(): string {
  return path.join(webBuildDir(), '../backoffice/');
}
