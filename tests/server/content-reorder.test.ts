import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorFor } from '../../engine/validation/validate-payload';
import { ownerContentSchema } from '../../schemas/responses/owner-content';
import { invitations } from '../../server/db/schema';
import { registerOwner, testServer, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * PUT /v1/invitation/{story,gallery}/reorder (every item of the invitation in its new order) and
 * GET /v1/invitation/{id}/content (what the owner's section editors edit). Fixtures: the owner's
 * sample invitation `raka` (stories raka-s1..3, photos raka-g1..6) with a version `raka-2`, and
 * another owner's `lain` (lain-…).
 */

let server: TestServer;
type Owner = Awaited<ReturnType<typeof registerOwner>>;
let owner: Owner;
let stranger: Owner;

const MISMATCH = 'Urutan harus memuat setiap isi undangan ini tepat satu kali';
const LOGIN = { message: 'Silakan masuk terlebih dahulu' };
const NOT_YOURS = { message: 'Undangan ini bukan milik Anda' };
const NO_INVITATION = { message: 'Undangan tidak ditemukan' };

type Method = 'GET' | 'PUT';
const inject = (method: Method, url: string, payload?: unknown, headers?: Owner['headers']) =>
  server.app.inject({ method, url, payload: payload as object | undefined, headers });
const asOwner = (method: Method, url: string, payload?: unknown) => inject(method, url, payload, owner.headers);
const asStranger = (method: Method, url: string, payload?: unknown) => inject(method, url, payload, stranger.headers);
const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

beforeAll(async () => {
  server = await testServer();
  ({ owner, stranger } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server?.close());

/** Each kind kept in the owner's order: its path, public list, content key and the sample's ids. */
const KINDS = [
  {
    kind: 'story',
    part: 'stories',
    content: 'stories',
    ids: ['raka-s1', 'raka-s2', 'raka-s3'],
    foreign: 'lain-s1',
  },
  {
    kind: 'gallery',
    part: 'gallery',
    content: 'gallery',
    ids: ['raka-g1', 'raka-g2', 'raka-g3', 'raka-g4', 'raka-g5', 'raka-g6'],
    foreign: 'lain-g1',
  },
] as const;

describe.each(KINDS)('PUT /v1/invitation/$kind/reorder', ({ kind, part, content, ids, foreign }) => {
  const url = `/v1/invitation/${kind}/reorder`;
  const publicList = async () => idsOf((await inject('GET', `/v1/invitation/slug/raka/${part}`)).json().data);

  it('saves the new order and answers every item in it', async () => {
    expect(await publicList()).toEqual(ids);
    const order = [ids[2], ids[0], ...ids.slice(3), ids[1]] as string[];
    const response = await asOwner('PUT', url, { invitation_id: ROOT, order });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as { id: string; index?: number }[];
    expect(idsOf(saved)).toEqual(order);
    if (kind === 'gallery') expect(saved.map((photo) => photo.index)).toEqual(order.map((_, index) => index));
    expect(await publicList()).toEqual(order);
    const edited = (await asOwner('GET', `/v1/invitation/${ROOT}/content`)).json().data;
    expect(idsOf(edited[content])).toEqual(order);
  });

  it("takes a version's id and orders its root's items", async () => {
    const order = [...ids].reverse();
    const response = await asOwner('PUT', url, { invitation_id: VERSION, order });
    expect([response.statusCode, idsOf(response.json().data)]).toEqual([200, order]);
    expect(await publicList()).toEqual(order);
    const back = await asOwner('PUT', url, { invitation_id: ROOT, order: ids });
    expect(back.statusCode).toBe(200);
    expect(await publicList()).toEqual(ids);
  });

  it('refuses an order missing an item, with one more, or naming another invitation’s', async () => {
    const refusal = { message: MISMATCH, errors: [{ field: 'order', message: MISMATCH }] };
    const orders = [
      ids.slice(1), // one missing
      [...ids, foreign], // another owner's on top
      [...ids.slice(1), foreign], // another owner's instead of one
      [...ids.slice(1), 'tidak-ada'], // an unknown id instead of one
    ];
    for (const order of orders) {
      const response = await asOwner('PUT', url, { invitation_id: ROOT, order });
      expect([response.statusCode, response.json()]).toEqual([400, refusal]);
    }
    const twice = await asOwner('PUT', url, { invitation_id: ROOT, order: [...ids, ids[0]] });
    expect([twice.statusCode, twice.json()]).toEqual([
      400,
      {
        message: 'order: Satu isi tercantum dua kali',
        errors: [{ field: 'order', message: 'Satu isi tercantum dua kali' }],
      },
    ]);
    // Nothing moved.
    expect(await publicList()).toEqual(ids);
  });

  it("needs a login and the invitation's owner", async () => {
    const anonymous = await inject('PUT', url, { invitation_id: ROOT, order: ids });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('PUT', url, { invitation_id: ROOT, order: ids });
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
    const missing = await asOwner('PUT', url, { invitation_id: 'tidak-ada', order: ids });
    expect([missing.statusCode, missing.json()]).toEqual([404, NO_INVITATION]);
    expect(await publicList()).toEqual(ids);
  });
});

describe('GET /v1/invitation/{id}/content', () => {
  const url = `/v1/invitation/${ROOT}/content`;

  it("gives the owner a draft's couple, events, stories, gallery and every gift, inactive ones too", async () => {
    await server.database.db.update(invitations).set({ status: 'draft' }).where(eq(invitations.id, ROOT));
    try {
      // The guests' calls no longer show the draft to anyone but its owner.
      expect((await inject('GET', '/v1/invitation/slug/raka/gallery')).statusCode).toBe(404);
      const response = await asOwner('GET', url);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      const validate = validatorFor(ownerContentSchema);
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      expect(data.couple.groom).toMatchObject({ person_role: 'groom', person_nickname: 'Raka' });
      expect(data.couple.bride).toMatchObject({ person_role: 'bride', person_nickname: 'Ayu' });
      expect(data.events.length).toBeGreaterThan(0);
      expect(idsOf(data.stories)).toEqual(['raka-s1', 'raka-s2', 'raka-s3']);
      expect(idsOf(data.gallery)).toEqual(['raka-g1', 'raka-g2', 'raka-g3', 'raka-g4', 'raka-g5', 'raka-g6']);
      const virtual = data.gifts.virtual as { id: string; is_active: boolean }[];
      expect(virtual.find((gift) => gift.id === 'raka-old-bank')).toMatchObject({ is_active: false });
      expect(idsOf(virtual).sort()).toEqual(['raka-bca', 'raka-mandiri', 'raka-old-bank']);
      expect(idsOf(data.gifts.physical)).toEqual(['raka-home']);
      expect(data.gifts.wishlist).toHaveLength(4);
    } finally {
      await server.database.db.update(invitations).set({ status: 'published' }).where(eq(invitations.id, ROOT));
    }
  });

  it("gives a version its own couple and events, and its root's stories, gallery and gifts", async () => {
    const root = (await asOwner('GET', url)).json().data;
    const response = await asOwner('GET', `/v1/invitation/${VERSION}/content`);
    expect(response.statusCode).toBe(200);
    const version = response.json().data;
    expect(version.stories).toEqual(root.stories);
    expect(version.gallery).toEqual(root.gallery);
    expect(version.gifts).toEqual(root.gifts);
    expect(version.events).toEqual([]);
    expect(version.couple).toEqual({ groom: null, bride: null });
  });

  it('needs a login and the owner', async () => {
    const anonymous = await inject('GET', url);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('GET', url);
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
    const missing = await asOwner('GET', '/v1/invitation/tidak-ada/content');
    expect([missing.statusCode, missing.json()]).toEqual([404, NO_INVITATION]);
  });
});
