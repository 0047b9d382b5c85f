import { RichText } from '../shared/rich-text';
import { RevealSection } from '../shared/section-frame';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';

/** The invitation's own quote, else the theme's; its source below. */
export function QuoteVerse({ copy, page }: SectionRenderProps<'quote'>) {
  return (
    <RevealSection slug="quote" variant="verse">
      <blockquote className="quote__text">{page.invitation.quote || <RichText html={copy.description} />}</blockquote>
      <span className="ornament-divider" aria-hidden="true" />
      {copy.title ? <p className="quote__source">{copy.title}</p> : null}
    </RevealSection>
  );
}

export const quoteVerse = defineRenderer<'quote'>('quote', QuoteVerse);
