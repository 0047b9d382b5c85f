import type { VenueSnapshot } from '../../../schemas/responses/guestbook';

/**
 * 'Amplop' for the couple on their guest-book page (docs/product.md#guestbook): the total, and each
 * guest who handed envelopes in with the count and the note. Shown to the owner only, never to ushers.
 */
export function EnvelopeList({ venue }: { venue: VenueSnapshot }) {
  if (venue.viewer.role !== 'owner') return null;
  const withEnvelopes = venue.guests.filter((guest) => guest.envelope);
  return (
    <details className="envelope-list">
      <summary>
        <span>Amplop</span> <span className="envelope-list__total">Total amplop: {venue.counts.envelopes}</span>
      </summary>
      {withEnvelopes.length ? (
        <ul aria-label="Amplop per tamu">
          {withEnvelopes.map((guest) => (
            <li key={guest.id}>
              <span className="envelope-list__name">{guest.name}</span>
              <span className="envelope-list__count">{guest.envelope!.count} amplop</span>
              {guest.envelope!.note && <span className="envelope-list__note">{guest.envelope!.note}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p>Belum ada amplop yang dicatat.</p>
      )}
    </details>
  );
}
