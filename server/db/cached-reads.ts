/*
 * What the answers kept or pushed by the server read, and the trigger that tells of a write to each
 * table they read (docs/architecture.md#cached-answers). A kept answer is only as fresh as its
 * triggers: a new table read by the public page without one would serve stale pages, silently.
 * tests/server/cached-reads.test.ts runs each answer, records the tables its queries name, and fails
 * on a table not declared here, or declared with a trigger the database does not have.
 */

/** A table an answer reads: the triggers (by name) that tell of every write to it. */
export type WatchedTable = readonly string[];

export type CachedAnswer = {
  /** Where the answer is kept or pushed, and how a write reaches it. */
  where: string;
  /** The tables it reads, each with the triggers that tell of a write. */
  watched: Readonly<Record<string, WatchedTable>>;
  /** Tables it reads without a trigger, each with why that is right. */
  unwatched?: Readonly<Record<string, string>>;
};

/** The page's parts: each write bumps the invitation's page_version (0004) and so notifies (0005). */
const PAGE_PART = (table: string): WatchedTable => [`${table}_page_version`];

export const CACHED_ANSWERS = {
  publicPage: {
    where:
      "server/services/public-page/page-cache.ts: a published invitation's page and a ?to= link's guest, kept per process, dropped by 'page_changed' and 'page_guest_changed' (or served while page_version holds)",
    watched: {
      invitations: ['invitations_page_version', 'invitations_page_notified'],
      invitation_private: PAGE_PART('invitation_private'),
      invitation_sections: PAGE_PART('invitation_sections'),
      invitation_stories: PAGE_PART('invitation_stories'),
      invitation_events: PAGE_PART('invitation_events'),
      invitation_gallery: PAGE_PART('invitation_gallery'),
      virtual_gifts: PAGE_PART('virtual_gifts'),
      physical_gifts: PAGE_PART('physical_gifts'),
      wishlist_gifts: PAGE_PART('wishlist_gifts'),
      wishlist_confirmations: PAGE_PART('wishlist_confirmations'),
      wishes: PAGE_PART('wishes'),
      // A plan's sections decide which sections show.
      invitation_plans: ['invitation_plans_page_version'],
      // A personal link's guest and their answers.
      guests: ['guests_page_notified'],
      rsvp_entries: ['rsvp_entries_page_notified'],
    },
  },
  homePage: {
    where:
      "server/services/home-page/home-page-cache.ts: the home page, kept per process, read again on 'home_changed' (0011_home-notifications.sql) and when a listed invitation expires",
    watched: {
      invitation_plans: ['invitation_plans_home_changed'],
      themes: ['themes_home_changed'],
      invitations: ['invitations_home_changed'],
      // A showcased couple's nicknames: the write bumps its invitation's page_version (0004), an
      // update of the invitation, which notifies.
      invitation_private: ['invitation_private_page_version'],
    },
  },
  venueSnapshot: {
    where:
      "server/services/guestbook/venue-snapshot.ts, read by each check-in device and display; the guestbook hub (server/plugins/guestbook-hub.ts) tells them of new check-ins and changed counts on 'guestbook_changed'",
    watched: {
      check_ins: ['check_ins_guestbook_changed'],
      souvenir_handouts: ['souvenir_handouts_guestbook_changed'],
      guests: ['guests_guestbook_changed'],
      guest_envelopes: ['guest_envelopes_guestbook_changed'],
      door_code_flags: ['door_code_flags_guestbook_changed'],
    },
    unwatched: {
      rsvp_entries:
        "a guest's answer on the day: the usher sees the pax of the snapshot and types the people who came; a device reads it again when it reconnects or reloads",
      guestbook_tables: 'set up by the owner before the day; a device reads them again when it reconnects or reloads',
      souvenirs: 'kinds and stock set up before the day; handouts themselves are watched (souvenir_handouts)',
      guestbook_settings:
        "a display in the owner's browser hears them at once (engine/chrome/greeting-settings-channel.ts); one elsewhere reads them again when it reconnects or reloads",
      invitation_private: "the couple's names in the title, set long before the day",
      invitations: 'read to find the root invitation; its guestbook switch is checked again on every call and hello',
    },
  },
} as const satisfies Record<string, CachedAnswer>;
