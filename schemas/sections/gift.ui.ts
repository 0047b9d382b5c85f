import { sectionUi } from './section-ui';

/** The gift section's heading and button words; the gifts are edited below it. */
export const giftSectionUi = sectionUi();
