import type { FromSchema, Schema } from '../json-schema';
import { UNKNOWN_FIELD } from '../unknown-field-message';
import { updateInvitationRequestSchema } from '../requests/invitations';

/**
 * The owner's general settings page (docs/product.md#owner-settings): the invitation's address, its
 * link preview texts, the share caption and its switches. Every property is the one PUT
 * /v1/invitation/{id} checks (schemas/requests/invitations.ts), with the form's own title. Per-event
 * answers (`use_multiple_event`) are switched in the Acara editor, beside the events they follow.
 */
const update = updateInvitationRequestSchema.properties;

export const generalSettingsSchema = {
  $id: 'settings/general',
  title: 'Pengaturan umum',
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: {
    slug: { ...update.slug, title: 'Alamat undangan' },
    meta_title: update.meta_title,
    meta_description: update.meta_description,
    caption_share: update.caption_share,
    use_guestbook: update.use_guestbook,
    in_portofolio: update.in_portofolio,
    style: {
      ...update.style,
      title: 'Data orang tua',
      errorMessage: {
        properties: { show_groom_parent: 'Pilih ya atau tidak', show_bride_parent: 'Pilih ya atau tidak' },
      },
    },
  },
  errorMessage: {
    required: { slug: 'Alamat undangan wajib diisi' },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

export type GeneralSettings = FromSchema<typeof generalSettingsSchema>;
