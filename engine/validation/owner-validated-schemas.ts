import {
  coupleUpdateSchema,
  eventUpdateSchema,
  galleryUpdateSchema,
  physicalGiftUpdateSchema,
  storyUpdateSchema,
  virtualGiftUpdateSchema,
  wishlistGiftUpdateSchema,
} from '../../schemas/requests/content';
import {
  guestbookSettingsSchema,
  guestbookTableSchema,
  souvenirSchema,
  usherAccessSchema,
} from '../../schemas/requests/guestbook';
import { guestPayloadSchema } from '../../schemas/requests/guests';
import { sectionEditorSchemas } from '../../schemas/requests/section-editor';
import { coverSettingsSchema } from '../../schemas/settings/cover.settings';
import { generalSettingsSchema } from '../../schemas/settings/general.settings';
import { thumbnailSettingsSchema } from '../../schemas/settings/thumbnail.settings';

/**
 * The schemas the owner's forms validate in the browser: the web app's build precompiles their
 * validators into a module of their own (engine/validation/owner-validator-for.ts), which only the
 * owner's chunks import, so the guest's page never carries them. A new form adds its schema here.
 * The section editors: each section's settings, and the content they list (the update schema of
 * each kind, which a new item meets too: its create schema only adds the invitation).
 */
export const OWNER_VALIDATED_SCHEMAS = [
  generalSettingsSchema,
  coverSettingsSchema,
  thumbnailSettingsSchema,
  ...Object.values(sectionEditorSchemas),
  coupleUpdateSchema,
  eventUpdateSchema,
  storyUpdateSchema,
  galleryUpdateSchema,
  physicalGiftUpdateSchema,
  virtualGiftUpdateSchema,
  wishlistGiftUpdateSchema,
  // The guest list's 'Tambah Tamu' and 'Ubah'.
  guestPayloadSchema,
  // The guestbook's tables, souvenir kinds and usher access.
  guestbookTableSchema,
  souvenirSchema,
  usherAccessSchema,
  // The greeting screen's settings (Buku Tamu › Layar Sapaan).
  guestbookSettingsSchema,
];
