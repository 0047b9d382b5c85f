import type { MessageKind, MessageTemplates, SendQueueQuery } from '../../schemas/requests/guest-messages';
import type { MessageTemplatesAnswer, SendQueueMeta } from '../../schemas/responses/guest-messages';
import type { OwnerGuest } from '../../schemas/responses/owner-guests';
import { api, apiWithMeta } from './client';
import { queryString } from './query-string';

const id = encodeURIComponent;

/** Sending to every guest (docs/product.md#sending): templates, the queue, marking a message sent. */
export const guestMessageCalls = {
  templates: (invitationId: string) =>
    api<MessageTemplatesAnswer>(`/v1/invitation/${id(invitationId)}/message-templates`),
  saveTemplates: (invitationId: string, templates: MessageTemplates) =>
    api<MessageTemplatesAnswer>(`/v1/invitation/${id(invitationId)}/message-templates`, {
      method: 'PUT',
      body: JSON.stringify(templates),
    }),
  queue: (invitationId: string, query: SendQueueQuery) =>
    apiWithMeta<OwnerGuest[], SendQueueMeta>(`/v1/invitation/${id(invitationId)}/send-queue${queryString(query)}`),
  /** This kind of message went to the guest now. */
  markSent: (guestId: string, kind: MessageKind) =>
    api<OwnerGuest>(`/v1/guest/${id(guestId)}/sent${queryString({ kind })}`, { method: 'POST' }),
};
