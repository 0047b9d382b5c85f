import type { GiftConfirmation } from '../../schemas/entities/gift-confirmation.schema';
import type { Wish } from '../../schemas/entities/wish.schema';
import type {
  GuestGroupSeats,
  GuestImportRow,
  GuestListQuery,
  GuestPayload,
  OwnerWishListQuery,
} from '../../schemas/requests/guests';
import type {
  GuestGroupSeatsResult,
  GuestImportResult,
  GuestListMeta,
  OwnerGuest,
  OwnerWishListMeta,
} from '../../schemas/responses/owner-guests';
import type { OwnerRsvpRequest } from '../../schemas/requests/owner-rsvp';
import { api, apiWithMeta } from './client';
import { apiFile } from './file-call';
import { queryString } from './query-string';
import { withBasis, type WriteBasis } from './write-basis';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const id = encodeURIComponent;

/** The owner's guests and what guests sent (docs/product.md#guest-list): every call needs the owner's session. */
export const ownerGuestCalls = {
  /** A page of guests, searched, filtered and sorted on the server; left out, all of them. */
  list: (invitationId: string, query: GuestListQuery = {}) =>
    apiWithMeta<OwnerGuest[], GuestListMeta>(`/v1/invitation/${id(invitationId)}/guest${queryString(query)}`),
  add: (invitationId: string, guest: GuestPayload) =>
    api<OwnerGuest>(`/v1/invitation/${id(invitationId)}/guest`, json('POST', guest)),
  /** The guest as the form changed them, based on the version it opened with (If-Match: a 409 if someone saved meanwhile). */
  update: (guestId: string, guest: GuestPayload, basis?: WriteBasis) =>
    api<OwnerGuest>(`/v1/guest/${id(guestId)}`, withBasis(json('PUT', guest), basis)),
  remove: (guestId: string) => api<{ id: string }>(`/v1/guest/${id(guestId)}`, { method: 'DELETE' }),
  /** The guest's answer as the owner records it, per event (docs/product.md#owner-answers). */
  answer: (invitationId: string, guestId: string, answer: OwnerRsvpRequest) =>
    api<OwnerGuest>(`/v1/invitation/${id(invitationId)}/guest/${id(guestId)}/rsvp`, json('PUT', answer)),
  /** Rows checked in the import's preview, at most GUEST_IMPORT_BATCH_MAX a call. */
  import: (invitationId: string, guests: GuestImportRow[]) =>
    api<GuestImportResult>(`/v1/invitation/${id(invitationId)}/guest/import`, json('POST', { guests })),
  /** Every guest of a group (none named: those without one) gets these seats. */
  setGroupSeats: (invitationId: string, body: GuestGroupSeats) =>
    api<GuestGroupSeatsResult>(`/v1/invitation/${id(invitationId)}/guest-group/seats`, json('PUT', body)),
  /** The personal link went out through WhatsApp now. */
  markSent: (guestId: string) => api<OwnerGuest>(`/v1/guest/${id(guestId)}/sent`, { method: 'POST' }),
  /** Wishes, newest first, searched by name or message. */
  wishes: (invitationId: string, query: OwnerWishListQuery = {}) =>
    apiWithMeta<Wish[], OwnerWishListMeta>(`/v1/invitation/${id(invitationId)}/wish${queryString(query)}`),
  removeWish: (wishId: string) => api<Wish>(`/v1/wish/${id(wishId)}`, { method: 'DELETE' }),
  /** Every gift confirmation of the invitation's wishlist, oldest first (each names its item). */
  confirmations: (invitationId: string) =>
    api<GiftConfirmation[]>(`/v1/invitation/${id(invitationId)}/gift/confirmation`),
  /** Every data of the invitation in one ZIP (guests, RSVP, wishes, gifts, sections), named by the server. */
  archive: (invitationId: string) => apiFile(`/v1/invitation/${id(invitationId)}/export`),
};
