import type { PrivatePerson } from '../../../schemas/entities/private-person.schema';
import { escapeHtml } from '../../http/escape-html';
import type { InvitationRow } from '../invitations/ownership';

export type LinkPreview = { title: string; description: string; url: string; image?: string };

const DEFAULT_DESCRIPTION = 'Tanpa mengurangi rasa hormat, kami mengundang Anda untuk hadir di hari bahagia kami.';

/**
 * What a chat app shows for an invitation's link: the owner's meta title or 'Undangan Pernikahan
 * <groom> & <bride>', the meta description, and the meta image as an absolute URL on `origin`.
 */
export function invitationPreview(
  invitation: Pick<InvitationRow, 'slug'> & {
    [K in 'meta_title' | 'meta_description' | 'meta_image']?: InvitationRow[K] | undefined;
  },
  couple: { groom?: Pick<PrivatePerson, 'person_nickname'>; bride?: Pick<PrivatePerson, 'person_nickname'> },
  origin: string,
): LinkPreview {
  const names =
    couple.groom && couple.bride ? ` ${couple.groom.person_nickname} & ${couple.bride.person_nickname}` : '';
  const image = invitation.meta_image;
  return {
    title: invitation.meta_title || `Undangan Pernikahan${names}`,
    description: invitation.meta_description || DEFAULT_DESCRIPTION,
    url: `${origin}/${invitation.slug}`,
    ...(image && { image: image.startsWith('/') ? `${origin}${image}` : image }),
  };
}

/** The page HTML with the preview's <title>, Open Graph and Twitter tags in its head, every value escaped. */
export function withLinkPreview(html: string, preview: LinkPreview): string {
  const meta = (key: 'name' | 'property', name: string, value: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.image ? [meta('property', 'og:image', preview.image)] : []),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image ? [meta('name', 'twitter:image', preview.image)] : []),
  ];
  // Replacement functions, not strings: a `$&` in a title must stay text.
  return html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}
