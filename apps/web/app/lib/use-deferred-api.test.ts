import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { deferredApiClient, pageClientOptions } from './use-deferred-api.ts';

function fakeFetch(reply: { status?: number; body: unknown }) {
  const urls: string[] = [];
  const fetch = (async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, urls };
}

describe('deferred api client', () => {
  it('sends nothing until called, then calls like the client and unwraps data', async () => {
    const { fetch, urls } = fakeFetch({ body: { data: { token: 'abc' } } });
    const api = deferredApiClient({ locale: 'de', fetch });
    expect(urls).toEqual([]);
    expect(await api('account.getToken')).toEqual({ token: 'abc' });
    expect(await api('account.getToken')).toEqual({ token: 'abc' });
    expect(urls).toEqual(['/api/account.getToken?lang=de&v=2.34', '/api/account.getToken?lang=de&v=2.34']);
  });

  it('rejects with the same ApiError class the rest of the site checks for', async () => {
    const { fetch } = fakeFetch({
      status: 401,
      body: { error: { type: 'AuthorizationException', code: 'Authorization', message: 'Sign in' } },
    });
    const error = await deferredApiClient({ locale: 'en', fetch })('auth.logout').catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
  });

  it('gives a page outside a frame the strict client in its locale', () => {
    expect(pageClientOptions('pt')).toEqual({ locale: 'pt', nonStrict: false });
  });
});
