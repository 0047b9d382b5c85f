/** +62, 62 or 0, then 8, then a digit 1-9, then 6 to 9 digits (docs/product.md#phone-number). */
export const WHATSAPP_NUMBER_PATTERN = '^(\\+62|62|0)8[1-9][0-9]{6,9}$';
export const MESSAGING_SERVICE = 'WhatsApp';
