// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoverContext } from '../../engine/chrome/cover-context';
import type { CoverState } from '../../engine/chrome/use-cover';
import { announceCoverOpened } from '../../engine/music/cover-opened';
import { DEFAULT_SONG, songOrDefault } from '../../engine/music/default-song';
import { announceVideoPlayback } from '../../engine/music/video-playback';
import { MusicButton } from '../../renderers/chrome/music-button';
import { settleMusic as settle } from './settle-music';

const root = resolve(import.meta.dirname, '..', '..');

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function () {
    return play();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function () {
    pause();
  });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const button = () => screen.getByRole('button') as HTMLButtonElement;
const audio = () => document.querySelector('audio') as HTMLAudioElement;
const spinning = () => document.querySelector('.music')?.getAttribute('data-playing') === 'true';

async function tap() {
  fireEvent.click(button());
  await settle();
}

async function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await settle();
}

describe('music button', () => {
  it('loads nothing at first: a looping audio with preload none and the default song', () => {
    render(<MusicButton />);
    expect(audio().getAttribute('preload')).toBe('none');
    expect(audio().loop).toBe(true);
    expect(audio().getAttribute('src')).toBe(DEFAULT_SONG);
    expect(DEFAULT_SONG).toBe('/audio/default-song.mp3');
    expect(button().getAttribute('aria-label')).toBe('Putar musik');
    expect(spinning()).toBe(false);
    expect(play).not.toHaveBeenCalled();
  });

  it('keeps its audio in a box that is not displayed, so the browser never styles a media element', () => {
    render(<MusicButton />);
    // Styled, a media element makes the browser parse its media controls' stylesheet on the app's
    // first frame (docs/performance.md); inside a hidden parent it is never styled, and plays the same.
    expect(audio().parentElement?.hidden).toBe(true);
  });

  it("plays the invitation's own song when it has one", () => {
    render(<MusicButton song="https://cdn.example.com/lagu.mp3" />);
    expect(audio().getAttribute('src')).toBe('https://cdn.example.com/lagu.mp3');
    expect(songOrDefault('  ')).toBe(DEFAULT_SONG);
    expect(songOrDefault(null)).toBe(DEFAULT_SONG);
  });

  it('toggles the music on tap, spinning while it plays', async () => {
    render(<MusicButton />);
    await tap();
    expect(play).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-label')).toBe('Jeda musik');
    expect(spinning()).toBe(true);
    await tap();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-label')).toBe('Putar musik');
    expect(spinning()).toBe(false);
  });

  it('pauses when the tab is hidden and resumes when it is visible again', async () => {
    render(<MusicButton />);
    await tap();
    await setVisibility('hidden');
    expect(pause).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-label')).toBe('Putar musik');
    await setVisibility('visible');
    expect(play).toHaveBeenCalledTimes(2);
    expect(button().getAttribute('aria-label')).toBe('Jeda musik');
  });

  it('pauses when the window loses focus and resumes when it regains it', async () => {
    render(<MusicButton />);
    await tap();
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await settle();
    expect(pause).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('does not start music the guest paused when the tab comes back', async () => {
    render(<MusicButton />);
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(play).not.toHaveBeenCalled();
  });

  it('neither pauses nor resumes in preview mode', async () => {
    render(<MusicButton preview />);
    await tap();
    await setVisibility('hidden');
    expect(pause).not.toHaveBeenCalled();
    expect(spinning()).toBe(true);
  });

  it('starts the music when the cover opens, and not while it is shown', async () => {
    const { rerender } = render(<MusicButton coverShown />);
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(play).not.toHaveBeenCalled();
    rerender(<MusicButton coverShown={false} />);
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-label')).toBe('Jeda musik');
  });

  it('starts within the tap itself, as Safari requires', () => {
    render(<MusicButton />);
    fireEvent.click(button());
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("takes the cover flag from the page's CoverContext and starts inside the cover's click", async () => {
    const cover = (coverShown: boolean): CoverState => ({
      coverShown,
      pageCovered: coverShown,
      openCover: () => {},
      showCover: () => {},
    });
    const { rerender } = render(
      <CoverContext.Provider value={cover(true)}>
        <MusicButton />
      </CoverContext.Provider>,
    );
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(play).not.toHaveBeenCalled();
    act(() => {
      announceCoverOpened();
      // synchronously, before React has re-rendered
      expect(play).toHaveBeenCalledTimes(1);
    });
    rerender(
      <CoverContext.Provider value={cover(false)}>
        <MusicButton />
      </CoverContext.Provider>,
    );
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
    expect(button().getAttribute('aria-label')).toBe('Jeda musik');
    await setVisibility('hidden');
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('does not start with the cover in preview mode', async () => {
    render(<MusicButton coverShown preview />);
    act(() => announceCoverOpened());
    await settle();
    expect(play).not.toHaveBeenCalled();
  });

  it('pauses while a video plays and resumes after it', async () => {
    render(<MusicButton />);
    await tap();
    act(() => announceVideoPlayback(true));
    await settle();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(spinning()).toBe(false);
    act(() => announceVideoPlayback(false));
    await settle();
    expect(play).toHaveBeenCalledTimes(2);
    expect(spinning()).toBe(true);
  });

  it("shows 'Failed to load audio file' when the song cannot be loaded", async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no supported source', 'NotSupportedError')));
    render(<MusicButton song="/audio/missing.mp3" />);
    await tap();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load audio file');
    expect(button().getAttribute('aria-label')).toBe('Putar musik');
    play.mockImplementation(() => Promise.resolve());
    await tap();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button().getAttribute('aria-label')).toBe('Jeda musik');
  });

  it('shows it too when the audio element reports an error while playing', async () => {
    render(<MusicButton />);
    await tap();
    fireEvent.error(audio());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load audio file');
    expect(spinning()).toBe(false);
  });

  it('stops spinning when the system pauses the audio', async () => {
    render(<MusicButton />);
    await tap();
    fireEvent.pause(audio());
    await settle();
    expect(spinning()).toBe(false);
    expect(button().getAttribute('aria-label')).toBe('Putar musik');
  });

  it('stays quiet when the browser refuses to play', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    render(<MusicButton />);
    await tap();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(spinning()).toBe(false);
  });
});

describe('music button styles', () => {
  const css = readFileSync(resolve(root, 'renderers/styles/music.css'), 'utf8');

  it('is round, fixed at the bottom right, one turn per 10 seconds, still with reduced motion', () => {
    expect(css).toMatch(/\.music \{[^}]*position: fixed;[^}]*right: 16px;[^}]*bottom:/);
    expect(css).toMatch(/\.music__button \{[^}]*border-radius: 50%;/);
    expect(css).toContain('animation: music-spin 10s linear infinite;');
    expect(css).toMatch(/@keyframes music-spin \{\s*to \{\s*transform: rotate\(1turn\);/);
    expect(css).toMatch(
      /prefers-reduced-motion: reduce\)\s*\{\s*\.music\[data-playing='true'\] \.music__button \{\s*animation: none;/,
    );
    expect(readFileSync(resolve(root, 'renderers/styles/index.css'), 'utf8')).toContain("@import './music.css';");
  });

  it('ships the default song, small', () => {
    const file = readFileSync(resolve(root, 'app/public', `.${DEFAULT_SONG}`));
    expect(file.length).toBeGreaterThan(20_000);
    expect(file.length).toBeLessThan(400_000);
    // an ID3 tag or an MPEG frame sync
    expect(file.subarray(0, 3).toString('latin1') === 'ID3' || file[0] === 0xff).toBe(true);
  });
});
