// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPreview } from '../../app/guest/pages/preview-bridge';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import type { InvitationPage } from '../../schemas/invitation-page.schema';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const post = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

function started(activeSection?: 'gift') {
  const cover = { openCover: vi.fn(), showCover: vi.fn() };
  let over: ((page: InvitationPage) => InvitationPage) | undefined;
  stops.push(startPreview(activeSection, cover, (draft) => (over = draft.over)));
  return { cover, shown: (page: InvitationPage) => over?.(page) };
}

describe('the preview bridge (preview mode)', () => {
  it("obeys the editor's messages from its own origin only", () => {
    const { cover } = started();
    post({ type: 'invitation:preview', coverShown: true });
    post({ type: 'invitation:preview', coverShown: false }, 'https://elsewhere.example');
    expect(cover.showCover).toHaveBeenCalledTimes(1);
    expect(cover.openCover).not.toHaveBeenCalled();
  });

  it('opens the cover at once for an active section', () => {
    const { cover } = started('gift');
    expect(cover.openCover).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the active section once the page has drawn it, however many frames that takes', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    started('gift');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).not.toHaveBeenCalled();
    // The page draws its sections a frame at a time: the gift section comes later.
    const section = document.createElement('section');
    section.id = 'gift';
    document.body.append(section);
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: 'auto' }));
    section.remove();
    scrolled.mockRestore();
  });

  it("lays the editor's draft over the stored page, leaving the rest as stored", () => {
    const { shown } = started();
    const page = sampleInvitation('floral-whimsy', Date.now());
    const rsvp = page.sections.find((section) => section.slug === 'rsvp')!;
    post({
      type: 'invitation:preview',
      draft: {
        section: { ...rsvp, title: 'Konfirmasi Yuk' },
        stories: [{ id: 'baru', title: 'Hari Pertama', description: 'Kami bertemu.' }],
        invitation: { virtual_gift: [] },
      },
    });
    const drafted = shown(page)!;
    expect(drafted.sections.find((section) => section.slug === 'rsvp')?.title).toBe('Konfirmasi Yuk');
    expect(drafted.sections.filter((section) => section.slug !== 'rsvp')).toEqual(
      page.sections.filter((section) => section.slug !== 'rsvp'),
    );
    expect(drafted.stories.map((story) => story.title)).toEqual(['Hari Pertama']);
    expect(drafted.invitation.virtual_gift).toEqual([]);
    expect(drafted.invitation.slug).toBe(page.invitation.slug);
    expect(drafted.couple).toBe(page.couple);
  });

  it('stops listening when stopped', () => {
    const cover = { openCover: vi.fn(), showCover: vi.fn() };
    startPreview(undefined, cover, () => {})();
    post({ type: 'invitation:preview', coverShown: true });
    expect(cover.showCover).not.toHaveBeenCalled();
  });
});
