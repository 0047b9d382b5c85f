import type { FromSchema, Schema } from '../json-schema';
import { UNKNOWN_FIELD } from '../unknown-field-message';
import { updateInvitationRequestSchema } from '../requests/invitations';

/** The owner's thumbnail page: the image a chat app shows with the invitation's link. */
export const thumbnailSettingsSchema = {
  $id: 'settings/thumbnail',
  title: 'Thumbnail',
  type: 'object',
  additionalProperties: false,
  properties: { meta_image: { ...updateInvitationRequestSchema.properties.meta_image, title: 'Gambar thumbnail' } },
  errorMessage: { additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;

export type ThumbnailSettings = FromSchema<typeof thumbnailSettingsSchema>;
