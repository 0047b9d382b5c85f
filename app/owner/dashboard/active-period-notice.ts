import { DAYS_AFTER_MAIN_EVENT } from '../../../engine/content/active-period';
import { mainEvent } from '../../../engine/content/main-event';
import { formatLongDate } from '../../../engine/format/calendar-days';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';

const DAY = 86_400_000;
/** How close the end is when the dashboard starts saying it (within a week it says it in red). */
export const WARN_DAYS = 30;
const URGENT_DAYS = 7;

/** What happens at the end, said with every notice. */
const THEN = 'Setelah itu tamu tidak dapat lagi membuka undangan ini.';

export type ActivePeriodNotice = { tone: 'warning' | 'danger'; text: string };

/**
 * What the dashboard says of the invitation's active period (docs/product.md#dashboard), if anything:
 * that it is over; that it ends before the main event is a week behind (the couple's guests would
 * find it closed on the day or the week after); or, within 30 days of the end, how many days are left.
 */
export function activePeriodNotice(
  summary: Pick<InvitationSummary, 'expired' | 'expired_at' | 'events'>,
  now = Date.now(),
): ActivePeriodNotice | null {
  if (summary.expired)
    return { tone: 'danger', text: 'Masa aktif sudah habis: tamu tidak dapat lagi membuka undangan ini.' };
  if (!summary.expired_at) return null;
  const end = Date.parse(summary.expired_at);
  const date = formatLongDate(summary.expired_at);
  const main = mainEvent(summary.events);
  const mainAt = main ? Date.parse(main.start_date) : NaN;
  if (mainAt > now && end < mainAt + DAYS_AFTER_MAIN_EVENT * DAY) {
    const mainDate = formatLongDate(main!.start_date);
    const daysBefore = Math.floor((mainAt - end) / DAY);
    const when =
      end > mainAt
        ? `kurang dari ${DAYS_AFTER_MAIN_EVENT} hari setelah acara utama (${mainDate})`
        : daysBefore >= 1
          ? `${daysBefore} hari sebelum acara utama (${mainDate})`
          : `beberapa jam sebelum acara utama (${mainDate})`;
    return { tone: 'danger', text: `Masa aktif berakhir ${date}, ${when}. ${THEN}` };
  }
  const left = end - now;
  if (left > WARN_DAYS * DAY) return null;
  const days = Math.ceil(left / DAY);
  const when = days <= 1 ? 'dalam sehari' : `${days} hari lagi`;
  return { tone: days <= URGENT_DAYS ? 'danger' : 'warning', text: `Masa aktif berakhir ${when}, ${date}. ${THEN}` };
}
