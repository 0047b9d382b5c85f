import { describe, expect, it } from 'vitest';
import { INVALID_VIDEO_URL, videoIdOf } from '../../engine/format/video-id';
import { validatePayload } from '../../engine/validation/validate-payload';
import { sectionUpdateSchemas } from '../../schemas/requests/content';
import { sectionEditorSchemas } from '../../schemas/requests/section-editor';
import { INVALID_VIDEO_LINK, YOUTUBE_LINK_PATTERN } from '../../schemas/requests/video-link';

const ID = 'dQw4w9WgXcQ';
// As ajv reads a schema's pattern (with the `u` flag).
const pattern = new RegExp(YOUTUBE_LINK_PATTERN, 'u');

const GOOD = [
  `https://www.youtube.com/watch?v=${ID}`,
  `https://youtube.com/watch?v=${ID}`,
  `http://www.youtube.com/watch?v=${ID}`,
  `https://m.youtube.com/watch?v=${ID}&t=42s`,
  `https://music.youtube.com/watch?v=${ID}`,
  `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`,
  `https://www.youtube.com/watch?v=${ID}#t=30`,
  `https://www.youtube.com/watch?v=${ID}&v=xxxxxxxxxxx`,
  `https://www.youtube.com/watch/?v=${ID}`,
  `www.youtube.com/watch?v=${ID}`,
  `youtube.com/watch?v=${ID}`,
  `Https://www.youtube.com/watch?v=${ID}`,
  `  https://www.youtube.com/watch?v=${ID}  `,
  `https://youtu.be/${ID}`,
  `https://youtu.be/${ID}/`,
  `https://youtu.be/${ID}?si=abcDEF123&t=10`,
  `youtu.be/${ID}`,
  `https://www.youtube.com/embed/${ID}`,
  `https://www.youtube.com/embed/${ID}?autoplay=1`,
  `https://www.youtube-nocookie.com/embed/${ID}`,
  `https://www.youtube.com/shorts/${ID}`,
  `https://www.youtube.com/live/${ID}?feature=shared`,
  'https://youtu.be/a-b_c-d_e-f',
];

const BAD = [
  'bukan tautan',
  `https://vimeo.com/${ID}`,
  `https://youtube.com.evil.example/watch?v=${ID}`,
  `https://notyoutu.be/${ID}`,
  `https://evil.example/?u=https://youtu.be/${ID}`,
  'https://www.youtube.com/watch?list=PL123',
  'https://www.youtube.com/watch?v=abc',
  `https://www.youtube.com/watch?v=${ID}x`,
  `https://www.youtube.com/watch?v=&v=${ID}`,
  `https://www.youtube.com/watch?v&v=${ID}`,
  `https://www.youtube.com/watch#v=${ID}`,
  `https://youtu.be/${ID}x`,
  'https://youtu.be/dQw4w9WgX$Q',
  'https://www.youtube.com/@rakadanayu',
  'https://www.youtube.com/',
  'https://www.youtube.com/embed/',
  `https://www.youtube.com/embed/${ID}/lagi`,
  `https://youtu.be/${ID}/extra`,
  `https://www.youtube.com/Watch?v=${ID}`,
  `javascript://youtu.be/${ID}`,
  `ftp://youtu.be/${ID}`,
  'https://',
];

describe('the prewedding video link’s pattern', () => {
  it.each(GOOD)('takes what the player reads: %s', (link) => {
    expect(videoIdOf(link)).toBe(link.includes('a-b_c') ? 'a-b_c-d_e-f' : ID);
    expect(pattern.test(link)).toBe(true);
  });

  it.each(BAD)('refuses what the player cannot read: %s', (link) => {
    expect(videoIdOf(link)).toBeNull();
    expect(pattern.test(link)).toBe(false);
  });

  it('takes nothing at all (the field is optional)', () => {
    expect(pattern.test('')).toBe(true);
  });

  it('is said with the helper’s message', () => {
    expect(INVALID_VIDEO_LINK).toBe(INVALID_VIDEO_URL);
  });
});

describe('the external section’s update', () => {
  const update = (prewedding_video_url: string) =>
    validatePayload(sectionUpdateSchemas.external, { extra: { hide: false, prewedding_video_url } });

  it('says "URL YouTube tidak valid" at the video link', () => {
    expect(update(`https://vimeo.com/${ID}`)).toEqual({
      ok: false,
      errors: [{ field: 'extra.prewedding_video_url', message: 'URL YouTube tidak valid' }],
    });
  });

  it('takes a YouTube link', () => {
    expect(update(`https://youtu.be/${ID}`).ok).toBe(true);
  });

  it('says a too long link is too long', () => {
    const result = update(`https://youtu.be/${ID}?${'x'.repeat(3000)}`);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.message).toMatch(/^Tautan video prewedding maksimal/);
  });

  it('keeps the other fields’ "… tidak valid" messages', () => {
    expect(
      validatePayload(sectionUpdateSchemas.external, { extra: { filter_image_url: 'instagram.com/ar/1' } }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'extra.filter_image_url', message: 'Tautan filter Instagram tidak valid' }],
    });
  });

  it('is the owner’s form’s rule too', () => {
    expect(JSON.stringify(sectionEditorSchemas.external)).toContain(JSON.stringify(YOUTUBE_LINK_PATTERN));
  });
});
