import { mainEvent } from '../../../engine/content/main-event';
import { formatEventDate, formatEventTime, type TimeZoneLabel } from '../../../engine/format/event-time';
import { proposeSlug } from '../../../engine/format/slug';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import type { OwnerContent } from '../../../schemas/responses/owner-content';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';

/** What one guest's e-invitation says, the same on the page and in the image. */
export type EInvitationCardData = {
  /** The theme's opening title ("The Wedding Of"). */
  kicker: string;
  /** The couple's nicknames, "Raka & Ayu". */
  couple: string;
  /** The main event: its label, "Sabtu, 12 Juni 2027 · 08.00 WIB" and its venue; null without events. */
  event: { label: string; when: string; venue: string } | null;
  guestName: string;
  /** What the QR code encodes: the guest id, as the guest's own page shows it (rsvp-qr-code.tsx). */
  qrValue: string;
};

/** The greeting above the guest's name. */
export const GUEST_GREETING = 'Kepada Yth.';
/** The line under the QR code. */
export const QR_CAPTION = 'Tunjukkan QR code ini kepada penerima tamu';

type Person = OwnerContent['couple']['groom'];
const nameOf = (person: Person, fallback: string) => person?.person_nickname || person?.person_name || fallback;

/** "08.00 WIB", or "08.00 – 11.00 WIB" when the event says when it ends. */
function timeOf(start: string, end: string | undefined, zone: TimeZoneLabel): string {
  const from = formatEventTime(start, zone);
  return end ? `${from} – ${formatEventTime(end, zone)} ${zone}` : `${from} ${zone}`;
}

/**
 * One guest's card: the couple, the main event (marked main, else the first in time) with its date
 * and time in its own zone, the guest's name and their id for the QR code.
 */
export function eInvitationCardData(
  content: Pick<OwnerContent, 'couple' | 'events'>,
  theme: Pick<ThemeManifest, 'copy'>,
  guest: Pick<OwnerGuest, 'id' | 'name'>,
): EInvitationCardData {
  const event = mainEvent(content.events);
  const zone = event?.extra?.timezone ?? 'WIB';
  return {
    kicker: theme.copy?.opening?.title ?? 'The Wedding Of',
    couple: `${nameOf(content.couple.groom, 'Mempelai Pria')} & ${nameOf(content.couple.bride, 'Mempelai Wanita')}`,
    event: event
      ? {
          label: event.label,
          when: `${formatEventDate(event.start_date, zone)} · ${timeOf(event.start_date, event.end_date, zone)}`,
          venue: event.venue?.trim() || event.address.trim(),
        }
      : null,
    guestName: guest.name,
    qrValue: guest.id,
  };
}

/** The image's file name: `e-undangan-<guest's name as a slug>.png`. */
export const eInvitationFileName = (guestName: string) => `e-undangan-${proposeSlug([guestName]) || 'tamu'}.png`;
