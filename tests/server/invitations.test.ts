import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { validatePayload } from '../../engine/validation/validate-payload';
import { invitationSchema } from '../../schemas/entities/invitation.schema';
import { RESERVED_SLUG_MESSAGE, RESERVED_SLUGS } from '../../schemas/reserved-slugs';
import { SECTION_SLUGS } from '../../schemas/section-slugs';
import { orders } from '../../server/db/payment-tables';
import * as t from '../../server/db/schema';
import { httpErrorOfDatabase } from '../../server/http/database-errors';
import { failureOf, registerOwner, type Json } from './harness';
import { planId, storeSample } from './invitation-sample';
import { twoOwnersForThisFile } from './two-owners-api';

const { world, call, create } = twoOwnersForThisFile();

const BAD_TOKEN = { authorization: 'Bearer bukan-token' };

const failure = failureOf;

describe('POST /v1/invitation', () => {
  it('creates a draft with the 15 sections and the couple', async () => {
    const response = await call('POST', '/v1/invitation', world.owner, {
      slug: 'raka-ayu',
      theme: 'cream-deco',
      use_multiple_event: true,
      use_guestbook: true,
      plan_code: 'luxury',
      groom: { person_name: 'Raka Pradipta', person_nickname: 'Raka' },
      bride: { person_name: 'Ayu Lestari', person_nickname: 'Ayu' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as { data: Json & { id: string } };
    expect(data).toMatchObject({
      slug: 'raka-ayu',
      theme: 'cream-deco',
      status: 'draft',
      use_multiple_event: true,
      use_guestbook: true,
      parent_id: null,
      user_id: world.owner.user.id,
    });
    expect(validatePayload(invitationSchema, data)).toEqual({ ok: true, value: data });
    expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const sections = await world.db
      .select()
      .from(t.invitationSections)
      .where(eq(t.invitationSections.invitation_id, data.id));
    const ordered = sections.sort((a, b) => a.index - b.index);
    expect(ordered.map((s) => s.slug)).toEqual([...SECTION_SLUGS]);
    expect(ordered.map((s) => s.index)).toEqual(SECTION_SLUGS.map((_, i) => i));
    expect(ordered.every((s) => s.is_active)).toBe(true);
    const couple = await world.db
      .select()
      .from(t.invitationPrivate)
      .where(eq(t.invitationPrivate.invitation_id, data.id));
    expect(couple.map((p) => [p.person_role, p.person_nickname]).sort()).toEqual([
      ['bride', 'Ayu'],
      ['groom', 'Raka'],
    ]);
  });

  it('defaults use_guestbook to false, adds no couple without names, and sets the plan, unpaid with no end yet', async () => {
    const data = await create(world.owner, { slug: 'dengan-paket', plan_code: 'luxury' });
    expect(data.use_guestbook).toBe(false);
    const [row] = await world.db.select().from(t.invitations).where(eq(t.invitations.id, data.id));
    expect(row!.plan_id).toBe(await planId(world.db, 'luxury'));
    // Its days start when it is paid (tests/server/orders.test.ts).
    expect(row).toMatchObject({ paid_at: null, paid_until: null, expired_at: null });
    expect(data.expired_at).toBeUndefined();
    const couple = await world.db
      .select()
      .from(t.invitationPrivate)
      .where(eq(t.invitationPrivate.invitation_id, data.id));
    expect(couple).toEqual([]);
  });

  it('gives every required message for an empty body', async () => {
    const response = await call('POST', '/v1/invitation', world.owner, { slug: ' ', theme: '' });
    expect(await failure(response)).toEqual({
      status: 400,
      message: 'slug: Slug wajib diisi',
      errors: [
        { field: 'slug', message: 'Slug wajib diisi' },
        { field: 'theme', message: 'Tema wajib diisi' },
        { field: 'use_multiple_event', message: 'Pilih satu atau beberapa acara' },
      ],
    });
  });

  it('checks the slug pattern, the booleans, the names and unknown fields', async () => {
    const response = await call('POST', '/v1/invitation', world.owner, {
      slug: 'Raka Ayu',
      theme: 'floral-whimsy',
      use_multiple_event: 'ya',
      groom: { person_name: 'Raka' },
    });
    expect((await failure(response)).errors).toEqual([
      { field: 'slug', message: 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung' },
      { field: 'use_multiple_event', message: 'Pilih ya atau tidak' },
      { field: 'groom.person_nickname', message: 'Nama panggilan wajib diisi' },
    ]);
    const extra = await call('POST', '/v1/invitation', world.owner, {
      slug: 'ada-lebih',
      theme: 'floral-whimsy',
      use_multiple_event: false,
      user_id: world.other.user.id,
    });
    expect(await failure(extra)).toMatchObject({ status: 400, message: 'Ada kolom yang tidak dikenal' });
  });

  it('refuses a theme or plan not in the catalogue', async () => {
    const body = { slug: 'tema-asing', use_multiple_event: false };
    expect(await failure(await call('POST', '/v1/invitation', world.owner, { ...body, theme: 'tidak-ada' }))).toEqual({
      status: 400,
      message: 'Tema tidak ditemukan',
      errors: [{ field: 'theme', message: 'Tema tidak ditemukan' }],
    });
    const plan = await call('POST', '/v1/invitation', world.owner, {
      ...body,
      theme: 'floral-whimsy',
      plan_code: 'emas',
    });
    expect(await failure(plan)).toMatchObject({ status: 400, message: 'Paket tidak ditemukan' });
  });

  it('answers 409 for a slug already taken, also by another owner', async () => {
    await create(world.other, { slug: 'sudah-ada' });
    const response = await call('POST', '/v1/invitation', world.owner, {
      slug: 'sudah-ada',
      theme: 'floral-whimsy',
      use_multiple_event: false,
    });
    expect(await failure(response)).toMatchObject({ status: 409, message: 'Slug sudah dipakai' });
  });

  it("refuses every one of the service's own first path segments as a slug", async () => {
    for (const slug of RESERVED_SLUGS) {
      const response = await call('POST', '/v1/invitation', world.owner, {
        slug,
        theme: 'floral-whimsy',
        use_multiple_event: false,
      });
      expect(await failure(response), slug).toEqual({
        status: 400,
        message: `slug: ${RESERVED_SLUG_MESSAGE}`,
        errors: [{ field: 'slug', message: RESERVED_SLUG_MESSAGE }],
      });
    }
  });

  it('answers 401 without a token or with a bad one', async () => {
    const body = { slug: 'tanpa-masuk', theme: 'floral-whimsy', use_multiple_event: false };
    expect(await failure(await call('POST', '/v1/invitation', undefined, body))).toEqual({
      status: 401,
      message: 'Silakan masuk terlebih dahulu',
    });
    const bad = await call('POST', '/v1/invitation', { headers: BAD_TOKEN }, body);
    expect(bad.statusCode).toBe(401);
  });

  it('turns a unique-index race on the slug into the same 409', async () => {
    const [mine] = await world.db.select().from(t.invitations).where(eq(t.invitations.slug, 'raka-ayu'));
    const error = await world.db
      .insert(t.invitations)
      .values({ user_id: world.owner.user.id, slug: 'raka-ayu', theme: 'floral-whimsy' })
      .catch((e: unknown) => e);
    expect(mine).toBeDefined();
    expect(httpErrorOfDatabase(error)).toMatchObject({ statusCode: 409, message: 'Slug sudah dipakai' });
    const plain = new Error('lain');
    expect(httpErrorOfDatabase(plain)).toBeUndefined();
  });
});

describe('PUT /v1/invitation/{id}', () => {
  let id: string;
  beforeAll(async () => {
    ({ id } = await create(world.owner, {
      slug: 'untuk-diubah',
      plan_code: 'luxury',
      groom: { person_name: 'A', person_nickname: 'A' },
    }));
  });

  it('updates the editable fields and merges the style', async () => {
    const first = await call('PUT', `/v1/invitation/${id}`, world.owner, {
      style: { show_groom_parent: false },
      quote: 'Dan di antara tanda-tanda kekuasaan-Nya...',
    });
    expect(first.statusCode, first.body).toBe(200);
    const fields = {
      slug: 'sudah-diubah',
      theme: 'cream-deco',
      song: 'https://contoh.id/lagu.mp3',
      use_guestbook: true,
      use_multiple_event: true,
      meta_title: 'Undangan Kami',
      meta_description: 'Datanglah',
      meta_image: '/media/sampul.webp',
      caption_share: 'Halo {nama}',
    };
    const response = await call('PUT', `/v1/invitation/${id}`, world.owner, {
      ...fields,
      style: { show_bride_parent: false },
      quote: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: Json };
    // Each field as sent, the style merged, a blank quote keeping the one saved.
    expect(data).toMatchObject({
      id,
      ...fields,
      status: 'draft',
      quote: 'Dan di antara tanda-tanda kekuasaan-Nya...',
      style: { show_groom_parent: false, show_bride_parent: false },
    });
    expect(validatePayload(invitationSchema, data).ok).toBe(true);
    expect(Date.parse(data.updated_at as string)).toBeGreaterThan(Date.parse(data.created_at as string));
  });

  it('keeps its own slug and refuses one taken', async () => {
    expect((await call('PUT', `/v1/invitation/${id}`, world.owner, { slug: 'sudah-diubah' })).statusCode).toBe(200);
    const taken = await call('PUT', `/v1/invitation/${id}`, world.owner, { slug: 'sudah-ada' });
    expect(await failure(taken)).toMatchObject({ status: 409, message: 'Slug sudah dipakai' });
  });

  it("refuses a slug that is one of the service's own, on an update and on a version", async () => {
    for (const slug of ['docs', 'login', 'guestbook']) {
      const update = await call('PUT', `/v1/invitation/${id}`, world.owner, { slug });
      expect(await failure(update), slug).toMatchObject({
        status: 400,
        errors: [{ field: 'slug', message: RESERVED_SLUG_MESSAGE }],
      });
      const version = await call('POST', '/v1/invitation/version', world.owner, {
        invitation_id: id,
        version_name: 'Versi keluarga',
        slug,
      });
      expect(await failure(version), slug).toMatchObject({
        status: 400,
        errors: [{ field: 'slug', message: RESERVED_SLUG_MESSAGE }],
      });
    }
  });

  it('gives the validation messages', async () => {
    const response = await call('PUT', `/v1/invitation/${id}`, world.owner, { song: 'lagu.mp3', slug: 'A_B' });
    expect((await failure(response)).errors).toEqual([
      { field: 'slug', message: 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung' },
      { field: 'song', message: 'Tautan harus diawali http://, https:// atau /' },
    ]);
    const theme = await call('PUT', `/v1/invitation/${id}`, world.owner, { theme: 'tidak-ada' });
    expect(await failure(theme)).toMatchObject({ status: 400, message: 'Tema tidak ditemukan' });
    const user = await call('PUT', `/v1/invitation/${id}`, world.owner, { user_id: world.other.user.id });
    expect(await failure(user)).toMatchObject({ status: 400, message: 'Ada kolom yang tidak dikenal' });
  });

  it('refuses, by name, what the owner does not set: status, expiry, plan, payment', async () => {
    const [before] = await world.db.select().from(t.invitations).where(eq(t.invitations.id, id));
    const refused = {
      status: ['published', 'Status diubah dengan tombol Terbitkan'],
      expired_at: ['2099-01-01T00:00:00.000Z', 'Masa aktif mengikuti paket dan pembayaran, tidak bisa diubah'],
      plan_id: ['x', 'Paket mengikuti pembayaran, tidak bisa diubah di sini'],
      plan_code: ['luxury', 'Paket mengikuti pembayaran, tidak bisa diubah di sini'],
      payment_status: ['settlement', 'Status pembayaran tidak bisa diubah oleh pemilik'],
    };
    for (const [field, [value, message]] of Object.entries(refused)) {
      const response = await call('PUT', `/v1/invitation/${id}`, world.owner, { meta_title: 'Diubah', [field]: value });
      expect(await failure(response), field).toEqual({
        status: 400,
        message: `${field}: ${message}`,
        errors: [{ field, message }],
      });
    }
    const [after] = await world.db.select().from(t.invitations).where(eq(t.invitations.id, id));
    expect(after).toEqual(before);
  });

  it('answers 401, 403 for another owner and 404 for an unknown invitation', async () => {
    const body = { meta_title: 'Diubah' };
    expect((await call('PUT', `/v1/invitation/${id}`, undefined, body)).statusCode).toBe(401);
    expect(await failure(await call('PUT', `/v1/invitation/${id}`, world.other, body))).toEqual({
      status: 403,
      message: 'Undangan ini bukan milik Anda',
    });
    expect(await failure(await call('PUT', '/v1/invitation/tidak-ada', world.owner, body))).toEqual({
      status: 404,
      message: 'Undangan tidak ditemukan',
    });
    const [row] = await world.db.select().from(t.invitations).where(eq(t.invitations.id, id));
    expect(row!.meta_title).toBe('Undangan Kami');
  });
});

describe('GET /v1/user/my-invitation', () => {
  it("lists the caller's root invitations, newest first, with their version counts", async () => {
    const me = await registerOwner(world.app, 'Daftar');
    const older = await create(me, { slug: 'daftar-lama' });
    const newer = await create(me, { slug: 'daftar-baru' });
    for (const name of ['Versi A', 'Versi B']) {
      const v = await call('POST', '/v1/invitation/version', me, { invitation_id: older.id, version_name: name });
      expect(v.statusCode, v.body).toBe(201);
    }
    const response = await call('GET', '/v1/user/my-invitation', me);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: (Json & { version_count: number })[] };
    expect(data.map((i) => [i.slug, i.version_count])).toEqual([
      ['daftar-baru', 0],
      ['daftar-lama', 2],
    ]);
    expect(data[0]).toMatchObject({ id: newer.id, user_id: me.user.id, parent_id: null });
  });

  it('is empty for a new owner and 401 without a token', async () => {
    const fresh = await registerOwner(world.app, 'Baru');
    expect((await call('GET', '/v1/user/my-invitation', fresh)).json()).toEqual({ data: [] });
    expect(await failure(await call('GET', '/v1/user/my-invitation'))).toEqual({
      status: 401,
      message: 'Silakan masuk terlebih dahulu',
    });
    expect(await failure(await call('GET', '/v1/user/my-invitation', { headers: BAD_TOKEN }))).toEqual({
      status: 401,
      message: 'Sesi Anda telah berakhir, silakan masuk kembali',
    });
  });
});

describe('GET /v1/invitation/slug/{slug}', () => {
  it('answers the public invitation with its events, without the owner', async () => {
    const page = await storeSample(world.db, world.owner.user.id, 'publik-sampel');
    const response = await call('GET', '/v1/invitation/slug/publik-sampel');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Json & { invitation_event: Json[] } };
    expect(data).not.toHaveProperty('user_id');
    expect(data).toMatchObject({ id: page.invitation.id, slug: 'publik-sampel', theme: 'floral-whimsy' });
    expect(data.invitation_event.map((e) => e.label)).toEqual(['Akad Nikah', 'Resepsi']);
    expect(data.invitation_event[0]).toEqual(page.invitation.invitation_event![0]);
    expect(validatePayload(invitationSchema, data)).toEqual({ ok: true, value: data });
  });

  it('answers 404 for an unknown slug', async () => {
    expect(await failure(await call('GET', '/v1/invitation/slug/tidak-ada'))).toEqual({
      status: 404,
      message: 'Undangan tidak ditemukan',
    });
  });
});

describe('versions', () => {
  let root: { id: string; slug: string };
  beforeAll(async () => {
    const page = await storeSample(world.db, world.owner.user.id, 'versi-induk', {
      plan_id: await planId(world.db, 'mediaval'),
    });
    root = page.invitation;
  });

  const rowsOf = async (invitationId: string) => ({
    sections: await world.db
      .select()
      .from(t.invitationSections)
      .where(eq(t.invitationSections.invitation_id, invitationId)),
    couple: await world.db
      .select()
      .from(t.invitationPrivate)
      .where(eq(t.invitationPrivate.invitation_id, invitationId)),
    events: await world.db.select().from(t.invitationEvents).where(eq(t.invitationEvents.invitation_id, invitationId)),
    stories: await world.db
      .select()
      .from(t.invitationStories)
      .where(eq(t.invitationStories.invitation_id, invitationId)),
  });

  it('creates, lists and deletes versions', async () => {
    const first = await call('POST', '/v1/invitation/version', world.owner, {
      invitation_id: root.id,
      version_name: 'Keluarga',
    });
    expect(first.statusCode, first.body).toBe(201);
    const v1 = first.json().data as Json & { id: string };
    expect(v1).toMatchObject({
      parent_id: root.id,
      slug: 'versi-induk-1',
      version_name: 'Keluarga',
      theme: 'floral-whimsy',
      // A new version is the owner's to edit before anyone sees it, whatever the source's status.
      status: 'draft',
      use_guestbook: true,
      use_multiple_event: true,
      meta_title: 'Undangan Pernikahan Raka & Ayu',
      user_id: world.owner.user.id,
    });
    expect(validatePayload(invitationSchema, v1).ok).toBe(true);
    expect(
      (await world.server.app.inject({ method: 'GET', url: `/v1/invitation/slug/${v1.slug}/page` })).statusCode,
    ).toBe(404);
    const [v1Row] = await world.db.select().from(t.invitations).where(eq(t.invitations.id, v1.id));
    expect(v1Row!.plan_id).toBe(await planId(world.db, 'mediaval'));

    const copied = await rowsOf(v1.id);
    const original = await rowsOf(root.id);
    expect(copied.sections).toHaveLength(15);
    const shape = (rows: { id: string; invitation_id: string }[]) =>
      rows
        .map(({ id: _id, invitation_id: _inv, ...rest }) => rest)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(shape(copied.sections)).toEqual(shape(original.sections));
    expect(shape(copied.couple)).toEqual(shape(original.couple));
    expect(shape(copied.events)).toEqual(shape(original.events));
    expect(copied.stories).toEqual([]);

    // A version of a version hangs under the root; a chosen slug is kept.
    const second = await call('POST', '/v1/invitation/version', world.owner, {
      invitation_id: v1.id,
      version_name: 'Kantor',
      slug: 'untuk-kantor',
    });
    expect(second.statusCode, second.body).toBe(201);
    const v2 = second.json().data as Json & { id: string };
    expect(v2).toMatchObject({ parent_id: root.id, slug: 'untuk-kantor', version_name: 'Kantor' });
    const third = await call('POST', '/v1/invitation/version', world.owner, {
      invitation_id: root.id,
      version_name: 'Teman',
    });
    expect(third.json().data).toMatchObject({ slug: 'versi-induk-3' });

    const list = await call('GET', `/v1/invitation/${root.id}/version`, world.owner);
    expect(list.statusCode).toBe(200);
    const names = (list.json().data as Json[]).map((v) => v.version_name);
    expect(names).toEqual(['Keluarga', 'Kantor', 'Teman']);
    const fromVersion = await call('GET', `/v1/invitation/${v2.id}/version`, world.owner);
    expect((fromVersion.json().data as Json[]).map((v) => v.version_name)).toEqual(names);

    const removed = await call('DELETE', `/v1/invitation/${v1.id}/version`, world.owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { id: v1.id } });
    expect(await rowsOf(v1.id)).toEqual({ sections: [], couple: [], events: [], stories: [] });
    expect((await rowsOf(root.id)).sections).toHaveLength(15);
    const after = await call('GET', `/v1/invitation/${root.id}/version`, world.owner);
    expect((after.json().data as Json[]).map((v) => v.version_name)).toEqual(['Kantor', 'Teman']);
    const again = await call('DELETE', `/v1/invitation/${v1.id}/version`, world.owner);
    expect(await failure(again)).toEqual({ status: 404, message: 'Undangan tidak ditemukan' });
  });

  it('refuses to delete a root invitation', async () => {
    expect(await failure(await call('DELETE', `/v1/invitation/${root.id}/version`, world.owner))).toEqual({
      status: 400,
      message: 'Hanya versi yang dapat dihapus',
    });
  });

  it('validates the body and the slug', async () => {
    const empty = await call('POST', '/v1/invitation/version', world.owner, { invitation_id: '', version_name: ' ' });
    expect((await failure(empty)).errors).toEqual([
      { field: 'invitation_id', message: 'Undangan wajib diisi' },
      { field: 'version_name', message: 'Nama versi wajib diisi' },
    ]);
    const taken = await call('POST', '/v1/invitation/version', world.owner, {
      invitation_id: root.id,
      version_name: 'Sama',
      slug: 'sudah-ada',
    });
    expect(await failure(taken)).toMatchObject({ status: 409, message: 'Slug sudah dipakai' });
    const bad = await call('POST', '/v1/invitation/version', world.owner, {
      invitation_id: root.id,
      version_name: 'Salah',
      slug: '-salah',
    });
    expect((await failure(bad)).errors).toEqual([
      { field: 'slug', message: 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung' },
    ]);
  });

  it("answers 401 without a token and refuses another owner's invitation", async () => {
    const body = { invitation_id: root.id, version_name: 'Curian' };
    expect((await call('POST', '/v1/invitation/version', undefined, body)).statusCode).toBe(401);
    expect((await call('GET', `/v1/invitation/${root.id}/version`)).statusCode).toBe(401);
    expect((await call('DELETE', `/v1/invitation/${root.id}/version`)).statusCode).toBe(401);
    const refused = { status: 403, message: 'Undangan ini bukan milik Anda' };
    expect(await failure(await call('POST', '/v1/invitation/version', world.other, body))).toEqual(refused);
    expect(await failure(await call('GET', `/v1/invitation/${root.id}/version`, world.other))).toEqual(refused);
    const list = await call('GET', `/v1/invitation/${root.id}/version`, world.owner);
    const [version] = list.json().data as { id: string }[];
    expect(await failure(await call('DELETE', `/v1/invitation/${version!.id}/version`, world.other))).toEqual(refused);
    const missing = await call('POST', '/v1/invitation/version', world.owner, {
      invitation_id: 'tidak-ada',
      version_name: 'X',
    });
    expect(await failure(missing)).toEqual({ status: 404, message: 'Undangan tidak ditemukan' });
    expect((await call('GET', '/v1/invitation/tidak-ada/version', world.owner)).statusCode).toBe(404);
  });
});

describe('summaries', () => {
  let id: string;
  let expiredAt: string;
  let events: { id: string; label: string; start_date: string }[];
  const slug = 'ringkasan-sampel';
  /** A day counted from today in Jakarta (the events' zone), at a WIB hour: what "H-n" counts. */
  const wibDay = (days: number, hour: number) => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+07:00`).toISOString();
  };
  beforeAll(async () => {
    const page = await storeSample(world.db, world.owner.user.id, slug, { plan_id: await planId(world.db, 'luxury') });
    id = page.invitation.id;
    const [akad, resepsi] = page.invitation.invitation_event!.map((e) => e.id);
    // The main event (akad) in 10 days, the reception the same day in the evening.
    await world.db
      .update(t.invitationEvents)
      .set({ start_date: wibDay(10, 9) })
      .where(eq(t.invitationEvents.id, akad!));
    await world.db
      .update(t.invitationEvents)
      .set({ start_date: wibDay(10, 19) })
      .where(eq(t.invitationEvents.id, resepsi!));
    events = [
      { id: akad!, label: 'Akad Nikah', start_date: wibDay(10, 9) },
      { id: resepsi!, label: 'Resepsi', start_date: wibDay(10, 19) },
    ];
    const [row] = await world.db.select().from(t.invitations).where(eq(t.invitations.id, id));
    expiredAt = new Date(Date.now() + 365 * 86_400_000).toISOString();
    await world.db.update(t.invitations).set({ expired_at: expiredAt }).where(eq(t.invitations.id, row!.id));
    const guests = await world.db
      .insert(t.guests)
      // Budi's and Citra's personal links went out.
      .values(
        ['Budi', 'Citra', 'Dedi', 'Eka'].map((name, n) => ({
          invitation_id: id,
          name,
          sent_at: n < 2 ? new Date().toISOString() : null,
        })),
      )
      .returning();
    const [budi, citra, dedi] = guests.map((g) => g.id);
    await world.db.insert(t.rsvpEntries).values([
      { guest_id: budi!, event_id: akad!, is_attend: true, pax: 2 },
      { guest_id: budi!, event_id: resepsi!, is_attend: true, pax: 2 },
      { guest_id: citra!, event_id: akad!, is_attend: false, pax: 0 },
      { guest_id: dedi!, event_id: akad!, is_attend: false, pax: 0 },
      { guest_id: dedi!, event_id: resepsi!, is_attend: true, pax: 3 },
    ]);
  });

  const expected = (invitationId: string, invitationSlug: string, status = 'published') => ({
    id: invitationId,
    slug: invitationSlug,
    status,
    theme: 'floral-whimsy',
    use_guestbook: true,
    meta_image: '/demo/cover.svg',
    expired_at: expiredAt,
    expired: false,
    // A stored sample counts as paid for; no order yet.
    paid: true,
    order_status: null,
    plan: expect.objectContaining({ code: 'luxury', name: 'luxury', with_guestbook: true, tier: 3, price: 199000 }),
    guests: 4,
    guests_replied: 3,
    guests_attending: 2,
    // Citra answered and attends nothing; Eka has not answered.
    guests_declining: 1,
    guests_unanswered: 1,
    guests_sent: 2,
    guests_opened: 0,
    pax_attending: 5,
    wishes: 7,
    wishes_pending: 0,
    wishlist_confirmations: 1,
    events: [
      // Four guests of the default two seats each: every guest is invited to every event.
      { ...events[0], is_main_event: true, attending: 1, declining: 2, pax: 2, seats_invited: 8 },
      { ...events[1], is_main_event: false, attending: 2, declining: 0, pax: 5, seats_invited: 8 },
    ],
    days_to_main_event: 10,
  });

  it('counts guests, replies, attendance, pax, wishes and confirmations, by id and by slug', async () => {
    const byId = await call('GET', `/v1/invitation/summary/${id}`, world.owner);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().data).toEqual(expected(id, slug));
    const bySlug = await call('GET', `/v1/invitation/summary/slug/${slug}`, world.owner);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data).toEqual(expected(id, slug));
  });

  it("shows a version its root's guests and wishes, and its own events", async () => {
    const created = await call('POST', '/v1/invitation/version', world.owner, {
      invitation_id: id,
      version_name: 'Versi',
    });
    const version = created.json().data as { id: string; slug: string };
    const response = await call('GET', `/v1/invitation/summary/${version.id}`, world.owner);
    const ownEvents = await world.db
      .select()
      .from(t.invitationEvents)
      .where(eq(t.invitationEvents.invitation_id, version.id))
      .orderBy(t.invitationEvents.start_date);
    // No guest has answered for the version's copies of the events yet.
    expect(response.json().data).toEqual({
      ...expected(version.id, version.slug, 'draft'),
      events: ownEvents.map((event, n) => ({
        id: event.id,
        label: events[n]!.label,
        start_date: events[n]!.start_date,
        is_main_event: n === 0,
        attending: 0,
        declining: 0,
        pax: 0,
        seats_invited: 8,
      })),
    });
  });

  it('answers zeros and no plan for a fresh invitation', async () => {
    const fresh = await create(world.owner, { slug: 'ringkasan-kosong' });
    const response = await call('GET', `/v1/invitation/summary/${fresh.id}`, world.owner);
    expect(response.json().data).toEqual({
      id: fresh.id,
      slug: 'ringkasan-kosong',
      status: 'draft',
      theme: 'floral-whimsy',
      use_guestbook: false,
      meta_image: null,
      expired_at: null,
      expired: false,
      paid: false,
      order_status: null,
      plan: null,
      guests: 0,
      guests_replied: 0,
      guests_attending: 0,
      guests_declining: 0,
      guests_unanswered: 0,
      guests_sent: 0,
      guests_opened: 0,
      pax_attending: 0,
      wishes: 0,
      wishes_pending: 0,
      wishlist_confirmations: 0,
      events: [],
      days_to_main_event: null,
    });
  });

  it("says whether the plan is paid and its newest order's status, a version its root's", async () => {
    const fresh = await create(world.owner, { slug: 'ringkasan-pesanan' });
    const [plan] = await world.db.select({ id: t.invitationPlans.id }).from(t.invitationPlans).limit(1);
    const order = (order_id: string, status: 'expired' | 'pending', created_at: string) => ({
      order_id,
      invitation_id: fresh.id,
      plan_id: plan!.id,
      kind: 'new' as const,
      gross_amount: 49000,
      method: 'transfer' as const,
      status,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      created_at,
    });
    await world.db
      .insert(orders)
      .values([
        order('UND-LAMA', 'expired', '2026-01-01T00:00:00.000Z'),
        order('UND-BARU', 'pending', '2026-01-02T00:00:00.000Z'),
      ]);
    const payment = async (invitationId: string) => {
      const { paid, order_status } = (await call('GET', `/v1/invitation/summary/${invitationId}`, world.owner)).json()
        .data as { paid: boolean; order_status: string | null };
      return { paid, order_status };
    };
    expect(await payment(fresh.id)).toEqual({ paid: false, order_status: 'pending' });
    await world.db
      .update(t.invitations)
      .set({ paid_at: new Date().toISOString() })
      .where(eq(t.invitations.id, fresh.id));
    const version = (
      await call('POST', '/v1/invitation/version', world.owner, { invitation_id: fresh.id, version_name: 'Versi' })
    ).json().data as { id: string };
    expect(await payment(version.id)).toEqual({ paid: true, order_status: 'pending' });
  });

  for (const [name, url] of [
    ['by id', () => `/v1/invitation/summary/${id}`],
    ['by slug', () => `/v1/invitation/summary/slug/${slug}`],
  ] as const) {
    it(`answers 401, 403 and 404 exactly (${name})`, async () => {
      expect(await failure(await call('GET', url()))).toEqual({
        status: 401,
        message: 'Silakan masuk terlebih dahulu',
      });
      expect(await failure(await call('GET', url(), { headers: BAD_TOKEN }))).toEqual({
        status: 401,
        message: 'Sesi Anda telah berakhir, silakan masuk kembali',
      });
      expect(await failure(await call('GET', url(), world.other))).toEqual({
        status: 403,
        message: 'Undangan ini bukan milik Anda',
      });
      const unknown = url().replace(name === 'by id' ? id : slug, 'tidak-ada');
      expect(await failure(await call('GET', unknown, world.owner))).toEqual({
        status: 404,
        message: 'Undangan tidak ditemukan',
      });
    });
  }
});

describe('showcases', () => {
  beforeAll(async () => {
    for (let n = 1; n <= 3; n++)
      await storeSample(world.db, world.other.user.id, `porto-${n}`, { showcase: 'portofolio' });
    await storeSample(world.db, world.other.user.id, 'desain-khusus', { showcase: 'custom-design' });
    await world.db.update(t.invitations).set({ theme: 'cream-deco' }).where(eq(t.invitations.slug, 'porto-2'));
  });

  it('lists portfolio invitations newest first, with default paging', async () => {
    const response = await call('GET', '/v2/invitation/portofolio');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Json[]; meta: Json };
    // The seeded demo invitation is a portfolio entry too.
    expect(body.meta).toEqual({ page: 1, pageSize: 12, total: 4 });
    expect(body.data.map((i) => i.slug)).toEqual(['porto-3', 'porto-2', 'porto-1', 'raka-dan-ayu']);
    expect(body.data[0]).toEqual({
      slug: 'porto-3',
      theme: 'floral-whimsy',
      groom_nickname: 'Raka',
      bride_nickname: 'Ayu',
      meta_image: '/demo/cover.svg',
    });
  });

  it('pages and filters by theme', async () => {
    const second = await call('GET', '/v2/invitation/portofolio?page=2&pageSize=2');
    expect(second.json()).toMatchObject({ meta: { page: 2, pageSize: 2, total: 4 } });
    expect((second.json().data as Json[]).map((i) => i.slug)).toEqual(['porto-1', 'raka-dan-ayu']);
    const themed = await call('GET', '/v2/invitation/portofolio?theme=cream-deco');
    expect(themed.json()).toEqual({
      data: [expect.objectContaining({ slug: 'porto-2', theme: 'cream-deco' })],
      meta: { page: 1, pageSize: 12, total: 1 },
    });
  });

  it('lists custom designs apart', async () => {
    const response = await call('GET', '/v2/invitation/custom-design');
    expect(response.json()).toEqual({
      data: [expect.objectContaining({ slug: 'desain-khusus' })],
      meta: { page: 1, pageSize: 12, total: 1 },
    });
  });

  it("lists an owner's invitation only while its owner's switch 'Tampilkan sebagai contoh' is on", async () => {
    const page = await storeSample(world.db, world.owner.user.id, 'saklar-contoh');
    const id = page.invitation.id;
    const listed = async () =>
      ((await call('GET', '/v2/invitation/portofolio?pageSize=50')).json().data as Json[]).map((i) => i.slug);
    const detail = async () => (await call('GET', `/v1/invitation/${id}`, world.owner)).json().data as Json;
    expect((await detail()).in_portofolio).toBe(false);
    expect(await listed()).not.toContain('saklar-contoh');

    const on = await call('PUT', `/v1/invitation/${id}`, world.owner, { in_portofolio: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await detail()).in_portofolio).toBe(true);
    expect(await listed()).toContain('saklar-contoh');
    // Off takes it out of every showcase, one the operator chose too.
    await world.db.update(t.invitations).set({ showcase: 'custom-design' }).where(eq(t.invitations.id, id));
    expect((await call('PUT', `/v1/invitation/${id}`, world.owner, { in_portofolio: false })).statusCode).toBe(200);
    expect(await listed()).not.toContain('saklar-contoh');
    const designs = (await call('GET', '/v2/invitation/custom-design')).json().data as Json[];
    expect(designs.map((i) => i.slug)).not.toContain('saklar-contoh');
    // Another owner's switch is not theirs to turn.
    expect((await call('PUT', `/v1/invitation/${id}`, world.other, { in_portofolio: true })).statusCode).toBe(403);
  });

  it('refuses a bad page, page size or theme', async () => {
    expect(await failure(await call('GET', '/v2/invitation/portofolio?pageSize=51'))).toEqual({
      status: 400,
      message: 'pageSize: Jumlah per halaman harus antara 1 dan 50',
      errors: [{ field: 'pageSize', message: 'Jumlah per halaman harus antara 1 dan 50' }],
    });
    expect((await failure(await call('GET', '/v2/invitation/custom-design?page=0'))).errors).toEqual([
      { field: 'page', message: 'Halaman harus bilangan bulat 1 sampai 1.000.000' },
    ]);
    expect((await failure(await call('GET', '/v2/invitation/portofolio?theme=Bukan%20Tema'))).errors).toEqual([
      { field: 'theme', message: 'Tema tidak valid' },
    ]);
  });
});
