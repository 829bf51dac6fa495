import { data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { runInitStep } from './site-init.server.ts';

const online: { platformUnavailable: (error: unknown) => boolean } = { platformUnavailable: () => false };
const statusOf = (error: unknown) => (error as { init?: { status?: number } }).init?.status;

async function failure(init: () => Promise<unknown>, context = online): Promise<unknown> {
  try {
    await runInitStep(context, '/gamehall', init);
  } catch (error) {
    return error;
  }
  throw new Error('the init step did not fail');
}

describe('the init step (spec §8)', () => {
  it('answers what it loaded', async () => {
    expect(await runInitStep(online, '/', async () => 'shell')).toBe('shell');
  });

  it('turns a failure into the fatal 404 with the path, and logs it', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await failure(async () => {
      throw new TypeError('cms-config is broken');
    });
    expect(statusOf(error)).toBe(404);
    expect((error as { data: unknown }).data).toEqual({
      kind: 'notFound',
      message: 'Page Not Found /gamehall',
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
    // A refusal whose status maps to no page of its own is an init failure too.
    const plain = await failure(async () => {
      throw data('boom', { status: 500 });
    });
    expect(statusOf(plain)).toBe(404);
  });

  it('keeps the pages of refusals that have their own: maintenance, forbidden, user block', async () => {
    for (const [status, type] of [
      [503, 'ApplicationDisabledException'],
      [403, 'AccessDeniedException'],
      [403, 'UserBannedException'],
    ] as const) {
      const refusal = data({ error: { type } }, { status });
      expect(await failure(async () => Promise.reject(refusal))).toBe(refusal);
    }
  });

  it('lets a redirect through', async () => {
    const moved = new Response(null, { status: 302, headers: { location: '/' } });
    expect(await failure(async () => Promise.reject(moved))).toBe(moved);
  });

  it('leaves the platform being away to the server (its own 503 page)', async () => {
    const outage = new Error('connect ECONNREFUSED');
    const error = await failure(async () => Promise.reject(outage), {
      platformUnavailable: (value: unknown) => value === outage,
    });
    expect(error).toBe(outage);
  });
});
