import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { MessageKind, SendQueueQuery } from '../../../schemas/requests/guest-messages';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { errorText } from '../../api/error-text';
import { guestMessageCalls } from '../../api/guest-message-calls';
import { sendQueueQuery } from '../../queries/guest-message-queries';
import { ownerKeys } from '../../queries/owner-queries';

/** What the owner chose to send: the kind of message and the queue's filters. */
export type SendQueueChoice = { kind: MessageKind; group: string; unsent: boolean; unanswered: boolean };

export const FIRST_CHOICE: SendQueueChoice = { kind: 'invitation', group: '', unsent: true, unanswered: false };

const queryOf = ({ kind, group, unsent, unanswered }: SendQueueChoice): SendQueueQuery => ({
  kind,
  ...(group && { group }),
  ...(unsent && { unsent }),
  // The reminder goes to guests who have not answered anyway; the thank-you to guests who came.
  ...(unanswered && kind === 'invitation' && { unanswered }),
});

/**
 * The sending queue (docs/product.md#sending): the guests of the chosen kind and filters, the next one
 * with a number (guests without one are skipped and listed), and the send itself. Pressing the button
 * opens WhatsApp and leaves the guest pending; when the owner comes back to this tab (it shows or gets
 * the focus again) the guest is marked sent and the next one shows. Guests skipped or sent in this
 * visit are not shown again while the choice stays.
 */
export function useSendQueue(invitationId: string) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<SendQueueChoice>(FIRST_CHOICE);
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<OwnerGuest | null>(null);
  const [marking, setMarking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery(sendQueueQuery(invitationId, queryOf(choice)));

  const guests = query.data?.data ?? [];
  const withoutNumber = guests.filter((guest) => !guest.whatsapp_number);
  const next = guests.find((guest) => guest.whatsapp_number && !handled.has(guest.id)) ?? null;

  const choose = (change: Partial<SendQueueChoice>) => {
    setChoice((current) => ({ ...current, ...change }));
    setHandled(new Set());
    setPending(null);
    setError(null);
  };

  const handle = (guest: OwnerGuest) => setHandled((current) => new Set(current).add(guest.id));

  /** The guest whose WhatsApp opened counts as sent: marked on the server, then the next one. */
  const markSent = async (guest: OwnerGuest) => {
    setMarking(true);
    setError(null);
    try {
      await guestMessageCalls.markSent(guest.id, choice.kind);
      handle(guest);
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ownerKeys.guests(invitationId) });
      void queryClient.invalidateQueries({ queryKey: ownerKeys.summary(invitationId) });
    } catch (failure) {
      setError(`Gagal menandai ${guest.name} terkirim: ${errorText(failure)}`);
    } finally {
      setMarking(false);
    }
  };

  // Back from WhatsApp: the tab shows again, or the window gets the focus back.
  const returned = useEffectEvent(() => {
    if (pending && !marking && document.visibilityState === 'visible') void markSent(pending);
  });
  useEffect(() => {
    const onVisible = () => returned();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, []);

  return {
    choice,
    choose,
    query,
    meta: query.data?.meta,
    next,
    withoutNumber,
    pending,
    marking,
    error,
    /** The button was pressed: WhatsApp opens in another tab or app. */
    opened: (guest: OwnerGuest) => setPending(guest),
    /** 'Tandai terkirim': for when coming back was not noticed. */
    markSent,
    cancel: () => setPending(null),
    skip: (guest: OwnerGuest) => {
      setPending(null);
      handle(guest);
    },
    /** Show the guests skipped in this visit again. */
    restart: () => setHandled(new Set()),
  };
}

export type SendQueueState = ReturnType<typeof useSendQueue>;
