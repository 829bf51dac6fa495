import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formList, formText } from '../api/form-params.ts';
import { BANNERS_DEFAULT_COUNT } from '../constants.ts';

export const generalInfoSchema = z.object({
  analytic: z.object({ enabled: z.boolean(), gtmId: z.string().nullable() }),
  available_currencies: z.array(z.string()),
  available_locales: z.array(z.string()),
  default_currency: z.string(),
  is_seon_enabled: z.boolean(),
  domain_state: z.string(),
  domain_type: z.string(),
  time_to_force_logout: z.number().int().nonnegative(),
  is_bonus_isolation_enabled: z.boolean(),
  is_game_history_export_enabled: z.boolean(),
  user_inactivity_cashier_time: z.number().int().nonnegative(),
  user_inactivity_pp_time: z.number().int().nonnegative(),
  /** Platform extension: the built-in stand-ins run (DEMO_MODE), so every page says it is a demo. */
  is_demo_mode: z.boolean().default(false),
});
export type GeneralInfo = z.infer<typeof generalInfoSchema>;

/** Page metadata of spec §3. */
export const pageMetadataSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  robots: z.string().optional(),
  openGraph: z
    .object({
      title: z.string().optional(),
      description: z.string().optional(),
      type: z.string().optional(),
      image: z.string().optional(),
      url: z.string().optional(),
    })
    .optional(),
  meta: z
    .array(z.object({ name: z.string().optional(), property: z.string().optional(), content: z.string() }))
    .optional(),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
  article: z
    .object({
      headline: z.string(),
      description: z.string().optional(),
      image: z.string().optional(),
      datePublished: z.string().optional(),
      dateModified: z.string().optional(),
    })
    .optional(),
  organization: z
    .object({
      name: z.string(),
      url: z.string(),
      logo: z.string().optional(),
      contactPoint: z
        .object({
          telephone: z.string(),
          contactType: z.string(),
          areaServed: z.union([z.string(), z.array(z.string())]).optional(),
          availableLanguage: z.union([z.string(), z.array(z.string())]).optional(),
        })
        .optional(),
      sameAs: z.array(z.string()).optional(),
    })
    .optional(),
  product: z
    .object({
      name: z.string(),
      image: z.string().optional(),
      description: z.string().optional(),
      sku: z.string().optional(),
      brandName: z.string().optional(),
    })
    .optional(),
  breadcrumbs: z.array(z.object({ name: z.string(), link: z.string() })).optional(),
});
export type PageMetadata = z.infer<typeof pageMetadataSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().optional(),
  button: z.string().optional(),
  url: z.string().optional(),
  image: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  description: z.object({ position: z.string() }),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerFields = [
  'id',
  'title',
  'subtitle',
  'button',
  'url',
  'image',
  'started_at',
  'finished_at',
  'description',
] as const;

export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  button: z.string().optional(),
  url: z.string().optional(),
  image: z.string().optional(),
});
export type CampaignPopup = z.infer<typeof popupSchema>;

export const contentContract = {
  getgeneralinfo: defineAction({
    method: 'GET',
    access: 'public',
    sharedWithGuests: true,
    summary: 'Site-wide settings of spec §3 General info.',
    params: z.object({}),
    result: generalInfoSchema,
  }),
  'metadata.get': defineAction({
    method: 'GET',
    access: 'public',
    sharedWithGuests: true,
    summary: 'Page metadata (title, description, robots, Open Graph, JSON-LD data) for a path of the site.',
    params: z.object({ url: formText({ max: 2000 }).default('/') }),
    result: pageMetadataSchema,
  }),
  'banners.get': defineAction({
    method: 'GET',
    access: 'public',
    sharedWithGuests: true,
    summary: 'Site banners running now, in display order.',
    params: z.object({
      offset: formInt({ min: 0, max: 10_000 }).default(0),
      count: formInt({ min: 1, max: 100 }).default(BANNERS_DEFAULT_COUNT),
      fields: formList(z.enum(bannerFields)).optional(),
      position: formText({ max: 50 }).optional(),
    }),
    result: z.array(bannerSchema.partial()),
  }),
  'popups.get': defineAction({
    method: 'GET',
    access: 'public',
    sharedWithGuests: true,
    summary: 'Campaign popups that are active now.',
    params: z.object({}),
    result: z.array(popupSchema),
  }),
} as const;
