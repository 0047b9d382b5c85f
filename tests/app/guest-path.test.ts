import { describe, expect, it } from 'vitest';
import { guestPathOf } from '../../app/guest/boot/guest-path';

describe("the guest's light start, chosen by the path", () => {
  it('serves a published invitation, with the guest of a ?to= link', () => {
    expect(guestPathOf('/raka-dan-ayu', '')).toEqual({ kind: 'invitation', slug: 'raka-dan-ayu', guestCode: null });
    expect(guestPathOf('/raka-dan-ayu/', '?to=abc')).toEqual({
      kind: 'invitation',
      slug: 'raka-dan-ayu',
      guestCode: 'abc',
    });
  });

  it("serves a theme's demo, not the gallery", () => {
    expect(guestPathOf('/demo/floral-whimsy', '')).toEqual({ kind: 'demo', theme: 'floral-whimsy' });
    expect(guestPathOf('/demo', '')).toBeNull();
    expect(guestPathOf('/demo/', '')).toBeNull();
  });

  it("leaves the owner's preview, greeting screens, the owner's and reserved paths and files to the router app", () => {
    expect(guestPathOf('/raka-dan-ayu', '?is_preview=true')).toBeNull();
    expect(guestPathOf('/raka-dan-ayu/screen', '')).toBeNull();
    expect(guestPathOf('/demo/floral-whimsy/screen', '')).toBeNull();
    for (const path of ['/', '/login', '/register', '/invitation', '/invitation/12/edit', '/dashboard', '/guestbook']) {
      expect(guestPathOf(path, '')).toBeNull();
    }
    expect(guestPathOf('/favicon.svg', '')).toBeNull();
    expect(guestPathOf('/%E0%A4%A', '')).toBeNull();
  });
});
