// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GREETING_SHOWN_MS, parseGreetingMessage, useGreeting } from '../../engine/chrome/greeting-messages';
import { GreetingScreen } from '../../renderers/chrome/greeting-screen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('greeting messages', () => {
  it('reads a guest to welcome, or a clear, and nothing else', () => {
    expect(parseGreetingMessage({ type: 'invitation:greeting', guestName: '  Budi Santoso ' })).toEqual({
      guestName: 'Budi Santoso',
    });
    expect(parseGreetingMessage({ type: 'invitation:greeting', clear: true })).toEqual({ clear: true });
    expect(parseGreetingMessage({ type: 'invitation:greeting', guestName: '   ' })).toBeNull();
    expect(parseGreetingMessage({ type: 'invitation:greeting', guestName: 42 })).toBeNull();
    expect(parseGreetingMessage({ type: 'invitation:preview', guestName: 'Budi' })).toBeNull();
    expect(parseGreetingMessage(null)).toBeNull();
  });
});

/** The greeting screen as the greeting-screen page wires it. */
function Screen() {
  const guestName = useGreeting();
  return <GreetingScreen title="The Wedding Of" groomName="Raka" brideName="Ayu" guestName={guestName} />;
}

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the greeting-screen frame', () => {
  it("shows the couple's names while it waits", () => {
    render(<Screen />);
    expect(heading()).toBe('Raka&Ayu');
    expect(screen.getByText('The Wedding Of')).toBeTruthy();
    expect(screen.queryByText('Selamat Datang')).toBeNull();
  });

  it('welcomes the guest its page names, the newest guest first, then returns to the names', () => {
    render(<Screen />);
    post({ type: 'invitation:greeting', guestName: 'Budi Santoso' });
    expect(screen.getByText('Selamat Datang')).toBeTruthy();
    expect(heading()).toBe('Budi Santoso');
    // The names' "&" sits in its own span (set in the heading face).
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Raka & Ayu'),
    ).toBeTruthy();

    act(() => vi.advanceTimersByTime(GREETING_SHOWN_MS - 1000));
    post({ type: 'invitation:greeting', guestName: 'Siti Aminah' });
    expect(heading()).toBe('Siti Aminah');
    // The newer guest gets the full time on screen.
    act(() => vi.advanceTimersByTime(GREETING_SHOWN_MS - 1));
    expect(heading()).toBe('Siti Aminah');
    act(() => vi.advanceTimersByTime(1));
    expect(heading()).toBe('Raka&Ayu');
  });

  it('goes back to the names on a clear message', () => {
    render(<Screen />);
    post({ type: 'invitation:greeting', guestName: 'Budi Santoso' });
    post({ type: 'invitation:greeting', clear: true });
    expect(heading()).toBe('Raka&Ayu');
  });

  it('ignores messages from another origin', () => {
    render(<Screen />);
    post({ type: 'invitation:greeting', guestName: 'Penyusup' }, 'https://elsewhere.example');
    expect(heading()).toBe('Raka&Ayu');
  });
});
