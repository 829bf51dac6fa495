// IBAN length per country of the SWIFT IBAN registry: the country's format is its length plus the
// common shape (country, two check digits, letters and digits).
const IBAN_LENGTHS = new Map(
  [
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27',
    'DK18 DO28 EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28 HR21 HU28',
    'IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22',
    'MK19 MN20 MR27 MT31 MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24',
    'SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30',
  ]
    .join(' ')
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

const IBAN_SHAPE = /^([A-Z]{2})\d{2}[A-Z0-9]+$/;

/** Spaces are how IBANs are printed, so they are ignored, as is letter case. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  const country = IBAN_SHAPE.exec(iban)?.[1];
  if (country === undefined || IBAN_LENGTHS.get(country) !== iban.length) return false;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;
}

/** ISO 7064 mod 97-10 over the letters-as-numbers form, digit by digit to stay within safe integers. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}
