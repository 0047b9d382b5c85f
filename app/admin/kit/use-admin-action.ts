import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { refreshAfterAction } from '../../queries/admin-queries';

/**
 * An operator's action (a call of adminCalls): once it succeeds, the lists it changed (`subjects`,
 * of adminKeys) and the log are asked again before it counts as done.
 */
export function useAdminAction<Vars, Result>(act: (vars: Vars) => Promise<Result>, ...subjects: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({ mutationFn: act, onSuccess: () => refreshAfterAction(client, ...subjects) });
}
