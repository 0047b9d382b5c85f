// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLinkOpenBeacon } from '../../app/guest/boot/link-open-beacon';
import { guestPathOf } from '../../app/guest/boot/guest-path';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the guest page's link-open beacon (docs/product.md#link-opens)", () => {
  it('posts the slug and the code with sendBeacon, and nothing else', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    vi.stubGlobal('fetch', fetch);
    sendLinkOpenBeacon('raka & ayu', 'kode/1');
    expect(sendBeacon).toHaveBeenCalledWith('/v1/invitation/slug/raka%20%26%20ayu/open?to=kode%2F1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch where the beacon is refused', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    vi.stubGlobal('fetch', fetch);
    sendLinkOpenBeacon('raka', 'abc');
    expect(fetch).toHaveBeenCalledWith('/v1/invitation/slug/raka/open?to=abc', { method: 'POST', keepalive: true });
  });

  it("is only for the light guest page: never the owner's preview or a demo", () => {
    expect(guestPathOf('/raka', '?to=abc')).toEqual({ kind: 'invitation', slug: 'raka', guestCode: 'abc' });
    expect(guestPathOf('/raka', '?to=abc&is_preview=true')).toBeNull();
    expect(guestPathOf('/demo/floral-whimsy', '?to=abc')).toEqual({ kind: 'demo', theme: 'floral-whimsy' });
  });
});
