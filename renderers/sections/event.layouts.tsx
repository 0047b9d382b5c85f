import { eventsInOrder } from '../../engine/content/main-event';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { SectionFrame } from '../shared/section-frame';
import { EventDetails } from './event-details';

function eventLayout(variant: 'cards' | 'timeline') {
  return function Events({ slug, copy, page }: SectionRenderProps<'event'>) {
    const couple = `${page.couple.groom.person_nickname} & ${page.couple.bride.person_nickname}`;
    return (
      <SectionFrame slug={slug} variant={variant} copy={copy}>
        <ol className="event__list">
          {eventsInOrder(page.invitation.invitation_event).map((event) => (
            <li key={event.id} className="event__item">
              <EventDetails event={event} labels={copy.labels} couple={couple} />
            </li>
          ))}
        </ol>
      </SectionFrame>
    );
  };
}

/** Each event on its own card. */
export const eventCards = defineRenderer<'event'>('event', eventLayout('cards'));
/** Events along a vertical line, dots at each. */
export const eventTimeline = defineRenderer<'event'>('event', eventLayout('timeline'));
