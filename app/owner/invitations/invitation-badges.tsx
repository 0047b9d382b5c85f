import type { MyInvitationItem } from '../../../schemas/responses/owner-invitations';
import { Badge } from '../../ui/badge';

/** Status labels and their colours (docs/product.md#plans): a draft, a published page, an ended one. */
const STATUS_BADGES = {
  draft: { label: 'Draf', color: '#6b6470' },
  published: { label: 'Terbit', color: '#23704f' },
} as const;
const EXPIRED_BADGE = { label: 'EXPIRED', color: '#b3261e' } as const;

/**
 * An invitation's badges: its plan (name and colour from the API), EXPIRED when its time is up, and
 * its status. No payment badge yet: no payment status is stored.
 */
export function InvitationBadges({
  invitation,
}: {
  invitation: Pick<MyInvitationItem, 'plan' | 'expired' | 'status'>;
}) {
  const status = STATUS_BADGES[invitation.status];
  return (
    <div className="invitation-badges">
      {invitation.plan && <Badge color={invitation.plan.color}>{invitation.plan.name}</Badge>}
      {invitation.expired && <Badge color={EXPIRED_BADGE.color}>{EXPIRED_BADGE.label}</Badge>}
      <Badge color={status.color}>{status.label}</Badge>
    </div>
  );
}
