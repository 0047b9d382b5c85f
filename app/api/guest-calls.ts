import type { Guest } from '../../schemas/entities/guest.schema';
import type { Wish } from '../../schemas/entities/wish.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { GiftConfirmationPayload } from '../../schemas/payloads/gift-confirmation.payload';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import type { WishPayload } from '../../schemas/payloads/wish.payload';
import type { WishPage } from '../../engine/content/wish-pages';
import { api, apiWithMeta } from './client';

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const slugPath = (slug: string) => `/v1/invitation/slug/${encodeURIComponent(slug)}`;

/** The guest-facing calls (docs/product.md#api), and the one-call page the public route reads. */
export const guestCalls = {
  page: (slug: string, guestCode: string | null) =>
    api<InvitationPage>(`${slugPath(slug)}/page${guestCode ? `?to=${encodeURIComponent(guestCode)}` : ''}`),
  /** Page `page` (from 1) of the wishes, newest first, with how many there are. */
  wishPage: async (slug: string, page: number, pageSize: number): Promise<WishPage> => {
    const query = `pageSize=${pageSize}&page=${page}&sort=created_at:DESC`;
    const { data, meta } = await apiWithMeta<Wish[], { total: number }>(
      `/v2/invitation/slug/${encodeURIComponent(slug)}/wish?${query}`,
    );
    return { wishes: data, total: meta.total };
  },
  saveRsvp: (payload: RsvpPayload) => api<Guest>('/v1/invitation-rsvp', post(payload)),
  postWish: (payload: WishPayload) => api<Wish>('/v1/wish', post(payload)),
  confirmGift: (payload: GiftConfirmationPayload) => api<unknown>('/v1/gift/wishlist/confirmation', post(payload)),
};
