import { whatsAppChatUrl } from '../../../engine/format/phone-number';
import { whatsAppShareUrl } from '../../../engine/format/share-caption';
import {
  guestMessage,
  NO_EVENT_DATE,
  NO_EVENT_NAME,
  type MessageContext,
  type OwnerMessages,
} from '../../../engine/messages/guest-message';
import type { MessageKind } from '../../../schemas/requests/guest-messages';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { publicLink } from './public-link';

/** A guest's personal link: the invitation's address with their code (`/<slug>?to=<code>`). */
export function personalLink(slug: string, code: string): string {
  return `${publicLink(slug)}?to=${encodeURIComponent(code)}`;
}

/** What the owner's messages are made of: their templates, share caption and the invitation's values. */
export type GuestMessageSource = OwnerMessages & { context: MessageContext };

/** Until the templates are read: the defaults, with neither couple nor day. */
export const NO_MESSAGE_SOURCE: GuestMessageSource = {
  context: { couple: '', date: NO_EVENT_DATE, events: NO_EVENT_NAME },
};

type MessageGuest = Pick<OwnerGuest, 'name' | 'code' | 'whatsapp_number'>;

/** A kind of message for one guest, filled in (engine/messages/guest-message.ts). */
export function guestMessageText(
  guest: MessageGuest,
  slug: string,
  source: GuestMessageSource | undefined,
  kind: MessageKind = 'invitation',
): string {
  const { context, ...messages } = source ?? NO_MESSAGE_SOURCE;
  return guestMessage(kind, messages, { ...context, guestName: guest.name, link: personalLink(slug, guest.code) });
}

/**
 * 'Kirim via WhatsApp' of one guest, and the sending queue's button: the kind's message for them in
 * the chat with their number; without a number WhatsApp lets the owner pick the chat.
 */
export function guestWhatsAppUrl(
  guest: MessageGuest,
  slug: string,
  source: GuestMessageSource | undefined,
  kind: MessageKind = 'invitation',
): string {
  const text = guestMessageText(guest, slug, source, kind);
  return guest.whatsapp_number ? whatsAppChatUrl(guest.whatsapp_number, text) : whatsAppShareUrl(text);
}
