import { CopyIcon } from '../../../renderers/shared/icons';
import { useClipboardCopy } from '../../../renderers/shared/use-clipboard-copy';

/**
 * 'Salin tautan' of one guest: copies their personal link; reads 'Disalin' for two seconds after.
 * Screen readers hear whose link it is ('Salin tautan Budi').
 */
export function GuestCopyLink({
  link,
  guestName,
  onCopied,
}: {
  link: string;
  guestName: string;
  onCopied: () => void;
}) {
  const { copied, copy } = useClipboardCopy();
  return (
    <button
      type="button"
      className="ui-button ui-button--secondary guest-actions__button"
      onClick={() => copy(link, onCopied)}
    >
      <CopyIcon size={16} />
      {copied ? 'Disalin' : 'Salin tautan'}{' '}
      <span className="visually-hidden">{copied ? `tautan ${guestName}` : guestName}</span>
    </button>
  );
}
