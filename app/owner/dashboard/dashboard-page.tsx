import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { invitationQuery, summaryQuery } from '../../queries/owner-queries';
import { backToListLoader } from '../kit/back-to-list-loader';
import { DataCard } from './data-card';
import { EventCounts } from './event-counts';
import { FirstStepsCard } from './first-steps-card';
import { GuestbookLiveCard } from './guestbook-live-card';
import { OrderReturnNotice } from './order-return-notice';
import { PendingWishesNotice } from './pending-wishes-notice';
import { RecentChangesCard } from './recent-changes-card';
import { SendFunnelCard } from './send-funnel-card';
import { SharePanel } from './share-panel';
import { StatusCard } from './status-card';
import { SummaryCounts } from './summary-counts';
import { VersionsCard } from './versions-card';
import '../kit/owner-cards.css';
import './dashboard.css';
import './dashboard-stack.css';
import './dashboard-guestbook.css';

// recharts is the heaviest part: its own chunk, so the counts show while the chart loads.
const RsvpChart = lazy(() => import('../kit/rsvp-chart'));

/** A summary answering 401, 403 or 404 sends the owner back to the list (docs/product.md#errors). */
export const loader = backToListLoader(summaryQuery);

/** The invitation's dashboard (docs/product.md#dashboard): its numbers, status, link, versions and its data to download. */
export function Component() {
  const { id = '' } = useParams();
  const { data: summary } = useQuery(summaryQuery(id));
  const { data: invitation } = useQuery(invitationQuery(id));
  if (!summary) return null;
  const title = invitation?.version_name ? `Dasbor: ${invitation.version_name}` : 'Dasbor';
  // Publishing and deleting are the owner's (docs/product.md#members); a member sees why not.
  const isOwner = (invitation?.my_role ?? 'owner') === 'owner';
  return (
    <main className="owner-page dashboard">
      <h1 className="owner-page__title">{title}</h1>
      <p className="owner-page__lead">Ringkasan undangan /{summary.slug}</p>
      <OrderReturnNotice invitationId={id} published={summary.status === 'published'} />
      <PendingWishesNotice invitationId={id} summary={summary} />
      {invitation && invitation.my_role !== 'viewer' && <FirstStepsCard invitationId={id} summary={summary} />}
      <SummaryCounts summary={summary} />
      <GuestbookLiveCard invitationId={id} summary={summary} />
      <div className="dashboard__grid">
        <section className="ui-card dashboard-card" aria-labelledby="dashboard-rsvp-title">
          <h2 id="dashboard-rsvp-title" className="dashboard-card__title">
            Konfirmasi kehadiran
          </h2>
          <Suspense fallback={<p className="dashboard-card__muted">Memuat grafik…</p>}>
            <RsvpChart summary={summary} />
          </Suspense>
          <EventCounts events={summary.events} />
        </section>
        <div className="dashboard__stack">
          <StatusCard invitationId={id} summary={summary} isOwner={isOwner} />
          <DataCard invitationId={id} slug={summary.slug} />
        </div>
        <SendFunnelCard invitationId={id} summary={summary} />
        <SharePanel slug={summary.slug} caption={invitation?.caption_share} />
        <VersionsCard invitationId={id} isOwner={isOwner} />
        <RecentChangesCard invitationId={id} />
      </div>
    </main>
  );
}
