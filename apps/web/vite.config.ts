import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/** The root route and the default layout: around every page of the site. */
const SHELL_MODULES = ['./app/root.tsx', './app/layouts/default-layout.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

/**
 * React Router publishes its production build (dev warnings off, their code removed by the minifier) but
 * its package exports name only the development one (remix-run/react-router#12532). The browser gets the
 * production build; the server keeps the package's own resolution, so the SSR build and
 * @react-router/node share one copy.
 */
function reactRouterProductionBuild(): Plugin {
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  const reactRouterRoot = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'react-router-production-build',
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      const file = files[source];
      if (file === undefined || this.environment.name !== 'client') return null;
      return path.join(reactRouterRoot, 'dist/production', file);
    },
  };
}

const shellOfBuild = new WeakMap<object, Set<string>>();

/** The modules the shell imports statically, directly or through others (computed once per build). */
function shellModules(context: Rolldown.ChunkingContext): Set<string> {
  const key = context.getModuleInfo(SHELL_MODULES[0] as string);
  if (!key) return new Set();
  const cached = shellOfBuild.get(key);
  if (cached) return cached;
  const seen = new Set<string>();
  const pending = [...SHELL_MODULES];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  shellOfBuild.set(key, seen);
  return seen;
}

/**
 * Every page loads React, React Router and the site shell (root route and default layout with what they
 * import statically). Left to automatic splitting, they land in some thirty small chunks, shared by
 * different sets of routes; each compresses alone and costs a request. One chunk each keeps the home
 * page's initial JavaScript within its budget (ARCHITECTURE §8). Dynamically imported code (dialogs,
 * what only a signed-in player's shell runs) and route-only code stay out of them.
 */
export default defineConfig({
  plugins: [reactRouterProductionBuild(), reactRouter()],
  // Lightning CSS bundles each stylesheet and writes the queries the screen names of
  // app/styles/screens.css stand for (spec §9 widths, custom media).
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  // Each build goes into a new folder outside apps/web (scripts/build.mjs), which Vite would otherwise
  // warn that it does not empty: it is empty anyway.
  build: { emptyOutDir: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                {
                  debugName: 'shell',
                  name: (id, context) => (shellModules(context).has(id) ? 'shell' : null),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
