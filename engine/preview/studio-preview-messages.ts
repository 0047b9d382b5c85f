import type { ThemeManifest } from '../../schemas/manifest.schema';

/**
 * What the theme studio (app/studio/) tells its preview frames (app/guest/pages/studio-preview-page.tsx):
 * the manifest being edited, once it passes the check's schema and renderers, and whether the demo
 * shows the couple's photo. A frame says it listens with STUDIO_PREVIEW_READY.
 */
export type StudioPreviewMessage = { manifest: ThemeManifest; photo: boolean };

const STUDIO_PREVIEW_TYPE = 'theme-studio:manifest';
export const STUDIO_PREVIEW_READY = 'theme-studio:ready';

export function studioPreviewMessage(message: StudioPreviewMessage) {
  return { type: STUDIO_PREVIEW_TYPE, ...message };
}

/** The studio's message in `data`, or null for anything else. */
export function parseStudioPreviewMessage(data: unknown): StudioPreviewMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, manifest, photo } = data as Record<string, unknown>;
  if (type !== STUDIO_PREVIEW_TYPE || !manifest || typeof manifest !== 'object') return null;
  return { manifest: manifest as ThemeManifest, photo: photo === true };
}
