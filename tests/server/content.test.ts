import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorFor } from '../../engine/validation/validate-payload';
import { galleryItemSchema } from '../../schemas/entities/gallery-item.schema';
import { invitationEventSchema } from '../../schemas/entities/invitation-event.schema';
import { invitationSectionSchema } from '../../schemas/entities/invitation-section.schema';
import { ownerSectionSchema } from '../../schemas/responses/owner-sections';
import { physicalGiftSchema } from '../../schemas/entities/physical-gift.schema';
import { privatePersonSchema } from '../../schemas/entities/private-person.schema';
import { storySchema } from '../../schemas/entities/story.schema';
import { virtualGiftSchema } from '../../schemas/entities/virtual-gift.schema';
import { SECTION_SLUGS } from '../../schemas/section-slugs';
import { invitationEvents, invitationPrivate } from '../../server/db/schema';
import { registerOwner, testServer, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * The content routes: couple, sections (settings and order), stories, events, gallery and gifts.
 * Fixtures: the owner's sample invitation `raka` (row ids prefixed `raka-`) and another owner's `lain`.
 */

let server: TestServer;
type Owner = Awaited<ReturnType<typeof registerOwner>>;
let owner: Owner;
let stranger: Owner;

const INVITATION = ROOT;

const LOGIN = { message: 'Silakan masuk terlebih dahulu' };
const NOT_YOURS = { message: 'Undangan ini bukan milik Anda' };
const NO_INVITATION = { message: 'Undangan tidak ditemukan' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inject = (method: Method, url: string, payload?: unknown, headers?: Owner['headers']) =>
  server.app.inject({ method, url, payload: payload as object | undefined, headers });
const asOwner = (method: Method, url: string, payload?: unknown) => inject(method, url, payload, owner.headers);
const asStranger = (method: Method, url: string, payload?: unknown) => inject(method, url, payload, stranger.headers);
/** An item the owner adds (201), as the answer gives it. */
const added = async (url: string, payload: object) => {
  const response = await asOwner('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};
const db = () => server.database.db;
/** A write's answer: the entity and its new version (docs/product.md#no-lost-edit). */
const written = (data: object) => ({ data, meta: { version: expect.any(String) } });

/** A 400 whose message names the field, as the shared validation answers it. */
const invalid = (field: string, message: string) => ({
  message: `${field}: ${message}`,
  errors: expect.arrayContaining([{ field, message }]),
});
const isEntity = (schema: Parameters<typeof validatorFor>[0], value: unknown) => {
  const validate = validatorFor(schema);
  expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
};

beforeAll(async () => {
  server = await testServer();
  ({ owner, stranger } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server?.close());

describe('couple', () => {
  it('reads the two persons by slug, as entity/private-person', async () => {
    const response = await inject('GET', '/v1/invitation/slug/raka/private');
    expect(response.statusCode).toBe(200);
    const { groom, bride } = response.json().data;
    expect(groom).toMatchObject({ person_role: 'groom', person_nickname: 'Raka', extra: { show_parent: true } });
    expect(bride).toMatchObject({ person_role: 'bride', person_nickname: 'Ayu' });
    isEntity(privatePersonSchema, groom);
    isEntity(privatePersonSchema, bride);
    expect(await inject('GET', '/v1/invitation/slug/tidak-ada/private')).toMatchObject({ statusCode: 404 });
    expect((await inject('GET', '/v1/invitation/slug/tidak-ada/private')).json()).toEqual(NO_INVITATION);
  });

  it('saves a person whole and creates one not filled in yet', async () => {
    await db()
      .delete(invitationPrivate)
      .where(and(eq(invitationPrivate.invitation_id, INVITATION), eq(invitationPrivate.person_role, 'bride')));
    expect((await inject('GET', '/v1/invitation/slug/raka/private')).json().data.bride).toBeNull();

    const response = await asOwner('PUT', `/v1/invitation/private/${INVITATION}`, {
      groom: { person_name: 'Raka Pradipta', person_nickname: 'Raka', person_instagram: '' },
      bride: { person_name: 'Ayu Lestari', person_nickname: 'Ayu', person_child_sequence: 2 },
    });
    expect(response.statusCode).toBe(200);
    const { groom, bride } = response.json().data;
    expect(groom).toEqual({ person_role: 'groom', person_name: 'Raka Pradipta', person_nickname: 'Raka' });
    expect(bride).toEqual({
      person_role: 'bride',
      person_name: 'Ayu Lestari',
      person_nickname: 'Ayu',
      person_child_sequence: 2,
    });
    expect((await inject('GET', '/v1/invitation/slug/raka/private')).json().data).toEqual({ groom, bride });
  });

  it('refuses a person without a name, an empty body and a role in the body', async () => {
    const url = `/v1/invitation/private/${INVITATION}`;
    const noName = await asOwner('PUT', url, { groom: { person_name: ' ', person_nickname: 'Raka' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual(invalid('groom.person_name', 'Nama lengkap wajib diisi'));
    const empty = await asOwner('PUT', url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Isi data mempelai pria atau wanita');
    const badInstagram = await asOwner('PUT', url, {
      bride: { person_name: 'Ayu', person_nickname: 'Ayu', person_instagram: '@ayu lestari' },
    });
    expect(badInstagram.json()).toEqual(
      invalid('bride.person_instagram', 'Instagram hanya boleh berisi huruf, angka, titik dan garis bawah'),
    );
  });

  it('needs a login and the owner', async () => {
    const body = { groom: { person_name: 'X', person_nickname: 'X' } };
    const anonymous = await inject('PUT', `/v1/invitation/private/${INVITATION}`, body);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('PUT', `/v1/invitation/private/${INVITATION}`, body);
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
    const missing = await asOwner('PUT', '/v1/invitation/private/tidak-ada', body);
    expect([missing.statusCode, missing.json()]).toEqual([404, NO_INVITATION]);
  });
});

describe('sections', () => {
  it('lists them publicly and for the owner, in order', async () => {
    const response = await inject('GET', '/v1/invitation/slug/raka/sections');
    expect(response.statusCode).toBe(200);
    const sections = response.json().data as { slug: string; index: number }[];
    expect(sections.map((s) => s.slug)).toEqual([...SECTION_SLUGS]);
    sections.forEach((section) => isEntity(invitationSectionSchema, section));

    // The owner's list: the same sections, each with the version a save based on it sends.
    const owned = await asOwner('GET', `/v1/invitation/section?invitation_id=${INVITATION}`);
    expect(owned.statusCode).toBe(200);
    const ownedSections = owned.json().data as { version: string }[];
    ownedSections.forEach((section) => isEntity(ownerSectionSchema, section));
    expect(ownedSections.map(({ version: _version, ...section }) => section)).toEqual(sections);
  });

  it('refuses the owner list without an invitation, without a login or to another owner', async () => {
    const noId = await asOwner('GET', '/v1/invitation/section');
    expect([noId.statusCode, noId.json()]).toEqual([400, invalid('invitation_id', 'Undangan wajib disebutkan')]);
    const anonymous = await inject('GET', `/v1/invitation/section?invitation_id=${INVITATION}`);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('GET', `/v1/invitation/section?invitation_id=${INVITATION}`);
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
  });

  it("saves a section's settings by its own schema", async () => {
    const response = await asOwner('PUT', '/v1/invitation/section/raka-section-gallery', {
      title: 'Momen Kami',
      labels: {},
      extra: { hide: false, display: 'slideshow' },
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: 'raka-section-gallery',
      slug: 'gallery',
      index: 6,
      is_ordered: true,
      is_active: false,
      title: 'Momen Kami',
      labels: {},
      extra: { hide: false, display: 'slideshow' },
      version: response.json().meta.version,
    });

    // Copy left out goes back to the theme's default; is_active left out stays.
    const again = await asOwner('PUT', '/v1/invitation/section/raka-section-gallery', { description: 'Galeri' });
    expect(again.json().data).toMatchObject({ is_active: false, description: 'Galeri' });
    expect(again.json().data.title).toBeUndefined();
  });

  it('refuses settings of another section and bad values, naming the field', async () => {
    const hashtag = await asOwner('PUT', '/v1/invitation/section/raka-section-opening', {
      extra: { hashtag: 'tanpa pagar' },
    });
    expect([hashtag.statusCode, hashtag.json()]).toEqual([400, invalid('extra.hashtag', 'Tagar tidak valid')]);
    const foreign = await asOwner('PUT', '/v1/invitation/section/raka-section-opening', {
      extra: { display: 'grid' },
    });
    expect([foreign.statusCode, foreign.json()]).toEqual([400, invalid('extra', 'Ada kolom yang tidak dikenal')]);
    const active = await asOwner('PUT', '/v1/invitation/section/raka-section-opening', { is_active: 'ya' });
    expect(active.json()).toEqual(invalid('is_active', 'Pilih ya atau tidak'));
    const label = await asOwner('PUT', '/v1/invitation/section/raka-section-opening', {
      labels: { open_button: 5 },
    });
    expect(label.json()).toEqual(invalid('labels.open_button', 'Tombol buka harus berupa teks'));
  });

  it('answers 404, 401 and 403 around a section', async () => {
    const missing = await asOwner('PUT', '/v1/invitation/section/tidak-ada', {});
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Bagian tidak ditemukan' }]);
    const anonymous = await inject('PUT', '/v1/invitation/section/raka-section-quote', {});
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('PUT', '/v1/invitation/section/raka-section-quote', { title: 'Diambil' });
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
  });

  it('reorders them in one go; the public list follows', async () => {
    const reversed = [...SECTION_SLUGS].reverse().map((slug) => `raka-section-${slug}`);
    const response = await asOwner('PUT', '/v1/invitation/section/reorder', {
      invitation_id: INVITATION,
      order: reversed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((s: { id: string }) => s.id)).toEqual(reversed);
    const listed = (await inject('GET', '/v1/invitation/slug/raka/sections')).json().data;
    expect(listed.map((s: { id: string; index: number }) => [s.id, s.index])).toEqual(
      reversed.map((id, index) => [id, index]),
    );
  });

  it('refuses an order that is not exactly the invitation’s sections', async () => {
    const ids = SECTION_SLUGS.map((slug) => `raka-section-${slug}`);
    const mismatch = 'Urutan harus memuat setiap bagian undangan ini tepat satu kali';
    const url = '/v1/invitation/section/reorder';
    for (const order of [ids.slice(1), [...ids.slice(1), 'lain-section-opening']]) {
      const response = await asOwner('PUT', url, { invitation_id: INVITATION, order });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { message: mismatch, errors: [{ field: 'order', message: mismatch }] },
      ]);
    }
    const twice = await asOwner('PUT', url, { invitation_id: INVITATION, order: [...ids, ids[0]] });
    expect([twice.statusCode, twice.json()]).toEqual([400, invalid('order', 'Satu bagian tercantum dua kali')]);
    const noOrder = await asOwner('PUT', url, { invitation_id: INVITATION });
    expect(noOrder.json()).toEqual(invalid('order', 'Urutan bagian wajib diisi'));
    const anonymous = await inject('PUT', url, { invitation_id: INVITATION, order: ids });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('PUT', url, { invitation_id: INVITATION, order: ids });
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
  });
});

describe('stories', () => {
  it('lists them publicly in order', async () => {
    const response = await inject('GET', '/v1/invitation/slug/raka/stories');
    expect(response.statusCode).toBe(200);
    const stories = response.json().data;
    expect(stories.map((s: { id: string }) => s.id)).toEqual(['raka-s1', 'raka-s2', 'raka-s3']);
    stories.forEach((story: unknown) => isEntity(storySchema, story));
  });

  it('adds a story last, replaces one and deletes one', async () => {
    const fields = { title: 'Hari Pernikahan', description: 'Akhirnya tiba.', extra: { image: '/media/cerita.webp' } };
    const story = await added('/v1/invitation/story', { invitation_id: INVITATION, ...fields });
    expect(story).toEqual({ id: expect.any(String), ...fields });

    const replaced = await asOwner('PUT', '/v1/invitation/story/raka-s1', { title: 'Bertemu', description: 'Hujan.' });
    expect([replaced.statusCode, replaced.json()]).toEqual([
      200,
      written({ id: 'raka-s1', title: 'Bertemu', description: 'Hujan.' }),
    ]);

    const deleted = await asOwner('DELETE', '/v1/invitation/story/raka-s2');
    expect([deleted.statusCode, deleted.json()]).toEqual([200, written({ id: 'raka-s2' })]);
    const again = await asOwner('DELETE', '/v1/invitation/story/raka-s2');
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'Cerita tidak ditemukan' }]);

    const listed = (await inject('GET', '/v1/invitation/slug/raka/stories')).json().data;
    expect(listed.map((s: { id: string }) => s.id)).toEqual(['raka-s1', 'raka-s3', story.id]);
  });

  it("keeps a version's stories, gallery and gifts with its root", async () => {
    const story = await added('/v1/invitation/story', {
      invitation_id: VERSION,
      title: 'Versi',
      description: 'Ditulis lewat versi.',
    });
    const root = (await inject('GET', '/v1/invitation/slug/raka/stories')).json();
    expect(root.data.at(-1)).toEqual(story);
    expect((await inject('GET', '/v1/invitation/slug/raka-2/stories')).json()).toEqual(root);
    for (const part of ['gallery', 'gift']) {
      const version = await inject('GET', `/v1/invitation/slug/raka-2/${part}`);
      expect(version.json()).toEqual((await inject('GET', `/v1/invitation/slug/raka/${part}`)).json());
    }
    const deleted = await asOwner('DELETE', `/v1/invitation/story/${story.id}`);
    expect(deleted.statusCode).toBe(200);
  });

  it('refuses a story without a title or with a bad image, naming the field', async () => {
    const noTitle = await asOwner('POST', '/v1/invitation/story', {
      invitation_id: INVITATION,
      title: '  ',
      description: 'x',
    });
    expect([noTitle.statusCode, noTitle.json()]).toEqual([400, invalid('title', 'Judul wajib diisi')]);
    const badImage = await asOwner('PUT', '/v1/invitation/story/raka-s3', {
      title: 'Lamaran',
      description: 'x',
      extra: { image: 'foto.jpg' },
    });
    expect(badImage.json()).toEqual(invalid('extra.image', 'Tautan harus diawali http://, https:// atau /'));
    const noInvitation = await asOwner('POST', '/v1/invitation/story', { title: 'A', description: 'B' });
    expect(noInvitation.json()).toEqual(invalid('invitation_id', 'Undangan wajib diisi'));
  });

  it('needs a login and the owner', async () => {
    const body = { invitation_id: INVITATION, title: 'A', description: 'B' };
    const anonymous = await inject('POST', '/v1/invitation/story', body);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('POST', '/v1/invitation/story', body);
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
    const otherPut = await asStranger('PUT', '/v1/invitation/story/raka-s3', { title: 'A', description: 'B' });
    expect([otherPut.statusCode, otherPut.json()]).toEqual([403, NOT_YOURS]);
    const otherDelete = await asOwner('DELETE', '/v1/invitation/story/lain-s1');
    expect([otherDelete.statusCode, otherDelete.json()]).toEqual([403, NOT_YOURS]);
    const missing = await asOwner('POST', '/v1/invitation/story', { ...body, invitation_id: 'tidak-ada' });
    expect([missing.statusCode, missing.json()]).toEqual([404, NO_INVITATION]);
  });
});

describe('events', () => {
  const event = {
    invitation_id: INVITATION,
    label: 'Ngunduh Mantu',
    start_date: '2027-01-10T03:00:00.000Z',
    end_date: '2027-01-10T13:00:00+07:00',
    venue: 'Rumah Keluarga',
    address: 'Jl. Kenanga No. 12, Surabaya',
  };

  it('adds, replaces and deletes an event; one main event at a time', async () => {
    const data = await added('/v1/invitation/event', { ...event, is_main_event: true });
    expect(data).toEqual({
      id: expect.any(String),
      label: 'Ngunduh Mantu',
      start_date: '2027-01-10T03:00:00.000Z',
      end_date: '2027-01-10T06:00:00.000Z',
      venue: 'Rumah Keluarga',
      address: 'Jl. Kenanga No. 12, Surabaya',
      is_main_event: true,
    });
    isEntity(invitationEventSchema, data);
    const mains = await db()
      .select({ id: invitationEvents.id })
      .from(invitationEvents)
      .where(and(eq(invitationEvents.invitation_id, INVITATION), eq(invitationEvents.is_main_event, true)));
    expect(mains).toEqual([{ id: data.id }]);

    const { invitation_id: _id, ...fields } = event;
    const replaced = await asOwner('PUT', '/v1/invitation/event/raka-event-resepsi', {
      ...fields,
      maps_url: 'https://maps.google.com/?q=Surabaya',
      extra: { timezone: 'WIB' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({
      id: 'raka-event-resepsi',
      is_main_event: false,
      extra: { timezone: 'WIB' },
    });
    expect(replaced.json().data.event_video_url).toBeUndefined();

    const deleted = await asOwner('DELETE', `/v1/invitation/event/${data.id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, written({ id: data.id })]);
  });

  it('refuses bad times and links, naming the field', async () => {
    const badStart = await asOwner('POST', '/v1/invitation/event', { ...event, start_date: 'besok pagi' });
    expect([badStart.statusCode, badStart.json()]).toEqual([
      400,
      invalid('start_date', 'Waktu mulai harus berupa tanggal dan jam'),
    ]);
    const endFirst = await asOwner('POST', '/v1/invitation/event', { ...event, end_date: '2027-01-09T00:00:00.000Z' });
    const message = 'Waktu selesai harus setelah waktu mulai';
    expect([endFirst.statusCode, endFirst.json()]).toEqual([
      400,
      { message, errors: [{ field: 'end_date', message }] },
    ]);
    const noVenue = await asOwner('POST', '/v1/invitation/event', { ...event, venue: '' });
    expect(noVenue.json()).toEqual(invalid('venue', 'Tempat wajib diisi'));
    const badMaps = await asOwner('POST', '/v1/invitation/event', { ...event, maps_url: 'https://peta.contoh.id/a' });
    expect(badMaps.json()).toEqual(invalid('maps_url', 'Tautan peta harus tautan Google Maps'));
  });

  it('needs a login and the owner', async () => {
    const anonymous = await inject('POST', '/v1/invitation/event', event);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('DELETE', '/v1/invitation/event/raka-event-akad');
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
    const missing = await asOwner('DELETE', '/v1/invitation/event/tidak-ada');
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Acara tidak ditemukan' }]);
  });
});

describe('gallery', () => {
  it('adds a photo last, replaces and deletes one', async () => {
    const photo = await added('/v1/invitation/gallery', { invitation_id: INVITATION, image: '/media/abc.webp' });
    expect(photo).toEqual({ id: expect.any(String), image: '/media/abc.webp', index: 6 });
    isEntity(galleryItemSchema, photo);

    const replaced = await asOwner('PUT', '/v1/invitation/gallery/raka-g1', {
      image: 'https://contoh.id/foto.jpg',
      index: 7,
    });
    expect([replaced.statusCode, replaced.json()]).toEqual([
      200,
      written({ id: 'raka-g1', image: 'https://contoh.id/foto.jpg', index: 7 }),
    ]);
    const deleted = await asOwner('DELETE', '/v1/invitation/gallery/raka-g2');
    expect([deleted.statusCode, deleted.json()]).toEqual([200, written({ id: 'raka-g2' })]);

    const listed = (await inject('GET', '/v1/invitation/slug/raka/gallery')).json().data;
    expect(listed.map((g: { id: string }) => g.id)).toEqual([
      'raka-g3',
      'raka-g4',
      'raka-g5',
      'raka-g6',
      photo.id,
      'raka-g1',
    ]);
  });

  it('refuses a photo that is not a link, naming the field', async () => {
    const response = await asOwner('POST', '/v1/invitation/gallery', { invitation_id: INVITATION, image: 'foto.jpg' });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      invalid('image', 'Gambar harus berupa tautan http(s) atau /media/…'),
    ]);
    const noIndex = await asOwner('PUT', '/v1/invitation/gallery/raka-g3', { image: '/media/a.webp' });
    expect(noIndex.json()).toEqual(invalid('index', 'Urutan wajib diisi'));
  });

  it('needs a login and the owner', async () => {
    const anonymous = await inject('DELETE', '/v1/invitation/gallery/raka-g3');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('PUT', '/v1/invitation/gallery/raka-g3', { image: '/media/a.webp', index: 0 });
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
  });
});

describe('gifts', () => {
  it('lists active physical and virtual gifts and every wishlist item with its confirmations', async () => {
    const response = await inject('GET', '/v1/invitation/slug/raka/gift');
    expect(response.statusCode).toBe(200);
    const { physical, virtual, wishlist } = response.json().data;
    expect(physical.map((g: { id: string }) => g.id)).toEqual(['raka-home']);
    expect(virtual.map((g: { id: string }) => g.id).sort()).toEqual(['raka-bca', 'raka-mandiri']);
    physical.forEach((gift: unknown) => isEntity(physicalGiftSchema, gift));
    virtual.forEach((gift: unknown) => isEntity(virtualGiftSchema, gift));
    expect(wishlist).toHaveLength(4);
    const espresso = wishlist.find((item: { id: string }) => item.id === 'raka-espresso');
    // Public: that it is booked and when, never who bought it or their number (docs/product.md#wishlist).
    expect(espresso.confirmation).toEqual([{ id: 'raka-c1', status: 'pending', created_at: expect.any(String) }]);
    expect(wishlist.find((item: { id: string }) => item.id === 'raka-plates').confirmation).toEqual([]);
  });

  it('adds gifts of each type; an inactive one is not listed until activated', async () => {
    const inactive = await asOwner('POST', '/v1/gift/virtual', {
      invitation_id: INVITATION,
      is_active: false,
      channel_type: 'BRI',
      account_number: '0123-4567-89',
      account_name: 'Raka',
    });
    expect(inactive.statusCode).toBe(201);
    const { id } = inactive.json().data;
    const listedIds = async () =>
      (await inject('GET', '/v1/invitation/slug/raka/gift')).json().data.virtual.map((g: { id: string }) => g.id);
    expect(await listedIds()).not.toContain(id);

    const activated = await asOwner('PUT', `/v1/gift/virtual/${id}`, {
      channel_type: 'BRI',
      account_number: '0123-4567-89',
      account_name: 'Raka P',
    });
    expect([activated.statusCode, activated.json()]).toEqual([
      200,
      written({ id, is_active: true, channel_type: 'BRI', account_number: '0123-4567-89', account_name: 'Raka P' }),
    ]);
    expect(await listedIds()).toContain(id);

    const physical = await asOwner('POST', '/v1/gift/physical', {
      invitation_id: INVITATION,
      recipient_name: 'Raka',
      recipient_address: 'Jl. Mawar 1',
    });
    expect([physical.statusCode, physical.json().data]).toEqual([
      201,
      { id: expect.any(String), is_active: true, recipient_name: 'Raka', recipient_address: 'Jl. Mawar 1' },
    ]);

    const wishlist = await asOwner('POST', '/v1/gift/wishlist', {
      invitation_id: INVITATION,
      product_name: 'Rice Cooker',
      amount: 500000,
      qty: 1,
      image_url: '/media/rice.webp',
    });
    expect([wishlist.statusCode, wishlist.json().data]).toEqual([
      201,
      {
        id: expect.any(String),
        product_name: 'Rice Cooker',
        amount: 500000,
        qty: 1,
        image_url: '/media/rice.webp',
        confirmation: [],
      },
    ]);
  });

  it('replaces a wishlist item keeping its confirmations, and deletes gifts', async () => {
    const replaced = await asOwner('PUT', '/v1/gift/wishlist/raka-espresso', {
      product_name: 'Mesin Kopi',
      amount: 2000000,
      qty: 2,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ id: 'raka-espresso', product_name: 'Mesin Kopi', qty: 2 });
    expect(replaced.json().data.confirmation).toHaveLength(1);
    expect(replaced.json().data.image_url).toBeUndefined();

    for (const [type, id] of [
      ['physical', 'raka-home'],
      ['virtual', 'raka-old-bank'],
      ['wishlist', 'raka-plates'],
    ]) {
      const deleted = await asOwner('DELETE', `/v1/gift/${type}/${id}`);
      expect([deleted.statusCode, deleted.json()]).toEqual([200, written({ id })]);
    }
    const again = await asOwner('DELETE', '/v1/gift/physical/raka-home');
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'Kado tidak ditemukan' }]);
  });

  it('refuses bad gifts, naming the field, and unknown types', async () => {
    const account = await asOwner('POST', '/v1/gift/virtual', {
      invitation_id: INVITATION,
      channel_type: 'BCA',
      account_number: '12',
      account_name: 'Raka',
    });
    expect([account.statusCode, account.json()]).toEqual([
      400,
      invalid('account_number', 'Nomor rekening berisi 4 sampai 30 angka, spasi atau tanda hubung'),
    ]);
    const qty = await asOwner('PUT', '/v1/gift/wishlist/raka-sheets', { product_name: 'Sprei', amount: 1, qty: 0 });
    expect(qty.json()).toEqual(invalid('qty', 'Jumlah harus bilangan bulat mulai dari 1'));
    const name = await asOwner('POST', '/v1/gift/physical', { invitation_id: INVITATION, recipient_address: 'Jl. A' });
    expect(name.json()).toEqual(invalid('recipient_name', 'Nama penerima wajib diisi'));
    const extra = await asOwner('POST', '/v1/gift/physical', {
      invitation_id: INVITATION,
      recipient_name: 'A',
      recipient_address: 'B',
      confirmation: [],
    });
    expect(extra.json()).toEqual({
      message: 'Ada kolom yang tidak dikenal',
      errors: [{ field: '', message: 'Ada kolom yang tidak dikenal' }],
    });

    for (const [method, url] of [
      ['POST', '/v1/gift/cash'],
      ['PUT', '/v1/gift/cash/raka-bca'],
      ['DELETE', '/v1/gift/cash/raka-bca'],
    ] as const) {
      const response = await asOwner(method, url, method === 'DELETE' ? undefined : {});
      expect([response.statusCode, response.json()], url).toEqual([404, { message: 'Jenis kado tidak dikenal' }]);
    }
  });

  it('needs a login and the owner', async () => {
    const body = { invitation_id: INVITATION, recipient_name: 'A', recipient_address: 'B' };
    const anonymous = await inject('POST', '/v1/gift/physical', body);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, LOGIN]);
    const other = await asStranger('POST', '/v1/gift/physical', body);
    expect([other.statusCode, other.json()]).toEqual([403, NOT_YOURS]);
    const otherPut = await asOwner('PUT', '/v1/gift/virtual/lain-bca', {
      channel_type: 'BCA',
      account_number: '1234 5678',
      account_name: 'Saya',
    });
    expect([otherPut.statusCode, otherPut.json()]).toEqual([403, NOT_YOURS]);
    const theirs = await asStranger('DELETE', `/v1/gift/wishlist/raka-sheets`);
    expect([theirs.statusCode, theirs.json()]).toEqual([403, NOT_YOURS]);
  });
});
