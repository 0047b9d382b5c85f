// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { guestbookSocketUrl } from '../../app/api/guestbook-socket';
import { apiUrl, guestbookOrigin } from '../../app/api/service-addresses';
import { WEB_ADDRESS_META } from '../../schemas/web-addresses';

/** The page as the server sends it told these addresses (server/services/public-page/index-html.ts). */
function pageWith(addresses: Partial<Record<keyof typeof WEB_ADDRESS_META, string>>) {
  for (const [name, content] of Object.entries(addresses)) {
    const meta = document.createElement('meta');
    meta.name = WEB_ADDRESS_META[name as keyof typeof WEB_ADDRESS_META];
    meta.content = content;
    document.head.append(meta);
  }
}
afterEach(() => document.head.replaceChildren());

const page = { protocol: 'https:', host: 'undangan.id', origin: 'https://undangan.id' };

describe("the web app's addresses", () => {
  it("are the page's own origin when the server names none", () => {
    expect(apiUrl('/v1/wish')).toBe('/v1/wish');
    expect(guestbookSocketUrl(page)).toBe('wss://undangan.id/v1/guestbook/socket');
    expect(guestbookSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/v1/guestbook/socket',
    );
    expect(guestbookOrigin(page)).toBe('https://undangan.id');
  });

  it('are those the server wrote into the page', () => {
    pageWith({
      api: 'https://api.undangan.id',
      socket: 'wss://live.undangan.id/v1/guestbook/socket',
      guestbook: 'https://tamu.undangan.id',
    });
    expect(apiUrl('/v1/wish')).toBe('https://api.undangan.id/v1/wish');
    expect(guestbookSocketUrl(page)).toBe('wss://live.undangan.id/v1/guestbook/socket');
    expect(guestbookOrigin(page)).toBe('https://tamu.undangan.id');
  });
});
