import { Cell, Pie, PieChart } from 'recharts';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';

/** Colours told apart by colour-blind eyes too, each with its name and number beside the chart. */
const ANSWERS = [
  { key: 'guests_attending', label: 'Hadir', color: '#1f7a55' },
  { key: 'guests_declining', label: 'Berhalangan', color: '#c0541a' },
  { key: 'guests_unanswered', label: 'Belum menjawab', color: '#8c8591' },
] as const;

const number = new Intl.NumberFormat('id-ID');

/**
 * The guests' RSVP answers as a donut (recharts, only in the owner's chunks). The drawing is hidden
 * from screen readers: the legend beside it says the same in words and numbers.
 */
export default function RsvpChart({ summary }: { summary: InvitationSummary }) {
  const slices = ANSWERS.map((answer) => ({ ...answer, value: summary[answer.key] }));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  // Only answers someone gave: an empty slice would draw a seam; a lone one needs no border.
  const drawn = slices.filter((slice) => slice.value > 0);
  return (
    <figure className="dashboard-chart">
      <div className="dashboard-chart__drawing" aria-hidden="true">
        {total > 0 ? (
          <PieChart width={168} height={168} accessibilityLayer={false}>
            <Pie
              data={drawn}
              dataKey="value"
              nameKey="label"
              innerRadius={48}
              outerRadius={80}
              stroke={drawn.length > 1 ? '#fff' : 'none'}
              strokeWidth={2}
              isAnimationActive={false}
              rootTabIndex={-1}
            >
              {drawn.map((slice) => (
                <Cell key={slice.key} fill={slice.color} />
              ))}
            </Pie>
          </PieChart>
        ) : (
          <div className="dashboard-chart__empty" />
        )}
      </div>
      <figcaption className="dashboard-chart__legend">
        <p className="dashboard-chart__total">{total > 0 ? `${number.format(total)} tamu` : 'Belum ada tamu'}</p>
        <ul>
          {slices.map((slice) => (
            <li key={slice.key}>
              <span className="dashboard-chart__swatch" style={{ background: slice.color }} aria-hidden="true" />
              {slice.label}: <strong>{number.format(slice.value)}</strong>
              {total > 0 && ` (${Math.round((slice.value / total) * 100)}%)`}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
