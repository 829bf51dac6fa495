import type { Contact } from '@casino/shared/contract/profile.contract';
import { validateEmail, validatePhone } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import {
  detectPhoneCountry,
  formatPhone,
  type PhoneCountry,
  phoneDigits,
} from '@casino/shared/validation/phone-masks';
import { contactSaveMessage } from '@casino/shared/validation/server-result-messages';
import { type FormEvent, useReducer, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { InputField, SelectField } from '../../ui/field.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';
import { ConfirmationCodeField, ResendCode } from './confirmation-code.tsx';
import { contactText, isContactDirty, newContactReducer } from './contact-state.ts';
import { SubscriptionToggle } from './subscription-toggle.tsx';
import { useContactConfirmation } from './use-contact-confirmation.ts';

export interface PhoneSettings {
  countries: PhoneCountry[];
  default_country: string | null;
}

/** One contact: its state, its mailings, and for an unconfirmed one the code flow. */
function ContactRow({
  contact,
  countries,
  onChanged,
}: {
  contact: Contact;
  countries: readonly PhoneCountry[];
  onChanged: () => void;
}) {
  const t = useT();
  const confirmation = useContactConfirmation(contact.contact);
  const { busy, notice } = confirmation;
  const text = contactText(contact, countries);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (await confirmation.confirm()) onChanged();
  };

  return (
    <li className="contact">
      <div className="contact__head">
        <span className="contact__type">{t(`profile.contactTypes.${contact.type}`)}</span>
        <span className="contact__value">{text}</span>
        <span className={`badge ${contact.is_confirmed ? 'badge--success' : 'badge--warning'}`}>
          {t(contact.is_confirmed ? 'profile.confirmed' : 'profile.notConfirmed')}
        </span>
      </div>
      <SubscriptionToggle
        contact={contact}
        label={t(`profile.subscribe.${contact.type}`)}
        onChanged={onChanged}
      />
      {contact.is_confirmed ? null : confirmation.codeSent ? (
        <form className="contact__confirm" onSubmit={confirm} noValidate>
          <ConfirmationCodeField confirmation={confirmation} contact={text} />
          <div className="profile-form__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('confirmation.submit')}
            </button>
            <ResendCode confirmation={confirmation} countdownClassName="profile-form__countdown" />
          </div>
        </form>
      ) : (
        <div className="contact__confirm">
          <FormNotice>{notice}</FormNotice>
          <button type="button" className="button button--sm" onClick={confirmation.sendCode} disabled={busy}>
            {t('profile.sendCode')}
          </button>
        </div>
      )}
    </li>
  );
}

/** Adds an email or a phone (dirty after editing, clean after saving: spec §4). */
function AddContactForm({
  type,
  phone,
  onAdded,
}: {
  type: Contact['type'];
  phone: PhoneSettings;
  onAdded: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, run, lookup } = useFormSubmit();
  const [state, dispatch] = useReducer(newContactReducer, { value: '', saved: '' });
  const [countryCode, setCountryCode] = useState(
    () => phone.default_country ?? phone.countries[0]?.country_code ?? '',
  );
  const country = phone.countries.find((each) => each.country_code === countryCode);

  const edit = (typed: string) => {
    if (type === 'email') return dispatch({ type: 'edit', value: typed });
    // A pasted international number picks its country by the leading phone code (spec §5).
    const detected = /^\s*(\+|00)/.test(typed) ? detectPhoneCountry(typed, phone.countries, country) : null;
    const target = detected?.country ?? country;
    if (detected) setCountryCode(detected.country.country_code);
    const digits = detected?.nationalDigits ?? phoneDigits(typed);
    dispatch({ type: 'edit', value: target ? formatPhone(digits, target.mask) : digits });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      type === 'email' ? validateEmail(state.value) : validatePhone(state.value, country ? { country } : {});
    if (problem) return setErrors({ contact: validationMessageText(problem, lookup) });
    let refusal: string | null = null;
    const ok = await run(
      async () => {
        const result = await api('account.addcontact', {
          type,
          contact: state.value.trim(),
          ...(type === 'phone' && country ? { phone_country_code: country.phone_code } : {}),
        });
        // Spec §5: a save answered with anything but 1 is a wrong format.
        const message = contactSaveMessage(type, result);
        refusal = message && validationMessageText(message, lookup);
      },
      { fields: ['contact', 'phone_country_code'] },
    );
    if (refusal) return setErrors({ contact: refusal });
    if (!ok) return;
    dispatch({ type: 'saved' });
    onAdded();
  };

  return (
    <form className="contact-add" onSubmit={submit} noValidate>
      {type === 'phone' ? (
        <SelectField
          label={t('popups.auth.fields.phone_country_code')}
          name="phone_country_code"
          autoComplete="tel-country-code"
          options={phone.countries.map((each) => ({
            value: each.country_code,
            label: `${each.name} (${each.phone_code})`,
          }))}
          value={countryCode}
          onChange={(event) => setCountryCode(event.target.value)}
          error={errors.phone_country_code}
        />
      ) : null}
      <InputField
        label={t(type === 'email' ? 'profile.addEmail' : 'profile.addPhone')}
        name="contact"
        type={type === 'email' ? 'email' : 'tel'}
        inputMode={type === 'email' ? 'email' : 'tel'}
        autoComplete={type === 'email' ? 'email' : 'tel-national'}
        value={state.value}
        onChange={(event) => edit(event.target.value)}
        error={errors.contact}
      />
      <FormNotice>{notice}</FormNotice>
      <button type="submit" className="button button--primary" disabled={busy || !isContactDirty(state)}>
        {t('profile.addContact')}
      </button>
    </form>
  );
}

/** The contact details card: every contact with its confirmation and mailings, and forms to add more. */
export function ContactsSection({
  contacts,
  phone,
  onChanged,
}: {
  contacts: readonly Contact[];
  phone: PhoneSettings;
  onChanged: () => void;
}) {
  return (
    <>
      <ul className="contact-list">
        {contacts.map((contact) => (
          <ContactRow
            key={`${contact.type}:${contact.contact}`}
            contact={contact}
            countries={phone.countries}
            onChanged={onChanged}
          />
        ))}
      </ul>
      <div className="contact-add-list">
        <AddContactForm type="email" phone={phone} onAdded={onChanged} />
        {phone.countries.length > 0 ? (
          <AddContactForm type="phone" phone={phone} onAdded={onChanged} />
        ) : null}
      </div>
    </>
  );
}
