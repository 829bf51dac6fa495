import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createContentAccess } from './content-access.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function localeCodes(): Promise<string[]> {
  return (await get('/nfx/i18n/locales')).json().locales.map((locale: { code: string }) => locale.code);
}

function findUnresolvedRefs(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.startsWith('t:') ? [`${path}=${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findUnresolvedRefs(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => findUnresolvedRefs(item, `${path}.${key}`));
  }
  return [];
}

describe('content service', () => {
  it('lists at least four locales with English as default and Brazilian Portuguese among them', async () => {
    const response = await get('/nfx/i18n/locales');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.defaultLocale).toBe('en');
    expect(body.locales.length).toBeGreaterThanOrEqual(4);
    expect(body.locales).toContainEqual(expect.objectContaining({ hreflang: 'pt-BR' }));
  });

  it('serves messages and cms-config for every locale, fully resolved', async () => {
    for (const code of await localeCodes()) {
      const messages = await get(`/nfx/i18n/messages/${code}`);
      expect(messages.statusCode, code).toBe(200);
      expect(messages.json().popups.auth.wrongEnterText).toEqual(expect.any(String));
      const config = await get(`/nfx/cms-config/${code}`);
      expect(config.statusCode, code).toBe(200);
      expect(findUnresolvedRefs(config.json())).toEqual([]);
      expect(config.json().common.menus.header.length).toBeGreaterThan(0);
    }
  });

  it('serves each locale in its own language', async () => {
    const en = (await get('/nfx/i18n/messages/en')).json();
    const de = (await get('/nfx/i18n/messages/de')).json();
    expect(de.popups.auth.wrongEnterText).not.toBe(en.popups.auth.wrongEnterText);
    const deConfig = (await get('/nfx/cms-config/de')).json();
    expect(deConfig.common.menus.header[0].label).not.toBe((await get('/nfx/cms-config/en')).json().common.menus.header[0].label);
  });

  it('answers an unknown locale with 404 and the error envelope', async () => {
    for (const url of ['/nfx/i18n/messages/xx', '/nfx/cms-config/zz', '/nfx/i18n/messages/..%2Fetc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
  });

  it('serves the messages of each locale as an immutable file under a versioned URL', async () => {
    const access = createContentAccess(t.database.db, t.contentCache);
    const urls = new Set<string>();
    for (const code of await localeCodes()) {
      const url = await access.messagesFileUrl(code);
      expect(url).toMatch(new RegExp(`^/platform/i18n/${code}/[\\w-]{16}\\.json$`));
      urls.add(url);
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.json()).toEqual((await get(`/nfx/i18n/messages/${code}`)).json());
      const etag = response.headers.etag as string;
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode,
      ).toBe(304);
    }
    expect(urls.size).toBe((await localeCodes()).length);
  });

  it('answers an outdated messages version with the current messages, not to be kept', async () => {
    const response = await get('/platform/i18n/en/0123456789abcdef.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual((await get('/nfx/i18n/messages/en')).json());
  });

  it('answers 404 for messages files of unknown locales or with malformed names', async () => {
    for (const url of [
      '/platform/i18n/xx/0123456789abcdef.json',
      '/platform/i18n/en/0123456789abcdef',
      '/platform/i18n/en/0123456789abcdef.js',
      '/platform/i18n/en/short.json',
      '/platform/i18n/en/..%2F..%2Fetc.json',
      '/platform/i18n/EN/0123456789abcdef.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.type, url).toMatch(/^(MethodNotFound|InvalidParameter)Exception$/);
    }
  });

  it('serves the robots text', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toMatch(/User-agent: \*/);
  });

  it('returns every General info field of spec §3', async () => {
    const { data } = (await get('/api/getgeneralinfo')).json();
    expect(Object.keys(data).sort()).toEqual(
      [
        'analytic',
        'available_currencies',
        'available_locales',
        'default_currency',
        'is_seon_enabled',
        'domain_state',
        'domain_type',
        'time_to_force_logout',
        'is_bonus_isolation_enabled',
        'is_game_history_export_enabled',
        'user_inactivity_cashier_time',
        'user_inactivity_pp_time',
        // The platform's own addition: the player site marks every page while DEMO_MODE is on.
        'is_demo_mode',
      ].sort(),
    );
    expect(data.available_locales).toEqual(await localeCodes());
  });

  it('returns page metadata per locale, with noindex for paths the robots text disallows', async () => {
    const en = (await get('/api/metadata.get?url=/&lang=en')).json().data;
    const de = (await get('/api/metadata.get?url=/de&lang=de')).json().data;
    expect(en.title).toEqual(expect.any(String));
    expect(de.title).toEqual(expect.any(String));
    expect(de.title).not.toBe(en.title);
    expect(en.organization?.name).toEqual(expect.any(String));
    const gamehall = (await get('/api/metadata.get?url=/gamehall/&lang=en')).json().data;
    expect(gamehall.title).toEqual(expect.any(String));
    expect(gamehall.robots).not.toBe('noindex, follow');
    for (const url of ['/cashier/deposit', '/de/profile/settings', '/cashier?x=1']) {
      const data = (await get(`/api/metadata.get?url=${encodeURIComponent(url)}`)).json().data;
      expect(data.robots, url).toBe('noindex, follow');
    }
  });

  it('fills the SEO templates of entity pages with the entity, per locale (spec §2.1, §2.5)', async () => {
    const game = (await get('/api/games.get?count=1&lang=en')).json().data.items[0];
    const en = (await get(`/api/metadata.get?url=/game/${game.sysname}&lang=en`)).json().data;
    expect(en.title).toContain(game.name);
    expect(en.title).toContain(game.provider_name);
    expect(en.description).toContain(game.name);
    expect(en.product).toMatchObject({ name: game.name, sku: game.sysname, brandName: game.provider_name });
    expect(en.breadcrumbs.at(-1)).toEqual({ name: game.name, link: `/game/${game.sysname}` });
    expect(JSON.stringify(en)).not.toMatch(/\{\{|t:seo/);
    const de = (await get(`/api/metadata.get?url=/de/game/${game.sysname}&lang=de`)).json().data;
    expect(de.title).toContain(game.name);
    expect(de.title).not.toBe(en.title);
    expect(de.breadcrumbs[1].link).toBe('/de/gamehall');
    // No such game: no metadata rather than a title about nothing.
    expect((await get('/api/metadata.get?url=/game/no-such-game&lang=en')).json().data.title).toBeUndefined();

    const first = (await get('/api/tournaments.get?lang=en')).json().data[0];
    for (const url of [`/tournaments/${first.id}`, `/tournaments/${first.id}/gamehall`]) {
      const data = (await get(`/api/metadata.get?url=${url}&lang=en`)).json().data;
      expect(data.title, url).toContain(first.description.title);
    }
    const jackpot = (await get('/api/Jackpots.get?lang=en')).json().data[0];
    const jackpotMeta = (await get(`/api/metadata.get?url=/jackpots/${jackpot.id}&lang=en`)).json().data;
    expect(jackpotMeta.title).toContain(jackpot.name);
    const offer = (await get('/api/campaigns.getoffers?lang=en')).json().data[0];
    const offerMeta = (await get(`/api/metadata.get?url=/offers/${offer.id}&lang=en`)).json().data;
    expect(offerMeta.title).toContain(offer.description.title);
    const deposit = (await get('/api/metadata.get?url=/cashier/deposit/skrill&lang=en')).json().data;
    expect(deposit.title).toContain('Skrill');
    expect(deposit.robots).toBe('noindex, follow');
    for (const url of ['/tournaments/999999', '/offers/0', '/jackpots/abc', '/game/x/y', '/game/:sysname']) {
      const data = (await get(`/api/metadata.get?url=${url}&lang=en`)).json().data;
      expect(data.title, url).toBeUndefined();
    }
  });

  it('lists running banners with offset, count and fields, localized', async () => {
    const all = (await get('/api/banners.get?lang=en')).json().data;
    expect(all.length).toBeGreaterThan(1);
    expect(all[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: expect.any(String), description: { position: expect.any(String) } }),
    );
    const page = (await get('/api/banners.get?offset=1&count=1')).json().data;
    expect(page).toEqual([all[1]]);
    const slim = (await get('/api/banners.get?fields=id,title')).json().data;
    expect(Object.keys(slim[0]).sort()).toEqual(['id', 'title']);
    const es = (await get('/api/banners.get?lang=es')).json().data;
    expect(es[0].title).not.toBe(all[0].title);
  });

  it('hides banners that have not started or have finished', async () => {
    const before = (await get('/api/banners.get?count=100')).json().data.length;
    await t.database.db
      .insertInto('banners')
      .values([
        { id: 9001, position: 'home_top', image: '/x.svg', sort: 0, finished_at: '2020-01-01T00:00:00Z', texts: '{}' },
        { id: 9002, position: 'home_top', image: '/x.svg', sort: 0, started_at: '2999-01-01T00:00:00Z', texts: '{}' },
      ])
      .execute();
    t.contentCache.clear();
    const after = (await get('/api/banners.get?count=99')).json().data;
    expect(after.length).toBe(before);
    expect(after.map((banner: { id: number }) => banner.id)).not.toContain(9001);
  });

  it('answers guests from one answer for up to a second; a player, and a cleared content cache, get fresh ones', async () => {
    const url = '/api/banners.get?count=100&offset=0';
    const ending = Date.now() + 150;
    await t.database.db
      .insertInto('banners')
      .values({ id: 9101, position: 'home_top', image: '/x.svg', sort: 0, finished_at: new Date(ending), texts: '{}' })
      .execute();
    t.contentCache.clear();
    const ids = async (headers: Record<string, string> = {}) =>
      ((await t.app.inject({ method: 'GET', url, headers })).json().data as { id: number }[]).map((b) => b.id);
    const filled = Date.now();
    expect(await ids()).toContain(9101);
    await new Promise((resolve) => setTimeout(resolve, ending + 50 - Date.now()));
    // Within the second (a stalled machine may take longer, then the answer is fresh and this proves nothing).
    if (Date.now() - filled < 900) expect(await ids()).toContain(9101);
    // A session cookie, even one that signs nobody in, is answered for its caller.
    expect(await ids({ cookie: 'sid=nobody' })).not.toContain(9101);
    t.contentCache.clear();
    expect(await ids()).not.toContain(9101);
  });

  it('sends a shared guest answer gzipped to a browser that takes gzip, the same answer as uncompressed', async () => {
    const url = '/api/games.get?count=18&sort=name';
    const plain = await t.app.inject({ method: 'GET', url });
    const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().data.items).toHaveLength(18);
  });

  it('sends messages, the messages file and cms-config gzipped to a browser that takes gzip, the same as uncompressed', async () => {
    const file = await createContentAccess(t.database.db, t.contentCache).messagesFileUrl('en');
    for (const url of ['/nfx/i18n/messages/en', file, '/nfx/cms-config/en']) {
      const plain = await get(url);
      const zipped = () => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const first = await zipped();
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toEqual(plain.json());
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect((await zipped()).rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('never answers new messages with the bytes kept for older ones', async () => {
    const db = t.database.db;
    expect((await get('/nfx/i18n/messages/en')).json().keptBytesProbe).toBeUndefined();
    const { messages } = await db
      .selectFrom('translations')
      .select('messages')
      .where('locale', '=', 'en')
      .executeTakeFirstOrThrow();
    const changed = { ...(messages as Record<string, unknown>), keptBytesProbe: 'new' };
    await db.updateTable('translations').set({ messages: JSON.stringify(changed) }).where('locale', '=', 'en').execute();
    try {
      // Only the text is read again, as when a publish lands between reading it and keeping its bytes.
      t.contentCache.forget('messages:en', t.contentCache.get('messages:en', async () => ''));
      expect((await get('/nfx/i18n/messages/en')).json().keptBytesProbe).toBe('new');
      // The messages file a page names answers the messages of its version.
      const file = await createContentAccess(db, t.contentCache).messagesFileUrl('en');
      const body = (await get(file)).rawPayload;
      expect(createHash('sha256').update(body).digest('base64url').slice(0, 16)).toBe(
        /\/([\w-]{16})\.json$/.exec(file)?.[1],
      );
    } finally {
      await db
        .updateTable('translations')
        .set({ messages: JSON.stringify(messages) })
        .where('locale', '=', 'en')
        .execute();
      t.contentCache.clear();
    }
  });

  it('lists active campaign popups, localized', async () => {
    const en = (await get('/api/popups.get?lang=en')).json().data;
    const pt = (await get('/api/popups.get?lang=pt')).json().data;
    expect(en.length).toBeGreaterThan(0);
    expect(pt[0].id).toBe(en[0].id);
    expect(pt[0].title).not.toBe(en[0].title);
  });

  it('falls back to the default locale for an unknown lang', async () => {
    const en = (await get('/api/popups.get?lang=en')).json().data;
    const unknown = (await get('/api/popups.get?lang=xx')).json().data;
    expect(unknown).toEqual(en);
  });
});
