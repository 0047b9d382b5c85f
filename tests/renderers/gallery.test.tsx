// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { InvitationView } from '../../engine/render/invitation-view';
import { RENDERERS } from '../../renderers/registry';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { root } from '../../scripts/manifest-files';
import { loadManifestFromDisk, NOW, testAssetUrl } from '../helpers';

afterEach(cleanup);

beforeAll(() => {
  // The real stylesheets, so the grid's spans can be read back as the browser computes them.
  for (const file of ['sections.css', 'gallery.css']) {
    const style = document.createElement('style');
    style.textContent = readFileSync(join(root, 'renderers/styles', file), 'utf8');
    document.head.append(style);
  }
});

type Display = 'grid' | 'slideshow';

function galleryPage(themeId: string, display?: Display, count = 6): InvitationPage {
  const sample = sampleInvitation(themeId, NOW);
  const gallery = [...sample.gallery, ...sample.gallery.map((g) => ({ ...g, id: `${g.id}b`, index: g.index + 6 }))];
  return {
    ...sample,
    gallery: gallery.slice(0, count),
    sections: sample.sections
      .filter((s) => s.slug === 'gallery')
      .map((s) => (display ? { ...s, extra: { ...s.extra, display } } : s)),
  };
}

function view(manifest: ThemeManifest, page: InvitationPage) {
  return (
    <InvitationView manifest={manifest} page={page} registry={RENDERERS} assetUrl={testAssetUrl} now={NOW} strict />
  );
}

function renderGallery(options: { themeId?: string; display?: Display; count?: number; renderer?: string } = {}) {
  const themeId = options.themeId ?? 'floral-whimsy';
  const base = loadManifestFromDisk(themeId);
  const manifest = options.renderer ? { ...base, sections: { ...base.sections, gallery: options.renderer } } : base;
  render(view(manifest, galleryPage(themeId, options.display, options.count)));
  return document.getElementById('gallery') as HTMLElement;
}

const viewer = () => screen.getByRole('dialog', { name: 'Galeri foto' });
const shownImage = () => within(viewer()).getByRole('img') as HTMLImageElement;
const counter = () => viewer().querySelector('.gallery-viewer__count')?.textContent;
/** fireEvent returns false when a handler called preventDefault. */
const contextMenuAllowed = (element: Element) => fireEvent.contextMenu(element);

describe('gallery grid', () => {
  it('lays six images out full, third, two thirds, two thirds, third, full on three columns', () => {
    const section = renderGallery();
    const grid = section.querySelector('.gallery__grid') as HTMLElement;
    expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(3, 1fr)');
    const cells = [...section.querySelectorAll('.gallery__cell')];
    expect(cells).toHaveLength(6);
    expect(cells.map((cell) => getComputedStyle(cell).gridColumn)).toEqual([
      'span 3',
      'span 1',
      'span 2',
      'span 2',
      'span 1',
      'span 3',
    ]);
    const alts = cells.map((cell) => cell.querySelector('img')?.alt);
    expect(alts).toEqual(['Momen 1', 'Momen 2', 'Momen 3', 'Momen 4', 'Momen 5', 'Momen 6']);
  });

  it('starts the pattern again for the seventh image', () => {
    const section = renderGallery({ count: 8 });
    const spans = [...section.querySelectorAll('.gallery__cell')].map((cell) => getComputedStyle(cell).gridColumn);
    expect(spans.slice(6)).toEqual(['span 3', 'span 1']);
  });

  it('shows the images in the order the owner set, whatever the list order', () => {
    const themeId = 'floral-whimsy';
    const page = galleryPage(themeId);
    render(view(loadManifestFromDisk(themeId), { ...page, gallery: [...page.gallery].reverse() }));
    const alts = [...document.querySelectorAll('.gallery__cell img')].map((img) => (img as HTMLImageElement).alt);
    expect(alts[0]).toBe('Momen 1');
    expect(alts[5]).toBe('Momen 6');
  });

  it('does not open a context menu on its images', () => {
    const section = renderGallery();
    for (const img of section.querySelectorAll('.gallery__cell img')) expect(contextMenuAllowed(img)).toBe(false);
  });
});

describe('full-screen viewer', () => {
  it('opens the tapped image full screen and steps through the gallery, wrapping at both ends', () => {
    renderGallery();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lihat Momen 2' }));
    expect(shownImage().alt).toBe('Momen 2');
    expect(shownImage().getAttribute('src')).toBe('/demo/gallery-2.svg');
    expect(counter()).toBe('2 / 6');
    expect(document.activeElement).toBe(within(viewer()).getByRole('button', { name: 'Tutup' }));

    fireEvent.click(within(viewer()).getByRole('button', { name: 'Foto berikutnya' }));
    expect(shownImage().alt).toBe('Momen 3');
    for (let i = 0; i < 3; i += 1) fireEvent.click(within(viewer()).getByRole('button', { name: 'Foto sebelumnya' }));
    expect(shownImage().alt).toBe('Momen 6');
    expect(counter()).toBe('6 / 6');
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Foto berikutnya' }));
    expect(shownImage().alt).toBe('Momen 1');
  });

  it('answers the arrow keys and closes on Escape, giving focus back to the image tapped', () => {
    renderGallery();
    const opener = screen.getByRole('button', { name: 'Lihat Momen 4' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shownImage().alt).toBe('Momen 5');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(shownImage().alt).toBe('Momen 3');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its button and with a tap beside the image, not with a tap on it', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Lihat Momen 1' }));
    fireEvent.click(shownImage());
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Lihat Momen 1' }));
    fireEvent.click(viewer());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the next image on a swipe left and the previous on a swipe right; ignores short or vertical moves', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Lihat Momen 3' }));
    const swipe = (dx: number, dy: number) => {
      fireEvent.touchStart(viewer(), { touches: [{ clientX: 200, clientY: 400 }] });
      fireEvent.touchEnd(viewer(), { changedTouches: [{ clientX: 200 + dx, clientY: 400 + dy }] });
    };
    swipe(-120, 10);
    expect(shownImage().alt).toBe('Momen 4');
    swipe(90, -20);
    swipe(90, 5);
    expect(shownImage().alt).toBe('Momen 2');
    swipe(-30, 0);
    swipe(-80, 200);
    expect(shownImage().alt).toBe('Momen 2');
  });

  it('does not open a context menu on the full-screen image', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Lihat Momen 5' }));
    expect(contextMenuAllowed(shownImage())).toBe(false);
  });

  it('shows no previous or next buttons for a single image', () => {
    renderGallery({ count: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Lihat Momen 1' }));
    expect(counter()).toBe('1 / 1');
    expect(
      within(viewer())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Tutup']);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shownImage().alt).toBe('Momen 1');
  });
});

describe('gallery slideshow', () => {
  type SwiperLike = {
    params: { slidesPerView: unknown; spaceBetween: unknown };
    slides: unknown[];
    slideTo: (index: number, speed?: number) => void;
  };

  /** The lazily loaded swiper track, once swiper has loaded and started. */
  async function swiperOf(section: HTMLElement) {
    await waitFor(() =>
      expect(section.querySelector<HTMLElement & { swiper?: SwiperLike }>('.swiper')?.swiper).toBeDefined(),
    );
    return section.querySelector('.swiper') as HTMLElement & { swiper: SwiperLike };
  }

  it("replaces the theme's grid when the owner chose the slideshow: 3 slides in view, 24 pixel gap", async () => {
    const section = renderGallery({ display: 'slideshow' });
    expect(section.className).toContain('section--gallery-slideshow');
    expect(section.querySelector('.gallery__grid')).toBeNull();
    const element = await swiperOf(section);
    expect(element.swiper.params.slidesPerView).toBe(3);
    expect(element.swiper.params.spaceBetween).toBe(24);
    expect(element.querySelectorAll('.swiper-slide')).toHaveLength(6);
  });

  it('is a renderer of its own that a theme can name, whatever the display setting', async () => {
    const section = renderGallery({ renderer: 'gallery.slideshow', display: 'grid' });
    expect(section.className).toContain('section--gallery-slideshow');
    const element = await swiperOf(section);
    expect(element.swiper.slides).toHaveLength(6);
  });

  it('does not open a context menu on its slides, and opens a slide full screen', async () => {
    const section = renderGallery({ display: 'slideshow' });
    await swiperOf(section);
    for (const slide of section.querySelectorAll('.swiper-slide')) expect(contextMenuAllowed(slide)).toBe(false);
    for (const img of section.querySelectorAll('.swiper-slide img')) expect(contextMenuAllowed(img)).toBe(false);
    fireEvent.click(within(section).getByRole('button', { name: 'Lihat Momen 2' }));
    expect(shownImage().alt).toBe('Momen 2');
  });

  it('keeps only the slides in view in the Tab order', async () => {
    const section = renderGallery({ display: 'slideshow' });
    const element = await swiperOf(section);
    const tabIndexes = () =>
      [...section.querySelectorAll('.swiper-slide button')].map((b) => (b as HTMLElement).tabIndex);
    expect(tabIndexes()).toEqual([0, 0, 0, -1, -1, -1]);
    act(() => element.swiper.slideTo(2, 0));
    expect(tabIndexes()).toEqual([-1, -1, 0, 0, 0, -1]);
  });

  it('keeps swiper out of the modules the guest page loads first', () => {
    const statics = (file: string) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/^import [^;]*? from '([^']+)'/gm)].map((m) => m[1]);
    for (const file of [
      'renderers/registry.ts',
      'renderers/sections/gallery.grid.tsx',
      'renderers/sections/gallery.slideshow.tsx',
      'renderers/sections/gallery-slide.tsx',
      'renderers/sections/gallery-viewer.tsx',
    ]) {
      expect(statics(file).filter((source) => source?.includes('swiper'))).toEqual([]);
    }
    expect(readFileSync(join(root, 'renderers/sections/gallery.slideshow.tsx'), 'utf8')).toContain(
      "const loadSwiper = () => import('./gallery-swiper');",
    );
  });
});
