import { useEffect, useRef, useState } from 'react';
import type { PreviewDraft } from '../../../engine/preview/preview-draft';
import { PREVIEW_MESSAGE_TYPE, PREVIEW_READY_TYPE } from '../../../engine/preview/preview-messages';
import type { SectionSlug } from '../../../schemas/section-slugs';
import '../../styles/phone-bezel.css';

export type PreviewFrameProps = {
  slug: string;
  activeSection?: SectionSlug;
  coverShown?: boolean;
  /** What the page's form holds before it is saved: the preview shows it as it is typed. */
  draft?: PreviewDraft;
  /** Bumped after each save: the preview reloads and shows the change. */
  revision?: number;
};

/**
 * The invitation in a phone-sized frame, in preview mode (`?is_preview=true&active_section=…`):
 * messages steer it to the section being edited, show or hide its cover and show the editor's
 * `draft` before it is saved; `revision` reloads it after a save so the owner sees what the server
 * stored. The owner's token (same origin) lets it show a draft invitation.
 */
export function PreviewFrame({ slug, activeSection, coverShown, draft, revision = 0 }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Bumped whenever the frame's page loads or its app starts listening: it is told everything again.
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const onReady = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY_TYPE) setLoads((count) => count + 1);
    };
    window.addEventListener('message', onReady);
    return () => window.removeEventListener('message', onReady);
  }, []);
  const query = new URLSearchParams({ is_preview: 'true', ...(activeSection && { active_section: activeSection }) });
  const src = `/${encodeURIComponent(slug)}?${query}`;

  useEffect(() => {
    if (!loads) return;
    frame.current?.contentWindow?.postMessage(
      { type: PREVIEW_MESSAGE_TYPE, activeSection, coverShown },
      window.location.origin,
    );
  }, [loads, activeSection, coverShown]);

  useEffect(() => {
    if (!loads || !draft) return;
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE_TYPE, draft }, window.location.origin);
  }, [loads, draft]);

  return (
    <div className="phone-bezel preview-phone">
      <iframe
        key={revision}
        ref={frame}
        className="preview-phone__screen"
        title="Pratinjau undangan"
        src={src}
        onLoad={() => setLoads((count) => count + 1)}
      />
    </div>
  );
}
