import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorFor } from '../../engine/validation/validate-payload';
import { virtualGiftSchema } from '../../schemas/entities/virtual-gift.schema';
import { virtualGifts } from '../../server/db/schema';
import { QRIS_NOT_YOURS } from '../../server/routes/content/gifts';
import { callAs, failureOf, testServer, type Owner, type TestServer } from './harness';
import { eventually } from './eventually';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples } from './invitation-sample';
import { uploadFile } from './media-upload';

/**
 * A virtual gift's QRIS image (docs/product.md#gift-types): saved with the gift only when it is an
 * image the caller uploaded (or the one the gift already holds), and shown on the public page.
 * Fixtures: Raka's sample invitation `raka` (its BCA account already has the demo's QRIS) and a
 * stranger's `lain`.
 */

let server: TestServer;
let owner: Owner;
let stranger: Owner;

const BCA = 'raka-bca';
const account = { channel_type: 'Dana', account_number: '0812 3456 7890', account_name: 'Ayu Lestari' };

/** A portrait QRIS sticker as a phone saves it: PNG, larger than the page shows. */
async function uploadQris(who: Owner, width = 1500, height = 2000): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const response = await uploadFile(server.app, who.headers, 'qris', png, 'qris.png');
  expect(response.statusCode, response.body).toBe(201);
  const { data } = response.json() as { data: { url: string; width: number; height: number } };
  // Within its box (1200 x 1600), never enlarged, as WebP.
  const scale = Math.min(1, 1200 / width, 1600 / height);
  expect([data.width, data.height]).toEqual([Math.round(width * scale), Math.round(height * scale)]);
  expect(data.url).toMatch(/^\/media\/.+\.webp$/);
  return data.url;
}

const publicVirtualGifts = async () => {
  const response = await callAs(server.app, 'GET', '/v1/invitation/slug/raka/gift');
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { virtual: { id: string; qris_image?: string }[] } }).data.virtual;
};

beforeAll(async () => {
  server = await testServer();
  ({ owner, stranger } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('a virtual gift with a QRIS image', () => {
  it("saves the owner's own upload, answers it, and the public page shows it", async () => {
    const qris = await uploadQris(owner);
    const created = await callAs(server.app, 'POST', '/v1/gift/virtual', owner, {
      ...account,
      qris_image: qris,
      invitation_id: ROOT,
    });
    expect(created.statusCode, created.body).toBe(201);
    const gift = created.json().data as { id: string; qris_image: string };
    expect(gift).toMatchObject({ ...account, qris_image: qris, is_active: true });
    expect(validatorFor(virtualGiftSchema)(gift)).toBe(true);
    const [row] = await server.database.db.select().from(virtualGifts).where(eq(virtualGifts.id, gift.id));
    expect(row?.qris_image).toBe(qris);

    expect((await publicVirtualGifts()).find((g) => g.id === gift.id)?.qris_image).toBe(qris);
    await eventually(async () => {
      const page = await callAs(server.app, 'GET', '/v1/invitation/slug/raka/page');
      const virtual = (page.json() as { data: { invitation: { virtual_gift: { id: string; qris_image?: string }[] } } })
        .data.invitation.virtual_gift;
      expect(virtual.find((g) => g.id === gift.id)?.qris_image).toBe(qris);
    });
    // The image itself is served.
    expect((await server.app.inject(qris)).statusCode).toBe(200);
  });

  it("refuses another owner's upload, an address elsewhere and an unknown upload, at the field", async () => {
    const theirs = await uploadQris(stranger);
    for (const qris_image of [theirs, 'https://contoh.id/qris.png', '/media/tidak-ada.webp']) {
      const refused = await callAs(server.app, 'POST', '/v1/gift/virtual', owner, {
        ...account,
        qris_image,
        invitation_id: ROOT,
      });
      expect(failureOf(refused)).toEqual({
        status: 400,
        message: `qris_image: ${QRIS_NOT_YOURS}`,
        errors: [{ field: 'qris_image', message: QRIS_NOT_YOURS }],
      });
      const changed = await callAs(server.app, 'PUT', `/v1/gift/virtual/${BCA}`, owner, { ...account, qris_image });
      expect(failureOf(changed).errors).toEqual([{ field: 'qris_image', message: QRIS_NOT_YOURS }]);
    }
    const [row] = await server.database.db.select().from(virtualGifts).where(eq(virtualGifts.id, BCA));
    expect(row?.qris_image).toBe('/demo/qris.svg');
  });

  it('keeps the image a gift already holds through a change, replaces it with an own upload, and clears it', async () => {
    const kept = await callAs(server.app, 'PUT', `/v1/gift/virtual/${BCA}`, owner, {
      ...account,
      qris_image: '/demo/qris.svg',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ account_name: 'Ayu Lestari', qris_image: '/demo/qris.svg' });

    const fresh = await uploadQris(owner, 600, 800);
    const replaced = await callAs(server.app, 'PUT', `/v1/gift/virtual/${BCA}`, owner, {
      ...account,
      qris_image: fresh,
    });
    expect(replaced.json().data.qris_image).toBe(fresh);

    const cleared = await callAs(server.app, 'PUT', `/v1/gift/virtual/${BCA}`, owner, account);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).not.toHaveProperty('qris_image');
    expect((await publicVirtualGifts()).find((g) => g.id === BCA)).not.toHaveProperty('qris_image');
  });

  it("refuses the stranger on the owner's gift before looking at the image", async () => {
    const theirs = await uploadQris(stranger);
    const refused = await callAs(server.app, 'PUT', `/v1/gift/virtual/${BCA}`, stranger, {
      ...account,
      qris_image: theirs,
    });
    expect(failureOf(refused)).toMatchObject({ status: 403, message: 'Undangan ini bukan milik Anda' });
  });
});
