import { useId } from 'react';
import type { VenueGuest } from '../../../schemas/responses/guestbook';
import { guestsAt, peopleOf, peopleOfAll } from './table-seating';

/** 'Belum dapat meja': the guests at no table yet, by name, each with their group and people. */
export function TableUnseated({ guests }: { guests: readonly VenueGuest[] }) {
  const headingId = useId();
  const unseated = guestsAt(guests, null);
  return (
    <section className="ui-card table-unseated" aria-labelledby={headingId}>
      <h2 id={headingId} className="gb-section-title">
        Belum dapat meja
      </h2>
      {unseated.length === 0 ? (
        <p className="gb-muted">{guests.length ? 'Semua tamu sudah dapat meja.' : 'Belum ada tamu di daftar tamu.'}</p>
      ) : (
        <>
          <p className="gb-muted">
            {unseated.length} tamu · {peopleOfAll(unseated)} orang
          </p>
          <ul className="table-unseated__list">
            {unseated.map((guest) => (
              <li key={guest.id}>
                <span>{guest.name}</span>
                <span className="gb-muted">
                  {[guest.group, `${peopleOf(guest)} orang`].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
