import { useSyncExternalStore } from 'react';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';

/** The invitation's page as the guest's light start keeps it: read, watched, and read again. */
export type PageStore = {
  get: () => InvitationPage;
  subscribe: (listener: () => void) => () => void;
  /** Reads the page again (after an RSVP, a wish or a gift confirmation) and tells the watchers. */
  refresh: () => Promise<void>;
};

/** A page store starting at `initial`, refreshed by `read` (one API call). */
export function pageStore(initial: InvitationPage, read: () => Promise<InvitationPage>): PageStore {
  let page = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => page,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: async () => {
      page = await read();
      for (const listener of listeners) listener();
    },
  };
}

/** The store's page, drawn again whenever it is refreshed. */
export function usePage(store: PageStore): InvitationPage {
  return useSyncExternalStore(store.subscribe, store.get);
}
