import { queryOptions } from '@tanstack/react-query';
import { accountCalls, authCalls } from '../api/auth-calls';
import { catalogueCalls } from '../api/catalogue-calls';
import { contentCalls } from '../api/content-calls';
import { invitationCalls } from '../api/invitation-calls';
import { memberCalls } from '../api/member-calls';
import { sectionCalls } from '../api/section-calls';

/**
 * The owner's query keys, one hierarchy (TanStack Query): invalidating `invitation(id)` refreshes
 * everything of that invitation (summary, sections, versions …).
 */
export const ownerKeys = {
  me: ['owner', 'me'] as const,
  /** The "Akun Saya" page: the account, a pending e-mail, the invitations it owns. */
  account: ['owner', 'me', 'account'] as const,
  mine: ['owner', 'invitations'] as const,
  plans: ['catalogue', 'plans'] as const,
  signInOptions: ['auth', 'options'] as const,
  themes: ['catalogue', 'themes'] as const,
  invitation: (id: string) => ['owner', 'invitation', id] as const,
  summary: (id: string) => ['owner', 'invitation', id, 'summary'] as const,
  sections: (id: string) => ['owner', 'invitation', id, 'sections'] as const,
  content: (id: string) => ['owner', 'invitation', id, 'content'] as const,
  /** Who changed what lately: under `content`, so every content write refreshes it. */
  changes: (id: string) => ['owner', 'invitation', id, 'content', 'changes'] as const,
  versions: (id: string) => ['owner', 'invitation', id, 'versions'] as const,
  /** The people the invitation is shared with (docs/product.md#members). */
  members: (id: string) => ['owner', 'invitation', id, 'members'] as const,
  /** Every list and page of the invitation's guests (invalidate this after any guest change). */
  guests: (id: string) => ['owner', 'invitation', id, 'guests'] as const,
  /** Every page and search of the invitation's wishes; and its wishlist's gift confirmations. */
  wishes: (id: string) => ['owner', 'invitation', id, 'wishes'] as const,
  confirmations: (id: string) => ['owner', 'invitation', id, 'confirmations'] as const,
  /** The venue guestbook's settings, tables, souvenirs, ushers and counts (docs/product.md#guestbook). */
  guestbook: (id: string) => ['owner', 'invitation', id, 'guestbook'] as const,
  /** The invitation's orders, and under them what each plan would cost now (docs/product.md#payment). */
  orders: (id: string) => ['owner', 'invitation', id, 'orders'] as const,
  orderOptions: (id: string) => ['owner', 'invitation', id, 'orders', 'options'] as const,
  /** One order by its id: the dashboard after paying, a receipt. */
  order: (orderId: string) => ['owner', 'order', orderId] as const,
};

export const meQuery = () => queryOptions({ queryKey: ownerKeys.me, queryFn: authCalls.me, staleTime: 300_000 });

export const accountQuery = () => queryOptions({ queryKey: ownerKeys.account, queryFn: accountCalls.details });

export const myInvitationsQuery = () => queryOptions({ queryKey: ownerKeys.mine, queryFn: invitationCalls.mine });

export const plansQuery = () =>
  queryOptions({ queryKey: ownerKeys.plans, queryFn: catalogueCalls.plans, staleTime: Infinity });

/** What the sign-in pages offer beside e-mail and password: it changes only with the server's settings. */
export const signInOptionsQuery = () =>
  queryOptions({ queryKey: ownerKeys.signInOptions, queryFn: authCalls.signInOptions, staleTime: Infinity });

export const themesQuery = () =>
  queryOptions({ queryKey: ownerKeys.themes, queryFn: catalogueCalls.themes, staleTime: Infinity });

export const invitationQuery = (id: string) =>
  queryOptions({ queryKey: ownerKeys.invitation(id), queryFn: () => invitationCalls.one(id) });

export const summaryQuery = (id: string) =>
  queryOptions({ queryKey: ownerKeys.summary(id), queryFn: () => invitationCalls.summary(id) });

export const sectionsQuery = (id: string) =>
  queryOptions({ queryKey: ownerKeys.sections(id), queryFn: () => sectionCalls.list(id) });

export const versionsQuery = (id: string) =>
  queryOptions({ queryKey: ownerKeys.versions(id), queryFn: () => invitationCalls.versions(id) });

export const membersQuery = (id: string) =>
  queryOptions({ queryKey: ownerKeys.members(id), queryFn: () => memberCalls.list(id) });

/** What the section editors edit: couple, events, stories, gallery, every gift. */
export const contentQuery = (id: string) =>
  queryOptions({ queryKey: ownerKeys.content(id), queryFn: () => contentCalls.read(id) });

/** Who changed what lately (docs/product.md#changes): the dashboard's list, each editor's last save. */
export const changesQuery = (id: string) =>
  queryOptions({ queryKey: ownerKeys.changes(id), queryFn: () => invitationCalls.changes(id) });
