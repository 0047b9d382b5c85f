import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { CouplePicture } from '../../renderers/shared/couple-picture';

/** Where the stand-in photo is served from (the route below answers it; the server has no such file). */
export const COVER_PHOTO_PATH = '/demo/foto-pasangan-uji.jpg';

/**
 * A stand-in for the couple's photo, as an owner's upload arrives (a 3:4 JPEG): an evening sky, a
 * path and two figures, light at the top and dark at the bottom like most portraits outdoors.
 */
export function couplePhotoJpeg(): Promise<Buffer> {
  const figure = (x: number, fill: string) =>
    `<circle cx="${x}" cy="760" r="70" fill="${fill}"/><path d="M${x - 110} 1600 L${x - 95} 900 Q${x} 820 ${x + 95} 900 L${x + 110} 1600Z" fill="${fill}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6c89f"/><stop offset="0.55" stop-color="#c9766a"/><stop offset="1" stop-color="#3b2a3a"/>
    </linearGradient></defs>
    <rect width="1200" height="1600" fill="url(#sky)"/>
    <circle cx="820" cy="520" r="150" fill="#ffe6b8" opacity="0.85"/>
    <path d="M0 1100 Q600 980 1200 1120 V1600 H0Z" fill="#4e3b44"/>
    ${figure(480, '#2a1e28')}${figure(720, '#33242f')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/**
 * Makes a theme's demo (/demo/<theme>) paint its cover with the couple's photo, as the server paints
 * an invitation that has one: the demo's sample has none. The cover's picture is swapped for what
 * renderers/shared/couple-picture.tsx draws with a photo, so the page is the painted cover a phone
 * without JavaScript shows (with JavaScript the app takes the cover over and the photo leaves).
 */
export async function paintDemoCoversWithPhoto(page: Page): Promise<void> {
  const photo = await couplePhotoJpeg();
  const picture = (src: string | null) =>
    renderToStaticMarkup(createElement(CouplePicture, { className: 'cover__picture', photo: src, eager: true }));
  const [without, withPhoto] = [picture(null), picture(COVER_PHOTO_PATH)];
  await page.route(`**${COVER_PHOTO_PATH}`, (route) => route.fulfill({ body: photo, contentType: 'image/jpeg' }));
  await page.route(/\/demo\/[a-z0-9-]+(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    if (!html.includes(without)) throw new Error(`${route.request().url()}: no cover picture to put the photo in`);
    // The body is sent decoded: the server's encoding and length no longer hold.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    await route.fulfill({ status: response.status(), headers, body: html.replace(without, withPhoto) });
  });
}
