// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionAtRestIn, sectionsOnScreen } from '../../app/guest/flows/section-at-rest-in-view';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { MotionSectionContext } from '../../engine/motion/section-reveal';
import { InvitationView } from '../../engine/render/invitation-view';
import { RENDERERS } from '../../renderers/registry';
import { loadManifestFromDisk, NOW, testAssetUrl } from '../helpers';

const floral = loadManifestFromDisk('floral-whimsy');
const page = sampleInvitation('floral-whimsy', NOW);
/** The inline style of the section with this anchor id in some HTML, or null when it has none. */
const sectionStyle = (html: string, id: string) =>
  new RegExp(`<section id="${id}"[^>]*?style="([^"]*)"`).exec(html)?.[1] ?? null;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the sections on screen when the motion takes over', () => {
  it('are those whose box meets the window, inside the invitation only', () => {
    document.body.innerHTML = `<main class="invitation-page__content">
      <section id="opening"></section><section id="couple"></section><section id="event"></section>
    </main><section id="elsewhere"></section>`;
    const tops: Record<string, number> = { opening: 0, couple: window.innerHeight - 10, event: window.innerHeight };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = tops[this.id] ?? 0;
      return { top, bottom: top + 500 } as DOMRect;
    });
    expect([...sectionsOnScreen()]).toEqual(['opening', 'couple']);
  });

  it('start at rest, while the others start hidden to enter later', () => {
    const html = renderToString(
      <MotionSectionContext.Provider value={sectionAtRestIn(new Set(['couple']))}>
        <InvitationView manifest={floral} page={page} registry={RENDERERS} assetUrl={testAssetUrl} now={NOW} strict />
      </MotionSectionContext.Provider>,
    );
    expect(sectionStyle(html, 'couple')).toBe('opacity:1;transform:none');
    expect(sectionStyle(html, 'closing')).toBe('opacity:0;transform:translateY(28px)');
  });
});
