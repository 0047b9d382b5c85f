import type { FromSchema } from '../json-schema';
import type { SectionSlug } from '../section-slugs';
import { closingSection } from './closing.section';
import { countdownSection } from './countdown.section';
import { coupleSection } from './couple.section';
import { dresscodeSection } from './dresscode.section';
import { eventSection } from './event.section';
import { externalSection } from './external.section';
import { footerSection } from './footer.section';
import { gallerySection } from './gallery.section';
import { giftSection } from './gift.section';
import { openingSection } from './opening.section';
import { protocolSection } from './protocol.section';
import { quoteSection } from './quote.section';
import { rsvpSection } from './rsvp.section';
import { storySection } from './story.section';
import { wishSection } from './wish.section';

/** Every section's copy and settings schema, by slug. */
export const SECTIONS = {
  opening: openingSection,
  quote: quoteSection,
  couple: coupleSection,
  countdown: countdownSection,
  event: eventSection,
  story: storySection,
  gallery: gallerySection,
  external: externalSection,
  gift: giftSection,
  wish: wishSection,
  dresscode: dresscodeSection,
  protocol: protocolSection,
  rsvp: rsvpSection,
  closing: closingSection,
  footer: footerSection,
} as const satisfies { [S in SectionSlug]: { slug: S } };

export type Sections = typeof SECTIONS;
/** The copy a renderer receives: every field filled (schema default < manifest < owner). */
export type SectionCopy<S extends SectionSlug> = FromSchema<Sections[S]['copy']>;
/** The owner's settings of a section, `extra` included. */
export type SectionSettings<S extends SectionSlug> = FromSchema<Sections[S]['settings']>;
export type SectionExtra<S extends SectionSlug> = SectionSettings<S>['extra'];
