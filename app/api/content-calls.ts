import type { OwnerContent } from '../../schemas/responses/owner-content';
import type { ContentReorder, CoupleUpdate } from '../../schemas/requests/content';
import { api, apiWithMeta } from './client';
import { withBasis, type WriteBasis, type Written } from './write-basis';

/** A write of `body`, sent on `basis`, answered with what was saved and its new version. */
const write = <T>(path: string, method: string, body: unknown, basis?: WriteBasis): Promise<Written<T>> =>
  apiWithMeta<T, Written<T>['meta']>(
    path,
    withBasis({ method, ...(body !== undefined && { body: JSON.stringify(body) }) }, basis),
  );

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
  const itemPath = (itemId: string) => `${path}/${encodeURIComponent(itemId)}`;
  return {
    /** The key of an item's version in the content's `versions`. */
    versionKey: (itemId: string) => `${kind}:${itemId}`,
    create: (invitationId: string, fields: Fields, basis?: WriteBasis) =>
      write<Item>(path, 'POST', { ...fields, invitation_id: invitationId }, basis),
    update: (itemId: string, fields: Fields, basis?: WriteBasis) => write<Item>(itemPath(itemId), 'PUT', fields, basis),
    remove: (itemId: string, basis?: WriteBasis) => write<{ id: string }>(itemPath(itemId), 'DELETE', undefined, basis),
    reorder: (payload: ContentReorder, basis?: WriteBasis) => write<Item[]>(`${path}/reorder`, 'PUT', payload, basis),
  };
}

/** What the section editors edit, read in one call; the couple saved person by person. */
export const contentCalls = {
  read: (invitationId: string) => api<OwnerContent>(`/v1/invitation/${encodeURIComponent(invitationId)}/content`),
  saveCouple: (invitationId: string, payload: CoupleUpdate, basis?: WriteBasis) =>
    write<OwnerContent['couple']>(`/v1/invitation/private/${encodeURIComponent(invitationId)}`, 'PUT', payload, basis),
  /** The key of the couple's version in the content's `versions`. */
  coupleVersionKey: (invitationId: string) => `couple:${invitationId}`,
};
