import type { Contact } from '@casino/shared/contract/profile.contract';
import { formatPhone, type PhoneCountry, phoneDigits } from '@casino/shared/validation/phone-masks';

/**
 * Spec §4 "Profile contact": a contact form is dirty after editing and clean after saving, and
 * confirming a contact clears the code.
 */

export interface NewContactState {
  value: string;
  /** What was last saved from this form: typing it again is no change. */
  saved: string;
}

export type NewContactEvent = { type: 'edit'; value: string } | { type: 'saved' };

/** Saving empties the input: the saved contact moves to the list, the form is ready for another. */
export function newContactReducer(state: NewContactState, event: NewContactEvent): NewContactState {
  return event.type === 'edit' ? { ...state, value: event.value } : { value: '', saved: state.value };
}

export function isContactDirty(state: NewContactState): boolean {
  return state.value.trim() !== '' && state.value.trim() !== state.saved.trim();
}

export interface ConfirmState {
  code: string;
  /** A code has been sent, so the code field shows. */
  codeSent: boolean;
}

export type ConfirmEvent = { type: 'codeSent' } | { type: 'editCode'; code: string } | { type: 'confirmed' };

export function confirmReducer(state: ConfirmState, event: ConfirmEvent): ConfirmState {
  switch (event.type) {
    case 'codeSent':
      return { ...state, codeSent: true };
    case 'editCode':
      // Codes are 6 digits (spec §9); anything else typed or pasted is dropped.
      return { ...state, code: phoneDigits(event.code).slice(0, 6) };
    case 'confirmed':
      return { code: '', codeSent: false };
  }
}

/**
 * How a contact reads: a phone is stored as all its digits, shown as its dialling code and the
 * number in that country's mask.
 */
export function contactText(contact: Contact, countries: readonly PhoneCountry[]): string {
  if (contact.type === 'email') return contact.contact;
  const code = contact.phone_country_code ?? '';
  const codeDigits = phoneDigits(code);
  const national = contact.contact.startsWith(codeDigits)
    ? contact.contact.slice(codeDigits.length)
    : contact.contact;
  const country = countries.find((each) => phoneDigits(each.phone_code) === codeDigits);
  const number = country ? formatPhone(national, country.mask) : national;
  return code ? `${code} ${number}` : number;
}
