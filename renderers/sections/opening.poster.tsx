import { couplePhoto } from '../../engine/content/couple-photo';
import { mainEvent } from '../../engine/content/main-event';
import { formatShortDate } from '../../engine/format/event-time';
import { RevealSection } from '../shared/section-frame';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { Picture } from '../shared/image';
import { RichText } from '../shared/rich-text';

/** A film poster: the couple's picture as key art, the title as a release, the date as a premiere. */
export function OpeningPoster({ copy, extra, page }: SectionRenderProps<'opening'>) {
  const { groom, bride } = page.couple;
  const event = mainEvent(page.invitation.invitation_event);
  // Not the couple's photo first: the cover has just shown it (docs/themes.md#layouts).
  const art = page.gallery[0]?.image ?? groom.person_image ?? couplePhoto(page);
  return (
    <RevealSection slug="opening" variant="poster">
      {art ? <Picture className="poster__art" src={art} alt="" width={1200} height={800} eager /> : null}
      <div className="poster__shade">
        <p className="poster__badge">{copy.title}</p>
        <h1 className="poster__title">
          {groom.person_nickname} <span className="amp">&amp;</span> {bride.person_nickname}
        </h1>
        <p className="poster__meta">
          {event ? <span>{formatShortDate(event.start_date, event.extra?.timezone)}</span> : null}
          {extra.hashtag ? <span>{extra.hashtag}</span> : null}
        </p>
        <RichText html={copy.description} className="section__description" />
      </div>
    </RevealSection>
  );
}

export const openingPoster = defineRenderer<'opening'>('opening', OpeningPoster);
