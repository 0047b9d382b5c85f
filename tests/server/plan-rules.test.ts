import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThemeCatalogueItem } from '../../schemas/responses/theme-catalogue';
import { SECTION_SLUGS } from '../../schemas/section-slugs';
import * as t from '../../server/db/schema';
import { failureOf, type Json } from './harness';
import { planId, storeSample } from './invitation-sample';
import { twoOwnersForThisFile } from './two-owners-api';

/**
 * What an invitation's plan allows (docs/product.md#plans): the themes it may use, the guestbook,
 * and the sections it may have active, on every write and on the public page.
 */

type Plan = { code: string; section: string[] };

const { world, call } = twoOwnersForThisFile();
let plans: Plan[];
/** A theme of the catalogue for each lowest plan: none, mediaval, luxury (whichever themes they are). */
let theme: { free: string; mediaval: string; luxury: string };

beforeAll(async () => {
  plans = (await world.app.inject('/v1/plan')).json().data as Plan[];
  const themes = (await world.app.inject('/v1/theme')).json().data as ThemeCatalogueItem[];
  const withPlan = (code: string | undefined) => themes.find((item) => item.plan?.code === code)!.slug;
  theme = { free: withPlan(undefined), mediaval: withPlan('mediaval'), luxury: withPlan('luxury') };
});

const failure = failureOf;

let slugs = 0;
const create = (body: Json, who = world.owner) =>
  call('POST', '/v1/invitation', who, {
    slug: `paket-${++slugs}`,
    theme: theme.free,
    use_multiple_event: false,
    ...body,
  });

async function created(body: Json, who = world.owner) {
  const response = await create(body, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; slug: string };
}

const sectionsOf = (invitationId: string) =>
  world.db.select().from(t.invitationSections).where(eq(t.invitationSections.invitation_id, invitationId));

const themeRefused = (name: string) => ({
  status: 403,
  message: `Tema ini khusus paket ${name}`,
  errors: [{ field: 'theme', message: `Tema ini khusus paket ${name}` }],
});
const GUESTBOOK_REFUSED = {
  status: 403,
  message: 'Buku tamu hanya tersedia di paket Luxury',
  errors: [{ field: 'use_guestbook', message: 'Buku tamu hanya tersedia di paket Luxury' }],
};

describe('POST /v1/invitation on a plan', () => {
  it("creates the sections outside the plan's list inactive, the others active", async () => {
    for (const plan of plans) {
      const { id } = await created({ plan_code: plan.code });
      const rows = await sectionsOf(id);
      expect(rows).toHaveLength(SECTION_SLUGS.length);
      for (const row of rows) expect(row.is_active, `${plan.code} ${row.slug}`).toBe(plan.section.includes(row.slug));
    }
    const fair = plans.find((p) => p.code === 'fair')!;
    expect(fair.section).not.toContain('story');
    const { id } = await created({});
    expect((await sectionsOf(id)).every((row) => row.is_active)).toBe(true);
  });

  it("refuses a theme above the plan's tier, naming the theme's plan (403)", async () => {
    const before = await world.db.select().from(t.invitations).where(eq(t.invitations.user_id, world.owner.user.id));
    expect(await failure(await create({ theme: theme.luxury }))).toEqual(themeRefused('Luxury'));
    expect(await failure(await create({ theme: theme.mediaval }))).toEqual(themeRefused('Mediaval'));
    expect(await failure(await create({ theme: theme.mediaval, plan_code: 'fair' }))).toEqual(themeRefused('Mediaval'));
    expect(await failure(await create({ theme: theme.luxury, plan_code: 'mediaval' }))).toEqual(themeRefused('Luxury'));
    const after = await world.db.select().from(t.invitations).where(eq(t.invitations.user_id, world.owner.user.id));
    expect(after).toHaveLength(before.length);
  });

  it('accepts a theme of the plan or of a lower tier', async () => {
    await created({ theme: theme.free, plan_code: 'fair' });
    await created({ theme: theme.mediaval, plan_code: 'mediaval' });
    await created({ theme: theme.mediaval, plan_code: 'luxury' });
    await created({ theme: theme.luxury, plan_code: 'luxury' });
  });

  it('allows the guestbook only on a plan with it (403), and without one asked for on any', async () => {
    expect(await failure(await create({ use_guestbook: true }))).toEqual(GUESTBOOK_REFUSED);
    expect(await failure(await create({ use_guestbook: true, plan_code: 'mediaval' }))).toEqual(GUESTBOOK_REFUSED);
    const luxury = await create({ use_guestbook: true, plan_code: 'luxury' });
    expect(luxury.json().data).toMatchObject({ use_guestbook: true });
    await created({ use_guestbook: false, plan_code: 'fair' });
  });

  it('still answers 400 for a theme not in the catalogue', async () => {
    expect(await failure(await create({ theme: 'tidak-ada', plan_code: 'luxury' }))).toEqual({
      status: 400,
      message: 'Tema tidak ditemukan',
      errors: [{ field: 'theme', message: 'Tema tidak ditemukan' }],
    });
  });
});

describe('PUT /v1/invitation/{id} on a plan', () => {
  it("refuses a theme above the plan's tier and keeps the invitation as it was", async () => {
    const fair = await created({ plan_code: 'fair' });
    const none = await created({});
    for (const invitation of [fair, none]) {
      const update = await call('PUT', `/v1/invitation/${invitation.id}`, world.owner, { theme: theme.mediaval });
      expect(await failure(update)).toEqual(themeRefused('Mediaval'));
    }
    const mediaval = await created({ plan_code: 'mediaval' });
    const luxury = await call('PUT', `/v1/invitation/${mediaval.id}`, world.owner, { theme: theme.luxury, quote: 'x' });
    expect(await failure(luxury)).toEqual(themeRefused('Luxury'));
    const [row] = await world.db.select().from(t.invitations).where(eq(t.invitations.id, mediaval.id));
    expect(row).toMatchObject({ theme: theme.free, quote: null });
    const allowed = await call('PUT', `/v1/invitation/${mediaval.id}`, world.owner, { theme: theme.mediaval });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses use_guestbook true on a plan without the guestbook, allows false', async () => {
    for (const plan of [undefined, 'fair', 'mediaval']) {
      const { id } = await created(plan ? { plan_code: plan } : {});
      expect(await failure(await call('PUT', `/v1/invitation/${id}`, world.owner, { use_guestbook: true }))).toEqual(
        GUESTBOOK_REFUSED,
      );
      expect((await call('PUT', `/v1/invitation/${id}`, world.owner, { use_guestbook: false })).statusCode).toBe(200);
    }
    const { id } = await created({ plan_code: 'luxury' });
    const on = await call('PUT', `/v1/invitation/${id}`, world.owner, { use_guestbook: true });
    expect(on.json().data).toMatchObject({ use_guestbook: true });
  });

  it('answers 403 for another owner and 404 for none before any plan rule', async () => {
    const { id } = await created({ plan_code: 'fair' });
    expect(await failure(await call('PUT', `/v1/invitation/${id}`, world.other, { theme: theme.luxury }))).toEqual({
      status: 403,
      message: 'Undangan ini bukan milik Anda',
    });
    expect(await failure(await call('PUT', '/v1/invitation/tidak-ada', world.owner, { use_guestbook: true }))).toEqual({
      status: 404,
      message: 'Undangan tidak ditemukan',
    });
  });
});

describe('PUT /v1/invitation/section/{id} on a plan', () => {
  const sectionId = async (invitationId: string, slug: string) =>
    (await sectionsOf(invitationId)).find((row) => row.slug === slug)!.id;

  it("refuses to turn on a section outside the plan's list (403), naming the plan", async () => {
    const { id } = await created({ plan_code: 'fair' });
    const external = await sectionId(id, 'external');
    const response = await call('PUT', `/v1/invitation/section/${external}`, world.owner, { is_active: true });
    expect(await failure(response)).toEqual({
      status: 403,
      message: 'Bagian ini tidak termasuk paket Fair',
      errors: [{ field: 'is_active', message: 'Bagian ini tidak termasuk paket Fair' }],
    });
    const [row] = await world.db.select().from(t.invitationSections).where(eq(t.invitationSections.id, external));
    expect(row!.is_active).toBe(false);
    // Its settings may still be saved, and it may be turned off.
    const settings = await call('PUT', `/v1/invitation/section/${external}`, world.owner, {
      title: 'Momen',
      is_active: false,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const mediaval = await created({ plan_code: 'mediaval' });
    const dresscode = await sectionId(mediaval.id, 'dresscode');
    expect(
      await failure(await call('PUT', `/v1/invitation/section/${dresscode}`, world.owner, { is_active: true })),
    ).toEqual({
      status: 403,
      message: 'Bagian ini tidak termasuk paket Mediaval',
      errors: [{ field: 'is_active', message: 'Bagian ini tidak termasuk paket Mediaval' }],
    });
  });

  it("turns on a section of the plan's list, and any section without a plan", async () => {
    const fair = await created({ plan_code: 'fair' });
    const gallery = await sectionId(fair.id, 'gallery');
    await call('PUT', `/v1/invitation/section/${gallery}`, world.owner, { is_active: false });
    const on = await call('PUT', `/v1/invitation/section/${gallery}`, world.owner, { is_active: true });
    expect(on.json().data).toMatchObject({ slug: 'gallery', is_active: true });
    const none = await created({});
    const external = await sectionId(none.id, 'external');
    await call('PUT', `/v1/invitation/section/${external}`, world.owner, { is_active: false });
    const again = await call('PUT', `/v1/invitation/section/${external}`, world.owner, { is_active: true });
    expect(again.json().data).toMatchObject({ slug: 'external', is_active: true });
  });

  it('answers 403 for another owner’s section and 404 for none', async () => {
    const { id } = await created({ plan_code: 'fair' });
    const external = await sectionId(id, 'external');
    expect(
      await failure(await call('PUT', `/v1/invitation/section/${external}`, world.other, { is_active: true })),
    ).toEqual({
      status: 403,
      message: 'Undangan ini bukan milik Anda',
    });
    expect(
      await failure(await call('PUT', '/v1/invitation/section/tidak-ada', world.owner, { is_active: true })),
    ).toEqual({
      status: 404,
      message: 'Bagian tidak ditemukan',
    });
  });
});

describe('the public page on a plan', () => {
  it('shows a section outside the plan as inactive, even when it is stored active', async () => {
    const fair = plans.find((p) => p.code === 'fair')!;
    await storeSample(world.db, world.owner.user.id, 'sampel-fair', { plan_id: await planId(world.db, 'fair') });
    const stored = await world.db
      .select()
      .from(t.invitationSections)
      .where(eq(t.invitationSections.invitation_id, 'sampel-fair-invitation'));
    expect(stored.every((row) => row.is_active)).toBe(true);

    const page = await call('GET', '/v1/invitation/slug/sampel-fair/page');
    expect(page.statusCode, page.body).toBe(200);
    const sections = page.json().data.sections as { slug: string; is_active: boolean }[];
    for (const section of sections) expect(section.is_active, section.slug).toBe(fair.section.includes(section.slug));
    const listed = (await call('GET', '/v1/invitation/slug/sampel-fair/sections')).json().data as typeof sections;
    for (const section of listed) expect(section.is_active, section.slug).toBe(fair.section.includes(section.slug));
    // The owner's own list keeps what is stored.
    const own = await call('GET', '/v1/invitation/section?invitation_id=sampel-fair-invitation', world.owner);
    expect((own.json().data as typeof sections).every((section) => section.is_active)).toBe(true);
  });

  it('shows every active section of an invitation without a plan', async () => {
    await storeSample(world.db, world.owner.user.id, 'sampel-tanpa-paket');
    const page = await call('GET', '/v1/invitation/slug/sampel-tanpa-paket/page');
    const sections = page.json().data.sections as { is_active: boolean }[];
    expect(sections.every((section) => section.is_active)).toBe(true);
  });
});
