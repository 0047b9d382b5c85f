import { lazy, Suspense } from 'react';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { Button } from '../../ui/button';
import { PHONE_MEDIA } from '../kit/guest-list-media';
import { RsvpEventTable } from './rsvp-event-table';
import { rsvpEventRows } from './rsvp-event-rows';
import { useMediaQuery } from '../kit/use-media-query';
import '../kit/owner-cards.css';
import './rsvp-results.css';

// recharts is the heaviest part: its own chunk, so the numbers show while the charts load.
const RsvpChart = lazy(() => import('../kit/rsvp-chart'));
const RsvpEventBars = lazy(() => import('./rsvp-event-bars'));

const number = new Intl.NumberFormat('id-ID');

/**
 * 'Hasil RSVP': the guests' answers overall (the dashboard's donut), per event as bars and as a
 * table (attending, declining, not answered, people), and 'Ekspor jawaban RSVP'. On a phone the
 * answers are one line, the charts and the table under 'Lihat grafik dan rincian per acara', so
 * the guests are not far below.
 */
export function RsvpResultsCard({
  summary,
  exporting,
  onExport,
}: {
  summary: InvitationSummary;
  exporting: boolean;
  onExport: () => void;
}) {
  const phone = useMediaQuery(PHONE_MEDIA);
  const rows = rsvpEventRows(summary);
  const loading = <p className="guest-muted">Memuat grafik…</p>;
  const details = (
    <>
      <div className="rsvp-results__charts">
        <Suspense fallback={loading}>
          <RsvpChart summary={summary} />
        </Suspense>
        {rows.length > 0 && (
          <Suspense fallback={loading}>
            <RsvpEventBars rows={rows} />
          </Suspense>
        )}
      </div>
      {rows.length > 0 ? (
        <RsvpEventTable rows={rows} />
      ) : (
        <p className="guest-muted">Belum ada acara. Tambahkan acara di Bagian › Acara agar tamu bisa menjawab.</p>
      )}
    </>
  );
  return (
    <section className="ui-card rsvp-results" aria-labelledby="rsvp-results-title">
      <div className="rsvp-results__head">
        <h2 id="rsvp-results-title" className="guest-card-title">
          Hasil RSVP
        </h2>
        <Button variant="secondary" busy={exporting} onClick={onExport}>
          {exporting ? 'Menyiapkan…' : 'Ekspor jawaban RSVP'}
        </Button>
      </div>
      {phone ? (
        <>
          <p className="rsvp-results__line">
            Hadir <strong>{number.format(summary.guests_attending)}</strong> · Berhalangan{' '}
            <strong>{number.format(summary.guests_declining)}</strong> · Belum menjawab{' '}
            <strong>{number.format(summary.guests_unanswered)}</strong>
          </p>
          <details className="rsvp-results__fold">
            <summary>Lihat grafik dan rincian per acara</summary>
            <div className="rsvp-results__folded">{details}</div>
          </details>
        </>
      ) : (
        details
      )}
    </section>
  );
}
