// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { InvitationView } from '../../engine/render/invitation-view';
import { MusicButton } from '../../renderers/chrome/music-button';
import { VideoButton, VideoDialog } from '../../renderers/chrome/video-dialog';
import { RENDERERS } from '../../renderers/registry';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { loadManifestFromDisk, NOW, testAssetUrl } from '../helpers';
import { settleMusic as settle } from './settle-music';

const WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&playsinline=1&rel=0';

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => play());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => pause());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const musicLabel = () => document.querySelector('.music__button')?.getAttribute('aria-label');

describe('video dialog', () => {
  it('embeds the player, which starts playing as the dialog opens', () => {
    render(<VideoDialog url={`https://youtu.be/dQw4w9WgXcQ`} title="Momen Kami" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Momen Kami' });
    const frame = within(dialog).getByTitle('Momen Kami') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(EMBED);
    expect(frame.getAttribute('allow')).toContain('autoplay');
  });

  it("says 'URL YouTube tidak valid' for a link it cannot read", () => {
    render(<VideoDialog url="https://vimeo.com/123" title="Momen Kami" onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe('URL YouTube tidak valid');
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('closes with its Tutup button and Escape', () => {
    const onClose = vi.fn();
    render(<VideoDialog url={WATCH} title="Video" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('video button with the music', () => {
  function renderBoth(url = WATCH) {
    render(
      <>
        <VideoButton url={url} title="Video Prewedding">
          Putar Video
        </VideoButton>
        <MusicButton />
      </>,
    );
  }

  it('opens the video on the page; the music pauses and resumes when the dialog closes', async () => {
    renderBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Putar musik' }));
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Putar Video' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Video Prewedding' }).querySelector('iframe')).not.toBeNull();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(musicLabel()).toBe('Putar musik');

    // focus moving into the player blurs the window: the music must stay paused
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(play).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(play).toHaveBeenCalledTimes(2);
    expect(musicLabel()).toBe('Jeda musik');
  });

  it('does not start music that was not playing before the video', async () => {
    renderBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Putar Video' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await settle();
    expect(play).not.toHaveBeenCalled();
    expect(musicLabel()).toBe('Putar musik');
  });

  it('leaves the music playing when the link is not a video it can play', async () => {
    renderBoth('https://example.com/video');
    fireEvent.click(screen.getByRole('button', { name: 'Putar musik' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Putar Video' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('URL YouTube tidak valid');
    expect(pause).not.toHaveBeenCalled();
    expect(musicLabel()).toBe('Jeda musik');
  });
});

describe('sections with videos', () => {
  function renderSections(slugs: string[], change: (page: InvitationPage) => InvitationPage = (page) => page) {
    const manifest = loadManifestFromDisk('floral-whimsy');
    const sample = sampleInvitation('floral-whimsy', NOW);
    const page = change({ ...sample, sections: sample.sections.filter((s) => slugs.includes(s.slug)) });
    render(
      <InvitationView manifest={manifest} page={page} registry={RENDERERS} assetUrl={testAssetUrl} now={NOW} strict />,
    );
  }

  it("plays the prewedding video in a dialog from the 'Putar Video' button", () => {
    renderSections(['external']);
    const section = document.getElementById('external') as HTMLElement;
    expect(within(section).queryByRole('link', { name: /Putar Video/ })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: /Putar Video/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(EMBED);
    // the Instagram filter still opens in its own tab
    expect(
      within(section)
        .getByRole('link', { name: /Coba Filter Instagram/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('plays a YouTube live stream of an event in a dialog', () => {
    renderSections(['event']);
    const section = document.getElementById('event') as HTMLElement;
    fireEvent.click(within(section).getByRole('button', { name: /Tonton Siaran Langsung/ }));
    const dialog = screen.getByRole('dialog', { name: 'Resepsi' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(EMBED);
  });

  it('keeps a live stream elsewhere than YouTube as a link', () => {
    renderSections(['event'], (page) => ({
      ...page,
      invitation: {
        ...page.invitation,
        invitation_event: page.invitation.invitation_event?.map((event) =>
          event.event_video_url ? { ...event, event_video_url: 'https://zoom.us/j/123456789' } : event,
        ),
      },
    }));
    const section = document.getElementById('event') as HTMLElement;
    const link = within(section).getByRole('link', { name: /Tonton Siaran Langsung/ });
    expect(link.getAttribute('href')).toBe('https://zoom.us/j/123456789');
    expect(within(section).queryByRole('button', { name: /Tonton Siaran Langsung/ })).toBeNull();
  });
});
