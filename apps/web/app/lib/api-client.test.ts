import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';

function fakeFetch(reply: { status?: number; body: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('api client', () => {
  it('sends GET parameters in the query with lang and v, dropping nulls, and unwraps data', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: [{ id: 1 }] } });
    const api = createApiClient({ locale: 'de', fetch });
    const result = await api('banners.get', { count: 5, offset: undefined, fields: ['id', 'title'] });
    expect(result).toEqual([{ id: 1 }]);
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/banners.get');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'de',
      v: '2.34',
      count: '5',
      fields: 'id,title',
    });
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.credentials).toBe('same-origin');
  });

  it('adds the non-strict flag inside a frame and a fixed user agent outside the browser', async () => {
    const { fetch, calls } = fakeFetch({ body: { data: 1 } });
    await createApiClient({ locale: 'en', nonStrict: true, fetch })('popups.get');
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('nonstrict')).toBe('1');
    expect((calls[0]!.init.headers as Record<string, string>)['User-Agent']).toMatch(/^AuroraCasinoWeb\//);
  });

  it('throws the error envelope as an ApiError with its status', async () => {
    const { fetch } = fakeFetch({
      status: 400,
      body: {
        error: {
          type: 'InvalidParameterException',
          code: 'InvalidParameter',
          message: 'bad',
          invalid_parameters: { count: 'Too big' },
        },
      },
    });
    const error = await createApiClient({ locale: 'en', fetch })('banners.get').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      type: 'InvalidParameterException',
      status: 400,
      invalidParameters: { count: 'Too big' },
    });
  });

  it('turns a network failure or a non-envelope answer into typed errors', async () => {
    const failing = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    await expect(createApiClient({ locale: 'en', fetch: failing })('popups.get')).rejects.toMatchObject({
      type: 'ApplicationUnavailableException',
    });
    const { fetch } = fakeFetch({ status: 502, body: 'gateway' });
    await expect(createApiClient({ locale: 'en', fetch })('popups.get')).rejects.toMatchObject({
      type: 'UnknownErrorException',
      status: 502,
    });
  });
});
