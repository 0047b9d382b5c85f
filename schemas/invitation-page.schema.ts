import { galleryItemSchema } from './entities/gallery-item.schema';
import { guestSchema } from './entities/guest.schema';
import { invitationSchema } from './entities/invitation.schema';
import { invitationSectionSchema } from './entities/invitation-section.schema';
import { privatePersonSchema } from './entities/private-person.schema';
import { storySchema } from './entities/story.schema';
import { wishSchema } from './entities/wish.schema';
import { embedded, type FromSchema, type Schema } from './json-schema';

/**
 * Everything a public invitation page needs, in one document: the invitation with its events and
 * gifts, the couple, the owner's sections, stories, gallery, wishes and (for a personal link) the
 * guest. The demo invitation is one of these; the API answers one per slug.
 */
export const invitationPageSchema = {
  $id: 'invitation-page',
  title: 'Halaman undangan',
  type: 'object',
  additionalProperties: false,
  required: ['invitation', 'couple', 'sections', 'stories', 'gallery', 'wishes', 'guest'],
  properties: {
    invitation: invitationSchema,
    couple: {
      type: 'object',
      title: 'Mempelai',
      additionalProperties: false,
      required: ['groom', 'bride'],
      properties: { groom: embedded(privatePersonSchema), bride: embedded(privatePersonSchema) },
    },
    sections: { type: 'array', title: 'Bagian', items: invitationSectionSchema },
    stories: { type: 'array', title: 'Cerita', items: storySchema },
    gallery: { type: 'array', title: 'Galeri', items: galleryItemSchema },
    wishes: { type: 'array', title: 'Ucapan', items: wishSchema },
    guest: { anyOf: [guestSchema, { type: 'null' }] },
  },
} as const satisfies Schema;

export type InvitationPage = FromSchema<typeof invitationPageSchema>;
