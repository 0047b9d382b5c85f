import type { InvitationPlan, PlanCode } from '../../schemas/entities/invitation-plan.schema';
import type {
  AdminInvitationListQuery,
  AdminOrderListQuery,
  AdminUserListQuery,
  NoteRequest,
  OperatorActionListQuery,
  PlanUpdateRequest,
  ReasonRequest,
  TransferAccountRequest,
} from '../../schemas/requests/admin';
import type {
  AdminInvitation,
  AdminListMeta,
  AdminOrder,
  AdminTheme,
  AdminUser,
  OperatorActionEntry,
  TransferAccount,
} from '../../schemas/responses/admin';
import { api, apiWithMeta } from './client';
import { queryString } from './query-string';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const id = encodeURIComponent;
const page = <T>(path: string) => apiWithMeta<T[], AdminListMeta>(path);

/** A decision on an order: POST /v1/admin/orders/{order_id}/{step}. */
const decide = (step: 'confirm' | 'reject' | 'refund', orderId: string, body: NoteRequest | ReasonRequest) =>
  api<AdminOrder>(`/v1/admin/orders/${id(orderId)}/${step}`, json('POST', body));

/**
 * The operator console's calls, /v1/admin/… (docs/product.md#operator-console): only an operator's
 * session may make them (403 'Halaman ini khusus operator' for anyone else). Lists come a page at a
 * time with `meta: { total, page, pageSize }`.
 */
export const adminCalls = {
  orders: (query: AdminOrderListQuery) => page<AdminOrder>(`/v1/admin/orders${queryString(query)}`),
  /** A pending transfer arrived: the order is paid and its plan granted. */
  confirmOrder: (orderId: string, body: NoteRequest = {}) => decide('confirm', orderId, body),
  rejectOrder: (orderId: string, body: ReasonRequest) => decide('reject', orderId, body),
  /** A paid order's money went back: the plan reverts. */
  refundOrder: (orderId: string, body: ReasonRequest) => decide('refund', orderId, body),

  transferAccounts: () => api<TransferAccount[]>('/v1/admin/transfer-accounts'),
  addTransferAccount: (body: TransferAccountRequest) =>
    api<TransferAccount>('/v1/admin/transfer-accounts', json('POST', body)),
  removeTransferAccount: (accountId: string) =>
    api<TransferAccount>(`/v1/admin/transfer-accounts/${id(accountId)}`, { method: 'DELETE' }),

  /** Every plan, lowest tier first, with its discount, add-ons and description. */
  plans: () => api<InvitationPlan[]>('/v1/admin/plans'),
  /** The fields given change; the others stay. */
  updatePlan: (code: PlanCode, body: PlanUpdateRequest) =>
    api<InvitationPlan>(`/v1/admin/plans/${id(code)}`, json('PUT', body)),

  invitations: (query: AdminInvitationListQuery) => page<AdminInvitation>(`/v1/admin/invitations${queryString(query)}`),
  /** The invitation and its versions: their public pages say 'Undangan ini sedang tidak tersedia.' */
  suspendInvitation: (invitationId: string, body: ReasonRequest) =>
    api<AdminInvitation>(`/v1/admin/invitations/${id(invitationId)}/suspend`, json('POST', body)),
  unsuspendInvitation: (invitationId: string, body: NoteRequest = {}) =>
    api<AdminInvitation>(`/v1/admin/invitations/${id(invitationId)}/unsuspend`, json('POST', body)),

  users: (query: AdminUserListQuery) => page<AdminUser>(`/v1/admin/users${queryString(query)}`),
  themes: () => api<AdminTheme[]>('/v1/admin/themes'),
  /** The operator log, newest first. */
  actions: (query: OperatorActionListQuery) => page<OperatorActionEntry>(`/v1/admin/actions${queryString(query)}`),
};
