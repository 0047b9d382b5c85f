import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { coverContent } from '../../engine/chrome/cover-copy';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { InvitationCover } from '../../renderers/chrome/invitation-cover';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { loadManifestFromDisk, NOW, testAssetUrl, THEME_IDS } from '../helpers';
import { renderTheme } from '../render-theme';

const PHOTO = '/media/couple-photo.webp';

/** The sample invitation with the couple's photo (the opening section's image) or without. */
function pageWith(id: string, photo: string | null): InvitationPage {
  const page = sampleInvitation(id, NOW);
  return {
    ...page,
    sections: page.sections.map((s) => (s.slug === 'opening' ? { ...s, image: photo ?? undefined } : s)),
  };
}

function render(id: string, photo: string | null) {
  const manifest = loadManifestFromDisk(id);
  const page = pageWith(id, photo);
  const cover = renderToStaticMarkup(<InvitationCover {...coverContent(manifest, page)} shown onOpen={() => {}} />);
  const view = renderTheme(manifest, page);
  return { manifest, cover, view };
}

/** The frame the layouts put the couple's photo in, with what it holds. */
const pictureOf = (html: string, part: string) =>
  html.match(new RegExp(`<div class="couple-picture ${part}">(.*?)</div>`))?.[1];

describe.each(THEME_IDS)("theme %s with and without the couple's photo", (id) => {
  it('puts the photo on the cover, in its layout, and behind the page on a laptop', () => {
    const { manifest, cover, view } = render(id, PHOTO);
    expect(pictureOf(cover, 'cover__picture')).toContain(`src="${PHOTO}"`);
    const layout = manifest.layouts?.cover;
    if (layout) expect(cover).toContain(`data-layout="${layout}"`);
    expect(view).toContain(`--couple-photo:url(&quot;${PHOTO}&quot;)`);
    if (manifest.sections.opening === 'opening.hero') {
      expect(pictureOf(view, 'opening__picture')).toContain(`src="${PHOTO}"`);
    } else {
      // The poster and the player take another picture than the cover's as key art: the gallery's first.
      const art = view.match(/<img class="(?:poster|player)__art" src="([^"]+)"/)?.[1];
      expect(art).toBe(pageWith(id, PHOTO).gallery[0]?.image);
      expect(art).not.toBe(PHOTO);
    }
  });

  it("shows the theme's illustration in the same frames without one", () => {
    const { manifest, cover, view } = render(id, null);
    expect(pictureOf(cover, 'cover__picture')).toBe('');
    expect(view).not.toContain('--couple-photo');
    expect(view).toContain(
      `--ornament-illustration:url(&quot;${testAssetUrl(manifest.tokens.ornaments!.illustration!)}`,
    );
    if (manifest.sections.opening === 'opening.hero') expect(pictureOf(view, 'opening__picture')).toBe('');
  });
});
