import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { invitationQuery } from '../../queries/owner-queries';

/** The server's words when an invitation's guestbook is off (docs/product.md#guestbook). */
export const GUESTBOOK_OFF = 'Buku tamu belum diaktifkan. Aktifkan di Pengaturan › Umum.';
export const GUESTBOOK_NOT_IN_PLAN = 'Buku tamu hanya tersedia di paket Luxury';

/** Why the guestbook's pages of an invitation cannot work now, in the words to show. */
export type GuestbookClosure = { text: string; toSettings: boolean };

/** A guestbook call's refusal (403) as a closure; anything else is not one. */
export function closureOf(error: unknown): GuestbookClosure | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  return { text: error.message || GUESTBOOK_OFF, toSettings: error.message !== GUESTBOOK_NOT_IN_PLAN };
}

/**
 * Whether an owner's guestbook page of the invitation may call the guestbook: `open` once the
 * invitation is read and its plan has the guestbook and `use_guestbook` is on; else the closure to
 * show (the server would answer 403 anyway).
 */
export function useGuestbookGate(invitationId: string): { open: boolean; closure: GuestbookClosure | null } {
  const { data: invitation } = useQuery(invitationQuery(invitationId));
  if (!invitation) return { open: false, closure: null };
  if (invitation.plan?.with_guestbook !== true)
    return { open: false, closure: { text: GUESTBOOK_NOT_IN_PLAN, toSettings: false } };
  if (!invitation.use_guestbook) return { open: false, closure: { text: GUESTBOOK_OFF, toSettings: true } };
  return { open: true, closure: null };
}

/** The guestbook is off (or not in the plan): said plainly, with the way to Pengaturan › Umum where it is switched on. */
export function GuestbookOffNotice({ invitationId, closure }: { invitationId: string; closure: GuestbookClosure }) {
  return (
    <section className="ui-card guestbook-off" role="status">
      <h2 className="guestbook-off__title">Buku tamu belum bisa dipakai</h2>
      <p className="guestbook-off__text">{closure.text}</p>
      {closure.toSettings && (
        <Link
          className="ui-button ui-button--primary"
          to={`/invitation/${encodeURIComponent(invitationId)}/setting/general`}
        >
          Buka Pengaturan › Umum
        </Link>
      )}
    </section>
  );
}
