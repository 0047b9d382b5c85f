import { QRCodeSVG } from 'qrcode.react';
import type { TimeZoneLabel } from '../../../engine/format/event-time';
import { whatsAppShareUrl } from '../../../engine/format/share-caption';
import { useClipboardCopy } from '../../../renderers/shared/use-clipboard-copy';
import type { UsherAccess } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { formatUntil, USHER_STATE_LABELS, usherMessage, type UsherState } from './usher-access-state';

/**
 * One usher's access: name, state (aktif, kedaluwarsa, dicabut), until when, and while it works its
 * 8-character code, its link with 'Salin tautan' and 'Kirim WhatsApp', a QR code of the link for
 * the usher's phone to scan, and 'Cabut akses'.
 */
export function UsherAccessCard({
  access,
  state,
  link,
  couple,
  zone,
  onCopied,
  onRevoke,
}: {
  access: UsherAccess;
  state: UsherState;
  link: string;
  couple: string;
  zone: TimeZoneLabel;
  onCopied: () => void;
  onRevoke: (access: UsherAccess) => void;
}) {
  const { copied, copy } = useClipboardCopy();
  const active = state === 'active';
  return (
    <li className={`gb-card usher-card usher-card--${state}`}>
      <div className="gb-card__head">
        <h3 className="gb-card__name">{access.name}</h3>
        <span className={`usher-card__state usher-card__state--${state}`}>{USHER_STATE_LABELS[state]}</span>
      </div>
      <p className="gb-muted usher-card__until">
        {state === 'revoked'
          ? `Dicabut ${formatUntil(access.revoked_at!, zone)}`
          : `${active ? 'Berlaku sampai' : 'Berakhir'} ${formatUntil(access.expires_at, zone)}`}
      </p>
      {active ? (
        <div className="usher-card__body">
          <div className="usher-card__qr">
            <QRCodeSVG value={link} size={152} marginSize={2} title={`Kode QR tautan ${access.name}`} />
          </div>
          <div className="usher-card__access">
            <p className="usher-card__label">Kode akses</p>
            <p className="usher-card__code" aria-label={`Kode akses ${access.code.split('').join(' ')}`}>
              {access.code}
            </p>
            <p className="usher-card__label">Tautan</p>
            <p className="usher-card__link">
              <a href={link} target="_blank" rel="noreferrer">
                {link}
              </a>
            </p>
            <div className="usher-card__share">
              <Button variant="secondary" onClick={() => copy(link, onCopied)}>
                {copied ? 'Disalin' : 'Salin tautan'} <span className="visually-hidden">{access.name}</span>
              </Button>
              <a
                className="ui-button ui-button--secondary"
                href={whatsAppShareUrl(usherMessage(access, link, couple, zone))}
                target="_blank"
                rel="noreferrer"
              >
                Kirim WhatsApp <span className="visually-hidden">ke {access.name}</span>
              </a>
            </div>
          </div>
        </div>
      ) : (
        <p className="usher-card__code usher-card__code--off">{access.code}</p>
      )}
      {active && (
        <div className="gb-card__actions">
          <Button variant="ghost" className="gb-danger-text" onClick={() => onRevoke(access)}>
            Cabut akses <span className="visually-hidden">{access.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
