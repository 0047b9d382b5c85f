import { sectionUi } from './section-ui';

/** The closing's editor: thanks, and who signs. */
export const closingSectionUi = sectionUi();
