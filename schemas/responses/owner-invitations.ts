import { timestampProp } from '../entities/common';
import { MEMBER_ROLES } from '../entities/invitation-member.schema';
import { invitationEventSchema } from '../entities/invitation-event.schema';
import { invitationPlanSchema } from '../entities/invitation-plan.schema';
import { invitationSchema } from '../entities/invitation.schema';
import { ORDER_STATUSES } from '../entities/order.schema';
import { privatePersonSchema } from '../entities/private-person.schema';
import { embedded, type FromSchema, type Schema } from '../json-schema';
import { closedObject, completeObject, count, orNull, text } from '../schema-parts';
import { inPortofolio } from '../requests/invitations';
import { versionProp } from './owner-content';

/** What the owner's pages read of their invitations (docs/product.md#owner-area). */

const invitation = invitationSchema.properties;
const plan = invitationPlanSchema.properties;
const event = invitationEventSchema.properties;
const person = privatePersonSchema.properties;
const expired = { type: 'boolean', title: 'Sudah berakhir (expired_at lewat)' } as const;
/** Whether the plan is paid for (the root invitation's `paid_at` is set; docs/product.md#payment). */
const paid = { type: 'boolean', title: 'Paket sudah dibayar' } as const;
/** The status of the newest order of the root invitation, or null before any order. */
const orderStatus = {
  type: ['string', 'null'],
  title: 'Status pesanan terakhir',
  enum: [...ORDER_STATUSES, null],
} as const;

/** The caller's role on the invitation (docs/product.md#members): its owner, or a member's. */
const myRole = { type: 'string', title: 'Peran saya', enum: ['owner', ...MEMBER_ROLES] } as const;

/**
 * GET /v1/invitation/{id}: the invitation, its plan (or null), whether it has expired, the caller's
 * role on it, and the version of its settings (docs/product.md#no-lost-edit).
 */
export const invitationDetailSchema = {
  $id: 'response/invitation-detail',
  title: 'Undangan',
  type: 'object',
  additionalProperties: false,
  required: [...invitationSchema.required, 'plan', 'expired', 'my_role', 'version', 'in_portofolio'],
  properties: {
    ...invitation,
    in_portofolio: inPortofolio,
    plan: orNull(embedded(invitationPlanSchema)),
    expired,
    my_role: myRole,
    version: versionProp,
  },
} as const satisfies Schema;

export type InvitationDetail = FromSchema<typeof invitationDetailSchema>;

const personNames = orNull(
  completeObject({ person_name: person.person_name, person_nickname: person.person_nickname }),
);

/**
 * One invitation of GET /v1/user/my-invitation: the invitation, how many versions it has, the
 * couple's names, the main event (the one marked main, else the earliest), its plan's badge, whether
 * it has expired, whether its plan is paid and its newest order's status, and its guests, guests
 * attending (at least one event) and wishes.
 */
export const myInvitationItemSchema = {
  $id: 'response/my-invitation-item',
  title: 'Undangan saya',
  type: 'object',
  additionalProperties: false,
  required: [
    ...invitationSchema.required,
    'version_count',
    'couple',
    'main_event',
    'plan',
    'expired',
    'paid',
    'order_status',
    'counts',
    'my_role',
  ],
  properties: {
    ...invitation,
    my_role: myRole,
    version_count: count('Jumlah versi'),
    couple: { title: 'Mempelai', ...completeObject({ groom: personNames, bride: personNames }) },
    main_event: orNull(completeObject({ label: event.label, start_date: event.start_date })),
    plan: orNull(
      completeObject({
        code: plan.code,
        name: plan.name,
        color: plan.color,
        tier: plan.tier,
        with_guestbook: plan.with_guestbook,
      }),
    ),
    expired,
    paid,
    order_status: orderStatus,
    counts: {
      title: 'Jumlah',
      ...completeObject({ guests: count('Tamu'), attending: count('Tamu yang hadir'), wishes: count('Ucapan') }),
    },
  },
} as const satisfies Schema;

export type MyInvitationItem = FromSchema<typeof myInvitationItemSchema>;

/**
 * One event of a summary: its guests attending and declining, the people attending, and the seats
 * of the guests invited (every guest is invited to every event).
 */
const summaryEventSchema = {
  title: 'Acara',
  ...completeObject({
    id: event.id,
    label: event.label,
    is_main_event: event.is_main_event,
    start_date: event.start_date,
    attending: count('Tamu yang hadir'),
    declining: count('Tamu yang berhalangan'),
    pax: count('Orang yang hadir'),
    seats_invited: count('Kursi diundang'),
  }),
} as const;

/**
 * GET /v1/invitation/summary/{id} and /v1/invitation/summary/slug/{slug}: the dashboard's numbers.
 * Guests, wishes, confirmations and the payment (`paid`, `order_status`) are the root invitation's
 * (a version shows its root's); events are the invitation's own. A guest has replied once they have
 * any RSVP entry; attending: attending
 * at least one event; declining: replied and attending none; unanswered: no entry. `pax_attending`
 * adds each attending guest's largest count; sent: guests whose personal link went out; opened: guests
 * whose personal link was opened (docs/product.md#link-opens); `wishes_pending`:
 * wishes waiting for the owner's approval (docs/product.md#wish-moderation). `days_to_main_event`: calendar days from today to the
 * main event's date, both in the event's time zone (0 on the day, negative after; null without
 * events).
 */
export const invitationSummarySchema = {
  $id: 'response/invitation-summary',
  title: 'Ringkasan undangan',
  ...completeObject({
    id: invitation.id,
    slug: invitation.slug,
    status: invitation.status,
    theme: invitation.theme,
    use_guestbook: invitation.use_guestbook,
    meta_image: orNull(invitation.meta_image),
    expired_at: orNull({ ...timestampProp, title: 'Berakhir' }),
    expired,
    paid,
    order_status: orderStatus,
    plan: orNull(embedded(invitationPlanSchema)),
    guests: count('Tamu'),
    guests_replied: count('Tamu yang menjawab'),
    guests_attending: count('Tamu yang hadir'),
    guests_declining: count('Tamu yang berhalangan'),
    guests_unanswered: count('Tamu yang belum menjawab'),
    guests_sent: count('Tamu yang sudah dikirimi tautan'),
    guests_opened: count('Tamu yang membuka tautan'),
    pax_attending: count('Orang yang hadir'),
    wishes: count('Ucapan'),
    wishes_pending: count('Ucapan yang menunggu persetujuan'),
    wishlist_confirmations: count('Konfirmasi kado'),
    events: { type: 'array', title: 'Acara', items: summaryEventSchema },
    days_to_main_event: { type: ['integer', 'null'], title: 'Hari menuju acara utama' },
  }),
} as const satisfies Schema;

export type InvitationSummary = FromSchema<typeof invitationSummarySchema>;

/** GET /v1/invitation/slug-availability: whether a slug is free, else the reason in Indonesian. */
export const slugAvailabilitySchema = {
  $id: 'response/slug-availability',
  title: 'Ketersediaan slug',
  ...closedObject(['slug', 'available'], {
    slug: text('Slug'),
    available: { type: 'boolean', title: 'Tersedia' },
    message: text('Alasan'),
  }),
} as const satisfies Schema;

export type SlugAvailability = FromSchema<typeof slugAvailabilitySchema>;
