import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { giftConfirmationMachine } from '../../../engine/machines/gift-confirmation.machine';
import { rsvpInputFrom, rsvpMachine } from '../../../engine/machines/rsvp.machine';
import { wishMachine } from '../../../engine/machines/wish.machine';
import type { SectionFlows } from '../../../engine/render/section-props';
import type { Guest } from '../../../schemas/entities/guest.schema';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import type { FlowCalls } from './flow-calls';
import type { GiftConfirmationPayload } from '../../../schemas/payloads/gift-confirmation.payload';
import type { RsvpPayload } from '../../../schemas/payloads/rsvp.payload';
import type { WishPayload } from '../../../schemas/payloads/wish.payload';

/**
 * One running actor per guest flow for this page, with the calls provided as the machines'
 * actors. The renderers get them through `flows` and never see the API.
 */
export function useInvitationFlows(page: InvitationPage, calls: FlowCalls): SectionFlows {
  const invitation = page.invitation;
  const invitationId = invitation.parent_id ?? invitation.id;
  const rsvp = useActorRef(
    rsvpMachine.provide({
      actors: { saveRsvp: fromPromise<Guest, RsvpPayload>(({ input }) => calls.saveRsvp(input)) },
    }),
    { input: rsvpInputFrom(invitation, page.guest) },
  );
  const wish = useActorRef(
    wishMachine.provide({
      actors: { postWish: fromPromise<unknown, WishPayload>(({ input }) => calls.postWish(input)) },
    }),
    { input: { invitationId, guest: page.guest } },
  );
  const gift = useActorRef(
    giftConfirmationMachine.provide({
      actors: { confirmGift: fromPromise<unknown, GiftConfirmationPayload>(({ input }) => calls.confirmGift(input)) },
    }),
    { input: { invitationId, guest: page.guest } },
  );
  return { rsvp, wish, gift };
}
