import type { Guest } from '../../schemas/entities/guest.schema';
import type { Wish } from '../../schemas/entities/wish.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { GiftConfirmationPayload } from '../../schemas/payloads/gift-confirmation.payload';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import type { WishPayload } from '../../schemas/payloads/wish.payload';
import { api } from './client';

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const slugPath = (slug: string) => `/v1/invitation/slug/${encodeURIComponent(slug)}`;

/** The guest-facing calls of SPEC 7, and the one-call page the public route reads. */
export const guestCalls = {
  page: (slug: string, guestCode: string | null) =>
    api<InvitationPage>(`${slugPath(slug)}/page${guestCode ? `?to=${encodeURIComponent(guestCode)}` : ''}`),
  wishes: (slug: string) =>
    api<Wish[]>(`/v2/invitation/slug/${encodeURIComponent(slug)}/wish?pageSize=999&sort=created_at:DESC`),
  saveRsvp: (payload: RsvpPayload) => api<Guest>('/v1/invitation-rsvp', post(payload)),
  postWish: (payload: WishPayload) => api<Wish>('/v1/wish', post(payload)),
  confirmGift: (payload: GiftConfirmationPayload) => api<unknown>('/v1/gift/wishlist/confirmation', post(payload)),
};
