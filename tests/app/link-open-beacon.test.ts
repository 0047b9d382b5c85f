// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLinkOpenBeacon } from '../../app/guest/boot/link-open-beacon';
import { guestPathOf } from '../../app/guest/boot/guest-path';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the guest page's link-open beacon (docs/product.md#link-opens)", () => {
  it('posts the slug and the code with a keepalive CORS fetch, and nothing else', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    sendLinkOpenBeacon('raka & ayu', 'kode/1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/v1/invitation/slug/raka%20%26%20ayu/open?to=kode%2F1', {
      method: 'POST',
      keepalive: true,
      mode: 'cors',
      credentials: 'omit',
    });
  });

  it('never throws or rejects when the network fails: the guest is not concerned', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    expect(() => sendLinkOpenBeacon('raka', 'abc')).not.toThrow();
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is only for the light guest page: never the owner's preview or a demo", () => {
    expect(guestPathOf('/raka', '?to=abc')).toEqual({ kind: 'invitation', slug: 'raka', guestCode: 'abc' });
    expect(guestPathOf('/raka', '?to=abc&is_preview=true')).toBeNull();
    expect(guestPathOf('/demo/floral-whimsy', '?to=abc')).toEqual({ kind: 'demo', theme: 'floral-whimsy' });
  });
});
