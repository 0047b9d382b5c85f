import type { GuestbookCounts } from '../../../schemas/responses/guestbook';
import { formatCount } from '../../../engine/guestbook/guest-facts';

/** The day's running count: guests and people arrived against those expected, souvenirs handed. */
export function VenueCounts({ counts }: { counts: GuestbookCounts }) {
  return (
    <dl className="venue-counts" aria-label="Rekap kehadiran">
      <div className="venue-counts__tile">
        <dt>Tamu hadir</dt>
        <dd>
          <strong>{formatCount(counts.arrived)}</strong>
          <span> / {formatCount(counts.guests)}</span>
        </dd>
      </div>
      <div className="venue-counts__tile">
        <dt>Orang hadir</dt>
        <dd>
          <strong>{formatCount(counts.people)}</strong>
          <span> / {formatCount(counts.expected_people)}</span>
        </dd>
      </div>
      <div className="venue-counts__tile">
        <dt>Suvenir</dt>
        <dd>
          <strong>{formatCount(counts.souvenirs_handed)}</strong>
        </dd>
      </div>
    </dl>
  );
}
