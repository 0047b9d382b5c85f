import { queryOptions } from '@tanstack/react-query';
import { guestCalls } from '../api/guest-calls';
import { invitationKeys } from './invitation-keys';

export { invitationKeys };

export const invitationPageQuery = (slug: string, guestCode: string | null) =>
  queryOptions({
    queryKey: invitationKeys.page(slug, guestCode),
    queryFn: () => guestCalls.page(slug, guestCode),
    staleTime: 60_000,
  });
