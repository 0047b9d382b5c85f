import { galleryItemSchema } from './entities/gallery-item.schema';
import { guestSchema } from './entities/guest.schema';
import { invitationSchema } from './entities/invitation.schema';
import { invitationSectionSchema } from './entities/invitation-section.schema';
import { privatePersonSchema } from './entities/private-person.schema';
import { storySchema } from './entities/story.schema';
import { wishSchema } from './entities/wish.schema';
import { embedded, type FromSchema, type Schema } from './json-schema';
import { completeObject, orNull } from './schema-parts';

/** How many wishes the wish section lists; the page carries no more than these. */
export const NEWEST_WISHES = 5;

/**
 * Everything a public invitation page needs, in one document: the invitation with its events and
 * gifts, the couple, the owner's sections, stories, gallery, the newest wishes with the number of
 * all of them (the rest are paged from the wish list when a guest opens them), and (for a personal
 * link) the guest. The demo invitation is one of these; the API answers one per slug.
 */
export const invitationPageSchema = {
  $id: 'invitation-page',
  title: 'Halaman undangan',
  ...completeObject({
    invitation: invitationSchema,
    couple: {
      title: 'Mempelai',
      ...completeObject({ groom: embedded(privatePersonSchema), bride: embedded(privatePersonSchema) }),
    },
    sections: { type: 'array', title: 'Bagian', items: invitationSectionSchema },
    stories: { type: 'array', title: 'Cerita', items: storySchema },
    gallery: { type: 'array', title: 'Galeri', items: galleryItemSchema },
    /** The newest wishes, newest first: as many as the wish section lists. */
    newest_wishes: { type: 'array', title: 'Ucapan terbaru', maxItems: NEWEST_WISHES, items: wishSchema },
    /** How many wishes there are in all. */
    wish_total: { type: 'integer', title: 'Jumlah ucapan', minimum: 0 },
    guest: orNull(guestSchema),
  }),
} as const satisfies Schema;

export type InvitationPage = FromSchema<typeof invitationPageSchema>;
