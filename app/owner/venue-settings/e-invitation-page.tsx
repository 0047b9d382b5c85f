import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { errorText } from '../../api/error-text';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { contentQuery, invitationQuery, ownerKeys, summaryQuery } from '../../queries/owner-queries';
import { themeManifestQuery } from '../../queries/theme-manifest-query';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { hasGuestbook } from '../kit/guestbook-availability';
import { backToListLoader } from '../kit/back-to-list-loader';
import { useGuestMessageSource } from '../kit/use-guest-message-source';
import { eInvitationCardData } from './e-invitation-card-data';
import { EInvitationGuestList } from './e-invitation-guest-list';
import { useEInvitationGuests } from './e-invitation-guests';
import { EInvitationPreview } from './e-invitation-preview';
import '../kit/guest-area-page.css';
import './e-invitation.css';

const THEME_MISSING = 'Tema undangan ini tidak ditemukan. Pilih tema lain di Pengaturan › Tema.';

/** A summary answering 401, 403 or 404 sends the owner back to the list (docs/product.md#errors). */
export const loader = backToListLoader(summaryQuery);

/**
 * Tamu › E-Undangan (docs/product.md#guestbook): every guest's card in the invitation's theme (the
 * couple, the main event, the guest's name and QR code for the venue's guestbook), chosen from a
 * searched, paged list and shown large, to download as an image or send on WhatsApp with the
 * guest's personal link. Only for an invitation with the guestbook.
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: summary } = useQuery(summaryQuery(id));
  if (!summary) return null;
  return (
    <main className="owner-page guest-page e-invitation">
      <h1 className="owner-page__title">E-Undangan</h1>
      <p className="owner-page__lead">
        Kartu undangan bertema untuk setiap tamu, dengan QR code untuk buku tamu di lokasi acara. Unduh sebagai gambar
        atau kirim lewat WhatsApp bersama tautan pribadinya.
      </p>
      {hasGuestbook(summary) ? (
        <EInvitations invitationId={id} />
      ) : (
        <section className="ui-card e-invitation__closed">
          <p>
            {summary.plan?.with_guestbook
              ? 'Buku tamu belum diaktifkan. Aktifkan di Pengaturan › Umum.'
              : 'Buku tamu hanya tersedia di paket Luxury'}
          </p>
          {summary.plan?.with_guestbook && (
            <Link
              className="ui-button ui-button--secondary"
              to={`/invitation/${encodeURIComponent(id)}/setting/general`}
            >
              Buka Pengaturan › Umum
            </Link>
          )}
        </section>
      )}
    </main>
  );
}

function EInvitations({ invitationId }: { invitationId: string }) {
  const queryClient = useQueryClient();
  const invitation = useQuery(invitationQuery(invitationId));
  const content = useQuery(contentQuery(invitationId));
  const messages = useGuestMessageSource(invitationId);
  const themeId = invitation.data?.theme ?? '';
  const theme = useQuery({ ...themeManifestQuery(themeId), enabled: Boolean(themeId) });
  const guests = useEInvitationGuests(invitationId);
  const [chosen, setChosen] = useState<OwnerGuest | null>(null);
  const [status, setStatus] = useState<StatusState>(null);
  const preview = useRef<HTMLDivElement>(null);

  const rows = guests.query.data?.data ?? [];
  // The chosen guest as the list knows them now (their link may just have gone out), else the first.
  const guest = (chosen && rows.find((row) => row.id === chosen.id)) ?? chosen ?? rows[0];
  const failure =
    invitation.error ?? content.error ?? theme.error ?? (theme.data === null ? new Error(THEME_MISSING) : null);

  const choose = (next: OwnerGuest) => {
    setChosen(next);
    setStatus(null);
    // On a phone the card sits above the list: bring it into view (the focus stays on the list).
    requestAnimationFrame(() => preview.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  };
  const sent = (sentTo: OwnerGuest) => {
    // The chat opens in its own tab; the list here says the link went out, as the guest list does.
    ownerGuestCalls
      .markSent(sentTo.id)
      .then(() => queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) }))
      .catch((error: unknown) => setStatus({ kind: 'error', text: errorText(error) }));
  };

  return (
    <>
      <StatusMessage state={status} />
      {content.data && !content.data.events.length && (
        <p className="ui-status e-invitation__note">
          Acara belum diisi: kartu tampil tanpa tanggal dan tempat. Isi di Bagian › Acara.
        </p>
      )}
      <div className="e-invitation__layout">
        <div className="e-invitation__preview-cell" ref={preview}>
          {failure ? (
            <p className="ui-status ui-status--error" role="alert">
              {failure.message === THEME_MISSING ? THEME_MISSING : errorText(failure)}
            </p>
          ) : guest && invitation.data && content.data && theme.data ? (
            <EInvitationPreview
              guest={guest}
              data={eInvitationCardData(content.data, theme.data, guest)}
              theme={theme.data}
              slug={invitation.data.slug}
              messages={messages}
              onSent={sent}
              onCopied={(copied) => setStatus({ kind: 'success', text: `Tautan pribadi ${copied.name} disalin` })}
            />
          ) : (
            <div className="e-invitation__placeholder" aria-hidden={!guests.query.data}>
              {guests.query.data && !rows.length ? 'Pilih tamu untuk melihat e-undangannya.' : 'Memuat e-undangan…'}
            </div>
          )}
        </div>
        <EInvitationGuestList guests={guests} selectedId={guest?.id} onSelect={choose} />
      </div>
    </>
  );
}
