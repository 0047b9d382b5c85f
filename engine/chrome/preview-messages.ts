import { useEffect } from 'react';
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

/** The preview settings of the page's address: `is_preview=true` and `active_section`. */
export function previewFromQuery(search: string): { isPreview: boolean; activeSection?: SectionSlug } {
  const params = new URLSearchParams(search);
  const section = params.get('active_section');
  const activeSection =
    section && (SECTION_SLUGS as readonly string[]).includes(section) ? (section as SectionSlug) : undefined;
  return { isPreview: params.get('is_preview') === 'true', activeSection };
}

/**
 * Passes on the messages `parse` recognises that reach this window from its own origin (the owner's
 * pages that embed it); everything else is ignored, since other scripts post messages too.
 */
export function useOwnOriginMessages<T>(
  enabled: boolean,
  parse: (data: unknown) => T | null,
  handle: (message: T) => void,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = parse(event.data);
      if (message) handle(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [enabled, parse, handle]);
}

/**
 * In preview mode, obeys the embedding editor's messages: scroll to the active section, show or
 * hide the cover, show the editor's draft.
 */
export function usePreviewMessages(enabled: boolean, handle: (message: PreviewMessage) => void): void {
  useOwnOriginMessages(enabled, parsePreviewMessage, handle);
  useEffect(() => {
    if (enabled && window.parent !== window) {
      window.parent.postMessage({ type: PREVIEW_READY_TYPE }, window.location.origin);
    }
  }, [enabled]);
}
