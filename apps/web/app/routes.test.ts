import { describe, expect, it } from 'vitest';
import { isUnbuiltPage, UNBUILT_PAGES } from './lib/routing/unbuilt-pages.ts';
import routes from './routes.ts';

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every entry of the route table, nested ones included. */
function flatten(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

const unprefixed = flatten(routes as RouteEntry[]).filter(
  (entry) => entry.path && !entry.path.startsWith(':lang/'),
);

describe('route table', () => {
  it('renders the placeholder section for exactly the unbuilt pages', () => {
    const sectionPaths = unprefixed
      .filter((entry) => entry.file === 'routes/section.tsx')
      .map((entry) => `/${entry.path}`);
    for (const path of sectionPaths) expect(isUnbuiltPage(path), path).toBe(true);
    for (const page of UNBUILT_PAGES) expect(sectionPaths, page).toContain(page);
    const builtPaths = unprefixed
      .filter((entry) => entry.file !== 'routes/section.tsx' && entry.path !== '*')
      .map((entry) => `/${entry.path}`);
    for (const path of builtPaths) expect(isUnbuiltPage(path), path).toBe(false);
  });
});
