import type { PaymentMethodView } from '@casino/shared/contract/cashier.contract';
import { validateCardHolder, validateText } from '@casino/shared/validation/field-validators';
import type { ValidationMessage } from '@casino/shared/validation/messages';
import { checkCardNumber, checkIban } from '@casino/shared/validation/rules';

/** The payout details a withdrawal needs, named as makewithdrawal's parameters. */
export type RequisiteField = 'card_number' | 'card_holder' | 'iban' | 'wallet';

export type RequisiteValues = Partial<Record<RequisiteField, string>>;

/** Cards need number and holder, bank transfers an IBAN, e-wallets and crypto an account or address. */
export function requisiteFields(type: PaymentMethodView['type']): RequisiteField[] {
  switch (type) {
    case 'card':
      return ['card_number', 'card_holder'];
    case 'bank':
      return ['iban'];
    default:
      return ['wallet'];
  }
}

/** The first problem of one requisite, by the spec §5 validators. */
export function requisiteError(field: RequisiteField, value: string | undefined): ValidationMessage | null {
  const text = (value ?? '').trim();
  switch (field) {
    case 'card_number':
      return validateText(text) ?? checkCardNumber(text);
    case 'card_holder':
      return validateCardHolder(text);
    case 'iban':
      return validateText(text) ?? checkIban(text);
    case 'wallet':
      return validateText(text);
  }
}

/** Every requisite error of the method, by field. */
export function requisiteErrors(
  type: PaymentMethodView['type'],
  values: RequisiteValues,
): Partial<Record<RequisiteField, ValidationMessage>> {
  const errors: Partial<Record<RequisiteField, ValidationMessage>> = {};
  for (const field of requisiteFields(type)) {
    const error = requisiteError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The values sent: card numbers and IBANs without the spaces they are printed with. */
export function requisiteParams(type: PaymentMethodView['type'], values: RequisiteValues): RequisiteValues {
  const params: RequisiteValues = {};
  for (const field of requisiteFields(type)) {
    const text = (values[field] ?? '').trim();
    if (field === 'card_number') params[field] = /^[\d\s-]+$/.test(text) ? text.replace(/[\s-]/g, '') : text;
    else if (field === 'iban') params[field] = text.replace(/\s+/g, '').toUpperCase();
    else params[field] = text;
  }
  return params;
}

/** The field's label key under `cashier.requisites` (the wallet field is named per method). */
export function requisiteLabelKey(
  field: RequisiteField,
  method: Pick<PaymentMethodView, 'sysname' | 'type'>,
) {
  switch (field) {
    case 'card_number':
      return 'cashier.requisites.cardNumber';
    case 'card_holder':
      return 'cashier.requisites.cardHolder';
    case 'iban':
      return 'cashier.requisites.iban';
    case 'wallet':
      if (method.type === 'crypto') return 'cashier.requisites.cryptoAddress';
      return method.sysname === 'pix' ? 'cashier.requisites.pixKey' : 'cashier.requisites.walletAccount';
  }
}

/** The browser's autofill hint for each field. */
export const REQUISITE_AUTOCOMPLETE: Record<RequisiteField, string> = {
  card_number: 'cc-number',
  card_holder: 'cc-name',
  iban: 'off',
  wallet: 'off',
};

/**
 * The method's last used requisite (from getwithdrawsettings). The platform keeps it masked, so it is
 * shown as a reminder beside the first field, not filled in.
 */
export function savedRequisite(
  method: Pick<PaymentMethodView, 'sysname'>,
  saved: readonly { method: string; value: string }[],
): string | null {
  return saved.find((entry) => entry.method === method.sysname)?.value ?? null;
}
