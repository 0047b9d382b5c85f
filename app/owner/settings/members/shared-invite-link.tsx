import { CopyIcon } from '../../../../renderers/shared/icons';
import { useClipboardCopy } from '../../../../renderers/shared/use-clipboard-copy';
import { MEMBER_ROLE_LABELS, type InvitationMember } from '../../../../schemas/entities/invitation-member.schema';

/**
 * A new invitation link, shown once after it is made: the address to copy, 'Salin tautan' and
 * 'Kirim via WhatsApp' (WhatsApp lets the owner pick the chat).
 */
export function SharedInviteLink({
  link,
  role,
  whatsApp,
  onCopied,
}: {
  link: string;
  role: InvitationMember['role'];
  whatsApp: string;
  onCopied: () => void;
}) {
  const { copied, copy } = useClipboardCopy();
  return (
    <div className="shared-invite-link" role="group" aria-label="Tautan undangan anggota">
      <p className="shared-invite-link__lead">
        Tautan untuk {MEMBER_ROLE_LABELS[role]}: berlaku 7 hari dan hanya bisa dipakai satu orang.
      </p>
      <input
        className="ui-field__input shared-invite-link__address"
        readOnly
        value={link}
        aria-label="Tautan undangan"
        onFocus={(event) => event.target.select()}
      />
      <div className="members-page__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={() => copy(link, onCopied)}>
          <CopyIcon size={16} />
          {copied ? 'Disalin' : 'Salin tautan'}
        </button>
        <a className="ui-button ui-button--primary" href={whatsApp} target="_blank" rel="noreferrer">
          Kirim via WhatsApp
        </a>
      </div>
    </div>
  );
}
