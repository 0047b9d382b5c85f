import { idProp, timestampProp } from '../entities/common';
import { invitationEventSchema } from '../entities/invitation-event.schema';
import { invitationPlanSchema } from '../entities/invitation-plan.schema';
import { invitationSchema } from '../entities/invitation.schema';
import { privatePersonSchema } from '../entities/private-person.schema';
import { embedded, type FromSchema, type Schema } from '../json-schema';

/** What the owner's pages read of their invitations (docs/product.md#owner-area). */

const invitation = invitationSchema.properties;
const plan = invitationPlanSchema.properties;
const event = invitationEventSchema.properties;
const person = privatePersonSchema.properties;
const count = (title: string) => ({ type: 'integer', title, minimum: 0 }) as const;
const expired = { type: 'boolean', title: 'Sudah berakhir (expired_at lewat)' } as const;
const orNull = <const S extends Schema>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** GET /v1/invitation/{id}: the invitation, its plan (or null) and whether it has expired. */
export const invitationDetailSchema = {
  $id: 'response/invitation-detail',
  title: 'Undangan',
  type: 'object',
  additionalProperties: false,
  required: [...invitationSchema.required, 'plan', 'expired'],
  properties: { ...invitation, plan: orNull(embedded(invitationPlanSchema)), expired },
} as const satisfies Schema;

export type InvitationDetail = FromSchema<typeof invitationDetailSchema>;

const personNames = orNull({
  type: 'object',
  additionalProperties: false,
  required: ['person_name', 'person_nickname'],
  properties: { person_name: person.person_name, person_nickname: person.person_nickname },
});

/**
 * One invitation of GET /v1/user/my-invitation: the invitation, how many versions it has, the
 * couple's names, the main event (the one marked main, else the earliest), its plan's badge, whether
 * it has expired, and its guests, guests attending (at least one event) and wishes.
 */
export const myInvitationItemSchema = {
  $id: 'response/my-invitation-item',
  title: 'Undangan saya',
  type: 'object',
  additionalProperties: false,
  required: [...invitationSchema.required, 'version_count', 'couple', 'main_event', 'plan', 'expired', 'counts'],
  properties: {
    ...invitation,
    version_count: count('Jumlah versi'),
    couple: {
      type: 'object',
      title: 'Mempelai',
      additionalProperties: false,
      required: ['groom', 'bride'],
      properties: { groom: personNames, bride: personNames },
    },
    main_event: orNull({
      type: 'object',
      additionalProperties: false,
      required: ['label', 'start_date'],
      properties: { label: event.label, start_date: event.start_date },
    }),
    plan: orNull({
      type: 'object',
      additionalProperties: false,
      required: ['code', 'name', 'color', 'tier', 'with_guestbook'],
      properties: {
        code: plan.code,
        name: plan.name,
        color: plan.color,
        tier: plan.tier,
        with_guestbook: plan.with_guestbook,
      },
    }),
    expired,
    counts: {
      type: 'object',
      title: 'Jumlah',
      additionalProperties: false,
      required: ['guests', 'attending', 'wishes'],
      properties: { guests: count('Tamu'), attending: count('Tamu yang hadir'), wishes: count('Ucapan') },
    },
  },
} as const satisfies Schema;

export type MyInvitationItem = FromSchema<typeof myInvitationItemSchema>;

/** One event of a summary: its guests attending and declining, and the people attending. */
const summaryEventSchema = {
  type: 'object',
  title: 'Acara',
  additionalProperties: false,
  required: ['id', 'label', 'is_main_event', 'start_date', 'attending', 'declining', 'pax'],
  properties: {
    id: event.id,
    label: event.label,
    is_main_event: event.is_main_event,
    start_date: event.start_date,
    attending: count('Tamu yang hadir'),
    declining: count('Tamu yang berhalangan'),
    pax: count('Orang yang hadir'),
  },
} as const;

/**
 * GET /v1/invitation/summary/{id} and /v1/invitation/summary/slug/{slug}: the dashboard's numbers.
 * Guests, wishes and confirmations are the root invitation's (a version shows its root's); events
 * are the invitation's own. A guest has replied once they have any RSVP entry; attending: attending
 * at least one event; declining: replied and attending none; unanswered: no entry. `pax_attending`
 * adds each attending guest's largest count. `days_to_main_event`: calendar days from today to the
 * main event's date, both in the event's time zone (0 on the day, negative after; null without
 * events).
 */
export const invitationSummarySchema = {
  $id: 'response/invitation-summary',
  title: 'Ringkasan undangan',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'slug',
    'status',
    'theme',
    'use_guestbook',
    'meta_image',
    'expired_at',
    'expired',
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
  ],
  properties: {
    id: invitation.id,
    slug: invitation.slug,
    status: invitation.status,
    theme: invitation.theme,
    use_guestbook: invitation.use_guestbook,
    meta_image: orNull(invitation.meta_image),
    expired_at: orNull({ ...timestampProp, title: 'Berakhir' }),
    expired,
    plan: orNull(embedded(invitationPlanSchema)),
    guests: count('Tamu'),
    guests_replied: count('Tamu yang menjawab'),
    guests_attending: count('Tamu yang hadir'),
    guests_declining: count('Tamu yang berhalangan'),
    guests_unanswered: count('Tamu yang belum menjawab'),
    pax_attending: count('Orang yang hadir'),
    wishes: count('Ucapan'),
    wishlist_confirmations: count('Konfirmasi kado'),
    events: { type: 'array', title: 'Acara', items: summaryEventSchema },
    days_to_main_event: { type: ['integer', 'null'], title: 'Hari menuju acara utama' },
  },
} as const satisfies Schema;

export type InvitationSummary = FromSchema<typeof invitationSummarySchema>;

/** GET /v1/invitation/slug-availability: whether a slug is free, else the reason in Indonesian. */
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

export type SlugAvailability = FromSchema<typeof slugAvailabilitySchema>;

/* The skeleton's contracts (main), kept beside the server's until the lead merges the two. */
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
    color: { type: 'string', title: 'Warna' },
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
    version_count: { type: 'integer', title: 'Versi', minimum: 0 },
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
        guests: { type: 'integer', title: 'Tamu', minimum: 0 },
        attending: { type: 'integer', title: 'Hadir', minimum: 0 },
        wishes: { type: 'integer', title: 'Ucapan', minimum: 0 },
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
        color: { type: 'string', title: 'Warna' },
      },
    },
    plan: {
      type: ['object', 'null'],
      title: 'Paket minimal',
      additionalProperties: false,
      required: ['code', 'name', 'tier', 'color'],
      properties: { code: plan.code, name: plan.name, tier: plan.tier, color: { type: 'string', title: 'Warna' } },
    },
  },
} as const satisfies Schema;

export type PlanBadge = FromSchema<typeof planBadgeSchema>;
export type InvitationCard = FromSchema<typeof invitationCardSchema>;
export type OwnedInvitation = FromSchema<typeof ownedInvitationSchema>;
export type CatalogueTheme = FromSchema<typeof catalogueThemeSchema>;
