import { sectionUi } from './section-ui';

/** The RSVP section's editor: its heading and the words of the form. */
export const rsvpSectionUi = sectionUi();
