import { mainEvent } from '../../engine/content/main-event';
import { countdownParts } from '../../engine/format/countdown';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { useClock } from '../../engine/time/use-clock';
import { SectionFrame } from '../shared/section-frame';

/** Days, hours, minutes and seconds to the main event, each in its box, ticking every second. */
export function CountdownBoxes({ slug, copy, page, now }: SectionRenderProps<'countdown'>) {
  const current = useClock(now);
  const event = mainEvent(page.invitation.invitation_event);
  if (!event) return null;
  const parts = countdownParts(event.start_date, current);
  const units = [
    [parts.days, copy.labels.days],
    [parts.hours, copy.labels.hours],
    [parts.minutes, copy.labels.minutes],
    [parts.seconds, copy.labels.seconds],
  ] as const;
  return (
    <SectionFrame slug={slug} variant="boxes" copy={copy}>
      <div className="countdown__units" role="timer">
        {units.map(([value, label]) => (
          <div key={label} className="countdown__unit">
            <span className="countdown__value">{String(value).padStart(2, '0')}</span>
            <span className="countdown__label">{label}</span>
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}

export const countdownBoxes = defineRenderer<'countdown'>('countdown', CountdownBoxes);
