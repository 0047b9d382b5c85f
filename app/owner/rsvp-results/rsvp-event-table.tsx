import { ANSWER_COLOURS, type RsvpEventRow } from './rsvp-event-rows';

const number = new Intl.NumberFormat('id-ID');

const LINES = [
  { key: 'attending', label: 'Hadir', colour: ANSWER_COLOURS.attending },
  { key: 'declining', label: 'Berhalangan', colour: ANSWER_COLOURS.declining },
  { key: 'unanswered', label: 'Belum menjawab', colour: ANSWER_COLOURS.unanswered },
  { key: 'pax', label: 'Jumlah orang hadir', colour: null },
  { key: 'seatsInvited', label: 'Kursi diundang', colour: null },
] as const;

/** More events than a phone shows side by side: the table scrolls, and takes the focus to do so by keyboard. */
const EVENTS_BESIDE = 2;

/**
 * The chart in numbers: for each event (a column) its guests attending, declining and not answered,
 * the people attending and the seats invited. Events side by side, so two or three fit a phone.
 */
export function RsvpEventTable({ rows }: { rows: RsvpEventRow[] }) {
  const scrolls = rows.length > EVENTS_BESIDE;
  return (
    <div
      className="dashboard-table-wrap"
      {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': 'Jawaban per acara, bisa digeser' })}
    >
      <table className="dashboard-table rsvp-table">
        <caption>Jawaban per acara</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Jawaban</span>
            </th>
            {rows.map((row) => (
              <th key={row.id} scope="col">
                {row.label}
                {row.isMain && <span className="dashboard-table__main"> (utama)</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LINES.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {line.colour && (
                  <span className="dashboard-chart__swatch" style={{ background: line.colour }} aria-hidden="true" />
                )}
                {line.label}
              </th>
              {rows.map((row) => (
                <td key={row.id}>{number.format(row[line.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
