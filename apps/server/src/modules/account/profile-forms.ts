import { fieldDefinitionSchema, phoneCountrySchema } from '@casino/shared/contract/profile.contract';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getCmsConfigJson } from '../content/content.service.ts';

const namedSchema = z.object({ code: z.string(), name: z.string() });

const formsSchema = z.object({
  profile: z.array(fieldDefinitionSchema).default([]),
  countries: z.array(namedSchema.extend({ regions: z.array(namedSchema).optional() })).default([]),
  phoneCountries: z.array(phoneCountrySchema).default([]),
});

/** The profile field set, countries and phone countries of cms-config `forms` (spec §5: from the content service). */
export type ProfileForms = z.infer<typeof formsSchema>;

/** Read from the locale's cms-config and kept as long as the content cache keeps its answers. */
export function getProfileForms(db: Db, cache: ContentCache, locale: string): Promise<ProfileForms> {
  return cache.get(`profile-forms:${locale}`, async () => {
    const config = JSON.parse(await getCmsConfigJson(db, cache, locale)) as { forms?: unknown };
    return formsSchema.parse(config.forms ?? {});
  }) as Promise<ProfileForms>;
}
