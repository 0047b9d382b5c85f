import { useEffect, useState } from 'react';
import { CopyIcon } from '../../../renderers/shared/icons';

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
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="ui-button ui-button--secondary guest-actions__button"
      onClick={() => {
        void navigator.clipboard?.writeText(link).then(() => {
          setCopied(true);
          onCopied();
        });
      }}
    >
      <CopyIcon size={16} />
      {copied ? 'Disalin' : 'Salin tautan'}{' '}
      <span className="visually-hidden">{copied ? `tautan ${guestName}` : guestName}</span>
    </button>
  );
}
