import { sectionUi } from './section-ui';

/** The story section's heading; the stories are edited below it. */
export const storySectionUi = sectionUi();
