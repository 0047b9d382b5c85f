import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { adminCalls } from '../api/admin-calls';
import type {
  AdminInvitationListQuery,
  AdminOrderListQuery,
  AdminUserListQuery,
  OperatorActionListQuery,
} from '../../schemas/requests/admin';
import { keepPrevious } from './keep-previous';
import { ownerKeys } from './owner-queries';

/**
 * The operator console's query keys, one hierarchy under 'admin': each list's pages and searches
 * under its subject, so invalidating `orders` refreshes every page of every status.
 */
export const adminKeys = {
  orders: ['admin', 'orders'] as const,
  transferAccounts: ['admin', 'transfer-accounts'] as const,
  plans: ['admin', 'plans'] as const,
  invitations: ['admin', 'invitations'] as const,
  users: ['admin', 'users'] as const,
  themes: ['admin', 'themes'] as const,
  /** The operator log: every operator's action adds a line. */
  actions: ['admin', 'actions'] as const,
};

/** A paged list: its pages keep the page before on screen while the next one loads. */
const pagedQuery = <Q, T>(subject: QueryKey, query: Q, read: (query: Q) => Promise<T>) =>
  queryOptions({ queryKey: [...subject, query], queryFn: () => read(query), placeholderData: keepPrevious });

export const adminOrdersQuery = (query: AdminOrderListQuery) => pagedQuery(adminKeys.orders, query, adminCalls.orders);

export const adminInvitationsQuery = (query: AdminInvitationListQuery) =>
  pagedQuery(adminKeys.invitations, query, adminCalls.invitations);

export const adminUsersQuery = (query: AdminUserListQuery) => pagedQuery(adminKeys.users, query, adminCalls.users);

export const operatorActionsQuery = (query: OperatorActionListQuery) =>
  pagedQuery(adminKeys.actions, query, adminCalls.actions);

export const transferAccountsQuery = () =>
  queryOptions({ queryKey: adminKeys.transferAccounts, queryFn: adminCalls.transferAccounts });

export const adminPlansQuery = () => queryOptions({ queryKey: adminKeys.plans, queryFn: adminCalls.plans });

export const adminThemesQuery = () => queryOptions({ queryKey: adminKeys.themes, queryFn: adminCalls.themes });

/**
 * After an operator's action: the lists it changed (`subjects`, of adminKeys) and the log, which has
 * a new line; a plan's change also the plans the owner's pages read in this tab.
 */
export function refreshAfterAction(client: QueryClient, ...subjects: QueryKey[]) {
  return Promise.all([
    ...subjects.map((queryKey) => client.invalidateQueries({ queryKey })),
    client.invalidateQueries({ queryKey: adminKeys.actions }),
    ...(subjects.includes(adminKeys.plans) ? [client.invalidateQueries({ queryKey: ownerKeys.plans })] : []),
  ]);
}
