import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { loadManifestFromDisk, NOW } from '../helpers';
import { themeView } from '../render-theme';

/** Its own file: the slideshow's lazy swiper module must not have been loaded by an earlier test. */
describe('gallery slideshow in server-rendered HTML', () => {
  it('lays the first slides out statically, without swiper, until swiper has loaded', () => {
    const themeId = 'floral-whimsy';
    const sample = sampleInvitation(themeId, NOW);
    const page = {
      ...sample,
      sections: sample.sections
        .filter((s) => s.slug === 'gallery')
        .map((s) => ({ ...s, extra: { ...s.extra, display: 'slideshow' as const } })),
    };
    const html = renderToString(themeView(loadManifestFromDisk(themeId), page));
    expect(html).toContain('class="gallery-slideshow gallery-slideshow--static"');
    expect(html).not.toContain('swiper');
    expect(html.match(/class="gallery-slideshow__slide"/g)).toHaveLength(6);
    expect(html.match(/tabindex="0"/g)).toHaveLength(3);
  });
});
