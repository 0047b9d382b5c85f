import { eq, sql } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatePayload } from '../../engine/validation/validate-payload';
import { invitationPlanSchema, PLAN_CODES } from '../../schemas/entities/invitation-plan.schema';
import { themeCatalogueItemSchema, type ThemeCatalogueItem } from '../../schemas/responses/theme-catalogue';
import { SECTION_SLUGS } from '../../schemas/section-slugs';
import { THEME_CATEGORIES, THEME_CATEGORY_IDS } from '../../schemas/theme-categories';
import { openDatabase } from '../../server/db/database';
import { PLAN_CATALOGUE } from '../../server/db/plan-catalogue';
import { seedDemo } from '../../server/db/seed';
import * as t from '../../server/db/schema';
import { readThemeManifest } from '../../server/services/invitations/theme-manifests';
import { scratchDatabase, testServer, type TestServer } from './harness';

/**
 * The catalogue anyone may read (GET /v1/plan, GET /v1/theme), how the seed keeps it following the
 * code on every start (but what the operator sets of a plan), and the migration that renamed the plans.
 */

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
  await seedDemo(server.database.db);
}, 60_000);
afterAll(() => server.close());

type Plan = { code: string; name: string; color: string; tier: number; section: string[]; with_guestbook: boolean };
const get = async (url: string) => {
  const response = await server.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: unknown[] };
};

describe('GET /v1/plan', () => {
  it('lists the plans to anyone, lowest tier first, as entity/invitation-plan', async () => {
    const { data } = await get('/v1/plan');
    for (const plan of data) expect(validatePayload(invitationPlanSchema, plan)).toEqual({ ok: true, value: plan });
    const plans = data as Plan[];
    expect(plans.map((p) => [p.code, p.name, p.tier])).toEqual([
      ['fair', 'fair', 1],
      ['mediaval', 'mediaval', 2],
      ['luxury', 'luxury', 3],
    ]);
    expect(
      plans.map((p) => [(p as Plan & { price: number }).price, (p as Plan & { expired_day: number }).expired_day]),
    ).toEqual([
      [49000, 90],
      [99000, 180],
      [199000, 365],
    ]);
    expect(plans.map((p) => p.with_guestbook)).toEqual([false, false, true]);
    expect(new Set(plans.map((p) => p.color.toLowerCase())).size).toBe(3);
  });

  it('gives each plan the sections it may have active', async () => {
    const plans = (await get('/v1/plan')).data as Plan[];
    const [fair, mediaval, luxury] = plans;
    expect(luxury!.section).toEqual([...SECTION_SLUGS]);
    expect(mediaval!.section).toEqual(SECTION_SLUGS.filter((s) => s !== 'external' && s !== 'dresscode'));
    expect([...fair!.section].sort()).toEqual(
      ['opening', 'quote', 'couple', 'countdown', 'event', 'gallery', 'rsvp', 'wish', 'footer', 'closing'].sort(),
    );
  });
});

describe('GET /v1/theme', () => {
  let themes: ThemeCatalogueItem[];
  beforeAll(async () => {
    themes = (await get('/v1/theme')).data as ThemeCatalogueItem[];
  });

  it('lists every theme to anyone in the catalogue shape', () => {
    expect(themes.length).toBeGreaterThan(0);
    for (const theme of themes) {
      expect(validatePayload(themeCatalogueItemSchema, theme)).toEqual({ ok: true, value: theme });
    }
  });

  it("takes name, description and category from the theme's manifest, with the category's name and colour", () => {
    for (const theme of themes) {
      const manifest = readThemeManifest(theme.slug);
      expect(theme).toMatchObject({ name: manifest.name, description: manifest.description });
      expect(theme.category).toEqual({ id: manifest.category, ...THEME_CATEGORIES[manifest.category] });
    }
  });

  it('names the lowest plan a theme asks for in its manifest, null when it names none', async () => {
    const plans = (await get('/v1/plan')).data as Plan[];
    for (const theme of themes) {
      const code = readThemeManifest(theme.slug).plan;
      const plan = plans.find((p) => p.code === code);
      expect(theme.plan, theme.slug).toEqual(
        plan ? { code: plan.code, name: plan.name, tier: plan.tier, color: plan.color } : null,
      );
    }
  });

  it('is ordered by category (in the categories’ order), then by name', () => {
    const key = (theme: ThemeCatalogueItem) => [THEME_CATEGORY_IDS.indexOf(theme.category.id), theme.name] as const;
    for (let i = 1; i < themes.length; i++) {
      const [before, after] = [key(themes[i - 1]!), key(themes[i]!)];
      expect(before[0] < after[0] || (before[0] === after[0] && before[1].localeCompare(after[1], 'id') <= 0)).toBe(
        true,
      );
    }
  });
});

describe('the seed on every start', () => {
  it("keeps the operator's plan settings, and brings the rest of plans and themes back to the code's and the manifests' values", async () => {
    const db = server.database.db;
    const themes = (await get('/v1/theme')).data as ThemeCatalogueItem[];
    const restricted = themes.find((theme) => theme.plan !== null)!;
    const free = themes.find((theme) => theme.plan === null)!;
    await db
      .update(t.invitationPlans)
      .set({ price: 1, color: '#000000', section: [] })
      .where(eq(t.invitationPlans.code, 'fair'));
    await db
      .update(t.themes)
      .set({ invitation_plan_id: null, restricted: false })
      .where(eq(t.themes.slug, restricted.slug));
    const [luxury] = await db.select().from(t.invitationPlans).where(eq(t.invitationPlans.code, 'luxury'));
    await db
      .update(t.themes)
      .set({ invitation_plan_id: luxury!.id, restricted: true })
      .where(eq(t.themes.slug, free.slug));

    await seedDemo(db);
    const [fair] = await db.select().from(t.invitationPlans).where(eq(t.invitationPlans.code, 'fair'));
    // Price and sections are the operator's (the console); the badge colour follows the code.
    expect(fair).toMatchObject({ price: 1, section: [] });
    expect(fair!.color).not.toBe('#000000');
    await db
      .update(t.invitationPlans)
      .set({ price: 49000, section: PLAN_CATALOGUE.fair.section })
      .where(eq(t.invitationPlans.code, 'fair'));
    const rows = await db.select().from(t.themes);
    const row = (slug: string) => rows.find((r) => r.slug === slug)!;
    expect(row(restricted.slug).restricted).toBe(true);
    expect(row(restricted.slug).invitation_plan_id).not.toBeNull();
    expect(row(free.slug)).toMatchObject({ restricted: false, invitation_plan_id: null });
    expect((await get('/v1/theme')).data).toEqual(themes);
    expect(await db.select().from(t.invitationPlans)).toHaveLength(PLAN_CODES.length);
  });
});

describe('migration 0002', () => {
  const MIGRATIONS = resolve(import.meta.dirname, '../../server/db/migrations');
  let folder: string;
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'renames basic to fair and premium to mediaval, keeping the invitations on them',
    { timeout: 120_000 },
    async () => {
      // The migrations up to 0001, as a database made before this change has them.
      folder = mkdtempSync(join(tmpdir(), 'migrations-'));
      cpSync(MIGRATIONS, folder, { recursive: true });
      const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      journal.entries = journal.entries.filter((entry) => entry.tag < '0002');
      writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));

      const scratch = await scratchDatabase();
      try {
        const before = await openDatabase({ ...scratch, migrationsFolder: folder });
        await before.db.execute(sql`
          INSERT INTO invitation_plans (id, name, code, tier, price, expired_day, section, with_guestbook) VALUES
            ('p1', 'basic', 'basic', 1, 49000, 90, '[]', false),
            ('p2', 'premium', 'premium', 2, 99000, 180, '[]', false),
            ('p3', 'luxury', 'luxury', 3, 199000, 365, '[]', true)`);
        await before.db.execute(sql`
          INSERT INTO users (id, name, email, password_hash) VALUES ('u1', 'Lama', 'lama@contoh.id', 'x')`);
        await before.db.execute(sql`
          INSERT INTO invitations (id, user_id, plan_id, slug, theme) VALUES ('i1', 'u1', 'p2', 'lama', 'floral-whimsy')`);
        await before.close();

        const after = await openDatabase(scratch);
        try {
          const plans = await after.db.select().from(t.invitationPlans).orderBy(t.invitationPlans.tier);
          expect(plans.map(({ id, code, name }) => [id, code, name])).toEqual([
            ['p1', 'fair', 'fair'],
            ['p2', 'mediaval', 'mediaval'],
            ['p3', 'luxury', 'luxury'],
          ]);
          expect(plans.every((plan) => /^#[0-9a-f]{6}$/i.test(plan.color))).toBe(true);
          const [invitation] = await after.db.select().from(t.invitations).where(eq(t.invitations.id, 'i1'));
          expect(invitation!.plan_id).toBe('p2');
        } finally {
          await after.close();
        }
      } finally {
        await scratch.remove();
      }
    },
  );
});
