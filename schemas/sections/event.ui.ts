import { sectionUi } from './section-ui';

/** The event section's heading and button words; the events are edited below it. */
export const eventSectionUi = sectionUi();
