import { MEDIA_LIMITS, mediaUploadFieldsSchema } from '../../schemas/requests/media';
import { sectionUpdateSchemas } from '../../schemas/requests/content';
import type { ErrorStatus } from './api-docs-errors';

/**
 * What the OpenAPI document says of each operation beyond its route's schemas (the route's own
 * schemas give its parameters, body and answers): keyed by `METHOD url` as the route is registered,
 * grouped by tag. tests/server/openapi.test.ts holds that every route of the document has an entry
 * and every entry a route, so a new route without a summary fails there.
 */
export type OperationDoc = {
  /** The operationId: unique in the document, camelCase. */
  id: string;
  summary: string;
  /**
   * The errors its handler and services send, beyond the ones api-docs.ts adds to every route (400;
   * 401 when it needs a token; 429 with a rate limit of its config; a default for the rest).
   */
  errors?: readonly ErrorStatus[];
  /** Answers 201 (said where the route declares no answer schema, which would read as a 200). */
  created?: true;
  /** Takes a bearer token when there is one: its owner then sees a draft (a preview) as a guest would. */
  optionalToken?: true;
  /** An answer that is a file of this type, not JSON. */
  file?: { type: string; description: string };
  /** A body the handler checks itself (the route declares none for its validation): described here only. */
  body?: { schema: unknown; consumes?: string[] };
};

export type OperationGroup = { tag: string; description: string; operations: Record<string, OperationDoc> };

/** The invitation must be the caller's: 404 when there is none, 403 when it is someone else's. */
const OWNED = [403, 404] as const;
/** A guest's call on an invitation: 404 for none (or another's draft), 410 once it has expired. */
const OPEN = [404, 410] as const;
const publicRead = (id: string, summary: string): OperationDoc => ({ id, summary, errors: OPEN, optionalToken: true });

/**
 * PUT /v1/invitation/section/{id}: the body is the settings schema of the section's own slug, which
 * the handler picks from the stored row, so the route can declare none.
 */
const sectionSettingsBody = {
  schema: {
    description: 'The settings of the section’s slug (the stored section decides which of these applies).',
    anyOf: Object.values(sectionUpdateSchemas),
  },
};

const { image, song } = MEDIA_LIMITS;
const MB = 1024 * 1024;
/** POST /v1/media: a form with one file, read by the handler (@fastify/multipart), not by a schema. */
const mediaUploadBody = {
  consumes: ['multipart/form-data'],
  schema: {
    type: 'object',
    required: ['kind', 'file'],
    properties: {
      ...mediaUploadFieldsSchema.properties,
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description:
          `An image (${image.accept}; at most ${image.maxBytes / MB} MB), stored as WebP at its kind's web ` +
          `size; or, for the kind \`song\`, a song (${song.accept}; at most ${song.maxBytes / MB} MB).`,
      },
    },
  },
};

export const API_OPERATIONS: OperationGroup[] = [
  {
    tag: 'Accounts',
    description: 'Owner accounts: a short-lived access token and a rotating refresh token per session.',
    operations: {
      'POST /v1/auth/register': {
        id: 'register',
        summary: 'Create an owner account',
        errors: [409, 429],
        created: true,
      },
      'POST /v1/auth/login': { id: 'login', summary: 'Sign in with e-mail and password', errors: [401, 429] },
      'POST /v1/auth/refresh': {
        id: 'refreshSession',
        summary: 'Renew the tokens with the refresh token',
        errors: [401],
      },
      'POST /v1/auth/logout': { id: 'logout', summary: 'Sign out: end the refresh token’s session' },
      'PUT /v1/auth/password': {
        id: 'changePassword',
        summary: 'Change the password and end the other sessions',
        errors: [429],
      },
      'GET /v1/auth/me': { id: 'getCurrentOwner', summary: 'Read the signed-in owner' },
    },
  },
  {
    tag: 'Catalogue',
    description: 'What anyone may read before signing up: plans, themes and showcased invitations.',
    operations: {
      'GET /v1/plan': { id: 'listPlans', summary: 'List the plans, lowest tier first' },
      'GET /v1/theme': { id: 'listThemes', summary: 'List the themes' },
      'GET /v2/invitation/portofolio': { id: 'listPortfolio', summary: 'List the portfolio showcase, newest first' },
      'GET /v2/invitation/custom-design': {
        id: 'listCustomDesigns',
        summary: 'List the custom-design showcase, newest first',
      },
    },
  },
  {
    tag: 'Invitations',
    description: 'The owner’s invitations: creating, editing, publishing, versions, numbers and export.',
    operations: {
      'POST /v1/invitation': {
        id: 'createInvitation',
        summary: 'Create an invitation as a draft',
        errors: [403, 409],
        created: true,
      },
      'GET /v1/user/my-invitation': { id: 'listMyInvitations', summary: 'List the owner’s invitations' },
      'GET /v1/invitation/slug-availability': {
        id: 'checkSlugAvailability',
        summary: 'Tell whether a slug is free',
        errors: OWNED,
      },
      'GET /v1/invitation/:id': { id: 'getInvitation', summary: 'Read an invitation of the owner', errors: OWNED },
      'PUT /v1/invitation/:id': { id: 'updateInvitation', summary: 'Edit an invitation', errors: [...OWNED, 409] },
      'PUT /v1/invitation/:id/status': {
        id: 'setInvitationStatus',
        summary: 'Publish an invitation or take it back to draft',
        errors: OWNED,
      },
      'POST /v1/invitation/version': {
        id: 'createVersion',
        summary: 'Copy an invitation as a new version',
        errors: [...OWNED, 409],
        created: true,
      },
      'GET /v1/invitation/:id/version': { id: 'listVersions', summary: 'List an invitation’s versions', errors: OWNED },
      'DELETE /v1/invitation/:id/version': { id: 'deleteVersion', summary: 'Delete a version', errors: OWNED },
      'GET /v1/invitation/summary/:id': {
        id: 'getInvitationSummary',
        summary: 'Read an invitation’s numbers for the dashboard',
        errors: OWNED,
      },
      'GET /v1/invitation/summary/slug/:slug': {
        id: 'getInvitationSummaryBySlug',
        summary: 'Read an invitation’s numbers for the dashboard, by slug',
        errors: OWNED,
      },
      'GET /v1/invitation/:id/export': {
        id: 'exportInvitation',
        summary: 'Download all of an invitation’s data',
        errors: OWNED,
        file: { type: 'application/zip', description: 'A ZIP archive of the invitation’s data.' },
      },
    },
  },
  {
    tag: 'Public page',
    description:
      'An invitation as its guests see it, by slug: published and not expired, or its owner’s draft with their token.',
    operations: {
      'GET /v1/invitation/slug/:slug': publicRead('getPublicInvitation', 'Read an invitation and its events'),
      'GET /v1/invitation/slug/:slug/page': publicRead(
        'getInvitationPage',
        'Read everything the page shows, with the guest of a link’s code',
      ),
      'GET /v1/invitation/slug/:slug/private': publicRead('getCouple', 'Read the couple'),
      'GET /v1/invitation/slug/:slug/sections': publicRead('listPublicSections', 'List the sections in order'),
      'GET /v1/invitation/slug/:slug/stories': publicRead('listStories', 'List the couple’s story in order'),
      'GET /v1/invitation/slug/:slug/gallery': publicRead('listGallery', 'List the gallery’s photos'),
      'GET /v1/invitation/slug/:slug/gift': publicRead('listGifts', 'List the gifts of each type'),
      'GET /v2/invitation/slug/:slug/wish': publicRead('listWishes', 'List the wishes, a page at a time'),
      'GET /v1/guest/code/:code': {
        ...publicRead('getGuestByCode', 'Read the guest a link’s code names'),
        errors: [...OPEN, 429],
      },
    },
  },
  {
    tag: 'Guest replies',
    description: 'What guests send (wishes, RSVP, wishlist gift confirmations), and the owner’s reads of it.',
    operations: {
      'POST /v1/wish': { ...publicRead('sendWish', 'Send a wish'), created: true },
      'DELETE /v1/wish/:id': { id: 'deleteWish', summary: 'Delete a wish', errors: OWNED },
      'POST /v1/invitation-rsvp': publicRead('sendRsvp', 'Answer the RSVP for a guest'),
      'POST /v1/gift/wishlist/confirmation': {
        ...publicRead('confirmWishlistGift', 'Confirm a wishlist gift'),
        errors: [...OPEN, 409],
        created: true,
      },
      'GET /v1/gift/wishlist/confirmation/:id': {
        id: 'listItemConfirmations',
        summary: 'List the confirmations of a wishlist item',
        errors: OWNED,
      },
      'GET /v1/invitation/:id/wish': {
        id: 'listOwnerWishes',
        summary: 'List the wishes for the owner, searched, a page at a time',
        errors: OWNED,
      },
      'GET /v1/invitation/:id/gift/confirmation': {
        id: 'listGiftConfirmations',
        summary: 'List every wishlist confirmation, oldest first',
        errors: OWNED,
      },
    },
  },
  {
    tag: 'Content',
    description:
      'What the owner writes on an invitation. Stories, the gallery and gifts belong to the root invitation: its versions share them.',
    operations: {
      'GET /v1/invitation/:id/content': {
        id: 'getOwnerContent',
        summary: 'Read everything the section editors edit',
        errors: OWNED,
      },
      'PUT /v1/invitation/private/:id': {
        id: 'saveCouple',
        summary: 'Save the couple, person by person',
        errors: OWNED,
      },
      'GET /v1/invitation/section': { id: 'listSections', summary: 'List an invitation’s sections', errors: OWNED },
      'PUT /v1/invitation/section/reorder': { id: 'reorderSections', summary: 'Reorder the sections', errors: OWNED },
      'PUT /v1/invitation/section/:id': {
        id: 'updateSection',
        summary: 'Save a section’s settings',
        errors: OWNED,
        body: sectionSettingsBody,
      },
      'POST /v1/invitation/story': { id: 'createStory', summary: 'Add a story', errors: OWNED, created: true },
      'PUT /v1/invitation/story/reorder': { id: 'reorderStories', summary: 'Reorder the stories', errors: OWNED },
      'PUT /v1/invitation/story/:id': { id: 'updateStory', summary: 'Replace a story', errors: OWNED },
      'DELETE /v1/invitation/story/:id': { id: 'deleteStory', summary: 'Delete a story', errors: OWNED },
      'POST /v1/invitation/event': { id: 'createEvent', summary: 'Add an event', errors: OWNED, created: true },
      'PUT /v1/invitation/event/:id': { id: 'updateEvent', summary: 'Replace an event', errors: OWNED },
      'DELETE /v1/invitation/event/:id': { id: 'deleteEvent', summary: 'Delete an event', errors: OWNED },
      'POST /v1/invitation/gallery': {
        id: 'addPhoto',
        summary: 'Add a photo to the gallery',
        errors: OWNED,
        created: true,
      },
      'PUT /v1/invitation/gallery/reorder': { id: 'reorderGallery', summary: 'Reorder the gallery', errors: OWNED },
      'PUT /v1/invitation/gallery/:id': { id: 'updatePhoto', summary: 'Replace a gallery photo', errors: OWNED },
      'DELETE /v1/invitation/gallery/:id': { id: 'deletePhoto', summary: 'Delete a gallery photo', errors: OWNED },
      'POST /v1/gift/physical': {
        id: 'createPhysicalGift',
        summary: 'Add an address for sent gifts',
        errors: OWNED,
        created: true,
      },
      'PUT /v1/gift/physical/:id': {
        id: 'updatePhysicalGift',
        summary: 'Replace an address for sent gifts',
        errors: OWNED,
      },
      'DELETE /v1/gift/physical/:id': {
        id: 'deletePhysicalGift',
        summary: 'Delete an address for sent gifts',
        errors: OWNED,
      },
      'POST /v1/gift/virtual': {
        id: 'createVirtualGift',
        summary: 'Add an account for transfers',
        errors: OWNED,
        created: true,
      },
      'PUT /v1/gift/virtual/:id': {
        id: 'updateVirtualGift',
        summary: 'Replace an account for transfers',
        errors: OWNED,
      },
      'DELETE /v1/gift/virtual/:id': {
        id: 'deleteVirtualGift',
        summary: 'Delete an account for transfers',
        errors: OWNED,
      },
      'POST /v1/gift/wishlist': {
        id: 'createWishlistGift',
        summary: 'Add a wishlist item',
        errors: OWNED,
        created: true,
      },
      'PUT /v1/gift/wishlist/:id': { id: 'updateWishlistGift', summary: 'Replace a wishlist item', errors: OWNED },
      'DELETE /v1/gift/wishlist/:id': { id: 'deleteWishlistGift', summary: 'Delete a wishlist item', errors: OWNED },
    },
  },
  {
    tag: 'Guests',
    description: 'The owner’s guest list. Guests belong to the root invitation: its versions share them.',
    operations: {
      'GET /v1/invitation/:id/guest': {
        id: 'listGuests',
        summary: 'List the guests: searched, filtered, sorted, a page at a time',
        errors: OWNED,
      },
      'POST /v1/invitation/:id/guest': { id: 'addGuest', summary: 'Add a guest', errors: [...OWNED, 409] },
      'POST /v1/invitation/:id/guest/import': {
        id: 'importGuests',
        summary: 'Import guests from a list',
        errors: [...OWNED, 409],
      },
      'PUT /v1/guest/:id': { id: 'updateGuest', summary: 'Replace a guest', errors: [...OWNED, 409] },
      'DELETE /v1/guest/:id': { id: 'deleteGuest', summary: 'Remove a guest', errors: OWNED },
      'POST /v1/guest/:id/sent': { id: 'markGuestLinkSent', summary: 'Mark a guest’s link as sent', errors: OWNED },
    },
  },
  {
    tag: 'Media',
    description: 'Uploads: images resized to web sizes, songs stripped of their tags, served under /media/.',
    operations: {
      'POST /v1/media': {
        id: 'uploadMedia',
        summary: 'Upload an image or a song',
        errors: [413, 415, 507],
        body: mediaUploadBody,
      },
    },
  },
  {
    tag: 'Guestbook',
    description:
      'The venue guestbook. Each call takes the owner’s token, or an usher’s where it checks guests in; ' +
      'each answers 403 unless the plan has the guestbook and the invitation has it on.',
    operations: {
      'POST /v1/guestbook/usher/session': {
        id: 'startUsherSession',
        summary: 'Trade an usher code for an usher token',
        errors: [401],
      },
      'GET /v1/invitation/:id/guestbook/usher': { id: 'listUshers', summary: 'List the usher accesses', errors: OWNED },
      'POST /v1/invitation/:id/guestbook/usher': { id: 'createUsher', summary: 'Give an usher access', errors: OWNED },
      'DELETE /v1/guestbook/usher/:usherId': { id: 'revokeUsher', summary: 'Revoke an usher access', errors: OWNED },
      'GET /v1/invitation/:id/guestbook/venue': {
        id: 'getVenueSnapshot',
        summary: 'Read what a check-in device keeps offline',
        errors: OWNED,
      },
      'GET /v1/invitation/:id/guestbook/counts': {
        id: 'getGuestbookCounts',
        summary: 'Read the day’s counts',
        errors: OWNED,
      },
      'POST /v1/invitation/:id/guestbook/check-in': {
        id: 'checkIn',
        summary: 'Check a listed guest in',
        errors: [...OWNED, 409],
      },
      'POST /v1/invitation/:id/guestbook/walk-in': {
        id: 'checkInWalkIn',
        summary: 'Check in a guest who is not on the list',
        errors: [...OWNED, 409],
      },
      'DELETE /v1/guestbook/check-in/:checkInId': { id: 'undoCheckIn', summary: 'Undo a check-in', errors: OWNED },
      'POST /v1/invitation/:id/guestbook/souvenir-handout': {
        id: 'handOutSouvenir',
        summary: 'Hand a souvenir to a guest',
        errors: [...OWNED, 409],
      },
      'GET /v1/invitation/:id/guestbook/settings': {
        id: 'getGuestbookSettings',
        summary: 'Read the greeting screen’s settings',
        errors: OWNED,
      },
      'PUT /v1/invitation/:id/guestbook/settings': {
        id: 'saveGuestbookSettings',
        summary: 'Save the greeting screen’s settings',
        errors: OWNED,
      },
      'GET /v1/invitation/:id/guestbook/table': { id: 'listTables', summary: 'List the tables', errors: OWNED },
      'POST /v1/invitation/:id/guestbook/table': { id: 'createTable', summary: 'Add a table', errors: [...OWNED, 409] },
      'PUT /v1/guestbook/table/:tableId': { id: 'updateTable', summary: 'Replace a table', errors: [...OWNED, 409] },
      'DELETE /v1/guestbook/table/:tableId': { id: 'deleteTable', summary: 'Delete a table', errors: OWNED },
      'PUT /v1/invitation/:id/guestbook/seating': {
        id: 'seatGuests',
        summary: 'Seat guests or whole groups at a table',
        errors: OWNED,
      },
      'GET /v1/invitation/:id/guestbook/souvenir': {
        id: 'listSouvenirs',
        summary: 'List the souvenirs',
        errors: OWNED,
      },
      'POST /v1/invitation/:id/guestbook/souvenir': { id: 'createSouvenir', summary: 'Add a souvenir', errors: OWNED },
      'PUT /v1/guestbook/souvenir/:souvenirId': { id: 'updateSouvenir', summary: 'Replace a souvenir', errors: OWNED },
      'DELETE /v1/guestbook/souvenir/:souvenirId': {
        id: 'deleteSouvenir',
        summary: 'Delete a souvenir',
        errors: OWNED,
      },
    },
  },
];

/** Each operation's entry by `METHOD url`, with its group's tag. */
export const OPERATION_DOCS = new Map(
  API_OPERATIONS.flatMap(({ tag, operations }) =>
    Object.entries(operations).map(([key, doc]) => [key, { ...doc, tag }] as const),
  ),
);
