import type {
  CmsConfig,
  ContentAccess,
  ContentPage,
  Messages,
  RedirectRule,
} from '@casino/shared/content/site-content';
import type { Db } from '../../db/schema.ts';
import type { ContentCache } from './content.service.ts';
import * as repository from './content.repository.ts';
import { getLocales, getMessagesFile } from './content.service.ts';

/**
 * The content service as the site's loaders use it while rendering: parsed objects from the same cache
 * as the /nfx endpoints.
 */
export function createContentAccess(db: Db, cache: ContentCache): ContentAccess {
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  const pageSlugs = () => cached('page-slugs', () => repository.findContentPageSlugs(db));
  return {
    locales: () => getLocales(db, cache),
    messages: (locale) =>
      cached(`messages-object:${locale}`, async () => ((await repository.findMessages(db, locale)) ?? {}) as Messages),
    messagesFileUrl: async (locale) => (await getMessagesFile(db, cache, locale)).url,
    cmsConfig: (locale) =>
      cached(`cms-config-object:${locale}`, async () => (await repository.findCmsConfig(db, locale)) as CmsConfig),
    page: async (slug, locale) => {
      // Only existing slugs are cached, so made-up URLs cannot grow the cache.
      if (!(await pageSlugs()).includes(slug)) return undefined;
      return cached(`page:${locale}:${slug}`, async (): Promise<ContentPage | undefined> => {
        const row = await repository.findContentPage(db, slug, locale);
        return row ? { ...row, faq: row.faq as ContentPage['faq'] } : undefined;
      });
    },
    pageSlugs,
    redirectRules: () =>
      cached('redirect-rules', async (): Promise<RedirectRule[]> =>
        (await repository.findRedirectRules(db)).map((row) => ({
          from: row.from_pattern,
          to: row.to_url,
          external: row.is_external,
        })),
      ),
  };
}
