import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatCalendarDate, type CalendarDate } from '../../engine/format/calendar-date';
import { CalendarIcon } from '../shared/icons';
import { LazyPart, LoadFailed } from '../shared/lazy-part';
import { loadPurchaseDateCalendar } from './purchase-date-chunk';

/** The field's own text. */
export const PURCHASE_DATE_TEXT = {
  placeholder: 'Pilih tanggal',
  calendar: 'Kalender',
  loading: 'Memuat kalender…',
  failed: 'Kalender gagal dimuat. Periksa koneksi Anda.',
  retry: 'Coba Lagi',
} as const;

type Props = {
  /** The id of the field's label: the button is named by it and by the date it shows. */
  labelId: string;
  value: CalendarDate;
  onChange: (value: CalendarDate) => void;
  /** The id of the message under the field, when there is one. */
  errorId?: string;
};

/**
 * A date field in Indonesian: a button that shows the chosen day ('23 November 2026') and opens a
 * calendar beneath it. Choosing a day closes it; so does Escape (only the calendar, not the dialog
 * around it) or a tap elsewhere. Focus goes back to the button.
 */
export function PurchaseDateField({ labelId, value, onChange, errorId }: Props) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const calendarId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const shown = formatCalendarDate(value);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const select = useCallback(
    (day: CalendarDate) => {
      onChange(day);
      close(true);
    },
    [onChange, close],
  );

  // A tap outside the field closes the calendar.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!frame.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // The dialog around the form closes on Escape too: this one is the calendar's.
    event.stopPropagation();
    close(true);
  };

  return (
    <div className="date-field" ref={frame} onKeyDown={onKeyDown}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="field date-field__button"
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className={shown ? 'date-field__value' : 'date-field__value date-field__value--empty'}>
          {shown || PURCHASE_DATE_TEXT.placeholder}
        </span>
        <CalendarIcon size={18} />
      </button>
      {open ? (
        <div
          className="day-picker date-field__calendar"
          id={calendarId}
          role="group"
          aria-label={PURCHASE_DATE_TEXT.calendar}
        >
          <LazyPart
            load={loadPurchaseDateCalendar}
            props={{ value, onSelect: select }}
            pending={
              <p className="date-field__status" aria-busy="true">
                {PURCHASE_DATE_TEXT.loading}
              </p>
            }
            failed={(retry) => (
              <LoadFailed
                className="date-field__status"
                message={PURCHASE_DATE_TEXT.failed}
                retryLabel={PURCHASE_DATE_TEXT.retry}
                retry={retry}
              />
            )}
          />
        </div>
      ) : null}
    </div>
  );
}
