import type { FromSchema, Schema } from '../json-schema';
import { invitationSectionSchema } from '../entities/invitation-section.schema';
import { versionProp } from './owner-content';

/**
 * One section of GET /v1/invitation/section (the owner's list): the section with the version of its
 * settings, which a save or a switch based on it sends as If-Match (docs/product.md#no-lost-edit).
 */
export const ownerSectionSchema = {
  $id: 'response/owner-section',
  title: 'Bagian undangan (pemilik)',
  type: 'object',
  additionalProperties: false,
  required: [...invitationSectionSchema.required, 'version'],
  properties: { ...invitationSectionSchema.properties, version: versionProp },
} as const satisfies Schema;

export type OwnerSection = FromSchema<typeof ownerSectionSchema>;
