import { queryOptions } from '@tanstack/react-query';
import { guestbookOwnerCalls, venueCalls } from '../api/guestbook-calls';
import { ownerKeys } from './owner-queries';

/** The owner's guestbook queries, under ownerKeys.guestbook(id): invalidate that after any change. */
export const guestbookKeys = {
  settings: (id: string) => [...ownerKeys.guestbook(id), 'settings'] as const,
  tables: (id: string) => [...ownerKeys.guestbook(id), 'tables'] as const,
  souvenirs: (id: string) => [...ownerKeys.guestbook(id), 'souvenirs'] as const,
  ushers: (id: string) => [...ownerKeys.guestbook(id), 'ushers'] as const,
  counts: (id: string) => [...ownerKeys.guestbook(id), 'counts'] as const,
};

export const guestbookSettingsQuery = (id: string) =>
  queryOptions({ queryKey: guestbookKeys.settings(id), queryFn: () => guestbookOwnerCalls.settings(id) });

export const guestbookTablesQuery = (id: string) =>
  queryOptions({ queryKey: guestbookKeys.tables(id), queryFn: () => guestbookOwnerCalls.tables(id) });

export const souvenirsQuery = (id: string) =>
  queryOptions({ queryKey: guestbookKeys.souvenirs(id), queryFn: () => guestbookOwnerCalls.souvenirs(id) });

export const ushersQuery = (id: string) =>
  queryOptions({ queryKey: guestbookKeys.ushers(id), queryFn: () => guestbookOwnerCalls.ushers(id) });

export const guestbookCountsQuery = (id: string) =>
  queryOptions({ queryKey: guestbookKeys.counts(id), queryFn: () => venueCalls.counts(id) });
