/**
 * Every message the validators of spec §5 can produce, keyed by its path in content/messages/*.json,
 * with the English text of en.json. The server answers with these texts when it has no translation.
 */
export const ENGLISH_VALIDATION_MESSAGES = {
  'validation.required': 'Field is required',
  'validation.email': 'Wrong email address',
  'validation.minLength': 'Min length is $$min$$',
  'validation.maxLength': 'Max length is $$max$$',
  'validation.phone': 'Wrong phone number',
  'validation.fakename': 'Wrong fake name',
  'validation.password': 'Wrong password',
  'validation.name': 'Wrong symbols in name',
  'validation.address': 'Wrong address',
  'validation.iban': 'Wrong iban',
  'validation.minValue': 'Min value is $$min$$',
  'validation.maxValue': 'Max value is $$max$$',
  'validation.date': 'Wrong date',
  'validation.popup.required': 'Value is required',
  'validation.popup.email': 'Value is not a valid email address',
  'validation.popup.minLength': 'This field should be at least $$min$$ characters long',
  'validation.popup.maxLength': 'The maximum length allowed is $$max$$',
  'validation.requiredField': 'Required field',
  'validation.wrongField': 'Wrong field',
  'validation.insertPhone': 'insert phone number',
  'validation.wrongPhoneFormat': 'wrong phone format',
  'validation.insertEmail': 'insert email address',
  'validation.wrongEmailFormat': 'wrong email address',
  'validation.passwordsNotEqual': 'passwords not equal',
  'validation.passwordForbiddenChars': 'Password contains forbidden characters: $$chars$$',
  'validation.passwordSpace': 'space',
  'validation.minSymbols': 'Min count of symbols is $$min$$',
  'validation.specialSymbols': 'Special symbols are not allowed',
  'validation.sumRange': 'Amount must be between $$min$$ and $$max$$',
  'validation.codeDigits': 'The code must contain 6 digits',
  'validation.truthyCheckbox': 'Please tick this box to continue',
  'validation.sex': 'Please choose',
  // The spec leaves these three texts unshown and the message files lack them: proposed English.
  'validation.sameAs': 'Values do not match',
  'validation.regex': 'Wrong format',
  'validation.cardNumber': 'Wrong card number',
  // The platform's own refusals of a field that no validator makes: in the dictionary too, so a form
  // shows them in the player's language (spec §8) like the validators' texts.
  'validation.server.emailTaken': 'This email is already registered',
  'validation.server.phoneTaken': 'This phone number is already registered',
  'validation.server.contactInProfile': 'This contact is already in your profile',
  'validation.server.contactNotInProfile': 'This contact is not in your profile',
  'validation.server.contactConfirmed': 'This contact is already confirmed',
  'validation.server.currencyUnavailable': 'This currency is not available',
  'validation.server.codeInvalid': 'The code is invalid or has expired',
  // Outside the validation section, but spec §5 names them as the messages of these checks.
  'common.promoCodeErrors.INVALID': 'Invalid promo code',
  'profile.smsCodeError': 'Wrong SMS code',
} as const satisfies Record<string, string>;

export type ValidationMessageKey = keyof typeof ENGLISH_VALIDATION_MESSAGES;

/** A list parameter is joined for display; a nested message is translated first (e.g. "space"). */
export type MessageParam = string | number | ValidationMessage | readonly (string | ValidationMessage)[];

/** What a failed check returns: the UI translates `key`, the server may answer in English. */
export interface ValidationMessage {
  readonly key: ValidationMessageKey;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** Spec §5 gives the required, email, minLength and maxLength texts twice: site-wide and in the registration popup. */
export type MessageVariant = 'default' | 'popup';

const VARIANT_KEYS = {
  required: { default: 'validation.required', popup: 'validation.popup.required' },
  email: { default: 'validation.email', popup: 'validation.popup.email' },
  minLength: { default: 'validation.minLength', popup: 'validation.popup.minLength' },
  maxLength: { default: 'validation.maxLength', popup: 'validation.popup.maxLength' },
} as const satisfies Record<string, Record<MessageVariant, ValidationMessageKey>>;

export function variantKey(rule: keyof typeof VARIANT_KEYS, variant: MessageVariant): ValidationMessageKey {
  return VARIANT_KEYS[rule][variant];
}
