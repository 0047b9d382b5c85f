// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { takeEmbeddedPage } from '../../app/guest/embedded-page';
import { takePaintedCover } from '../../engine/chrome/painted-cover';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { NOW } from '../helpers';

const page = sampleInvitation('floral-whimsy', NOW);
const embed = (text: string) => {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="invitation-page-data">${text}</script>`;
};

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('the page data embedded in the HTML', () => {
  it('gives the page for its own slug and guest link, once', () => {
    embed(JSON.stringify({ slug: 'raka', guestCode: 'abc', page }));
    expect(takeEmbeddedPage('raka', 'abc')).toEqual(page);
    expect(document.getElementById('invitation-page-data')).toBeNull();
    expect(takeEmbeddedPage('raka', 'abc')).toBeUndefined();
  });

  it('is left unused for another slug or guest link, or when it is not JSON', () => {
    for (const [text, slug, code] of [
      [JSON.stringify({ slug: 'raka', guestCode: 'abc', page }), 'lain', 'abc'],
      [JSON.stringify({ slug: 'raka', guestCode: 'abc', page }), 'raka', null],
      ['{"slug": "raka", ', 'raka', null],
    ] as const) {
      embed(text);
      expect(takeEmbeddedPage(slug, code)).toBeUndefined();
    }
  });
});

describe('the painted cover', () => {
  it('is removed when the app takes over, telling whether the guest tapped it or was on it', () => {
    expect(takePaintedCover()).toEqual({ painted: false, tapped: false, focused: false });
    document.body.innerHTML = '<div id="painted-cover"></div>';
    expect(takePaintedCover()).toEqual({ painted: true, tapped: false, focused: false });
    expect(document.getElementById('painted-cover')).toBeNull();
    document.body.innerHTML = '<div id="painted-cover" data-tapped=""></div>';
    expect(takePaintedCover()).toEqual({ painted: true, tapped: true, focused: false });
    document.body.innerHTML = '<div id="painted-cover"><button class="cover__open">Buka</button></div>';
    document.querySelector<HTMLElement>('.cover__open')?.focus();
    expect(takePaintedCover()).toEqual({ painted: true, tapped: false, focused: true });
  });
});
