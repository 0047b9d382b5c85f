import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { GREETING_LAYOUTS, type GreetingLayout } from '../../../schemas/requests/guestbook';

/** Each layout's name and what it looks like, in the owner's words. */
export const LAYOUT_TEXT: Record<GreetingLayout, { name: string; about: string }> = {
  classic: { name: 'Klasik', about: 'Sapaan, nama tamu dan mejanya di tengah layar.' },
  spotlight: { name: 'Sorotan', about: 'Nama tamu besar di tengah, nama mempelai di bawah.' },
  banner: { name: 'Pita', about: 'Nama mempelai tetap tampil; sapaan muncul di pita bawah.' },
};

/** A small drawing of each layout on a 16:9 screen (its parts as the frame places them). */
function LayoutSketch({ layout }: { layout: GreetingLayout }) {
  return (
    <svg className="screen-layout__sketch" viewBox="0 0 160 90" aria-hidden="true">
      <rect width="160" height="90" rx="6" className="screen-layout__paper" />
      {layout === 'classic' && (
        <>
          <rect x="58" y="20" width="44" height="4" rx="2" className="screen-layout__soft" />
          <rect x="36" y="32" width="88" height="12" rx="3" className="screen-layout__ink" />
          <rect x="64" y="51" width="32" height="8" rx="4" className="screen-layout__line" />
          <rect x="56" y="66" width="48" height="4" rx="2" className="screen-layout__soft" />
        </>
      )}
      {layout === 'spotlight' && (
        <>
          <ellipse cx="80" cy="40" rx="58" ry="30" className="screen-layout__glow" />
          <rect x="64" y="17" width="32" height="3" rx="1.5" className="screen-layout__soft" />
          <rect x="22" y="26" width="116" height="18" rx="3" className="screen-layout__ink" />
          <rect x="64" y="50" width="32" height="8" rx="4" className="screen-layout__ink" />
          <rect x="60" y="74" width="40" height="4" rx="2" className="screen-layout__soft" />
        </>
      )}
      {layout === 'banner' && (
        <>
          <rect x="60" y="12" width="40" height="3" rx="1.5" className="screen-layout__soft" />
          <rect x="42" y="22" width="76" height="12" rx="3" className="screen-layout__line" />
          <rect x="0" y="54" width="160" height="36" className="screen-layout__ink" />
          <rect x="12" y="62" width="34" height="3" rx="1.5" className="screen-layout__on-ink" />
          <rect x="12" y="70" width="80" height="10" rx="2" className="screen-layout__on-ink" />
          <rect x="118" y="64" width="30" height="16" rx="3" className="screen-layout__on-ink-outline" />
        </>
      )}
    </svg>
  );
}

/**
 * The greeting screen's layout as three pictures to pick from (radio buttons under the cards), for
 * `screen_layout` (`'ui:widget': 'greetingLayout'`).
 */
export function ScreenLayoutWidget({ id, value, label, disabled, readonly, onChange }: WidgetProps) {
  return (
    <div
      className="screen-layout"
      role="radiogroup"
      aria-label={typeof label === 'string' ? label : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {GREETING_LAYOUTS.map((layout) => (
        <label key={layout} className="screen-layout__choice">
          <input
            type="radio"
            name={id}
            id={`${id}-${layout}`}
            className="screen-layout__input"
            value={layout}
            checked={value === layout}
            disabled={disabled || readonly}
            onChange={() => onChange(layout)}
          />
          <LayoutSketch layout={layout} />
          <span className="screen-layout__name">{LAYOUT_TEXT[layout].name}</span>
          <span className="screen-layout__about">{LAYOUT_TEXT[layout].about}</span>
        </label>
      ))}
    </div>
  );
}
