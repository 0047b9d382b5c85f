import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../engine/validation/create-ajv';
import type { Schema } from '../../schemas/json-schema';
import { RESERVED_SLUG_MESSAGE } from '../../schemas/reserved-slugs';
import {
  invitationDetailSchema,
  myInvitationItemSchema,
  slugAvailabilitySchema,
  type MyInvitationItem,
} from '../../schemas/responses/owner-invitations';
import { orders } from '../../server/db/payment-tables';
import * as t from '../../server/db/schema';
import { failureOf, registerOwner, testApp, type Json, type Owner } from './harness';
import { planId, storeSample } from './invitation-sample';
import { twoOwnersForThisFile } from './two-owners-api';

/**
 * The owner's reads for their pages (shapes: schemas/responses/owner-invitations.ts): slug
 * availability, one invitation with its plan, and the list of their invitations.
 */

const { world, call, create } = twoOwnersForThisFile();

const failure = failureOf;

const ajv = createAjv();
/** An answer in its schema's shape (checked as it is: no blank-text rule, which is for requests). */
function isShaped(schema: Schema, value: unknown) {
  const validate = ajv.compile(schema);
  expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
}

describe('GET /v1/invitation/slug-availability', () => {
  let mine: { id: string; slug: string };
  beforeAll(async () => {
    mine = await create(world.owner, { slug: 'punya-saya' });
    await create(world.other, { slug: 'punya-orang' });
  });

  const check = async (query: string, who = world.owner) => {
    const response = await call('GET', `/v1/invitation/slug-availability?${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: Json };
    isShaped(slugAvailabilitySchema, data);
    return data;
  };

  it('answers available for a free slug, without a message', async () => {
    expect(await check('slug=nama-bebas')).toEqual({ slug: 'nama-bebas', available: true });
  });

  it("answers 'Slug sudah dipakai' for a slug taken, by the caller or anyone else", async () => {
    expect(await check('slug=punya-orang')).toEqual({
      slug: 'punya-orang',
      available: false,
      message: 'Slug sudah dipakai',
    });
    expect(await check('slug=punya-saya')).toMatchObject({ available: false, message: 'Slug sudah dipakai' });
  });

  it("counts an invitation's own slug as available when it is named", async () => {
    expect(await check(`slug=punya-saya&invitation_id=${mine.id}`)).toEqual({ slug: 'punya-saya', available: true });
    expect(await check(`slug=punya-orang&invitation_id=${mine.id}`)).toMatchObject({
      available: false,
      message: 'Slug sudah dipakai',
    });
  });

  it('never answers 400 for a bad slug: not available, with the message a write would give', async () => {
    const bad = {
      'Raka Ayu': 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung',
      'raka--ayu': 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung',
      docs: RESERVED_SLUG_MESSAGE,
      ['a'.repeat(101)]: 'Slug maksimal 100 karakter',
      ' ': 'Slug wajib diisi',
    };
    for (const [slug, message] of Object.entries(bad)) {
      expect(await check(`slug=${encodeURIComponent(slug)}`), slug).toEqual({ slug, available: false, message });
      const write = await call('POST', '/v1/invitation', world.owner, {
        slug,
        theme: 'floral-whimsy',
        use_multiple_event: false,
      });
      expect((await failure(write)).errors, slug).toEqual([{ field: 'slug', message }]);
    }
    expect(await check('')).toEqual({ slug: '', available: false, message: 'Slug wajib diisi' });
  });

  it("answers 401 without a token, 403 for another owner's invitation and 404 for none", async () => {
    expect(await failure(await call('GET', '/v1/invitation/slug-availability?slug=bebas'))).toEqual({
      status: 401,
      message: 'Silakan masuk terlebih dahulu',
    });
    const theirs = await call(
      'GET',
      `/v1/invitation/slug-availability?slug=bebas&invitation_id=${mine.id}`,
      world.other,
    );
    expect(await failure(theirs)).toEqual({ status: 403, message: 'Undangan ini bukan milik Anda' });
    const none = await call('GET', '/v1/invitation/slug-availability?slug=bebas&invitation_id=tidak-ada', world.owner);
    expect(await failure(none)).toEqual({ status: 404, message: 'Undangan tidak ditemukan' });
  });
});

describe('GET /v1/invitation/{id}', () => {
  const read = async (id: string, who = world.owner) => {
    const response = await call('GET', `/v1/invitation/${id}`, who);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: Json };
    isShaped(invitationDetailSchema, data);
    return data;
  };

  it('answers a draft with no plan, not expired', async () => {
    const { id } = await create(world.owner, { slug: 'detail-draf' });
    expect(await read(id)).toMatchObject({
      id,
      slug: 'detail-draf',
      status: 'draft',
      user_id: world.owner.user.id,
      parent_id: null,
      plan: null,
      expired: false,
    });
  });

  it('answers the plan entity of an invitation on a plan', async () => {
    const { id } = await create(world.owner, { slug: 'detail-paket', plan_code: 'mediaval' });
    const plans = (await call('GET', '/v1/plan')).json().data as { code: string }[];
    const data = await read(id);
    expect(data.plan).toEqual(plans.find((plan) => plan.code === 'mediaval'));
    expect(data.expired).toBe(false);
  });

  it('answers an expired invitation to its owner (the public page says 410)', async () => {
    await storeSample(world.db, world.owner.user.id, 'detail-lewat', { plan_id: await planId(world.db, 'luxury') });
    const expiredAt = new Date(Date.now() - 86_400_000).toISOString();
    await world.db.update(t.invitations).set({ expired_at: expiredAt }).where(eq(t.invitations.slug, 'detail-lewat'));
    expect((await call('GET', '/v1/invitation/slug/detail-lewat/page')).statusCode).toBe(410);
    expect(await read('detail-lewat-invitation')).toMatchObject({
      slug: 'detail-lewat',
      status: 'published',
      expired_at: expiredAt,
      expired: true,
      plan: expect.objectContaining({ code: 'luxury' }),
    });
  });

  it("answers 401 without a token, 403 for another owner's and 404 for none", async () => {
    const { id } = await create(world.owner, { slug: 'detail-rahasia' });
    expect((await call('GET', `/v1/invitation/${id}`)).statusCode).toBe(401);
    expect(await failure(await call('GET', `/v1/invitation/${id}`, world.other))).toEqual({
      status: 403,
      message: 'Undangan ini bukan milik Anda',
    });
    expect(await failure(await call('GET', '/v1/invitation/tidak-ada', world.owner))).toEqual({
      status: 404,
      message: 'Undangan tidak ditemukan',
    });
  });
});

describe('GET /v1/user/my-invitation', () => {
  let me: Owner;
  const list = async (who: Owner, on = world.app) => {
    const response = await on.inject({ method: 'GET', url: '/v1/user/my-invitation', headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: MyInvitationItem[] };
    for (const item of data) isShaped(myInvitationItemSchema, item);
    return data;
  };

  beforeAll(async () => {
    me = await registerOwner(world.app, 'Daftar');
  });

  it('adds the couple, the main event, the plan badge, the expiry and the counts', async () => {
    const page = await storeSample(world.db, me.user.id, 'daftar-sampel', {
      plan_id: await planId(world.db, 'luxury'),
    });
    const id = page.invitation.id;
    const [akad, resepsi] = page.invitation.invitation_event!;
    const guests = await world.db
      .insert(t.guests)
      .values(['Budi', 'Citra', 'Dedi'].map((name) => ({ invitation_id: id, name })))
      .returning();
    await world.db.insert(t.rsvpEntries).values([
      { guest_id: guests[0]!.id, event_id: akad!.id, is_attend: true, pax: 2 },
      { guest_id: guests[0]!.id, event_id: resepsi!.id, is_attend: true, pax: 2 },
      { guest_id: guests[1]!.id, event_id: akad!.id, is_attend: false, pax: 0 },
      { guest_id: guests[2]!.id, event_id: resepsi!.id, is_attend: true, pax: 1 },
    ]);
    const fresh = await create(me, { slug: 'daftar-kosong' });

    const [newest, sample] = await list(me);
    expect(newest).toMatchObject({
      id: fresh.id,
      version_count: 0,
      couple: { groom: null, bride: null },
      main_event: null,
      plan: null,
      expired: false,
      // A new invitation starts unpaid, with no order.
      paid: false,
      order_status: null,
      counts: { guests: 0, attending: 0, wishes: 0 },
    });
    const luxury = ((await call('GET', '/v1/plan')).json().data as { code: string; color: string }[]).find(
      (plan) => plan.code === 'luxury',
    )!;
    expect(sample).toMatchObject({
      id,
      slug: 'daftar-sampel',
      couple: {
        groom: { person_name: page.couple.groom.person_name, person_nickname: page.couple.groom.person_nickname },
        bride: { person_name: page.couple.bride.person_name, person_nickname: page.couple.bride.person_nickname },
      },
      main_event: { label: akad!.label, start_date: akad!.start_date },
      plan: { code: 'luxury', name: 'luxury', color: luxury.color, tier: 3, with_guestbook: true },
      expired: false,
      paid: true,
      order_status: null,
      // Budi and Dedi attend something; Citra declined. The sample's seven wishes.
      counts: { guests: 3, attending: 2, wishes: 7 },
    });
  });

  it('takes the earliest event when none is marked main, and says when an invitation has expired', async () => {
    const page = await storeSample(world.db, me.user.id, 'daftar-lewat');
    await world.db
      .update(t.invitationEvents)
      .set({ is_main_event: false })
      .where(eq(t.invitationEvents.invitation_id, page.invitation.id));
    await world.db
      .update(t.invitations)
      .set({ expired_at: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(t.invitations.id, page.invitation.id));
    const item = (await list(me)).find((invitation) => invitation.id === page.invitation.id)!;
    const earliest = [...page.invitation.invitation_event!].sort((a, b) =>
      a.start_date.localeCompare(b.start_date),
    )[0]!;
    expect(item).toMatchObject({
      main_event: { label: earliest.label, start_date: earliest.start_date },
      plan: null,
      expired: true,
    });
  });

  it("gives each invitation its newest order's status", async () => {
    const [first, second] = [
      await create(me, { slug: 'daftar-pesan-1' }),
      await create(me, { slug: 'daftar-pesan-2' }),
    ];
    const plan = await planId(world.db, 'fair');
    const order = (order_id: string, invitation_id: string, status: 'paid' | 'rejected', day: number) => ({
      order_id,
      invitation_id,
      plan_id: plan,
      kind: 'new' as const,
      gross_amount: 49000,
      method: 'transfer' as const,
      status,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      created_at: new Date(Date.UTC(2026, 0, day)).toISOString(),
    });
    await world.db
      .insert(orders)
      .values([
        order('UND-DAFTAR-1', first.id, 'rejected', 1),
        order('UND-DAFTAR-2', first.id, 'paid', 2),
        order('UND-DAFTAR-3', second.id, 'rejected', 3),
      ]);
    const items = await list(me);
    const statusOf = (id: string) => items.find((item) => item.id === id)?.order_status;
    expect([statusOf(first.id), statusOf(second.id)]).toEqual(['paid', 'rejected']);
  });

  it('reads with the same number of queries, however many invitations there are', async () => {
    let queries = 0;
    // Only the list's own queries: the app's job worker (a mail of a sign-up, say) queries meanwhile.
    const listing = new AsyncLocalStorage<true>();
    const counting = new Proxy(world.db, {
      get(target, property, receiver) {
        if ((property === 'select' || property === 'execute') && listing.getStore()) queries++;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const countedList = (who: Owner) => listing.run(true, () => list(who, counted.app));
    /**
     * The list's queries, the fewer of two reads: a notification's work (a cache dropping a page) that
     * happens to run inside a read on a loaded machine adds to one read, never to both.
     */
    const queriesOfList = async (who: Owner, length: number) => {
      const counts: number[] = [];
      for (let read = 0; read < 2; read++) {
        queries = 0;
        expect(await countedList(who)).toHaveLength(length);
        counts.push(queries);
      }
      return Math.min(...counts);
    };
    const counted = await testApp(world.server.database, { db: counting });
    try {
      const few = await registerOwner(world.app, 'Sedikit');
      await storeSample(world.db, few.user.id, 'sedikit-1');
      const forOne = await queriesOfList(few, 1);

      for (const n of [2, 3, 4])
        await storeSample(world.db, few.user.id, `sedikit-${n}`, { plan_id: await planId(world.db, 'fair') });
      await create(few, { slug: 'sedikit-5' });
      const forFive = await queriesOfList(few, 5);
      expect(forOne).toBeGreaterThan(0);
      expect(forFive).toBe(forOne);
    } finally {
      await counted.close();
    }
  });
});
