import { queryOptions } from '@tanstack/react-query';
import { venueCalls } from '../../api/guestbook-calls';
import { ownerKeys } from '../../queries/owner-queries';

/** Every so often the display reads the venue again, for settings changed on another device. */
const SETTINGS_REREAD_MS = 5 * 60_000;

/** The venue's snapshot as the hall's display reads it: its address, settings and latest check-in. */
export const displaySnapshotQuery = (id: string) =>
  queryOptions({
    queryKey: [...ownerKeys.guestbook(id), 'venue'],
    queryFn: () => venueCalls.snapshot(id),
    refetchInterval: SETTINGS_REREAD_MS,
    refetchOnWindowFocus: false,
  });
