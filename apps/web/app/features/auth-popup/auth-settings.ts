import type { FieldDefinition, FieldOptions } from '@casino/shared/validation/field-definition';
import type { PhoneCountry } from '@casino/shared/validation/phone-masks';
import { type Loaded, useLoad } from '../../lib/load-status.ts';

/** A registration field; a phone field may name the country it preselects. */
export type RegistrationField = FieldDefinition & { options?: FieldOptions & { defaultCountry?: string } };

/** An auth type of spec §3 Auth config: which form a registration variant shows. */
export interface AuthType {
  id: string;
  component: 'form' | 'fast' | 'social' | (string & {});
  label: string;
  /** The field whose value is the login in fast mode. */
  field: string;
  isFast: boolean;
}

export interface SocialButton {
  id: string;
  icon: string;
  name: string;
}

/** The auth popup's side banner (cms-config `auth.banner`). */
export interface AuthBanner {
  image?: { desktop?: string; mobile?: string; compact?: string };
  label?: string;
  value?: string;
  addition?: string;
  /** `compact` shows the compact variant. */
  banner_type?: string;
}

/** The slice of cms-config the authentication popup needs (spec §3 Auth config and form field sets). */
export interface AuthSettings {
  auth: {
    showPromocode: boolean;
    showPromoFieldByDefault: boolean;
    terms: { isActive: boolean; defaultValue: boolean };
    notify: { isActive: boolean; defaultValue: boolean };
    markBetting: boolean;
    /** The email-confirm popup joins the queue after a registration (spec §4); on unless false. */
    confirmEmailPopup?: boolean;
    /** Registration offers the loyalty characters (spec §2.2, §3). */
    showCharacterSelect?: boolean;
    banner?: AuthBanner;
    authTypes?: AuthType[];
    socialButtons?: SocialButton[];
    /** Spec §3 currency settings (read through `currencySettings`). */
    currency?: unknown;
  };
  /** The backend config flags (spec §3); the forms read `validationTiming`. */
  flags?: Record<string, unknown>;
  forms: {
    registration: RegistrationField[];
    fastRegistration?: RegistrationField[];
    /** The restore view's fields (spec §5); the login alone without them. */
    restore?: RegistrationField[];
    countries: {
      code: string;
      name: string;
      regions?: { code: string; name: string }[];
      /** The currencies the country's players may hold, its own first; none listed offers every one. */
      currencies?: string[];
    }[];
    phoneCountries: PhoneCountry[];
  };
}

const cache = new Map<string, Promise<AuthSettings>>();

/** Loaded once per locale when the popup first opens, so pages do not carry the form definitions. */
export function loadAuthSettings(locale: string): Promise<AuthSettings> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = fetch(`/nfx/cms-config/${encodeURIComponent(locale)}`).then(async (response) => {
      if (!response.ok) throw new Error(`cms-config ${response.status}`);
      return (await response.json()) as AuthSettings;
    });
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}

/** The settings for the page's locale, as they load. */
export function useAuthSettings(locale: string): Loaded<AuthSettings> {
  return useLoad(() => loadAuthSettings(locale), [locale]);
}
