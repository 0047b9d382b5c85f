import { formatEventDate, formatEventTime, type TimeZoneLabel } from '../../../engine/format/event-time';
import { isoOfZoned, zonedPartsOf, zoneOf } from '../../../engine/format/zoned-date-time';
import { USHER_ACCESS_MAX_DAYS } from '../../../schemas/requests/guestbook';
import type { InvitationEvent } from '../../../schemas/entities/invitation-event.schema';
import type { UsherAccess } from '../../../schemas/responses/guestbook';

/**
 * An usher's access as the owner hands it out (docs/product.md#guestbook): its state, the link that
 * opens the check-in on the usher's phone, when it ends by default, and the WhatsApp message.
 */

const DAY_MS = 86_400_000;

export type UsherState = 'active' | 'expired' | 'revoked';

export const USHER_STATE_LABELS: Record<UsherState, string> = {
  active: 'Aktif',
  expired: 'Kedaluwarsa',
  revoked: 'Dicabut',
};

export function usherState(access: Pick<UsherAccess, 'expires_at' | 'revoked_at'>, now: number): UsherState {
  if (access.revoked_at) return 'revoked';
  return Date.parse(access.expires_at) <= now ? 'expired' : 'active';
}

/** The address an usher opens (or scans): `<origin>/guestbook/<code>` signs them in with the code. */
export const usherLink = (origin: string, code: string): string => `${origin}/guestbook/${encodeURIComponent(code)}`;

/**
 * When a new access ends unless the owner says otherwise: the end (23.59) of the main event's day in
 * its time zone; the end of tomorrow when there is no event ahead; never later than
 * USHER_ACCESS_MAX_DAYS days from now.
 */
export function defaultUsherExpiry(event: InvitationEvent | undefined, now: number): string {
  const zone = zoneOf(event?.extra?.timezone);
  const endOfDay = (iso: string) => isoOfZoned(zonedPartsOf(iso, zone)!.date, '23:59', zone)!;
  const eventEnd = event && endOfDay(event.start_date);
  const end = eventEnd && Date.parse(eventEnd) > now ? eventEnd : endOfDay(new Date(now + DAY_MS).toISOString());
  const latest = now + USHER_ACCESS_MAX_DAYS * DAY_MS - 60_000;
  if (Date.parse(end) <= latest) return end;
  const parts = zonedPartsOf(new Date(latest).toISOString(), zone)!;
  return isoOfZoned(parts.date, parts.time, zone)!;
}

/** "Sabtu, 12 Juni 2027 pukul 23.59 WIB". */
export function formatUntil(iso: string, zone: TimeZoneLabel): string {
  return `${formatEventDate(iso, zone)} pukul ${formatEventTime(iso, zone)} ${zone}`;
}

/** What the owner sends an usher on WhatsApp: who it is for, the link, the code and until when. */
export function usherMessage(
  access: Pick<UsherAccess, 'name' | 'code' | 'expires_at'>,
  link: string,
  couple: string,
  zone: TimeZoneLabel,
) {
  return [
    `Halo ${access.name}, terima kasih sudah membantu menjadi penerima tamu${couple ? ` di pernikahan ${couple}` : ''}.`,
    `Buka tautan ini di HP Anda untuk check-in tamu dan memberi suvenir:`,
    link,
    `Kode akses: ${access.code}`,
    `Berlaku sampai ${formatUntil(access.expires_at, zone)}.`,
  ].join('\n');
}
