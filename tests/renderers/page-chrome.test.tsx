// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCalls } from '../../app/guest/flows/flow-calls';
import { ThemedInvitation } from '../../app/guest/pages/themed-invitation';
import PreviewInvitation from '../../app/guest/pages/preview-invitation';
import { useSectionNav } from '../../engine/chrome/use-section-nav';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { FloatingNav } from '../../renderers/chrome/floating-nav';
import { loadManifestFromDisk, NOW } from '../helpers';

const manifest = loadManifestFromDisk('floral-whimsy');
const sample = sampleInvitation('floral-whimsy', NOW);

/** Where each section starts in the (pretend) laid-out page, in pixels from the top. */
const TOPS: Record<string, number> = { couple: 900, event: 1800, story: 2600, gallery: 3400, wish: 4600 };
let scrollY = 0;

beforeEach(() => {
  scrollY = 0;
  document.body.style.overflow = '';
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  // Layout positions (offsetTop; jsdom has no offsetParent), which section transforms do not move.
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
    return TOPS[this.id] ?? 0;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

async function scrollTo(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
  await nextFrame();
}

function renderPage(page: InvitationPage = sample) {
  render(<ThemedInvitation manifest={manifest} page={page} now={NOW} calls={demoCalls([], ['demo', 'wish-pages'])} />);
  return {
    cover: () => screen.getByTestId('invitation-cover'),
    open: () => fireEvent.click(within(screen.getByTestId('invitation-cover')).getByRole('button')),
  };
}

const nav = () => screen.getByRole('navigation', { name: 'Navigasi undangan' });
const navLabels = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the cover', () => {
  it("greets the identified guest by name over the couple's names, and locks the page's scroll", () => {
    const { cover } = renderPage({ ...sample, guest: { id: 'g1', name: 'Budi Santoso', rsvp: [] } });
    const dialog = screen.getByRole('dialog', { name: 'The Wedding Of Raka & Ayu' });
    expect(dialog).toBe(cover());
    expect(within(dialog).getByText('Kepada Yth. Bapak/Ibu/Saudara/i')).toBeTruthy();
    expect(within(dialog).getByText('Budi Santoso')).toBeTruthy();
    expect(within(dialog).getByText('Raka')).toBeTruthy();
    expect(within(dialog).getByText('Ayu')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Buka Undangan' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.querySelector('.invitation')?.parentElement?.hasAttribute('inert')).toBe(true);
  });

  it('shows only the greeting for an anonymous visitor', () => {
    const { cover } = renderPage();
    expect(cover().querySelector('.cover__guest-name')).toBeNull();
    expect(within(cover()).getByText('Kepada Yth. Bapak/Ibu/Saudara/i')).toBeTruthy();
  });

  it("takes the owner's labels from the opening section", () => {
    const sections = sample.sections.map((row) =>
      row.slug === 'opening' ? { ...row, labels: { greeting: 'Teruntuk', open_button: 'Buka Sekarang' } } : row,
    );
    const { cover } = renderPage({ ...sample, sections });
    expect(within(cover()).getByText('Teruntuk')).toBeTruthy();
    expect(within(cover()).getByRole('button', { name: 'Buka Sekarang' })).toBeTruthy();
  });

  it('opens on the button: the cover slides at once, then the scroll lock is released and the page is usable', async () => {
    const { cover, open } = renderPage();
    open();
    expect(cover().getAttribute('aria-hidden')).toBe('true');
    expect(cover().className).toContain('cover--opened');
    expect(screen.queryByRole('dialog', { name: /Raka & Ayu/ })).toBeNull();
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
    expect(document.querySelector('.invitation')?.parentElement?.hasAttribute('inert')).toBe(false);
  });
});

describe('preview mode', () => {
  const post = (data: unknown) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin })));

  beforeEach(() => {
    window.history.replaceState(null, '', '/demo/floral-whimsy?is_preview=true&active_section=gift');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("opens the cover for the address's active section, and obeys the editor's cover messages after that", async () => {
    render(
      <PreviewInvitation manifest={manifest} page={sample} now={NOW} calls={demoCalls([], ['demo', 'wish-pages'])} />,
    );
    const cover = () => screen.getByTestId('invitation-cover');
    const shown = () => !cover().classList.contains('cover--opened');
    await nextFrame();
    expect(shown()).toBe(false);
    post({ type: 'invitation:preview', coverShown: true });
    await nextFrame();
    expect(shown()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    post({ type: 'invitation:preview', coverShown: false });
    await nextFrame();
    expect(shown()).toBe(false);
    post({ type: 'invitation:preview', coverShown: true });
    await nextFrame();
    expect(shown()).toBe(true);
  });
});

describe('the floating navigation bar', () => {
  it('stays out of view while the cover shows, and comes in once it is opened', async () => {
    const { open } = renderPage();
    await nextFrame();
    expect(screen.queryByRole('navigation', { name: 'Navigasi undangan' })).toBeNull();
    open();
    expect(navLabels()).toEqual(['Mempelai', 'Acara', 'Kisah', 'Galeri', 'Ucapan']);
  });

  it('hides the targets of hidden and inactive sections', async () => {
    const sections = sample.sections.map((row) => {
      if (row.slug === 'story') return { ...row, extra: { ...row.extra, hide: true } };
      if (row.slug === 'gallery') return { ...row, is_active: false };
      return row;
    });
    const { open } = renderPage({ ...sample, sections });
    open();
    await nextFrame();
    expect(navLabels()).toEqual(['Mempelai', 'Acara', 'Ucapan']);
  });

  it('drops a target whose section is not in the DOM (a renderer that rendered nothing)', async () => {
    const couple = document.body.appendChild(Object.assign(document.createElement('section'), { id: 'couple' }));
    const { result } = renderHook(() => useSectionNav(['couple', 'story']));
    expect(result.current.targets).toEqual(['couple', 'story']);
    await nextFrame();
    expect(result.current.targets).toEqual(['couple']);
    couple.remove();
  });

  it('highlights the section in view, from 5 pixels above its top', async () => {
    const { open } = renderPage();
    open();
    await scrollTo(0);
    expect(within(nav()).queryByRole('link', { current: 'location' })).toBeNull();
    await scrollTo(3394);
    expect(within(nav()).getByRole('link', { current: 'location' }).textContent).toBe('Kisah');
    await scrollTo(3395);
    const active = within(nav()).getByRole('link', { current: 'location' });
    expect(active.textContent).toBe('Galeri');
    expect(active.className).toContain('floating-nav__link--active');
  });

  it('scrolls smoothly to the section of a clicked target', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { open } = renderPage();
    open();
    await scrollTo(100);
    fireEvent.click(within(nav()).getByRole('link', { name: 'Ucapan' }));
    expect(scroll).toHaveBeenCalledWith({ top: 4600, behavior: 'smooth' });
  });

  it('slides out of view near the bottom of the page', async () => {
    const { open } = renderPage();
    open();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 6000 });
    await scrollTo(6000 - window.innerHeight - 100);
    expect(screen.queryByRole('navigation', { name: 'Navigasi undangan' })).toBeNull();
    expect(document.querySelector('.floating-nav')?.className).toContain('floating-nav--away');
    await scrollTo(1000);
    expect(nav()).toBeTruthy();
  });
});

describe('FloatingNav', () => {
  it('renders nothing without targets', () => {
    const { container } = render(<FloatingNav targets={[]} active={null} away={false} onSelect={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('asks for the clicked target instead of jumping to its anchor', () => {
    const onSelect = vi.fn();
    render(<FloatingNav targets={['couple', 'wish']} active="wish" away={false} onSelect={onSelect} />);
    const link = screen.getByRole('link', { name: 'Mempelai' });
    expect(link.getAttribute('href')).toBe('#couple');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onSelect).toHaveBeenCalledWith('couple');
    expect(screen.getByRole('link', { current: 'location' }).textContent).toBe('Ucapan');
  });
});
