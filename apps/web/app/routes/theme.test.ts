import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it } from 'vitest';
import type { Route } from './+types/theme';
import { action } from './theme.tsx';

/** Whether an HTTP client could send `value` as a header at all (no newlines, no NUL). */
function sendable(value: string): boolean {
  try {
    new Headers({ referer: value });
    return true;
  } catch {
    return false;
  }
}

/** The theme form posted without JavaScript from the page at `referer`. */
async function postTheme(referer: string): Promise<Response> {
  const request = new Request('https://casino.test/theme', {
    method: 'POST',
    body: new URLSearchParams({ theme: 'light' }),
    headers: { accept: 'text/html', referer },
  });
  return (await action({ request, params: {}, context: {} } as unknown as Route.ActionArgs)) as Response;
}

describe('the theme form without JavaScript', () => {
  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('returns home from the hostile %s', async (_label, path) => {
    const referers = [path, `https://casino.test${path}`, `https://evil.example${path}`].filter(sendable);
    for (const referer of referers) {
      const response = await postTheme(referer);
      expect(response.status).toBe(302);
      const location = response.headers.get('location') ?? '';
      expect(location.startsWith('/') && !/^\/[/\\]/.test(location)).toBe(true);
    }
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('returns to the path of %s', async (_label, path) => {
    const location = (await postTheme(`https://casino.test${path}`)).headers.get('location');
    expect(location).toBe(new URL(path, 'https://casino.test').pathname);
  });
});
