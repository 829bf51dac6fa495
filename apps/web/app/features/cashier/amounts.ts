import type { PaymentMethodView } from '@casino/shared/contract/cashier.contract';
import { type MinorUnits, toMajor } from '@casino/shared/money/minor-units';
import { validateSum } from '@casino/shared/validation/field-validators';
import type { ValidationMessage } from '@casino/shared/validation/messages';

/*
 * The amount field of the cashier. The API speaks integer minor units (cents); the player types whole
 * currency units, which is what the spec §5 `sum` validator accepts (digits, no leading zero).
 */

export interface AmountLimits {
  /** Whole units. */
  min: number;
  /** Whole units; below `min` when nothing can be paid (e.g. too little to withdraw). */
  max: number;
}

/** A method's range in whole units, capped by what the player has when `available` is given. */
export function amountLimits(
  method: Pick<PaymentMethodView, 'min' | 'max' | 'currency'>,
  available?: MinorUnits,
): AmountLimits {
  const maxMinor = available === undefined ? method.max : Math.min(method.max, available);
  return {
    min: Math.max(1, Math.ceil(toMajor(method.min, method.currency))),
    max: Math.floor(toMajor(Math.max(0, maxMinor), method.currency)),
  };
}

/** The typed amount checked by the shared `sum` validator, with the range message in the currency. */
export function amountError(value: string, limits: AmountLimits, currency: string): ValidationMessage | null {
  return validateSum(value.trim(), { min: limits.min, max: limits.max, currency });
}

/** The method's preset amounts (minor units) that fit the limits, as whole units for the buttons. */
export function presetAmounts(
  presets: readonly MinorUnits[],
  limits: AmountLimits,
  currency: string,
): number[] {
  const seen = new Set<number>();
  for (const preset of presets) {
    const major = toMajor(preset, currency);
    if (!Number.isInteger(major)) continue;
    if (major >= limits.min && major <= limits.max) seen.add(major);
  }
  return [...seen].sort((a, b) => a - b);
}

/** The amount a form starts with: the first preset that fits, else nothing. */
export function initialAmount(
  presets: readonly MinorUnits[],
  limits: AmountLimits,
  currency: string,
): string {
  const first = presetAmounts(presets, limits, currency)[0];
  return first === undefined ? '' : String(first);
}

/** Keeps only digits while typing (the field is numeric; pasted "1,000" becomes "1000"). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '').slice(0, 10);
}
