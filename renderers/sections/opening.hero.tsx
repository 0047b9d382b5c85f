import { couplePhoto } from '../../engine/content/couple-photo';
import { mainEvent } from '../../engine/content/main-event';
import { formatEventDate } from '../../engine/format/event-time';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { CouplePicture } from '../shared/couple-picture';
import { Corners, RevealSection } from '../shared/section-frame';
import { RichText } from '../shared/rich-text';

/**
 * The first screen after the cover: the couple's photo (or the theme's illustration) as the opening
 * layout frames it, the names, the main event's date and the hashtag. The default layout, framed,
 * shows the names in the frame ornament and no picture.
 */
export function OpeningHero({ copy, extra, page }: SectionRenderProps<'opening'>) {
  const { groom, bride } = page.couple;
  const event = mainEvent(page.invitation.invitation_event);
  return (
    <RevealSection slug="opening" variant="hero">
      <Corners />
      <CouplePicture className="opening__picture" photo={couplePhoto(page)} eager />
      <p className="opening__kicker">{copy.title}</p>
      <div className="opening__frame">
        <h1 className="opening__names">
          <span>{groom.person_nickname}</span>
          <span className="opening__amp">&amp;</span>
          <span>{bride.person_nickname}</span>
        </h1>
      </div>
      {event ? <p className="opening__date">{formatEventDate(event.start_date, event.extra?.timezone)}</p> : null}
      <RichText html={copy.description} className="section__description" />
      {extra.hashtag ? <p className="opening__hashtag">{extra.hashtag}</p> : null}
    </RevealSection>
  );
}

export const openingHero = defineRenderer<'opening'>('opening', OpeningHero);
