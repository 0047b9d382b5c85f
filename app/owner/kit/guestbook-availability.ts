import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';

/**
 * Whether the invitation has the venue guestbook (docs/product.md#guestbook): its plan includes it
 * and the owner turned `use_guestbook` on; else the server refuses every guestbook call.
 */
export const hasGuestbook = (summary: Pick<InvitationSummary, 'plan' | 'use_guestbook'>): boolean =>
  summary.plan?.with_guestbook === true && summary.use_guestbook;
