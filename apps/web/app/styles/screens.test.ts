import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = fileURLToPath(new URL('..', import.meta.url));
const SCREENS = fileURLToPath(new URL('./screens.css', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The named queries of screens.css, each as its list of [feature, px] conditions. */
function customMedia(): Map<string, [string, number][]> {
  const names = new Map<string, [string, number][]>();
  for (const [, name, query] of withoutComments(readFileSync(SCREENS, 'utf8')).matchAll(
    /@custom-media\s+(--[\w-]+)\s+([^;]+);/g,
  )) {
    const conditions = [...(query as string).matchAll(/\((min|max)-width:\s*([\d.]+)rem\)/g)].map(
      ([, side, rem]) => [side as string, Number(rem) * 16] as [string, number],
    );
    names.set(name as string, conditions);
  }
  return names;
}

/** Spec §9: the screen widths (px), each from itself up. */
const SCREEN_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 };
/** Spec §9: the layout breakpoints as [first px, last px] (null: no upper end). */
const LAYOUTS = {
  mobile: [0, 767],
  tablet: [768, 991],
  laptop: [992, 1279],
  'large-laptop': [1280, 1365],
  'small-desktop': [1366, 1439],
  desktop: [1440, 1695],
  'medium-desktop': [1696, 1919],
  'large-desktop': [1920, null],
} as const;

/** Which whole pixel widths a named query matches, checked at its edges. */
function matches(conditions: [string, number][], width: number): boolean {
  return conditions.every(([side, px]) => (side === 'min' ? width >= px : width <= px));
}

describe('the screen scale (spec §9)', () => {
  const names = customMedia();

  it('names each screen width from itself up, and below it', () => {
    for (const [name, px] of Object.entries(SCREEN_WIDTHS)) {
      expect(names.get(`--${name}`), name).toEqual([['min', px]]);
      const below = names.get(`--below-${name}`);
      if (below === undefined) continue;
      expect([matches(below, px - 1), matches(below, px)], `below-${name}`).toEqual([true, false]);
    }
  });

  it('names each layout breakpoint for exactly its widths, and from it up', () => {
    for (const [name, [first, last]] of Object.entries(LAYOUTS)) {
      const conditions = names.get(`--${name}`);
      expect(conditions, name).toBeDefined();
      const edges = [first - 1, first, last ?? 4000, (last ?? 4000) + 1];
      expect(
        edges.map((width) => matches(conditions ?? [], width)),
        name,
      ).toEqual([first === 0, true, true, last === null]);
      const up = names.get(`--${name}-up`);
      if (up)
        expect([matches(up, first - 1), matches(up, first), matches(up, 4000)], `${name}-up`).toEqual([
          false,
          true,
          true,
        ]);
    }
  });

  it('has no other names', () => {
    const known = new Set([
      ...Object.keys(SCREEN_WIDTHS).flatMap((name) => [`--${name}`, `--below-${name}`]),
      ...Object.keys(LAYOUTS).flatMap((name) => [`--${name}`, `--${name}-up`]),
    ]);
    expect([...names.keys()].filter((name) => !known.has(name))).toEqual([]);
  });

  // A width written in a media query would drift from the scale; a name without the import of
  // screens.css would reach the browser unresolved, which ignores the whole rule.
  it.each(
    cssFiles(APP)
      .filter((file) => file !== SCREENS)
      .map((file) => [path.relative(APP, file), file]),
  )('%s queries widths only by their names in screens.css', (_, file) => {
    const css = withoutComments(readFileSync(file, 'utf8'));
    expect(css).not.toMatch(/@custom-media/);
    const queries = [...css.matchAll(/@media\s+([^{]+)\{/g)].map(([, query]) => (query as string).trim());
    for (const query of queries) {
      const features = [...query.matchAll(/\(([^()]+)\)/g)].map(([, feature]) => feature as string);
      for (const feature of features) {
        if (feature.startsWith('--')) expect(names.has(feature), `${query}: unknown name`).toBe(true);
        else expect(feature, query).not.toMatch(/width|height|aspect-ratio|resolution/);
      }
    }
    if (queries.some((query) => query.includes('(--'))) {
      const imports = [...css.matchAll(/@import\s+"([^"]+)"/g)].map(([, target]) =>
        path.resolve(path.dirname(file), target as string),
      );
      expect(imports, 'imports screens.css').toContain(SCREENS);
    }
  });
});
