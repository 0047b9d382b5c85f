import type { Wish } from '../../schemas/entities/wish.schema';
import type { WishModeration, WishModerationMode, WishStatusRequest } from '../../schemas/requests/wish-moderation';
import { api } from './client';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const id = encodeURIComponent;

/** The owner's hand in the wishes (docs/product.md#wish-moderation): the mode, and a wish approved, hidden or shown again. */
export const wishModerationCalls = {
  mode: (invitationId: string) => api<WishModeration>(`/v1/invitation/${id(invitationId)}/wish-moderation`),
  setMode: (invitationId: string, wish_moderation: WishModerationMode) =>
    api<WishModeration>(`/v1/invitation/${id(invitationId)}/wish-moderation`, json('PUT', { wish_moderation })),
  setStatus: (wishId: string, status: WishStatusRequest['status']) =>
    api<Wish>(`/v1/wish/${id(wishId)}/status`, json('PUT', { status })),
};
