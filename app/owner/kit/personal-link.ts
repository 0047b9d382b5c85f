import { whatsAppChatUrl } from '../../../engine/format/phone-number';
import { fillShareCaption, whatsAppShareUrl } from '../../../engine/format/share-caption';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { publicLink } from './public-link';

/** A guest's personal link: the invitation's address with their code (`/<slug>?to=<code>`). */
export function personalLink(slug: string, code: string): string {
  return `${publicLink(slug)}?to=${encodeURIComponent(code)}`;
}

/**
 * 'Kirim via WhatsApp' of one guest: the owner's caption with the guest's name and personal link,
 * in the chat with the guest's number; without a number WhatsApp lets the owner pick the chat.
 */
export function guestWhatsAppUrl(
  guest: Pick<OwnerGuest, 'name' | 'code' | 'whatsapp_number'>,
  slug: string,
  caption: string | null | undefined,
): string {
  const text = fillShareCaption(caption, { guestName: guest.name, link: personalLink(slug, guest.code) });
  return guest.whatsapp_number ? whatsAppChatUrl(guest.whatsapp_number, text) : whatsAppShareUrl(text);
}
