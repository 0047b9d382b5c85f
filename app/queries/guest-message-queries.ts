import { queryOptions } from '@tanstack/react-query';
import type { SendQueueQuery } from '../../schemas/requests/guest-messages';
import { guestMessageCalls } from '../api/guest-message-calls';
import { ownerKeys } from './owner-queries';

/** The message templates of an invitation: under its key, so its writes refresh them. */
export const messageTemplatesQuery = (id: string) =>
  queryOptions({
    queryKey: [...ownerKeys.invitation(id), 'message-templates'] as const,
    queryFn: () => guestMessageCalls.templates(id),
  });

/** A sending queue: under the guests' key, so every guest change refreshes it. */
export const sendQueueQuery = (id: string, query: SendQueueQuery) =>
  queryOptions({
    queryKey: [...ownerKeys.guests(id), 'send-queue', query] as const,
    queryFn: () => guestMessageCalls.queue(id, query),
  });
