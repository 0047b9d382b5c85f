import { sectionUi } from './section-ui';

/** The couple section's heading and words; the two persons are edited below it. */
export const coupleSectionUi = sectionUi();
