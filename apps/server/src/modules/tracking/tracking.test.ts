import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

describe('tracking', () => {
  it('answers /hit with an uncached pixel and stores referer, track_id and seon_session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/hit?track_id=aff-42&seon_session=s-1&referer=https%3A%2F%2Fsearch.example%2F',
      headers: { 'user-agent': 'test-agent' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('no-store');
    const row = await waitFor(() =>
      t.database.db
        .selectFrom('tracking_hits')
        .selectAll()
        .where('track_id', '=', 'aff-42')
        .executeTakeFirst(),
    );
    expect(row).toMatchObject({
      seon_session: 's-1',
      referer: 'https://search.example/',
      user_agent: 'test-agent',
    });
  });

  it('takes the referer header when the query has none, and clips long values', async () => {
    await t.app.inject({
      method: 'GET',
      url: `/hit?track_id=${'t'.repeat(2000)}`,
      headers: { referer: 'https://casino.example/promo' },
    });
    const row = await waitFor(() =>
      t.database.db
        .selectFrom('tracking_hits')
        .selectAll()
        .where('referer', '=', 'https://casino.example/promo')
        .executeTakeFirst(),
    );
    expect(row.track_id).toHaveLength(500);
  });

  it('answers a field given twice the same, storing the hit without it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/hit?track_id=twice-1&track_id=twice-2&seon_session=s-twice',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    const row = await waitFor(() =>
      t.database.db
        .selectFrom('tracking_hits')
        .selectAll()
        .where('seon_session', '=', 's-twice')
        .executeTakeFirst(),
    );
    expect(row.track_id).toBeNull();
  });

  it('stores events.handle with its JSON parameters and answers 1', async () => {
    const params = encodeURIComponent(JSON.stringify({ game: 'aurora-slot', amount: 5 }));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events.handle?event_name=play_game&event_params=${params}&lang=de`,
    });
    expect(response.json()).toEqual({ data: 1 });
    const row = await t.database.db
      .selectFrom('tracking_events')
      .selectAll()
      .where('event_name', '=', 'play_game')
      .executeTakeFirstOrThrow();
    expect(row.event_params).toEqual({ game: 'aurora-slot', amount: 5 });
    expect(row.locale).toBe('de');
  });

  it('still answers the pixel when storage fails', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/hit?track_id=x' });
    await broken.app.close();
    expect(response.statusCode).toBe(200);
  });
});
