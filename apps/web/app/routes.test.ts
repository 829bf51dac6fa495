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
  it('renders a placeholder for exactly the unbuilt pages', () => {
    const placeholders = new Set(['routes/section.tsx']);
    const placeholderPaths = unprefixed
      .filter((entry) => placeholders.has(entry.file))
      .map((entry) => `/${entry.path}`);
    for (const path of placeholderPaths) expect(isUnbuiltPage(path), path).toBe(true);
    for (const page of UNBUILT_PAGES) expect(placeholderPaths, page).toContain(page);
    const builtPaths = unprefixed
      .filter((entry) => !placeholders.has(entry.file) && entry.path !== '*')
      .map((entry) => `/${entry.path}`);
    for (const path of builtPaths) expect(isUnbuiltPage(path), path).toBe(false);
  });
});
