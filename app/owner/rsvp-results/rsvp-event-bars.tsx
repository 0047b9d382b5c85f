import { Bar, BarChart, XAxis, YAxis } from 'recharts';
import { ANSWER_COLOURS, type RsvpEventRow } from './rsvp-event-rows';

const BARS = [
  { key: 'attending', label: 'Hadir' },
  { key: 'declining', label: 'Berhalangan' },
  { key: 'unanswered', label: 'Belum menjawab' },
] as const;

/** Height of one event's bar and the room around the bars. */
const ROW_HEIGHT = 44;
const AXIS_HEIGHT = 28;

/**
 * Per event, one bar of its guests: attending, declining and not answered side by side (recharts,
 * its own chunk). Hidden from screen readers: the table beside it says the same in numbers.
 */
export default function RsvpEventBars({ rows }: { rows: RsvpEventRow[] }) {
  const height = rows.length * ROW_HEIGHT + AXIS_HEIGHT;
  return (
    <div className="rsvp-bars" aria-hidden="true">
      <BarChart
        responsive
        style={{ width: '100%', height }}
        layout="vertical"
        data={rows}
        margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
        barCategoryGap={10}
        accessibilityLayer={false}
      >
        <XAxis type="number" allowDecimals={false} tickLine={false} stroke="#6b6470" fontSize={12} />
        <YAxis
          type="category"
          dataKey="label"
          width={96}
          tickLine={false}
          axisLine={false}
          stroke="#2d2a32"
          fontSize={12}
        />
        {BARS.map((bar) => (
          <Bar
            key={bar.key}
            dataKey={bar.key}
            name={bar.label}
            stackId="answers"
            fill={ANSWER_COLOURS[bar.key]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
      <ul className="rsvp-bars__legend">
        {BARS.map((bar) => (
          <li key={bar.key}>
            <span className="rsvp-bars__swatch" style={{ background: ANSWER_COLOURS[bar.key] }} />
            {bar.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
