import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whatsAppChatUrl } from '../../../engine/format/phone-number';
import type { GiftConfirmation } from '../../../schemas/entities/gift-confirmation.schema';
import { errorText } from '../../api/error-text';
import { giftConfirmationMarks } from '../../api/gift-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { thankYouText } from '../kit/confirmation-details';
import { formatSentAt } from '../kit/sent-time';
import './confirmation-marks.css';

type Mark = { kind: 'received'; received: boolean } | { kind: 'thanked' };

/**
 * The owner's hand on one gift confirmation (docs/product.md#gift-confirmation): 'Tandai diterima'
 * once the gift arrived (and 'Batalkan' to take it back), and 'Kirim terima kasih', a WhatsApp chat
 * with a thank-you naming the buyer and the gift, noted as sent when it opens. Each line says when.
 */
export function ConfirmationMarks({
  invitationId,
  confirmation,
  itemName,
}: {
  invitationId: string;
  confirmation: GiftConfirmation;
  itemName: string;
}) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (change: Mark) =>
      change.kind === 'received'
        ? giftConfirmationMarks.received(confirmation.id, change.received)
        : giftConfirmationMarks.thanked(confirmation.id),
    onSuccess: async (updated) => {
      queryClient.setQueryData<GiftConfirmation[]>(ownerKeys.confirmations(invitationId), (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      );
      await queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) });
    },
  });
  const buyer = confirmation.buyer_name;
  const received = confirmation.status === 'received';
  return (
    <div className="confirmation-marks">
      <div className="confirmation-marks__line">
        {received ? (
          <>
            {confirmation.received_at ? (
              <span className="confirmation-marks__done">Kado diterima {formatSentAt(confirmation.received_at)}</span>
            ) : null}
            <Button
              variant="ghost"
              busy={mark.isPending}
              onClick={() => mark.mutate({ kind: 'received', received: false })}
            >
              Batalkan <span className="visually-hidden">tanda diterima kado dari {buyer}</span>
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            busy={mark.isPending}
            onClick={() => mark.mutate({ kind: 'received', received: true })}
          >
            Tandai diterima <span className="visually-hidden">kado dari {buyer}</span>
          </Button>
        )}
      </div>
      <div className="confirmation-marks__line">
        <a
          className="ui-button ui-button--secondary"
          href={whatsAppChatUrl(confirmation.whatsapp_number, thankYouText(buyer, itemName))}
          target="_blank"
          rel="noopener noreferrer"
          // The chat opens in its own tab; here the thank-you is noted as sent.
          onClick={() => mark.mutate({ kind: 'thanked' })}
        >
          {confirmation.thanked_at ? 'Kirim terima kasih lagi' : 'Kirim terima kasih'}{' '}
          <span className="visually-hidden">ke {buyer} lewat WhatsApp</span>
        </a>
        {confirmation.thanked_at ? (
          <span className="confirmation-marks__done">
            Terima kasih terkirim {formatSentAt(confirmation.thanked_at)}
          </span>
        ) : null}
      </div>
      {mark.error ? <StatusMessage state={{ kind: 'error', text: errorText(mark.error) }} /> : null}
    </div>
  );
}
