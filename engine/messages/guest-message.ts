import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import type { MessageKind } from '../../schemas/requests/guest-messages';
import { eventsInOrder, mainEvent } from '../content/main-event';
import { formatEventDate } from '../format/event-time';
import { zoneOf } from '../format/zoned-date-time';
import { ANY_GUEST } from '../format/share-caption';

/**
 * The WhatsApp messages an owner sends each guest (docs/product.md#sending): one template per kind
 * (the invitation, a reminder, a thank-you) with placeholders, filled in for one guest. The one home
 * of these messages: the sending queue, the guest list's 'Kirim via WhatsApp' and the template
 * editor's preview all call `guestMessage`.
 */

/** The placeholders a template may hold, each with what it becomes. */
export const MESSAGE_PLACEHOLDERS = {
  '{nama}': 'nama tamu',
  '{pasangan}': 'nama pasangan',
  '{tanggal}': 'tanggal acara utama',
  '{acara}': 'nama acara',
  '{link}': 'tautan pribadi tamu',
} as const;

/** What fills a template for one guest. */
export type MessageValues = {
  guestName: string;
  /** The couple by their nicknames: "Raka & Ayu". */
  couple: string;
  /** The main event's day: "Sabtu, 12 Juni 2027". */
  date: string;
  /** The events by name: "Akad Nikah dan Resepsi". */
  events: string;
  /** The guest's personal link. */
  link: string;
};

/** The invitation's part of the values (the same for every guest). */
export type MessageContext = Pick<MessageValues, 'couple' | 'date' | 'events'>;

/** The messages of an owner who wrote none: they name the guest, the couple and the day. */
export const DEFAULT_MESSAGE_TEMPLATES: Record<MessageKind, string> = {
  invitation: [
    'Kepada Yth.',
    '{nama}',
    '',
    'Tanpa mengurangi rasa hormat, kami mengundang Bapak/Ibu/Saudara/i untuk hadir di acara pernikahan kami, {pasangan}, pada {tanggal} ({acara}).',
    '',
    'Informasi lengkap acara dan konfirmasi kehadiran dapat dilihat melalui tautan berikut:',
    '{link}',
    '',
    'Merupakan suatu kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir dan memberikan doa restu.',
    '',
    'Terima kasih.',
    '{pasangan}',
  ].join('\n'),
  reminder: [
    'Halo {nama},',
    '',
    'Kami ingin mengingatkan undangan pernikahan {pasangan} pada {tanggal}. Kami belum menerima konfirmasi kehadiran Bapak/Ibu/Saudara/i.',
    '',
    'Mohon konfirmasi kehadiran melalui tautan berikut:',
    '{link}',
    '',
    'Terima kasih.',
    '{pasangan}',
  ].join('\n'),
  thank_you: [
    'Halo {nama},',
    '',
    'Terima kasih telah hadir dan memberikan doa restu di acara pernikahan kami pada {tanggal}. Kehadiran Bapak/Ibu/Saudara/i sangat berarti bagi kami.',
    '',
    'Kenangan acara dapat dilihat kembali di:',
    '{link}',
    '',
    'Salam hangat,',
    '{pasangan}',
  ].join('\n'),
};

/** Kinds whose message must lead to the invitation: their link is added at the end when the template has none. */
const LINK_REQUIRED: Record<MessageKind, boolean> = { invitation: true, reminder: true, thank_you: false };

/** What the owner keeps: their templates by kind (any may be missing) and the older share caption. */
export type OwnerMessages = {
  templates?: Partial<Record<MessageKind, string | null>> | null;
  /** The invitation's share caption (docs/product.md#share-caption): the invitation's message before templates. */
  caption?: string | null;
};

/** The template a kind uses: the owner's, else (for the invitation) their share caption, else the default. */
export function templateOf(kind: MessageKind, { templates, caption }: OwnerMessages): string {
  const own = templates?.[kind];
  if (own?.trim()) return own;
  if (kind === 'invitation' && caption?.trim()) return caption;
  return DEFAULT_MESSAGE_TEMPLATES[kind];
}

const PLACEHOLDER = /\{(?:nama|pasangan|tanggal|acara|link)\}/g;

/**
 * A template filled in: each placeholder becomes its value in one pass (a name that reads "{link}"
 * stays a name); a guest without a name is greeted as ANY_GUEST. With `linkRequired` a template that
 * holds no {link} gets the link on a line of its own at the end.
 */
export function fillMessage(template: string, values: MessageValues, linkRequired = false): string {
  const by: Record<string, string> = {
    '{nama}': values.guestName.trim() || ANY_GUEST,
    '{pasangan}': values.couple,
    '{tanggal}': values.date,
    '{acara}': values.events,
    '{link}': values.link,
  };
  const filled = template.replace(PLACEHOLDER, (placeholder) => by[placeholder] ?? placeholder);
  return linkRequired && !template.includes('{link}') ? `${filled.trimEnd()}\n\n${values.link}` : filled;
}

/** The message of a kind for one guest, from the owner's templates. */
export function guestMessage(kind: MessageKind, messages: OwnerMessages, values: MessageValues): string {
  return fillMessage(templateOf(kind, messages), values, LINK_REQUIRED[kind]);
}

/** Said for {tanggal} and {acara} while the invitation has no event yet. */
export const NO_EVENT_DATE = 'hari bahagia kami';
export const NO_EVENT_NAME = 'acara pernikahan';

/** Names joined as people say them: "A", "A dan B", "A, B dan C". */
const joinedNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} dan ${names[names.length - 1]}`;

type ContextEvent = Pick<InvitationEvent, 'label' | 'start_date' | 'is_main_event'> & { extra?: unknown };

/** The invitation's values: the couple's nicknames, the main event's day in its time zone, the events by name. */
export function messageContextOf(
  couple: { groom?: string | null; bride?: string | null },
  events: readonly ContextEvent[],
): MessageContext {
  const main = mainEvent(events);
  const zone = zoneOf((main?.extra as { timezone?: unknown } | null | undefined)?.timezone);
  const names = eventsInOrder(events)
    .map((event) => event.label.trim())
    .filter(Boolean);
  return {
    couple: [couple.groom, couple.bride].filter((name) => name?.trim()).join(' & '),
    date: (main && formatEventDate(main.start_date, zone)) || NO_EVENT_DATE,
    events: joinedNames([...new Set(names)]) || NO_EVENT_NAME,
  };
}
