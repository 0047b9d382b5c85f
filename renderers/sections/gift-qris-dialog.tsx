import { Dialog } from '../shared/dialog';
import { DownloadIcon } from '../shared/icons';
import { GIFT_QRIS_TEXT } from './gift-qris-text';

type Props = { image: string; label: string; fileName: string; onClose: () => void };

/**
 * A virtual gift's QRIS full screen (its own chunk, gift-qris.tsx): the code as large as the screen
 * allows, 'Simpan QRIS' and 'Tutup'. Escape, the button or a tap beside it closes it, and the focus
 * goes back to the code that opened it (shared/dialog.tsx).
 */
export default function GiftQrisDialog({ image, label, fileName, onClose }: Props) {
  return (
    <Dialog
      title={label}
      onClose={onClose}
      closeLabel={GIFT_QRIS_TEXT.close}
      className="gift-qris-dialog"
      footer={
        <a className="button" href={image} download={fileName}>
          <DownloadIcon size={18} /> {GIFT_QRIS_TEXT.save}
        </a>
      }
    >
      <img className="gift-qris-dialog__image" src={image} alt={label} decoding="async" />
    </Dialog>
  );
}
