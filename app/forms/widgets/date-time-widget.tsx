import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { CalendarDate } from '../../../engine/format/calendar-date';
import {
  formatZonedDay,
  isoOfZoned,
  movedToZone,
  zonedPartsOf,
  zoneOf,
  type ZonedParts,
} from '../../../engine/format/zoned-date-time';
import { loadPurchaseDateCalendar } from '../../../renderers/sections/purchase-date-chunk';
import { CalendarIcon } from '../../../renderers/shared/icons';
import { LazyPart, LoadFailed } from '../../../renderers/shared/lazy-part';
import { useDismiss } from '../../ui/use-dismiss';
import { formContextOf } from '../form-context';
import './date-time-widget.css';

/** The widget's own words. */
export const DATE_TIME_TEXT = {
  pickDate: 'Pilih tanggal',
  calendar: 'Kalender',
  at: 'pukul',
  loading: 'Memuat kalender…',
  failed: 'Kalender gagal dimuat. Periksa koneksi Anda.',
  retry: 'Coba lagi',
  clear: 'Kosongkan',
  needTime: 'Isi juga jamnya.',
  needDate: 'Pilih juga tanggalnya.',
} as const;

const NOTHING: ZonedParts = { date: '', time: '' };

/**
 * A date and time (`format: date-time`) as the owner of an event thinks of it: a day, picked on an
 * Indonesian calendar (react-day-picker, the guest's purchase-date calendar in its own chunk) and
 * shown in words ('Minggu, 14 Juni 2026'), and a clock time, both in the event's time zone (the
 * form's `extra.timezone`, or the uiSchema's `ui:options.timezone`; WIB unless one says otherwise). The field holds the ISO instant with the
 * zone's offset ('2026-06-14T08:00:00+07:00'), or nothing until both parts are given. A change of
 * zone keeps the day and the clock time the owner typed. An optional field can be emptied.
 */
export function DateTimeWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  registry,
  options,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const extra = formContextOf(registry).formData?.extra as { timezone?: unknown } | undefined;
  // A field outside an event (the RSVP deadline) names its zone in its uiSchema's options.
  const zone = zoneOf(options.timezone ?? extra?.timezone);
  // What is typed while it is not yet a whole date and time; else the value says it.
  const [unfinished, setUnfinished] = useState<ZonedParts | null>(null);
  const parts = unfinished ?? zonedPartsOf(value, zone) ?? NOTHING;
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const clock = useRef<HTMLInputElement>(null);
  const off = disabled || readonly;
  const day = parts.date ? formatZonedDay(parts.date, zone) : '';
  const name = typeof label === 'string' && label ? label : 'Waktu';
  const describedBy = ariaDescribedByIds(id);
  const invalid = rawErrors?.length ? true : undefined;

  const write = (next: ZonedParts) => {
    const iso = isoOfZoned(next.date, next.time, zone);
    setUnfinished(iso || (!next.date && !next.time) ? null : next);
    onChange(iso ?? undefined);
  };

  // Another zone chosen: the same day and clock time, in that zone.
  const lastZone = useRef(zone);
  const keepClockTime = useEffectEvent((from: typeof zone) => {
    const moved = movedToZone(value, from, zone);
    if (moved && moved !== value) onChange(moved);
  });
  useEffect(() => {
    const from = lastZone.current;
    lastZone.current = zone;
    if (from !== zone) keepClockTime(from);
  }, [zone]);

  const pick = (date: CalendarDate) => {
    write({ date, time: parts.time });
    setOpen(false);
    // The time comes next when it is still missing.
    (parts.time ? button : clock).current?.focus();
  };

  // A tap outside the field closes the calendar; so does the focus leaving it (Tab), and Escape,
  // which gives the focus back to the date's button.
  const dismiss = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, dismiss, frame, button, { focusLeaving: true });

  const hint =
    parts.date && !parts.time ? DATE_TIME_TEXT.needTime : parts.time && !parts.date ? DATE_TIME_TEXT.needDate : '';

  return (
    <div className="schema-datetime" ref={frame}>
      <div className="schema-datetime__row">
        <button
          ref={button}
          id={id}
          type="button"
          className="ui-field__input schema-datetime__date"
          aria-label={`${name}: ${day || DATE_TIME_TEXT.pickDate}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}__calendar` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          disabled={off}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          onFocus={() => onFocus(id, value)}
        >
          <span className={day ? undefined : 'schema-datetime__placeholder'}>{day || DATE_TIME_TEXT.pickDate}</span>
          <CalendarIcon size={18} />
        </button>
        <span className="schema-datetime__time">
          <span aria-hidden="true">{DATE_TIME_TEXT.at}</span>
          <input
            ref={clock}
            id={`${id}__time`}
            type="time"
            step={60}
            className="ui-field__input schema-datetime__clock"
            aria-label={`Jam ${name.toLowerCase()}`}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={parts.time}
            disabled={off}
            onChange={(event) => write({ date: parts.date, time: event.target.value })}
            onBlur={() => onBlur(id, value)}
          />
          <abbr className="schema-datetime__zone" title={`Zona waktu ${zone}`}>
            {zone}
          </abbr>
        </span>
        {!required && (value || parts.date || parts.time) && !off ? (
          <button
            type="button"
            className="ui-button ui-button--ghost schema-datetime__clear"
            aria-label={`${DATE_TIME_TEXT.clear} ${name.toLowerCase()}`}
            onClick={() => {
              write(NOTHING);
              button.current?.focus();
            }}
          >
            {DATE_TIME_TEXT.clear}
          </button>
        ) : null}
      </div>
      {hint && (
        <p className="ui-field__hint schema-datetime__hint" aria-live="polite">
          {hint}
        </p>
      )}
      {open && (
        <div
          className="day-picker schema-datetime__calendar"
          id={`${id}__calendar`}
          role="dialog"
          aria-label={`${DATE_TIME_TEXT.calendar} ${name.toLowerCase()}`}
        >
          <LazyPart
            load={loadPurchaseDateCalendar}
            props={{ value: parts.date, onSelect: pick }}
            pending={
              <p className="schema-datetime__status" aria-busy="true">
                {DATE_TIME_TEXT.loading}
              </p>
            }
            failed={(retry) => (
              <LoadFailed
                className="schema-datetime__status"
                message={DATE_TIME_TEXT.failed}
                retryLabel={DATE_TIME_TEXT.retry}
                retry={retry}
              />
            )}
          />
        </div>
      )}
    </div>
  );
}
