import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { form } from '../test/player-factory.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const BALANCER = '10.1.2.3';

function register(t: TestApp, n: number, remoteAddress: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth.register?lang=en',
    payload: form({ email: `proxy${n}-${Date.now()}@example.com`, password: 'secret12', terms: '1' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
}

async function sessionIps(t: TestApp): Promise<string[]> {
  const rows = await t.database.db.selectFrom('sessions').select('ip').orderBy('created_at').execute();
  return rows.map((row) => row.ip ?? '');
}

describe('behind a trusted load balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { trustProxy: [BALANCER] });
  });
  afterAll(() => t.close());

  it('limits and records each client by its forwarded address: 12 sign-ups from 12 clients all pass', async () => {
    const statuses = [];
    for (let n = 1; n <= 12; n += 1) {
      statuses.push((await register(t, n, BALANCER, `203.0.113.${n}`)).statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(200));
    expect(await sessionIps(t)).toEqual(Array.from({ length: 12 }, (_, i) => `203.0.113.${i + 1}`));
  });

  it('records tracking hits with the forwarded address', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/hit?track_id=proxy-test',
      headers: { 'x-forwarded-for': '203.0.113.50' },
      remoteAddress: BALANCER,
    });
    expect(response.statusCode).toBe(200);
    // Stored in the background: the reply does not wait for it.
    await vi.waitFor(async () => {
      const hit = await t.database.db
        .selectFrom('tracking_hits')
        .select('ip')
        .where('track_id', '=', 'proxy-test')
        .executeTakeFirst();
      expect(hit?.ip).toBe('203.0.113.50');
    });
  });

  it('believes no X-Forwarded-For from a client that is not the balancer', async () => {
    const response = await register(t, 13, '198.51.100.9', '203.0.113.77');
    expect(response.statusCode).toBe(200);
    expect((await sessionIps(t)).at(-1)).toBe('198.51.100.9');
  });
});

describe('with no trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores a spoofed X-Forwarded-For: the peer address is limited and recorded', async () => {
    const statuses = [];
    for (let n = 1; n <= 11; n += 1) {
      statuses.push((await register(t, n, '198.51.100.20', `203.0.113.${n}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(new Set(await sessionIps(t))).toEqual(new Set(['198.51.100.20']));
  });
});

describe('TRUST_PROXY and DATABASE_POOL_SIZE settings', () => {
  const env = { SESSION_SECRET: 'x'.repeat(32) };

  it('trusts nobody by default and takes addresses/CIDRs', () => {
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    expect(
      loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses what is not an address or a CIDR (a hop count trusts whoever writes the header)', () => {
    for (const value of ['1', 'true', '*', '10.0.0.0/33', 'lb.example', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ ...env, TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
  });

  it('sizes the PostgreSQL pool (10 by default)', () => {
    expect(loadConfig(env).databasePoolSize).toBe(10);
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
  });
});
