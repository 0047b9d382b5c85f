import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { errorText } from '../../api/error-text';
import { guestbookCountsQuery } from '../../queries/guestbook-queries';
import { hasGuestbook } from '../kit/guestbook-availability';
import { CodeFlagsNote } from './code-flags-note';
import { GreetingScreenLag } from './greeting-screen-lag';
import { DeskCounts } from './desk-counts';
import { Count } from './summary-counts';
import { useGuestbookLive } from './use-guestbook-live';

const number = new Intl.NumberFormat('id-ID');
const n = (value: number) => number.format(value);

/**
 * 'Buku Tamu hari ini' (docs/product.md#guestbook): on the day, the guests and people arrived against
 * those expected, walk-ins and souvenirs handed, kept live by the guestbook's socket ('Langsung'
 * while it is open), with the way to the check-in page and the greeting screen. Shown only when the
 * invitation has the guestbook.
 */
export function GuestbookLiveCard({ invitationId, summary }: { invitationId: string; summary: InvitationSummary }) {
  if (!hasGuestbook(summary)) return null;
  return <LiveCounts invitationId={invitationId} />;
}

function LiveCounts({ invitationId }: { invitationId: string }) {
  const counts = useQuery(guestbookCountsQuery(invitationId));
  const { status, refusal } = useGuestbookLive(invitationId);
  const base = `/invitation/${encodeURIComponent(invitationId)}/guest`;
  const data = counts.data;
  return (
    <section className="ui-card dashboard-card dashboard-guestbook" aria-labelledby="dashboard-guestbook-title">
      <div className="dashboard-guestbook__head">
        <div>
          <p className="dashboard-guestbook__kicker">Hari H</p>
          <h2 id="dashboard-guestbook-title" className="dashboard-card__title">
            Buku Tamu hari ini
          </h2>
        </div>
        {status === 'open' && (
          <span className="dashboard-live" title="Angka diperbarui langsung setiap tamu datang">
            <span className="dashboard-live__dot" aria-hidden="true" />
            Langsung
          </span>
        )}
      </div>
      {data ? (
        <dl className="dashboard-counts dashboard-guestbook__counts" aria-label="Angka buku tamu hari ini">
          <Count label="Tamu datang" value={n(data.arrived)} note={`dari ${n(data.guests)} tamu`} />
          <Count label="Orang hadir" value={n(data.people)} note={`dari ${n(data.expected_people)} diharapkan`} />
          <Count label="Tamu tanpa undangan" value={n(data.walk_ins)} />
          <Count label="Suvenir diberikan" value={n(data.souvenirs_handed)} />
          <DeskCounts invitationId={invitationId} counts={data} />
        </dl>
      ) : counts.isError ? (
        <p className="dashboard-card__muted" role="alert">
          Angka buku tamu gagal dimuat: {errorText(counts.error)}
        </p>
      ) : (
        <p className="dashboard-card__muted">Memuat angka buku tamu…</p>
      )}
      {data && <CodeFlagsNote invitationId={invitationId} count={data.code_flags} />}
      <GreetingScreenLag invitationId={invitationId} />
      {refusal && <p className="dashboard-card__muted">Pembaruan langsung berhenti: {refusal}</p>}
      <div className="dashboard-guestbook__links">
        <Link className="ui-button ui-button--primary" to={`${base}/guest-book`}>
          Buka Buku Tamu
        </Link>
        <Link className="ui-button ui-button--secondary" to={`${base}/screen`}>
          Buka Layar Sapaan
        </Link>
      </div>
    </section>
  );
}
