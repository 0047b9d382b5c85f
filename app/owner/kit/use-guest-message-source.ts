import { useQuery } from '@tanstack/react-query';
import { messageTemplatesQuery } from '../../queries/guest-message-queries';
import type { GuestMessageSource } from './personal-link';

/** The invitation's message templates as the messages are made of them; undefined until read. */
export function useGuestMessageSource(invitationId: string): GuestMessageSource | undefined {
  const { data } = useQuery(messageTemplatesQuery(invitationId));
  return data && { templates: data.templates, caption: data.caption_share, context: data.context };
}
