import Papa from 'papaparse';
import type { GiftConfirmation } from '../../schemas/entities/gift-confirmation.schema';
import type { Wish } from '../../schemas/entities/wish.schema';
import type { OwnerGuest } from '../../schemas/responses/owner-guests';
import { formatCalendarDate } from '../format/calendar-date';
import { nationalWhatsAppNumber, normalizeWhatsAppNumber } from '../format/phone-number';

/**
 * The owner's lists as CSV files a spreadsheet opens as they are (docs/product.md#guest-import):
 * UTF-8 with a BOM (so Excel reads the Indonesian text right), `,` between cells, CRLF between rows.
 *
 * Outsiders write many of these cells (guests' names, wishes, buyers' names, notes), so each is made
 * safe as OWASP's CSV injection guidance says: a text cell starting with `=`, `+`, `-`, `@`, a tab or a
 * CR starts with `'` instead (whatever follows: '-2+3+cmd|…' is a formula too), and every cell is
 * quoted. Indonesian Excel reads a CSV with `;` between cells, and there a `;` or a line break inside
 * a cell after the row's first starts a new cell, so one followed by a formula's first character is
 * followed by `'` too. Numbers (counts of people) are written as numbers; phone numbers as people write them
 * at home, 0812-3456-7890, which no spreadsheet reads as a number or a formula.
 */

const BOM = '\uFEFF';
/** The first characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A `;` or line break that would start a formula's cell when `;` separates cells. */
const FORMULA_AFTER_BREAK = /([;\r\n])(?=[ ]*[=+\-@\t\r])/g;
const guardBreaks = (text: string) => text.replace(FORMULA_AFTER_BREAK, "$1'");

export type CsvCell = string | number | null | undefined;

/** The CSV text of a table: its header, then its rows, every cell quoted and text cells guarded. */
export function csvText(fields: string[], rows: CsvCell[][]): string {
  const data = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? guardBreaks(cell) : (cell ?? ''))));
  const options = { delimiter: ',', newline: '\r\n', quotes: true, escapeFormulae: FORMULA_START };
  return `${BOM}${Papa.unparse({ fields: fields.map(guardBreaks), data }, options)}\r\n`;
}

const DATE_TIME = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});

/** "14 Juni 2026 08.05": an instant in Indonesian, in Jakarta's time (WIB); '' for none. */
export function formatJakartaDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = DATE_TIME.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}.${part('minute')}`;
}

/** A number as people write it at home ("0812-3456-7890"); what was given when it is no WhatsApp number. */
function shownNumber(number: string | null | undefined): string {
  if (!number) return '';
  const normalized = normalizeWhatsAppNumber(number);
  return normalized ? nationalWhatsAppNumber(normalized) : number;
}

/** The seats column of the guest list's CSV, the one its import reads. */
export const GUEST_SEATS_COLUMN = 'Kursi';

/** The VIP column of the guest list's CSV, read back by the import ('Ya' or 'Tidak'). */
export const GUEST_VIP_COLUMN = 'VIP';

export const ATTENDANCE = { attending: 'Hadir', declining: 'Berhalangan', unanswered: 'Belum menjawab' } as const;

/**
 * The guest list: name, group, number, seats ('Kursi') and VIP ('Ya'/'Tidak'), both read back by the
 * import, personal link, whether
 * and when it was sent, then for each
 * event the guest's answer and the people they bring (empty while unanswered).
 */
export function guestsCsv(
  guests: OwnerGuest[],
  events: { id: string; label: string }[],
  linkOf: (code: string) => string,
): string {
  const fields = [
    'Nama',
    'Grup',
    'Nomor WhatsApp',
    GUEST_SEATS_COLUMN,
    GUEST_VIP_COLUMN,
    'Tautan pribadi',
    'Tautan terkirim',
    'Waktu kirim',
    ...events.flatMap((event) => [`${event.label} – Kehadiran`, `${event.label} – Jumlah orang`]),
  ];
  const rows = guests.map((guest): CsvCell[] => [
    guest.name,
    guest.group ?? '',
    shownNumber(guest.whatsapp_number),
    guest.seats,
    guest.vip ? 'Ya' : 'Tidak',
    linkOf(guest.code),
    guest.sent_at ? 'Ya' : 'Belum',
    formatJakartaDateTime(guest.sent_at),
    ...events.flatMap((event): (string | number)[] => {
      const answer = guest.rsvp.find((entry) => entry.event_id === event.id);
      if (!answer) return [ATTENDANCE.unanswered, ''];
      return [answer.is_attend ? ATTENDANCE.attending : ATTENDANCE.declining, answer.pax];
    }),
  ]);
  return csvText(fields, rows);
}

/** The wishes: who, what and when. */
export function wishesCsv(wishes: Wish[]): string {
  return csvText(
    ['Nama', 'Ucapan', 'Waktu'],
    wishes.map((wish) => [wish.name, wish.message, formatJakartaDateTime(wish.created_at)]),
  );
}

export const CONFIRMATION_STATUS_LABELS: Record<GiftConfirmation['status'], string> = {
  pending: 'Menunggu',
  received: 'Diterima',
};

/** The wishlist's gift confirmations, each with the name of its gift. */
export function giftConfirmationsCsv(
  confirmations: GiftConfirmation[],
  items: { id: string; product_name: string }[],
): string {
  const productOf = new Map(items.map((item) => [item.id, item.product_name]));
  return csvText(
    ['Kado', 'Nama pembeli', 'Nomor WhatsApp', 'Tanggal pembelian', 'Ekspedisi', 'Nomor resi', 'Catatan', 'Status'],
    confirmations.map((confirmation) => [
      productOf.get(confirmation.invitation_wishlist_id) ?? '',
      confirmation.buyer_name,
      shownNumber(confirmation.whatsapp_number),
      formatCalendarDate(confirmation.purchase_date.slice(0, 10)) || confirmation.purchase_date,
      confirmation.shipping_expedition,
      confirmation.shipping_receipt,
      confirmation.notes ?? '',
      CONFIRMATION_STATUS_LABELS[confirmation.status],
    ]),
  );
}
