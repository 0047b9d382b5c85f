import type { UiSchema } from '@rjsf/utils';
import type { EditedSection } from '../requests/section-editor';
import { closingSectionUi } from './closing.ui';
import { coupleSectionUi } from './couple.ui';
import { dresscodeSectionUi } from './dresscode.ui';
import { eventSectionUi } from './event.ui';
import { externalSectionUi } from './external.ui';
import { gallerySectionUi } from './gallery.ui';
import { giftSectionUi } from './gift.ui';
import { openingSectionUi } from './opening.ui';
import { protocolSectionUi } from './protocol.ui';
import { quoteSectionUi } from './quote.ui';
import { rsvpSectionUi } from './rsvp.ui';
import { storySectionUi } from './story.ui';

/** Each edited section's uiSchema (the `*.ui.ts` beside its schema), by slug. */
export const SECTION_EDITOR_UI: Record<EditedSection, UiSchema> = {
  opening: openingSectionUi,
  quote: quoteSectionUi,
  couple: coupleSectionUi,
  event: eventSectionUi,
  story: storySectionUi,
  gallery: gallerySectionUi,
  dresscode: dresscodeSectionUi,
  external: externalSectionUi,
  gift: giftSectionUi,
  rsvp: rsvpSectionUi,
  protocol: protocolSectionUi,
  closing: closingSectionUi,
};
