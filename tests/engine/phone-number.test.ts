import { describe, expect, it } from 'vitest';
import { displayWhatsAppNumber, normalizeWhatsAppNumber, whatsAppChatUrl } from '../../engine/format/phone-number';
import { WHATSAPP_NUMBER_PATTERN, withoutNumberSeparators } from '../../schemas/payloads/phone-number';

describe('WhatsApp numbers (docs/product.md#phone-number)', () => {
  it('reads 0812…, 62812…, +62 812… and written forms as one number, +62…', () => {
    for (const typed of [
      '081234567890',
      '6281234567890',
      '+62 812-3456-7890',
      '(0812) 3456 7890',
      '+62 (0) 812 3456 7890',
      '0812-3456 7890',
      '0812.3456.7890',
    ]) {
      expect(normalizeWhatsAppNumber(typed)).toBe('+6281234567890');
    }
  });

  it("keeps SPEC's rule: an Indonesian mobile number of the right length, nothing else", () => {
    expect(normalizeWhatsAppNumber('081234567')).toBe('+6281234567');
    for (const refused of ['08123456', '+62 21 555 1234', '+1 415 555 1234', '0812345678901', 'abc', '', '-']) {
      expect(normalizeWhatsAppNumber(refused)).toBeNull();
    }
  });

  it('shows a stored number as people write it, and opens the chat with the text ready', () => {
    expect(displayWhatsAppNumber('+6281234567890')).toBe('+62 812 3456 7890');
    const url = new URL(
      whatsAppChatUrl('0812-3456-7890', 'Halo Budi, ini undangan kami: https://contoh.id/a?to=x&y=1'),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toBe('Halo Budi, ini undangan kami: https://contoh.id/a?to=x&y=1');
  });

  it("takes out only the separators people type, so SPEC's pattern checks the digits (guest page, server)", () => {
    const rule = new RegExp(WHATSAPP_NUMBER_PATTERN);
    expect(withoutNumberSeparators(' 0812-3456 7890 ')).toBe('081234567890');
    expect(withoutNumberSeparators('+62 (812) 3456.7890')).toBe('+6281234567890');
    expect(rule.test(withoutNumberSeparators('0812-3456 7890'))).toBe(true);
    for (const refused of ['021-555 1234', '0812-34', '0812 abc 7890', '+1 415 555 1234']) {
      expect(rule.test(withoutNumberSeparators(refused))).toBe(false);
    }
  });
});
