import { createPaths } from '@casino/shared/routing/site-paths';
import { describe, expect, it } from 'vitest';
import {
  ERROR_PAGE_KINDS,
  errorPageButtonTarget,
  errorPageForStatus,
  errorPageLayout,
  httpStatusForErrorPage,
} from './error-pages.ts';

describe('errorPageForStatus', () => {
  it.each([
    [{ status: 404 }, 'notFound'],
    [{ status: 403 }, 'forbidden'],
    [{ status: 503 }, 'maintenance'],
    [{ status: 403, type: 'UserBannedException' }, 'userBlock'],
    [{ status: 503, type: 'ApplicationDisabledException' }, 'maintenance'],
    [{ status: 418 }, 'notFound'],
    [{ status: 400, type: 'AccessDeniedException' }, 'userBlock'],
  ] as const)('%j → %s', (input, kind) => {
    expect(errorPageForStatus(input)).toBe(kind);
  });
});

describe('error page settings', () => {
  const paths = createPaths('en', 'en');

  it('links the button as spec §2.4 lists', () => {
    expect(errorPageButtonTarget('userBlock', paths)).toBe('/support');
    expect(errorPageButtonTarget('errorsSlot', paths)).toBe('/gamehall');
    expect(errorPageButtonTarget('paySuccess', paths)).toBe('/gamehall');
    for (const kind of ['payCancel', 'payFail', 'payNewWindow'] as const) {
      expect(errorPageButtonTarget(kind, paths)).toBe('/cashier/deposit');
    }
    expect(errorPageButtonTarget('notFound', paths)).toBeNull();
  });

  it('uses the empty layout for maintenance and forbidden only', () => {
    expect(ERROR_PAGE_KINDS.filter((kind) => errorPageLayout(kind) === 'empty')).toEqual([
      'maintenance',
      'forbidden',
    ]);
  });

  it('answers with the matching HTTP status', () => {
    expect(httpStatusForErrorPage('notFound')).toBe(404);
    expect(httpStatusForErrorPage('maintenance')).toBe(503);
    expect(httpStatusForErrorPage('paySuccess')).toBe(200);
  });
});
