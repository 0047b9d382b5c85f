import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import type { EventCreate } from '../../schemas/requests/content';
import { api } from './client';

/** An invitation's events (docs/product.md#api). */
export const eventCalls = {
  create: (payload: EventCreate) =>
    api<InvitationEvent>('/v1/invitation/event', { method: 'POST', body: JSON.stringify(payload) }),
};
