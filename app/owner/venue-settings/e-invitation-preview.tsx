import { QRCodeCanvas } from 'qrcode.react';
import { useRef, useState } from 'react';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { Button } from '../../ui/button';
import { downloadFile } from '../kit/download-file';
import { GuestCopyLink } from '../kit/guest-copy-link';
import { guestWhatsAppUrl, personalLink, type GuestMessageSource } from '../kit/personal-link';
import { EInvitationCard } from './e-invitation-card';
import { eInvitationFileName, type EInvitationCardData } from './e-invitation-card-data';
import { E_CARD } from './e-invitation-card-layout';
import { eInvitationImage, IMAGE_FAILED } from './e-invitation-image';

/**
 * The chosen guest's e-invitation, large, with what the owner does with it: 'Unduh gambar' (the card
 * drawn as a PNG from the same data, its QR code from qrcode.react's canvas, drawn off-screen for
 * this one guest only), 'Kirim via WhatsApp' (the invitation's message with their personal link, in the chat with
 * their number; the link then counts as sent) and 'Salin tautan'.
 */
export function EInvitationPreview({
  guest,
  data,
  theme,
  slug,
  messages,
  onSent,
  onCopied,
}: {
  guest: OwnerGuest;
  data: EInvitationCardData;
  theme: ThemeManifest;
  slug: string;
  messages: GuestMessageSource | undefined;
  onSent: (guest: OwnerGuest) => void;
  onCopied: (guest: OwnerGuest) => void;
}) {
  const qr = useRef<HTMLCanvasElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    if (busy || !qr.current) return;
    setBusy(true);
    setFailed(false);
    try {
      downloadFile(eInvitationFileName(guest.name), await eInvitationImage(data, theme, qr.current));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="e-invitation__preview" aria-labelledby="e-invitation-preview-title">
      <h2 id="e-invitation-preview-title" className="e-invitation__title">
        E-undangan untuk {guest.name}
      </h2>
      <EInvitationCard data={data} theme={theme} />
      <div className="e-invitation__actions">
        <Button variant="secondary" busy={busy} onClick={() => void download()}>
          {busy ? 'Membuat gambar…' : 'Unduh gambar'} <span className="visually-hidden">{guest.name}</span>
        </Button>
        <a
          className="ui-button ui-button--primary"
          href={guestWhatsAppUrl(guest, slug, messages)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onSent(guest)}
        >
          Kirim via WhatsApp <span className="visually-hidden">ke {guest.name}</span>
        </a>
        <GuestCopyLink link={personalLink(slug, guest.code)} guestName={guest.name} onCopied={() => onCopied(guest)} />
      </div>
      {failed && (
        <p className="ui-status ui-status--error" role="alert">
          {IMAGE_FAILED}
        </p>
      )}
      <p className="e-invitation__muted">
        {guest.whatsapp_number
          ? `WhatsApp membuka chat dengan ${guest.name} berisi teks undangan dan tautan pribadinya.`
          : `${guest.name} belum punya nomor WhatsApp: pilih chat-nya sendiri di WhatsApp.`}{' '}
        Lampirkan gambar yang sudah diunduh di chat yang sama.
      </p>
      <QRCodeCanvas
        ref={qr}
        className="e-invitation__qr-source"
        value={data.qrValue}
        size={E_CARD.qr}
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#000000"
        aria-hidden="true"
      />
    </section>
  );
}
