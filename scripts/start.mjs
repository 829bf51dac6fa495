import { buildAll } from './build.mjs';
import { isBuildCurrent, serverBundle } from './build-info.mjs';

// `npm start`: build when the sources changed since the last build, then run the bundled server in
// this same process (signals reach it directly).
process.env.NODE_ENV ??= 'production';
if (!isBuildCurrent()) {
  console.info('Building the casino (first start or sources changed)…');
  await buildAll();
}
await import(serverBundle);
