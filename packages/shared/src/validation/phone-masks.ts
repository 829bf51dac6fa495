/** A country of the phone field (spec §3 Field definition: phone options). */
export interface PhoneCountry {
  country_code: string;
  /** With its plus sign, e.g. '+49'. */
  phone_code: string;
  name: string;
  /** '#' takes a digit, anything else is printed as is. A list holds the number lengths the country uses. */
  mask: string | readonly string[];
}

export interface DetectedPhone {
  country: PhoneCountry;
  /** The number without the phone code, digits only. */
  nationalDigits: string;
}

const DIGIT_SLOT = '#';
// Without a country there is no mask to match: accept the lengths E.164 allows for a full number.
const FALLBACK_MIN_DIGITS = 7;
const FALLBACK_MAX_DIGITS = 15;
// Besides digits a phone value may carry the punctuation its mask prints.
const PHONE_CHARACTERS = /^[\d\s()+.-]*$/;

/** The phone input takes digits only (spec §5). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

interface FilledMask {
  text: string;
  /** How many of the digits the mask took. */
  used: number;
  /** Every slot of the mask got a digit. */
  complete: boolean;
}

/**
 * Writes digits into a mask. A digit the mask prints itself (Argentina's mobile '9') is taken from
 * the input when the input has it there, so a pasted full number keeps its digits.
 */
function fillMask(digits: string, mask: string): FilledMask {
  let text = '';
  let used = 0;
  let slotsLeft = [...mask].filter((char) => char === DIGIT_SLOT).length;
  for (const char of mask) {
    if (used >= digits.length) break;
    if (char === DIGIT_SLOT) {
      text += digits[used++];
      slotsLeft--;
    } else {
      text += char;
      if (digits[used] === char) used++;
    }
  }
  return { text, used, complete: slotsLeft === 0 };
}

/** Digits a mask holds: its slots plus the digits it prints itself. */
function capacity(mask: string): number {
  return [...mask].filter((char) => char === DIGIT_SLOT || (char >= '0' && char <= '9')).length;
}

/** Shortest first, so the growing input of a country with several lengths picks the one it fits. */
function masksByLength(mask: string | readonly string[]): string[] {
  const masks = typeof mask === 'string' ? [mask] : [...mask];
  return masks.sort((a, b) => capacity(a) - capacity(b));
}

/** The digits as the country's mask shows them, while typing too; digits beyond the longest mask are dropped. */
export function formatPhone(digits: string, mask: string | readonly string[]): string {
  const masks = masksByLength(mask);
  let filled: FilledMask | undefined;
  for (const candidate of masks) {
    filled = fillMask(digits, candidate);
    if (filled.used === digits.length) return filled.text;
  }
  return filled?.text ?? digits;
}

/** The value's digits fill one of the masks exactly. */
export function matchesPhoneMask(value: string, mask: string | readonly string[]): boolean {
  const digits = phoneDigits(value);
  return masksByLength(mask).some((candidate) => {
    const filled = fillMask(digits, candidate);
    return filled.complete && filled.used === digits.length;
  });
}

/** A complete number for the country's mask, or a plausible full number when no country is chosen. */
export function isPhoneFormat(value: string, country?: PhoneCountry): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  if (country) return matchesPhoneMask(value, country.mask);
  const count = phoneDigits(value).length;
  return count >= FALLBACK_MIN_DIGITS && count <= FALLBACK_MAX_DIGITS;
}

/**
 * The country of a pasted number, by its leading phone code (spec §5). A number written
 * internationally ('+49…', '0049…') is matched by the longest code. A number without that prefix
 * stays with the current country when it fits its mask (it is a national number); otherwise a code
 * is taken only if the rest then fits that country's mask, so national numbers are not misread.
 * Countries sharing a code (US and Canada) keep the current one, else the first listed.
 */
export function detectPhoneCountry(
  pasted: string,
  countries: readonly PhoneCountry[],
  current?: PhoneCountry,
): DetectedPhone | null {
  const trimmed = pasted.trim();
  const international = /^(\+|00)/.test(trimmed);
  const digits = trimmed.startsWith('00') ? phoneDigits(trimmed).slice(2) : phoneDigits(trimmed);
  if (!international && current && matchesPhoneMask(digits, current.mask)) {
    return { country: current, nationalDigits: digits };
  }
  const isCurrent = (country: PhoneCountry) => country.country_code === current?.country_code;
  const candidates = countries
    .map((country, index) => ({ country, index, code: phoneDigits(country.phone_code) }))
    .filter(({ country, code }) => {
      if (code === '' || !digits.startsWith(code)) return false;
      return international || matchesPhoneMask(digits.slice(code.length), country.mask);
    })
    .sort(
      (a, b) =>
        b.code.length - a.code.length ||
        Number(isCurrent(b.country)) - Number(isCurrent(a.country)) ||
        a.index - b.index,
    );
  const best = candidates[0];
  return best ? { country: best.country, nationalDigits: digits.slice(best.code.length) } : null;
}
