import type { InvitationSection } from '../../schemas/entities/invitation-section.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import type { ThemeLayouts } from '../../schemas/theme-look';
import { couplePhoto } from '../content/couple-photo';
import { resolveCopy } from '../copy/resolve-copy';

/** The cover's words: the opening section's title and labels (docs/product.md#cover). */
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

/** Everything the cover shows of an invitation (renderers/chrome/invitation-cover.tsx). */
export type CoverContent = {
  groomName: string;
  brideName: string;
  /** The opening section's title, e.g. 'The Wedding Of'. */
  title: string;
  /** The opening section's greeting label: 'Kepada Yth. Bapak/Ibu/Saudara/i'. */
  greeting: string;
  /** The identified guest's name; null for an anonymous visitor. */
  guestName: string | null;
  /** The opening section's open button label: 'Buka Undangan'. */
  openLabel: string;
  /** The couple's photo (engine/content/couple-photo.ts); null shows the theme's illustration. */
  photo: string | null;
  /** The theme's cover layout (schemas/theme-look.ts); undefined is the default, framed. */
  layout: ThemeLayouts['cover'];
};

/** The cover of a page in a theme: the couple's nicknames, the opening copy and the guest's name. */
export function coverContent(manifest: ThemeManifest, page: InvitationPage): CoverContent {
  const copy = coverCopy(manifest, page.sections);
  return {
    groomName: page.couple.groom.person_nickname,
    brideName: page.couple.bride.person_nickname,
    title: copy.title,
    greeting: copy.greeting,
    guestName: page.guest?.name ?? null,
    openLabel: copy.openButton,
    photo: couplePhoto(page),
    layout: manifest.layouts?.cover,
  };
}
