import type { InvitationSection } from '../../schemas/entities/invitation-section.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import type { SectionSlug } from '../../schemas/section-slugs';
import { resolveCopy, resolveExtra, type ResolvedCopy } from '../copy/resolve-copy';
import type { SettingsCheck } from './settings-check';

/** One section as it will be rendered: its slug, renderer, merged copy and settings. */
export type PlannedSection = {
  slug: SectionSlug;
  rendererId: string;
  copy: ResolvedCopy;
  extra: Record<string, unknown>;
  /** Problems with the owner's settings, as `/json/path: message`; the defaults stand in for them. */
  issues: string[];
};

function ownerSettings(row: InvitationSection) {
  const settings: Record<string, unknown> = {};
  if (row.title !== undefined) settings.title = row.title;
  if (row.description !== undefined) settings.description = row.description;
  if (row.labels !== undefined) settings.labels = row.labels;
  if (row.extra !== undefined) settings.extra = row.extra;
  return settings;
}

/**
 * The sections a page shows, in the owner's order (`index`), without inactive ones, ones the owner
 * hid (`extra.hide`) and ones the theme does not render (renderer null). A slug listed twice is
 * shown once, at its first place. With `checkSettings`, invalid owner settings are reported and
 * the defaults stand in for them.
 */
export function planSections(
  manifest: ThemeManifest,
  rows: readonly InvitationSection[],
  checkSettings?: SettingsCheck,
): PlannedSection[] {
  const seen = new Set<SectionSlug>();
  const planned: PlannedSection[] = [];
  for (const row of [...rows].sort((a, b) => a.index - b.index)) {
    if (seen.has(row.slug)) continue;
    seen.add(row.slug);
    const rendererId = manifest.sections[row.slug];
    if (!row.is_active || rendererId === null) continue;
    const settings = ownerSettings(row);
    const issues = checkSettings ? checkSettings(row.slug, settings) : [];
    const owner = issues.length ? {} : settings;
    const extra = resolveExtra(row.slug, owner.extra as Record<string, unknown> | undefined);
    if (extra.hide === true) continue;
    planned.push({
      slug: row.slug,
      rendererId,
      copy: resolveCopy(row.slug, manifest.copy?.[row.slug], owner),
      extra,
      issues,
    });
  }
  return planned;
}
