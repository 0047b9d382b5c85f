import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { TOKEN_KEYS } from '../../app/api/tokens';
import { MEDIA_LIMITS } from '../../schemas/requests/media';
import { phoneForThisFile } from './chromium';
import { createInvitation, ownerCall, registerOwner } from './owner-session';

const baseUrl = inject('baseUrl');
const phone = phoneForThisFile();

/** EXIF tags this test looks for in IFD0: the orientation, and the pointer to the GPS data. */
const ORIENTATION_TAG = 0x0112;
const GPS_POINTER_TAG = 0x8825;

/** The tags of an EXIF block's first directory (IFD0), read as TIFF lays them out. */
function ifd0Tags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0;
  const little = exif.toString('latin1', tiff, tiff + 2) === 'II';
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const directory = tiff + u32(tiff + 4);
  return Array.from({ length: u16(directory) }, (_, entry) => u16(directory + 2 + entry * 12));
}

/**
 * A phone's photo: 12 MB of JPEG, 4000x3000 pixels stored on their side with EXIF orientation 6
 * (shown upright as 3000x4000), the camera's GPS position in its EXIF. Its stored left half is red
 * and its right half blue: shown upright, red is on top.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = randomBytes(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const left = (at / 3) % width < width / 2;
    pixels[at] = left ? 160 + (pixels[at]! % 96) : pixels[at]! % 64;
    pixels[at + 1] = pixels[at + 1]! % 64;
    pixels[at + 2] = left ? pixels[at + 2]! % 64 : 160 + (pixels[at + 2]! % 96);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .withExif({
      IFD0: { Make: 'Uji', Model: 'Ponsel' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 12/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 49/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Mean red and blue of the top and the bottom quarter of an image, as it is stored (no rotation). */
async function topAndBottom(image: Buffer) {
  const { width, height } = await sharp(image).metadata();
  const quarter = Math.floor(height / 4);
  const means = async (top: number) => {
    const { data, info } = await sharp(image)
      .extract({ left: 0, top, width, height: quarter })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let [red, blue] = [0, 0];
    for (let at = 0; at < data.length; at += info.channels) [red, blue] = [red + data[at]!, blue + data[at + 2]!];
    const count = data.length / info.channels;
    return { red: red / count, blue: blue / count };
  };
  return { top: await means(0), bottom: await means(height - quarter) };
}

describe("a phone's photo over the upload limit, in the owner's gallery", () => {
  it('is made smaller in the browser, upright and without its GPS, with the progress shown, and stored', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(original.length).toBeGreaterThan(MEDIA_LIMITS.image.maxBytes);
    expect([before.width, before.height, before.orientation]).toEqual([4000, 3000, 6]);
    expect(ifd0Tags(before.exif)).toContain(GPS_POINTER_TAG);

    const owner = await registerOwner(baseUrl, 'Foto Ponsel');
    const { id } = await createInvitation(baseUrl, owner);
    const page = await phone().newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(
      ([keys, access, refresh]) => {
        localStorage.setItem(keys.access, access);
        localStorage.setItem(keys.refresh, refresh);
        // What the page says while it works ('Memperkecil foto… 42%'), and the files it sends.
        const seen: string[] = [];
        const sent: File[] = [];
        Object.assign(window, { shrinkTexts: seen, sentFiles: sent });
        new MutationObserver(() => {
          for (const text of (document.body?.innerText ?? '').match(/Memperkecil foto… \d+%/g) ?? []) seen.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });
        const send = XMLHttpRequest.prototype.send;
        XMLHttpRequest.prototype.send = function (body) {
          const file = body instanceof FormData ? body.get('file') : null;
          if (file instanceof File) sent.push(file);
          return send.call(this, body);
        };
      },
      [TOKEN_KEYS, owner.access_token, owner.refresh_token] as const,
    );
    await page.goto(`${baseUrl}/invitation/${id}/section/gallery`, { waitUntil: 'networkidle' });
    await page
      .getByLabel('Pilih foto')
      .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: original });
    await page.getByText('1 foto ditambahkan').waitFor({ timeout: 90_000 });

    const texts = await page.evaluate(() => (window as unknown as { shrinkTexts: string[] }).shrinkTexts);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/^Memperkecil foto… (\d|[1-9]\d|100)%$/);

    // What left the browser: one JPEG under the limit, upright, with no EXIF (no GPS, no orientation).
    const sent = await page.evaluate(async () => {
      const files = (window as unknown as { sentFiles: File[] }).sentFiles;
      const bytes = new Uint8Array(await files[0]!.arrayBuffer());
      let binary = '';
      for (let at = 0; at < bytes.length; at += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return { count: files.length, type: files[0]!.type, base64: btoa(binary) };
    });
    expect(sent.count).toBe(1);
    expect(sent.type).toBe('image/jpeg');
    const sentBytes = Buffer.from(sent.base64, 'base64');
    expect(sentBytes.length).toBeLessThanOrEqual(MEDIA_LIMITS.image.maxBytes);
    const sentMeta = await sharp(sentBytes).metadata();
    expect(sentMeta.format).toBe('jpeg');
    expect(sentMeta.height).toBeGreaterThan(sentMeta.width);
    expect(sentMeta.height / sentMeta.width).toBeCloseTo(4 / 3, 1);
    expect(ifd0Tags(sentMeta.exif)).not.toContain(GPS_POINTER_TAG);
    expect(ifd0Tags(sentMeta.exif)).not.toContain(ORIENTATION_TAG);
    const sentHalves = await topAndBottom(sentBytes);
    expect(sentHalves.top.red).toBeGreaterThan(sentHalves.top.blue + 80);
    expect(sentHalves.bottom.blue).toBeGreaterThan(sentHalves.bottom.red + 80);

    // What the server stored: the photo upright, within its 1600 px, without any metadata.
    const content = await ownerCall<{ gallery: { image: string }[] }>(
      baseUrl,
      owner,
      'GET',
      `/v1/invitation/${id}/content`,
    );
    expect(content.gallery).toHaveLength(1);
    const stored = Buffer.from(await (await fetch(`${baseUrl}${content.gallery[0]!.image}`)).arrayBuffer());
    const storedMeta = await sharp(stored).metadata();
    expect([storedMeta.format, storedMeta.width, storedMeta.height]).toEqual(['webp', 1200, 1600]);
    expect(storedMeta.exif).toBeUndefined();
    expect(storedMeta.orientation).toBeUndefined();
    const storedHalves = await topAndBottom(stored);
    expect(storedHalves.top.red).toBeGreaterThan(storedHalves.top.blue + 80);
    expect(storedHalves.bottom.blue).toBeGreaterThan(storedHalves.bottom.red + 80);
    expect(problems).toEqual([]);
    await page.close();
  });
});
