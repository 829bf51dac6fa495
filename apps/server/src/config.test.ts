import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEMO_SPORTSBOOK_SEED, loadConfig } from './config.ts';
import { createTestApp } from './test/test-app.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const DATABASE_URL = 'postgres://casino@db.internal:5432/casino';

describe('DEMO_MODE', () => {
  it('is on for the embedded demo and off for a deployment with DATABASE_URL, unless set', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).demoMode).toBe(true);
    expect(loadConfig({ DATA_DIR, DATABASE_URL }).demoMode).toBe(false);
    expect(loadConfig({ DATA_DIR, DATABASE_URL, DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(loadConfig({ DATA_DIR, DATABASE_URL, DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DATA_DIR, DEMO_MODE: '0' }).demoMode).toBe(false);
    expect(() => loadConfig({ DATA_DIR, DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });
});

describe('SUPPORT_CHAT_PROVIDER', () => {
  it('is the built-in chat by default, and a vendor only with the id it gives (and a host for fresh-chat)', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).supportChat).toEqual({
      provider: 'builtin',
      id: undefined,
      host: undefined,
    });
    expect(
      loadConfig({ DATA_DIR, SUPPORT_CHAT_PROVIDER: 'jivo', SUPPORT_CHAT_ID: 'aBc123' }).supportChat,
    ).toEqual({
      provider: 'jivo',
      id: 'aBc123',
      host: undefined,
    });
    expect(() => loadConfig({ DATA_DIR, SUPPORT_CHAT_PROVIDER: 'jivo' })).toThrow(/SUPPORT_CHAT_ID/);
    expect(() =>
      loadConfig({ DATA_DIR, SUPPORT_CHAT_PROVIDER: 'fresh-chat', SUPPORT_CHAT_ID: 'token' }),
    ).toThrow(/SUPPORT_CHAT_HOST/);
    expect(() => loadConfig({ DATA_DIR, SUPPORT_CHAT_PROVIDER: 'zendesk' })).toThrow(/SUPPORT_CHAT_PROVIDER/);
    expect(() =>
      loadConfig({ DATA_DIR, SUPPORT_CHAT_PROVIDER: 'verbox', SUPPORT_CHAT_ID: '"><script>' }),
    ).toThrow(/SUPPORT_CHAT_ID/);
  });
});

describe('BENCH_ROUTES', () => {
  it('is off unless set, and only then are the bench floor and blank page served', async () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).benchRoutes).toBe(false);
    expect(loadConfig({ DATA_DIR, BENCH_ROUTES: '1' }).benchRoutes).toBe(true);
    expect(() => loadConfig({ DATA_DIR, BENCH_ROUTES: 'yes' })).toThrow(/BENCH_ROUTES/);

    const normal = await createTestApp();
    const bench = await createTestApp(undefined, { benchRoutes: true });
    try {
      expect((await normal.app.inject('/bench/floor')).statusCode).toBe(404);
      expect((await normal.app.inject('/bench/blank-page')).statusCode).toBe(404);
      const floor = await bench.app.inject('/bench/floor');
      expect(floor.statusCode).toBe(200);
      expect(floor.json()).toEqual({ data: 1 });
      const blank = await bench.app.inject('/bench/blank-page');
      expect(blank.headers['content-type']).toMatch(/^text\/html/);
      expect(blank.body).toContain('<p>Blank</p>');
      expect(blank.body).not.toContain('<script');
    } finally {
      await Promise.all([normal.close(), bench.close()]);
    }
  });
});

describe('the operator password', () => {
  it('is generated into DATA_DIR once in demo mode, and kept', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR });
    expect(first.operatorPasswordCreated).toBe(true);
    expect(first.operatorPassword).toMatch(/^[\w-]{43}$/);
    expect(readFileSync(path.join(DATA_DIR, 'operator-password'), 'utf8').trim()).toBe(
      first.operatorPassword,
    );
    const again = loadConfig({ DATA_DIR });
    expect(again).toMatchObject({ operatorPassword: first.operatorPassword, operatorPasswordCreated: false });
  });

  it('comes from OPERATOR_PASSWORD when set; a deployment without it has none', () => {
    const DATA_DIR = dataDir();
    const OPERATOR_PASSWORD = 'a-long-operator-password';
    expect(loadConfig({ DATA_DIR, OPERATOR_PASSWORD })).toMatchObject({
      operatorPassword: OPERATOR_PASSWORD,
      operatorPasswordCreated: false,
    });
    expect(loadConfig({ DATA_DIR, DATABASE_URL }).operatorPassword).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR, OPERATOR_PASSWORD: 'short' })).toThrow(ConfigError);
  });
});

describe('SPORTSBOOK_SEED', () => {
  const SESSION_SECRET = 'a-session-secret-a-session-secret-1';
  const secretSeed = 'a-sportsbook-seed-nobody-outside-knows';

  it('plays the public demo seed only in demo mode', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).sportsbook.seed).toBe(DEMO_SPORTSBOOK_SEED);
    expect(loadConfig({ DATA_DIR, SPORTSBOOK_SEED: 'short' }).sportsbook.seed).toBe('short');
  });

  it('outside demo mode is secret by default: derived from the session secret, the same in every process', () => {
    const DATA_DIR = dataDir();
    const deployment = loadConfig({ DATA_DIR, DATABASE_URL, SESSION_SECRET });
    expect(deployment.sportsbook.seed).not.toBe(DEMO_SPORTSBOOK_SEED);
    expect(deployment.sportsbook.seed).not.toContain(SESSION_SECRET);
    expect(deployment.sportsbook.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL, SESSION_SECRET }).sportsbook.seed).toBe(
      deployment.sportsbook.seed,
    );
    expect(
      loadConfig({ DATA_DIR, DATABASE_URL, SESSION_SECRET, SPORTSBOOK_SEED: secretSeed }).sportsbook.seed,
    ).toBe(secretSeed);
  });

  it("refuses the demo's seed or a guessable one outside demo mode", () => {
    const DATA_DIR = dataDir();
    for (const SPORTSBOOK_SEED of [DEMO_SPORTSBOOK_SEED, 'my-casino-2026']) {
      expect(() => loadConfig({ DATA_DIR, DATABASE_URL, SESSION_SECRET, SPORTSBOOK_SEED })).toThrow(
        /SPORTSBOOK_SEED/,
      );
    }
  });
});

describe('S3_* (uploaded files in a bucket)', () => {
  const bucket = {
    S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
    S3_BUCKET: 'casino-files',
    S3_ACCESS_KEY_ID: 'AKIA123',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps files under DATA_DIR without them, and uses the bucket with all four', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR, ...bucket, S3_REGION: 'eu-central-1' }).s3).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'casino-files',
      region: 'eu-central-1',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ DATA_DIR, ...bucket }).s3?.region).toBe('us-east-1');
  });

  it('refuses some of them without the others, and a bad endpoint or bucket name', () => {
    const DATA_DIR = dataDir();
    expect(() => loadConfig({ DATA_DIR, S3_BUCKET: 'casino-files' })).toThrow(/set all four/);
    expect(() => loadConfig({ DATA_DIR, ...bucket, S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ DATA_DIR, ...bucket, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  });
});

describe('SESSION_LIMIT_BREAK_MINUTES', () => {
  it('is 30 minutes by default, 0 to a day when set', () => {
    const DATA_DIR = dataDir();
    expect(loadConfig({ DATA_DIR }).sessionLimitBreakMinutes).toBe(30);
    expect(loadConfig({ DATA_DIR, SESSION_LIMIT_BREAK_MINUTES: '0' }).sessionLimitBreakMinutes).toBe(0);
    expect(() => loadConfig({ DATA_DIR, SESSION_LIMIT_BREAK_MINUTES: '1441' })).toThrow(
      /SESSION_LIMIT_BREAK_MINUTES/,
    );
  });
});
