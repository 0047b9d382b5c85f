import * as content from '../../schemas/requests/content';

/**
 * The content an owner lists and edits beside the sections, each kind by the update schema its form
 * is made from (and the server checks) and the API path that adds it (`${path}/{id}` changes one).
 * The couple is one form more (coupleUpdateSchema), saved whole through /v1/invitation/private/{id}.
 */
export const CONTENT_KINDS = {
  events: { schema: content.eventUpdateSchema, path: '/v1/invitation/event' },
  stories: { schema: content.storyUpdateSchema, path: '/v1/invitation/story' },
  gallery: { schema: content.galleryUpdateSchema, path: '/v1/invitation/gallery' },
  'virtual gifts': { schema: content.virtualGiftUpdateSchema, path: '/v1/gift/virtual' },
  'physical gifts': { schema: content.physicalGiftUpdateSchema, path: '/v1/gift/physical' },
  wishlist: { schema: content.wishlistGiftUpdateSchema, path: '/v1/gift/wishlist' },
} as const;
