import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANDING_QUERY_PARAMS, PAGE_QUERY_PARAMS } from '@casino/shared/routing/page-query';
import { describe, expect, it } from 'vitest';
import { BACK_URL_QUERY, PROMO_CODE_QUERY } from '../query-storage.ts';
import { CAMPAIGN_POPUP_QUERY, POPUP_FLAGS, REDIRECT_URL_QUERY } from './popup-flags.ts';

const APP_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The constants readers pass by name. A reader using another constant makes the test ask for it here. */
const CONSTANTS: Record<string, string> = {
  PROMO_CODE_QUERY,
  BACK_URL_QUERY,
  REDIRECT_URL_QUERY,
  CAMPAIGN_POPUP_QUERY,
  ...Object.fromEntries(Object.entries(POPUP_FLAGS).map(([key, name]) => [`POPUP_FLAGS.${key}`, name])),
};

/**
 * Readers that take a list of parameters by design. The redirect rules' matcher, which merges the whole
 * query into its target, is in packages/shared/src/routing (decision 0042); the tracking parameters
 * (TRACKING_PARAMS, all landing parameters) are read from the query the visitor landed with (decision 0052).
 */
const WHOLE_QUERY_READERS: { file: string; argument: string }[] = [
  { file: 'lib/tracking-params.ts', argument: 'name' },
];

/** The start-up code, which reads campaign parameters from the query the visitor landed with. */
const LANDING_READERS = ['features/site-shell/start-effects.tsx', 'lib/query-storage.ts'];

/** `search.get(…)`, `query.has(…)`, `url.searchParams.get(…)`, `new URLSearchParams(x).get(…)`. */
const READ =
  /(?:\b(?:search|query|searchParams)|URLSearchParams\([^()]*\))\.(?:get|has|getAll)\(\s*([^)]*?)\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every query parameter name the site's sources read, with the file reading it. */
function readNames(): Array<{ file: string; name: string }> {
  const names: Array<{ file: string; name: string }> = [];
  for (const file of sources(APP_DIR)) {
    const relative = path.relative(APP_DIR, file).split(path.sep).join('/');
    for (const [, argument = ''] of readFileSync(file, 'utf8').matchAll(READ)) {
      const literal = /^(['"])([^'"]*)\1$/.exec(argument)?.[2];
      const name = literal ?? CONSTANTS[argument];
      if (name !== undefined) names.push({ file: relative, name });
      else if (
        !WHOLE_QUERY_READERS.some((reader) => reader.file === relative && reader.argument === argument)
      )
        names.push({ file: relative, name: `<${argument}: add the constant to CONSTANTS>` });
    }
  }
  return names;
}

describe('query parameters the site reads', () => {
  const names = readNames();
  const page: readonly string[] = PAGE_QUERY_PARAMS;
  const landing: readonly string[] = LANDING_QUERY_PARAMS;

  it('finds the readers (the scan itself works)', () => {
    expect(names.map((read) => read.name)).toEqual(
      expect.arrayContaining(['category', 'providers', 'mode', REDIRECT_URL_QUERY, PROMO_CODE_QUERY]),
    );
  });

  it('are all page parameters, which the server renders with, or landing parameters read at start-up', () => {
    const unknown = names.filter((read) => !page.includes(read.name) && !landing.includes(read.name));
    expect(unknown, 'add the name to PAGE_QUERY_PARAMS (packages/shared/src/routing/page-query.ts)').toEqual(
      [],
    );
    const landingElsewhere = names.filter(
      (read) => landing.includes(read.name) && !LANDING_READERS.includes(read.file),
    );
    expect(landingElsewhere, 'campaign parameters are read from landingQuery() at start-up').toEqual([]);
  });

  it('lists no page parameter that nothing reads', () => {
    const read = new Set(names.map((entry) => entry.name));
    expect(page.filter((name) => !read.has(name))).toEqual([]);
  });
});
