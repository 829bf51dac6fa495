import { contentContract } from '@casino/shared/contract/content.contract';
import { implementActions } from '../../api/implement-actions.ts';
import * as content from './content.service.ts';
import { seoEntityFacts } from './seo-entities.ts';

export const contentActions = implementActions(contentContract, {
  getgeneralinfo: async (_params, ctx) => {
    const info = {
      ...(await content.getGeneralInfo(ctx.db, ctx.contentCache)),
      is_demo_mode: ctx.config.demoMode,
    };
    return ctx.config.maintenanceMode ? { ...info, domain_state: 'maintenance' } : info;
  },

  'metadata.get': (params, ctx) =>
    content.getPageMetadata(ctx.db, ctx.contentCache, {
      host: ctx.request.host,
      url: params.url,
      locale: ctx.request.locale,
    }, seoEntityFacts(ctx.db, ctx.contentCache, ctx.request.locale)),

  'banners.get': async (params, ctx) => {
    const banners = await content.listBanners(ctx.db, ctx.contentCache, { ...params, locale: ctx.request.locale });
    const fields = params.fields;
    if (!fields) return banners;
    return banners.map((banner) =>
      Object.fromEntries(fields.filter((field) => field in banner).map((field) => [field, banner[field]])),
    );
  },

  'popups.get': (_params, ctx) => content.listPopups(ctx.db, ctx.request.locale),
});
