import { useId } from 'react';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { errorText } from '../../api/error-text';
import { GuestPager, shownRange } from '../kit/guest-pager';
import { GuestSearchInput } from '../kit/guest-search-input';
import { E_INVITATION_PAGE_SIZE, type EInvitationGuests } from './e-invitation-guests';

/**
 * The guests to choose from: a search box, one page of names (with their group and whether their
 * link went out), the page among how many. The chosen guest is marked; choosing shows their card.
 */
export function EInvitationGuestList({
  guests,
  selectedId,
  onSelect,
}: {
  guests: EInvitationGuests;
  selectedId: string | undefined;
  onSelect: (guest: OwnerGuest) => void;
}) {
  const searchId = useId();
  const { query } = guests;
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  return (
    <section className="ui-card e-invitation__guests" aria-labelledby="e-invitation-guests-title">
      <h2 id="e-invitation-guests-title" className="e-invitation__title">
        Pilih tamu
      </h2>
      <div role="search" aria-label="Cari tamu" className="e-invitation__search">
        <label htmlFor={searchId} className="visually-hidden">
          Cari tamu
        </label>
        <GuestSearchInput id={searchId} value={guests.text} onChange={guests.setText} />
      </div>
      {query.isError ? (
        <p className="ui-status ui-status--error" role="alert">
          {errorText(query.error)}
        </p>
      ) : meta ? (
        <p className="e-invitation__muted" aria-live="polite">
          {meta.all === 0
            ? 'Belum ada tamu. Tambahkan tamu di Daftar Tamu.'
            : rows.length
              ? shownRange(guests.page, E_INVITATION_PAGE_SIZE, rows.length, meta.total)
              : `Tidak ada tamu yang cocok dengan "${guests.q}"`}
        </p>
      ) : (
        <p className="e-invitation__muted">Memuat tamu…</p>
      )}
      {rows.length > 0 && (
        <ul className="e-invitation__list">
          {rows.map((guest) => (
            <li key={guest.id}>
              <button
                type="button"
                className="e-invitation__guest"
                aria-pressed={guest.id === selectedId}
                onClick={() => onSelect(guest)}
              >
                <span className="e-invitation__guest-name">{guest.name}</span>
                <span className="e-invitation__guest-facts">
                  {[guest.group, guest.sent_at ? 'Sudah dikirim' : 'Belum dikirim'].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <GuestPager page={guests.page} pages={guests.pages} onPage={guests.goToPage} />
    </section>
  );
}
