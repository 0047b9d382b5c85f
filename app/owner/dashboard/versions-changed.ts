import { ownerKeys } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';

/** After a version comes or goes: the versions, and the list's version counts, read again. */
export async function versionsChanged(invitationId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ownerKeys.versions(invitationId) }),
    queryClient.invalidateQueries({ queryKey: ownerKeys.mine }),
  ]);
}
