import { idProp, timestampProp } from '../entities/common';
import { invitationPlanSchema } from '../entities/invitation-plan.schema';
import { invitationSchema } from '../entities/invitation.schema';
import type { FromSchema, Schema } from '../json-schema';

/**
 * What the owner's pages read (docs/product.md#owner-area): the cards of "my invitations", one
 * invitation with its plan, and the dashboard's counts. Response contracts only: the server builds
 * them, the web app reads their types.
 */

const plan = invitationPlanSchema.properties;
/** A count shown on a card or the dashboard. */
const count = <const T extends string>(title: T) => ({ type: 'integer', title, minimum: 0 }) as const;
const colour = { type: 'string', title: 'Warna' } as const;
const invitation = invitationSchema.properties;

/** The plan as a badge and its limits: which sections, whether the guestbook. */
export const planBadgeSchema = {
  $id: 'response/plan-badge',
  title: 'Paket',
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'color', 'tier', 'with_guestbook'],
  properties: {
    code: plan.code,
    name: plan.name,
    color: colour,
    tier: plan.tier,
    with_guestbook: plan.with_guestbook,
  },
} as const satisfies Schema;

const personName = {
  type: ['object', 'null'],
  title: 'Mempelai',
  additionalProperties: false,
  required: ['person_name', 'person_nickname'],
  properties: {
    person_name: { type: 'string', title: 'Nama lengkap' },
    person_nickname: { type: 'string', title: 'Nama panggilan' },
  },
} as const;

/** GET /v1/user/my-invitation: one card. */
export const invitationCardSchema = {
  $id: 'response/invitation-card',
  title: 'Undangan saya',
  type: 'object',
  required: ['id', 'slug', 'status', 'theme', 'couple', 'main_event', 'plan', 'expired', 'counts', 'version_count'],
  properties: {
    ...invitation,
    version_count: count('Versi'),
    couple: {
      type: 'object',
      title: 'Mempelai',
      additionalProperties: false,
      required: ['groom', 'bride'],
      properties: { groom: personName, bride: personName },
    },
    main_event: {
      type: ['object', 'null'],
      title: 'Acara utama',
      additionalProperties: false,
      required: ['label', 'start_date'],
      properties: { label: { type: 'string', title: 'Acara' }, start_date: timestampProp },
    },
    plan: { ...planBadgeSchema, type: ['object', 'null'] },
    expired: { type: 'boolean', title: 'Masa aktif habis' },
    counts: {
      type: 'object',
      title: 'Jumlah',
      additionalProperties: false,
      required: ['guests', 'attending', 'wishes'],
      properties: {
        guests: count('Tamu'),
        attending: count('Hadir'),
        wishes: count('Ucapan'),
      },
    },
  },
} as const satisfies Schema;

/** GET /v1/invitation/{id}: the invitation, whatever its status, with its plan. */
export const ownedInvitationSchema = {
  $id: 'response/owned-invitation',
  title: 'Undangan',
  type: 'object',
  required: ['id', 'slug', 'status', 'theme', 'use_guestbook', 'use_multiple_event', 'plan', 'expired'],
  properties: {
    ...invitation,
    plan: { ...invitationPlanSchema, type: ['object', 'null'] },
    expired: { type: 'boolean', title: 'Masa aktif habis' },
  },
} as const satisfies Schema;

/** GET /v1/invitation/summary/{id}: the dashboard's numbers. */
export const invitationSummarySchema = {
  $id: 'response/invitation-summary',
  title: 'Ringkasan undangan',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'slug',
    'status',
    'plan',
    'guests',
    'guests_replied',
    'guests_attending',
    'guests_declining',
    'guests_unanswered',
    'pax_attending',
    'wishes',
    'wishlist_confirmations',
    'events',
    'days_to_main_event',
    'expired',
  ],
  properties: {
    id: idProp,
    slug: invitation.slug,
    status: invitation.status,
    theme: invitation.theme,
    meta_image: invitation.meta_image,
    use_guestbook: invitation.use_guestbook,
    expired_at: { ...timestampProp, type: ['string', 'null'] },
    expired: { type: 'boolean', title: 'Masa aktif habis' },
    plan: { ...invitationPlanSchema, type: ['object', 'null'] },
    guests: count('Tamu'),
    guests_replied: count('Sudah menjawab'),
    guests_attending: count('Hadir'),
    guests_declining: count('Berhalangan'),
    guests_unanswered: count('Belum menjawab'),
    pax_attending: count('Jumlah orang hadir'),
    wishes: count('Ucapan'),
    wishlist_confirmations: count('Konfirmasi kado'),
    days_to_main_event: { type: ['integer', 'null'], title: 'Hari menuju acara utama' },
    events: {
      type: 'array',
      title: 'Acara',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label', 'is_main_event', 'start_date', 'attending', 'declining', 'pax'],
        properties: {
          id: idProp,
          label: { type: 'string', title: 'Acara' },
          is_main_event: { type: 'boolean', title: 'Acara utama' },
          start_date: timestampProp,
          attending: count('Hadir'),
          declining: count('Berhalangan'),
          pax: count('Jumlah orang'),
        },
      },
    },
  },
} as const satisfies Schema;

/** GET /v1/invitation/slug-availability: whether a slug can be taken, and why not. */
export const slugAvailabilitySchema = {
  $id: 'response/slug-availability',
  title: 'Ketersediaan slug',
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'available'],
  properties: {
    slug: { type: 'string', title: 'Slug' },
    available: { type: 'boolean', title: 'Tersedia' },
    message: { type: 'string', title: 'Alasan' },
  },
} as const satisfies Schema;

/** GET /v1/theme: one theme of the catalogue with its category and the lowest plan that may use it. */
export const catalogueThemeSchema = {
  $id: 'response/catalogue-theme',
  title: 'Tema',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'name', 'description', 'category', 'plan'],
  properties: {
    id: idProp,
    slug: invitation.theme,
    name: { type: 'string', title: 'Nama' },
    description: { type: 'string', title: 'Deskripsi' },
    category: {
      type: 'object',
      title: 'Kategori',
      additionalProperties: false,
      required: ['id', 'name', 'color'],
      properties: {
        id: { type: 'string', title: 'Kategori' },
        name: { type: 'string', title: 'Nama' },
        color: colour,
      },
    },
    plan: {
      type: ['object', 'null'],
      title: 'Paket minimal',
      additionalProperties: false,
      required: ['code', 'name', 'tier', 'color'],
      properties: { code: plan.code, name: plan.name, tier: plan.tier, color: colour },
    },
  },
} as const satisfies Schema;

export type PlanBadge = FromSchema<typeof planBadgeSchema>;
export type InvitationCard = FromSchema<typeof invitationCardSchema>;
export type OwnedInvitation = FromSchema<typeof ownedInvitationSchema>;
export type InvitationSummary = FromSchema<typeof invitationSummarySchema>;
export type SlugAvailability = FromSchema<typeof slugAvailabilitySchema>;
export type CatalogueTheme = FromSchema<typeof catalogueThemeSchema>;
