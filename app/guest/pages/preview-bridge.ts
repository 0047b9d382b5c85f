import { withPreviewDraft } from '../../../engine/preview/preview-draft';
import { parsePreviewMessage, PREVIEW_READY_TYPE } from '../../../engine/preview/preview-messages';
import { scrollToSection } from '../../../engine/chrome/scroll-to-section';
import type { CoverState } from '../../../engine/chrome/use-cover';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import type { SectionSlug } from '../../../schemas/section-slugs';

/**
 * Preview mode (docs/product.md#preview-mode), a chunk of its own that only an embedded preview
 * loads: opens the page on `activeSection`, then obeys the owner's editor (messages from this
 * origin only): scroll to a section, show or hide the cover, and show the editor's draft over the
 * stored page (`showDraft` gets what lays it over). Tells the editor once it listens. Returns the
 * way to stop.
 */
export function startPreview(
  activeSection: SectionSlug | undefined,
  cover: Pick<CoverState, 'openCover' | 'showCover'>,
  showDraft: (draft: { over: (page: InvitationPage) => InvitationPage }) => void,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const message = parsePreviewMessage(event.data);
    if (!message) return;
    const { draft } = message;
    if (draft) showDraft({ over: (page) => withPreviewDraft(page, draft) });
    if (message.coverShown === true) cover.showCover();
    if (message.coverShown === false) cover.openCover();
    if (message.activeSection) scrollToSection(message.activeSection);
  };
  window.addEventListener('message', onMessage);
  let stopWaiting = () => {};
  if (activeSection) {
    cover.openCover();
    stopWaiting = whenDrawn(activeSection, () => scrollToSection(activeSection, 'auto'));
  }
  if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_READY_TYPE }, window.location.origin);
  return () => {
    window.removeEventListener('message', onMessage);
    stopWaiting();
  };
}

/**
 * Calls `then` on the frame after the section with this anchor id is in the document: the page draws
 * its sections a frame at a time (engine/render/sections-in-steps.ts), so the one being edited may
 * come a few frames after the preview starts. Returns the way to stop waiting.
 */
function whenDrawn(id: string, then: () => void): () => void {
  let frame = 0;
  const found = () => {
    if (!document.getElementById(id)) return false;
    observer.disconnect();
    frame = requestAnimationFrame(then);
    return true;
  };
  const observer = new MutationObserver(() => void found());
  if (!found()) observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
