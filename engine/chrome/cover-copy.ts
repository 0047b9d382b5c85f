import type { InvitationSection } from '../../schemas/entities/invitation-section.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { resolveCopy } from '../copy/resolve-copy';

/** The cover's words: the opening section's title and labels (SPEC 2, 4). */
export type CoverCopy = { title: string; greeting: string; openButton: string };

/**
 * The cover takes its copy from the opening section (schema defaults < the theme's manifest < the
 * owner's row), even when the owner hid the opening section itself.
 */
export function coverCopy(manifest: ThemeManifest, rows: readonly InvitationSection[]): CoverCopy {
  const row = rows.find((r) => r.slug === 'opening');
  const owner = row ? { title: row.title, labels: row.labels } : undefined;
  const copy = resolveCopy('opening', manifest.copy?.opening, owner);
  return {
    title: copy.title,
    greeting: copy.labels.greeting ?? '',
    openButton: copy.labels.open_button ?? '',
  };
}
