import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { whatsAppShareUrl } from '../../../engine/format/share-caption';
import type { OutboxEntry } from '../../../engine/guestbook/outbox';
import { unsentLine, unsentMessage, unsentWrites } from '../../../engine/guestbook/unsent-writes';
import type { UsherAccessEnd } from '../../../schemas/realtime/guestbook-messages';
import type { VenueSnapshot } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { checkInPath, usherSignInPath } from '../venue-paths';
import './access-revoked.css';

export const ACCESS_REVOKED_HEADING = 'Akses Anda telah dicabut';

const WHY: Record<UsherAccessEnd, string> = {
  revoked: 'Pemilik acara mencabut akses penerima tamu di HP ini.',
  expired: 'Batas waktu akses penerima tamu di HP ini sudah lewat.',
};

type Props = {
  invitationId: string;
  why: UsherAccessEnd;
  venue: VenueSnapshot | null;
  unsent: readonly OutboxEntry[];
};

/**
 * An usher's phone whose access ended (docs/product.md#guestbook): no list, scanner or buttons to
 * check in any more. What it had not sent stays on the phone and is listed, with a way to show it to
 * the owner (WhatsApp or the phone's share sheet, or copied), who can record it; signing in again
 * with a fresh code sends it.
 */
export function AccessRevokedView({ invitationId, why, venue, unsent }: Props) {
  const lines = useMemo(() => unsentWrites(unsent, venue), [unsent, venue]);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const message = unsentMessage(lines, { usher: venue?.viewer.name ?? '', wedding: venue?.invitation.title ?? '' });

  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ text: message });
        return;
      } catch (error) {
        // The usher closed the share sheet: nothing more to do.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    window.open(whatsAppShareUrl(message), '_blank', 'noopener');
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <main className="venue-app access-revoked">
      <h1>{ACCESS_REVOKED_HEADING}</h1>
      <p>{WHY[why]} Check-in tidak bisa dilakukan lagi dari HP ini.</p>
      {lines.length ? (
        <section className="access-revoked__unsent" aria-labelledby="access-revoked-unsent">
          <h2 id="access-revoked-unsent">{lines.length} catatan belum terkirim</h2>
          <p>
            Catatan di bawah ini belum sampai ke server dan tetap tersimpan di HP ini. Tunjukkan atau kirim ke pemilik
            acara agar bisa dicatat.
          </p>
          <ol className="access-revoked__list">
            {lines.map((line) => (
              <li key={line.id}>{unsentLine(line)}</li>
            ))}
          </ol>
          <div className="access-revoked__actions">
            <Button className="venue-wide venue-big" onClick={() => void share()}>
              Bagikan ke pemilik
            </Button>
            <Button variant="secondary" className="venue-wide" onClick={() => void copy()}>
              Salin daftar
            </Button>
            {copied && (
              <p role="status">
                {copied === 'yes' ? 'Daftar disalin.' : 'Tidak bisa menyalin. Tunjukkan layar ini ke pemilik acara.'}
              </p>
            )}
          </div>
        </section>
      ) : (
        <p>Semua check-in dari HP ini sudah terkirim.</p>
      )}
      <Link className="access-revoked__again" to={usherSignInPath(checkInPath(invitationId))}>
        Masuk dengan kode akses baru
      </Link>
    </main>
  );
}
