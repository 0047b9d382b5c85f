import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { couplePhoto } from '../../engine/content/couple-photo';
import { AnimatedOrnament } from '../shared/animated-ornament';
import { CouplePicture } from '../shared/couple-picture';
import { Corners, RevealSection } from '../shared/section-frame';
import { RichText } from '../shared/rich-text';

/** Thanks, and the couple's names as a signature; in the photo layout under the couple's photo. */
export function ClosingSignature({ copy, page }: SectionRenderProps<'closing'>) {
  return (
    <RevealSection slug="closing" variant="signature">
      <Corners />
      <CouplePicture className="closing__picture" photo={couplePhoto(page)} />
      <RichText html={copy.description} className="section__description" />
      {copy.title ? <h2 className="section__title">{copy.title}</h2> : null}
      <AnimatedOrnament ornament="divider" className="ornament-divider" />
      <p className="closing__signature-label">{copy.labels.signature}</p>
      <p className="closing__names">
        {page.couple.groom.person_nickname} <span className="amp">&amp;</span> {page.couple.bride.person_nickname}
      </p>
    </RevealSection>
  );
}

export const closingSignature = defineRenderer<'closing'>('closing', ClosingSignature);
