/** +62, 62 or 0, then 8, then a digit 1-9, then 6 to 9 digits (docs/product.md#phone-number). */
export const WHATSAPP_NUMBER_PATTERN = '^(\\+62|62|0)8[1-9][0-9]{6,9}$';
export const MESSAGING_SERVICE = 'WhatsApp';

/** What people put between a number's digits: spaces, dashes, dots, brackets. */
const NUMBER_SEPARATORS = /[\s\-.()]/g;

/**
 * A number as typed ('0812-3456 7890', '(0812) 3456.7890') without its separators, so SPEC's rule
 * checks the digits alone ('081234567890'); any other text is left for the rule to refuse. Small and
 * plain: the guest page's gift form and the server use it before validation.
 */
export function withoutNumberSeparators(typed: string): string {
  return typed.trim().replace(NUMBER_SEPARATORS, '');
}
