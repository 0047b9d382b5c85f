import { sectionUi } from './section-ui';

/** The health-protocol block's editor: its heading and the four icons' words. */
export const protocolSectionUi = sectionUi();
