/**
 * What the Acara editor reads beside the invitation (tests/app/owner/section-event*.test.tsx): its
 * section, and the invitation's content with no couple yet and the events a test gives.
 */

export const eventSection = {
  id: 'sec-event',
  slug: 'event',
  index: 3,
  is_active: true,
  title: 'Acara',
  extra: { hide: false },
};

export const contentWithEvents = (events: unknown[]) => ({
  couple: { groom: null, bride: null },
  events,
  stories: [],
  gallery: [],
  gifts: { physical: [], virtual: [], wishlist: [] },
  versions: {},
});
