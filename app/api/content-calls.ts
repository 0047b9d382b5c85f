import type { OwnerContent } from '../../schemas/responses/owner-content';
import type { ContentReorder, CoupleUpdate } from '../../schemas/requests/content';
import { api } from './client';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/** Where each kind of an invitation's listed content is written (docs/product.md#api). */
export const CONTENT_PATHS = {
  event: '/v1/invitation/event',
  story: '/v1/invitation/story',
  gallery: '/v1/invitation/gallery',
  physical: '/v1/gift/physical',
  virtual: '/v1/gift/virtual',
  wishlist: '/v1/gift/wishlist',
} as const;
export type ContentKind = keyof typeof CONTENT_PATHS;

/**
 * One kind of listed content: POST {path} (with `invitation_id`), PUT and DELETE {path}/{id}, and
 * PUT {path}/reorder for the kinds kept in the owner's order (stories, gallery).
 */
export function listCalls<Item, Fields = Record<string, unknown>>(kind: ContentKind) {
  const path = CONTENT_PATHS[kind];
  return {
    create: (invitationId: string, fields: Fields) =>
      api<Item>(path, json('POST', { ...fields, invitation_id: invitationId })),
    update: (itemId: string, fields: Fields) => api<Item>(`${path}/${encodeURIComponent(itemId)}`, json('PUT', fields)),
    remove: (itemId: string) => api<{ id: string }>(`${path}/${encodeURIComponent(itemId)}`, { method: 'DELETE' }),
    reorder: (payload: ContentReorder) => api<Item[]>(`${path}/reorder`, json('PUT', payload)),
  };
}

/** What the section editors edit, read in one call; the couple saved person by person. */
export const contentCalls = {
  read: (invitationId: string) => api<OwnerContent>(`/v1/invitation/${encodeURIComponent(invitationId)}/content`),
  saveCouple: (invitationId: string, payload: CoupleUpdate) =>
    api<OwnerContent['couple']>(`/v1/invitation/private/${encodeURIComponent(invitationId)}`, json('PUT', payload)),
};
