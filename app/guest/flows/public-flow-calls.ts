import { WISH_PAGE_SIZE } from '../../../engine/content/wish-pages';
import { guestCalls } from '../../api/guest-calls';
import { invitationKeys } from '../../queries/invitation-keys';
import type { FlowCalls } from './flow-calls';

/**
 * The flows of a published invitation: the real API, then `refreshPage` (the page's newest wishes,
 * RSVP and gifts come with the page). After a wish the 'Lihat Semua' pages start again from the top;
 * they live in the flows' chunk (wish-pages.tsx), loaded by then.
 */
export function publicFlowCalls(slug: string, refreshPage: () => Promise<unknown>): FlowCalls {
  const key = invitationKeys.wishPages(slug);
  return {
    saveRsvp: async (payload) => {
      const guest = await guestCalls.saveRsvp(payload);
      await refreshPage();
      return guest;
    },
    postWish: async (payload) => {
      const wish = await guestCalls.postWish(payload);
      const resetWishPages = import('./wish-pages').then((pages) => pages.resetWishPages(key));
      await Promise.all([refreshPage(), resetWishPages]);
      // One waiting for approval stays on its writer's page (engine/machines/wish.machine.ts).
      return wish;
    },
    confirmGift: async (payload) => {
      await guestCalls.confirmGift(payload);
      await refreshPage();
    },
    wishPages: { key, load: (number) => guestCalls.wishPage(slug, number, WISH_PAGE_SIZE) },
  };
}
