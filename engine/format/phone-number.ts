import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { WHATSAPP_NUMBER_PATTERN } from '../../schemas/payloads/phone-number';

/**
 * WhatsApp numbers of guests (docs/product.md#phone-number). libphonenumber-js reads what people
 * type or export (0812-3456-7890, +62 812 3456 7890, 62812…, (0812) …) as one number in E.164
 * (+6281234567890); the product then keeps SPEC's rule: an Indonesian mobile number, +62 8[1-9] and
 * 6 to 9 more digits. Only the owner's pages and the server import this (its metadata is ~80 KB).
 */

const rule = new RegExp(WHATSAPP_NUMBER_PATTERN);

/** The number as +62…, or null when it is not an Indonesian WhatsApp number by the rule. */
export function normalizeWhatsAppNumber(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'ID');
  if (!parsed || parsed.countryCallingCode !== '62') return null;
  return rule.test(parsed.number) ? parsed.number : null;
}

/** A stored number as people write it: +62 812 3456 7890 (the input back when it cannot be read). */
export function displayWhatsAppNumber(number: string): string {
  return parsePhoneNumberFromString(number, 'ID')?.formatInternational() ?? number;
}

/** A stored number as written at home: 0812-3456-7890 (the input back when it cannot be read). */
export function nationalWhatsAppNumber(number: string): string {
  return parsePhoneNumberFromString(number, 'ID')?.formatNational() ?? number;
}

/** The chat with this number, with a text ready to send: https://wa.me/6281234567890?text=… */
export function whatsAppChatUrl(number: string, text: string): string {
  const digits = (normalizeWhatsAppNumber(number) ?? number).replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
