import type { BannerTexts, EditableBanner } from '@casino/shared/backoffice/backoffice.contract';
import { flattenMessages, messagePlaceholders, withMessage } from '@casino/shared/content/message-keys';
import type { Messages } from '@casino/shared/content/site-content';
import { ApiError } from '@casino/shared/errors/api-error';
import { findRedirect } from '@casino/shared/routing/redirect-rules';
import { safeExternalUrl, safeInternalPath } from '@casino/shared/routing/url-safety';
import type { Listen } from '../../db/pg-listener.ts';
import type { Db, Trx } from '../../db/schema.ts';
import * as repository from './content.repository.ts';
import { type ContentCache, getLocales, getMessages } from './content.service.ts';
import { sendNotice } from '../../db/notices.ts';

/**
 * Publishing content from the back-office (decision 0042): an edit is written and announced on
 * CONTENT_CHANNEL in one transaction; every process listening clears its content caches when it commits,
 * so players see the edit on their next page without a restart. A process that misses the notice (its
 * LISTEN connection was down) still reloads within the caches' TTL.
 */
export const CONTENT_CHANNEL = 'content_changed';

/** Calls `onChange` whenever any process publishes content; the returned function stops it. */
export async function followContentChanges(
  listen: Listen | undefined,
  onChange: () => void,
): Promise<() => Promise<void>> {
  if (!listen) return async () => {};
  return listen(CONTENT_CHANNEL, () => onChange());
}

/** Tells every process, on commit of `trx`, that content changed (other modules' edits: games). */
export function announceContentChange(trx: Trx, what: string): Promise<void> {
  return sendNotice(trx, CONTENT_CHANNEL, what);
}

/** Writes the audit row of a change in the change's own transaction. */
export type RecordChange<C> = (trx: Trx, change: C) => Promise<void>;

type BannerRow = Awaited<ReturnType<typeof repository.findBanners>>[number];

function editableBanner(row: BannerRow): EditableBanner {
  return {
    id: row.id,
    position: row.position,
    image: row.image,
    url: row.url,
    sort: row.sort,
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    texts: row.texts as EditableBanner['texts'],
  };
}

export async function bannersForEditing(db: Db, cache: ContentCache) {
  const [{ locales }, rows] = await Promise.all([getLocales(db, cache), repository.findBanners(db)]);
  return {
    locales: locales.map(({ code, name }) => ({ code, name })),
    banners: rows.map(editableBanner),
  };
}

/**
 * A link players may follow: a path on this site (judged as the site judges return paths) or an
 * https address. Anything else (javascript:, protocol-relative, plain http) is refused.
 */
export function safeContentLink(link: string): string | null {
  if (link.startsWith('/')) return safeInternalPath(link);
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with words given per locale (banners, offers, tournaments), or null: every locale of the
 * site needs them (a title at least, which the schema holds) and no other locale may be given.
 */
export async function localeTextsProblem(
  db: Db,
  cache: ContentCache,
  texts: Record<string, unknown>,
): Promise<string | null> {
  const { locales } = await getLocales(db, cache);
  const known = new Set(locales.map((locale) => locale.code));
  const unknown = Object.keys(texts).filter((code) => !known.has(code));
  const missing = [...known].filter((code) => !texts[code]);
  if (unknown.length > 0) return `Unknown locale: ${unknown.join(', ')}`;
  if (missing.length > 0) return `A title is needed in every locale: ${missing.join(', ')}`;
  return null;
}

export interface BannerEdit {
  id: number;
  image: string;
  url?: string | undefined;
  sort: number;
  started_at?: string | undefined;
  finished_at?: string | undefined;
  texts: Record<string, BannerTexts>;
}

function invalid(fields: Record<string, string>): ApiError {
  return new ApiError('InvalidParameterException', Object.values(fields)[0] ?? 'Invalid parameters', {
    invalidParameters: fields,
  });
}

/** Checks an edit against the site: known locales (all of them), safe links, dates in order. */
async function validateBanner(db: Db, cache: ContentCache, edit: BannerEdit) {
  const fields: Record<string, string> = {};
  const textsProblem = await localeTextsProblem(db, cache, edit.texts);
  if (textsProblem) fields.texts = textsProblem;
  const url = edit.url === undefined ? null : safeContentLink(edit.url);
  if (edit.url !== undefined && url === null) fields.url = 'Use a path on this site or an https address';
  const image = safeContentLink(edit.image);
  if (image === null) fields.image = 'Use a path on this site or an https address';
  const startedAt = edit.started_at ? new Date(edit.started_at) : null;
  const finishedAt = edit.finished_at ? new Date(edit.finished_at) : null;
  if (startedAt && finishedAt && finishedAt <= startedAt) fields.finished_at = 'The end must follow the start';
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return { url, image: image as string, startedAt, finishedAt };
}

/**
 * Replaces a banner's content and announces it, with `record` (the audit row) in the same transaction.
 * Checked before the transaction opens: the checks read through the content cache, on `db`.
 */
export async function saveBanner(
  db: Db,
  cache: ContentCache,
  edit: BannerEdit,
  record: RecordChange<{ before: EditableBanner; after: EditableBanner }>,
) {
  const checked = await validateBanner(db, cache, edit);
  return db.transaction().execute(async (trx) => {
    const before = await repository.findBannerForUpdate(trx, edit.id);
    if (!before) throw invalid({ id: 'Unknown banner' });
    const after = await repository.updateBanner(trx, edit.id, {
      image: checked.image,
      url: checked.url,
      sort: edit.sort,
      started_at: checked.startedAt,
      finished_at: checked.finishedAt,
      texts: JSON.stringify(edit.texts),
    });
    await sendNotice(trx, CONTENT_CHANNEL, `banner:${edit.id}`);
    const change = { before: editableBanner(before), after: editableBanner(after) };
    await record(trx, change);
    return change.after;
  });
}

/** Enough to find a key by its words; a narrower query finds the rest. */
export const MESSAGE_SEARCH_LIMIT = 50;

/** The messages whose key or text (in any locale) contains `query`, every locale's text side by side. */
export async function searchMessages(db: Db, cache: ContentCache, query: string | undefined) {
  const { locales, defaultLocale } = await getLocales(db, cache);
  const trees = await Promise.all(
    locales.map(async ({ code }) => [code, flattenMessages(await getMessages(db, cache, code))] as const),
  );
  const byLocale = new Map(trees);
  const keys = [...(byLocale.get(defaultLocale)?.keys() ?? [])];
  const needle = query?.toLowerCase();
  const matching = needle
    ? keys.filter(
        (key) =>
          key.toLowerCase().includes(needle) ||
          trees.some(([, texts]) => texts.get(key)?.toLowerCase().includes(needle)),
      )
    : keys;
  return {
    locales: locales.map(({ code, name }) => ({ code, name })),
    total: matching.length,
    messages: matching.slice(0, MESSAGE_SEARCH_LIMIT).map((key) => ({
      key,
      texts: Object.fromEntries(trees.map(([code, texts]) => [code, texts.get(key) ?? null])),
    })),
  };
}

export interface MessageEdit {
  key: string;
  locale: string;
  text: string;
}

/**
 * Replaces one message in one locale and announces it. The default locale's messages define the keys
 * the site uses: a key outside them would be read by nothing, and a text that drops or invents a
 * placeholder would show players a raw `{{amount}}` or lose the amount.
 */
export async function saveMessage(
  db: Db,
  cache: ContentCache,
  edit: MessageEdit,
  record: RecordChange<{ before: string | null; after: MessageEdit }>,
) {
  const { locales, defaultLocale } = await getLocales(db, cache);
  if (!locales.some((locale) => locale.code === edit.locale)) throw invalid({ locale: 'Unknown locale' });
  const reference = flattenMessages(await getMessages(db, cache, defaultLocale)).get(edit.key);
  if (reference === undefined) throw invalid({ key: 'Unknown message key' });
  const wanted = messagePlaceholders(reference);
  if (messagePlaceholders(edit.text).join(' ') !== wanted.join(' ')) {
    throw invalid({
      text: wanted.length > 0 ? `Keep the placeholders ${wanted.join(', ')}` : 'This message takes no placeholders',
    });
  }
  return db.transaction().execute(async (trx) => {
    const messages = ((await repository.findMessagesForUpdate(trx, edit.locale)) ?? {}) as Messages;
    const before = flattenMessages(messages).get(edit.key) ?? null;
    await repository.updateMessages(trx, edit.locale, JSON.stringify(withMessage(messages, edit.key, edit.text)));
    await sendNotice(trx, CONTENT_CHANNEL, `message:${edit.locale}:${edit.key}`);
    const after = { key: edit.key, locale: edit.locale, text: edit.text };
    await record(trx, { before, after });
    return after;
  });
}

type PageTexts = { title: string; body: string; faq: { question: string; answer: string }[] };

/** Every content page (about, terms, ...) with its words in every locale the site has. */
export async function pagesForEditing(db: Db, cache: ContentCache) {
  const [{ locales }, rows] = await Promise.all([getLocales(db, cache), repository.findAllContentPages(db)]);
  const pages = new Map<string, Record<string, PageTexts>>();
  for (const row of rows) {
    const texts = pages.get(row.slug) ?? {};
    texts[row.locale] = { title: row.title, body: row.body, faq: row.faq as PageTexts['faq'] };
    pages.set(row.slug, texts);
  }
  return {
    locales: locales.map(({ code, name }) => ({ code, name })),
    pages: [...pages].map(([slug, texts]) => ({ slug, texts })),
  };
}

export interface PageEdit extends PageTexts {
  slug: string;
  locale: string;
}

/**
 * Replaces a page's words in one locale and announces it. The page must exist (new pages come with
 * the site's routes and SEO entries, in content/site.json); the locale must be one the site has. The
 * words are text: the site shows paragraphs and the FAQ as text, never as markup.
 */
export async function savePage(
  db: Db,
  cache: ContentCache,
  edit: PageEdit,
  record: RecordChange<{ before: PageTexts | null; after: PageTexts }>,
) {
  const [{ locales }, slugs] = await Promise.all([getLocales(db, cache), repository.findContentPageSlugs(db)]);
  if (!slugs.includes(edit.slug)) throw invalid({ slug: 'Unknown page' });
  if (!locales.some((locale) => locale.code === edit.locale)) throw invalid({ locale: 'Unknown locale' });
  const questions = edit.faq.map((item) => item.question.trim());
  const repeated = questions.findIndex((question, index) => questions.indexOf(question) !== index);
  if (repeated >= 0) throw invalid({ [`faq.${repeated}.question`]: 'Another question above is the same' });
  return db.transaction().execute(async (trx) => {
    const row = await repository.findContentPageForUpdate(trx, edit.slug, edit.locale);
    const before = row ? { title: row.title, body: row.body, faq: row.faq as PageTexts['faq'] } : null;
    const after = { title: edit.title, body: edit.body, faq: edit.faq };
    await repository.upsertContentPage(trx, {
      slug: edit.slug,
      locale: edit.locale,
      title: edit.title,
      body: edit.body,
      faq: JSON.stringify(edit.faq),
    });
    await sendNotice(trx, CONTENT_CHANNEL, `page:${edit.slug}:${edit.locale}`);
    await record(trx, { before, after });
    return { slug: edit.slug, locale: edit.locale, ...after };
  });
}

type Rule = { from: string; to: string; external: boolean };

export async function redirectRulesForEditing(db: Db): Promise<Rule[]> {
  return (await repository.findRedirectRules(db)).map((row) => ({
    from: row.from_pattern,
    to: row.to_url,
    external: row.is_external,
  }));
}

/** A path pattern as the matcher reads it: a path, `*` for any run of characters, no query or space. */
const PATTERN = /^\/[A-Za-z0-9\-._~!$&'()+,;=:@%*/]*$/;

/**
 * Checks every rule as the site's matcher (`findRedirect`, packages/shared) will apply it: a rule the
 * matcher would silently ignore (an unsafe target) or one whose target is redirected again (a chain or a
 * loop) is refused, each error named by the rule's place in the list (`rules.2.to`).
 */
async function validateRedirects(db: Db, cache: ContentCache, rules: readonly Rule[]) {
  const { locales, defaultLocale } = await getLocales(db, cache);
  const localeCodes = locales.map((locale) => locale.code);
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    const at = `rules.${index}`;
    if (!PATTERN.test(rule.from)) fields[`${at}.from`] = 'A path such as /old-page or /old/*';
    else if (seen.has(rule.from)) fields[`${at}.from`] = 'Another rule above has the same path';
    seen.add(rule.from);
    if (rule.external) {
      if (!safeExternalUrl(rule.to)?.startsWith('https:')) fields[`${at}.to`] = 'An https address';
      return;
    }
    const target = safeInternalPath(rule.to);
    if (!target) {
      fields[`${at}.to`] = 'A path on this site';
      return;
    }
    const [pathname = '/', search = ''] = target.split(/(?=[?#])/);
    const again = findRedirect(rules, { pathname, search, locale: defaultLocale, defaultLocale, localeCodes });
    if (again) fields[`${at}.to`] = `This path is redirected again (to ${again.url})`;
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/** Replaces the rules and announces them, with `record` (the audit row) in the same transaction. */
export async function saveRedirects(
  db: Db,
  cache: ContentCache,
  rules: readonly Rule[],
  record: RecordChange<{ before: Rule[]; after: Rule[] }>,
) {
  await validateRedirects(db, cache, rules);
  return db.transaction().execute(async (trx) => {
    const before = await repository.replaceRedirectRules(trx, rules);
    await sendNotice(trx, CONTENT_CHANNEL, 'redirects');
    const after = [...rules];
    await record(trx, {
      before: before.map((row) => ({ from: row.from_pattern, to: row.to_url, external: row.is_external })),
      after,
    });
    return after;
  });
}
