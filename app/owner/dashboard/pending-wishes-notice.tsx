import { Link } from 'react-router';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { pendingWishesPath } from '../kit/wishes-page-path';
import './pending-wishes-notice.css';

/**
 * The wishes waiting for the owner's approval (docs/product.md#wish-moderation): how many, and a link
 * to them on 'Ucapan & Kado'. Nothing while none waits.
 */
export function PendingWishesNotice({ invitationId, summary }: { invitationId: string; summary: InvitationSummary }) {
  const waiting = summary.wishes_pending;
  if (waiting === 0) return null;
  return (
    <section className="dashboard-period dashboard-period--warning pending-wishes" aria-label="Ucapan menunggu">
      <p>
        <strong>{waiting} ucapan</strong> menunggu persetujuan Anda sebelum tampil di undangan.
      </p>
      <Link className="ui-button ui-button--secondary" to={pendingWishesPath(invitationId)}>
        Tinjau ucapan
      </Link>
    </section>
  );
}
