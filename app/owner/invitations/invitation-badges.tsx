import { MEMBER_ROLE_LABELS } from '../../../schemas/entities/invitation-member.schema';
import type { MyInvitationItem } from '../../../schemas/responses/owner-invitations';
import { Badge } from '../../ui/badge';
import { PaymentBadges } from '../kit/payment-badges';

/** Status labels and their colours (docs/product.md#plans): a draft, a published page. */
const STATUS_BADGES = {
  draft: { label: 'Draf', color: '#6b6470' },
  published: { label: 'Terbit', color: '#23704f' },
} as const;
/** An invitation someone shared with the owner: their role on it. */
const SHARED_BADGE_COLOR = '#3d5a99';

/**
 * An invitation's badges: the caller's role when it was shared with them (docs/product.md#members),
 * its plan (name and colour from the API), its payment (EXPIRED when its time is up, else PAID once
 * paid; PENDING while an order waits: kit/payment-badges.tsx), and its status.
 */
export function InvitationBadges({
  invitation,
}: {
  invitation: Pick<MyInvitationItem, 'plan' | 'expired' | 'status' | 'paid' | 'order_status'> &
    Partial<Pick<MyInvitationItem, 'my_role'>>;
}) {
  const status = STATUS_BADGES[invitation.status];
  const role = invitation.my_role ?? 'owner';
  return (
    <div className="invitation-badges">
      {role !== 'owner' && <Badge color={SHARED_BADGE_COLOR}>{`Dibagikan · ${MEMBER_ROLE_LABELS[role]}`}</Badge>}
      {invitation.plan && <Badge color={invitation.plan.color}>{invitation.plan.name}</Badge>}
      <PaymentBadges state={invitation} />
      <Badge color={status.color}>{status.label}</Badge>
    </div>
  );
}
