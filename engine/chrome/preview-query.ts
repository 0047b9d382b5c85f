import { useEffect } from 'react';
import { SECTION_SLUGS, type SectionSlug } from '../../schemas/section-slugs';

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
