import { couplePhoto } from '../../engine/content/couple-photo';
import { mainEvent } from '../../engine/content/main-event';
import { formatShortDate } from '../../engine/format/event-time';
import { RevealSection } from '../shared/section-frame';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { Picture } from '../shared/image';
import { RichText } from '../shared/rich-text';

/** A "now playing" card: the couple as album art and artists, the date as the release. */
export function OpeningPlayer({ copy, extra, page }: SectionRenderProps<'opening'>) {
  const { groom, bride } = page.couple;
  const event = mainEvent(page.invitation.invitation_event);
  // Not the couple's photo first: the cover has just shown it (docs/themes.md#layouts).
  const art = page.gallery[0]?.image ?? bride.person_image ?? couplePhoto(page);
  return (
    <RevealSection slug="opening" variant="player">
      <p className="player__kicker">{copy.title}</p>
      {art ? <Picture className="player__art" src={art} alt="" width={1200} height={800} eager /> : null}
      <h1 className="player__title">
        {groom.person_nickname} <span className="amp">&amp;</span> {bride.person_nickname}
      </h1>
      <p className="player__artist">
        {event ? formatShortDate(event.start_date, event.extra?.timezone) : null}
        {extra.hashtag ? ` · ${extra.hashtag}` : null}
      </p>
      <div className="player__bar" aria-hidden="true">
        <span className="player__progress" />
      </div>
      <RichText html={copy.description} className="section__description" />
    </RevealSection>
  );
}

export const openingPlayer = defineRenderer<'opening'>('opening', OpeningPlayer);
