import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { WishlistGift } from '../../../../../schemas/entities/wishlist-gift.schema';
import { wishlistConfirmations } from '../../../../api/gift-calls';
import { ownerKeys } from '../../../../queries/owner-queries';
import { Button } from '../../../../ui/button';
import { StatusMessage } from '../../../../ui/status-message';
import { useModalDialog } from '../../../../ui/use-modal-dialog';
import { ConfirmationDetails } from '../../../kit/confirmation-details';
import { confirmedCount } from '../../../kit/confirmation-facts';

/** The confirmations of one wishlist item, read when the owner asks (an invitation's data, refreshed with it). */
const confirmationsQuery = (invitationId: string, wishlistId: string) => ({
  queryKey: [...ownerKeys.invitation(invitationId), 'wishlist-confirmations', wishlistId] as const,
  queryFn: () => wishlistConfirmations(wishlistId),
});

/**
 * 'Lihat konfirmasi' of a wishlist item: a dialog listing who confirmed buying it, with their
 * WhatsApp number (a link to chat), the purchase day, the expedition and receipt, their note and the
 * confirmation's status. Closing it (Tutup, Escape) gives the focus back to the button that opened it.
 */
export function WishlistConfirmationsDialog({
  invitationId,
  item,
  onClose,
}: {
  invitationId: string;
  /** The item whose confirmations are shown; null while the dialog is closed. */
  item: WishlistGift | null;
  onClose: () => void;
}) {
  const ref = useModalDialog(item !== null);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="ui-dialog gift-confirmations"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="ui-dialog__title">
        Konfirmasi kado{item ? `: ${item.product_name}` : ''}
      </h2>
      {item && (
        <>
          <p className="gift-confirmations__count">{confirmedCount(item.confirmation.length, item.qty)}</p>
          <ConfirmationList invitationId={invitationId} item={item} />
        </>
      )}
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      </div>
    </dialog>
  );
}

function ConfirmationList({ invitationId, item }: { invitationId: string; item: WishlistGift }) {
  const { data, error, isPending } = useQuery(confirmationsQuery(invitationId, item.id));
  if (isPending) return <p aria-busy="true">Memuat…</p>;
  if (error) return <StatusMessage state={{ kind: 'error', text: error.message }} />;
  if (data.length === 0) return <p className="gift-confirmations__empty">Belum ada konfirmasi</p>;
  return (
    <ol className="gift-confirmations__list">
      {data.map((confirmation) => (
        <li key={confirmation.id} className="gift-confirmations__item">
          <ConfirmationDetails confirmation={confirmation} itemName={item.product_name} />
        </li>
      ))}
    </ol>
  );
}
