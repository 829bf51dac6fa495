import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './build.mjs';
import { root } from './build-info.mjs';

// `npm run dev`: the server from its TypeScript sources, restarted on every change to them.
// The player site is served from the current build; rebuild it with `npm run build` after editing apps/web.
await ensureBuild();
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--watch', '--watch-preserve-output', path.join(root, 'apps/server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', LOG_LEVEL: 'debug', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
