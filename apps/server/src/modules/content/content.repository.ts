import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';

export function findLocales(db: DbOrTrx) {
  return db.selectFrom('locales').select(['code', 'name', 'hreflang', 'is_default']).orderBy('position').execute();
}

export async function findMessages(db: DbOrTrx, locale: string) {
  const row = await db.selectFrom('translations').select('messages').where('locale', '=', locale).executeTakeFirst();
  return row?.messages;
}

/** A locale's messages, locked until the transaction ends: two edits of one locale do not lose one. */
export async function findMessagesForUpdate(db: DbOrTrx, locale: string) {
  const row = await db
    .selectFrom('translations')
    .select('messages')
    .where('locale', '=', locale)
    .forUpdate()
    .executeTakeFirst();
  return row?.messages;
}

export async function updateMessages(db: DbOrTrx, locale: string, messages: string) {
  await db
    .updateTable('translations')
    .set({ messages, updated_at: new Date() })
    .where('locale', '=', locale)
    .execute();
}

export async function findCmsConfig(db: DbOrTrx, locale: string) {
  const row = await db.selectFrom('cms_configs').select('config').where('locale', '=', locale).executeTakeFirst();
  return row?.config;
}

export async function findSiteSetting(db: DbOrTrx, key: string) {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** The host's own entry wins over the `*` default. */
export async function findSeoPage(db: DbOrTrx, host: string, path: string, locale: string) {
  const rows = await db
    .selectFrom('seo_pages')
    .select(['host', 'metadata'])
    .where('host', 'in', [host, '*'])
    .where('path', '=', path)
    .where('locale', '=', locale)
    .execute();
  return (rows.find((row) => row.host === host) ?? rows[0])?.metadata;
}

export function findBanners(db: DbOrTrx) {
  return db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute();
}

/** One banner, locked until the transaction ends: an edit reads what it replaces without a race. */
export function findBannerForUpdate(db: DbOrTrx, id: number) {
  return db.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateBanner(
  db: DbOrTrx,
  id: number,
  values: {
    image: string;
    url: string | null;
    sort: number;
    started_at: Date | null;
    finished_at: Date | null;
    texts: string;
  },
) {
  return db.updateTable('banners').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function findActivePopups(db: DbOrTrx) {
  return db.selectFrom('popups').selectAll().where('is_active', '=', true).orderBy('id').execute();
}

export function findContentPage(db: DbOrTrx, slug: string, locale: string) {
  return db
    .selectFrom('content_pages')
    .select(['slug', 'title', 'body', 'faq'])
    .where('slug', '=', slug)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

export async function findContentPageSlugs(db: DbOrTrx) {
  const rows = await db.selectFrom('content_pages').select('slug').distinct().orderBy('slug').execute();
  return rows.map((row) => row.slug);
}

/** Replaces every rule, keeping the list's order; the table is locked so two saves do not interleave. */
export async function replaceRedirectRules(
  db: DbOrTrx,
  rules: readonly { from: string; to: string; external: boolean }[],
) {
  await sql`lock table redirect_rules in exclusive mode`.execute(db);
  const before = await findRedirectRules(db);
  await db.deleteFrom('redirect_rules').execute();
  if (rules.length > 0) {
    await db
      .insertInto('redirect_rules')
      .values(
        rules.map((rule, position) => ({
          from_pattern: rule.from,
          to_url: rule.to,
          is_external: rule.external,
          position,
        })),
      )
      .execute();
  }
  return before;
}

export function findRedirectRules(db: DbOrTrx) {
  return db.selectFrom('redirect_rules').select(['from_pattern', 'to_url', 'is_external']).orderBy('position').execute();
}

/** Every page in every locale, for the back-office's editor. */
export function findAllContentPages(db: DbOrTrx) {
  return db
    .selectFrom('content_pages')
    .select(['slug', 'locale', 'title', 'body', 'faq'])
    .orderBy('slug')
    .orderBy('locale')
    .execute();
}

/** One page in one locale, its row locked for the edit (undefined when the page has no such locale yet). */
export function findContentPageForUpdate(db: DbOrTrx, slug: string, locale: string) {
  return db
    .selectFrom('content_pages')
    .select(['slug', 'locale', 'title', 'body', 'faq'])
    .where('slug', '=', slug)
    .where('locale', '=', locale)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a page's words in one locale, adding the locale's row if the page had none. */
export async function upsertContentPage(
  db: DbOrTrx,
  page: { slug: string; locale: string; title: string; body: string; faq: string },
) {
  await db
    .insertInto('content_pages')
    .values(page)
    .onConflict((conflict) =>
      conflict.columns(['slug', 'locale']).doUpdateSet({
        title: page.title,
        body: page.body,
        faq: page.faq,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
