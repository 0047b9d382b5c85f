import type { Schema } from '../../schemas/json-schema';
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
import { rsvpDeadlineFormSchema } from '../../schemas/requests/owner-rsvp';
import { EDITED_SECTIONS, sectionEditorSchemas, type EditedSection } from '../../schemas/requests/section-editor';
import { SECTIONS } from '../../schemas/sections';
import { coverSettingsSchema } from '../../schemas/settings/cover.settings';
import { generalSettingsSchema } from '../../schemas/settings/general.settings';
import { thumbnailSettingsSchema } from '../../schemas/settings/thumbnail.settings';

/*
 * Every page of the owner's area, in one table (docs/product.md#owner-area): the routes
 * (app/owner/owner-routes.tsx), the invitation's menu (app/owner/shell/owner-menu.ts) and the form
 * validators the web app's build precompiles (scripts/vite/precompiled-validators.ts) are all made
 * from it. A new settings page is its schema, its uiSchema and one row here.
 *
 * Plain data: the build's plugins read it in Node, so it names each page's module by its path (the
 * routes load it lazily, each page its own chunk) and imports nothing but schemas.
 */

/**
 * Where a page lives: the invitation list (`/invitation/…`), the owner's own account (`/account`), or
 * an invitation's dashboard and its three menu areas (`/invitation/{id}/…`).
 */
export type OwnerArea = 'list' | 'account' | 'dashboard' | 'setting' | 'section' | 'guest';
/** The areas of the invitation's menu, in its order, with their Indonesian names. */
export const MENU_AREAS = { setting: 'Pengaturan', section: 'Bagian', guest: 'Tamu' } as const;
export type MenuAreaId = keyof typeof MENU_AREAS;

export type OwnerPage = {
  area: OwnerArea;
  /** The page's own part of its address, under its area ('' for the area's own page). */
  path: string;
  /** Its name in the menu and in its heading, in Indonesian ('' for pages outside the menu). */
  label: string;
  /**
   * Its module under app/owner, without the extension: a `-page.tsx` exporting `Component` (and
   * `loader`). None for a menu entry whose page is the venue's (app/guestbook, routed in app/router.tsx).
   */
  module?: string;
  /** The route, when one route serves several rows (every section editor is `section/:slug`). */
  route?: string;
  /** Shown (and in the menu) only when the invitation's plan has the guestbook. */
  guestbook?: boolean;
  /** In the menu only for the invitation's owner, not its members (docs/product.md#members). */
  ownerOnly?: boolean;
  /** Never in the menu: a page opened from another one of its area (a receipt from the payment page). */
  hidden?: boolean;
  /** The schemas its forms validate in the browser: their validators are precompiled. */
  schemas?: readonly Schema[];
};

/** The content a section's editor lists beside its settings, each kind by its update schema. */
const SECTION_CONTENT_SCHEMAS: Partial<Record<EditedSection, readonly Schema[]>> = {
  couple: [coupleUpdateSchema],
  event: [eventUpdateSchema],
  story: [storyUpdateSchema],
  gallery: [galleryUpdateSchema],
  gift: [physicalGiftUpdateSchema, virtualGiftUpdateSchema, wishlistGiftUpdateSchema],
  // The RSVP deadline beside the section's settings (docs/product.md#rsvp-deadline).
  rsvp: [rsvpDeadlineFormSchema],
};

export const OWNER_PAGES: readonly OwnerPage[] = [
  { area: 'list', path: '', label: 'Undangan Saya', module: 'invitations/invitation-list-page' },
  { area: 'list', path: 'new', label: 'Buat Undangan', module: 'invitations/new-invitation-page' },
  // The page an invitation to join opens (its link, mailed or shared): before `:id`, a static segment.
  { area: 'list', path: 'accept', label: 'Terima Undangan', module: 'invitations/member-accept-page' },
  { area: 'account', path: '', label: 'Akun Saya', module: 'account/account-page' },
  { area: 'dashboard', path: '', label: 'Dasbor', module: 'dashboard/dashboard-page' },

  { area: 'setting', path: 'theme', label: 'Tema', module: 'settings/theme-setting-page' },
  {
    area: 'setting',
    path: 'cover',
    label: 'Sampul',
    module: 'settings/cover-setting-page',
    schemas: [coverSettingsSchema],
  },
  {
    area: 'setting',
    path: 'thumbnail',
    label: 'Thumbnail',
    module: 'settings/thumbnail-setting-page',
    schemas: [thumbnailSettingsSchema],
  },
  { area: 'setting', path: 'order', label: 'Urutan Bagian', module: 'settings/order-setting-page' },
  { area: 'setting', path: 'music', label: 'Musik', module: 'settings/music-setting-page' },
  {
    area: 'setting',
    path: 'general',
    label: 'Umum',
    module: 'settings/general-setting-page',
    schemas: [generalSettingsSchema],
  },
  { area: 'setting', path: 'members', label: 'Anggota', module: 'settings/members-setting-page', ownerOnly: true },
  // Paying for the plan is the owner's alone (docs/product.md#payment); a paid order's receipt opens
  // from its list there.
  { area: 'setting', path: 'payment', label: 'Paket & Pembayaran', module: 'orders/payment-page', ownerOnly: true },
  {
    area: 'setting',
    path: 'payment/receipt/:orderId',
    label: 'Kuitansi',
    module: 'orders/receipt-page',
    hidden: true,
  },

  ...EDITED_SECTIONS.map((slug): OwnerPage => ({
    area: 'section',
    path: slug,
    label: SECTIONS[slug].settings.title,
    module: 'sections/section-editor-page',
    route: 'section/:slug',
    schemas: [sectionEditorSchemas[slug], ...(SECTION_CONTENT_SCHEMAS[slug] ?? [])],
  })),

  {
    area: 'guest',
    path: 'list',
    label: 'Daftar Tamu',
    module: 'pages/guest-list-page',
    schemas: [guestPayloadSchema],
  },
  // Sending to every guest (docs/product.md#sending): the queue and the message templates.
  { area: 'guest', path: 'send', label: 'Kirim Undangan', module: 'sending/send-queue-page' },
  { area: 'guest', path: 'wish', label: 'Ucapan & Kado', module: 'pages/wish-page' },
  // The guestbook's pages (docs/product.md#guestbook), after the guest list and the wishes.
  // The check-in page at the door: full screen, the venue's (app/guestbook/check-in).
  { area: 'guest', path: 'guest-book', label: 'Buku Tamu', guestbook: true },
  {
    area: 'guest',
    path: 'e-invitation',
    label: 'E-Undangan',
    module: 'venue-settings/e-invitation-page',
    guestbook: true,
  },
  {
    area: 'guest',
    path: 'screen',
    label: 'Layar Sapaan',
    module: 'venue-settings/screen-setting-page',
    guestbook: true,
    schemas: [guestbookSettingsSchema],
  },
  {
    area: 'guest',
    path: 'table',
    label: 'Meja',
    module: 'venue-settings/table-page',
    guestbook: true,
    schemas: [guestbookTableSchema],
  },
  {
    area: 'guest',
    path: 'souvenir',
    label: 'Suvenir',
    module: 'venue-settings/souvenir-page',
    guestbook: true,
    // Its usher access section too.
    schemas: [souvenirSchema, usherAccessSchema],
  },
  // The door prize drawn among the guests present (docs/product.md#guestbook).
  {
    area: 'guest',
    path: 'door-prize',
    label: 'Door Prize',
    module: 'venue-settings/door-prize-page',
    guestbook: true,
  },
];

/**
 * A page's address under its invitation (`setting/theme`), under /invitation for the list's pages, or
 * under /account for the account's.
 */
export const ownerPagePath = (page: Pick<OwnerPage, 'area' | 'path'>): string =>
  page.area === 'list' || page.area === 'account' || page.area === 'dashboard'
    ? page.path
    : `${page.area}/${page.path}`;

/** A page's menu name by its area and path ('' when there is no such page). */
export const ownerPageLabel = (area: OwnerArea, path: string): string =>
  OWNER_PAGES.find((page) => page.area === area && page.path === path)?.label ?? '';

/**
 * The schemas the owner's forms validate in the browser, each once: the web app's build precompiles
 * their validators into a module of their own (engine/validation/owner-validator-for.ts), which only
 * the owner's chunks import, so the guest's page never carries them.
 */
export const OWNER_VALIDATED_SCHEMAS: readonly Schema[] = [
  ...new Set(OWNER_PAGES.flatMap((page) => page.schemas ?? [])),
];
