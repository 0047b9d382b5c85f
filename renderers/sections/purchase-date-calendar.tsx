import { DayPicker } from 'react-day-picker';
import { id } from 'react-day-picker/locale/id';
import 'react-day-picker/style.css';
import '../styles/date-picker.css';
import { calendarDateOf, dateOfCalendarDate, type CalendarDate } from '../../engine/format/calendar-date';

type Props = {
  /** The day chosen so far (`YYYY-MM-DD`), or ''. */
  value: CalendarDate;
  onSelect: (value: CalendarDate) => void;
};

/**
 * The purchase date's calendar: react-day-picker in the Indonesian locale (month and day names, labels
 * for screen readers, weeks from Monday), whatever the phone's own language; keyboard focus starts on
 * the chosen day or today. Its own chunk, with react-day-picker's styles and date-fns: fetched when the
 * guest opens a wishlist item, never on the first screen.
 */
export default function PurchaseDateCalendar({ value, onSelect }: Props) {
  const selected = dateOfCalendarDate(value);
  return (
    <DayPicker
      mode="single"
      required
      locale={id}
      navLayout="around"
      autoFocus
      selected={selected}
      defaultMonth={selected}
      onSelect={(date) => onSelect(calendarDateOf(date))}
    />
  );
}
