import { mainEvent } from '../../engine/content/main-event';
import { formatEventDate } from '../../engine/format/event-time';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { Corners, RevealSection } from '../shared/section-frame';

/** Names inside the theme's frame ornament, the main event's date and the hashtag. */
export function OpeningHero({ copy, extra, page }: SectionRenderProps<'opening'>) {
  const { groom, bride } = page.couple;
  const event = mainEvent(page.invitation.invitation_event);
  return (
    <RevealSection slug="opening" variant="hero">
      <Corners />
      <p className="opening__kicker">{copy.title}</p>
      <div className="opening__frame">
        <h1 className="opening__names">
          <span>{groom.person_nickname}</span>
          <span className="opening__amp">&amp;</span>
          <span>{bride.person_nickname}</span>
        </h1>
      </div>
      {event ? <p className="opening__date">{formatEventDate(event.start_date, event.extra?.timezone)}</p> : null}
      {copy.description ? <p className="section__description">{copy.description}</p> : null}
      {extra.hashtag ? <p className="opening__hashtag">{extra.hashtag}</p> : null}
    </RevealSection>
  );
}

export const openingHero = defineRenderer<'opening'>('opening', OpeningHero);
