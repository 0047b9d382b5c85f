import { SECTION_SLUGS, type SectionSlug } from '../../schemas/section-slugs';
import type { PreviewDraft } from './preview-draft';

/**
 * What the owner's editor tells an embedded preview (docs/product.md#preview-mode): the section to
 * show, whether the cover shows, and what the editor holds before it is saved.
 */
export type PreviewMessage = { activeSection?: SectionSlug; coverShown?: boolean; draft?: PreviewDraft };

export const PREVIEW_MESSAGE_TYPE = 'invitation:preview';
/** What a preview tells the editor embedding it once it listens: the editor then tells it everything. */
export const PREVIEW_READY_TYPE = 'invitation:preview-ready';

/** The preview message in `data`, or null when it is anything else (other scripts post messages too). */
export function parsePreviewMessage(data: unknown): PreviewMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, activeSection, coverShown, draft } = data as Record<string, unknown>;
  if (type !== PREVIEW_MESSAGE_TYPE) return null;
  const message: PreviewMessage = {};
  if (typeof activeSection === 'string' && (SECTION_SLUGS as readonly string[]).includes(activeSection)) {
    message.activeSection = activeSection as SectionSlug;
  }
  if (typeof coverShown === 'boolean') message.coverShown = coverShown;
  if (draft && typeof draft === 'object') message.draft = draft;
  return message;
}
