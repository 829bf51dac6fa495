import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formFlag, formList, formText } from '../api/form-params.ts';

/** Contact of spec §3; phone_country_code (the phone code, e.g. '+55') only on phones. */
export const contactSchema = z.object({
  type: z.enum(['email', 'phone']),
  contact: z.string(),
  is_confirmed: z.boolean(),
  is_subscribed: z.boolean(),
  phone_country_code: z.string().nullable().optional(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The optional parts of getprofileinfo, asked for with `fields`. */
export const profileExtras = ['contacts', 'document'] as const;
export type ProfileExtra = (typeof profileExtras)[number];

/** Profile of spec §3: `document` and `contacts` only when asked for in `fields`. */
export const profileSchema = z.object({
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  sex: z.number().int(),
  birth_date: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  region: z.string().nullable(),
  home_town: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  document: z.object({ type: z.string().nullable(), number: z.string().nullable() }).optional(),
  contacts: z.array(contactSchema).optional(),
});
export type Profile = z.infer<typeof profileSchema>;

const selectOptionSchema = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/** Field definition of spec §3, as the content service lists it. */
export const fieldDefinitionSchema = z.object({
  sysname: z.string(),
  type: z.enum(['input', 'password', 'date', 'select', 'country_code', 'region', 'phone']),
  params: z.object({ is_required: z.boolean(), is_visible: z.boolean() }),
  options: z
    .object({
      mask: z.union([z.string(), z.array(z.string())]).optional(),
      select: z.array(selectOptionSchema).optional(),
      regex: z.string().optional(),
      /** Which content list fills the field: countries, regions or phoneCountries. */
      source: z.string().optional(),
      /** A phone field's preselected country. */
      defaultCountry: z.string().optional(),
    })
    .optional(),
});
export type FieldDefinitionData = z.infer<typeof fieldDefinitionSchema>;

/** A country of the phone field (spec §3 Field definition: phone options). */
export const phoneCountrySchema = z.object({
  country_code: z.string(),
  phone_code: z.string(),
  name: z.string(),
  mask: z.union([z.string(), z.array(z.string())]),
});

// Min 0: a value of spaces reaches the shared validators, which answer with the spec's messages.
const profileText = formText({ min: 0, max: 255 }).optional();

/** Profile fields saveProfileInfo stores, by their spec §3 sysnames. */
export const profileInputSchema = z.object({
  first_name: profileText,
  middle_name: profileText,
  last_name: profileText,
  birth_date: profileText,
  sex: profileText,
  country: profileText,
  country_code: profileText,
  region: profileText,
  home_town: profileText,
  address: profileText,
  postcode: profileText,
  document_type: profileText,
  document_number: profileText,
});
export type ProfileInput = z.output<typeof profileInputSchema>;

const contactParam = formText({ max: 254 });
// Optional here: the service's shared validators answer a missing or wrong value with the spec's messages.
const codeParam = formText({ max: 10 }).optional();
// A signed link from an e-mail (decision 0029); the service tells a forged, expired or used one.
const mailLinkToken = formText({ max: 200 }).optional();

export const profileContract = {
  'account.getprofileinfo': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The player's profile (spec §3 Profile); `fields` adds `contacts` and/or `document`. A document " +
      'number is shown only when the document type is cpf.',
    params: z.object({ fields: formList(z.enum(profileExtras)).optional() }),
    result: profileSchema,
  }),
  'account.saveProfileInfo': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Saves the given profile fields, each checked against the profile field set of the content service; ' +
      'with any field wrong, nothing is saved.',
    params: profileInputSchema,
    result: z.literal(1),
  }),
  // Public: the registration form re-fetches the fields when the country changes (spec §4), before sign-in.
  'account.getPersonalDataFields': defineAction({
    method: 'GET',
    access: 'public',
    summary: "The profile field set for a country (the region field lists that country's regions).",
    params: z.object({ country: formText({ max: 2 }).optional() }),
    result: z.array(fieldDefinitionSchema),
  }),
  'account.getContactPhoneSettings': defineAction({
    method: 'GET',
    access: 'public',
    summary: 'The countries a phone contact may have, with their masks, and the preselected one.',
    params: z.object({}),
    result: z.object({ countries: z.array(phoneCountrySchema), default_country: z.string().nullable() }),
  }),
  'account.addcontact': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Adds an unconfirmed email or phone contact (`phone_country_code`, e.g. +55, is required for a phone). ' +
      'A contact registered by anyone is refused.',
    params: z.object({
      type: z.enum(['email', 'phone']),
      contact: formText({ max: 254 }).optional(),
      phone_country_code: formText({ max: 8 }).optional(),
    }),
    result: z.literal(1),
  }),
  'account.sendconfirmationtocontact': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      "Sends a 6-digit confirmation code to one of the player's contacts; at most once a minute " +
      '(TooManyRequestsException with error_data.resend_time).',
    params: z.object({ contact: contactParam }),
    result: z.literal(1),
  }),
  'account.confirmContact': defineAction({
    method: 'POST',
    access: 'public',
    summary:
      'Confirms a contact of the signed-in player with the newest code sent to it (30 minutes, 5 attempts, usable once), or, with `token`, the contact a confirmation link from an e-mail names (24 hours, usable once; no session needed).',
    params: z.object({ contact: contactParam.optional(), code: codeParam, token: mailLinkToken }),
    result: z.literal(1),
  }),
  'account.changeSubscription': defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Subscribes (1) or unsubscribes (0) one contact from mailings.',
    params: z.object({ contact: contactParam, subscription: formFlag() }),
    result: z.literal(1),
  }),
  'account.unsubscribe': defineAction({
    method: 'POST',
    access: 'public',
    summary:
      "Unsubscribes every contact of the signed-in player from mailings, or, with `token`, of the player an e-mail's unsubscribe link names (also its one-click List-Unsubscribe-Post; no session needed, usable once).",
    params: z.object({ token: mailLinkToken }),
    result: z.literal(1),
  }),
  'account.changefakename': defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Changes the name shown to other players (at least 4 characters, no special symbols).',
    params: z.object({ fakename: formText({ min: 0, max: 64 }).optional() }),
    result: z.literal(1),
  }),
  'account.setCurrency': defineAction({
    method: 'POST',
    access: 'user',
    summary: "Sets the player's currency to one of getgeneralinfo available_currencies.",
    params: z.object({ currency: formText({ max: 3 }) }),
    result: z.literal(1),
  }),
  'account.changeTwoFactorAuth': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Turns two-factor sign-in on (`enable`=1) or off (`enable`=0); both need the current `password`. Method `code` sends ' +
      'a code to a confirmed contact at sign-in and answers 1; method `totp` answers a new authenticator ' +
      'secret, active once account.confirmTwoFactorAuth accepts a code from it.',
    params: z.object({
      enable: formFlag(),
      method: z.enum(['code', 'totp']).default('code'),
      password: formText({ max: 200 }).optional(),
    }),
    result: z.union([
      z.literal(1),
      // qr_code: the otpauth URI as a QR code image (SVG data URL) for the authenticator app to scan.
      z.object({ secret: z.string(), otpauth_uri: z.string(), qr_code: z.string() }),
    ]),
  }),
  'account.confirmTwoFactorAuth': defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Activates authenticator sign-in with a current code from the secret changeTwoFactorAuth gave.',
    params: z.object({ code: codeParam }),
    result: z.literal(1),
  }),
} as const;
