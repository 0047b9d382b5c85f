import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { SectionFrame } from '../shared/section-frame';

/** The attendance choice; the submit button stays disabled until one is chosen. */
export function RsvpForm({ slug, copy }: SectionRenderProps<'rsvp'>) {
  const labels = copy.labels;
  return (
    <SectionFrame slug={slug} variant="form" copy={copy}>
      <form className="rsvp__form" onSubmit={(event) => event.preventDefault()}>
        <div className="rsvp__choices">
          <button type="button" className="button button--ghost">
            {labels.attend}
          </button>
          <button type="button" className="button button--ghost">
            {labels.decline}
          </button>
        </div>
        <button type="submit" className="button" disabled>
          {labels.submit}
        </button>
      </form>
    </SectionFrame>
  );
}

export const rsvpForm = defineRenderer<'rsvp'>('rsvp', RsvpForm);
