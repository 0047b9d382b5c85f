import { useCallback, useState } from 'react';
import type { VirtualGift } from '../../schemas/entities/virtual-gift.schema';
import { DownloadIcon } from '../shared/icons';
import { Picture } from '../shared/image';
import { LazyPart, LoadFailed } from '../shared/lazy-part';
import { GIFT_QRIS_TEXT } from './gift-qris-text';

/** What the code is called, to a guest and a screen reader: 'QRIS BCA a.n. Raka Pradipta'. */
export const qrisLabel = (gift: Pick<VirtualGift, 'channel_type' | 'account_name'>) =>
  `QRIS ${gift.channel_type} a.n. ${gift.account_name}`;

/** The saved file's name: 'qris-bca.webp' (the extension the stored image has, when its address shows one). */
export function qrisFileName(channel: string, address: string): string {
  const base = `qris-${
    channel
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'kado'
  }`;
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(address)?.[1];
  return extension ? `${base}.${extension.toLowerCase()}` : base;
}

/** The full-screen view arrives in its own chunk, with the guest's first tap on the code. */
const loadQrisDialog = () => import('./gift-qris-dialog');

/** The thumbnail's box: the image keeps its proportions inside it, so nothing shifts as it loads. */
const THUMBNAIL = 120;

/**
 * A virtual gift's QRIS (docs/product.md#gift-types): the code, which a tap shows full screen, and
 * 'Simpan QRIS', which saves the image (to scan it from the phone's gallery in a banking app).
 */
export function GiftQris({ gift, image }: { gift: VirtualGift; image: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const label = qrisLabel(gift);
  const fileName = qrisFileName(gift.channel_type, image);
  return (
    <div className="gift-qris">
      <button
        type="button"
        className="gift-qris__open"
        aria-haspopup="dialog"
        aria-label={`Lihat ${label} layar penuh`}
        onClick={() => setOpen(true)}
      >
        <Picture className="gift-qris__image" src={image} alt="" width={THUMBNAIL} height={THUMBNAIL} />
      </button>
      <a className="button button--small gift-qris__save" href={image} download={fileName}>
        <DownloadIcon size={16} /> {GIFT_QRIS_TEXT.save}
      </a>
      {open ? (
        <LazyPart
          load={loadQrisDialog}
          props={{ image, label, fileName, onClose: close }}
          pending={null}
          failed={(retry) => (
            <LoadFailed
              className="gift-qris__failed"
              message={GIFT_QRIS_TEXT.failed}
              retryLabel={GIFT_QRIS_TEXT.retry}
              retry={retry}
            />
          )}
        />
      ) : null}
    </div>
  );
}
