import { fieldDefinitionSchema, phoneCountrySchema } from '@casino/shared/contract/profile.contract';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getCmsConfigJson } from '../content/content.service.ts';

const namedSchema = z.object({ code: z.string(), name: z.string() });

const settingsSchema = z.object({
  auth: z
    .object({
      terms: z.object({ isActive: z.boolean() }).partial().default({}),
      socialButtons: z.array(z.object({ id: z.string() })).default([]),
    })
    .partial()
    .default({}),
  forms: z
    .object({
      registration: z.array(fieldDefinitionSchema).default([]),
      countries: z.array(namedSchema.extend({ regions: z.array(namedSchema).optional() })).default([]),
      phoneCountries: z.array(phoneCountrySchema).default([]),
    })
    .default({ registration: [], countries: [], phoneCountries: [] }),
});

/**
 * What registration needs from cms-config (spec §3 Auth config, §5 field sets): whether terms must be
 * accepted, the social services offered, the registration field set and the country lists.
 */
export interface RegistrationSettings {
  termsRequired: boolean;
  socialServices: string[];
  fields: z.infer<typeof fieldDefinitionSchema>[];
  countries: z.infer<typeof settingsSchema>['forms']['countries'];
  phoneCountries: z.infer<typeof phoneCountrySchema>[];
}

/** Read from the locale's cms-config and kept as long as the content cache keeps its answers. */
export function getRegistrationSettings(
  db: Db,
  cache: ContentCache,
  locale: string,
): Promise<RegistrationSettings> {
  return cache.get(`registration-settings:${locale}`, async () => {
    const config = settingsSchema.parse(JSON.parse(await getCmsConfigJson(db, cache, locale)));
    return {
      termsRequired: config.auth.terms?.isActive ?? true,
      socialServices: (config.auth.socialButtons ?? []).map((button) => button.id),
      fields: config.forms.registration,
      countries: config.forms.countries,
      phoneCountries: config.forms.phoneCountries,
    };
  }) as Promise<RegistrationSettings>;
}
