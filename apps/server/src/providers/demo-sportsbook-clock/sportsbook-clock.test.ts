import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const advance = (t: TestApp, minutes: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/providers/sportsbook/clock/advance',
    payload: { minutes },
  });

describe('the sportsbook test clock', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('moves the whole feed forward in DEMO_MODE with SPORTSBOOK_TEST_CLOCK=1, by whole minutes up to a day', async () => {
    const t = await createTestApp(undefined, { demoMode: true, sportsbookTestClock: true });
    apps.push(t);
    const before = Date.now();
    const response = await advance(t, 180);
    expect(response.statusCode, response.body).toBe(200);
    const moved = new Date(response.json().data.now).getTime();
    expect(moved).toBeGreaterThanOrEqual(before + 180 * 60_000);
    expect(moved).toBeLessThan(Date.now() + 181 * 60_000);
    for (const minutes of [0, -5, 1.5, 'x', 24 * 60 + 1]) {
      const refused = await advance(t, minutes);
      expect(refused.statusCode, String(minutes)).toBe(400);
      expect(refused.json().error.type).toBe('InvalidParameterException');
    }
  });

  it('is not there without SPORTSBOOK_TEST_CLOCK, nor outside DEMO_MODE (refused at start)', async () => {
    const t = await createTestApp(undefined, { demoMode: true, sportsbookTestClock: false });
    apps.push(t);
    const response = await advance(t, 60);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.type).toBe('MethodNotFoundException');
    const off = await createTestApp(undefined, { demoMode: false, sportsbookTestClock: true });
    apps.push(off);
    expect((await advance(off, 60)).statusCode).toBe(404);

    const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'casino-clock-'));
    try {
      expect(loadConfig({ DATA_DIR, SPORTSBOOK_TEST_CLOCK: '1' }).sportsbookTestClock).toBe(true);
      expect(() =>
        loadConfig({ DATA_DIR, DATABASE_URL: 'postgres://x@db/casino', SPORTSBOOK_TEST_CLOCK: '1' }),
      ).toThrow(/SPORTSBOOK_TEST_CLOCK: only with DEMO_MODE/);
    } finally {
      rmSync(DATA_DIR, { recursive: true, force: true });
    }
  });
});
