import type { PhoneCountry } from '@casino/shared/validation/phone-masks';
import type { FormEvent } from 'react';
import { useCallback } from 'react';
import { useT } from '../../lib/i18n.ts';
import { type SubmitOptions, useFormSubmit } from '../../lib/use-form-submit.ts';
import type { RegistrationField } from './auth-settings.ts';
import { type Values, validateRegistration } from './registration-values.ts';

export interface RegistrationSubmit {
  fields: readonly RegistrationField[];
  values: Values;
  fastMode: boolean;
  phoneCountry: PhoneCountry | undefined;
  terms: { accepted: boolean; required: boolean };
  /** The promo code field, when the form has one (shown: the player ticked "I have a promo code"). */
  promo?: { shown: boolean; value: string };
  /** The platform call; it throws the refusal. */
  send: () => Promise<unknown>;
  /** The notice of a refusal that names no field (default: the registration's server-error text). */
  notice?: SubmitOptions['notice'];
}

/**
 * Spec §8: the platform's `phone` and `mobile` name the one phone number (the registration calls it
 * `mobile`, the profile's contacts `phone`): a field error under either name goes to the one the form has.
 */
export function phoneMobileRename(fields: readonly { sysname: string }[]): Record<string, string> {
  const names = new Set(fields.map((field) => field.sysname));
  if (names.has('mobile') && !names.has('phone')) return { phone: 'mobile' };
  if (names.has('phone') && !names.has('mobile')) return { mobile: 'phone' };
  return {};
}

/**
 * The submit of both registration forms, the popup's and the social sign-up's completion (spec §4,
 * §5): the fields and the terms are checked with the shared validators, a refusal focuses the first
 * invalid field; the platform's field errors go back to their fields, anything else to the notice.
 */
export function useRegistrationSubmit() {
  const t = useT();
  const form = useFormSubmit();
  const { invalid, lookup, run } = form;
  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>, registration: RegistrationSubmit): Promise<boolean> => {
      event.preventDefault();
      const found = validateRegistration(registration.fields, registration.values, {
        fastMode: registration.fastMode,
        phoneCountry: registration.phoneCountry,
        lookup,
        terms: registration.terms,
        ...(registration.promo ? { promo: registration.promo } : {}),
      });
      if (invalid(found, event.currentTarget)) return false;
      return run(registration.send, {
        notice: registration.notice ?? (() => t('popups.auth.registrationServerError')),
        rename: phoneMobileRename(registration.fields),
      });
    },
    [invalid, lookup, run, t],
  );
  return { ...form, submit };
}
