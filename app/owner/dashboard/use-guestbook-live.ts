import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { freshGuestbookToken } from '../../api/guestbook-calls';
import { openGuestbookSocket, type GuestbookSocketStatus } from '../../api/guestbook-socket';
import { guestbookKeys } from '../../queries/guestbook-queries';

/**
 * The day's guestbook counts kept live on the dashboard: the guestbook's socket is open while the
 * card shows, and every message it brings carries the counts, written into the counts query
 * (guestbookKeys.counts). It asks no catch-up: `ready` brings the counts at every (re)connection,
 * and the day's check-ins before it (up to hundreds) would bring nothing more. Answers the socket's status and, when the server refused it, why.
 */
export function useGuestbookLive(invitationId: string) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<GuestbookSocketStatus>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    const socket = openGuestbookSocket({
      invitationId,
      token: () => freshGuestbookToken(invitationId),
      since: () => 0,
      catchUp: false,
      onStatus: setStatus,
      onMessage: (message) => {
        if (message.type === 'refused') {
          setRefusal(message.message);
          return;
        }
        if (message.type === 'ready') setRefusal(null);
        // A door prize winner is the hall screen's news, not the counts'.
        if (message.type === 'door-prize') return;
        queryClient.setQueryData(guestbookKeys.counts(invitationId), message.counts);
      },
    });
    return () => socket.close();
  }, [invitationId, queryClient]);
  return { status, refusal };
}
