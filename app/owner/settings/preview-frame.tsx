import { useEffect, useRef, useState } from 'react';
import { PREVIEW_MESSAGE_TYPE } from '../../../engine/chrome/preview-messages';
import type { SectionSlug } from '../../../schemas/section-slugs';

/**
 * The invitation in a phone-sized frame, in preview mode (`?is_preview=true&active_section=…`):
 * messages steer it to the section being edited and show or hide its cover; `revision` reloads it
 * after a save so the owner sees the change. The owner's token (same origin) lets it show a draft.
 */
export function PreviewFrame({
  slug,
  activeSection,
  coverShown,
  revision = 0,
}: {
  slug: string;
  activeSection?: SectionSlug;
  coverShown?: boolean;
  revision?: number;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const query = new URLSearchParams({ is_preview: 'true', ...(activeSection && { active_section: activeSection }) });
  const src = `/${encodeURIComponent(slug)}?${query}`;

  useEffect(() => {
    if (!loaded) return;
    frame.current?.contentWindow?.postMessage(
      { type: PREVIEW_MESSAGE_TYPE, activeSection, coverShown },
      window.location.origin,
    );
  }, [loaded, activeSection, coverShown, revision]);

  return (
    <div className="preview-phone">
      <iframe
        key={revision}
        ref={frame}
        className="preview-phone__screen"
        title="Pratinjau undangan"
        src={src}
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
