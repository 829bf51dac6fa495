import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { getAction } from '../../test/api-calls.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, freshPostgres, type TestApp, testDatabaseUrl } from '../../test/test-app.ts';
import { createContentAccess } from './content-access.ts';
import { safeContentLink } from './content-editing.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function localeCodes(app: TestApp): Promise<string[]> {
  const rows = await app.database.db.selectFrom('locales').select('code').execute();
  return rows.map((row) => row.code);
}

/** A whole banner edit as the back-office sends it: every locale titled `title` (with the code). */
async function bannerEdit(app: TestApp, title: string, extra: Record<string, string> = {}) {
  const texts = Object.fromEntries(
    (await localeCodes(app)).map((code) => [code, { title: `${title} ${code}`, button: 'Go' }]),
  );
  return {
    id: '1',
    image: '/images/banners/welcome.svg',
    url: '/promotions',
    sort: '0',
    texts: JSON.stringify(texts),
    ...extra,
  };
}

async function bannerTitle(app: TestApp, id: number): Promise<string | undefined> {
  const banners = (await getAction(app, 'banners.get', { count: '100' })).json().data as {
    id: number;
    title: string;
  }[];
  return banners.find((banner) => banner.id === id)?.title;
}

describe('content links', () => {
  it('allows paths on the site and https addresses only', () => {
    expect(safeContentLink('/promotions?x=1')).toBe('/promotions?x=1');
    expect(safeContentLink('https://example.com/a')).toBe('https://example.com/a');
    for (const bad of ['javascript:alert(1)', '//evil.test', '/\\evil.test', 'http://example.com', 'promo']) {
      expect(safeContentLink(bad), bad).toBeNull();
    }
  });
});

describe('editing banners', () => {
  it('is refused to support and finance, on the server', async () => {
    for (const role of ['support', 'finance'] as const) {
      const staff = await signedInStaff(t, role);
      const list = await backofficeCall(t, 'content.banners', {}, staff.cookie);
      expect(list.statusCode).toBe(403);
      const save = await backofficeCall(t, 'content.saveBanner', await bannerEdit(t, 'Nope'), staff.cookie);
      expect(save.statusCode).toBe(403);
    }
    expect(await bannerTitle(t, 1)).not.toContain('Nope');
  });

  it('lists every banner with every locale for a content editor', async () => {
    const editor = await signedInStaff(t, 'content');
    const list = (await backofficeCall(t, 'content.banners', {}, editor.cookie)).json().data;
    expect(list.locales.map((locale: { code: string }) => locale.code)).toEqual(await localeCodes(t));
    expect(list.banners[0]).toMatchObject({ id: 1, texts: { en: { title: expect.any(String) } } });
  });

  it('refuses unsafe links, unknown or missing locales and dates out of order, changing nothing', async () => {
    const editor = await signedInStaff(t, 'content');
    const cases: [Record<string, string>, string][] = [
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: '//evil.test/x' }, 'url'],
      [{ image: 'http://plain.test/x.png' }, 'image'],
      [{ texts: JSON.stringify({ en: { title: 'Only English' } }) }, 'texts'],
      [{ texts: JSON.stringify({ en: { title: 'x' }, xx: { title: 'y' } }) }, 'texts'],
      [{ texts: JSON.stringify({ en: { title: '' } }) }, 'texts.en.title'],
      [{ started_at: '2026-02-01T00:00:00Z', finished_at: '2026-01-01T00:00:00Z' }, 'finished_at'],
      [{ id: '999999' }, 'id'],
    ];
    for (const [change, field] of cases) {
      const response = await backofficeCall(
        t,
        'content.saveBanner',
        await bannerEdit(t, 'Bad', change),
        editor.cookie,
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const error = response.json().error;
      expect(error.type).toBe('InvalidParameterException');
      expect(Object.keys(error.invalid_parameters), JSON.stringify(change)).toContain(field);
    }
    expect(await bannerTitle(t, 1)).not.toContain('Bad');
  });

  it('publishes an edit players see at once, audit-logged with before and after', async () => {
    const editor = await signedInStaff(t, 'content');
    expect(await bannerTitle(t, 1)).not.toContain('Autumn'); // loads the cache the edit must clear
    const saved = await backofficeCall(
      t,
      'content.saveBanner',
      await bannerEdit(t, 'Autumn', { url: 'https://partner.example/offer' }),
      editor.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id: 1, url: 'https://partner.example/offer' });
    expect(await bannerTitle(t, 1)).toBe('Autumn en');
    const [audit] = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'content.saveBanner')
      .execute();
    expect(audit).toMatchObject({ staff_id: editor.id, target_type: 'banner', target_id: '1' });
    expect(audit?.before).toMatchObject({ url: '/promotions' });
    expect(audit?.after).toMatchObject({ url: 'https://partner.example/offer', texts: { en: { title: 'Autumn en' } } });
  });

  it('lets an admin edit banners too', async () => {
    const admin = await signedInStaff(t, 'admin');
    const saved = await backofficeCall(t, 'content.saveBanner', await bannerEdit(t, 'Admin'), admin.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('editing translations', () => {
  async function message(locale: string, key: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: `/nfx/i18n/messages/${locale}` });
    const tree = response.json() as Record<string, Record<string, string>>;
    const [group = '', leaf = ''] = key.split('.');
    return tree[group]?.[leaf] as string;
  }

  it('is refused to support and finance', async () => {
    for (const role of ['support', 'finance'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await backofficeCall(t, 'content.messages', { query: 'home' }, staff.cookie)).statusCode).toBe(403);
      const save = await backofficeCall(
        t,
        'content.saveMessage',
        { key: 'home.heroTitle', locale: 'en', text: 'Hacked' },
        staff.cookie,
      );
      expect(save.statusCode).toBe(403);
    }
  });

  it('finds messages by key or by text, every locale side by side', async () => {
    const editor = await signedInStaff(t, 'content');
    const byKey = (await backofficeCall(t, 'content.messages', { query: 'heroTitle' }, editor.cookie)).json().data;
    expect(byKey.messages).toContainEqual({
      key: 'home.heroTitle',
      texts: expect.objectContaining({ en: 'Welcome to Aurora Casino', de: 'Willkommen bei Aurora Casino' }),
    });
    const byText = (await backofficeCall(t, 'content.messages', { query: 'willkommen bei' }, editor.cookie)).json()
      .data;
    expect(byText.messages.map((row: { key: string }) => row.key)).toContain('home.heroTitle');
  });

  it('refuses unknown keys and locales and changed placeholders', async () => {
    const editor = await signedInStaff(t, 'content');
    const placeholderKey = (await backofficeCall(t, 'content.messages', { query: '{{amount}}' }, editor.cookie)).json()
      .data.messages[0].key as string;
    const cases: [Record<string, string>, string][] = [
      [{ key: 'home.noSuchKey', locale: 'en', text: 'x' }, 'key'],
      [{ key: 'home', locale: 'en', text: 'x' }, 'key'],
      [{ key: 'home.heroTitle', locale: 'xx', text: 'x' }, 'locale'],
      [{ key: 'home.heroTitle', locale: 'de', text: 'Hallo {{name}}' }, 'text'],
      [{ key: placeholderKey, locale: 'de', text: 'Kein Betrag' }, 'text'],
    ];
    for (const [fields, field] of cases) {
      const response = await backofficeCall(t, 'content.saveMessage', fields, editor.cookie);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().error.invalid_parameters)).toEqual([field]);
    }
  });

  it('publishes a message players get at once, audit-logged with before and after', async () => {
    const editor = await signedInStaff(t, 'content');
    expect(await message('de', 'home.heroTitle')).toBe('Willkommen bei Aurora Casino');
    const saved = await backofficeCall(
      t,
      'content.saveMessage',
      { key: 'home.heroTitle', locale: 'de', text: 'Herzlich willkommen' },
      editor.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await message('de', 'home.heroTitle')).toBe('Herzlich willkommen');
    expect(await message('de', 'home.heroSubtitle')).toContain('Hunderte Spiele');
    expect(await message('en', 'home.heroTitle')).toBe('Welcome to Aurora Casino');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'content.saveMessage')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      staff_id: editor.id,
      target_type: 'message',
      target_id: 'de:home.heroTitle',
      before: { text: 'Willkommen bei Aurora Casino' },
      after: { text: 'Herzlich willkommen' },
    });
  });
});

describe('editing content pages', () => {
  const access = () => createContentAccess(t.database.db, t.contentCache);
  const page = (fields: Record<string, string>) => ({
    slug: 'about',
    locale: 'de',
    title: 'Über uns',
    body: 'Erster Absatz.\n\nZweiter Absatz.',
    ...fields,
  });

  it('is refused to support and finance', async () => {
    for (const role of ['support', 'finance'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await backofficeCall(t, 'content.pages', {}, staff.cookie)).statusCode).toBe(403);
      expect((await backofficeCall(t, 'content.savePage', page({}), staff.cookie)).statusCode).toBe(403);
    }
  });

  it('lists every page in every locale', async () => {
    const editor = await signedInStaff(t, 'content');
    const list = (await backofficeCall(t, 'content.pages', {}, editor.cookie)).json().data;
    expect(list.pages.map((each: { slug: string }) => each.slug)).toContain('about');
    const about = list.pages.find((each: { slug: string }) => each.slug === 'about');
    expect(Object.keys(about.texts).sort()).toEqual((await localeCodes(t)).sort());
  });

  it('refuses an unknown page or locale, an empty title, a repeated question', async () => {
    const editor = await signedInStaff(t, 'content');
    const faq = JSON.stringify([
      { question: 'Wie?', answer: 'So.' },
      { question: 'Wie?', answer: 'Anders.' },
    ]);
    const cases: [Record<string, string>, string][] = [
      [{ slug: 'no-such-page' }, 'slug'],
      [{ locale: 'xx' }, 'locale'],
      [{ title: '' }, 'title'],
      [{ faq }, 'faq.1.question'],
      [{ faq: JSON.stringify([{ question: 'Only a question' }]) }, 'faq.0.answer'],
    ];
    for (const [change, field] of cases) {
      const response = await backofficeCall(t, 'content.savePage', page(change), editor.cookie);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().error.invalid_parameters), JSON.stringify(change)).toContain(field);
    }
  });

  it('publishes a page players get at once, audit-logged with before and after', async () => {
    const editor = await signedInStaff(t, 'content');
    const before = await access().page('about', 'de'); // loads the cache the edit must clear
    const faq = [{ question: 'Ist das echt?', answer: 'Nein, eine Demo.' }];
    const saved = await backofficeCall(t, 'content.savePage', page({ faq: JSON.stringify(faq) }), editor.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await access().page('about', 'de')).toMatchObject({ title: 'Über uns', faq });
    expect((await access().page('about', 'en'))?.title).not.toBe('Über uns');
    const [audit] = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'content.savePage')
      .execute();
    expect(audit).toMatchObject({
      staff_id: editor.id,
      target_type: 'page',
      target_id: 'about:de',
      before: { title: before?.title },
      after: { title: 'Über uns', faq },
    });
  });
});

describe('editing redirect rules', () => {
  const save = (cookie: string, rules: unknown) =>
    backofficeCall(t, 'content.saveRedirects', { rules: JSON.stringify(rules) }, cookie);

  it('is refused to support and finance', async () => {
    for (const role of ['support', 'finance'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await backofficeCall(t, 'content.redirects', {}, staff.cookie)).statusCode).toBe(403);
      expect((await save(staff.cookie, [])).statusCode).toBe(403);
    }
  });

  it('refuses rules the site would ignore or chain, naming the rule', async () => {
    const editor = await signedInStaff(t, 'content');
    const cases: [unknown[], string][] = [
      [[{ from: 'no-slash', to: '/x', external: false }], 'rules.0.from'],
      [[{ from: '/a?b', to: '/x', external: false }], 'rules.0.from'],
      [[{ from: '/a', to: 'javascript:alert(1)', external: false }], 'rules.0.to'],
      [[{ from: '/a', to: '//evil.test', external: false }], 'rules.0.to'],
      [[{ from: '/a', to: 'http://plain.test', external: true }], 'rules.0.to'],
      [
        [
          { from: '/a', to: '/b', external: false },
          { from: '/b', to: '/c', external: false },
        ],
        'rules.0.to',
      ],
      [
        [
          { from: '/a', to: '/x', external: false },
          { from: '/a', to: '/y', external: false },
        ],
        'rules.1.from',
      ],
    ];
    for (const [rules, field] of cases) {
      const response = await save(editor.cookie, rules);
      expect(response.statusCode, JSON.stringify(rules)).toBe(400);
      expect(Object.keys(response.json().error.invalid_parameters), JSON.stringify(rules)).toEqual([field]);
    }
    expect((await backofficeCall(t, 'content.redirects', {}, editor.cookie)).json().data).toContainEqual({
      from: '/casino',
      to: '/gamehall',
      external: false,
    });
  });

  it('publishes rules the site applies at once, audit-logged with the list before and after', async () => {
    const editor = await signedInStaff(t, 'content');
    const current = (await backofficeCall(t, 'content.redirects', {}, editor.cookie)).json().data;
    const rules = [{ from: '/winter', to: '/promotions', external: false }, ...current];
    const saved = await save(editor.cookie, rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await backofficeCall(t, 'content.redirects', {}, editor.cookie)).json().data).toEqual(rules);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'content.saveRedirects')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: editor.id, before: current, after: rules });
  });
});

describe.runIf(testDatabaseUrl)('publishing to every server process', () => {
  it('shows a banner edit on a second process on the same database without a restart', async () => {
    const database = await freshPostgres();
    const first = await createTestApp({ ...database, close: async () => {} });
    const secondHandle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
    const second = await createTestApp(secondHandle);
    try {
      const before = await bannerTitle(second, 1); // the second process caches the banners now
      const editor = await signedInStaff(first, 'content');
      const saved = await backofficeCall(
        first,
        'content.saveBanner',
        await bannerEdit(first, 'Everywhere'),
        editor.cookie,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      // Well under the cache's 10 s TTL: the notice, not the expiry, makes the second process reload.
      await expect.poll(() => bannerTitle(second, 1), { timeout: 3_000, interval: 100 }).toBe('Everywhere en');
      expect(before).not.toBe('Everywhere en');
    } finally {
      await second.close();
      await first.close();
      await database.close();
    }
  });
});
