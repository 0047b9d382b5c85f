import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { SectionFrame } from '../shared/section-frame';
import { RsvpFlow } from './rsvp-flow';
import { RsvpPaper } from './rsvp-paper';

/**
 * The RSVP section (anchor rsvp). With its flow (a running RSVP actor) the guest answers; without one
 * (server rendering, tests of the look) the static form: the attendance choice and a disabled submit;
 * either on the paper of the theme's RSVP layout.
 */
export function RsvpForm({ slug, copy, flow, page, theme }: SectionRenderProps<'rsvp'>) {
  const labels = copy.labels;
  return (
    <SectionFrame slug={slug} variant="form" copy={copy}>
      <RsvpPaper layout={theme.layouts?.rsvp} page={page}>
        {flow ? (
          <RsvpFlow flow={flow} labels={labels} />
        ) : (
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
        )}
      </RsvpPaper>
    </SectionFrame>
  );
}

export const rsvpForm = defineRenderer<'rsvp'>('rsvp', RsvpForm);
