import { daysToEventLabel } from '../../../engine/format/days-to-event';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';

const number = new Intl.NumberFormat('id-ID');

/** One number with its name and, when it helps, a line beneath (the dashboard's counts share it). */
export function Count({ label, value, note, wide }: { label: string; value: string; note?: string; wide?: boolean }) {
  return (
    <div className={wide ? 'dashboard-count dashboard-count--wide' : 'dashboard-count'}>
      <dt className="dashboard-count__label">{label}</dt>
      <dd className="dashboard-count__value">{value}</dd>
      {note && <dd className="dashboard-count__note">{note}</dd>}
    </div>
  );
}

/** The dashboard's headline numbers: guests, their answers, wishes, gift confirmations, days to go. */
export function SummaryCounts({ summary }: { summary: InvitationSummary }) {
  const n = (value: number) => number.format(value);
  return (
    <dl className="dashboard-counts" aria-label="Ringkasan angka">
      <Count label="Tamu" value={n(summary.guests)} note={`${n(summary.guests_replied)} sudah menjawab`} />
      <Count label="Hadir" value={n(summary.guests_attending)} note={`${n(summary.pax_attending)} orang`} />
      <Count label="Berhalangan" value={n(summary.guests_declining)} />
      <Count label="Belum menjawab" value={n(summary.guests_unanswered)} />
      <Count label="Ucapan" value={n(summary.wishes)} />
      <Count label="Konfirmasi kado" value={n(summary.wishlist_confirmations)} />
      <Count wide label="Acara utama" value={daysToEventLabel(summary.days_to_main_event)} />
    </dl>
  );
}
