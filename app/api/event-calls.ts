import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import type { EventUpdate } from '../../schemas/requests/content';
import { listCalls } from './content-calls';

/** An invitation's events (docs/product.md#api). */
export const eventCalls = listCalls<InvitationEvent, EventUpdate>('event');
