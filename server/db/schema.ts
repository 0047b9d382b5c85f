/**
 * The database: one PostgreSQL schema for PGlite and PostgreSQL alike. Migrations are generated
 * from this file by drizzle-kit (`npm run db:generate`) into server/db/migrations.
 * Column names follow the field names of the data model (docs/product.md#data-model) so rows map onto
 * the entity schemas.
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { SectionSlug } from '../../schemas/section-slugs';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const invitationRef = () =>
  text('invitation_id')
    .notNull()
    .references(() => invitations.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  /** The argon2id hash; null for an account made through Google until its owner sets a password (recovery). */
  password_hash: text('password_hash'),
  /** How the account was made: 'password' (sign-up form) or 'google'. */
  provider: text('provider').notNull().default('password'),
  profile_picture: text('profile_picture'),
  role: text('role').notNull().default('owner'),
  role_id: text('role_id'),
  source: text('source'),
  /**
   * When the owner proved the address is theirs (a link mailed to it was opened); null: not yet, and
   * the account can do everything but publish. Accounts made before verification existed count as verified.
   */
  email_verified_at: timestamp('email_verified_at', { withTimezone: true, mode: 'string' }),
  /** The Google account (its ID token's `sub`) that signs in to this one (server/services/auth/google-account.ts). */
  google_subject: text('google_subject').unique(),
  created_at: createdAt(),
});

/**
 * A sign-in with Google under way (server/services/auth/google-sign-in.ts): what the callback checks,
 * kept on the server between the redirect to the provider and its answer. The browser holds the state
 * in a cookie (which binds the answer to the browser that asked); only its SHA-256 is kept here. A row
 * is taken once (deleted by the callback) and lives 10 minutes at most.
 */
export const googleSignIns = pgTable('google_sign_ins', {
  state_hash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  code_verifier: text('code_verifier').notNull(),
  /** The page of the app to open once signed in (checked as `?next=` is). */
  next_path: text('next_path'),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  created_at: createdAt(),
});

/**
 * Single-use tokens mailed to an owner (server/services/auth/account-links.ts): a password reset, or the
 * proof that `email` is theirs; and the one-time code the app trades for a session after Google's answer.
 * Only the token's SHA-256 is kept; the link in the mail holds the token.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'password-reset' | 'email-verification' | 'google-sign-in'>().notNull(),
    token_hash: text('token_hash').notNull().unique(),
    /** The address the link was mailed to (for a verification: the address it proves). */
    email: text('email').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: createdAt(),
  },
  (t) => [index('account_tokens_user_idx').on(t.user_id, t.purpose)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    family: text('family').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    /**
     * When a rotation replaced this token (its successor is derived from it: TokenService); a token
     * revoked otherwise (logout, reuse, a password change) has none. Within the grace window after it,
     * the token may be presented again and answers its successor (concurrent refreshes of two tabs).
     */
    rotated_at: timestamp('rotated_at', { withTimezone: true, mode: 'string' }),
    created_at: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family)],
);

export const invitationPlans = pgTable('invitation_plans', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  /** The badge colour (hex); the seed sets each plan's. */
  color: text('color').notNull().default('#64748b'),
  tier: integer('tier').notNull(),
  price: integer('price').notNull(),
  discount_price: integer('discount_price'),
  expired_day: integer('expired_day').notNull(),
  section: jsonb('section').$type<SectionSlug[]>().notNull(),
  with_guestbook: boolean('with_guestbook').notNull().default(false),
  add_ons: jsonb('add_ons').$type<string[]>().notNull().default([]),
  description: text('description'),
  icon: text('icon'),
  restriction: text('restriction'),
  product_id: text('product_id'),
});

export const invitationCategories = pgTable('invitation_categories', {
  id: id(),
  name: text('name').notNull(),
  type: text('type').notNull(),
});

export const themes = pgTable('themes', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  thumbnail: text('thumbnail'),
  used: integer('used').notNull().default(0),
  theme_category_id: text('theme_category_id'),
  invitation_plan_id: text('invitation_plan_id').references(() => invitationPlans.id),
  restricted: boolean('restricted').notNull().default(false),
});

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    parent_id: text('parent_id').references((): AnyPgColumn => invitations.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan_id: text('plan_id').references(() => invitationPlans.id),
    category_id: text('category_id').references(() => invitationCategories.id),
    slug: text('slug').notNull().unique(),
    status: text('status').notNull().default('draft'),
    expired_at: timestamp('expired_at', { withTimezone: true, mode: 'string' }),
    song: text('song'),
    theme: text('theme').notNull(),
    use_guestbook: boolean('use_guestbook').notNull().default(false),
    use_multiple_event: boolean('use_multiple_event').notNull().default(false),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    meta_image: text('meta_image'),
    version_name: text('version_name'),
    caption_share: text('caption_share'),
    quote: text('quote'),
    style: jsonb('style').$type<{ show_groom_parent?: boolean; show_bride_parent?: boolean }>(),
    /** Listed publicly: 'portofolio' or 'custom-design' showcases. */
    showcase: text('showcase'),
    /**
     * Bumped by database triggers on every write to what the public page is made of (this row, its
     * couple, sections, events, stories, gallery, gifts, confirmations, wishes, its plan): the public
     * page cache (server/services/public-page/page-cache.ts) serves a page only while it is unchanged.
     */
    page_version: bigint('page_version', { mode: 'number' }).notNull().default(0),
    /**
     * When the plan was first paid for (server/services/payments): null while the invitation is an
     * unpaid draft, which may be edited and previewed but not published. Set on the root and its versions.
     */
    paid_at: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
    /**
     * The end of the days paid for (payment + the plan's `expired_day`, extensions added). `expired_at` is
     * this or, when later, a week after the main event (server/services/payments/active-period.ts), so
     * moving the wedding earlier gives the extra days back.
     */
    paid_until: timestamp('paid_until', { withTimezone: true, mode: 'string' }),
    /** An operator's suspension (docs/product.md#operator-console): the public page is then unavailable. */
    suspended_reason: text('suspended_reason'),
    /** After this moment a guest's RSVP form is closed and shows the answer given; the owner may still change it. */
    rsvp_deadline: timestamp('rsvp_deadline', { withTimezone: true, mode: 'string' }),
    /** 'instant': a wish shows at once; 'approval': it waits for the owner (wishes.status 'pending'). */
    wish_moderation: text('wish_moderation').notNull().default('instant'),
    /** The owner's WhatsApp message templates by kind (invitation, reminder, thanks); none: the defaults. */
    message_templates: jsonb('message_templates').$type<Record<string, string>>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('invitations_user_idx').on(t.user_id), index('invitations_parent_idx').on(t.parent_id)],
);

/**
 * Every owner-side write of an invitation's content and settings: who, when, what (docs/product.md#changes).
 * It is also each thing's version: a write names the change it was based on (If-Match), and one based
 * on an older change is refused (server/services/invitations/invitation-changes.ts). `request_key`
 * (the client's Idempotency-Key) makes a repeated request one write.
 */
export const invitationChanges = pgTable(
  'invitation_changes',
  {
    id: id(),
    /** The root invitation: a version's changes are its root's too. */
    invitation_id: invitationRef(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was written, e.g. 'couple:{invitation id}', 'story:{id}', 'invitation:{id}'. */
    entity_key: text('entity_key').notNull(),
    /** Its name in the owner area, e.g. 'Mempelai', 'Acara'. */
    subject: text('subject').notNull(),
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    request_key: text('request_key'),
    created_at: createdAt(),
  },
  (t) => [
    index('invitation_changes_invitation_idx').on(t.invitation_id, t.created_at),
    index('invitation_changes_entity_idx').on(t.invitation_id, t.entity_key, t.created_at),
    uniqueIndex('invitation_changes_request_idx').on(t.user_id, t.request_key),
  ],
);

/**
 * The people an owner shares an invitation with (docs/product.md#members), on the root invitation (its
 * versions follow it): an `editor` changes the content, the guests and the wishes; a `viewer` reads and
 * exports. A row is first an invitation to join – by e-mail (`email`) or by a link to share – whose
 * token only the SHA-256 of is kept, usable once until `expires_at`; accepting it sets `user_id` and
 * `accepted_at` and forgets the token.
 */
export const invitationMembers = pgTable(
  'invitation_members',
  {
    id: id(),
    invitation_id: invitationRef(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'editor' | 'viewer'>().notNull(),
    /** The address an e-mail invitation went to; null for a link. */
    email: text('email'),
    invited_by: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').unique(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    accepted_at: timestamp('accepted_at', { withTimezone: true, mode: 'string' }),
    created_at: createdAt(),
  },
  (t) => [
    index('invitation_members_invitation_idx').on(t.invitation_id),
    uniqueIndex('invitation_members_user_idx').on(t.invitation_id, t.user_id),
    index('invitation_members_member_idx').on(t.user_id),
  ],
);

export const invitationPrivate = pgTable(
  'invitation_private',
  {
    id: id(),
    invitation_id: invitationRef(),
    person_role: text('person_role').notNull(),
    person_name: text('person_name').notNull(),
    person_nickname: text('person_nickname').notNull(),
    person_father_name: text('person_father_name'),
    person_mother_name: text('person_mother_name'),
    person_child_sequence: integer('person_child_sequence'),
    person_instagram: text('person_instagram'),
    person_image: text('person_image'),
    extra: jsonb('extra').$type<{ show_parent?: boolean }>(),
  },
  (t) => [uniqueIndex('invitation_private_person_idx').on(t.invitation_id, t.person_role)],
);

export const invitationSections = pgTable(
  'invitation_sections',
  {
    id: id(),
    invitation_id: invitationRef(),
    slug: text('slug').notNull(),
    name: text('name'),
    index: integer('index').notNull(),
    is_ordered: boolean('is_ordered').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    title: text('title'),
    description: text('description'),
    image: text('image'),
    labels: jsonb('labels').$type<Record<string, string>>(),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
  },
  (t) => [uniqueIndex('invitation_sections_slug_idx').on(t.invitation_id, t.slug)],
);

export const invitationStories = pgTable('invitation_stories', {
  id: id(),
  invitation_id: invitationRef(),
  index: integer('index').notNull().default(0),
  title: text('title').notNull(),
  time: text('time'),
  description: text('description').notNull(),
  extra: jsonb('extra').$type<{ image?: string }>(),
});

export const invitationEvents = pgTable('invitation_events', {
  id: id(),
  invitation_id: invitationRef(),
  label: text('label').notNull(),
  start_date: timestamp('start_date', { withTimezone: true, mode: 'string' }).notNull(),
  end_date: timestamp('end_date', { withTimezone: true, mode: 'string' }),
  address: text('address').notNull(),
  maps_url: text('maps_url'),
  venue: text('venue').notNull(),
  event_video_url: text('event_video_url'),
  is_main_event: boolean('is_main_event').notNull().default(false),
  extra: jsonb('extra').$type<{ timezone?: 'WIB' | 'WITA' | 'WIT' }>(),
});

export const invitationGallery = pgTable('invitation_gallery', {
  id: id(),
  invitation_id: invitationRef(),
  name: text('name'),
  image: text('image').notNull(),
  index: integer('index').notNull().default(0),
});

export const virtualGifts = pgTable('virtual_gifts', {
  id: id(),
  invitation_id: invitationRef(),
  is_active: boolean('is_active').notNull().default(true),
  channel_type: text('channel_type').notNull(),
  account_number: text('account_number').notNull(),
  account_name: text('account_name').notNull(),
  /** An uploaded QRIS image (the owner's own upload), shown on the card with 'Simpan QRIS'. */
  qris_image: text('qris_image'),
});

export const physicalGifts = pgTable('physical_gifts', {
  id: id(),
  invitation_id: invitationRef(),
  is_active: boolean('is_active').notNull().default(true),
  recipient_name: text('recipient_name').notNull(),
  recipient_address: text('recipient_address').notNull(),
  recipient_address_url: text('recipient_address_url'),
});

export const wishlistGifts = pgTable('wishlist_gifts', {
  id: id(),
  invitation_id: invitationRef(),
  product_name: text('product_name').notNull(),
  amount: integer('amount').notNull(),
  qty: integer('qty').notNull(),
  image_url: text('image_url'),
  description: text('description'),
  purchase_url: text('purchase_url'),
});

export const guests = pgTable(
  'guests',
  {
    id: id(),
    invitation_id: invitationRef(),
    name: text('name').notNull(),
    /** Who the guest is to the couple ("Keluarga", "Teman Kantor"): the list's filter, later the seating. */
    group: text('group'),
    /** Their WhatsApp number as +62… (engine/format/phone-number.ts), one guest per number. */
    whatsapp_number: text('whatsapp_number'),
    /** The secret part of a guest's personal link. */
    code: text('code')
      .notNull()
      .unique()
      .$defaultFn(() => crypto.randomUUID().replaceAll('-', '').slice(0, 12)),
    /** When the owner last sent the personal link through WhatsApp; null: never. */
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    /** When the owner last sent the reminder (to a guest who had not answered); null: never. */
    reminded_at: timestamp('reminded_at', { withTimezone: true, mode: 'string' }),
    /** When the owner last sent the thank-you (to a guest who came); null: never. */
    thanked_at: timestamp('thanked_at', { withTimezone: true, mode: 'string' }),
    /** How many people the invitation is for: the RSVP's pax may not exceed it. */
    seats: integer('seats').notNull().default(2),
    /** The venue table the guest sits at (docs/product.md#guestbook); null: none yet. */
    table_id: text('table_id').references((): AnyPgColumn => guestbookTables.id, { onDelete: 'set null' }),
    /** Added at the door by an usher, not invited through the list. */
    walk_in: boolean('walk_in').notNull().default(false),
    /** A guest of honour: greeted with the VIP greeting, their table highlighted at the door. */
    vip: boolean('vip').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('guests_invitation_idx').on(t.invitation_id),
    uniqueIndex('guests_invitation_number_idx')
      .on(t.invitation_id, t.whatsapp_number)
      .where(sql`${t.whatsapp_number} is not null`),
  ],
);

export const rsvpEntries = pgTable(
  'rsvp_entries',
  {
    guest_id: text('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    event_id: text('event_id')
      .notNull()
      .references(() => invitationEvents.id, { onDelete: 'cascade' }),
    is_attend: boolean('is_attend').notNull(),
    pax: integer('pax').notNull(),
    /** Recorded by the owner for the guest ('Dijawab lewat telepon'), not by the guest. */
    by_owner: boolean('by_owner').notNull().default(false),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.guest_id, t.event_id] })],
);

export const wishes = pgTable(
  'wishes',
  {
    id: id(),
    invitation_id: invitationRef(),
    guest_id: text('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    place: text('place'),
    message: text('message').notNull(),
    rsvp: text('rsvp'),
    /** 'shown', 'pending' (waiting for the owner's approval) or 'hidden' (by the owner). Only shown ones are public. */
    status: text('status').notNull().default('shown'),
    created_at: createdAt(),
  },
  (t) => [index('wishes_invitation_created_idx').on(t.invitation_id, t.created_at)],
);

export const wishlistConfirmations = pgTable(
  'wishlist_confirmations',
  {
    id: id(),
    invitation_wishlist_id: text('invitation_wishlist_id')
      .notNull()
      .references(() => wishlistGifts.id, { onDelete: 'cascade' }),
    invitation_id: invitationRef(),
    guest_id: text('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    buyer_name: text('buyer_name').notNull(),
    whatsapp_number: text('whatsapp_number').notNull(),
    purchase_date: timestamp('purchase_date', { withTimezone: true, mode: 'string' }).notNull(),
    shipping_expedition: text('shipping_expedition').notNull(),
    shipping_receipt: text('shipping_receipt').notNull(),
    notes: text('notes'),
    status: text('status').notNull().default('pending'),
    /** When the owner marked the gift received (status 'received'). */
    received_at: timestamp('received_at', { withTimezone: true, mode: 'string' }),
    /** When the owner last thanked the buyer through WhatsApp. */
    thanked_at: timestamp('thanked_at', { withTimezone: true, mode: 'string' }),
    created_at: createdAt(),
  },
  (t) => [index('wishlist_confirmations_item_idx').on(t.invitation_wishlist_id)],
);

export const media = pgTable('media', {
  id: id(),
  user_id: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  path: text('path').notNull(),
  /** An image's size; none for a song. */
  width: integer('width'),
  height: integer('height'),
  bytes: integer('bytes').notNull(),
  created_at: createdAt(),
});

/*
 * The venue guestbook (docs/product.md#guestbook). Everything belongs to the root invitation, as the
 * guests do, so every version shares one guestbook.
 */

/** The greeting screen's settings, one row per invitation (none: the defaults). */
export const guestbookSettings = pgTable('guestbook_settings', {
  invitation_id: text('invitation_id')
    .primaryKey()
    .references(() => invitations.id, { onDelete: 'cascade' }),
  /** The greeting's layout on the hall's screen (schemas/requests/guestbook.ts GREETING_LAYOUTS). */
  screen_layout: text('screen_layout').notNull().default('classic'),
  /** How long one greeting stays on the screen. */
  greeting_seconds: integer('greeting_seconds').notNull().default(10),
  /** Whether the greeting names the guest's table. */
  show_table: boolean('show_table').notNull().default(true),
  /** A greeting still waiting after this many seconds is skipped (counted in the display's log). */
  greeting_max_age_seconds: integer('greeting_max_age_seconds').notNull().default(120),
  /** The greeting of a VIP guest; null: the default words. */
  vip_greeting: text('vip_greeting'),
  /** A personal code admits once: a second person with it is flagged (door_code_flags), not added. */
  single_use_codes: boolean('single_use_codes').notNull().default(false),
  /** Whether ushers record guests leaving (check_ins.checked_out_at). */
  check_out: boolean('check_out').notNull().default(false),
  updated_at: updatedAt(),
});

/** A venue table: a name and how many people it seats. */
export const guestbookTables = pgTable(
  'guestbook_tables',
  {
    id: id(),
    invitation_id: invitationRef(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    index: integer('index').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('guestbook_tables_name_idx').on(t.invitation_id, t.name)],
);

/**
 * Usher access: a short code the owner hands to an usher, with a name, an expiry, revocable. It lets
 * the usher check guests in and hand out souvenirs for this one invitation, nothing else.
 */
export const guestbookUshers = pgTable(
  'guestbook_ushers',
  {
    id: id(),
    invitation_id: invitationRef(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    created_at: createdAt(),
  },
  (t) => [index('guestbook_ushers_invitation_idx').on(t.invitation_id)],
);

/**
 * A guest's arrival. The id is made on the usher's device, so a retry of the same check-in is the
 * same row; a guest has at most one check-in that is not undone (the database refuses a second).
 * `seq` orders every check-in of the database: greeting screens and usher devices catch up from the
 * last one they saw.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    invitation_id: invitationRef(),
    guest_id: text('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** People who came with the guest, the guest included. */
    pax: integer('pax').notNull(),
    /** When the usher checked the guest in, on the device's clock (offline check-ins arrive later). */
    checked_in_at: timestamp('checked_in_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** Who checked the guest in: the usher's name, or the owner's. */
    usher_name: text('usher_name').notNull(),
    usher_id: text('usher_id').references(() => guestbookUshers.id, { onDelete: 'set null' }),
    received_at: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    undone_at: timestamp('undone_at', { withTimezone: true, mode: 'string' }),
    /** When the guest left, where the owner turned check-out on; null: still inside. */
    checked_out_at: timestamp('checked_out_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('check_ins_invitation_seq_idx').on(t.invitation_id, t.seq),
    uniqueIndex('check_ins_guest_idx')
      .on(t.guest_id)
      .where(sql`${t.undone_at} is null`),
  ],
);

/** A kind of souvenir with its stock, handed once per guest or once per person who came. */
export const souvenirs = pgTable('souvenirs', {
  id: id(),
  invitation_id: invitationRef(),
  name: text('name').notNull(),
  stock: integer('stock').notNull(),
  /** 'per_guest' (one each) or 'per_person' (one for every person checked in with the guest). */
  rule: text('rule').notNull().default('per_guest'),
  index: integer('index').notNull().default(0),
  created_at: createdAt(),
});

/** A souvenir handed to a guest; never twice the same kind to the same guest (a unique index). */
export const souvenirHandouts = pgTable(
  'souvenir_handouts',
  {
    id: text('id').primaryKey(),
    invitation_id: invitationRef(),
    souvenir_id: text('souvenir_id')
      .notNull()
      .references(() => souvenirs.id, { onDelete: 'cascade' }),
    guest_id: text('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    usher_name: text('usher_name').notNull(),
    handed_at: timestamp('handed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('souvenir_handouts_guest_idx').on(t.souvenir_id, t.guest_id),
    index('souvenir_handouts_invitation_idx').on(t.invitation_id),
  ],
);
