// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCalls } from '../../app/guest/flows/flow-calls';
import { SLIDE_END_LATEST_MS, ThemedInvitation } from '../../app/guest/pages/themed-invitation';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { loadManifestFromDisk, NOW } from '../helpers';

const manifest = loadManifestFromDisk('floral-whimsy');
const page = sampleInvitation('floral-whimsy', NOW);

/** jsdom has no IntersectionObserver, which the sections' entrance (framer-motion) watches with. */
class NoIntersections {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// The page loads the live flows' module on the tap; loaded here first, the wait below is for the
// page's own timing and not for the test runner transforming the module (over 10 s on a busy CI).
beforeAll(() => import('../../app/guest/flows/live-flows'), 60_000);

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoIntersections);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
});

const flows = () => document.querySelector('main.invitation-page__content')?.getAttribute('data-flows');

describe("the cover's tap", () => {
  const renderAndTap = () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<ThemedInvitation manifest={manifest} page={page} now={NOW} calls={demoCalls([], ['demo', 'wishes'])} />);
    const couple = document.getElementById('couple');
    expect(couple).not.toBeNull();
    fireEvent.click(within(screen.getByTestId('invitation-cover')).getByRole('button'));
    expect(screen.getByTestId('invitation-cover').className).toContain('cover--opened');
    return couple;
  };

  it('only moves the cover: the sections stay as drawn, and the flows run once its slide has ended', async () => {
    const couple = renderAndTap();
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_END_LATEST_MS - 1));
    expect(flows()).toBe('static');
    // The same element: the tap drew the sections again for nothing (or remounted them) before.
    expect(document.getElementById('couple')).toBe(couple);

    // The slide ends (on a busy phone it starts, and so ends, some frames after the tap).
    vi.useRealTimers();
    fireEvent.transitionEnd(screen.getByTestId('invitation-cover'));
    await waitFor(() => expect(flows()).toBe('live'), { timeout: 10_000 });
  });

  it('runs the flows at the latest SLIDE_END_LATEST_MS after the tap when the slide reports no end', async () => {
    renderAndTap();
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_END_LATEST_MS - 1));
    expect(flows()).toBe('static');
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(flows()).toBe('live'), { timeout: 10_000 });
  });
});
