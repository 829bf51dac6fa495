import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTelegramInitData, verifyTelegramInitData } from './telegram-init-data.ts';

const BOT_TOKEN = '7000000001:AAF_test-token_for-unit-tests_only00';
const NOW = 1_750_000_000_000;
const AUTH_DATE = NOW / 1000 - 30;
const OPTIONS = { now: NOW, maxAgeSeconds: 3600 };

const USER_JSON = JSON.stringify({
  id: 279058397,
  first_name: 'Vladislav & Co',
  last_name: 'Kibenko',
  username: 'vdkfrost',
  language_code: 'ru',
  is_premium: true,
  allows_write_to_pm: true,
  photo_url: 'https://t.me/i/userpic/320/x.svg',
});

const FIELDS = {
  query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
  user: USER_JSON,
  auth_date: String(AUTH_DATE),
  start_param: 'ref_42',
};

function resign(initData: string, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(initData);
  change(params);
  return params.toString();
}

describe('verifyTelegramInitData', () => {
  it('accepts correctly signed data and returns the user', () => {
    const result = verifyTelegramInitData(signTelegramInitData(FIELDS, BOT_TOKEN), BOT_TOKEN, OPTIONS);
    expect(result).toEqual({
      ok: true,
      authDate: AUTH_DATE,
      startParam: 'ref_42',
      user: {
        id: 279058397,
        firstName: 'Vladislav & Co',
        lastName: 'Kibenko',
        username: 'vdkfrost',
        languageCode: 'ru',
        isPremium: true,
        allowsWriteToPm: true,
        photoUrl: 'https://t.me/i/userpic/320/x.svg',
      },
    });
  });

  it('leaves startParam out when there is none', () => {
    const { start_param: _, ...fields } = FIELDS;
    const result = verifyTelegramInitData(signTelegramInitData(fields, BOT_TOKEN), BOT_TOKEN, OPTIONS);
    expect(result.ok && 'startParam' in result).toBe(false);
    expect(result.ok).toBe(true);
  });

  it('verifies a vector computed step by step, independently of signTelegramInitData', () => {
    const botToken = '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';
    const user =
      '{"id":99281932,"first_name":"Andrew","last_name":"Rogue","username":"rogue","language_code":"en"}';
    const dataCheckString = [
      'auth_date=1700000000',
      'chat_instance=-3788475317572404878',
      'chat_type=private',
      'signature=abc-def_ghi',
      `user=${user}`,
    ].join('\n');
    const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
    const hash = createHmac('sha256', secretKey).update(dataCheckString).digest('hex');
    expect(hash).toBe('63a795325908688c7e2895d1a7a5f7e973b9503f511d62791457dc3c2884dccb');
    // Fields deliberately out of order and percent-encoded, as a browser sends them.
    const initData = [
      `user=${encodeURIComponent(user)}`,
      'chat_instance=-3788475317572404878',
      `hash=${hash}`,
      'signature=abc-def_ghi',
      'chat_type=private',
      'auth_date=1700000000',
    ].join('&');

    const result = verifyTelegramInitData(initData, botToken, { now: 1_700_000_100_000, maxAgeSeconds: 300 });
    expect(result).toEqual({
      ok: true,
      authDate: 1700000000,
      user: { id: 99281932, firstName: 'Andrew', lastName: 'Rogue', username: 'rogue', languageCode: 'en' },
    });
    // The signature field (for third-party validation) is signed too: dropping it breaks the hash.
    const withoutSignature = resign(initData, (p) => p.delete('signature'));
    expect(
      verifyTelegramInitData(withoutSignature, botToken, { now: 1_700_000_100_000, maxAgeSeconds: 300 }),
    ).toEqual({
      ok: false,
      reason: 'bad-hash',
    });
  });

  it('rejects a tampered, added or removed field', () => {
    const initData = signTelegramInitData(FIELDS, BOT_TOKEN);
    const tampered = [
      resign(initData, (p) => p.set('user', USER_JSON.replace('279058397', '279058398'))),
      resign(initData, (p) => p.set('auth_date', String(AUTH_DATE + 1))),
      resign(initData, (p) => p.set('start_param', 'ref_43')),
      resign(initData, (p) => p.append('extra', '1')),
      resign(initData, (p) => p.delete('query_id')),
    ];
    for (const data of tampered) {
      expect(verifyTelegramInitData(data, BOT_TOKEN, OPTIONS)).toEqual({ ok: false, reason: 'bad-hash' });
    }
  });

  it('rejects data signed with another bot token', () => {
    const initData = signTelegramInitData(FIELDS, '7000000002:AAF_some-other-bot-token');
    expect(verifyTelegramInitData(initData, BOT_TOKEN, OPTIONS)).toEqual({ ok: false, reason: 'bad-hash' });
  });

  it('rejects a hash that is not 64 hex digits', () => {
    const initData = signTelegramInitData(FIELDS, BOT_TOKEN);
    for (const hash of ['abc', 'z'.repeat(64), `${new URLSearchParams(initData).get('hash')}00`]) {
      const data = resign(initData, (p) => p.set('hash', hash));
      expect(verifyTelegramInitData(data, BOT_TOKEN, OPTIONS)).toEqual({ ok: false, reason: 'bad-hash' });
    }
  });

  it('reports a missing or empty hash', () => {
    const initData = signTelegramInitData(FIELDS, BOT_TOKEN);
    const missing = { ok: false, reason: 'missing-hash' };
    expect(
      verifyTelegramInitData(
        resign(initData, (p) => p.delete('hash')),
        BOT_TOKEN,
        OPTIONS,
      ),
    ).toEqual(missing);
    expect(
      verifyTelegramInitData(
        resign(initData, (p) => p.set('hash', '')),
        BOT_TOKEN,
        OPTIONS,
      ),
    ).toEqual(missing);
    expect(verifyTelegramInitData('', BOT_TOKEN, OPTIONS)).toEqual(missing);
  });

  it('enforces maxAgeSeconds and allows a minute of clock skew into the future', () => {
    const at = (authDate: number) =>
      verifyTelegramInitData(
        signTelegramInitData({ ...FIELDS, auth_date: String(authDate) }, BOT_TOKEN),
        BOT_TOKEN,
        OPTIONS,
      );
    const nowSeconds = NOW / 1000;
    expect(at(nowSeconds - 3600).ok).toBe(true);
    expect(at(nowSeconds - 3601)).toEqual({ ok: false, reason: 'stale' });
    expect(at(nowSeconds - 86_400 * 365)).toEqual({ ok: false, reason: 'stale' });
    expect(at(nowSeconds + 60).ok).toBe(true);
    expect(at(nowSeconds + 61)).toEqual({ ok: false, reason: 'stale' });
  });

  it.each<[string, Record<string, string>]>([
    ['no auth_date', { user: USER_JSON }],
    ['non-numeric auth_date', { ...FIELDS, auth_date: 'yesterday' }],
    ['fractional auth_date', { ...FIELDS, auth_date: `${AUTH_DATE}.5` }],
    ['no user', { auth_date: String(AUTH_DATE) }],
    ['user that is not JSON', { ...FIELDS, user: '{id:1' }],
    ['user that is an array', { ...FIELDS, user: '[1]' }],
    ['user without id', { ...FIELDS, user: '{"first_name":"A"}' }],
    ['user with a string id', { ...FIELDS, user: '{"id":"1","first_name":"A"}' }],
    ['user with a negative id', { ...FIELDS, user: '{"id":-1,"first_name":"A"}' }],
    ['user with an unsafe id', { ...FIELDS, user: '{"id":9007199254740993,"first_name":"A"}' }],
    ['user without first_name', { ...FIELDS, user: '{"id":1}' }],
    ['user with a numeric username', { ...FIELDS, user: '{"id":1,"first_name":"A","username":5}' }],
    ['user with a string is_premium', { ...FIELDS, user: '{"id":1,"first_name":"A","is_premium":"yes"}' }],
  ])('reports %s as malformed, even when correctly signed', (_name, fields) => {
    const result = verifyTelegramInitData(signTelegramInitData(fields, BOT_TOKEN), BOT_TOKEN, OPTIONS);
    expect(result).toEqual({ ok: false, reason: 'malformed' });
  });

  it('reports a repeated field as malformed', () => {
    const initData = signTelegramInitData(FIELDS, BOT_TOKEN);
    expect(verifyTelegramInitData(`${initData}&auth_date=1`, BOT_TOKEN, OPTIONS)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyTelegramInitData(`${initData}&hash=00`, BOT_TOKEN, OPTIONS)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses to run without a bot token or a sensible maxAgeSeconds', () => {
    const initData = signTelegramInitData(FIELDS, BOT_TOKEN);
    expect(() => verifyTelegramInitData(initData, '', OPTIONS)).toThrow(TypeError);
    expect(() => verifyTelegramInitData(initData, BOT_TOKEN, { now: NOW, maxAgeSeconds: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('signTelegramInitData', () => {
  it('produces a query string whose hash matches an independent computation', () => {
    const initData = signTelegramInitData({ b: '2', a: 'x y&z' }, BOT_TOKEN);
    const params = new URLSearchParams(initData);
    expect(params.get('a')).toBe('x y&z');
    const secretKey = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
    const expected = createHmac('sha256', secretKey).update('a=x y&z\nb=2').digest('hex');
    expect(params.get('hash')).toBe(expected);
  });

  it('refuses fields that already contain a hash', () => {
    expect(() => signTelegramInitData({ hash: 'x' }, BOT_TOKEN)).toThrow(TypeError);
  });
});
