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
  /** An address the browser opens: it answers 303 to this place (described), with no body. */
  redirect?: string;
  /** A body the handler checks itself (the route declares none for its validation): described here only. */
  body?: { schema: unknown; consumes?: string[] };
};

export type OperationGroup = { tag: string; description: string; operations: Record<string, OperationDoc> };

/**
 * The caller's role on the invitation must allow the call (docs/product.md#members): 404 when there is
 * none, 403 when it is someone else's or the caller's role is too small.
 */
const OWNED = [403, 404] as const;
/** A guest's call on an invitation: 404 for none (or another's draft), 410 once it has expired. */
const OPEN = [404, 410] as const;
const publicRead = (id: string, summary: string): OperationDoc => ({ id, summary, errors: OPEN, optionalToken: true });
/** An owner's call on their invitation, with the errors it adds to OWNED's. */
const owned = (id: string, summary: string, ...more: ErrorStatus[]): OperationDoc => ({
  id,
  summary,
  errors: [...OWNED, ...more],
});

/** An operator's call (docs/product.md#operator-console): 403 for an account that is not an operator's. */
const operatorCall = (id: string, summary: string, ...more: ErrorStatus[]): OperationDoc => ({
  id,
  summary,
  errors: [403, ...more],
});

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
      'POST /v1/auth/password/forgot': {
        id: 'forgotPassword',
        summary: 'Mail a password-reset link (one answer, account or not)',
        errors: [429],
      },
      'POST /v1/auth/password/reset': {
        id: 'resetPassword',
        summary: 'Set a new password with a mailed link; every session ends',
        errors: [429],
      },
      'POST /v1/auth/email/verify': {
        id: 'verifyEmail',
        summary: 'Prove the account’s e-mail (or a new one) with a mailed link',
        errors: [409, 429],
      },
      'POST /v1/auth/email/verification': {
        id: 'resendEmailVerification',
        summary: 'Mail the signed-in owner a new verification link',
        errors: [429],
      },
      'PUT /v1/auth/email': {
        id: 'changeEmail',
        summary: 'Change the e-mail: it counts once the new address is proven',
        errors: [409, 429],
      },
      'GET /v1/auth/account': {
        id: 'getAccountDetails',
        summary: 'Read the account page: the owner, a pending e-mail, the invitations owned',
      },
      'PUT /v1/auth/me': { id: 'updateProfile', summary: 'Change the owner’s name or photo (an own upload)' },
      'POST /v1/auth/logout-all': { id: 'logoutEverywhere', summary: 'Sign out of every device, this one too' },
      'DELETE /v1/auth/me': {
        id: 'deleteAccount',
        summary: 'Delete the account, its sessions and uploads (refused while it owns invitations)',
        errors: [409, 429],
      },
      'GET /v1/auth/options': {
        id: 'getSignInOptions',
        summary: 'Which sign-ins beside e-mail and password are offered',
      },
      'GET /v1/auth/google': {
        id: 'startGoogleSignIn',
        summary: 'Open “Masuk dengan Google”: off to the provider (PKCE, state, nonce)',
        redirect:
          'To the provider’s sign-in, with the state in an HttpOnly cookie for the callback; when Google sign-in ' +
          'is not configured or the provider cannot be reached, to `/login?google=<reason>`.',
      },
      'GET /v1/auth/google/callback': {
        id: 'finishGoogleSignIn',
        summary: 'The provider’s answer: checked, then a one-time code for the app',
        redirect:
          'To `/google-sign-in?code=<one-time code>&next=<page>` once the answer is checked (state, PKCE, ' +
          'nonce) and the account found or made; else to `/login?google=<reason>`.',
      },
      'POST /v1/auth/google/session': {
        id: 'createGoogleSession',
        summary: 'Trade the one-time code of a Google sign-in for the tokens',
        errors: [429],
      },
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
      'GET /v1/invitation/slug-availability': owned('checkSlugAvailability', 'Tell whether a slug is free'),
      'GET /v1/invitation/:id': owned('getInvitation', 'Read an invitation of the owner'),
      'PUT /v1/invitation/:id': owned('updateInvitation', 'Edit an invitation', 409),
      'PUT /v1/invitation/:id/rsvp-deadline': owned(
        'setRsvpDeadline',
        'Set or clear the RSVP deadline (kept on the root invitation)',
        409,
      ),
      'PUT /v1/invitation/:id/status': owned(
        'setInvitationStatus',
        'Publish an invitation or take it back to draft',
        402,
        409,
      ),
      'GET /v1/invitation/:id/change': owned('listInvitationChanges', 'List who changed what lately'),
      'POST /v1/invitation/version': {
        ...owned('createVersion', 'Copy an invitation as a new version', 409),
        created: true,
      },
      'GET /v1/invitation/:id/version': owned('listVersions', 'List an invitation’s versions'),
      'DELETE /v1/invitation/:id/version': owned('deleteVersion', 'Delete a version'),
      'GET /v1/invitation/summary/:id': owned('getInvitationSummary', 'Read an invitation’s numbers for the dashboard'),
      'GET /v1/invitation/summary/slug/:slug': owned(
        'getInvitationSummaryBySlug',
        'Read an invitation’s numbers for the dashboard, by slug',
      ),
      'GET /v1/invitation/:id/export': {
        ...owned('exportInvitation', 'Download all of an invitation’s data'),
        file: { type: 'application/zip', description: 'A ZIP archive of the invitation’s data.' },
      },
    },
  },
  {
    tag: 'Members',
    description:
      'Sharing an invitation: the owner invites editors and viewers by e-mail or by link, lists, changes and removes them, and may hand the invitation over.',
    operations: {
      'POST /v1/invitation/:id/member': {
        ...owned('inviteMember', 'Invite someone by e-mail (mailed link) or answer a link to share', 409, 429),
        created: true,
      },
      'GET /v1/invitation/:id/member': owned('listMembers', 'List the people an invitation is shared with'),
      'POST /v1/invitation/member/accept': {
        id: 'acceptMemberInvite',
        summary: 'Join an invitation with the token of an invitation link',
        errors: [409],
      },
      'PUT /v1/invitation/member/:member_id': owned('changeMemberRole', 'Change a member’s role'),
      'DELETE /v1/invitation/member/:member_id': owned(
        'removeMember',
        'Remove a member or withdraw an invitation (a member may leave)',
      ),
      'PUT /v1/invitation/:id/owner': owned('handOverInvitation', 'Hand the invitation over to a member'),
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
      'DELETE /v1/wish/:id': owned('deleteWish', 'Delete a wish'),
      'POST /v1/invitation-rsvp': {
        ...publicRead('sendRsvp', 'Answer the RSVP for a guest'),
        // After the owner's RSVP deadline.
        errors: [...OPEN, 409],
      },
      'POST /v1/invitation/slug/:slug/open': {
        id: 'recordLinkOpen',
        summary: 'Note that a guest’s personal link was opened (the guest page’s beacon)',
        errors: [404],
      },
      'POST /v1/gift/wishlist/confirmation': {
        ...publicRead('confirmWishlistGift', 'Confirm a wishlist gift'),
        errors: [...OPEN, 409],
        created: true,
      },
      'GET /v1/gift/wishlist/confirmation/:id': owned(
        'listItemConfirmations',
        'List the confirmations of a wishlist item',
      ),
      'GET /v1/invitation/:id/wish': owned(
        'listOwnerWishes',
        'List the wishes for the owner, searched and filtered by status, a page at a time',
      ),
      'GET /v1/invitation/:id/gift/confirmation': owned(
        'listGiftConfirmations',
        'List every wishlist confirmation, oldest first',
      ),
      'PUT /v1/gift/wishlist/confirmation/:id/received': owned(
        'markGiftReceived',
        'Mark a wishlist confirmation’s gift received (or pending again)',
      ),
      'POST /v1/gift/wishlist/confirmation/:id/thanked': owned(
        'markBuyerThanked',
        'Note that the owner thanked a gift’s buyer through WhatsApp now',
      ),
      'GET /v1/invitation/:id/wish-moderation': owned(
        'getWishModeration',
        'Read whether wishes show at once or after the owner approves them',
      ),
      'PUT /v1/invitation/:id/wish-moderation': owned(
        'setWishModeration',
        'Set whether wishes show at once or after the owner approves them',
      ),
      'PUT /v1/wish/:id/status': owned('setWishStatus', 'Approve, hide or show again a wish'),
    },
  },
  {
    tag: 'Content',
    description:
      'What the owner writes on an invitation. Stories, the gallery and gifts belong to the root invitation: its versions share them. Every write may send `If-Match` with the version it was based on (`versions` of the content, `meta.version` of a write): one based on an older version answers 409 naming who changed it, with the current `version`. An `Idempotency-Key` makes a repeated request one write.',
    operations: {
      'GET /v1/invitation/:id/content': owned('getOwnerContent', 'Read everything the section editors edit'),
      'PUT /v1/invitation/private/:id': owned('saveCouple', 'Save the couple, person by person', 409),
      'GET /v1/invitation/section': owned('listSections', 'List an invitation’s sections'),
      'PUT /v1/invitation/section/reorder': owned('reorderSections', 'Reorder the sections'),
      'PUT /v1/invitation/section/:id': {
        ...owned('updateSection', 'Save a section’s settings'),
        body: sectionSettingsBody,
      },
      'POST /v1/invitation/story': { ...owned('createStory', 'Add a story', 409), created: true },
      'PUT /v1/invitation/story/reorder': owned('reorderStories', 'Reorder the stories', 409),
      'PUT /v1/invitation/story/:id': owned('updateStory', 'Replace a story', 409),
      'DELETE /v1/invitation/story/:id': owned('deleteStory', 'Delete a story', 409),
      'POST /v1/invitation/event': { ...owned('createEvent', 'Add an event', 409), created: true },
      'PUT /v1/invitation/event/:id': owned('updateEvent', 'Replace an event', 409),
      'DELETE /v1/invitation/event/:id': owned('deleteEvent', 'Delete an event', 409),
      'POST /v1/invitation/gallery': { ...owned('addPhoto', 'Add a photo to the gallery', 409), created: true },
      'PUT /v1/invitation/gallery/reorder': owned('reorderGallery', 'Reorder the gallery', 409),
      'PUT /v1/invitation/gallery/:id': owned('updatePhoto', 'Replace a gallery photo', 409),
      'DELETE /v1/invitation/gallery/:id': owned('deletePhoto', 'Delete a gallery photo', 409),
      'POST /v1/gift/physical': { ...owned('createPhysicalGift', 'Add an address for sent gifts', 409), created: true },
      'PUT /v1/gift/physical/:id': owned('updatePhysicalGift', 'Replace an address for sent gifts', 409),
      'DELETE /v1/gift/physical/:id': owned('deletePhysicalGift', 'Delete an address for sent gifts', 409),
      'POST /v1/gift/virtual': { ...owned('createVirtualGift', 'Add an account for transfers', 409), created: true },
      'PUT /v1/gift/virtual/:id': owned('updateVirtualGift', 'Replace an account for transfers', 409),
      'DELETE /v1/gift/virtual/:id': owned('deleteVirtualGift', 'Delete an account for transfers', 409),
      'POST /v1/gift/wishlist': { ...owned('createWishlistGift', 'Add a wishlist item', 409), created: true },
      'PUT /v1/gift/wishlist/:id': owned('updateWishlistGift', 'Replace a wishlist item', 409),
      'DELETE /v1/gift/wishlist/:id': owned('deleteWishlistGift', 'Delete a wishlist item', 409),
    },
  },
  {
    tag: 'Guests',
    description: 'The owner’s guest list. Guests belong to the root invitation: its versions share them.',
    operations: {
      'GET /v1/invitation/:id/guest': owned(
        'listGuests',
        'List the guests: searched, filtered, sorted, a page at a time',
      ),
      'POST /v1/invitation/:id/guest': owned('addGuest', 'Add a guest', 409),
      'POST /v1/invitation/:id/guest/import': owned('importGuests', 'Import guests from a list', 409),
      'PUT /v1/invitation/:id/guest-group/seats': owned(
        'setGuestGroupSeats',
        'Give every guest of a group their seats',
      ),
      'PUT /v1/guest/:id': owned('updateGuest', 'Replace a guest', 409),
      'PUT /v1/invitation/:id/guest/:guestId/rsvp': owned(
        'recordGuestRsvp',
        'Record or change a guest’s answer per event for them (answered by phone)',
      ),
      'DELETE /v1/guest/:id': owned('deleteGuest', 'Remove a guest'),
      'POST /v1/guest/:id/sent': owned(
        'markGuestLinkSent',
        'Mark a guest’s message (invitation, reminder, thank-you) as sent',
      ),
      'GET /v1/invitation/:id/message-templates': owned('getMessageTemplates', 'Read the WhatsApp message templates'),
      'PUT /v1/invitation/:id/message-templates': owned('saveMessageTemplates', 'Save the WhatsApp message templates'),
      'GET /v1/invitation/:id/send-queue': owned('getSendQueue', 'List the guests a kind of message goes to'),
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
      'GET /v1/invitation/:id/guestbook/usher': owned('listUshers', 'List the usher accesses'),
      'POST /v1/invitation/:id/guestbook/usher': owned('createUsher', 'Give an usher access'),
      'DELETE /v1/guestbook/usher/:usherId': owned('revokeUsher', 'Revoke an usher access'),
      'GET /v1/invitation/:id/guestbook/venue': owned('getVenueSnapshot', 'Read what a check-in device keeps offline'),
      'GET /v1/invitation/:id/guestbook/counts': owned('getGuestbookCounts', 'Read the day’s counts'),
      'POST /v1/invitation/:id/guestbook/check-in': owned('checkIn', 'Check a listed guest in', 409),
      'POST /v1/invitation/:id/guestbook/walk-in': owned(
        'checkInWalkIn',
        'Check in a guest who is not on the list',
        409,
      ),
      'DELETE /v1/guestbook/check-in/:checkInId': owned('undoCheckIn', 'Undo a check-in'),
      'POST /v1/invitation/:id/guestbook/souvenir-handout': owned('handOutSouvenir', 'Hand a souvenir to a guest', 409),
      'POST /v1/invitation/:id/guestbook/code-flag': owned(
        'flagDoorCode',
        'Flag a single-use code shown again at the door',
        409,
      ),
      'GET /v1/invitation/:id/guestbook/code-flag': owned('listDoorCodeFlags', 'List the single-use codes shown again'),
      'PUT /v1/invitation/:id/guestbook/envelope': owned('recordEnvelopes', 'Record the envelopes a guest handed in'),
      'POST /v1/guestbook/check-in/:checkInId/check-out': owned('checkOut', 'Record a guest leaving', 409),
      'DELETE /v1/guestbook/check-in/:checkInId/check-out': owned('undoCheckOut', 'Take a check-out back', 409),
      'GET /v1/invitation/:id/guestbook/settings': owned('getGuestbookSettings', 'Read the greeting screen’s settings'),
      'PUT /v1/invitation/:id/guestbook/settings': owned(
        'saveGuestbookSettings',
        'Save the greeting screen’s settings',
      ),
      'PUT /v1/invitation/:id/guestbook/screen-report': owned(
        'reportGreetingScreen',
        'Report how far behind the hall’s greeting screen is',
      ),
      'GET /v1/invitation/:id/guestbook/screen-report': owned(
        'getGreetingScreenReport',
        'Read the greeting screen’s latest report',
      ),
      'GET /v1/invitation/:id/guestbook/table': owned('listTables', 'List the tables'),
      'POST /v1/invitation/:id/guestbook/table': owned('createTable', 'Add a table', 409),
      'PUT /v1/guestbook/table/:tableId': owned('updateTable', 'Replace a table', 409),
      'DELETE /v1/guestbook/table/:tableId': owned('deleteTable', 'Delete a table'),
      'PUT /v1/invitation/:id/guestbook/seating': owned('seatGuests', 'Seat guests or whole groups at a table'),
      'GET /v1/invitation/:id/guestbook/souvenir': owned('listSouvenirs', 'List the souvenirs'),
      'POST /v1/invitation/:id/guestbook/souvenir': owned('createSouvenir', 'Add a souvenir'),
      'PUT /v1/guestbook/souvenir/:souvenirId': owned('updateSouvenir', 'Replace a souvenir'),
      'DELETE /v1/guestbook/souvenir/:souvenirId': owned('deleteSouvenir', 'Delete a souvenir'),
      'POST /v1/invitation/:id/guestbook/door-prize': owned(
        'drawDoorPrize',
        'Draw a door prize winner among the guests present who have not won',
        409,
      ),
      'GET /v1/invitation/:id/guestbook/door-prize': owned('listDoorPrizeWinners', 'List the door prize winners'),
      'POST /v1/guestbook/door-prize/:drawId/show': owned(
        'showDoorPrizeWinner',
        'Show a winner on the hall’s screens again',
      ),
      'DELETE /v1/guestbook/door-prize/:drawId': owned('deleteDoorPrizeDraw', 'Remove a door prize draw'),
    },
  },
  {
    tag: 'Orders',
    description:
      'Paying for a plan: what each plan would cost and give, the orders of an invitation (the owner ' +
      'alone orders or cancels one that waits), and one order by its id. Publishing needs the plan paid ' +
      '(402 otherwise).',
    operations: {
      'GET /v1/invitation/:id/order/options': owned('orderOptions', 'What each plan would cost, and both its dates'),
      'GET /v1/invitation/:id/order': owned('listOrders', 'List the orders of an invitation, newest first'),
      'POST /v1/invitation/:id/order': {
        ...owned('createOrder', 'Order a plan: pending until paid (Midtrans’s page, or a transfer)', 409, 502),
        created: true,
      },
      'GET /v1/order/:order_id': owned('readOrder', 'Read one order'),
      'PUT /v1/order/:order_id/proof': owned('sendTransferProof', 'Send the proof of a bank transfer', 409),
      'POST /v1/order/:order_id/cancel': owned(
        'cancelOrder',
        'Cancel an order that waits (409 with the order when it was paid already)',
        409,
        502,
      ),
    },
  },
  {
    tag: 'Payment notifications',
    description:
      'What payment gateways tell the server, without a token: Midtrans signs its notification with the ' +
      'server key (403 otherwise), and the status acted on is the one its Get Status API answers.',
    operations: {
      'POST /v1/payment/midtrans/notification': {
        id: 'hearMidtransNotification',
        summary: 'Hear Midtrans’s notification of an order’s payment (404 without Midtrans)',
        errors: [403, 404, 409, 502],
      },
    },
  },
  {
    tag: 'Operator console',
    description:
      'The operator’s calls (accounts with role `admin`; 403 for any other): orders and transfers, the ' +
      'accounts couples transfer to, plans, invitations and their suspension, accounts, themes, and the ' +
      'log of every operator’s write (who, what, when).',
    operations: {
      'GET /v1/admin/orders': operatorCall('listAllOrders', 'List orders by status, with their invitation and owner'),
      'POST /v1/admin/orders/:order_id/confirm': operatorCall(
        'confirmTransfer',
        'Confirm a pending transfer: the order is paid',
        404,
        409,
      ),
      'POST /v1/admin/orders/:order_id/reject': operatorCall('rejectTransfer', 'Reject a pending transfer', 404, 409),
      'POST /v1/admin/orders/:order_id/refund': operatorCall(
        'refundOrder',
        'Mark a paid order refunded: the plan reverts',
        404,
        409,
      ),
      'GET /v1/admin/transfer-accounts': operatorCall('listTransferAccounts', 'List the accounts couples transfer to'),
      'POST /v1/admin/transfer-accounts': {
        ...operatorCall('addTransferAccount', 'Add an account couples transfer to', 409),
        created: true,
      },
      'DELETE /v1/admin/transfer-accounts/:id': operatorCall(
        'removeTransferAccount',
        'Remove an account couples transfer to',
        404,
      ),
      'GET /v1/admin/plans': operatorCall('listPlanSettings', 'List the plans with all their settings'),
      'PUT /v1/admin/plans/:code': operatorCall('updatePlan', 'Change a plan’s price, days, sections or add-ons', 404),
      'GET /v1/admin/invitations': operatorCall('findInvitations', 'Find invitations by slug or owner’s e-mail'),
      'POST /v1/admin/invitations/:id/suspend': operatorCall(
        'suspendInvitation',
        'Suspend an invitation and its versions, with a reason',
        404,
        409,
      ),
      'POST /v1/admin/invitations/:id/unsuspend': operatorCall(
        'restoreInvitation',
        'Restore a suspended invitation',
        404,
        409,
      ),
      'GET /v1/admin/users': operatorCall('listAccounts', 'List accounts with their role and invitations'),
      'GET /v1/admin/themes': operatorCall('listThemeUse', 'List the themes with how many invitations use each'),
      'GET /v1/admin/actions': operatorCall('listOperatorActions', 'Read the operator log: who did what, and when'),
    },
  },
];

/** Each operation's entry by `METHOD url`, with its group's tag. */
export const OPERATION_DOCS = new Map(
  API_OPERATIONS.flatMap(({ tag, operations }) =>
    Object.entries(operations).map(([key, doc]) => [key, { ...doc, tag }] as const),
  ),
);
