import { fileURLToPath } from 'node:url';

// This file sits one level below apps/server, as does the bundled dist/main.js, so the same relative
// URL reaches the repository root from the sources (tsx, vitest) and from the build.
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url));
export const webBuildDir = fileURLToPath(new URL('../../web/build/', import.meta.url));
/** The player site's public folder (the sources of the image optimiser). */
export const webPublicDir = fileURLToPath(new URL('../../web/public/', import.meta.url));
