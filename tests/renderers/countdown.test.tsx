// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { InvitationView } from '../../engine/render/invitation-view';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { RENDERERS } from '../../renderers/registry';
import { loadManifestFromDisk, NOW, testAssetUrl } from '../helpers';

const manifest = loadManifestFromDisk('floral-whimsy');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The countdown alone, with the main event `secondsAhead` seconds after NOW. */
function renderCountdown(secondsAhead: number) {
  const sample = sampleInvitation('floral-whimsy', NOW);
  const start = new Date(NOW + secondsAhead * 1000).toISOString();
  const page: InvitationPage = {
    ...sample,
    sections: sample.sections.filter((s) => s.slug === 'countdown'),
    invitation: {
      ...sample.invitation,
      invitation_event: (sample.invitation.invitation_event ?? []).map((event, i) => ({
        ...event,
        is_main_event: i === 0,
        start_date: i === 0 ? start : event.start_date,
      })),
    },
  };
  render(
    <InvitationView manifest={manifest} page={page} registry={RENDERERS} assetUrl={testAssetUrl} now={NOW} strict />,
  );
  return () => Array.from(screen.getByRole('timer').querySelectorAll('.countdown__value')).map((el) => el.textContent);
}

describe('the countdown', () => {
  it('ticks every second', () => {
    const values = renderCountdown(2 * 86400 + 3 * 3600 + 61);
    expect(values()).toEqual(['02', '03', '01', '01']);
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(['02', '03', '01', '00']);
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(['02', '03', '00', '59']);
  });

  it('stops at zero once the event has begun', () => {
    const values = renderCountdown(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(['00', '00', '00', '01']);
    act(() => vi.advanceTimersByTime(5000));
    expect(values()).toEqual(['00', '00', '00', '00']);
  });

  it('stops ticking when it leaves the page', () => {
    renderCountdown(60);
    expect(vi.getTimerCount()).toBe(1);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});
