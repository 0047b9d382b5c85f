// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GREETING_READY_TYPE,
  GREETING_SHOWN_MS,
  greetingMessage,
  parseGreetingMessage,
  tableLabel,
  useGreeting,
} from '../../engine/chrome/greeting-messages';
import { GREETING_NAMES_MAX, GREETING_NAMES_PER_LAYOUT } from '../../engine/chrome/greeting-capacity';
import { GreetingScreen } from '../../renderers/chrome/greeting-screen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('greeting messages', () => {
  it('reads a guest to welcome with the defaults of the first messages (10 s, classic, no table)', () => {
    expect(parseGreetingMessage({ type: 'invitation:greeting', guestName: '  Budi Santoso ' })).toEqual({
      guests: [{ name: 'Budi Santoso', table: null, vip: false }],
      welcome: null,
      seconds: 10,
      layout: 'classic',
    });
    expect(GREETING_SHOWN_MS).toBe(10_000);
  });

  it('reads the table, the seconds (within 3 to 60) and the layout a message asks for', () => {
    const greeting = (extra: object) =>
      parseGreetingMessage({ type: 'invitation:greeting', guestName: 'Budi', ...extra });
    expect(greeting({ table: ' 3 ', seconds: 5, layout: 'banner' })).toEqual({
      guests: [{ name: 'Budi', table: '3', vip: false }],
      welcome: null,
      seconds: 5,
      layout: 'banner',
    });
    expect(greeting({ table: '  ', seconds: 1, layout: 'spotlight' })).toMatchObject({
      guests: [{ table: null }],
      seconds: 3,
      layout: 'spotlight',
    });
    expect(greeting({ table: null, seconds: 600, layout: 'carousel' })).toMatchObject({
      guests: [{ table: null }],
      seconds: 60,
      layout: 'classic',
    });
    expect(greeting({ table: 7, seconds: '5', layout: 2 })).toMatchObject({
      guests: [{ table: null }],
      seconds: 10,
      layout: 'classic',
    });
  });

  it('reads the list form: several guests (at most GREETING_NAMES_MAX, the nameless left out) and a welcome', () => {
    const names = ['Ani', 'Budi', '  ', 'Citra', 'Dodi', 'Eko'];
    const parsed = parseGreetingMessage({
      type: 'invitation:greeting',
      guests: names.map((name, index) => ({ name, table: index % 2 ? `${index}` : undefined, vip: index === 0 })),
      welcome: '  Selamat Datang, Tamu Kehormatan ',
      seconds: 4,
      layout: 'spotlight',
    });
    expect(GREETING_NAMES_MAX).toBe(4);
    expect(parsed).toEqual({
      guests: [
        { name: 'Ani', table: null, vip: true },
        { name: 'Budi', table: '1', vip: false },
        { name: 'Citra', table: '3', vip: false },
      ],
      welcome: 'Selamat Datang, Tamu Kehormatan',
      seconds: 4,
      layout: 'spotlight',
    });
    expect(parseGreetingMessage({ type: 'invitation:greeting', guests: [{ name: ' ' }, 'Budi', null] })).toBeNull();
    expect(parseGreetingMessage({ type: 'invitation:greeting', guests: [], guestName: 'Budi' })).toBeNull();
  });

  it('reads a clear, and nothing else', () => {
    expect(parseGreetingMessage({ type: 'invitation:greeting', clear: true })).toEqual({ clear: true });
    expect(parseGreetingMessage({ type: 'invitation:greeting', guestName: '   ' })).toBeNull();
    expect(parseGreetingMessage({ type: 'invitation:greeting', guestName: 42 })).toBeNull();
    expect(parseGreetingMessage({ type: 'invitation:preview', guestName: 'Budi' })).toBeNull();
    expect(parseGreetingMessage(null)).toBeNull();
  });

  it('says "Meja" before a table named by a number, not twice', () => {
    expect(tableLabel('3')).toBe('Meja 3');
    expect(tableLabel('Melati')).toBe('Meja Melati');
    expect(tableLabel('Meja VIP 1')).toBe('Meja VIP 1');
    expect(tableLabel('meja 2')).toBe('meja 2');
    expect(tableLabel('Mejangan')).toBe('Meja Mejangan');
  });
});

/** The greeting screen as the greeting-screen page wires it. */
function Screen() {
  const greeting = useGreeting();
  return <GreetingScreen title="The Wedding Of" groomName="Raka" brideName="Ayu" greeting={greeting} />;
}

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const layoutShown = () => screen.getByTestId('greeting-screen').className;

describe('the greeting-screen frame', () => {
  it("shows the couple's names while it waits", () => {
    render(<Screen />);
    expect(heading()).toBe('Raka&Ayu');
    expect(screen.getByText('The Wedding Of')).toBeTruthy();
    expect(screen.queryByText('Selamat Datang')).toBeNull();
  });

  it('welcomes the guest its page names for 10 s without a table, the newest guest first, then returns to the names', () => {
    render(<Screen />);
    post({ type: 'invitation:greeting', guestName: 'Budi Santoso' });
    expect(screen.getByText('Selamat Datang')).toBeTruthy();
    expect(heading()).toBe('Budi Santoso');
    expect(screen.queryByText(/^Meja/)).toBeNull();
    expect(layoutShown()).toContain('greeting-screen--classic');
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

  it('shows the table, stays the seconds asked and lays the welcome out as asked', () => {
    render(<Screen />);
    post({ type: 'invitation:greeting', guestName: 'Budi Santoso', table: '3', seconds: 4, layout: 'spotlight' });
    expect(heading()).toBe('Budi Santoso');
    expect(screen.getByText('Meja 3')).toBeTruthy();
    expect(layoutShown()).toContain('greeting-screen--spotlight');
    act(() => vi.advanceTimersByTime(3999));
    expect(heading()).toBe('Budi Santoso');
    act(() => vi.advanceTimersByTime(1));
    expect(heading()).toBe('Raka&Ayu');
    // Waiting, the screen is the same whatever the last layout was.
    expect(layoutShown()).toContain('greeting-screen--classic');

    post({ type: 'invitation:greeting', guestName: 'Siti Aminah', table: 'VIP', seconds: 20, layout: 'banner' });
    expect(layoutShown()).toContain('greeting-screen--banner');
    expect(screen.getByText('Meja VIP')).toBeTruthy();
    // The banner keeps the couple's names and the opening title on screen above the band.
    expect(screen.getByText('The Wedding Of')).toBeTruthy();
    act(() => vi.advanceTimersByTime(19_999));
    expect(heading()).toBe('Siti Aminah');
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

  it('tells the page embedding it that it listens', () => {
    const parent = { postMessage: vi.fn() };
    const spy = vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    render(<Screen />);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: GREETING_READY_TYPE }, window.location.origin);
    spy.mockRestore();
  });

  it('lists several guests together in every layout, each table by its name unless they share one', () => {
    render(<Screen />);
    for (const [layout, capacity] of Object.entries(GREETING_NAMES_PER_LAYOUT)) {
      const guests = ['Ani', 'Budi', 'Citra', 'Dodi']
        .slice(0, capacity)
        .map((name, index) => ({ name, table: `${index + 1}` }));
      post(greetingMessage({ guests, welcome: null, seconds: 10, layout: layout as 'classic' }));
      expect(layoutShown()).toContain(`greeting-screen--${layout}`);
      const parties = screen.getAllByText(
        (_, element) => element?.classList.contains('greeting-screen__party') ?? false,
      );
      expect(parties.map((party) => party.textContent)).toEqual(guests.map((g) => `${g.name}Meja ${g.table}`));
      expect(screen.getByText('Selamat Datang')).toBeTruthy();
    }
    // A family at one table: the table once, under the names.
    post(
      greetingMessage({
        guests: [
          { name: 'Budi', table: '7' },
          { name: 'Ani', table: '7' },
        ],
        welcome: null,
        seconds: 10,
        layout: 'classic',
      }),
    );
    expect(heading()).toBe('BudiAni');
    expect(screen.getAllByText('Meja 7')).toHaveLength(1);
  });

  it("says a VIP's welcome instead of 'Selamat Datang'", () => {
    render(<Screen />);
    post(
      greetingMessage({
        guests: [{ name: 'Bapak Gubernur', table: null, vip: true }],
        welcome: 'Selamat Datang, Tamu Kehormatan',
        seconds: 10,
        layout: 'banner',
      }),
    );
    expect(heading()).toBe('Bapak Gubernur');
    expect(screen.getByText('Selamat Datang, Tamu Kehormatan')).toBeTruthy();
    expect(screen.queryByText('Selamat Datang')).toBeNull();
  });
});
