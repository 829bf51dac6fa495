// A saved card as the cashier lists it: first six digits, three dots, last four digits.
const MASKED_CARD = /^\d{6}\.{3}\d{4}$/;
// Payment card numbers are 12 to 19 digits (ISO/IEC 7812); shorter Luhn-valid strings are not cards.
const CARD_DIGITS = /^\d{12,19}$/;
/** The cashier's choice "add a new card" travels in the card field as this word. */
const NEW_CARD = 'new';

export function isValidCardNumber(value: string): boolean {
  if (value === NEW_CARD || MASKED_CARD.test(value)) return true;
  const digits = value.replace(/[\s-]/g, '');
  return CARD_DIGITS.test(digits) && isLuhnValid(digits);
}

function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
