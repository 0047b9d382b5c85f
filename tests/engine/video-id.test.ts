import { describe, expect, it } from 'vitest';
import { INVALID_VIDEO_URL, videoEmbedUrl, videoIdOf } from '../../engine/format/video-id';

const ID = 'dQw4w9WgXcQ';

describe('videoIdOf', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
  ])('reads a watch link: %s', (link) => {
    expect(videoIdOf(link)).toBe(ID);
  });

  it.each([`https://youtu.be/${ID}`, `https://youtu.be/${ID}?si=abcDEF123&t=10`, `youtu.be/${ID}`])(
    'reads a short link: %s',
    (link) => {
      expect(videoIdOf(link)).toBe(ID);
    },
  );

  it.each([
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
  ])('reads an embed link: %s', (link) => {
    expect(videoIdOf(link)).toBe(ID);
  });

  it('reads the shorts and live forms too', () => {
    expect(videoIdOf(`https://www.youtube.com/shorts/${ID}`)).toBe(ID);
    expect(videoIdOf(`https://www.youtube.com/live/${ID}?feature=shared`)).toBe(ID);
  });

  it('keeps ids with - and _', () => {
    expect(videoIdOf('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['undefined', undefined],
    ['not a link', 'bukan tautan'],
    ['another site', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a look-alike short host', `https://notyoutu.be/${ID}`],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['an id too short', 'https://www.youtube.com/watch?v=abc'],
    ['an id too long', `https://youtu.be/${ID}x`],
    ['an id with bad characters', 'https://youtu.be/dQw4w9WgX$Q'],
    ['a channel page', 'https://www.youtube.com/@rakadanayu'],
    ['the home page', 'https://www.youtube.com/'],
    ['an embed link without id', 'https://www.youtube.com/embed/'],
    ['a short link with a deeper path', `https://youtu.be/${ID}/extra`],
    ['another scheme', `javascript://youtu.be/${ID}`],
    ['a broken URL', 'https://'],
  ])('returns null for %s', (_name, link) => {
    expect(videoIdOf(link)).toBeNull();
  });

  it('names the error the dialog shows for an unreadable link', () => {
    expect(INVALID_VIDEO_URL).toBe('URL YouTube tidak valid');
  });
});

describe('videoEmbedUrl', () => {
  it('is the privacy-enhanced player that starts at once and plays inline', () => {
    const url = new URL(videoEmbedUrl(ID));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe(`/embed/${ID}`);
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('playsinline')).toBe('1');
  });
});
