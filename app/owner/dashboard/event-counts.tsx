import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';

const number = new Intl.NumberFormat('id-ID');

/**
 * Per event: who comes, who cannot, and how many people of the seats invited (every guest's seats:
 * '64 / 120'), a table read as one by screen readers; four columns, so a phone shows them all.
 */
export function EventCounts({ events }: { events: InvitationSummary['events'] }) {
  if (!events.length) return <p className="dashboard-card__muted">Belum ada acara.</p>;
  return (
    <div className="dashboard-table-wrap">
      <table className="dashboard-table">
        <caption>Jawaban per acara</caption>
        <thead>
          <tr>
            <th scope="col">Acara</th>
            <th scope="col">Hadir</th>
            <th scope="col">Berhalangan</th>
            <th scope="col">
              Orang / kursi<span className="visually-hidden"> diundang</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                {event.label}
                {event.is_main_event && <span className="dashboard-table__main"> (utama)</span>}
              </th>
              <td>{number.format(event.attending)}</td>
              <td>{number.format(event.declining)}</td>
              <td>
                {number.format(event.pax)} / {number.format(event.seats_invited)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dashboard-card__muted">Orang yang hadir dari kursi yang diundang (kursi semua tamu).</p>
    </div>
  );
}
