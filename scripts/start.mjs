import { pathToFileURL } from 'node:url';
import { ensureBuild } from './build.mjs';
import { buildStore, serverBundle } from './build-info.mjs';
import { pinBuild } from './build-store.mjs';

// `npm start`: build when the sources changed since the last build (one process builds, others starting
// at the same time wait for it), then run that build's bundled server in this same process (signals
// reach it directly). The process serves the build it started from even if a newer one is published.
process.env.NODE_ENV ??= 'production';
const buildId = await ensureBuild();
pinBuild(buildStore, buildId);
await import(pathToFileURL(serverBundle(buildId)).href);
