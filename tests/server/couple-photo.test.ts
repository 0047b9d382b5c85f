import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, failureOf, serverWithTwoOwners, type Json, type Owner } from './harness';

/**
 * The couple's photo is the opening section's image (docs/themes.md#the-couples-photo), set on the
 * owner's cover page through PUT /v1/invitation/section/{id}, and shown on the public page.
 */
let server: Awaited<ReturnType<typeof serverWithTwoOwners>>['server'];
let app: Awaited<ReturnType<typeof serverWithTwoOwners>>['app'];
let owner: Owner;
let other: Owner;
let openingId: string;
const PHOTO = '/media/foto-prewedding.webp';

beforeAll(async () => {
  ({ server, app, owner, other } = await serverWithTwoOwners());
  const created = await callAs(app, 'POST', '/v1/invitation', owner, {
    slug: 'foto-sampul',
    theme: 'floral-whimsy',
    use_multiple_event: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { data: { id: string } }).data.id;
  const list = await callAs(app, 'GET', `/v1/invitation/section?invitation_id=${id}`, owner);
  const rows = (list.json() as { data: { id: string; slug: string }[] }).data;
  openingId = rows.find((row) => row.slug === 'opening')!.id;
}, 60_000);
afterAll(() => server.close());

const put = (body: Json, who: Owner = owner) => callAs(app, 'PUT', `/v1/invitation/section/${openingId}`, who, body);
const imageOf = (response: Awaited<ReturnType<typeof put>>) =>
  (response.json() as { data: { image?: string } }).data.image;

describe("the couple's photo on the opening section", () => {
  it('is saved, kept by a save that leaves it out, and removed by null', async () => {
    const saved = await put({ title: 'The Wedding Of', image: PHOTO });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(imageOf(saved)).toBe(PHOTO);

    const copyOnly = await put({ title: 'Pernikahan' });
    expect(copyOnly.statusCode, copyOnly.body).toBe(200);
    expect(imageOf(copyOnly)).toBe(PHOTO);

    const removed = await put({ title: 'Pernikahan', image: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(imageOf(removed)).toBeUndefined();
  });

  it('must be a link or an uploaded file, said in Indonesian', async () => {
    const refused = await put({ image: 'javascript:alert(1)' });
    expect(refused.statusCode).toBe(400);
    expect(failureOf(refused).errors).toEqual([
      { field: 'image', message: 'Tautan harus diawali http://, https:// atau /' },
    ]);
  });

  it("cannot be set on another owner's invitation", async () => {
    const refused = await put({ image: PHOTO }, other);
    expect([403, 404]).toContain(refused.statusCode);
  });
});
