/**
 * Formats what the mother types as "+55 (DD) NNNNN-NNNN". Non-digits are dropped; the country
 * code is dropped when it is already there (the "+55" we render, or a pasted 55 in front of a
 * full number), so an area code 55 typed by hand is kept.
 */
export function formatPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  const hasCountryCode = input.trimStart().startsWith('+55') || (digits.length > 11 && digits.startsWith('55'));
  if (hasCountryCode) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number.length === 0) return `+55 (${area}`;
  const split = number.length > 8 ? 5 : 4;
  const tail = number.length > split ? `${number.slice(0, split)}-${number.slice(split)}` : number;
  return `+55 (${area}) ${tail}`;
}

/** "+55 (DD) " followed by an 8 or 9 digit number, with or without the hyphen. */
export const PHONE_PATTERN = /^\+55 \(\d{2}\) \d{4,5}-?\d{4}$/;

/** The phone as the webhook receiver wants it: the formatted text without its leading plus. */
export function phoneWithoutPlus(phone: string): string {
  return phone.replace(/^\+/, '');
}
